import ListDiffKit

extension ListAdapterUpdater {
    /// Inserts items: recorded into the running batch, or applied at once (reloading if rejected).
    public func insertItems(into collectionView: ListCollectionView, at indexPaths: [ListIndexPath]) {
        delegate?.listAdapterUpdater(self, willInsert: indexPaths, collectionView: collectionView)
        if recording != nil { return recording!.inserts += indexPaths }
        applyNow(collectionView) { () throws(ListBatchUpdateError) in try collectionView.insertItems(at: indexPaths) }
    }

    /// Deletes items: recorded into the running batch, or applied at once (reloading if rejected).
    public func deleteItems(from collectionView: ListCollectionView, at indexPaths: [ListIndexPath]) {
        delegate?.listAdapterUpdater(self, willDelete: indexPaths, collectionView: collectionView)
        if recording != nil { return recording!.deletes += indexPaths }
        applyNow(collectionView) { () throws(ListBatchUpdateError) in try collectionView.deleteItems(at: indexPaths) }
    }

    /// Moves an item: recorded into the running batch, or applied at once (reloading if rejected).
    public func moveItem(in collectionView: ListCollectionView, from: ListIndexPath, to: ListIndexPath) {
        delegate?.listAdapterUpdater(self, willMoveFrom: from, to: to, collectionView: collectionView)
        if recording != nil { return recording!.moves.append(ListMoveIndexPath(from: from, to: to)) }
        applyNow(collectionView) { () throws(ListBatchUpdateError) in try collectionView.moveItem(at: from, to: to) }
    }

    /// Reloads an item: inside a batch a delete of `from` plus an insert of `to`; alone, a reload of `from`.
    public func reloadItem(in collectionView: ListCollectionView, from: ListIndexPath, to: ListIndexPath) {
        delegate?.listAdapterUpdater(self, willReload: [from], collectionView: collectionView)
        if recording != nil { return recording!.reloads.append(ListMoveIndexPath(from: from, to: to)) }
        applyNow(collectionView) { () throws(ListBatchUpdateError) in try collectionView.reloadItems(at: [from]) }
    }

    /// Reloads sections: inside a batch they become deletes plus inserts; alone, a section reload.
    public func reloadCollectionView(_ collectionView: ListCollectionView, sections: [Int]) {
        delegate?.listAdapterUpdater(self, willReloadSections: sections, collectionView: collectionView)
        if recording != nil { return recording!.sectionReloads += sections }
        applyNow(collectionView, animated: false) { () throws(ListBatchUpdateError) in
            try collectionView.reloadSections(sections)
        }
    }

    /// After interactive reordering moved a single-item section, the collection view holds two items in one
    /// section and none in the other: reload, as IGListKit does.
    public func moveSection(in collectionView: ListCollectionView, from: Int, to: Int) {
        collectionView.reloadData()
        recordTransition(collectionView, animated: false)
    }

    private func applyNow(
        _ collectionView: ListCollectionView, animated: Bool = true,
        _ change: () throws(ListBatchUpdateError) -> Void
    ) {
        do {
            try change()
            recordTransition(collectionView, animated: animated)
        } catch {
            reload(collectionView, ListUpdateQueue(), reason: .rejectedBatch(error)) {}
        }
    }
}
