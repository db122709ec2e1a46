import ListDiffKit

/// Diffs object arrays and applies the difference to a ``ListCollectionView`` as one validated batch update
/// (IGListKit's `IGListAdapterUpdater`).
///
/// Requests are **coalesced**: every `performUpdate`, item update and reload requested before the updater runs
/// becomes one transaction, and every completion is called. IGListKit runs on the next run-loop turn; here the
/// turn is explicit: ``flush()`` runs everything queued (tests and the CLI call it), and with
/// ``schedulesFlushAutomatically`` a main-actor task also runs it soon after the first request.
///
/// Like IGListKit it falls back to `reloadData` — telling the delegate why — when the diff has more than 100
/// changes (with ``allowsReloadingOnTooManyUpdates``), when the collection view's section count differs from the
/// old objects, and when the collection view rejects the batch. It never crashes on an inconsistent update.
/// Every applied change is appended to ``transitions`` for the animation renderer.
///
/// ```swift
/// let updater = ListAdapterUpdater()
/// let adapter = ListAdapter(updater: updater, viewController: nil)
/// adapter.performUpdates(animated: true)
/// adapter.performUpdates(animated: true) { _ in print("done") }
/// updater.flush()                      // one batch; both completions called
/// updater.transitions.last?.insertedItems
/// ```
@MainActor
public final class ListAdapterUpdater: ListUpdatingDelegate {
    /// IGListKit's threshold for falling back to a reload.
    public static let maximumBatchUpdateCount = 100

    /// Told about diffs, batches and reloads. Not retained.
    public weak var delegate: (any ListAdapterUpdaterDelegate)?
    /// How adapters using this updater look objects up. Read when the adapter is created.
    public var objectLookup: ListObjectLookup
    /// Whether more than ``maximumBatchUpdateCount`` diff changes reload instead. Default true (IGListKit).
    public var allowsReloadingOnTooManyUpdates = true
    /// Whether section reloads become item reloads when nothing else changes and the item count is the same.
    public var preferItemReloadsForSectionReloads = false
    /// Whether a section update of a section that has one item before and after becomes a reload of that item
    /// instead of a section delete plus insert (IGListKit's `singleItemSectionUpdates`). Default false.
    public var singleItemSectionUpdates = false
    /// IGListKit's `allowsBackgroundDiffing`. Headlessly the diff always runs on the main actor within the
    /// update (a deterministic result for snapshots), so the flag changes nothing and
    /// `didDiffWithResults:onBackgroundThread:` reports `false`. Default false.
    public var allowsBackgroundDiffing = false
    /// Whether section moves are applied as a delete plus an insert.
    public var sectionMovesAsDeletesInserts = false
    /// Whether the first request schedules a main-actor task that calls ``flush()``. Default true.
    public var schedulesFlushAutomatically = true
    /// Every change applied so far (batch updates and reloads), oldest first.
    public private(set) var transitions: [ListUpdateTransition] = []

    var queue = ListUpdateQueue()
    var recording: ListItemUpdates?
    var reentrantCompletions: [@MainActor (Bool) -> Void] = []
    private var isFlushScheduled = false

    /// Creates an updater.
    ///
    /// - Parameter objectLookup: equality (default) or identity lookup of objects.
    public init(objectLookup: ListObjectLookup = .equality) {
        self.objectLookup = objectLookup
    }

    /// Whether the adapter's data is being switched or section controllers' item updates are running inside an
    /// update (IGListKit's `isInDataUpdateBlock`).
    public var isInDataUpdateBlock: Bool { recording != nil }

    /// Whether changes are queued and not yet applied.
    public var hasPendingUpdates: Bool { !queue.isEmpty }

    /// Forgets the recorded ``transitions``.
    public func removeAllTransitions() {
        transitions = []
    }

    /// Runs every queued change now, as one transaction per round (changes queued while it runs, for example
    /// from a completion, run in a following round before `flush` returns).
    public func flush() {
        isFlushScheduled = false
        var rounds = 0
        while !queue.isEmpty && rounds < 100 {
            rounds += 1
            let transaction = queue
            queue = ListUpdateQueue()
            run(transaction)
        }
    }

    /// Queues a change of objects (see ``ListUpdatingDelegate``).
    public func performUpdate(
        collectionView: ListCollectionView, fromObjects: [AnyListDiffable]?,
        toObjects: @escaping @MainActor () -> [AnyListDiffable], animated: Bool,
        objectTransitionBlock: @escaping @MainActor ([AnyListDiffable]) -> Void,
        completion: (@MainActor (Bool) -> Void)?
    ) {
        performUpdate(
            collectionViewProvider: { collectionView }, fromObjects: fromObjects, toObjects: toObjects,
            animated: animated, objectTransitionBlock: objectTransitionBlock, completion: completion)
    }

