import Foundation
import ListDiffKit
import Testing

/// An object with no identity but itself (IGListKit's tests diff bare `NSObject`s, identified by pointer).
final class Token: ListDiffableValue {
    var diffIdentity: ObjectIdentifier { ObjectIdentifier(self) }
    func isEqual(toDiffableObject object: Token) -> Bool { self === object }
}

/// Ports of Instagram/IGListKit `Tests/IGListDiffTests.m`, keeping their names: `NSNumber`s and `NSString`s are
/// `Int`s and `String`s, `IGTestObject` is ``Node``, a bare `NSObject` is a ``Token``.
@Suite struct IGListDiffTests {
    private let paperOld = "much writing is like snow , a mass of long words and phrases falls upon the relevant facts covering up the details ."
        .split(separator: " ").map(String.init)
    private let paperNew = "a mass of latin words falls upon the relevant facts like soft snow , covering up the details ."
        .split(separator: " ").map(String.init)

    private func path(_ item: Int, _ section: Int) -> ListIndexPath { ListIndexPath(section: section, item: item) }

    /// The size the new array must have after applying the result's inserts and deletes to the old one.
    private func countAfter(_ old: [any ListDiffable], _ new: [any ListDiffable]) -> Int {
        let result = ListDiff(oldArray: old, newArray: new, option: .equality)
        return old.count + result.inserts.count - result.deletes.count
    }

    @Test func test_whenDiffingEmptyArrays_thatResultHasNoChanges() {
        #expect(!ListDiff(oldArray: [Int](), newArray: [], option: .equality).hasChanges)
    }

    @Test func test_whenDiffingFromEmptyArray_thatResultHasChanges() {
        let result = ListDiff(oldArray: [], newArray: [1], option: .equality)
        #expect(result.inserts == [0])
        #expect(result.changeCount == 1)
    }

    @Test func test_whenDiffingToEmptyArray_thatResultHasChanges() {
        let result = ListDiff(oldArray: [1], newArray: [], option: .equality)
        #expect(result.deletes == [0])
        #expect(result.changeCount == 1)
    }

    @Test func test_whenSwappingObjects_thatResultHasMoves() {
        let result = ListDiff(oldArray: [1, 2], newArray: [2, 1], option: .equality)
        #expect(result.moves.sorted() == moves((0, 1), (1, 0)))
        #expect(result.changeCount == 2)
    }

    @Test func test_whenMovingObjectsTogether_thatResultHasMoves() {
        let result = ListDiff(oldArray: [1, 2, 3, 3, 4], newArray: [2, 3, 1, 3, 4], option: .equality)
        #expect(result.moves.contains(ListMoveIndex(from: 1, to: 0)))
        #expect(result.moves.contains(ListMoveIndex(from: 0, to: 2)))
    }

    @Test func test_whenDiffingWordsFromPaper_withIndexPaths_thatDeletesMatchPaper() {
        let result = ListDiffPaths(fromSection: 0, toSection: 0, oldArray: paperOld, newArray: paperNew, option: .equality)
        #expect(result.deletes == [0, 1, 2, 9, 11, 12].map { path($0, 0) })
    }

    @Test func test_whenDiffingWordsFromPaper_withIndexPaths_thatInsertsMatchPaper() {
        let result = ListDiffPaths(fromSection: 0, toSection: 0, oldArray: paperOld, newArray: paperNew, option: .equality)
        #expect(result.inserts == [3, 11].map { path($0, 0) })
    }

