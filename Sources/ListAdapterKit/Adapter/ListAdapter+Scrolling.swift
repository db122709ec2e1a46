import Foundation
import ListDiffKit
import ListLayoutKit

extension ListAdapter {
    /// Scrolls so that an object's section sits at `scrollPosition` (IGListKit's
    /// `scrollToObject:supplementaryKinds:scrollDirection:scrollPosition:additionalOffset:animated:`).
    ///
    /// ```swift
    /// adapter.scroll(to: post, supplementaryKinds: [ListElementKind.header], scrollPosition: .top, animated: false)
    /// ```
    ///
    /// - Parameters:
    ///   - object: an object in the list; nothing happens otherwise.
    ///   - supplementaryKinds: header/footer kinds to include in the section's extent.
    ///   - scrollPosition: where the section goes (`.top`, `.centeredVertically`, `.bottom`, or the horizontal
    ///     ones).
    ///   - additionalOffset: added to the resulting offset along the scroll axis of the position.
    ///   - animated: ignored headlessly.
    public func scroll(
        to object: any ListDiffable, supplementaryKinds: [ListElementKind] = [], scrollPosition: ListScrollPosition,
        additionalOffset: CGFloat = 0, animated: Bool
    ) {
        guard let collectionView, let section = section(for: object) else { return }
        let layout = collectionView.layoutResult
        guard layout.itemFrames.indices.contains(section) else { return }
        var frames = layout.itemFrames[section]
        if supplementaryKinds.contains(ListElementKind.header), let header = layout.headerFrames[section] {
            frames.append(header)
        }
        if supplementaryKinds.contains(ListElementKind.footer), let footer = layout.footerFrames[section] {
            frames.append(footer)
        }
        guard var extent = frames.first else { return }
        for frame in frames.dropFirst() { extent = extent.union(frame) }
        switch scrollPosition {
        case .left, .centeredHorizontally, .right: extent.origin.x += additionalOffset
        default: extent.origin.y += additionalOffset
        }
        collectionView.scroll(toShow: extent, at: scrollPosition)
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

    /// Where a disappearing item ends its animation: its old frame at alpha 0, unless the section controller's
    /// transition delegate customises it.
    ///
    /// - Parameter indexPath: an index path before the last update.
    /// - Returns: the attributes, or `nil` when the item was not in the previous layout.
    public func finalAttributes(forDisappearingItemAt indexPath: ListIndexPath) -> ListTransitionAttributes? {
        guard let before = collectionView?.lastTransition?.layoutBefore,
            before.itemFrames.indices.contains(indexPath.section),
            before.itemFrames[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        let attributes = ListTransitionAttributes(frame: before.itemFrames[indexPath.section][indexPath.item], alpha: 0)
        let map = previousSectionMap ?? sectionMap
        guard let controller = map.controller(forSection: indexPath.section) else { return attributes }
        return controller.transitionDelegate?.listAdapter(
            self, customizedFinalLayoutAttributes: attributes, sectionController: controller, at: indexPath.item)
            ?? attributes
    }
}
