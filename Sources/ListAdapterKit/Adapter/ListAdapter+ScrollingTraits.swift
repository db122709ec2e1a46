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

    /// The collection view's content inset as UIKit adjusts it (IGListKit's `adjustedContainerInset`): headless
    /// there are no safe areas, so it is the content inset; zero without a collection view.
    public var adjustedContainerInset: ListEdgeInsets {
        collectionView?.contentInset ?? .zero
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
