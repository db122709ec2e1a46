import ListDiffKit

extension ListCollectionView {
    /// Records a whole ``ListBatchUpdateData`` — and sections to reload — as one change: the one shape the updater
    /// hands the collection view (IGListKit's `ig_applyBatchUpdateData:`), instead of seven separate calls. Inside
    /// ``performBatchUpdates(_:completion:)`` it joins the open batch; outside, it is its own batch.
    ///
    /// ```swift
    /// try collectionView.performBatchUpdates { () throws(ListBatchUpdateError) in
    ///     try collectionView.apply(data, reloadingSections: [2])
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - data: cleaned batch data (item deletes, inserts, reloads and moves; section moves, deletes and inserts).
    ///   - sections: sections whose cells are all replaced (UIKit's `reloadSections(_:)`), by their old index.
    /// - Throws: ``ListBatchUpdateError`` when the batch does not add up (the collection view is then unchanged).
    public func apply(_ data: ListBatchUpdateData, reloadingSections sections: [Int] = []) throws(ListBatchUpdateError) {
        try performBatchUpdates { () throws(ListBatchUpdateError) in
            try deleteItems(at: data.deleteIndexPaths)
            try insertItems(at: data.insertIndexPaths)
            try reloadItems(at: data.updateIndexPaths)
            for move in data.moveIndexPaths { try moveItem(at: move.from, to: move.to) }
            for move in data.moveSections { try moveSection(move.from, toSection: move.to) }
            try deleteSections(data.deleteSections)
            try insertSections(data.insertSections)
            if !sections.isEmpty { try reloadSections(sections) }
        }
    }
}
