import Foundation

/// UIKit's `NSDirectionalRectEdge`: rectangle edges named by leading and trailing, which swap sides in a
/// right-to-left layout (where a button configuration places its image, for one). UIKit's raw values.
///
/// ```swift
/// configuration.imagePlacement = .trailing   // the image after the title: at the left, right to left
/// ```
public struct ListDirectionalRectEdge: OptionSet, Sendable, Hashable {
    /// The bits (UIKit's: top 1, leading 2, bottom 4, trailing 8).
    public var rawValue: UInt
    /// Creates an edge set.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// No edge.
    public static let none = ListDirectionalRectEdge([])
    /// The top edge.
    public static let top = ListDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge (left, or right in a right-to-left layout).
    public static let leading = ListDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = ListDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = ListDirectionalRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: ListDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
