import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListTestSupport
import Testing

/// Ports of Instagram/IGListKit `Tests/IGListReloadDataUpdaterTests.m` (suite `IGReloadDataUpdaterTests`):
/// every change through ``ListReloadDataUpdater`` is a synchronous reload.
@MainActor @Suite struct IGListReloadDataUpdaterTests {
    @Test func test_whenCompletionBlockExists_thatBlockExecuted() {
        let list = NumberList()
        list.source.objects = [0, 1, 2]
        var executed = false
        list.adapter.reloadData { _ in executed = true }
        #expect(executed)
    }

    @Test func test_whenPerformingUpdate_thatCompletionExecuted() {
        let list = NumberList()
        list.source.objects = [0, 1, 2]
        var executed = false
        list.adapter.performUpdates(animated: false) { _ in executed = true }
        #expect(executed)
    }

    /// Runs a batch on the section of 2 that sets its item count and records one operation.
    private func batch(_ items: Int, _ operation: @escaping (any ListBatchContext, NumberSection) -> Void) -> Int {
        let list = NumberList([2])
        #expect(list.collectionView.numberOfItems(inSection: 0) == 2)
        let section = list.section(2)!
        section.collectionContext?.performBatch(animated: true, updates: { batch in
            section.items = items
            operation(batch, section)
        }, completion: nil)
        return list.collectionView.numberOfItems(inSection: 0)
    }

    @Test func test_whenInsertingIntoContext_thatCollectionViewUpdated() {
        #expect(batch(3) { $0.insert(in: $1, at: [0]) } == 3)
    }

    @Test func test_whenDeletingFromContext_thatCollectionViewUpdated() {
        #expect(batch(1) { $0.delete(in: $1, at: [0]) } == 1)
    }

    @Test func test_whenReloadingInContext_thatCollectionViewUpdated() {
        #expect(batch(2) { $0.reload(in: $1, at: [0]) } == 2)
    }

    @Test func test_whenMovingFromContext_thatCollectionViewUpdated() {
        #expect(batch(2) { $0.move(in: $1, from: 0, to: 1) } == 2)
    }

    @Test func test_thatDataUpdateBlockStateIsAvailable() {
        let list = NumberList()
        #expect(!list.adapter.updater.isInDataUpdateBlock)
        var inBlock: Bool?
        list.adapter.performBatch(animated: false, updates: { _ in
            inBlock = list.adapter.updater.isInDataUpdateBlock
        }, completion: nil)
        #expect(inBlock == false)
    }

    @Test func test_whenCallingWillCrash_thatMethodIsNoOp() {
        let list = NumberList([1, 2])
        let before = list.collectionView.itemCounts
        list.adapter.updater.willCrash(with: list.collectionView, sectionControllerClass: NumberSection.self)
        #expect(list.collectionView.itemCounts == before)
        #expect(list.adapter.objects().count == 2)
    }

    @Test func test_whenSectionIsInteractivelyReordered_thatIndexesUpdateCorrectly() {
        ReorderingScenario.sectionsMove()
    }

    @Test func test_whenItemsInSectionAreInteractivelyReordered_thatIndexesUpdateCorrectly() {
        ReorderingScenario.itemsMoveInSection()
    }

    @Test func test_whenItemsAreInteractivelyReorderedAcrossSections_thatIndexesRevertToOriginalState() {
        ReorderingScenario.itemsMoveAcrossSectionsAndRevert()
    }
}
