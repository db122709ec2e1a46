import ListDiffKit

extension ListAdapterUpdater {
    /// Combines the section diff and the recorded item changes as IGListKit's
    /// `IGListApplyUpdatesToCollectionView`: section updates and reloads become a delete plus an insert (or item
    /// reloads with ``preferItemReloadsForSectionReloads``), item reloads become a delete plus an insert, and
    /// the whole is cleaned by `ListBatchUpdateData`.
    func batchData(
        diff: ListIndexSetResult?, items: ListItemUpdates, from: [AnyListDiffable], collectionView: ListCollectionView
    ) -> ListBatchUpdateData {
        var inserts = Set(diff?.inserts ?? [])
        var deletes = Set(diff?.deletes ?? [])
        var moves = diff?.moves ?? []
        let reloads = Set(diff?.updates ?? []).union(items.sectionReloads)
        var itemInserts = items.inserts
        var itemDeletes = items.deletes
        var itemReloads: [ListIndexPath] = []
        if sectionMovesAsDeletesInserts {
            for move in moves {
                deletes.insert(move.from)
                inserts.insert(move.to)
            }
            moves = []
        }
        if preferItemReloadsForSectionReloads, moves.isEmpty, inserts.isEmpty, deletes.isEmpty, !reloads.isEmpty {
            for section in reloads.sorted() {
                let before = collectionView.numberOfItems(inSection: section)
                let after = collectionView.dataSource?.collectionView(collectionView, numberOfItemsInSection: section)
                if before == after {
                    itemReloads += (0..<before).map { ListIndexPath(section: section, item: $0) }
                } else {
                    deletes.insert(section)
                    inserts.insert(section)
                }
            }
        } else {
            let movedFrom = Set(moves.map(\.from))
            var converted = reloads
            if singleItemSectionUpdates {
                for section in reloads.sorted() where !movedFrom.contains(section) {
                    guard let to = newSection(of: section, diff: diff, from: from),
                        collectionView.numberOfItems(inSection: section) == 1,
                        collectionView.dataSource?.collectionView(collectionView, numberOfItemsInSection: to) == 1
                    else { continue }
                    itemReloads.append(ListIndexPath(section: section, item: 0))
                    converted.remove(section)
                }
            }
            listConvertReloads(&converted, deletes: &deletes, inserts: &inserts, result: diff, fromObjects: from)
        }
        for reload in items.reloads {
            itemDeletes.append(reload.from)
            itemInserts.append(reload.to)
        }
        return ListBatchUpdateData(
            insertSections: inserts, deleteSections: deletes, moveSections: moves, insertIndexPaths: itemInserts,
            deleteIndexPaths: itemDeletes, updateIndexPaths: itemReloads, moveIndexPaths: items.moves)
    }

    /// Where an old section is after the diff (itself when there is no diff).
    private func newSection(of section: Int, diff: ListIndexSetResult?, from: [AnyListDiffable]) -> Int? {
        guard let diff else { return section }
        guard from.indices.contains(section) else { return nil }
        return diff.newIndex(for: from[section].diffIdentity)
    }
}
