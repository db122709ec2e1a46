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
}
