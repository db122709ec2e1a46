import ListDiffKit
import Testing

@Suite struct ListIndexSetResultBatchUpdatesTests {
    @Test func test_whenAnUpdatedObjectAlsoMoves_thatTheMoveBecomesDeleteAndInsert() {
        let result = ListDiff(oldArray: [Row(1, "a"), Row(2, "b")], newArray: [Row(2, "B"), Row(1, "a")])
            .resultForBatchUpdates()
        #expect(result.deletes == [1])
        #expect(result.inserts == [0])
        #expect(result.updates == [])
        #expect(result.moves == moves((0, 1)))
    }

    @Test func test_whenAnUpdatedObjectStays_thatItIsDeletedAtItsOldIndexAndInsertedAtItsNewIndex() {
        let result = ListDiff(oldArray: [Row(1, "a"), Row(2, "b")], newArray: [Row(0, "z"), Row(1, "a"), Row(2, "B")])
            .resultForBatchUpdates()
        #expect(result.deletes == [1])
        #expect(result.inserts == [0, 2])
        #expect(result.updates == [])
        #expect(result.moves == [])
        #expect(result.oldIndex(for: 2) == 1 && result.newIndex(for: 2) == 2)
    }

    @Test func test_whenDuplicatesAreUpdated_thatOnlyTheLastOldOccurrenceIsConverted() {
        // IGListKit's quirk: the conversion walks the old identifier map, whose value is the last occurrence.
        let diff = ListDiff(oldArray: [Row(1, "a"), Row(1, "a")], newArray: [Row(1, "b"), Row(1, "b")])
        #expect(diff.updates == [0, 1])
        let result = diff.resultForBatchUpdates()
        #expect(result.deletes == [1])
        #expect(result.inserts == [1])
        #expect(result.updates == [])
    }

    @Test func test_whenNothingIsUpdated_thatTheBatchResultEqualsTheResult() {
        let diff = ListDiff(oldArray: [1, 2, 3], newArray: [3, 4, 1])
        #expect(diff.resultForBatchUpdates() == diff)
    }
}
