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
}
