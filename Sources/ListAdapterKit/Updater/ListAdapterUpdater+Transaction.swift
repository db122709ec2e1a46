import ListDiffKit

extension ListAdapterUpdater {
    /// Runs one coalesced transaction: a reload when one was requested, else a diff plus item updates applied as
    /// one batch, falling back to a reload where IGListKit does.
    func run(_ transaction: ListUpdateQueue) {
        guard let collectionView = transaction.collectionViewProvider?() else {
            complete(transaction.completions, false)
            return
        }
        guard collectionView.dataSource != nil else {
            // IGListKit tells its delegate that the update finished without touching the collection view.
            delegate?.listAdapterUpdater(self, didFinishWithoutUpdatesWith: collectionView)
            complete(transaction.completions, false)
            return
        }
        if transaction.isReloadRequested {
            reload(collectionView, transaction, reason: nil) {
                self.runItemBlocksWithoutApplying(transaction)
                for block in transaction.reloadUpdateBlocks { block() }
            }
            return
        }
        runBatch(collectionView, transaction)
    }

    private func runBatch(_ collectionView: ListCollectionView, _ transaction: ListUpdateQueue) {
        let from = transaction.fromObjects ?? []
        let to = transaction.hasObjectUpdate ? (transaction.toObjects?() ?? []) : from
        let diff = transaction.hasObjectUpdate ? diffObjects(from, to) : nil
        let switchObjects: @MainActor () -> Void = { if transaction.hasObjectUpdate { transaction.objectTransition?(to) } }
        if let diff, allowsReloadingOnTooManyUpdates, diff.changeCount > Self.maximumBatchUpdateCount {
            return reload(collectionView, transaction, reason: .tooManyUpdates(count: diff.changeCount)) {
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
        if let diff, !diff.hasChanges, transaction.itemUpdateBlocks.isEmpty {
            // Section controllers taking equal new instances may still request item updates (a binding section
            // diffing its view models): they join this update, so its completion runs after them.
            let items = runItemBlocksRecording(transaction, before: switchObjects)
            guard items.isEmpty && reentrantCompletions.isEmpty else {
                return applyBatch(collectionView, transaction, diff: diff, from: from, to: to, items: items)
            }
            delegate?.listAdapterUpdater(self, didFinishWithoutUpdatesWith: collectionView)
            return complete(transaction.completions, true)
        }
        applyBatch(collectionView, transaction, diff: diff, from: from, to: to, switchObjects: switchObjects)
    }

    private func applyBatch(
        _ collectionView: ListCollectionView, _ transaction: ListUpdateQueue, diff: ListIndexSetResult?,
        from: [AnyListDiffable], to: [AnyListDiffable], items recorded: ListItemUpdates? = nil,
        switchObjects: @escaping @MainActor () -> Void = {}
    ) {
        delegate?.listAdapterUpdater(self, willPerformBatchUpdatesWith: collectionView)
        var applied: ListBatchUpdateData?
        do {
            try collectionView.performBatchUpdates { () throws(ListBatchUpdateError) in
                // Item updates that section controllers request while taking their new objects (a binding
                // section diffing its view models) join this batch, as in IGListKit.
                let items = recorded ?? self.runItemBlocksRecording(transaction, before: switchObjects)
                let data = self.batchData(diff: diff, items: items, from: from, collectionView: collectionView)
                applied = data
                try Self.record(data, in: collectionView)
            }
        } catch {
            delegate?.listAdapterUpdater(
                self, willCrashWith: error, fromObjects: transaction.fromObjects,
                toObjects: transaction.hasObjectUpdate ? to : nil, diffResult: diff, updates: applied)
            // The collection view is unchanged and the adapter already holds the new objects: reload.
            return reload(collectionView, transaction, reason: .rejectedBatch(error)) {}
        }
        if collectionView.lastTransition?.update.isEmpty == true {
            delegate?.listAdapterUpdater(self, didFinishWithoutUpdatesWith: collectionView)
        } else {
            recordTransition(collectionView, animated: transaction.animated)
        }
        if let applied { delegate?.listAdapterUpdater(self, didPerformBatchUpdates: applied, collectionView: collectionView) }
        complete(transaction.completions + takeReentrantCompletions(), true)
    }

    private func diffObjects(_ from: [AnyListDiffable], _ to: [AnyListDiffable]) -> ListIndexSetResult {
        delegate?.listAdapterUpdater(self, willDiffFromObjects: from, toObjects: to)
        let diff = ListDiff(oldArray: from, newArray: to, option: .equality)
        delegate?.listAdapterUpdater(self, didDiffWithResults: diff)
        delegate?.listAdapterUpdater(self, didDiffWithResults: diff, onBackgroundThread: false)
        return diff
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
