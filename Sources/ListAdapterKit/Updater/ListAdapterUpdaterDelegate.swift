import Foundation
import ListDiffKit

/// Told what a ``ListAdapterUpdater`` does (IGListKit's `IGListAdapterUpdaterDelegate`). Every method has an
/// empty default.
///
/// IGListKit's Swift spellings are requirements too, so a ported delegate is called as written: objects as
/// `[ListDiffable]?`, the diff result as `ListIndexSetResult?`, reloaded sections as an `IndexSet`. The updater
/// calls ListPreview's spelling (``AnyListDiffable`` objects, `[Int]` sections), whose default converts and calls
/// IGListKit's, so either is honoured. IGListKit's `…willCrashWith exception: NSException…` cannot compile on Linux
/// (Foundation has no `NSException` there): a rejected batch arrives as a ``ListBatchUpdateError`` instead.
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
    /// A batch update is about to be applied, with what it goes from and to (IGListKit 5's
    /// `willPerformBatchUpdatesWithCollectionView:fromObjects:toObjects:listIndexSetResult:animated:`). The objects
    /// and the diff are `nil` for item updates alone. It is also told before an update that changes nothing, which
    /// then finishes without a batch (`didFinishWithoutUpdates`). The default calls
    /// ``listAdapterUpdater(_:willPerformBatchUpdatesWith:)``.
    func listAdapterUpdater(
        _ updater: ListAdapterUpdater, willPerformBatchUpdatesWith collectionView: ListCollectionView,
        fromObjects: [AnyListDiffable]?, toObjects: [AnyListDiffable]?, listIndexSetResult: ListIndexSetResult?,
        animated: Bool)
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
    /// An update finished without touching a collection view: nothing changed, the collection view has no data
    /// source, or there was no collection view at all (`nil`, IGListKit's `didFinishWithoutUpdatesWithCollectionView:`
    /// with `nil`). The default calls the non-optional variant when there is a collection view.
    func listAdapterUpdater(_ updater: ListAdapterUpdater, didFinishWithoutUpdatesWith collectionView: ListCollectionView?)
    /// The objects were diffed (IGListKit's `didDiffWithResults:onBackgroundThread:`), told on the main actor;
    /// `onBackgroundThread` is `true` when the diff ran on another thread (``ListAdapterUpdater/allowsBackgroundDiffing``).
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
    /// The objects are about to be diffed (IGListKit's spelling); the default does nothing.
    func listAdapterUpdater(
        _ listAdapterUpdater: ListAdapterUpdater, willDiffFromObjects fromObjects: [any ListDiffable]?,
        toObjects: [any ListDiffable]?)
    /// The objects were diffed (IGListKit's spelling, with an optional result); the default does nothing.
    func listAdapterUpdater(
        _ listAdapterUpdater: ListAdapterUpdater, didDiffWithResults listIndexSetResults: ListIndexSetResult?,
        onBackgroundThread: Bool)
    /// A batch update is about to be applied (IGListKit's spelling); the default calls
    /// ``listAdapterUpdater(_:willPerformBatchUpdatesWith:)``.
    func listAdapterUpdater(
        _ listAdapterUpdater: ListAdapterUpdater, willPerformBatchUpdatesWith collectionView: ListCollectionView,
        fromObjects: [any ListDiffable]?, toObjects: [any ListDiffable]?, listIndexSetResult: ListIndexSetResult?,
        animated: Bool)
    /// Sections are about to be reloaded (IGListKit's spelling); the default does nothing.
    func listAdapterUpdater(
        _ listAdapterUpdater: ListAdapterUpdater, willReloadSections sections: IndexSet,
        collectionView: ListCollectionView)
    /// A section controller is about to break the collection view (IGListKit 5's
    /// `willCrashWithCollectionView:sectionControllerClass:`), told through
    /// ``ListAdapterUpdater/willCrash(with:sectionControllerClass:)``.
    func listAdapterUpdater(
        _ updater: ListAdapterUpdater, willCrashWith collectionView: ListCollectionView?,
        sectionControllerClass: AnyClass)
    /// The collection view rejected a batch: where IGListKit (with UIKit) would crash, here the updater reloads
    /// instead, after handing over everything needed to explain it (IGListKit's `willCrashWithException:…`).
    func listAdapterUpdater(
        _ updater: ListAdapterUpdater, willCrashWith error: ListBatchUpdateError, fromObjects: [AnyListDiffable]?,
        toObjects: [AnyListDiffable]?, diffResult: ListIndexSetResult?, updates: ListBatchUpdateData?)
}