    @Test func test_whenSwappingObjects_withIndexPaths_thatResultHasMoves() {
        let result = ListDiffPaths(fromSection: 0, toSection: 0, oldArray: [1, 2, 3, 4], newArray: [2, 4, 5, 3], option: .equality)
        #expect(result.moves.sorted() == [
            ListMoveIndexPath(from: path(2, 0), to: path(3, 0)), ListMoveIndexPath(from: path(3, 0), to: path(1, 0)),
        ])
    }

    @Test func test_whenObjectEqualityChanges_thatResultHasUpdates() {
        let old = [Node("0", "0"), Node("1", "1"), Node("2", "2")]
        let new = [Node("0", "0"), Node("1", "3"), Node("2", "2")]
        let result = ListDiffPaths(fromSection: 0, toSection: 0, oldArray: old, newArray: new, option: .equality)
        #expect(result.updates == [path(1, 0)])
    }

    @Test func test_whenDiffingWordsFromPaper_thatInsertsMatchPaper() {
        #expect(ListDiff(oldArray: paperOld, newArray: paperNew, option: .equality).inserts == [3, 11])
    }

    @Test func test_whenDiffingWordsFromPaper_thatDeletesMatchPaper() {
        #expect(ListDiff(oldArray: paperOld, newArray: paperNew, option: .equality).deletes == [0, 1, 2, 9, 11, 12])
    }

    @Test func test_whenDeletingItems_withInserts_withMoves_thatResultHasInsertsMovesAndDeletes() {
        let result = ListDiff(
            oldArray: [0, 1, 2, 3, 4, 5, 6, 7, 8], newArray: [0, 2, 3, 4, 7, 6, 9, 5, 10], option: .equality)
        #expect(result.deletes == [1, 8])
        #expect(result.inserts == [6, 8])
        #expect(result.moves.sorted() == moves((5, 7), (7, 4)))
    }

    @Test func test_whenMovingItems_withEqualityChanges_thatResultsHasMovesAndUpdates() {
        let old = [Node("0", "0"), Node("1", "1"), Node("2", "2")]
        let new = [Node("2", "3"), Node("1", "1"), Node("0", "0")]
        let result = ListDiff(oldArray: old, newArray: new, option: .equality)
        #expect(result.updates == [2])
        #expect(result.moves.sorted() == moves((0, 2), (2, 0)))
    }

    @Test func test_whenDiffingPointers_withObjectCopy_thatResultHasUpdate() {
        let old = [Node("0", "0"), Node("1", "1"), Node("2", "2")]
        let new = [old[0], Node("1", "1"), old[2]]
        let result = ListDiffPaths(fromSection: 0, toSection: 0, oldArray: old, newArray: new, option: .pointerPersonality)
        #expect(result.updates == [path(1, 0)])
    }

    @Test func test_whenDiffingPointers_withSameObjects_thatResultHasNoChanges() {
        let old = [Node("0", "0"), Node("1", "1"), Node("2", "2")]
        let result = ListDiffPaths(fromSection: 0, toSection: 0, oldArray: old, newArray: old, option: .pointerPersonality)
        #expect(!result.hasChanges)
    }

    @Test func test_whenDeletingObjects_withArrayOfEqualObjects_thatChangeCountMatches() {
        #expect(countAfter(["dog", "dog", "dog", "dog"], ["dog", "dog"]) == 2)
    }

    @Test func test_whenInsertingObjects_withArrayOfEqualObjects_thatChangeCountMatches() {
        #expect(countAfter(["dog", "dog"], ["dog", "dog", "dog", "dog"]) == 4)
    }

    @Test func test_whenInsertingObject_withOldArrayHavingMultiples_thatChangeCountMatches() {
        let old: [any ListDiffable] = [Token(), Token(), Token(), 49, 33, "cat", "cat", 0, 14]
        var new = old
        new.insert("cat", at: 5)  // three cats in a row
        #expect(countAfter(old, new) == 10)
    }

    @Test func test_whenMovingDuplicateObjects_thatChangeCountMatches() {
        let old: [any ListDiffable] = [
            1, 20, 14, Token(), "cat", Token(), 4, "dog", "cat", "cat", "fish", Token(), "fish", Token(),
        ]
        let new: [any ListDiffable] = [1, 28, 14, "cat", "cat", 4, "dog", old[3], "cat", "fish", old[11], "fish", old[13]]
        #expect(countAfter(old, new) == new.count)
    }

    @Test func test_whenDiffingDuplicatesAtTail_withDuplicateAtHead_thatResultHasNoChanges() {
        let objects: [any ListDiffable] = ["cat", 1, 2, 3, "cat"]
        #expect(!ListDiff(oldArray: objects, newArray: objects, option: .equality).hasChanges)
    }

    @Test func test_whenDuplicateObjects_thatMovesAreUnique() {
        let old: [any ListDiffable] = ["cat", Token(), "dog", "dog", Token(), Token(), "cat", 65]
        let new: [any ListDiffable] = ["cat", old[1], "dog", old[4], "dog", old[5], "cat", "cat", "fish", 65]
        let result = ListDiff(oldArray: old, newArray: new, option: .equality)
        #expect(Set(result.moves.map(\.from)).count == result.moves.count)
    }

    @Test func test_whenMovingObjectShiftsOthers_thatMovesContainRequiredMoves() {
        let result = ListDiff(oldArray: [1, 2, 3, 4, 5, 6, 7], newArray: [1, 4, 5, 2, 3, 6, 7], option: .equality)
        #expect(result.moves.contains(ListMoveIndex(from: 3, to: 1)))
        #expect(result.moves.contains(ListMoveIndex(from: 1, to: 3)))
    }

    @Test func test_whenDiffing_thatOldIndexesMatch() {
        let result = ListDiff(oldArray: [1, 2, 3, 4, 5, 6, 7], newArray: [2, 9, 3, 1, 5, 6, 8], option: .equality)
        let expected = [0, 1, 2, 3, 4, 5, 6, NSNotFound, NSNotFound]
        #expect((1...9).map { result.oldIndexFor(identifier: $0.diffIdentifier()) } == expected)
    }

    @Test func test_whenDiffing_thatNewIndexesMatch() {
        let result = ListDiff(oldArray: [1, 2, 3, 4, 5, 6, 7], newArray: [2, 9, 3, 1, 5, 6, 8], option: .equality)
        let expected = [3, 0, 2, NSNotFound, 4, 5, NSNotFound, 6, 1]
        #expect((1...9).map { result.newIndexFor(identifier: $0.diffIdentifier()) } == expected)
    }

    @Test func test_whenDiffing_thatOldIndexPathsMatch() {
        let result = ListDiffPaths(
            fromSection: 0, toSection: 1, oldArray: [1, 2, 3, 4, 5, 6, 7], newArray: [2, 9, 3, 1, 5, 6, 8],
            option: .equality)
        let expected: [ListIndexPath?] = (0..<7).map { path($0, 0) } + [nil, nil]
        #expect((1...9).map { result.oldIndexPath(for: $0) } == expected)
    }

    @Test func test_whenDiffing_thatNewIndexPathsMatch() {
        let result = ListDiffPaths(
            fromSection: 0, toSection: 1, oldArray: [1, 2, 3, 4, 5, 6, 7], newArray: [2, 9, 3, 1, 5, 6, 8],
            option: .equality)
        let expected: [ListIndexPath?] = [
            path(3, 1), path(0, 1), path(2, 1), nil, path(4, 1), path(5, 1), nil, path(6, 1), path(1, 1),
        ]
        #expect((1...9).map { result.newIndexPath(for: $0) } == expected)
    }
}
