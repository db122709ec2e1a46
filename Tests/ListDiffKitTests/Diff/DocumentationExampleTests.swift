import ListDiffKit
import Testing

/// The examples of `docs/DIFF.md` and of the doc comments, checked.
@Suite struct DocumentationExampleTests {
    private struct Story: ListDiffableValue {
        var id: Int
        var title: String
        var likes: Int
        var diffIdentity: Int { id }
        func isEqual(toDiffableObject other: Story) -> Bool { title == other.title && likes == other.likes }
    }

    @Test func test_whenRunningTheGuidesFirstExample_thatItPrintsWhatTheGuideSays() {
        let result = ListDiff(oldArray: ["a", "b", "c"], newArray: ["c", "a", "d"])
        #expect(result.deletes == [1])
        #expect(result.inserts == [2])
        #expect(result.updates == [])
        #expect(result.moves == moves((2, 0), (0, 1)))
        #expect(result.oldIndex(for: "c") == 2)
        #expect(result.newIndex(for: "b") == nil)
    }

    @Test func test_whenRunningTheMixedTypesExample_thatItPrintsWhatTheGuideSays() {
        let old: [any ListDiffable] = [Story(id: 1, title: "A", likes: 0), "ad-banner"]
        let new: [any ListDiffable] = ["ad-banner", Story(id: 1, title: "A", likes: 5)]
        let result = ListDiff(oldArray: old, newArray: new)
        #expect(result.updates == [0])
        #expect(result.moves == moves((1, 0), (0, 1)))
        #expect(result.newIndex(for: 1) == 1)
        #expect(result.newIndex(for: AnyHashable(1)) == 1)
    }

    @Test func test_whenRunningThePathsExample_thatItPrintsWhatTheGuideSays() {
        let result = ListDiffPaths(fromSection: 0, toSection: 1, oldArray: ["a", "b"], newArray: ["b", "c"])
        #expect(result.deletes == [ListIndexPath(section: 0, item: 0)])
        #expect(result.inserts == [ListIndexPath(section: 1, item: 1)])
        #expect(result.newIndexPath(for: "b") == ListIndexPath(section: 1, item: 0))
        #expect(result.moves == [])
    }

    @Test func test_whenRunningTheBatchUpdateDataExample_thatItPrintsWhatTheGuideSays() {
        let data = ListBatchUpdateData(
            insertSections: [], deleteSections: [], moveSections: [ListMoveIndex(from: 2, to: 4)],
            insertIndexPaths: [],
            deleteIndexPaths: [ListIndexPath(section: 2, item: 0), ListIndexPath(section: 3, item: 4)],
            updateIndexPaths: [], moveIndexPaths: [])
        #expect(data.deleteSections == [2])
        #expect(data.insertSections == [4])
        #expect(data.moveSections == [])
        #expect(data.deleteIndexPaths == [ListIndexPath(section: 3, item: 4)])
    }

    @Test func test_whenRunningTheDocCommentExamples_thatTheyHoldAsWritten() {
        let plain = ListDiff(oldArray: [1, 2, 3], newArray: [3, 1, 4])
        #expect(plain.deletes == [1] && plain.inserts == [2] && plain.moves == moves((2, 0), (0, 1)))
        #expect(ListDiff(oldArray: [1, 2], newArray: [2, 1]).moves == moves((1, 0), (0, 1)))
        let paths = ListDiffPaths(fromSection: 2, toSection: 2, oldArray: ["a", "b"], newArray: ["b"])
        #expect(paths.deletes == [ListIndexPath(section: 2, item: 0)])
        #expect(paths.newIndexPath(for: "b") == ListIndexPath(section: 2, item: 0))
        #expect(ListDiffPaths(fromSection: 0, toSection: 1, oldArray: ["a"], newArray: ["a", "b"]).inserts
            == [ListIndexPath(section: 1, item: 1)])
        let mixed = ListDiff(oldArray: [1, "a"] as [any ListDiffable], newArray: ["a", 1] as [any ListDiffable])
        #expect(mixed.moves.count == 2)
        let erased = ListDiff(oldArray: [AnyListDiffable(Row(1, "A")), AnyListDiffable("ad")],
                              newArray: [AnyListDiffable("ad"), AnyListDiffable(Row(1, "B"))])
        #expect(erased.updates == [0])
        let rows = ListDiff(oldArray: [Row(1, "a")], newArray: [Row(1, "b")])
        #expect(rows.updates == [0])
        #expect(rows.resultForBatchUpdates().deletes == [0] && rows.resultForBatchUpdates().inserts == [0])
    }
}
