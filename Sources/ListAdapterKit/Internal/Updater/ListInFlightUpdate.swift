import ListDiffKit

/// An update of a ``ListAdapterUpdater`` whose diff runs off the main actor: what it needs to go on when the diff
/// is done (IGListKit's `IGListBatchUpdateTransaction` between `_diff` and `_didDiff:`).
@MainActor
struct ListInFlightUpdate {
    let transaction: ListUpdateQueue
    let collectionView: ListCollectionView
    let from: [AnyListDiffable]
    let to: [AnyListDiffable]
    let diff: ListBackgroundDiff
}
