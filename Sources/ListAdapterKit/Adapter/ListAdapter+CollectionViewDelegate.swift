import Foundation
import ListCore
import ListDiffKit
import ListLayoutKit

extension ListAdapter: ListCollectionViewDelegate {
    /// The section controller's ``ListSectionController/sizeForItem(at:)``.
    public func collectionView(_ collectionView: ListCollectionView, sizeForItemAt indexPath: ListIndexPath) -> CGSize {
        sizeForItem(at: indexPath)
    }

    /// The section controller's inset.
    public func collectionView(_ collectionView: ListCollectionView, insetForSectionAt section: Int) -> ListEdgeInsets {
        sectionMap.controller(forSection: section)?.inset ?? .zero
    }

    /// The section controller's line spacing.
    public func collectionView(_ collectionView: ListCollectionView, minimumLineSpacingForSectionAt section: Int)
        -> CGFloat
    {
        sectionMap.controller(forSection: section)?.minimumLineSpacing ?? 0
    }

    /// The section controller's interitem spacing.
    public func collectionView(
        _ collectionView: ListCollectionView, minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        sectionMap.controller(forSection: section)?.minimumInteritemSpacing ?? 0
    }

    /// The header size from the section controller's supplementary view source.
    public func collectionView(_ collectionView: ListCollectionView, referenceSizeForHeaderInSection section: Int)
        -> CGSize
    {
        sizeForSupplementaryView(ofKind: .header, at: ListIndexPath(section: section, item: 0))
    }

    /// The footer size from the section controller's supplementary view source.
    public func collectionView(_ collectionView: ListCollectionView, referenceSizeForFooterInSection section: Int)
        -> CGSize
    {
        sizeForSupplementaryView(ofKind: .footer, at: ListIndexPath(section: section, item: 0))
    }

    /// The size of an item, from its section controller (zero when out of range; a negative width or height
    /// becomes zero, as in IGListKit).
    public func sizeForItem(at indexPath: ListIndexPath) -> CGSize {
        guard let controller = sectionMap.controller(forSection: indexPath.section) else { return .zero }
        performanceDelegate?.listAdapterWillCallSize(self)
        let size = controller.sizeForItem(at: indexPath.item)
        performanceDelegate?.listAdapter(self, didCallSizeOn: controller, at: indexPath.item)
        return size.clampedToZero
    }

    /// The size of a header or footer, zero when the section's source does not supply that kind (a negative
    /// width or height becomes zero, as in IGListKit).
    public func sizeForSupplementaryView(ofKind kind: ListElementKind, at indexPath: ListIndexPath) -> CGSize {
        guard let source = sectionMap.controller(forSection: indexPath.section)?.supplementaryViewSource,
            source.supportedElementKinds().contains(where: { ListElementKind(elementKind: $0) == kind })
        else { return .zero }
        return source.sizeForSupplementaryView(ofKind: kind.elementKind, at: indexPath.item).clampedToZero
    }

    /// Tells the display delegates and the adapter delegate.
    public func collectionView(
        _ collectionView: ListCollectionView, willDisplay cell: ListCell, forItemAt indexPath: ListIndexPath
    ) {
        collectionViewDelegate?.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
        guard let controller = viewSectionControllers[ObjectIdentifier(cell)] else { return }
        performanceDelegate?.listAdapterWillCallDisplayCell(self)
        willDisplay(cell, of: controller)
        controller.displayDelegate?.listAdapter(self, willDisplay: controller, cell: cell, at: indexPath.item)
        if let object = sectionMap.object(forSection: indexPath.section) {
            delegate?.listAdapter(self, willDisplay: object.base, cell: cell, at: indexPath)
            globalDelegateAnnouncer?.listAdapter(self, willDisplay: object.base, cell: cell, at: indexPath)
        }
        performanceDelegate?.listAdapter(self, didCallDisplay: cell, on: controller, at: indexPath.item)
    }

    /// Tells the display delegates and the adapter delegate.
    public func collectionView(
        _ collectionView: ListCollectionView, didEndDisplaying cell: ListCell, forItemAt indexPath: ListIndexPath
    ) {
        collectionViewDelegate?.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
        guard let controller = viewSectionControllers[ObjectIdentifier(cell)] else { return }
        performanceDelegate?.listAdapterWillCallEndDisplayCell(self)
        controller.displayDelegate?.listAdapter(self, didEndDisplaying: controller, cell: cell, at: indexPath.item)
        let map = previousSectionMap ?? sectionMap
        if let section = map.section(for: controller), let object = map.object(forSection: section) {
            delegate?.listAdapter(self, didEndDisplaying: object.base, cell: cell, at: indexPath)
            globalDelegateAnnouncer?.listAdapter(self, didEndDisplaying: object.base, cell: cell, at: indexPath)
        }
        didEndDisplaying(cell)
        performanceDelegate?.listAdapter(self, didCallEndDisplay: cell, on: controller, at: indexPath.item)
    }

