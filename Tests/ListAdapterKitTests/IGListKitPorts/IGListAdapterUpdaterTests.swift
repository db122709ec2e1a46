import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListTestSupport
import Testing

/// Records what a ``ListAdapterUpdater`` tells its delegate.
@MainActor
final class UpdaterEvents: ListAdapterUpdaterDelegate {
    var events: [String] = []
    func listAdapterUpdater(_ updater: ListAdapterUpdater, willPerformBatchUpdatesWith collectionView: ListCollectionView) {
        events.append("willPerformBatchUpdates")
    }
    func listAdapterUpdater(
        _ updater: ListAdapterUpdater, didPerformBatchUpdates updates: ListBatchUpdateData,
        collectionView: ListCollectionView
    ) {
        events.append("didPerformBatchUpdates")
    }
    func listAdapterUpdater(_ updater: ListAdapterUpdater, didFinishWithoutUpdatesWith collectionView: ListCollectionView) {
        events.append("didFinishWithoutUpdates")
    }
}

/// Ports of Instagram/IGListKit `Tests/IGListAdapterUpdaterTests.m`, driving the updater with a
/// ``CountsModel``-style data source where IGListKit uses `IGListTestUICollectionViewDataSource`.
@MainActor @Suite struct IGListAdapterUpdaterTests {
    private func makeUpdater() -> ListAdapterUpdater {
        let updater = ListAdapterUpdater()
        updater.schedulesFlushAutomatically = false
        return updater
    }

    @Test func test_whenUpdatingtoObjects_thatUpdaterHasChanges() {
        let updater = makeUpdater()
        let collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: 100), layout: StackLayout())
        updater.performUpdate(
            collectionView: collectionView, fromObjects: nil, toObjects: { [AnyListDiffable(0)] }, animated: true,
            objectTransitionBlock: { _ in }, completion: nil)
        #expect(updater.hasPendingUpdates)
    }

    @Test func test_whenQueuingItemUpdates_thatUpdaterHasChanges() {
        let updater = makeUpdater()
        let collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: 100), layout: StackLayout())
        updater.performUpdate(collectionView: collectionView, animated: true, itemUpdates: {}, completion: nil)
        #expect(updater.hasPendingUpdates)
    }

    @Test func test_whenObjectIdentifiersCollide_withDifferentTypes_thatLookupReturnsNil() {
        let list = NumberList([1, 2])
        #expect(ListObjectLookup.equality.key(for: AnyListDiffable(OtherNumber(value: 1))) != ListObjectLookup.equality.key(for: AnyListDiffable(1)))
        #expect(list.adapter.sectionController(for: OtherNumber(value: 1)) == nil)
        #expect(list.adapter.section(for: OtherNumber(value: 2)) == NSNotFound)
        #expect(list.adapter.section(for: 2) == 1)
    }

    // From the issue: with no data source IGListKit's updater tells its delegate it finished without updates.
    @Test func test_whenCollectionViewHasNoDataSource_thatDelegateIsToldItFinishedWithoutUpdates() {
        let updater = makeUpdater()
        let log = UpdaterEvents()
        updater.delegate = log
        let collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: 100), layout: StackLayout())
        var finished: Bool?
        updater.performUpdate(
            collectionView: collectionView, fromObjects: [], toObjects: { [AnyListDiffable(0)] }, animated: true,
            objectTransitionBlock: { _ in }, completion: { finished = $0 })
        updater.flush()
        #expect(finished == false)
        #expect(log.events == ["didFinishWithoutUpdates"])
    }

    @Test func test_whenCollectionViewProviderReturnsNil_thatUpdateCompletesWithNO() {
        let updater = makeUpdater()
        let log = UpdaterEvents()
        updater.delegate = log
        var finished: Bool?
        updater.performUpdate(
            collectionViewProvider: { nil }, fromObjects: [], toObjects: { [AnyListDiffable(0)] }, animated: true,
            objectTransitionBlock: { _ in Issue.record("no collection view: nothing to transition") },
            completion: { finished = $0 })
        updater.flush()
        #expect(finished == false)
        #expect(log.events.isEmpty)
    }
}
