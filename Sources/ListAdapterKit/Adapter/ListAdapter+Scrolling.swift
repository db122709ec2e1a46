import Foundation
import ListDiffKit
import ListLayoutKit

extension ListAdapter {
    /// Scrolls so that an object's section sits at `scrollPosition` (IGListKit's
    /// `scrollToObject:supplementaryKinds:scrollDirection:scrollPosition:additionalOffset:animated:`).
    ///
    /// The section's extent is its first and last items (plus the requested headers and footers of its first
    /// item); a section without items is located by its requested supplementary views alone, and nothing happens
    /// when it has none. `.top`/`.left` and every position of the other axis (including `.none`) put the start
    /// of the extent at the start of the viewport; `.bottom`/`.right` put its end at the end, allowing for the
    /// bottom or right content inset. The offset is clamped to the scrollable range, then `additionalOffset` is
    /// added, as IGListKit does.
    ///
    /// ```swift
    /// adapter.scroll(to: post, supplementaryKinds: [ListCollectionView.elementKindSectionHeader],
    ///                scrollDirection: .vertical, scrollPosition: .top, animated: false)
    /// ```
    ///
    /// - Parameters:
    ///   - object: an object in the list; nothing happens otherwise.
    ///   - supplementaryKinds: UIKit's header/footer kind strings to include in the section's extent
    ///     (`ListCollectionView.elementKindSectionHeader`, `.elementKindSectionFooter`); other strings and `nil`
    ///     add nothing.
    ///   - scrollDirection: the axis to scroll; `nil` (default) takes it from the position (`.left`,
    ///     `.centeredHorizontally`, `.right` are horizontal, the others vertical).
    ///   - scrollPosition: where the section goes.
    ///   - additionalOffset: added to the resulting offset along the scroll axis, after clamping.
    ///   - animated: ignored headlessly.
    public func scroll(
        to object: Any, supplementaryKinds: [String]? = nil,
        scrollDirection: ListScrollDirection? = nil, scrollPosition: ListScrollPosition,
        additionalOffset: CGFloat = 0, animated: Bool
    ) {
        guard let collectionView, let section = sectionIndex(for: object) else { return }
        collectionView.computeLayoutIfNeeded()
        let kinds = (supplementaryKinds ?? []).compactMap(ListElementKind.init(elementKind:))
        guard let extent = sectionExtent(section, supplementaryKinds: kinds, in: collectionView) else {
            return
        }
        let direction = scrollDirection ?? scrollPosition.impliedScrollDirection
        var offset = collectionView.contentOffset
        let inset = collectionView.adjustedContentInset
        let low = collectionView.minimumContentOffset
        let high = collectionView.maximumContentOffset
        switch direction {
        case .horizontal:
            switch scrollPosition {
            case .right: offset.x = extent.maxX - collectionView.boundsSize.width + inset.right
            case .centeredHorizontally:
                offset.x = extent.midX - collectionView.boundsSize.width / 2 - (inset.left - inset.right) / 2
            default: offset.x = extent.minX - inset.left
            }
            offset.x = max(min(offset.x, high.x), low.x) + additionalOffset
        case .vertical:
            switch scrollPosition {
            case .bottom: offset.y = extent.maxY - collectionView.boundsSize.height + inset.bottom
            case .centeredVertically:
                offset.y = extent.midY - collectionView.boundsSize.height / 2 - (inset.top - inset.bottom) / 2
            default: offset.y = extent.minY - inset.top
            }
            offset.y = max(min(offset.y, high.y), low.y) + additionalOffset
        }
        collectionView.setContentOffset(offset, animated: animated)
    }

    /// The union of a section's first and last item frames and the requested supplementary views; for a section
    /// without items, of the requested supplementary views; `nil` when there is nothing to show.
    private func sectionExtent(_ section: Int, supplementaryKinds: [ListElementKind], in collectionView: ListCollectionView)
        -> CGRect?
    {
        let layout = collectionView.layoutResult
        guard layout.itemFrames.indices.contains(section) else { return nil }
        var frames: [CGRect] = []
        let items = layout.itemFrames[section]
        if let first = items.first { frames.append(first) }
        if items.count > 1, let last = items.last { frames.append(last) }
        if supplementaryKinds.contains(ListElementKind.header), let header = layout.headerFrames[section] {
            frames.append(header)
        }
        if supplementaryKinds.contains(ListElementKind.footer), let footer = layout.footerFrames[section] {
            frames.append(footer)
        }
        guard var extent = frames.first else { return nil }
        for frame in frames.dropFirst() { extent = extent.union(frame) }
        return extent
    }

    /// Where an appearing item starts its animation: its final frame at alpha 0, as the flow layout, unless the
    /// section controller's ``ListSectionController/transitionDelegate`` customises it.
    ///
    /// - Parameter indexPath: an index path after the update.
    /// - Returns: the attributes, or `nil` when the item is out of range.
    public func initialAttributes(forAppearingItemAt indexPath: ListIndexPath) -> ListTransitionAttributes? {
        guard let frame = collectionView?.frameForItem(at: indexPath),
            let controller = sectionMap.controller(forSection: indexPath.section)
        else { return nil }
        let attributes = ListTransitionAttributes(frame: frame, alpha: 0)
        return controller.transitionDelegate?.listAdapter(
            self, customizedInitialLayoutAttributes: attributes, sectionController: controller, at: indexPath.item)
            ?? attributes
    }

    /// Where a disappearing item ends its animation: its frame before the last batch update (outside one, its
    /// current frame) at alpha 0, unless the section controller's transition delegate customises it.
    ///
    /// - Parameter indexPath: an index path before the last update.
    /// - Returns: the attributes, or `nil` when the item was not laid out.
    public func finalAttributes(forDisappearingItemAt indexPath: ListIndexPath) -> ListTransitionAttributes? {
        guard let collectionView else { return nil }
        let transition = collectionView.lastTransition
        let layout = transition?.kind == .batchUpdate ? transition!.layoutBefore : collectionView.layoutResult
        guard layout.itemFrames.indices.contains(indexPath.section),
            layout.itemFrames[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        let attributes = ListTransitionAttributes(frame: layout.itemFrames[indexPath.section][indexPath.item], alpha: 0)
        let map = previousSectionMap ?? sectionMap
        guard let controller = map.controller(forSection: indexPath.section) else { return attributes }
        return controller.transitionDelegate?.listAdapter(
            self, customizedFinalLayoutAttributes: attributes, sectionController: controller, at: indexPath.item)
            ?? attributes
    }
}
