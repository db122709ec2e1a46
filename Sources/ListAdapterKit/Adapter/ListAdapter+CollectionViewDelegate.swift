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

    /// The size of an item, from its section controller (zero when out of range).
    public func sizeForItem(at indexPath: ListIndexPath) -> CGSize {
        sectionMap.controller(forSection: indexPath.section)?.sizeForItem(at: indexPath.item) ?? .zero
    }

    /// The size of a header or footer, zero when the section's source does not supply that kind.
    public func sizeForSupplementaryView(ofKind kind: ListElementKind, at indexPath: ListIndexPath) -> CGSize {
        guard let source = sectionMap.controller(forSection: indexPath.section)?.supplementaryViewSource,
            source.supportedElementKinds().contains(where: { ListElementKind(elementKind: $0) == kind })
        else { return .zero }
        return source.sizeForSupplementaryView(ofKind: kind.elementKind, at: indexPath.item)
    }

    /// Tells the display delegates and the adapter delegate.
    public func collectionView(
        _ collectionView: ListCollectionView, willDisplay cell: ListCell, forItemAt indexPath: ListIndexPath
    ) {
        guard let controller = viewSectionControllers[ObjectIdentifier(cell)] else { return }
        willDisplay(cell, of: controller)
        controller.displayDelegate?.listAdapter(self, willDisplay: controller, cell: cell, at: indexPath.item)
    }

    /// Tells the display delegates and the adapter delegate.
    public func collectionView(
        _ collectionView: ListCollectionView, didEndDisplaying cell: ListCell, forItemAt indexPath: ListIndexPath
    ) {
        guard let controller = viewSectionControllers[ObjectIdentifier(cell)] else { return }
        controller.displayDelegate?.listAdapter(self, didEndDisplaying: controller, cell: cell, at: indexPath.item)
        didEndDisplaying(cell)
    }

    /// Counts the view for its section's display.
    public func collectionView(
        _ collectionView: ListCollectionView, willDisplaySupplementaryView view: ListReusableView,
        forElementKind kind: ListElementKind, at indexPath: ListIndexPath
    ) {
        guard let controller = viewSectionControllers[ObjectIdentifier(view)] else { return }
        willDisplay(view, of: controller)
    }

    /// Counts the view for its section's display.
    public func collectionView(
        _ collectionView: ListCollectionView, didEndDisplayingSupplementaryView view: ListReusableView,
        forElementOfKind kind: ListElementKind, at indexPath: ListIndexPath
    ) {
        didEndDisplaying(view)
    }

    private func willDisplay(_ view: ListReusableView, of controller: ListSectionController) {
        guard displayHandler.willDisplay(view, of: controller) else { return }
        controller.displayDelegate?.listAdapter(self, willDisplay: controller)
        if let section = section(for: controller) {
            delegate?.listAdapter(self, willDisplay: sectionMap.objects[section].base, at: section)
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

    /// The section controller's ``ListSectionController/didHighlightItem(at:)``.
    public func collectionView(_ collectionView: ListCollectionView, didHighlightItemAt indexPath: ListIndexPath) {
        sectionMap.controller(forSection: indexPath.section)?.didHighlightItem(at: indexPath.item)
    }

    /// The section controller's ``ListSectionController/didUnhighlightItem(at:)``.
    public func collectionView(_ collectionView: ListCollectionView, didUnhighlightItemAt indexPath: ListIndexPath) {
        sectionMap.controller(forSection: indexPath.section)?.didUnhighlightItem(at: indexPath.item)
    }

    /// The section controller's ``ListSectionController/shouldSelectItem(at:)``.
    public func collectionView(_ collectionView: ListCollectionView, shouldSelectItemAt indexPath: ListIndexPath)
        -> Bool
    {
        sectionMap.controller(forSection: indexPath.section)?.shouldSelectItem(at: indexPath.item) ?? false
    }

    /// The section controller's ``ListSectionController/didSelectItem(at:)``.
    public func collectionView(_ collectionView: ListCollectionView, didSelectItemAt indexPath: ListIndexPath) {
        sectionMap.controller(forSection: indexPath.section)?.didSelectItem(at: indexPath.item)
    }

    /// The section controller's ``ListSectionController/shouldDeselectItem(at:)``.
    public func collectionView(_ collectionView: ListCollectionView, shouldDeselectItemAt indexPath: ListIndexPath)
        -> Bool
    {
        sectionMap.controller(forSection: indexPath.section)?.shouldDeselectItem(at: indexPath.item) ?? true
    }

    /// The section controller's ``ListSectionController/didDeselectItem(at:)``.
    public func collectionView(_ collectionView: ListCollectionView, didDeselectItemAt indexPath: ListIndexPath) {
        sectionMap.controller(forSection: indexPath.section)?.didDeselectItem(at: indexPath.item)
    }

    /// Within a section: the proposal if the section controller allows it. Across sections: item 0 of the
    /// destination when both sections have one item (a section move); otherwise the original place.
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
            return ListIndexPath(section: proposed.section, item: 0)
        }
        return original
    }

    /// Tells the scroll delegates of the visible section controllers.
    public func scrollViewDidScroll(_ collectionView: ListCollectionView) {
        for controller in visibleSectionControllers { controller.scrollDelegate?.listAdapter(self, didScroll: controller) }
    }

    /// Tells the scroll delegates of the visible section controllers.
    public func scrollViewWillBeginDragging(_ collectionView: ListCollectionView) {
        for controller in visibleSectionControllers {
            controller.scrollDelegate?.listAdapter(self, willBeginDragging: controller)
        }
    }

    /// Tells the scroll delegates of the visible section controllers.
    public func scrollViewDidEndDragging(_ collectionView: ListCollectionView, willDecelerate decelerate: Bool) {
        for controller in visibleSectionControllers {
            controller.scrollDelegate?.listAdapter(self, didEndDragging: controller, willDecelerate: decelerate)
        }
    }

    /// Tells the scroll delegates of the visible section controllers.
    public func scrollViewDidEndDecelerating(_ collectionView: ListCollectionView) {
        for controller in visibleSectionControllers {
            controller.scrollDelegate?.listAdapter(self, didEndDeceleratingSectionController: controller)
        }
    }
}
