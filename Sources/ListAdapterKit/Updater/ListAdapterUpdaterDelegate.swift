import ListDiffKit

/// Told what a ``ListAdapterUpdater`` does (IGListKit's `IGListAdapterUpdaterDelegate`). Every method has an
/// empty default.
///
/// ```swift
/// final class Log: ListAdapterUpdaterDelegate {
///     func listAdapterUpdater(_ updater: ListAdapterUpdater, didFallBackToReload reason: ListUpdateFallbackReason,
///                             collectionView: ListCollectionView) { print("reloaded:", reason) }
/// }
/// ```
@MainActor
public protocol ListAdapterUpdaterDelegate: AnyObject {
    /// The objects are about to be diffed.
    func listAdapterUpdater(
        _ updater: ListAdapterUpdater, willDiffFromObjects fromObjects: [AnyListDiffable],
        toObjects: [AnyListDiffable])
    /// The objects were diffed.
    func listAdapterUpdater(_ updater: ListAdapterUpdater, didDiffWithResults results: ListIndexSetResult)
    /// A batch update is about to be applied.
    func listAdapterUpdater(_ updater: ListAdapterUpdater, willPerformBatchUpdatesWith collectionView: ListCollectionView)
    /// A batch update was applied, with the cleaned data it applied.
    func listAdapterUpdater(
        _ updater: ListAdapterUpdater, didPerformBatchUpdates updates: ListBatchUpdateData,
        collectionView: ListCollectionView)
    /// A reload is about to happen.
    func listAdapterUpdater(
        _ updater: ListAdapterUpdater, willReloadDataWith collectionView: ListCollectionView, isFallbackReload: Bool)
    /// A reload happened.
    func listAdapterUpdater(
        _ updater: ListAdapterUpdater, didReloadDataWith collectionView: ListCollectionView, isFallbackReload: Bool)
    /// The updater reloaded instead of animating, and why.
    func listAdapterUpdater(
        _ updater: ListAdapterUpdater, didFallBackToReload reason: ListUpdateFallbackReason,
        collectionView: ListCollectionView)
    /// An update ran but nothing changed.
    func listAdapterUpdater(_ updater: ListAdapterUpdater, didFinishWithoutUpdatesWith collectionView: ListCollectionView)
    /// The objects were diffed (IGListKit's `didDiffWithResults:onBackgroundThread:`; headlessly the diff always
    /// runs on the main actor, so `onBackgroundThread` is `false`).
    func listAdapterUpdater(
        _ updater: ListAdapterUpdater, didDiffWithResults results: ListIndexSetResult, onBackgroundThread: Bool)
    /// Items are about to be inserted (new index paths), outside or inside a batch.
    func listAdapterUpdater(
        _ updater: ListAdapterUpdater, willInsert indexPaths: [ListIndexPath], collectionView: ListCollectionView)
    /// Items are about to be deleted (old index paths).
    func listAdapterUpdater(
        _ updater: ListAdapterUpdater, willDelete indexPaths: [ListIndexPath], collectionView: ListCollectionView)
    /// An item is about to move.
    func listAdapterUpdater(
        _ updater: ListAdapterUpdater, willMoveFrom indexPath: ListIndexPath, to newIndexPath: ListIndexPath,
        collectionView: ListCollectionView)
    /// Items are about to be reloaded (old index paths).
    func listAdapterUpdater(
        _ updater: ListAdapterUpdater, willReload indexPaths: [ListIndexPath], collectionView: ListCollectionView)
    /// Sections are about to be reloaded.
    func listAdapterUpdater(
        _ updater: ListAdapterUpdater, willReloadSections sections: [Int], collectionView: ListCollectionView)
    /// The collection view rejected a batch: where IGListKit (with UIKit) would crash, here the updater reloads
    /// instead, after handing over everything needed to explain it (IGListKit's `willCrashWithException:…`).
    func listAdapterUpdater(
        _ updater: ListAdapterUpdater, willCrashWith error: ListBatchUpdateError, fromObjects: [AnyListDiffable]?,
        toObjects: [AnyListDiffable]?, diffResult: ListIndexSetResult?, updates: ListBatchUpdateData?)
}

extension ListAdapterUpdaterDelegate {
    /// Does nothing.
    public func listAdapterUpdater(
        _ updater: ListAdapterUpdater, willDiffFromObjects fromObjects: [AnyListDiffable],
        toObjects: [AnyListDiffable]
    ) {}
    /// Does nothing.
    public func listAdapterUpdater(_ updater: ListAdapterUpdater, didDiffWithResults results: ListIndexSetResult) {}
    /// Does nothing.
    public func listAdapterUpdater(
        _ updater: ListAdapterUpdater, willPerformBatchUpdatesWith collectionView: ListCollectionView
    ) {}
    /// Does nothing.
    public func listAdapterUpdater(
        _ updater: ListAdapterUpdater, didPerformBatchUpdates updates: ListBatchUpdateData,
        collectionView: ListCollectionView
    ) {}
    /// Does nothing.
    public func listAdapterUpdater(
        _ updater: ListAdapterUpdater, willReloadDataWith collectionView: ListCollectionView, isFallbackReload: Bool
    ) {}
    /// Does nothing.
    public func listAdapterUpdater(
        _ updater: ListAdapterUpdater, didReloadDataWith collectionView: ListCollectionView, isFallbackReload: Bool
    ) {}
    /// Does nothing.
    public func listAdapterUpdater(
        _ updater: ListAdapterUpdater, didFallBackToReload reason: ListUpdateFallbackReason,
        collectionView: ListCollectionView
    ) {}
    /// Does nothing.
    public func listAdapterUpdater(
        _ updater: ListAdapterUpdater, didFinishWithoutUpdatesWith collectionView: ListCollectionView
    ) {}
    /// Does nothing.
    public func listAdapterUpdater(
        _ updater: ListAdapterUpdater, didDiffWithResults results: ListIndexSetResult, onBackgroundThread: Bool
    ) {}
    /// Does nothing.
    public func listAdapterUpdater(
        _ updater: ListAdapterUpdater, willInsert indexPaths: [ListIndexPath], collectionView: ListCollectionView
    ) {}
    /// Does nothing.
    public func listAdapterUpdater(
        _ updater: ListAdapterUpdater, willDelete indexPaths: [ListIndexPath], collectionView: ListCollectionView
    ) {}
    /// Does nothing.
    public func listAdapterUpdater(
        _ updater: ListAdapterUpdater, willMoveFrom indexPath: ListIndexPath, to newIndexPath: ListIndexPath,
        collectionView: ListCollectionView
    ) {}
    /// Does nothing.
    public func listAdapterUpdater(
        _ updater: ListAdapterUpdater, willReload indexPaths: [ListIndexPath], collectionView: ListCollectionView
    ) {}
    /// Does nothing.
    public func listAdapterUpdater(
        _ updater: ListAdapterUpdater, willReloadSections sections: [Int], collectionView: ListCollectionView
    ) {}
    /// Does nothing.
    public func listAdapterUpdater(
        _ updater: ListAdapterUpdater, willCrashWith error: ListBatchUpdateError, fromObjects: [AnyListDiffable]?,
        toObjects: [AnyListDiffable]?, diffResult: ListIndexSetResult?, updates: ListBatchUpdateData?
    ) {}
}