extension ListAdapterUpdaterDelegate {
    /// Calls IGListKit's spelling, with the objects unwrapped.
    public func listAdapterUpdater(
        _ updater: ListAdapterUpdater, willDiffFromObjects fromObjects: [AnyListDiffable],
        toObjects: [AnyListDiffable]
    ) {
        listAdapterUpdater(
            updater, willDiffFromObjects: fromObjects.map(\.base) as [any ListDiffable]?,
            toObjects: toObjects.map(\.base) as [any ListDiffable]?)
    }
    /// Does nothing.
    public func listAdapterUpdater(
        _ listAdapterUpdater: ListAdapterUpdater, willDiffFromObjects fromObjects: [any ListDiffable]?,
        toObjects: [any ListDiffable]?
    ) {}
    /// Does nothing.
    public func listAdapterUpdater(_ updater: ListAdapterUpdater, didDiffWithResults results: ListIndexSetResult) {}
    /// Does nothing.
    public func listAdapterUpdater(
        _ updater: ListAdapterUpdater, willPerformBatchUpdatesWith collectionView: ListCollectionView
    ) {}
    /// Calls IGListKit's spelling, with the objects unwrapped.
    public func listAdapterUpdater(
        _ updater: ListAdapterUpdater, willPerformBatchUpdatesWith collectionView: ListCollectionView,
        fromObjects: [AnyListDiffable]?, toObjects: [AnyListDiffable]?, listIndexSetResult: ListIndexSetResult?,
        animated: Bool
    ) {
        listAdapterUpdater(
            updater, willPerformBatchUpdatesWith: collectionView,
            fromObjects: fromObjects.map { $0.map(\.base) } as [any ListDiffable]?,
            toObjects: toObjects.map { $0.map(\.base) } as [any ListDiffable]?, listIndexSetResult: listIndexSetResult,
            animated: animated)
    }
    /// Calls ``listAdapterUpdater(_:willPerformBatchUpdatesWith:)``.
    public func listAdapterUpdater(
        _ listAdapterUpdater: ListAdapterUpdater, willPerformBatchUpdatesWith collectionView: ListCollectionView,
        fromObjects: [any ListDiffable]?, toObjects: [any ListDiffable]?, listIndexSetResult: ListIndexSetResult?,
        animated: Bool
    ) {
        self.listAdapterUpdater(listAdapterUpdater, willPerformBatchUpdatesWith: collectionView)
    }
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
    /// Calls IGListKit's spelling.
    public func listAdapterUpdater(
        _ updater: ListAdapterUpdater, didDiffWithResults results: ListIndexSetResult, onBackgroundThread: Bool
    ) {
        listAdapterUpdater(
            updater, didDiffWithResults: results as ListIndexSetResult?, onBackgroundThread: onBackgroundThread)
    }
    /// Does nothing.
    public func listAdapterUpdater(
        _ listAdapterUpdater: ListAdapterUpdater, didDiffWithResults listIndexSetResults: ListIndexSetResult?,
        onBackgroundThread: Bool
    ) {}
    /// Calls the non-optional variant when there is a collection view.
    public func listAdapterUpdater(
        _ updater: ListAdapterUpdater, didFinishWithoutUpdatesWith collectionView: ListCollectionView?
    ) {
        guard let collectionView else { return }
        listAdapterUpdater(updater, didFinishWithoutUpdatesWith: collectionView)
    }
    /// Does nothing.
    public func listAdapterUpdater(
        _ updater: ListAdapterUpdater, willCrashWith collectionView: ListCollectionView?,
        sectionControllerClass: AnyClass
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
    /// Calls IGListKit's spelling, with the sections as an `IndexSet`.
    public func listAdapterUpdater(
        _ updater: ListAdapterUpdater, willReloadSections sections: [Int], collectionView: ListCollectionView
    ) {
        listAdapterUpdater(updater, willReloadSections: IndexSet(sections), collectionView: collectionView)
    }
    /// Does nothing.
    public func listAdapterUpdater(
        _ listAdapterUpdater: ListAdapterUpdater, willReloadSections sections: IndexSet,
        collectionView: ListCollectionView
    ) {}
    /// Does nothing.
    public func listAdapterUpdater(
        _ updater: ListAdapterUpdater, willCrashWith error: ListBatchUpdateError, fromObjects: [AnyListDiffable]?,
        toObjects: [AnyListDiffable]?, diffResult: ListIndexSetResult?, updates: ListBatchUpdateData?
    ) {}
}
