import Foundation

/// Where an item is and how opaque, at the start or end of a transition (the part of
/// `UICollectionViewLayoutAttributes` the renderer animates).
///
/// ```swift
/// let start = ListTransitionAttributes(frame: CGRect(x: 0, y: 44, width: 390, height: 80), alpha: 0)
/// ```
public struct ListTransitionAttributes: Sendable, Equatable {
    /// The frame in content coordinates.
    public var frame: CGRect
    /// The opacity, 0...1.
    public var alpha: Double

    /// Creates attributes.
    public init(frame: CGRect, alpha: Double) {
        self.frame = frame
        self.alpha = alpha
    }
}
