import Foundation
import ListCore

/// What a changeset data source's cell provider makes of a model: the cell's content and its size (ComponentKit's
/// component layout, reduced to what the headless collection view draws).
public struct ListCellComponent: Hashable, Sendable {
    /// What the cell shows.
    public var content: ListCellContent
    /// The cell's size, within the constrained size it was given.
    public var size: CGSize

    /// Creates a component.
    public init(content: ListCellContent, size: CGSize) {
        self.content = content
        self.size = size
    }
}

/// The range a cell's size must lie in (ComponentKit's `CKSizeRange`).
public struct ListSizeRange: Hashable, Sendable {
    /// The smallest size.
    public var min: CGSize
    /// The largest size; `.greatestFiniteMagnitude` for unconstrained.
    public var max: CGSize

    /// Creates a range.
    public init(min: CGSize = .zero, max: CGSize) {
        self.min = min
        self.max = max
    }

    /// Exactly `width` wide, any height: the usual range for a vertical list.
    public static func width(_ width: CGFloat) -> ListSizeRange {
        ListSizeRange(min: CGSize(width: width, height: 0), max: CGSize(width: width, height: .greatestFiniteMagnitude))
    }

    /// `size` clamped into the range.
    public func clamp(_ size: CGSize) -> CGSize {
        CGSize(
            width: Swift.min(Swift.max(size.width, min.width), max.width),
            height: Swift.min(Swift.max(size.height, min.height), max.height))
    }
}
