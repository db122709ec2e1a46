/// The scrolling state of the collection view behind a collection context (IGListKit's
/// `IGListCollectionScrollingTraits`), read through ``ListCollectionContext/scrollingTraits``: a section controller
/// can put off work while the user drags.
///
/// ```swift
/// if collectionContext.scrollingTraits.isDragging { return }   // load the image once scrolling stops
/// ```
public struct ListCollectionScrollingTraits: Sendable, Equatable {
    /// Whether the user's finger is on the content (UIKit's `isTracking`).
    public var isTracking: Bool
    /// Whether the user is dragging the content (UIKit's `isDragging`).
    public var isDragging: Bool
    /// Whether the content is moving on after a drag (UIKit's `isDecelerating`).
    public var isDecelerating: Bool

    /// Creates traits.
    ///
    /// - Parameters:
    ///   - isTracking: whether the finger is on the content.
    ///   - isDragging: whether the content is being dragged.
    ///   - isDecelerating: whether the content moves on after a drag.
    public init(isTracking: Bool = false, isDragging: Bool = false, isDecelerating: Bool = false) {
        self.isTracking = isTracking
        self.isDragging = isDragging
        self.isDecelerating = isDecelerating
    }
}
