import ListDiffKit
import Testing

@Suite struct ListIndexPathResultTests {
    private func path(_ section: Int, _ item: Int) -> ListIndexPath { ListIndexPath(section: section, item: item) }

    @Test func test_whenDiffingPaths_thatDeletesAndUpdatesAreInFromSection_andInsertsInToSection() {
        let result = ListDiffPaths(
            fromSection: 2, toSection: 5, oldArray: [Row(1, "a"), Row(2, "b"), Row(3, "c")],
            newArray: [Row(3, "c"), Row(1, "A"), Row(4, "d")])
        #expect(result.deletes == [path(2, 1)])
        #expect(result.inserts == [path(5, 2)])
        #expect(result.updates == [path(2, 0)])
        #expect(result.moves == [
            ListMoveIndexPath(from: path(2, 2), to: path(5, 0)), ListMoveIndexPath(from: path(2, 0), to: path(5, 1)),
        ])
        #expect(result.oldIndexPath(for: 3) == path(2, 2))
        #expect(result.newIndexPath(for: 3) == path(5, 0))
        #expect(result.newIndexPath(for: 2) == nil)
        #expect(result.changeCount == 5)
        #expect(result.hasChanges)
    }

    @Test func test_whenDiffingPathsForBatchUpdates_thatUpdatesBecomeDeletesAndInserts() {
        let result = ListDiffPaths(
            fromSection: 0, toSection: 1, oldArray: [Row(1, "a"), Row(2, "b")], newArray: [Row(2, "B"), Row(1, "a")]
        ).resultForBatchUpdates()
        #expect(result.updates == [])
        #expect(result.deletes == [path(0, 1)])
        #expect(result.inserts == [path(1, 0)])
        #expect(result.moves == [ListMoveIndexPath(from: path(0, 0), to: path(1, 1))])
    }

    @Test func test_whenDiffingMixedTypesAsPaths_thatIdentifiersLookUpPaths() {
        let result = ListDiffPaths(fromSection: 1, toSection: 1, oldArray: [1, "x"] as [any ListDiffable],
                                   newArray: ["x"] as [any ListDiffable])
        #expect(result.deletes == [path(1, 0)])
        #expect(result.newIndexPath(for: "x") == path(1, 0))
    }
}
