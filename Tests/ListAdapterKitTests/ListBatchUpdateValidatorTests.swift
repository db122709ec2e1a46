import ListAdapterKit
import ListDiffKit
import Testing

@Suite struct ListBatchUpdateValidatorTests {
    private func path(_ section: Int, _ item: Int) -> ListIndexPath { ListIndexPath(section: section, item: item) }

    private func message(_ update: ListCollectionViewUpdate, before: [Int], after: [Int]) -> String? {
        do {
            _ = try ListBatchUpdateValidator.validate(update, before: before, after: after)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func test_whenItemCountDoesNotAddUp_thatMessageIsUIKits() {
        var update = ListCollectionViewUpdate()
        update.insertItems = (0..<40).map { path(0, $0) }
        #expect(
            message(update, before: [154], after: [213])
                == "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (213) must be equal to the number of items contained in that section before the update (154), plus or minus the number of items inserted or deleted from that section (40 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
        )
    }

    @Test func test_whenInsertingPastTheEnd_thatMessageIsUIKits() {
        var update = ListCollectionViewUpdate()
        update.insertItems = [path(0, 6)]
        #expect(
            message(update, before: [5], after: [6])
                == "attempt to insert item 6 into section 0, but there are only 6 items in section 0 after the update")
    }

    @Test func test_whenDeletingPastTheEnd_thatMessageNamesTheOldCount() {
        var update = ListCollectionViewUpdate()
        update.deleteItems = [path(0, 5)]
        #expect(
            message(update, before: [5], after: [4])
                == "attempt to delete item 5 from section 0 which only contains 5 items before the update")
    }

    @Test func test_whenSectionCountDoesNotAddUp_thatMessageCountsSections() {
        var update = ListCollectionViewUpdate()
        update.insertSections = [1]
        #expect(
            message(update, before: [1], after: [1, 0, 0])
                == "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (3) must be equal to the number of sections contained in the collection view before the update (1), plus or minus the number of sections inserted or deleted (1 inserted, 0 deleted)."
        )
    }

    @Test func test_whenSectionIndexesAreOutOfRange_thatEachOperationHasItsMessage() {
        var delete = ListCollectionViewUpdate()
        delete.deleteSections = [3]
        #expect(message(delete, before: [1, 1, 1], after: [1, 1]) == "attempt to delete section 3, but there are only 3 sections before the update")
        var insert = ListCollectionViewUpdate()
        insert.insertSections = [3]
        #expect(message(insert, before: [1, 1], after: [1, 1, 1]) == "attempt to insert section 3, but there are only 3 sections after the update")
        var move = ListCollectionViewUpdate()
        move.moveSections = [.init(from: 0, to: 2)]
        #expect(message(move, before: [1, 1], after: [1, 1]) == "attempt to move section 2, but there are only 2 sections after the update")
        var item = ListCollectionViewUpdate()
        item.insertItems = [path(2, 0)]
        #expect(message(item, before: [1, 1], after: [1, 1]) == "attempt to insert item 0 into section 2, but there are only 2 sections after the update")
    }

    @Test func test_whenOperationsConflict_thatTheyAreRejected() {
        var deleteReload = ListCollectionViewUpdate()
        deleteReload.deleteItems = [path(0, 1)]
        deleteReload.reloadItems = [path(0, 1)]
        #expect(message(deleteReload, before: [3], after: [2]) == "attempt to delete and reload the same index path ({length = 2, path = 0 - 1})")
        var deleteMove = ListCollectionViewUpdate()
        deleteMove.deleteItems = [path(0, 0)]
        deleteMove.moveItems = [.init(from: path(0, 0), to: path(0, 1))]
        #expect(message(deleteMove, before: [3], after: [2]) == "attempt to perform a delete and a move from the same index path ({length = 2, path = 0 - 0})")
        var insertMove = ListCollectionViewUpdate()
        insertMove.insertItems = [path(0, 1)]
        insertMove.moveItems = [.init(from: path(0, 0), to: path(0, 1))]
        #expect(message(insertMove, before: [3], after: [4]) == "attempt to perform an insert and a move to the same index path ({length = 2, path = 0 - 1})")
        var twice = ListCollectionViewUpdate()
        twice.moveItems = [.init(from: path(0, 0), to: path(0, 2)), .init(from: path(0, 1), to: path(0, 2))]
        #expect(message(twice, before: [3], after: [3]) == "attempt to move twice the same index path ({length = 2, path = 0 - 2})")
        var sections = ListCollectionViewUpdate()
        sections.deleteSections = [0]
        sections.reloadSections = [0]
        #expect(message(sections, before: [1, 1], after: [1]) == "attempt to delete and reload the same section (0)")
    }

    @Test func test_whenMovingOutOfReloadedSection_thatUpdateIsRejected() {
        var update = ListCollectionViewUpdate()
        update.reloadSections = [0]
        update.moveItems = [.init(from: path(0, 0), to: path(1, 0))]
        #expect(
            message(update, before: [1, 1], after: [0, 2])
                == "attempt to move index path ({length = 2, path = 0 - 0}) to index path ({length = 2, path = 1 - 0}), but section 0 is being reloaded")
    }

    @Test func test_whenMovingOutOfDeletedSectionIntoInsertedOne_thatItemSurvives() throws {
        // sections [A(1) B(1)] → delete A, insert C at 1; A.0 moves into C, which also gets a new item.
        var update = ListCollectionViewUpdate()
        update.deleteSections = [0]
        update.insertSections = [1]
        update.moveItems = [.init(from: path(0, 0), to: path(1, 1))]
        let mapping = try ListBatchUpdateValidator.validate(update, before: [1, 1], after: [1, 2])
        #expect(mapping.itemSources == [[.existing(path(1, 0))], [.inserted, .existing(path(0, 0))]])
        #expect(mapping.newIndexPathForOld == [[path(1, 1)], [path(0, 0)]])
    }

    @Test func test_whenValid_thatMappingFollowsUIKitsOrder() throws {
        // [a b c d] → delete b, insert x at 0, move d to 1, reload c: [x d a c']
        var update = ListCollectionViewUpdate()
        update.deleteItems = [path(0, 1)]
        update.insertItems = [path(0, 0)]
        update.moveItems = [.init(from: path(0, 3), to: path(0, 1))]
        update.reloadItems = [path(0, 2)]
        let mapping = try ListBatchUpdateValidator.validate(update, before: [4], after: [4])
        #expect(mapping.itemSources == [[.inserted, .existing(path(0, 3)), .existing(path(0, 0)), .reloaded(path(0, 2))]])
        #expect(mapping.newIndexPathForOld == [[path(0, 2), nil, path(0, 3), path(0, 1)]])
    }

    @Test func test_whenSectionsMoveAndItemsMoveAcross_thatCountsAndMappingAgree() throws {
        // sections [A(2) B(1)] → move A to 1; move A.0 into B: [B(2) A(1)]
        var update = ListCollectionViewUpdate()
        update.moveSections = [.init(from: 0, to: 1)]
        update.moveItems = [.init(from: path(0, 0), to: path(0, 0))]
        let mapping = try ListBatchUpdateValidator.validate(update, before: [2, 1], after: [2, 1])
        #expect(mapping.sectionSources == [.existing(1), .existing(0)])
        #expect(mapping.itemSources == [[.existing(path(0, 0)), .existing(path(1, 0))], [.existing(path(0, 1))]])
    }

    @Test func test_whenItemOpsTouchReplacedSections_thatTheyAreAbsorbed() throws {
        var update = ListCollectionViewUpdate()
        update.deleteSections = [0]
        update.deleteItems = [path(0, 0)]
        update.insertSections = [1]
        update.insertItems = [path(1, 0), path(1, 1)]
        let mapping = try ListBatchUpdateValidator.validate(update, before: [1, 3], after: [3, 2])
        #expect(mapping.sectionSources == [.existing(1), .inserted])
        #expect(mapping.newSectionForOld == [nil, 0])
    }
}
