import ListDiffKit
import Testing

@Suite struct ListDiffTests {
    @Test func test_whenBothArraysAreEmpty_thatThereAreNoChanges() {
        let result = ListDiff(oldArray: [Int](), newArray: [])
        #expect(result.inserts == [] && result.deletes == [] && result.updates == [] && result.moves == [])
        #expect(!result.hasChanges)
        #expect(result.changeCount == 0)
        #expect(result.oldIndex(for: 1) == nil)
    }

    @Test func test_whenOldArrayIsEmpty_thatEverythingIsInserted() {
        let result = ListDiff(oldArray: [], newArray: ["a", "b", "c"])
        #expect(result.inserts == [0, 1, 2])
        #expect(result.deletes == [] && result.updates == [] && result.moves == [])
        #expect(result.newIndex(for: "c") == 2)
        #expect(result.oldIndex(for: "c") == nil)
        #expect(result.changeCount == 3)
    }

    @Test func test_whenNewArrayIsEmpty_thatEverythingIsDeleted() {
        let result = ListDiff(oldArray: ["a", "b", "c"], newArray: [])
        #expect(result.deletes == [0, 1, 2])
        #expect(result.inserts == [] && result.updates == [] && result.moves == [])
        #expect(result.oldIndex(for: "b") == 1)
        #expect(result.newIndex(for: "b") == nil)
    }

    @Test func test_whenArraysAreEqual_thatThereAreNoChanges() {
        let result = ListDiff(oldArray: [1, 2, 3], newArray: [1, 2, 3])
        #expect(!result.hasChanges)
        #expect(result.oldIndex(for: 3) == 2 && result.newIndex(for: 3) == 2)
    }

    /// Heckel's example from "A technique for isolating differences between files" (CACM 1978), as IGListKit's
    /// `test_whenDiffingWordsFromPaper_withIndexPaths_that…MatchPaper` uses it.
    @Test func test_whenDiffingWordsFromHeckelsPaper_thatDeletesInsertsAndMovesMatchIGListKit() {
        let old = "much writing is like snow , a mass of long words and phrases falls upon the relevant facts covering up the details ."
            .split(separator: " ").map(String.init)
        let new = "a mass of latin words falls upon the relevant facts like soft snow , covering up the details ."
            .split(separator: " ").map(String.init)
        let result = ListDiff(oldArray: old, newArray: new)
        #expect(result.deletes == [0, 1, 2, 9, 11, 12])
        #expect(result.inserts == [3, 11])
        #expect(result.updates == [])
        #expect(result.moves == moves(
            (6, 0), (7, 1), (8, 2), (10, 4), (13, 5), (14, 6), (15, 7), (16, 8), (17, 9), (3, 10), (4, 12), (5, 13)))
        // "the" occurs twice in both: the last occurrence wins in the maps.
        #expect(result.oldIndex(for: "the") == 20)
        #expect(result.newIndex(for: "the") == 16)
    }

    @Test func test_whenTwoElementsSwap_thatItIsTwoMoves() {
        let result = ListDiff(oldArray: [1, 2], newArray: [2, 1])
        #expect(result.moves == moves((1, 0), (0, 1)))
        #expect(result.inserts == [] && result.deletes == [] && result.updates == [])
    }

    @Test func test_whenABlockMovesForward_thatMovesAreNotMinimised() {
        let result = ListDiff(oldArray: [1, 2, 3, 4, 5, 6, 7], newArray: [1, 4, 5, 2, 3, 6, 7])
        #expect(result.moves == moves((3, 1), (4, 2), (1, 3), (2, 4)))
        #expect(result.changeCount == 4)
    }

    @Test func test_whenElementsAreDeletedAndInserted_thatShiftedElementsAreNotMoves() {
        let result = ListDiff(oldArray: [1, 2, 3, 4], newArray: [9, 1, 3, 4])
        #expect(result.deletes == [1])
        #expect(result.inserts == [0])
        #expect(result.moves == [])
    }

    @Test func test_whenAnObjectChangesContent_thatItIsUpdatedAtItsOldIndex() {
        let result = ListDiff(oldArray: [Row(1, "a"), Row(2, "b")], newArray: [Row(0, "x"), Row(1, "a"), Row(2, "B")])
        #expect(result.updates == [1])
        #expect(result.inserts == [0])
        #expect(result.moves == [])
    }

    @Test func test_whenAnObjectIsUpdatedAndMoved_thatItIsBoth() {
        let result = ListDiff(oldArray: [Row(1, "a"), Row(2, "b")], newArray: [Row(2, "B"), Row(1, "a")])
        #expect(result.updates == [1])
        #expect(result.moves == moves((1, 0), (0, 1)))
    }

    @Test func test_whenIdentifiersAreDuplicated_thatTheKthNewPairsWithTheKthOld() {
        let result = ListDiff(oldArray: ["a", "a", "b"], newArray: ["a", "b", "a", "a"])
        // new 0 ↔ old 0, new 2 ↔ old 1, the third "a" is inserted.
        #expect(result.inserts == [3])
        #expect(result.deletes == [])
        #expect(result.moves == moves((2, 1), (1, 2)))
        #expect(result.oldIndex(for: "a") == 1)
        #expect(result.newIndex(for: "a") == 3)
    }

    @Test func test_whenMoreOldDuplicatesThanNew_thatTheLastOnesAreDeleted() {
        let result = ListDiff(oldArray: [7, 7, 7], newArray: [7])
        #expect(result.deletes == [1, 2])
        #expect(result.inserts == [])
        #expect(result.moves == [])
        #expect(result.oldIndex(for: 7) == 2)
        #expect(result.newIndex(for: 7) == 0)
    }

    @Test func test_whenOneDuplicateChanges_thatEveryPairOfTheIdentifierIsUpdated() {
        let result = ListDiff(
            oldArray: [Row(1, "x"), Row(2, "y"), Row(1, "x")], newArray: [Row(1, "x"), Row(2, "y"), Row(1, "changed")])
        #expect(result.updates == [0, 2])
        #expect(result.moves == [])
    }

    @Test func test_whenAnIdentifierIsMissing_thatItsIndexesAreNil() {
        let result = ListDiff(oldArray: [1, 2], newArray: [2, 3])
        #expect(result.oldIndex(for: 3) == nil)
        #expect(result.newIndex(for: 1) == nil)
        #expect(result.oldIndex(for: "2") == nil)
        #expect(result.oldIndex(for: 2) == 1 && result.newIndex(for: 2) == 0)
    }

    @Test func test_whenComparingResults_thatTheMapsTakePart() {
        let first = ListDiff(oldArray: [1, 2], newArray: [2, 1])
        #expect(first == ListDiff(oldArray: [1, 2], newArray: [2, 1]))
        #expect(first != ListDiff(oldArray: [3, 4], newArray: [4, 3]))
        let handMade = ListIndexSetResult(
            inserts: [], deletes: [], updates: [], moves: moves((1, 0), (0, 1)),
            oldIndexMap: [1: 0, 2: 1], newIndexMap: [2: 0, 1: 1])
        #expect(first == handMade)
        #expect(first.oldIndexMap == [1: 0, 2: 1])
        #expect(first.newIndexMap == [2: 0, 1: 1])
    }
}
