import ListDiffKit

/// An updater that applies every change with `reloadData`, at once and without animation
/// (IGListKit's `IGListReloadDataUpdater`). Useful in tests and for lists that never animate.
///
/// ```swift
/// let adapter = ListAdapter(updater: ListReloadDataUpdater(), viewController: nil)
/// ```
@MainActor
public final class ListReloadDataUpdater: ListUpdatingDelegate {
    /// Looks objects up by `diffIdentifier`.
    public let objectLookup = ListObjectLookup.equality

    /// Creates the updater.
    public init() {}

    /// Switches the objects and reloads at once.
    public func performUpdate(
        collectionView: ListCollectionView, fromObjects: [AnyListDiffable]?,
        toObjects: @escaping @MainActor () -> [AnyListDiffable], animated: Bool,
        objectTransitionBlock: @escaping @MainActor ([AnyListDiffable]) -> Void,
        completion: (@MainActor (Bool) -> Void)?
    ) {
        objectTransitionBlock(toObjects())
        reload(collectionView, completion)
    }

    /// Reloads.
    public func insertItems(into collectionView: ListCollectionView, at indexPaths: [ListIndexPath]) {
        reload(collectionView, nil)
    }

    /// Reloads.
    public func deleteItems(from collectionView: ListCollectionView, at indexPaths: [ListIndexPath]) {
        reload(collectionView, nil)
    }

    /// Reloads.
    public func moveItem(in collectionView: ListCollectionView, from: ListIndexPath, to: ListIndexPath) {
        reload(collectionView, nil)
    }

    /// Reloads.
    public func reloadItem(in collectionView: ListCollectionView, from: ListIndexPath, to: ListIndexPath) {
        reload(collectionView, nil)
    }

    /// Reloads.
    public func moveSection(in collectionView: ListCollectionView, from: Int, to: Int) {
        reload(collectionView, nil)
    }

    /// Switches the data and reloads at once.
    public func reloadData(
        collectionView: ListCollectionView, reloadUpdateBlock: @escaping @MainActor () -> Void,
        completion: (@MainActor (Bool) -> Void)?
    ) {
        reloadUpdateBlock()
        reload(collectionView, completion)
    }

    /// Reloads.
    public func reloadCollectionView(_ collectionView: ListCollectionView, sections: [Int]) {
        reload(collectionView, nil)
    }

    /// Runs the item updates, then reloads.
    public func performUpdate(
        collectionView: ListCollectionView, animated: Bool, itemUpdates: @escaping @MainActor () -> Void,
        completion: (@MainActor (Bool) -> Void)?
    ) {
        itemUpdates()
        reload(collectionView, completion)
    }

    private func reload(_ collectionView: ListCollectionView, _ completion: (@MainActor (Bool) -> Void)?) {
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        completion?(true)
    }
}
