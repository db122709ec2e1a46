import ListDiffKit

/// Diffs object arrays and applies the difference to a ``ListCollectionView`` as one validated batch update
/// (IGListKit's `IGListAdapterUpdater`).
///
/// Requests are **coalesced**: every `performUpdate`, item update and reload requested before the updater runs
/// becomes one transaction, and every completion is called. IGListKit runs on the next run-loop turn; here the
/// turn is explicit: ``flush()`` runs everything queued (tests and the CLI call it), and with
/// ``schedulesFlushAutomatically`` the ``scheduler`` also runs it on a later main-actor turn — or, with
/// ``adaptiveCoalescingExperimentConfig``, at once or after a delay that grows while updates come in fast.
/// With ``allowsBackgroundDiffing`` the diff runs on another thread while the main actor goes on.
///
/// Like IGListKit it falls back to `reloadData` — telling the delegate why — when the diff has more than 100
/// changes (with ``allowsReloadingOnTooManyUpdates``), when the collection view's section count differs from the
/// old objects, and when the collection view rejects the batch. It never crashes on an inconsistent update.
/// Inside ``recordTransitions(_:)`` every applied change is recorded for the animation renderer; outside one
/// nothing accumulates.
///
/// ```swift
/// let updater = ListAdapterUpdater()
/// let adapter = ListAdapter(updater: updater, viewController: nil)
/// let transitions = updater.recordTransitions {
///     adapter.performUpdates(animated: true)
///     adapter.performUpdates(animated: true) { _ in print("done") }
///     updater.flush()                  // one batch; both completions called
/// }
/// transitions.last?.insertedItems
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
    /// Whether the diff of an object update runs off the main actor (IGListKit's `allowsBackgroundDiffing`).
    /// Default false.
    ///
    /// The update starts on the main actor (`willDiff`), the same `ListDiff` runs on a global dispatch queue, and
    /// the update goes on on the main actor when it is done (`didDiff(withResults:onBackgroundThread: true)`, then
    /// the batch), on a later main-actor turn — or at once inside ``flush()``, which waits for it. A change of the
    /// adapter's collection view or data source while the diff runs cancels it: the change
    /// absorbs it (see ``performDataSourceChange(_:)``). The models are read on the diffing thread: they must not change while an update is queued.
    public var allowsBackgroundDiffing = false
    /// Whether section moves are applied as a delete plus an insert.
    public var sectionMovesAsDeletesInserts = false
    /// Whether requests schedule the update on the ``scheduler`` (as IGListKit does); when false, only
    /// ``flush()`` and ``update()`` run it. Default true.
    public var schedulesFlushAutomatically = true
    /// The clock and the timer that run scheduled updates. Default: ``ListMainActorUpdateScheduler``.
    public var scheduler: any ListUpdateScheduler = ListMainActorUpdateScheduler()
    /// When scheduled updates run (IGListKit 5's `adaptiveCoalescingExperimentConfig`). Default: disabled, every
    /// update waits for the next main-actor turn.
    public var adaptiveCoalescingExperimentConfig: ListAdaptiveCoalescingExperimentConfig {
        get { coalescer.config }
        set { coalescer.config = newValue }
    }

    var queue = ListUpdateQueue()
    var recording: ListItemUpdates?
    var reentrantCompletions: [@MainActor (Bool) -> Void] = []
    /// The update whose diff is running off the main actor.
    var inFlight: ListInFlightUpdate?
    var isRunningTransaction = false
    var isFlushing = false
    var coalescer = ListUpdateCoalescer()
    /// Tells scheduled work apart from work made stale by ``flush()``.
    var scheduleGeneration = 0
    /// The open ``recordTransitions(_:)`` scopes.
    let transitionRecorder = ListTransitionRecorder()

    /// Creates an updater.
    ///
    /// - Parameter objectLookup: equality (default) or identity lookup of objects.
    public init(objectLookup: ListObjectLookup = .equality) {
        self.objectLookup = objectLookup
    }

    /// Whether the adapter's data is being switched or section controllers' item updates are running inside an
    /// update (IGListKit's `isInDataUpdateBlock`).
    public var isInDataUpdateBlock: Bool { recording != nil }

    /// Whether changes are queued or running and not yet applied (IGListKit's `hasChanges`).
    public var hasPendingUpdates: Bool { !queue.isEmpty || inFlight != nil }

    /// Tells the delegate that a section controller is about to break the collection view (IGListKit 5's
    /// `willCrashWithCollectionView:sectionControllerClass:`), so that a crash report can name it. The adapter
    /// calls it before stopping on a section controller that dequeues while it is not in a list.
    ///
    /// - Parameters:
    ///   - collectionView: the collection view, if any.
    ///   - sectionControllerClass: the section controller's class.
    public func willCrash(with collectionView: ListCollectionView?, sectionControllerClass: AnyClass) {
        delegate?.listAdapterUpdater(self, willCrashWith: collectionView, sectionControllerClass: sectionControllerClass)
    }

    /// Runs every queued change now, as one transaction per round (changes queued while it runs, for example
    /// from a completion, run in a following round before `flush` returns). A diff running off the main actor is
    /// waited for.
    public func flush() {
        scheduleGeneration &+= 1
        coalescer.cancelQueuedUpdate()
        let outer = isFlushing
        isFlushing = true
        defer { isFlushing = outer }
        var rounds = 0
        while rounds < 100 {
            if let update = inFlight {
                resume(update, waiting: true)
            } else if !queue.isEmpty {
                startNextTransaction()
            } else {
                break
            }
            rounds += 1
        }
    }

    /// Starts the queued changes now as one transaction (IGListKit's `update`), unless one is running. With
    /// ``allowsBackgroundDiffing`` it returns while the diff runs; the update finishes on a later main-actor turn
    /// (or in ``flush()``).
    public func update() {
        guard inFlight == nil, !isRunningTransaction, !queue.isEmpty else { return }
        startNextTransaction()
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

    /// Runs `change` at once (IGListKit 5's `performDataSourceChange:`), which swaps the adapter's collection view
    /// or data source and reloads from it. Everything pending is absorbed by it, as IGListKit's data-source-change
    /// transaction: an update whose diff is running off the main actor is cancelled, the queued item updates run
    /// their model changes first (their collection-view changes are dropped: the change reloads), queued object
    /// updates and reloads are superseded by the change's reload of the latest data, and every pending completion
    /// is called with `true` after the change.
    public func performDataSourceChange(_ change: @MainActor () -> Void) {
        cancelInFlightUpdate()
        guard !queue.isEmpty else { return change() }
        let pending = queue
        queue = ListUpdateQueue()
        _ = runItemBlocksRecording(pending)
        let inUpdate = reentrantCompletions
        reentrantCompletions = []
        change()
        complete(pending.completions + inUpdate, true)
        queueUpdateIfNeeded()
    }

    private func enqueue(animated: Bool, completion: (@MainActor (Bool) -> Void)?) {
        queue.animated = queue.animated && animated
        if let completion { queue.completions.append(completion) }
        queueUpdateIfNeeded()
    }

    /// Asks the coalescer when the queued changes run, and schedules or runs them (IGListKit's
    /// `_queueUpdateIfNeeded`).
    func queueUpdateIfNeeded() {
        guard schedulesFlushAutomatically, !queue.isEmpty, !isFlushing else { return }
        let isViewVisible = queue.collectionViewProvider?()?.isVisible ?? true
        switch coalescer.request(now: scheduler.now, isViewVisible: isViewVisible) {
        case .alreadyQueued:
            return
        case .now:
            performCoalescedUpdate()
        case .after(let delay):
            let generation = scheduleGeneration
            scheduler.schedule(after: delay) { [weak self] in
                guard let self, self.scheduleGeneration == generation else { return }
                self.performCoalescedUpdate()
            }
        }
    }

    private func performCoalescedUpdate() {
        coalescer.didStartUpdate(at: scheduler.now)
        update()
    }

    /// Records the collection view's last change in the open ``recordTransitions(_:)`` scopes, as the updater
    /// applied it (animated or not, and why it fell back to a reload); outside a scope, nothing.
    func recordTransition(
        _ collectionView: ListCollectionView, animated: Bool, reason: ListUpdateFallbackReason? = nil
    ) {
        guard transitionRecorder.isRecording, var transition = collectionView.lastTransition else { return }
        transition.animated = animated && transition.kind == .batchUpdate
        transition.fallbackReason = reason
        transitionRecorder.record(transition)
    }
}
