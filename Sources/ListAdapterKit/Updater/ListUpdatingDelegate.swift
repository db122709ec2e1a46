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

    /// Queues a change of the section objects, asking `collectionViewProvider` for the collection view only when
    /// the update runs (IGListKit 5's `IGListCollectionViewBlock`): a `nil` answer completes it with `false`.
    func performUpdate(
        collectionViewProvider: @escaping @MainActor () -> ListCollectionView?, fromObjects: [AnyListDiffable]?,
        toObjects: @escaping @MainActor () -> [AnyListDiffable], animated: Bool,
        objectTransitionBlock: @escaping @MainActor ([AnyListDiffable]) -> Void,
        completion: (@MainActor (Bool) -> Void)?)
    /// Queues item changes, asking for the collection view only when they run.
    func performUpdate(
        collectionViewProvider: @escaping @MainActor () -> ListCollectionView?, animated: Bool,
        itemUpdates: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)?)
    /// Queues a full reload, asking for the collection view only when it runs.
    func reloadData(
        collectionViewProvider: @escaping @MainActor () -> ListCollectionView?,
        reloadUpdateBlock: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)?)
    /// Runs `change`, which swaps the adapter's collection view or data source, at once (IGListKit 5's
    /// `performDataSourceChange:`): queued item updates run their model changes first, so nothing queued is lost
    /// or applied to the wrong collection view.
    func performDataSourceChange(_ change: @MainActor () -> Void)
    /// Whether the updater is inside the block that switches the adapter's objects (IGListKit's
    /// `isInDataUpdateBlock`); the default is false.
    var isInDataUpdateBlock: Bool { get }
    /// Told just before the adapter stops on a programmer error in a section controller (IGListKit's
    /// `willCrashWithCollectionView:sectionControllerClass:`), so the updater can record what it was doing.
    /// The default does nothing.
    func willCrash(with collectionView: ListCollectionView?, sectionControllerClass: AnyClass)
}

extension ListUpdatingDelegate {
    /// Asks for the collection view at once and queues the update on it (`nil`: completes with `false`).
    public func performUpdate(
        collectionViewProvider: @escaping @MainActor () -> ListCollectionView?, fromObjects: [AnyListDiffable]?,
        toObjects: @escaping @MainActor () -> [AnyListDiffable], animated: Bool,
        objectTransitionBlock: @escaping @MainActor ([AnyListDiffable]) -> Void,
        completion: (@MainActor (Bool) -> Void)?
    ) {
        guard let collectionView = collectionViewProvider() else { return (completion ?? { _ in })(false) }
        performUpdate(
            collectionView: collectionView, fromObjects: fromObjects, toObjects: toObjects, animated: animated,
            objectTransitionBlock: objectTransitionBlock, completion: completion)
    }

    /// Asks for the collection view at once and queues the item changes on it (`nil`: completes with `false`).
    public func performUpdate(
        collectionViewProvider: @escaping @MainActor () -> ListCollectionView?, animated: Bool,
        itemUpdates: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)?
    ) {
        guard let collectionView = collectionViewProvider() else { return (completion ?? { _ in })(false) }
        performUpdate(collectionView: collectionView, animated: animated, itemUpdates: itemUpdates, completion: completion)
    }

    /// Asks for the collection view at once and queues the reload on it (`nil`: completes with `false`).
    public func reloadData(
        collectionViewProvider: @escaping @MainActor () -> ListCollectionView?,
        reloadUpdateBlock: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)?
    ) {
        guard let collectionView = collectionViewProvider() else { return (completion ?? { _ in })(false) }
        reloadData(collectionView: collectionView, reloadUpdateBlock: reloadUpdateBlock, completion: completion)
    }

    /// False: an updater that does not track its data update block is never inside one.
    public var isInDataUpdateBlock: Bool { false }

    /// Does nothing.
    public func willCrash(with collectionView: ListCollectionView?, sectionControllerClass: AnyClass) {}

    /// Runs the change.
    public func performDataSourceChange(_ change: @MainActor () -> Void) {
        change()
    }
}
