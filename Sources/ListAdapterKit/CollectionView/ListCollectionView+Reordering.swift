import Foundation
import ListDiffKit

extension ListCollectionView {
    /// Picks up an item for interactive reordering, if the data source says it can move.
    ///
    /// ```swift
    /// if collectionView.beginInteractiveMovementForItem(at: ListIndexPath(section: 0, item: 2)) {
    ///     collectionView.updateInteractiveMovementTarget(to: ListIndexPath(section: 0, item: 0))
    ///     collectionView.endInteractiveMovement()
    /// }
    /// ```
    ///
    /// - Returns: whether the movement began.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: ListIndexPath) -> Bool {
        guard interactiveMovement == nil, contains(indexPath),
            dataSource?.collectionView(self, canMoveItemAt: indexPath) ?? false
        else { return false }
        interactiveMovement = ListInteractiveMovement(source: indexPath, target: indexPath)
        return true
    }

    /// Moves the dragged item over `proposed`; the delegate may redirect it
    /// (`targetIndexPathForMoveFromItemAt`).
    public func updateInteractiveMovementTarget(to proposed: ListIndexPath) {
        guard let movement = interactiveMovement else { return }
        let target = delegate?.collectionView(
            self, targetIndexPathForMoveFromItemAt: movement.source, toProposedIndexPath: proposed) ?? proposed
        guard target.section >= 0, target.section < itemCounts.count, target.item >= 0 else { return }
        let limit = itemCounts[target.section] - (target.section == movement.source.section ? 1 : 0)
        interactiveMovement?.target = ListIndexPath(section: target.section, item: min(target.item, limit))
    }

    /// Moves the dragged item over the item at a point in the collection view's coordinates (content
    /// coordinates, as UIKit's `updateInteractiveMovementTargetPosition(_:)` takes them from a gesture's
    /// `location(in: collectionView)`); over no item, the target stays where it was.
    ///
    /// - Parameter targetPosition: the finger's position.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard interactiveMovement != nil, let proposed = indexPathForItem(at: targetPosition) else { return }
        updateInteractiveMovementTarget(to: proposed)
    }

    /// Drops the item: the collection view moves it, then tells the data source `moveItemAt:to:` to update the
    /// model (which may reload, as IGListKit does for single-item sections).
    public func endInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        guard movement.source != movement.target else { return }
        var update = ListCollectionViewUpdate()
        update.moveItems = [.init(from: movement.source, to: movement.target)]
        var after = itemCounts
        after[movement.source.section] -= 1
        after[movement.target.section] += 1
        guard let mapping = try? ListBatchUpdateValidator.validate(update, before: itemCounts, after: after) else {
            return
        }
        apply(update, mapping: mapping)
        dataSource?.collectionView(self, moveItemAt: movement.source, to: movement.target)
    }

    /// Puts the dragged item back where it was.
    public func cancelInteractiveMovement() {
        interactiveMovement = nil
    }

    /// Where the dragged item would land now, while a movement is in progress.
    public var interactiveMovementTarget: ListIndexPath? { interactiveMovement?.target }
}
