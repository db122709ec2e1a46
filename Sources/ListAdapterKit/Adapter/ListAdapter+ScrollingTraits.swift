import Foundation
import ListCore

extension ListAdapter {
    /// The scrolling state of the collection view (IGListKit's `scrollingTraits` of the collection context); all
    /// false without a collection view.
    public var scrollingTraits: ListCollectionScrollingTraits {
        guard let collectionView else { return ListCollectionScrollingTraits() }
        return ListCollectionScrollingTraits(
            isTracking: collectionView.isTracking, isDragging: collectionView.isDragging,
            isDecelerating: collectionView.isDecelerating)
    }

    /// The collection view's content inset as UIKit adjusts it for the safe area (IGListKit's
    /// `adjustedContainerInset`: ``ListCollectionView/adjustedContentInset``); the content inset alone when the
    /// list is not on a screen with chrome, zero without a collection view.
    public var adjustedContainerInset: ListEdgeInsets {
        collectionView?.adjustedContentInset ?? .zero
    }

    /// Forwards the end of a drag to ``scrollViewDelegate``, which may change where the content comes to rest.
    public func scrollViewWillEndDragging(
        _ collectionView: ListCollectionView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        scrollViewDelegate?.scrollViewWillEndDragging(
            collectionView, withVelocity: velocity, targetContentOffset: targetContentOffset)
    }
}
