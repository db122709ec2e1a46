import Foundation
import ListDiffKit
import ListLayoutKit

extension ListAdapter {
    /// The first visible item: the smallest index path among the items that intersect the viewport below the
    /// adjusted content inset (IGListKit's `indexPathForFirstVisibleItem()`), or `nil` when none is visible.
    public func indexPathForFirstVisibleItem() -> ListIndexPath? {
        guard let collectionView else { return nil }
        collectionView.computeLayoutIfNeeded()
        let inset = collectionView.adjustedContentInset
        let offset = collectionView.contentOffset
        let visible = CGRect(
            x: offset.x + inset.left, y: offset.y + inset.top, width: collectionView.boundsSize.width,
            height: collectionView.boundsSize.height)
        return collectionView.layoutResult.elements(in: visible).filter { $0.kind == .cell }.map(\.indexPath).min()
    }

    /// How far the viewport's start is past the start of the first visible item along an axis (IGListKit's
    /// `offsetForFirstVisibleItemWithScrollDirection:`); 0 when nothing is visible. Content insets are allowed
    /// for, so the value is measured from where the content begins.
    ///
    /// - Parameter scrollDirection: the axis to measure along.
    public func offsetForFirstVisibleItem(with scrollDirection: ListScrollDirection) -> CGFloat {
        guard let collectionView, let path = indexPathForFirstVisibleItem(),
            let frame = collectionView.frameForItem(at: path)
        else { return 0 }
        let offset = collectionView.contentOffset
        let inset = collectionView.adjustedContentInset
        switch scrollDirection {
        case .vertical: return offset.y + inset.top - frame.minY
        case .horizontal: return offset.x + inset.left - frame.minX
        }
    }

    /// The layout attributes (frame, in content coordinates) of an item of a section controller, or `nil`.
    public func layoutAttributesForItem(at index: Int, sectionController: ListSectionController)
        -> ListLayoutAttributes?
    {
        guard let path = indexPaths(for: sectionController, [index], usePreviousSection: false).first,
            let frame = collectionView?.frameForItem(at: path)
        else { return nil }
        // zIndex as IGListCollectionViewLayout: section * 1000 + item.
        return ListLayoutAttributes(kind: .cell, indexPath: path, frame: frame, zIndex: path.section * 1000 + path.item)
    }

    /// The item at a point in content coordinates (UIKit's `indexPathForItemAtPoint:`), or `nil`.
    public func indexPathForItem(at point: CGPoint) -> ListIndexPath? {
        collectionView?.indexPathForItem(at: point)
    }

    /// A point in the viewport (what a touch reports) in content coordinates (UIKit's `convertPoint:toView:`
    /// from the collection view's frame to its content).
    public func contentPoint(fromViewportPoint point: CGPoint) -> CGPoint {
        let offset = collectionView?.contentOffset ?? .zero
        return CGPoint(x: point.x + offset.x, y: point.y + offset.y)
    }

    /// A point in content coordinates in the viewport.
    public func viewportPoint(fromContentPoint point: CGPoint) -> CGPoint {
        let offset = collectionView?.contentOffset ?? .zero
        return CGPoint(x: point.x - offset.x, y: point.y - offset.y)
    }
}
