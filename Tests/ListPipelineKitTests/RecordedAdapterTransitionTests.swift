import Foundation
import ListAdapterKit
import ListAnimationKit
import ListPipelineKit
import ListDiffKit
import ListTestSupport
import Testing

/// Rows of 100×40 in one section, stacked, in a 100×200 headless collection view.
@MainActor
final class RowsModel: ListCollectionViewDataSource, ListCollectionViewDelegate {
    var count: Int

    init(count: Int) {
        self.count = count
    }

    func numberOfSections(in collectionView: ListCollectionView) -> Int { 1 }

    func collectionView(_ collectionView: ListCollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: ListCollectionView, cellForItemAt indexPath: ListIndexPath) -> ListCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(_ collectionView: ListCollectionView, sizeForItemAt indexPath: ListIndexPath) -> CGSize {
        CGSize(width: 100, height: 40)
    }
}

@Suite struct RecordedAdapterTransitionTests {
    func path(_ item: Int) -> ListIndexPath { ListIndexPath(section: 0, item: item) }

    @Test @MainActor
    func test_whenTheCollectionViewRecordsABatch_thatItsTransitionFadesAndSlidesTheRightCells() throws {
        let model = RowsModel(count: 3)
        let collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: 200), layout: StackLayout())
        collectionView.register(ListCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = model
        collectionView.delegate = model
        collectionView.reloadData()
        try collectionView.performBatchUpdates({ () throws(ListBatchUpdateError) in
            try collectionView.deleteItems(at: [path(0)])
            try collectionView.insertItems(at: [path(2)])
        })
        let recorded = try #require(collectionView.lastTransition)
        let transition = ListTransition(recorded)
        let state = transition.state(at: 0.5)
        let summary = state.elements.map { "\($0.change) \($0.side) \($0.indexPath.item) y\(Int($0.frame.minY)) a\($0.alpha)" }
        #expect(summary == [
            "deleted before 0 y0 a0.5", "unchanged after 0 y20 a1.0", "unchanged after 1 y60 a1.0",
            "inserted after 2 y80 a0.5",
        ])
    }

    @Test @MainActor
    func test_whenATransitionIsBuiltFromARecordedBatch_thatItsChangesEmbedTheCollectionViewsMapping() throws {
        let model = RowsModel(count: 4)
        let collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: 200), layout: StackLayout())
        collectionView.register(ListCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = model
        collectionView.delegate = model
        collectionView.reloadData()
        model.count = 3
        let recorded = try collectionView.recordTransitions { () throws(ListBatchUpdateError) in
            try collectionView.performBatchUpdates { () throws(ListBatchUpdateError) in
                try collectionView.deleteItems(at: [path(3)])
                try collectionView.moveItem(at: path(0), to: path(2))
                try collectionView.reloadItems(at: [path(1)])
            }
        }
        let mapping = try #require(recorded.first?.mapping)
        let changes = ListTransition(try #require(recorded.first)).changes
        #expect(changes.mapping == mapping)
        #expect(changes.itemSources == [[.reloaded(path(1)), .existing(path(2)), .existing(path(0))]])
        #expect(changes.sectionSources == [.existing(0)])
        #expect(changes.movedItems == [ListIndexPath(section: 0, item: 2)])
        // The sources alone give the same mapping back, once the old counts are known.
        let fromSources = ListTransitionChanges(sectionSources: changes.sectionSources, itemSources: changes.itemSources)
        #expect(fromSources.mapping.newIndexPathForOld == [[path(2), path(0), path(1)]])
        #expect(fromSources.mapping.countsBefore == [3])  // the deleted last item is not named by any source
        #expect(
            ListBatchUpdateMapping(
                sectionSources: changes.sectionSources, itemSources: changes.itemSources, countsBefore: [4]) == mapping)
        #expect(ListTransitionChanges.identity(itemCounts: [2]).mapping == .identity(counts: [2]))
    }
}

