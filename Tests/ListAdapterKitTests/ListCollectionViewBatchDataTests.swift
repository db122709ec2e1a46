import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import Testing

/// The collection view takes a whole `ListBatchUpdateData` (section reloads included) as one change: the same
/// update, cells and frames as the separate calls it stands for.
@MainActor @Suite struct ListCollectionViewBatchDataTests {
    private func path(_ section: Int, _ item: Int) -> ListIndexPath { ListIndexPath(section: section, item: item) }

    @Test func test_whenApplyingBatchData_withASectionReload_thatTheUpdateIsTheSeparateCalls_cellForCell() throws {
        let data = ListBatchUpdateData(
            insertSections: [2], deleteSections: [], moveSections: [], reloadSections: [1],
            insertIndexPaths: [path(0, 0)], deleteIndexPaths: [path(0, 2)], updateIndexPaths: [path(0, 1)],
            moveIndexPaths: [])

        let viaData = CountsModel([3, 1])
        let one = viaData.makeCollectionView()
        let reloaded = one.cellForItem(at: path(1, 0))
        viaData.counts = [3, 1, 2]
        try one.apply(data)

        let viaCalls = CountsModel([3, 1])
        let other = viaCalls.makeCollectionView()
        viaCalls.counts = [3, 1, 2]
        try other.performBatchUpdates { () throws(ListBatchUpdateError) in
            try other.deleteItems(at: [path(0, 2)])
            try other.insertItems(at: [path(0, 0)])
            try other.reloadItems(at: [path(0, 1)])
            try other.insertSections([2])
            try other.reloadSections([1])
        }

        let applied = try #require(one.lastTransition)
        let called = try #require(other.lastTransition)
        #expect(applied.kind == .batchUpdate)
        #expect(applied.update == called.update)
        #expect(applied.update.reloadSections == [1])
        #expect(applied.update == ListCollectionViewUpdate(data))
        #expect(applied.update.count == 5)
        #expect(applied.insertedItems == called.insertedItems)
        #expect(applied.deletedItems == called.deletedItems)
        #expect(applied.layoutAfter.itemFrames == called.layoutAfter.itemFrames)
        #expect(one.itemCounts == [3, 1, 2])
        #expect(one.visibleCells.map(\.frame) == other.visibleCells.map(\.frame))
        #expect(one.cellForItem(at: path(1, 0)) !== reloaded)  // the reloaded section's cell is a new one
        #expect(applied.layoutAfter.itemFrames[2][1] == CGRect(x: 0, y: 200, width: 100, height: 40))
    }

    @Test func test_whenBatchDataDoesNotAddUp_thatItThrows_andNothingChanges() {
        let model = CountsModel([2])
        let collectionView = model.makeCollectionView()
        let data = ListBatchUpdateData(
            insertSections: [], deleteSections: [], moveSections: [], insertIndexPaths: [path(0, 0)],
            deleteIndexPaths: [], updateIndexPaths: [], moveIndexPaths: [])
        #expect(throws: ListBatchUpdateError.invalidNumberOfItems(
            section: 0, after: 2, before: 2, inserted: 1, deleted: 0, movedIn: 0, movedOut: 0)) {
            try collectionView.apply(data)
        }
        #expect(collectionView.itemCounts == [2])
        #expect(collectionView.lastTransition?.kind == .reloadData)
    }

    @Test func test_whenApplyingBatchDataInsideABatch_thatItJoinsTheOpenBatch_asOneUpdate() throws {
        let model = CountsModel([2, 2])
        let collectionView = model.makeCollectionView()
        model.counts = [3, 2]
        let data = ListBatchUpdateData(
            insertSections: [], deleteSections: [], moveSections: [], reloadSections: [1],
            insertIndexPaths: [path(0, 2)], deleteIndexPaths: [path(1, 0)], updateIndexPaths: [], moveIndexPaths: [])
        #expect(data.deleteIndexPaths == [])  // the section reload replaces the items of section 1
        let transitions = try collectionView.recordTransitions { () throws(ListBatchUpdateError) in
            try collectionView.performBatchUpdates { () throws(ListBatchUpdateError) in
                try collectionView.reloadItems(at: [path(0, 0)])
                try collectionView.apply(data)
            }
        }
        var expected = ListCollectionViewUpdate()
        expected.reloadItems = [path(0, 0)]
        expected.insertItems = [path(0, 2)]
        expected.reloadSections = [1]
        #expect(transitions.map(\.update) == [expected])
        #expect(collectionView.itemCounts == [3, 2])
        #expect(transitions[0].insertedItems == [path(0, 0), path(0, 2), path(1, 0), path(1, 1)])
    }
}