    /// Queues a change of objects on the collection view `collectionViewProvider` gives when the update runs.
    public func performUpdate(
        collectionViewProvider: @escaping @MainActor () -> ListCollectionView?, fromObjects: [AnyListDiffable]?,
        toObjects: @escaping @MainActor () -> [AnyListDiffable], animated: Bool,
        objectTransitionBlock: @escaping @MainActor ([AnyListDiffable]) -> Void,
        completion: (@MainActor (Bool) -> Void)?
    ) {
        queue.collectionViewProvider = collectionViewProvider
        if !queue.hasObjectUpdate { queue.fromObjects = fromObjects }
        queue.hasObjectUpdate = true
        queue.toObjects = toObjects
        queue.objectTransition = objectTransitionBlock
        enqueue(animated: animated, completion: completion)
    }

    /// Queues item changes as one batch; inside a running batch, runs them at once into it.
    public func performUpdate(
        collectionView: ListCollectionView, animated: Bool, itemUpdates: @escaping @MainActor () -> Void,
        completion: (@MainActor (Bool) -> Void)?
    ) {
        performUpdate(
            collectionViewProvider: { collectionView }, animated: animated, itemUpdates: itemUpdates,
            completion: completion)
    }

    /// Queues item changes on the collection view `collectionViewProvider` gives when they run; inside a
    /// running batch, runs them at once into it.
    public func performUpdate(
        collectionViewProvider: @escaping @MainActor () -> ListCollectionView?, animated: Bool,
        itemUpdates: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)?
    ) {
        if recording != nil {
            itemUpdates()
            if let completion { reentrantCompletions.append(completion) }
            return
        }
        queue.collectionViewProvider = collectionViewProvider
        queue.itemUpdateBlocks.append(itemUpdates)
        enqueue(animated: animated, completion: completion)
    }

    /// Queues a full reload.
    public func reloadData(
        collectionView: ListCollectionView, reloadUpdateBlock: @escaping @MainActor () -> Void,
        completion: (@MainActor (Bool) -> Void)?
    ) {
        reloadData(collectionViewProvider: { collectionView }, reloadUpdateBlock: reloadUpdateBlock, completion: completion)
    }

    /// Queues a full reload of the collection view `collectionViewProvider` gives when it runs.
    public func reloadData(
        collectionViewProvider: @escaping @MainActor () -> ListCollectionView?,
        reloadUpdateBlock: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)?
    ) {
        queue.collectionViewProvider = collectionViewProvider
        queue.isReloadRequested = true
        queue.reloadUpdateBlocks.append(reloadUpdateBlock)
        enqueue(animated: false, completion: completion)
    }

    /// Runs `change` at once (IGListKit 5's `performDataSourceChange:`). The queued item updates first run
    /// their model changes without touching a collection view, since the change reloads; queued object updates
    /// and reloads stay queued and run later against the adapter's collection view of that time.
    public func performDataSourceChange(_ change: @MainActor () -> Void) {
        var finished: [@MainActor (Bool) -> Void] = []
        if !queue.itemUpdateBlocks.isEmpty {
            _ = runItemBlocksRecording(queue)
            queue.itemUpdateBlocks = []
            finished = reentrantCompletions
            reentrantCompletions = []
        }
        change()
        if queue.isEmpty {
            // Only item updates were queued: they are done (the change reloaded).
            finished += queue.completions
            queue = ListUpdateQueue()
        }
        complete(finished, true)
    }

    private func enqueue(animated: Bool, completion: (@MainActor (Bool) -> Void)?) {
        queue.animated = queue.animated && animated
        if let completion { queue.completions.append(completion) }
        guard schedulesFlushAutomatically, !isFlushScheduled else { return }
        isFlushScheduled = true
        Task { @MainActor [weak self] in
            guard let self, self.isFlushScheduled else { return }
            self.flush()
        }
    }

    /// Appends the collection view's last change to ``transitions``.
    func recordTransition(
        _ collectionView: ListCollectionView, animated: Bool, reason: ListUpdateFallbackReason? = nil
    ) {
        guard var transition = collectionView.lastTransition else { return }
        transition.animated = animated && transition.kind == .batchUpdate
        transition.fallbackReason = reason
        transitions.append(transition)
    }
}
