import Foundation
/// Receives the scroll events of an adapter's collection view (the `UIScrollViewDelegate` half of what IGListKit
/// forwards to `scrollViewDelegate`). Every method has an empty default.
///
/// ```swift
/// adapter.scrollViewDelegate = self   // scrollViewDidScroll(_:) etc. arrive after the section controllers'
/// ```
@MainActor
public protocol ListScrollViewDelegate: AnyObject {
    /// The content offset changed.
    func scrollViewDidScroll(_ collectionView: ListCollectionView)
    /// A drag began.
    func scrollViewWillBeginDragging(_ collectionView: ListCollectionView)
    /// A drag ended.
    func scrollViewDidEndDragging(_ collectionView: ListCollectionView, willDecelerate decelerate: Bool)
    /// A drag is about to end (UIKit's `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`): set
    /// `targetContentOffset.pointee` to change where the content comes to rest.
    func scrollViewWillEndDragging(
        _ collectionView: ListCollectionView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The deceleration after a drag ended.
    func scrollViewDidEndDecelerating(_ collectionView: ListCollectionView)
}

extension ListScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ collectionView: ListCollectionView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ collectionView: ListCollectionView) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ collectionView: ListCollectionView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ collectionView: ListCollectionView) {}
    /// Does nothing.
    public func scrollViewWillEndDragging(
        _ collectionView: ListCollectionView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
}
