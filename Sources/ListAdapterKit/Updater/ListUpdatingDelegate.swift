import ListDiffKit

/// Applies a ``ListAdapter``'s changes to its collection view (IGListKit's `IGListUpdatingDelegate`).
/// ``ListAdapterUpdater`` diffs and animates; ``ListReloadDataUpdater`` always reloads.
///
/// Object arrays are type-erased (`AnyListDiffable`). Index spaces are UIKit's: deletes, reloads and move
/// sources in the old state; inserts and move destinations in the new one.
///
/// ```swift
/// let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
/// ```
@MainActor
public protocol ListUpdatingDelegate: AnyObject {
    /// How the adapter looks objects up: by `diffIdentifier` equality or by instance identity
    /// (IGListKit's `objectLookupPointerFunctions`).
    var objectLookup: ListObjectLookup { get }

    /// Queues a change of the section objects from `fromObjects` to what `toObjects` returns when the update
    /// runs; `objectTransitionBlock` switches the adapter's data to the new objects inside the update.
    ///
    /// - Parameters:
    ///   - collectionView: the collection view to update.
    ///   - fromObjects: the objects the collection view shows now (`nil` when none were loaded).
    ///   - toObjects: returns the new objects; called once, when the update runs.
    ///   - animated: whether the change animates.
    ///   - objectTransitionBlock: switches the adapter to the new objects.
    ///   - completion: called with whether the update finished.
    func performUpdate(
        collectionView: ListCollectionView, fromObjects: [AnyListDiffable]?,
        toObjects: @escaping @MainActor () -> [AnyListDiffable], animated: Bool,
        objectTransitionBlock: @escaping @MainActor ([AnyListDiffable]) -> Void,
        completion: (@MainActor (Bool) -> Void)?)

    /// Inserts items (inside an item-update block they join its batch).
    func insertItems(into collectionView: ListCollectionView, at indexPaths: [ListIndexPath])
    /// Deletes items.
    func deleteItems(from collectionView: ListCollectionView, at indexPaths: [ListIndexPath])
    /// Moves an item.
    func moveItem(in collectionView: ListCollectionView, from: ListIndexPath, to: ListIndexPath)
    /// Reloads an item that is at `from` before the update and at `to` after it.
    func reloadItem(in collectionView: ListCollectionView, from: ListIndexPath, to: ListIndexPath)
    /// An interactive reordering moved a single-item section.
    func moveSection(in collectionView: ListCollectionView, from: Int, to: Int)

    /// Queues a full reload; `reloadUpdateBlock` switches the adapter's data first.
    func reloadData(
        collectionView: ListCollectionView, reloadUpdateBlock: @escaping @MainActor () -> Void,
        completion: (@MainActor (Bool) -> Void)?)
    /// Reloads whole sections.
    func reloadCollectionView(_ collectionView: ListCollectionView, sections: [Int])
    /// Queues item changes made by `itemUpdates` (which calls the item methods above) as one batch.
    func performUpdate(
        collectionView: ListCollectionView, animated: Bool, itemUpdates: @escaping @MainActor () -> Void,
        completion: (@MainActor (Bool) -> Void)?)
}
