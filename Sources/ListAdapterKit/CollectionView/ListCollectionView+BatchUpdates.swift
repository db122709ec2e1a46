import ListDiffKit

extension ListCollectionView {
    /// Runs `updates`, which records inserts, deletes, reloads and moves, then checks them against the counts
    /// the data source reports afterwards, exactly as UIKit does, and applies them as one change.
    ///
    /// ```swift
    /// try collectionView.performBatchUpdates {
    ///     model.remove(at: 0)
    ///     try collectionView.deleteItems(at: [ListIndexPath(section: 0, item: 0)])
    /// } completion: { finished in print(finished) }
    /// ```
    ///
    /// - Parameters:
    ///   - updates: records the operations (and usually changes the model); may record nothing, to just re-read counts.
    ///   - completion: called with `true` once the change is applied; not called when the update is rejected.
    /// - Throws: ``ListBatchUpdateError`` when the update is inconsistent; the collection view is then unchanged.
    public func performBatchUpdates(
        _ updates: () throws(ListBatchUpdateError) -> Void, completion: ((Bool) -> Void)? = nil
    ) throws(ListBatchUpdateError) {
        guard dataSource != nil else { throw .noDataSource }
        loadIfNeeded()
        if pendingUpdate != nil {
            // A nested batch joins the open one, as in UIKit.
            try updates()
            completion?(true)
            return
        }
        pendingUpdate = ListCollectionViewUpdate()
        defer { pendingUpdate = nil }
        // What the cells showed when the update began: now, unless the caller (the adapter's updater, whose
        // section controllers re-bound cells before the batch opened) gave it.
        let given = contentBeforeUpdate
        contentBeforeUpdate = given ?? shownContent
        defer { contentBeforeUpdate = given }
        try updates()
        let update = pendingUpdate ?? ListCollectionViewUpdate()
        pendingUpdate = nil
        let after = fetchCounts()
        let mapping = try ListBatchUpdateValidator.validate(update, before: itemCounts, after: after)
        apply(update, mapping: mapping)
        completion?(true)
    }

    /// Applies an update that was already validated, and records the transition.
    func apply(_ update: ListCollectionViewUpdate, mapping: ListBatchUpdateMapping) {
        let before = layoutResult
        let boundsBefore = bounds
        let contentBefore = contentBeforeUpdate ?? shownContent
        itemCounts = mapping.countsAfter
        selectedPaths = Set(selectedPaths.compactMap { remappedSurvivor($0, mapping) })
        highlightedPaths = Set(highlightedPaths.compactMap { remappedSurvivor($0, mapping) })
        let leaving = remapVisibleViews(mapping)
        let survivors = shownContent
        invalidateLayout()
        // As in UIKit, the new cells are displayed before the removed ones end display, so a section whose
        // cells are all replaced never looks as if it left the screen.
        endDisplaying(leaving)
        lastTransition = ListUpdateTransition(
            kind: .batchUpdate, layoutBefore: before, layoutAfter: layoutResult, boundsBefore: boundsBefore,
            boundsAfter: bounds, update: update, mapping: mapping, contentBefore: contentBefore,
            contentAfter: shownContent.merging(survivors))
        transitionRecorder.record(lastTransition!)
    }

    /// The new index path of an old item that keeps its cell (not deleted, not reloaded).
    func remappedSurvivor(_ old: ListIndexPath, _ mapping: ListBatchUpdateMapping) -> ListIndexPath? {
        guard let new = mapping.newIndexPath(forOld: old),
            case .existing = mapping.itemSources[new.section][new.item]
        else { return nil }
        return new
    }

    /// Inserts items (new index paths). Outside ``performBatchUpdates(_:completion:)`` it is a batch of its own.
    ///
    /// - Throws: ``ListBatchUpdateError`` when applied alone and inconsistent; never inside a batch.
    public func insertItems(at indexPaths: [ListIndexPath]) throws(ListBatchUpdateError) {
        try record { $0.insertItems += indexPaths }
    }

    /// Deletes items (old index paths). Outside a batch it is a batch of its own.
    ///
    /// - Throws: ``ListBatchUpdateError`` when applied alone and inconsistent; never inside a batch.
    public func deleteItems(at indexPaths: [ListIndexPath]) throws(ListBatchUpdateError) {
        try record { $0.deleteItems += indexPaths }
    }

    /// Reloads items (old index paths): their cells are replaced by fresh ones.
    ///
    /// - Throws: ``ListBatchUpdateError`` when applied alone and inconsistent; never inside a batch.
    public func reloadItems(at indexPaths: [ListIndexPath]) throws(ListBatchUpdateError) {
        try record { $0.reloadItems += indexPaths }
    }

    /// Moves an item from an old index path to a new one.
    ///
    /// - Throws: ``ListBatchUpdateError`` when applied alone and inconsistent; never inside a batch.
    public func moveItem(at indexPath: ListIndexPath, to newIndexPath: ListIndexPath) throws(ListBatchUpdateError) {
        try record { $0.moveItems.append(.init(from: indexPath, to: newIndexPath)) }
    }

    /// Inserts sections (new indexes).
    ///
    /// - Throws: ``ListBatchUpdateError`` when applied alone and inconsistent; never inside a batch.
    public func insertSections(_ sections: [Int]) throws(ListBatchUpdateError) {
        try record { $0.insertSections += sections }
    }

    /// Deletes sections (old indexes).
    ///
    /// - Throws: ``ListBatchUpdateError`` when applied alone and inconsistent; never inside a batch.
    public func deleteSections(_ sections: [Int]) throws(ListBatchUpdateError) {
        try record { $0.deleteSections += sections }
    }

    /// Reloads sections (old indexes): every cell of them is replaced.
    ///
    /// - Throws: ``ListBatchUpdateError`` when applied alone and inconsistent; never inside a batch.
    public func reloadSections(_ sections: [Int]) throws(ListBatchUpdateError) {
        try record { $0.reloadSections += sections }
    }

    /// Moves a section from an old index to a new one.
    ///
    /// - Throws: ``ListBatchUpdateError`` when applied alone and inconsistent; never inside a batch.
    public func moveSection(_ section: Int, toSection newSection: Int) throws(ListBatchUpdateError) {
        try record { $0.moveSections.append(.init(from: section, to: newSection)) }
    }

    /// Adds to the open batch, or runs a batch of one operation.
    func record(_ change: (inout ListCollectionViewUpdate) -> Void) throws(ListBatchUpdateError) {
        if pendingUpdate != nil {
            change(&pendingUpdate!)
            return
        }
        try performBatchUpdates({ () throws(ListBatchUpdateError) in change(&self.pendingUpdate!) })
    }
}
