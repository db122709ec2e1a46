import ListDiffKit

extension ListAdapterUpdater {
    /// Takes the queued changes as one transaction and runs it; with a background diff it goes on later.
    func startNextTransaction() {
        let transaction = queue
        queue = ListUpdateQueue()
        isRunningTransaction = true
        run(transaction)
        isRunningTransaction = false
        if inFlight == nil { transactionDidFinish() }
    }

    /// After a transaction: changes queued meanwhile (from completions) are scheduled, as IGListKit does.
    private func transactionDidFinish() {
        queueUpdateIfNeeded()
    }

    /// Runs one coalesced transaction: a reload when one was requested, else a diff plus item updates applied as
    /// one batch, falling back to a reload where IGListKit does.
    func run(_ transaction: ListUpdateQueue) {
        guard let collectionView = transaction.collectionViewProvider?() else {
            delegate?.listAdapterUpdater(self, didFinishWithoutUpdatesWith: nil)
            complete(transaction.completions, false)
            return
        }
        if transaction.isReloadRequested {
            // Reloaded even without a data source (the collection view then shows nothing), as IGListKit's
            // reload transaction.
            reload(collectionView, transaction, reason: nil) {
                self.runItemBlocksWithoutApplying(transaction)
                for block in transaction.reloadUpdateBlocks { block() }
            }
            return
        }
        let from = transaction.fromObjects ?? []
        guard transaction.hasObjectUpdate else {
            return runBatch(collectionView, transaction, from: from, to: from, diff: nil)
        }
        let to = transaction.toObjects?() ?? []
        delegate?.listAdapterUpdater(self, willDiffFromObjects: from, toObjects: to)
        guard allowsBackgroundDiffing else {
            let diff = ListDiff(oldArray: from, newArray: to, option: .equality)
            return runBatch(collectionView, transaction, from: from, to: to, diff: diff, onBackgroundThread: false)
        }
        let job = ListBackgroundDiff(from: from, to: to) { [weak self] in
            Task { @MainActor in self?.backgroundDiffFinished() }
        }
        inFlight = ListInFlightUpdate(transaction: transaction, collectionView: collectionView, from: from, to: to, diff: job)
    }

    /// The background diff is done: the update goes on, unless it was cancelled or already resumed.
    private func backgroundDiffFinished() {
        guard let update = inFlight, update.diff.isFinished, !isRunningTransaction else { return }
        resume(update, waiting: false)
    }

    /// Goes on with an update whose diff ran off the main actor (waiting for the diff when asked).
    func resume(_ update: ListInFlightUpdate, waiting: Bool) {
        guard waiting || update.diff.isFinished else { return }
        let (diff, onBackgroundThread) = update.diff.wait()
        inFlight = nil
        isRunningTransaction = true
        runBatch(
            update.collectionView, update.transaction, from: update.from, to: update.to, diff: diff,
            onBackgroundThread: onBackgroundThread)
        isRunningTransaction = false
        if !isFlushing { transactionDidFinish() }
    }

    /// Puts an update whose diff is running back in front of the queue, for a data-source change to absorb (as
    /// IGListKit's `performDataSourceChange:` cancels the transaction and merges its builder).
    func cancelInFlightUpdate() {
        guard let update = inFlight else { return }
        inFlight = nil
        var merged = update.transaction
        merged.append(queue)
        queue = merged
    }

    /// The transaction cannot touch the collection view (no data source): the delegate is told, completions get
    /// `false` (IGListKit's `_bail`).
    private func bail(_ collectionView: ListCollectionView, _ transaction: ListUpdateQueue) {
        delegate?.listAdapterUpdater(self, didFinishWithoutUpdatesWith: collectionView as ListCollectionView?)
        complete(transaction.completions, false)
    }

    /// After the diff (IGListKit's `_didDiff:`): tells the delegate, then applies one batch or falls back.
    private func runBatch(
        _ collectionView: ListCollectionView, _ transaction: ListUpdateQueue, from: [AnyListDiffable],
        to: [AnyListDiffable], diff: ListIndexSetResult?, onBackgroundThread: Bool = false
    ) {
        if let diff {
            delegate?.listAdapterUpdater(self, didDiffWithResults: diff)
            delegate?.listAdapterUpdater(self, didDiffWithResults: diff, onBackgroundThread: onBackgroundThread)
        }
        guard collectionView.dataSource != nil else { return bail(collectionView, transaction) }
        let switchObjects: @MainActor () -> Void = { if transaction.hasObjectUpdate { transaction.objectTransition?(to) } }
        if let diff, allowsReloadingOnTooManyUpdates, diff.changeCount > Self.maximumBatchUpdateCount {
            return reload(collectionView, transaction, reason: .tooManyUpdates(count: diff.changeCount)) {
                self.runItemBlocksWithoutApplying(transaction, before: switchObjects)
            }
        }
        if transaction.hasObjectUpdate, let reason = Self.changedIdentifier(in: from) {
            return reload(collectionView, transaction, reason: reason) {
                self.runItemBlocksWithoutApplying(transaction, before: switchObjects)
            }
        }
        if transaction.hasObjectUpdate, collectionView.numberOfSections != from.count {
            let reason = ListUpdateFallbackReason.sectionCountMismatch(
                collectionView: collectionView.numberOfSections, fromObjects: from.count)
            return reload(collectionView, transaction, reason: reason) {
                self.runItemBlocksWithoutApplying(transaction, before: switchObjects)
            }
        }
        delegate?.listAdapterUpdater(
            self, willPerformBatchUpdatesWith: collectionView, fromObjects: transaction.hasObjectUpdate ? from : nil,
            toObjects: transaction.hasObjectUpdate ? to : nil, listIndexSetResult: diff, animated: transaction.animated)
        if let diff, !diff.hasChanges, transaction.itemUpdateBlocks.isEmpty {
            // IGListKit's IGListExperimentSkipPerformUpdateIfPossible, always on: nothing changed, so no batch.
            // Section controllers taking equal new instances may still request item updates (a binding section
            // diffing its view models): they join this update, so its completion runs after them.
            // The blocks run before the batch opens, and a binding section re-binds its cells in them: the batch's
            // record starts from what the cells showed before, so a re-bound cell's change is seen (and outlined).
            let contentBefore = collectionView.shownContent
            let items = runItemBlocksRecording(transaction, before: switchObjects)
            guard items.isEmpty && reentrantCompletions.isEmpty else {
                collectionView.contentBeforeUpdate = contentBefore
                defer { collectionView.contentBeforeUpdate = nil }
                return applyBatch(collectionView, transaction, diff: diff, from: from, to: to, items: items)
            }
            delegate?.listAdapterUpdater(self, didFinishWithoutUpdatesWith: collectionView as ListCollectionView?)
            return complete(transaction.completions, true)
        }
        applyBatch(collectionView, transaction, diff: diff, from: from, to: to, switchObjects: switchObjects)
    }

