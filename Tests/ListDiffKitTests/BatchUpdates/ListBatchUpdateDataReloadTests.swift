import ListDiffKit
import Testing

/// Section reloads in `ListBatchUpdateData`: the clean-up rules, each with its exact arrays.
@Suite struct ListBatchUpdateDataReloadTests {
    private func path(_ section: Int, _ item: Int) -> ListIndexPath { ListIndexPath(section: section, item: item) }

    private func data(
        inserts: [Int] = [], deletes: [Int] = [], moves: [ListMoveIndex] = [], reloads: [Int],
        itemInserts: [ListIndexPath] = [], itemDeletes: [ListIndexPath] = [], itemUpdates: [ListIndexPath] = [],
        itemMoves: [ListMoveIndexPath] = []
    ) -> ListBatchUpdateData {
        ListBatchUpdateData(
            insertSections: inserts, deleteSections: deletes, moveSections: moves, reloadSections: reloads,
            insertIndexPaths: itemInserts, deleteIndexPaths: itemDeletes, updateIndexPaths: itemUpdates,
            moveIndexPaths: itemMoves)
    }

    @Test func test_whenReloadingSections_thatTheyAreSortedWithoutDuplicates_andNothingElseChanges() {
        let cleaned = data(reloads: [3, 1, 3])
        #expect(cleaned.reloadSections == [1, 3])
        #expect(cleaned.insertSections == [] && cleaned.deleteSections == [] && cleaned.moveSections == [])
        #expect(cleaned == data(reloads: [1, 3]))
        #expect(cleaned != data(reloads: [1]))
    }

    @Test func test_whenNoSectionIsReloaded_thatTheDataIsIGListKits() {
        let given = ListBatchUpdateData(
            insertSections: [2], deleteSections: [0], moveSections: [ListMoveIndex(from: 1, to: 0)],
            insertIndexPaths: [path(2, 0)], deleteIndexPaths: [path(0, 0)], updateIndexPaths: [],
            moveIndexPaths: [])
        #expect(given.reloadSections == [])
        #expect(given == data(inserts: [2], deletes: [0], moves: [ListMoveIndex(from: 1, to: 0)], reloads: [],
            itemInserts: [path(2, 0)], itemDeletes: [path(0, 0)]))
    }

    @Test func test_whenADeletedSectionIsReloaded_thatTheReloadIsDropped() {
        let cleaned = data(deletes: [2], reloads: [1, 2])
        #expect(cleaned.reloadSections == [1])
        #expect(cleaned.deleteSections == [2])
    }

    @Test func test_whenAMovedSectionIsReloaded_thatTheMoveBecomesADeleteAndAnInsert() {
        let cleaned = data(moves: [ListMoveIndex(from: 2, to: 4), ListMoveIndex(from: 3, to: 1)], reloads: [0, 2])
        #expect(cleaned.reloadSections == [0])
        #expect(cleaned.deleteSections == [2])
        #expect(cleaned.insertSections == [4])
        #expect(cleaned.moveSections == [ListMoveIndex(from: 3, to: 1)])
    }

    @Test func test_whenItemsChangeInAReloadedSection_thatTheReloadAbsorbsThem() {
        // Old section 1 is reloaded; section 0 is deleted and 3 inserted, so it is section 0 after the update.
        let cleaned = data(
            inserts: [3], deletes: [0], reloads: [1], itemInserts: [path(0, 2), path(1, 0)],
            itemDeletes: [path(1, 0), path(2, 0)], itemUpdates: [path(1, 1), path(2, 1)])
        #expect(cleaned.reloadSections == [1])
        #expect(cleaned.insertIndexPaths == [path(1, 0)])
        #expect(cleaned.deleteIndexPaths == [path(2, 0)])
        #expect(cleaned.updateIndexPaths == [path(2, 1)])
    }

    @Test func test_whenItemsMoveAcrossAReloadedSection_thatTheOtherEndIsAnInsertOrADelete() {
        let cleaned = data(
            reloads: [0], itemInserts: [path(1, 1)],
            itemMoves: [
                ListMoveIndexPath(from: path(0, 1), to: path(1, 0)),  // out of the reloaded section: an insert
                ListMoveIndexPath(from: path(2, 0), to: path(0, 0)),  // into it: a delete
                ListMoveIndexPath(from: path(0, 0), to: path(0, 1)),  // inside it: dropped
                ListMoveIndexPath(from: path(1, 0), to: path(2, 0)),  // elsewhere: kept
            ])
        #expect(cleaned.reloadSections == [0])
        #expect(cleaned.insertIndexPaths == [path(1, 1), path(1, 0)])
        #expect(cleaned.deleteIndexPaths == [path(2, 0)])
        #expect(cleaned.moveIndexPaths == [ListMoveIndexPath(from: path(1, 0), to: path(2, 0))])
    }

    @Test func test_whenAMoveOutOfAReloadedSectionLandsInAMovedSection_thatTheSectionMoveIsConverted() {
        // The item's insert lands in the destination of section move 1 → 2, which becomes a delete + insert.
        let cleaned = data(
            moves: [ListMoveIndex(from: 1, to: 2)], reloads: [0],
            itemMoves: [ListMoveIndexPath(from: path(0, 0), to: path(2, 0))])
        #expect(cleaned.reloadSections == [0])
        #expect(cleaned.deleteSections == [1])
        #expect(cleaned.insertSections == [2])
        #expect(cleaned.moveSections == [])
        #expect(cleaned.insertIndexPaths == [])
        #expect(cleaned.moveIndexPaths == [])
    }

    @Test func test_whenSectionsAreInsertedAndMovedAroundAReload_thatItsNewIndexSkipsThem() {
        // Old [a, b, c, d]: a deleted, c moved to 0, a section inserted at 1 → new [c, new, b, d]: b (old 1) is 2.
        let cleaned = data(
            inserts: [1], deletes: [0], moves: [ListMoveIndex(from: 2, to: 0)], reloads: [1],
            itemInserts: [path(2, 0), path(3, 0)], itemDeletes: [path(1, 0)])
        #expect(cleaned.reloadSections == [1])
        #expect(cleaned.insertIndexPaths == [path(3, 0)])
        #expect(cleaned.deleteIndexPaths == [])
        #expect(cleaned.moveSections == [ListMoveIndex(from: 2, to: 0)])
    }
}
