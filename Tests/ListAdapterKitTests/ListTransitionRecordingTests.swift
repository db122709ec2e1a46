import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListTestSupport
import Testing

/// Transitions are recorded only inside a recording scope: of the collection view, or of the adapter's updater.
@MainActor @Suite struct ListTransitionRecordingTests {
    private func path(_ section: Int, _ item: Int) -> ListIndexPath { ListIndexPath(section: section, item: item) }

    private struct Stop: Error, Equatable {}

    /// Appends one item to section 0 as a batch update of its own.
    private func appendItem(_ model: CountsModel, _ collectionView: ListCollectionView) throws {
        model.counts[0] += 1
        try collectionView.insertItems(at: [path(0, model.counts[0] - 1)])
    }

    @Test func test_whenUpdatingOutsideAScope_thatNothingIsRecorded_andAScopeRecordsOnlyItsOwnChanges() throws {
        let model = CountsModel([1])
        let collectionView = model.makeCollectionView()
        #expect(!collectionView.isRecordingTransitions)
        try appendItem(model, collectionView)
        collectionView.reloadData()
        let recorded = try collectionView.recordTransitions {
            #expect(collectionView.isRecordingTransitions)
            try appendItem(model, collectionView)
            collectionView.reloadData()
        }
        #expect(!collectionView.isRecordingTransitions)
        #expect(recorded.map(\.kind) == [.batchUpdate, .reloadData])
        #expect(recorded[0].update.insertItems == [path(0, 2)])
        #expect(recorded[0].layoutAfter.itemFrames == [[0, 40, 80].map { CGRect(x: 0, y: $0, width: 100, height: 40) }])
        try appendItem(model, collectionView)
        #expect(collectionView.recordTransitions {}.isEmpty)
        #expect(collectionView.lastTransition?.update.insertItems == [path(0, 3)])  // the one last change only
    }

    @Test func test_whenScopesNest_thatTheInnerReturnsItsChanges_andTheOuterAllOfThem() throws {
        let model = CountsModel([0])
        let collectionView = model.makeCollectionView()
        var inner: [ListUpdateTransition] = []
        let outer = try collectionView.recordTransitions {
            try appendItem(model, collectionView)
            inner = try collectionView.recordTransitions { try appendItem(model, collectionView) }
            try appendItem(model, collectionView)
        }
        #expect(inner.map(\.update.insertItems) == [[path(0, 1)]])
        #expect(outer.map(\.update.insertItems) == [[path(0, 0)], [path(0, 1)], [path(0, 2)]])
        #expect(outer[1] == inner[0])
    }

    @Test func test_whenAScopeThrows_thatItCloses_andTheOuterScopeKeepsWhatWasApplied() throws {
        let model = CountsModel([0])
        let collectionView = model.makeCollectionView()
        let outer = try collectionView.recordTransitions {
            #expect(throws: Stop()) {
                _ = try collectionView.recordTransitions { () throws(Stop) in
                    try? appendItem(model, collectionView)
                    throw Stop()
                }
            }
            #expect(collectionView.isRecordingTransitions)  // the outer scope is still open
            try appendItem(model, collectionView)
        }
        #expect(!collectionView.isRecordingTransitions)
        #expect(outer.map(\.update.insertItems) == [[path(0, 0)], [path(0, 1)]])
    }

    @Test func test_whenABatchIsRejectedInAScope_thatNothingIsRecorded() throws {
        let model = CountsModel([2])
        let collectionView = model.makeCollectionView()
        let recorded = collectionView.recordTransitions {
            #expect(throws: ListBatchUpdateError.self) {
                try collectionView.insertItems(at: [path(0, 0)])  // the data source still reports 2 items
            }
        }
        #expect(recorded.isEmpty)
    }

    @Test func test_whenTheUpdaterAppliesChanges_thatOnlyItsScopeRecordsThem_asItDescribesThem() throws {
        let list = ListFixture(rows(1))
        list.feed.rows = rows(1, 1)
        list.adapter.performUpdates(animated: true)
        list.updater.flush()
        #expect(!list.updater.isRecordingTransitions)
        var inner: [ListUpdateTransition] = []
        let recorded = list.updater.recordTransitions {
            list.feed.rows = rows(1, 1, 1)
            list.adapter.performUpdates(animated: false)
            list.updater.flush()
            inner = list.updater.recordTransitions {
                list.adapter.reloadData(completion: nil)
                list.updater.flush()
            }
        }
        #expect(recorded.map(\.kind) == [.batchUpdate, .reloadData])
        #expect(recorded.map(\.animated) == [false, false])
        #expect(recorded[0].update.insertSections == [2])
        #expect(inner == [recorded[1]])
        #expect(try list.updater.recordTransitions { () throws(Stop) in list.updater.flush() }.isEmpty)
    }
}
