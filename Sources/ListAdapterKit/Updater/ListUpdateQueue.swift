import ListDiffKit

/// The changes requested of a ``ListAdapterUpdater`` since its last run: they run together as one transaction.
@MainActor
struct ListUpdateQueue {
    /// Where the changes go, asked when the transaction runs (the adapter's collection view at that time; `nil`
    /// when it has none any more).
    var collectionViewProvider: (@MainActor () -> ListCollectionView?)?
    /// The objects before the first queued object update (IGListKit keeps the first `fromObjects`).
    var fromObjects: [AnyListDiffable]?
    var hasObjectUpdate = false
    /// The latest `toObjects` block: called once, when the transaction runs.
    var toObjects: (@MainActor () -> [AnyListDiffable])?
    var objectTransition: (@MainActor ([AnyListDiffable]) -> Void)?
    var itemUpdateBlocks: [@MainActor () -> Void] = []
    var completions: [@MainActor (Bool) -> Void] = []
    var reloadUpdateBlocks: [@MainActor () -> Void] = []
    var isReloadRequested = false
    /// Animated only if every request was.
    var animated = true

    var isEmpty: Bool { !hasObjectUpdate && itemUpdateBlocks.isEmpty && !isReloadRequested }
}
