import Foundation
import ListCore

/// UIKit's `NSDirectionalEdgeInsets`: insets by leading and trailing edge, which swap sides in a right-to-left
/// layout.
///
/// ```swift
/// view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 12)
/// ```
public struct ListDirectionalEdgeInsets: Sendable, Hashable {
    /// The inset at the top edge.
    public var top: CGFloat
    /// The inset at the leading edge (left, or right in a right-to-left layout).
    public var leading: CGFloat
    /// The inset at the bottom edge.
    public var bottom: CGFloat
    /// The inset at the trailing edge.
    public var trailing: CGFloat

    /// Creates insets.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets.
    public static let zero = ListDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The same insets by left and right edge.
    ///
    /// - Parameter direction: the layout direction.
    /// - Returns: left/right insets.
    public func edgeInsets(for direction: ListLayoutDirection) -> ListEdgeInsets {
        direction == .rightToLeft
            ? ListEdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
            : ListEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }
}

extension ListEdgeInsets {
    /// The same insets by leading and trailing edge.
    ///
    /// - Parameter direction: the layout direction.
    /// - Returns: leading/trailing insets.
    public func directional(for direction: ListLayoutDirection) -> ListDirectionalEdgeInsets {
        direction == .rightToLeft
            ? ListDirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
            : ListDirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
    }
}
