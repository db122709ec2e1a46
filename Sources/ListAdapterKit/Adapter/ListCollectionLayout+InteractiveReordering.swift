import ListDiffKit
import ListLayoutKit

extension ListCollectionLayout {
    /// Where an item being dragged between single-item sections really lands (IGListKit's
    /// `updatedTargetForInteractivelyMovingItem:toIndexPath:adapter:`): a drop after the one item of a section
    /// (item 1) means "before the next section"; after the last section it stays there and the adapter is told
    /// the move goes to the end. Returns `nil` when the proposal needs no change (other cases).
    ///
    /// ```swift
    /// let target = layout.updatedTargetForInteractivelyMovingItem(from, to: proposed, adapter: adapter) ?? proposed
    /// ```
    @MainActor
    public func updatedTargetForInteractivelyMovingItem(
        _ previousIndexPath: ListIndexPath, to originalTarget: ListIndexPath, adapter: ListAdapter
    ) -> ListIndexPath? {
        adapter.isLastInteractiveMoveToLastSectionIndex = false
        guard let source = adapter.sectionController(forSection: previousIndexPath.section),
            let destination = adapter.sectionController(forSection: originalTarget.section),
            source.numberOfItems() == 1, destination.numberOfItems() == 1, originalTarget.item == 1
        else { return nil }
        if originalTarget.section < adapter.objects().count - 1 {
            return ListIndexPath(section: originalTarget.section + 1, item: 0)
        }
        adapter.isLastInteractiveMoveToLastSectionIndex = true
        return originalTarget
    }
}
