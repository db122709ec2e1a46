import ListDiffKit
import ListLayoutKit

extension ListAdapter: ListCollectionViewDataSource {
    /// One section per object.
    public func numberOfSections(in collectionView: ListCollectionView) -> Int {
        sectionMap.count
    }

    /// The section controller's ``ListSectionController/numberOfItems()``.
    public func collectionView(_ collectionView: ListCollectionView, numberOfItemsInSection section: Int) -> Int {
        sectionMap.controller(forSection: section)?.numberOfItems() ?? 0
    }

    /// The section controller's ``ListSectionController/cellForItem(at:)``.
    public func collectionView(_ collectionView: ListCollectionView, cellForItemAt indexPath: ListIndexPath)
        -> ListCell
    {
        let controller = sectionMap.controllers[indexPath.section]
        performanceDelegate?.listAdapterWillCallDequeueCell(self)
        let cell = controller.cellForItem(at: indexPath.item)
        performanceDelegate?.listAdapter(self, didCallDequeue: cell, on: controller, at: indexPath.item)
        viewSectionControllers[ObjectIdentifier(cell)] = controller
        return cell
    }

    /// The section controller's supplementary view source's view.
    public func collectionView(
        _ collectionView: ListCollectionView, viewForSupplementaryElementOfKind kind: ListElementKind,
        at indexPath: ListIndexPath
    ) -> ListReusableView {
        let controller = sectionMap.controllers[indexPath.section]
        guard let source = controller.supplementaryViewSource else {
            fatalError("\(type(of: controller)) shows a \(kind) but has no supplementaryViewSource")
        }
        let view = source.viewForSupplementaryElement(ofKind: kind.elementKind, at: indexPath.item)
        viewSectionControllers[ObjectIdentifier(view)] = controller
        return view
    }

    /// The section controller's ``ListSectionController/canMoveItem(at:)``.
    public func collectionView(_ collectionView: ListCollectionView, canMoveItemAt indexPath: ListIndexPath) -> Bool {
        sectionMap.controller(forSection: indexPath.section)?.canMoveItem(at: indexPath.item) ?? false
    }

    /// Hands the move to the section controller (same section) or moves a single-item section, as IGListKit.
    public func collectionView(
        _ collectionView: ListCollectionView, moveItemAt sourceIndexPath: ListIndexPath,
        to destinationIndexPath: ListIndexPath
    ) {
        guard let source = sectionMap.controller(forSection: sourceIndexPath.section),
            let destination = sectionMap.controller(forSection: destinationIndexPath.section)
        else { return }
        if source === destination {
            if source.canMoveItem(at: sourceIndexPath.item, to: destinationIndexPath.item) {
                source.moveObject(from: sourceIndexPath.item, to: destinationIndexPath.item)
            } else {
                // The section does not allow it: put the item back, as IGListKit.
                try? collectionView.moveItem(at: destinationIndexPath, to: sourceIndexPath)
            }
        } else if source.numberOfItems() == 1 && destination.numberOfItems() == 1 {
            moveSection(from: sourceIndexPath.section, to: destinationIndexPath.section, in: collectionView)
        } else {
            // Too late to cancel: put the item back (IGListKit's revertInvalidInteractiveMove).
            try? collectionView.moveItem(at: destinationIndexPath, to: sourceIndexPath)
        }
    }

    /// Moves a single-item section. A drop on a later section lands before it, so the index shifts down by one,
    /// except for a drop after the last section (IGListKit's `moveSectionControllerInteractive:`).
    private func moveSection(from: Int, to proposed: Int, in collectionView: ListCollectionView) {
        var to = proposed
        if isLastInteractiveMoveToLastSectionIndex {
            isLastInteractiveMoveToLastSectionIndex = false
        } else if from < to {
            to -= 1
        }
        guard from != to else { return updater.moveSection(in: collectionView, from: from, to: to) }
        let previous = sectionMap.objects
        var objects = previous
        var controllers = sectionMap.controllers
        let object = objects.remove(at: from)
        objects.insert(object, at: to)
        controllers.insert(controllers.remove(at: from), at: to)
        sectionMap.update(objects: objects, controllers: controllers)
        moveDelegate?.listAdapter(
            self, move: object.base, from: previous.map(\.base), to: objects.map(\.base))
        updater.moveSection(in: collectionView, from: from, to: to)
    }
}