    private func applyBatch(
        _ collectionView: ListCollectionView, _ transaction: ListUpdateQueue, diff: ListIndexSetResult?,
        from: [AnyListDiffable], to: [AnyListDiffable], items recorded: ListItemUpdates? = nil,
        switchObjects: @escaping @MainActor () -> Void = {}
    ) {
        var applied: ListBatchUpdateData?
        do {
            try collectionView.performBatchUpdates { () throws(ListBatchUpdateError) in
                // Item updates that section controllers request while taking their new objects (a binding
                // section diffing its view models) join this batch, as in IGListKit.
                let items = recorded ?? self.runItemBlocksRecording(transaction, before: switchObjects)
                let data = self.batchData(diff: diff, items: items, from: from, collectionView: collectionView)
                applied = data
                try collectionView.apply(data)  // one value into the open batch
            }
        } catch {
            delegate?.listAdapterUpdater(
                self, willCrashWith: error, fromObjects: transaction.fromObjects,
                toObjects: transaction.hasObjectUpdate ? to : nil, diffResult: diff, updates: applied)
            // The collection view is unchanged and the adapter already holds the new objects: reload.
            return reload(collectionView, transaction, reason: .rejectedBatch(error)) {}
        }
        if collectionView.lastTransition?.update.isEmpty == true {
            delegate?.listAdapterUpdater(self, didFinishWithoutUpdatesWith: collectionView as ListCollectionView?)
        } else {
            recordTransition(collectionView, animated: transaction.animated)
        }
        if let applied { delegate?.listAdapterUpdater(self, didPerformBatchUpdates: applied, collectionView: collectionView) }
        complete(transaction.completions + takeReentrantCompletions(), true)
    }

    /// The first old object (a class instance: a value cannot change) whose `diffIdentifier()` is no longer the one
    /// it was taken with (IGListKit 5.1's check), as a fallback reason naming it.
    static func changedIdentifier(in objects: [AnyListDiffable]) -> ListUpdateFallbackReason? {
        for (section, object) in objects.enumerated() where type(of: object.base) is AnyObject.Type {
            guard AnyListDiffable(object.base).diffIdentity != object.diffIdentity else { continue }
            return .diffIdentifierChanged(object: String(describing: object.base), section: section)
        }
        return nil
    }

    /// Reloads after `prepare` switched the data; records the transition and calls the completions.
    func reload(
        _ collectionView: ListCollectionView, _ transaction: ListUpdateQueue, reason: ListUpdateFallbackReason?,
        prepare: @MainActor () -> Void
    ) {
        delegate?.listAdapterUpdater(self, willReloadDataWith: collectionView, isFallbackReload: reason != nil)
        prepare()
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        recordTransition(collectionView, animated: false, reason: reason)
        delegate?.listAdapterUpdater(self, didReloadDataWith: collectionView, isFallbackReload: reason != nil)
        if let reason { delegate?.listAdapterUpdater(self, didFallBackToReload: reason, collectionView: collectionView) }
        complete(transaction.completions + takeReentrantCompletions(), true)
    }

    /// Runs the item blocks, recording their changes instead of applying them.
    func runItemBlocksRecording(_ transaction: ListUpdateQueue, before: @MainActor () -> Void = {}) -> ListItemUpdates {
        recording = ListItemUpdates()
        before()
        for block in transaction.itemUpdateBlocks { block() }
        defer { recording = nil }
        return recording ?? ListItemUpdates()
    }

    /// Runs the item blocks for their model changes; a reload follows, so their collection-view changes are
    /// dropped (IGListKit: "item updates must not send mutations to the collection view while we are reloading").
    func runItemBlocksWithoutApplying(_ transaction: ListUpdateQueue, before: @MainActor () -> Void = {}) {
        _ = runItemBlocksRecording(transaction, before: before)
    }

    private func takeReentrantCompletions() -> [@MainActor (Bool) -> Void] {
        defer { reentrantCompletions = [] }
        return reentrantCompletions
    }

    func complete(_ completions: [@MainActor (Bool) -> Void], _ finished: Bool) {
        for completion in completions { completion(finished) }
    }
}
