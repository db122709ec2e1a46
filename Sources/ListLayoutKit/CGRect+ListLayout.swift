import Foundation

extension CGRect {
    /// IGListKit's `IGListRectIntegralScaled`: the origin floored and the size ceiled to `1/scale` points.
    ///
    /// ```swift
    /// CGRect(x: 10.2, y: 0.7, width: 33.3, height: 10).roundedToScale(2) // (10.0, 0.5, 33.5, 10.0)
    /// ```
    ///
    /// - Parameter scale: the screen scale (pixels per point).
    /// - Returns: the rounded rectangle.
    @inlinable
    public func roundedToScale(_ scale: CGFloat) -> CGRect {
        CGRect(
            x: (origin.x * scale).rounded(.down) / scale, y: (origin.y * scale).rounded(.down) / scale,
            width: (size.width * scale).rounded(.up) / scale, height: (size.height * scale).rounded(.up) / scale)
    }

    /// Whether the two rectangles overlap by more than an edge: rectangles that only touch do not intersect,
    /// as in IGListKit's `CGRectIntersectsRect` tests. A zero-size rectangle strictly inside the other does.
    ///
    /// - Parameter other: the other rectangle (both are taken with non-negative sizes).
    /// - Returns: whether they overlap.
    @inlinable
    public func listIntersects(_ other: CGRect) -> Bool {
        origin.x < other.origin.x + other.size.width && other.origin.x < origin.x + size.width
            && origin.y < other.origin.y + other.size.height && other.origin.y < origin.y + size.height
    }

    /// Whether the intersection of the two rectangles has a non-zero area (IGListKit's
    /// `!CGRectIsEmpty(CGRectIntersection(a, b))`, used for headers and footers).
    ///
    /// - Parameter other: the other rectangle.
    /// - Returns: whether they share a positive area.
    @inlinable
    public func listHasNonEmptyIntersection(with other: CGRect) -> Bool {
        let overlapX =
            Swift.min(origin.x + size.width, other.origin.x + other.size.width) - Swift.max(origin.x, other.origin.x)
        let overlapY =
            Swift.min(origin.y + size.height, other.origin.y + other.size.height) - Swift.max(origin.y, other.origin.y)
        return overlapX > 0 && overlapY > 0
    }

    /// The smallest rectangle holding both, as `CGRectUnion` of two non-null rectangles (empty ones included).
    func listUnion(_ other: CGRect) -> CGRect {
        let minX = Swift.min(origin.x, other.origin.x)
        let minY = Swift.min(origin.y, other.origin.y)
        let maxX = Swift.max(origin.x + size.width, other.origin.x + other.size.width)
        let maxY = Swift.max(origin.y + size.height, other.origin.y + other.size.height)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// `CGRectIsEmpty`: a zero (or negative) width or height.
    var listIsEmpty: Bool { size.width <= 0 || size.height <= 0 }
}
