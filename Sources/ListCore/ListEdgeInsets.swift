import Foundation

/// Distances from the edges of a rectangle, in points, as UIKit's `UIEdgeInsets`.
///
/// Used for a section's inset, the collection view's content inset and the layout's guides.
///
/// ```swift
/// let inset = ListEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
/// inset.horizontal // 32
/// ```
public struct ListEdgeInsets: Hashable, Sendable, Codable {
    /// The inset at the top edge.
    public var top: CGFloat
    /// The inset at the left (leading) edge.
    public var left: CGFloat
    /// The inset at the bottom edge.
    public var bottom: CGFloat
    /// The inset at the right (trailing) edge.
    public var right: CGFloat

    /// Creates insets from the four edges.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all value: CGFloat) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// No inset on any edge.
    public static let zero = ListEdgeInsets()

    /// `left + right`.
    public var horizontal: CGFloat { left + right }

    /// `top + bottom`.
    public var vertical: CGFloat { top + bottom }
}
