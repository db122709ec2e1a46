import ListDiffKit

extension ListCollectionView {
    /// Applies a whole ``ListBatchUpdateData`` as one change: the one shape of a change the updater hands the
    /// collection view (IGListKit's `ig_applyBatchUpdateData:`), section reloads included. The data is recorded as
    /// one value (``ListCollectionViewUpdate/init(_:)``): exactly what the UIKit-style calls it stands for
    /// (`deleteItems`, `insertItems`, `reloadItems`, `moveItem`, `moveSection`, `deleteSections`, `insertSections`,
    /// `reloadSections`) record. Inside ``performBatchUpdates(_:completion:)`` it joins the open batch; outside, it
    /// is its own batch.
    ///
    /// ```swift
    /// let data = ListBatchUpdateData(
    ///     insertSections: [2], deleteSections: [], moveSections: [], reloadSections: [1],
    ///     insertIndexPaths: [], deleteIndexPaths: [], updateIndexPaths: [], moveIndexPaths: [])
    /// try collectionView.apply(data)
    /// ```
    ///
    /// - Parameter data: cleaned batch data (item deletes, inserts, reloads and moves; section moves, deletes,
    ///   inserts and reloads).
    /// - Throws: ``ListBatchUpdateError`` when the batch does not add up (the collection view is then unchanged).
    public func apply(_ data: ListBatchUpdateData) throws(ListBatchUpdateError) {
        try record { $0.add(data) }
    }
}