    /// Counts the view for its section's display.
    public func collectionView(
        _ collectionView: ListCollectionView, willDisplaySupplementaryView view: ListReusableView,
        forElementKind kind: ListElementKind, at indexPath: ListIndexPath
    ) {
        collectionViewDelegate?.collectionView(
            collectionView, willDisplaySupplementaryView: view, forElementKind: kind.elementKind, at: indexPath)
        guard let controller = viewSectionControllers[ObjectIdentifier(view)] else { return }
        willDisplay(view, of: controller)
    }

    /// Counts the view for its section's display.
    public func collectionView(
        _ collectionView: ListCollectionView, didEndDisplayingSupplementaryView view: ListReusableView,
        forElementOfKind kind: ListElementKind, at indexPath: ListIndexPath
    ) {
        collectionViewDelegate?.collectionView(
            collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: kind.elementKind, at: indexPath)
        didEndDisplaying(view)
    }

    private func willDisplay(_ view: ListReusableView, of controller: ListSectionController) {
        guard displayHandler.willDisplay(view, of: controller) else { return }
        controller.displayDelegate?.listAdapter(self, willDisplay: controller)
        if let section = sectionIndex(for: controller) {
            delegate?.listAdapter(self, willDisplay: sectionMap.objects[section].base, at: section)
            globalDelegateAnnouncer?.listAdapter(self, willDisplay: sectionMap.objects[section].base, at: section)
        }
    }

    private func didEndDisplaying(_ view: ListReusableView) {
        viewSectionControllers[ObjectIdentifier(view)] = nil
        guard let (controller, isLast) = displayHandler.didEndDisplaying(view) else { return }
        if isLast {
            controller.displayDelegate?.listAdapter(self, didEndDisplaying: controller)
            let map = previousSectionMap ?? sectionMap
            if let section = map.section(for: controller) {
                delegate?.listAdapter(self, didEndDisplaying: map.objects[section].base, at: section)
                globalDelegateAnnouncer?.listAdapter(self, didEndDisplaying: map.objects[section].base, at: section)
            }
        }
    }

    /// Updates the working range.
    public func collectionViewDidUpdateVisibleViews(_ collectionView: ListCollectionView) {
        let (entered, exited) = workingRangeHandler.update(
            visibleSections: visibleSections, controllers: sectionMap.controllers, size: workingRangeSize)
        for controller in entered {
            controller.workingRangeDelegate?.listAdapter(self, sectionControllerWillEnterWorkingRange: controller)
        }
        for controller in exited {
            controller.workingRangeDelegate?.listAdapter(self, sectionControllerDidExitWorkingRange: controller)
        }
    }

    /// The ``collectionViewDelegate``'s answer when there is one, else true (IGListKit forwards this one too).
    public func collectionView(_ collectionView: ListCollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        collectionViewDelegate?.collectionView(collectionView, shouldHighlightItemAt: indexPath) ?? true
    }

    /// The section controller's ``ListSectionController/didHighlightItem(at:)``.
    public func collectionView(_ collectionView: ListCollectionView, didHighlightItemAt indexPath: ListIndexPath) {
        collectionViewDelegate?.collectionView(collectionView, didHighlightItemAt: indexPath)
        sectionMap.controller(forSection: indexPath.section)?.didHighlightItem(at: indexPath.item)
    }

    /// The section controller's ``ListSectionController/didUnhighlightItem(at:)``.
    public func collectionView(_ collectionView: ListCollectionView, didUnhighlightItemAt indexPath: ListIndexPath) {
        collectionViewDelegate?.collectionView(collectionView, didUnhighlightItemAt: indexPath)
        sectionMap.controller(forSection: indexPath.section)?.didUnhighlightItem(at: indexPath.item)
    }

    /// The ``collectionViewDelegate``'s confirmation when there is one, else the section controller's
    /// ``ListSectionController/shouldSelectItem(at:)`` (IGListKit asks the forwarding delegate first).
    public func collectionView(_ collectionView: ListCollectionView, shouldSelectItemAt indexPath: ListIndexPath)
        -> Bool
    {
        if let collectionViewDelegate {
            return collectionViewDelegate.collectionView(collectionView, shouldSelectItemAt: indexPath)
        }
        return sectionMap.controller(forSection: indexPath.section)?.shouldSelectItem(at: indexPath.item) ?? false
    }

