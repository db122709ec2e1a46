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

    /// Adds the changes queued after this transaction: its first `fromObjects` stays, the later `toObjects`,
    /// transition and collection view win, blocks and completions run in order.
    mutating func append(_ later: ListUpdateQueue) {
        if let provider = later.collectionViewProvider { collectionViewProvider = provider }
        if later.hasObjectUpdate {
            if !hasObjectUpdate { fromObjects = later.fromObjects }
            hasObjectUpdate = true
            toObjects = later.toObjects
            objectTransition = later.objectTransition
        }
        itemUpdateBlocks += later.itemUpdateBlocks
        completions += later.completions
        reloadUpdateBlocks += later.reloadUpdateBlocks
        isReloadRequested = isReloadRequested || later.isReloadRequested
        animated = animated && later.animated
    }
}