    /// The section controller's ``ListSectionController/didSelectItem(at:)``, then the
    /// ``collectionViewDelegate``; with ``autoDeselectEnabled`` the item is deselected at once.
    public func collectionView(_ collectionView: ListCollectionView, didSelectItemAt indexPath: ListIndexPath) {
        if autoDeselectEnabled { collectionView.deselectItem(at: indexPath, animated: true) }
        collectionViewDelegate?.collectionView(collectionView, didSelectItemAt: indexPath)
        sectionMap.controller(forSection: indexPath.section)?.didSelectItem(at: indexPath.item)
    }

    /// The ``collectionViewDelegate``'s confirmation when there is one, else the section controller's
    /// ``ListSectionController/shouldDeselectItem(at:)``.
    public func collectionView(_ collectionView: ListCollectionView, shouldDeselectItemAt indexPath: ListIndexPath)
        -> Bool
    {
        if let collectionViewDelegate {
            return collectionViewDelegate.collectionView(collectionView, shouldDeselectItemAt: indexPath)
        }
        return sectionMap.controller(forSection: indexPath.section)?.shouldDeselectItem(at: indexPath.item) ?? true
    }

    /// The section controller's ``ListSectionController/didDeselectItem(at:)``, then the
    /// ``collectionViewDelegate``.
    public func collectionView(_ collectionView: ListCollectionView, didDeselectItemAt indexPath: ListIndexPath) {
        collectionViewDelegate?.collectionView(collectionView, didDeselectItemAt: indexPath)
        sectionMap.controller(forSection: indexPath.section)?.didDeselectItem(at: indexPath.item)
    }

    /// Within a section: the proposal if the section controller allows it. Across sections: when both sections
    /// have one item (a section move), the layout's ``ListCollectionLayout/updatedTargetForInteractivelyMovingItem(_:to:adapter:)``
    /// or the proposal; otherwise the original place.
    public func collectionView(
        _ collectionView: ListCollectionView, targetIndexPathForMoveFromItemAt original: ListIndexPath,
        toProposedIndexPath proposed: ListIndexPath
    ) -> ListIndexPath {
        guard let source = sectionMap.controller(forSection: original.section),
            let destination = sectionMap.controller(forSection: proposed.section)
        else { return original }
        if source === destination {
            return source.canMoveItem(at: original.item, to: proposed.item) ? proposed : original
        }
        if source.numberOfItems() == 1 && destination.numberOfItems() == 1 {
            return collectionView.collectionViewLayout.updatedTargetForInteractivelyMovingItem(
                original, to: proposed, adapter: self) ?? proposed
        }
        return original
    }

    /// Tells the scroll delegates of the visible section controllers.
    public func scrollViewDidScroll(_ collectionView: ListCollectionView) {
        performanceDelegate?.listAdapterWillCallScroll(self)
        scrollViewDelegate?.scrollViewDidScroll(collectionView)
        for controller in visibleSectionControllers() { controller.scrollDelegate?.listAdapter(self, didScroll: controller) }
        performanceDelegate?.listAdapter(self, didCallScroll: collectionView)
    }

    /// Tells the scroll delegates of the visible section controllers.
    public func scrollViewWillBeginDragging(_ collectionView: ListCollectionView) {
        scrollViewDelegate?.scrollViewWillBeginDragging(collectionView)
        for controller in visibleSectionControllers() {
            controller.scrollDelegate?.listAdapter(self, willBeginDragging: controller)
        }
    }

    /// Tells the scroll delegates of the visible section controllers.
    public func scrollViewDidEndDragging(_ collectionView: ListCollectionView, willDecelerate decelerate: Bool) {
        scrollViewDelegate?.scrollViewDidEndDragging(collectionView, willDecelerate: decelerate)
        for controller in visibleSectionControllers() {
            controller.scrollDelegate?.listAdapter(self, didEndDragging: controller, willDecelerate: decelerate)
        }
    }

    /// Tells the scroll delegates of the visible section controllers.
    public func scrollViewDidEndDecelerating(_ collectionView: ListCollectionView) {
        scrollViewDelegate?.scrollViewDidEndDecelerating(collectionView)
        for controller in visibleSectionControllers() {
            controller.scrollDelegate?.listAdapter(self, didEndDeceleratingSectionController: controller)
        }
    }
}

extension CGSize {
    /// The size with negative (or NaN) dimensions replaced by zero.
    fileprivate var clampedToZero: CGSize {
        CGSize(width: width > 0 ? width : 0, height: height > 0 ? height : 0)
    }
}
