import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListTestSupport
import Testing

/// Records forwarded collection-view, scroll-view, performance and update-listener events.
@MainActor
final class ForwardingLog: ListCollectionViewDelegate, ListScrollViewDelegate, ListAdapterPerformanceDelegate,
    ListAdapterUpdateListener
{
    var events: [String] = []
    var allowsSelection = true
    func collectionView(_ collectionView: ListCollectionView, didSelectItemAt indexPath: ListIndexPath) {
        events.append("didSelect \(indexPath)")
    }
    func collectionView(_ collectionView: ListCollectionView, didDeselectItemAt indexPath: ListIndexPath) {
        events.append("didDeselect \(indexPath)")
    }
    func collectionView(_ collectionView: ListCollectionView, shouldSelectItemAt indexPath: ListIndexPath) -> Bool {
        allowsSelection
    }
    func collectionView(_ collectionView: ListCollectionView, didHighlightItemAt indexPath: ListIndexPath) {
        events.append("didHighlight \(indexPath)")
    }
    func collectionView(_ collectionView: ListCollectionView, didUnhighlightItemAt indexPath: ListIndexPath) {
        events.append("didUnhighlight \(indexPath)")
    }
    func collectionView(_ collectionView: ListCollectionView, willDisplay cell: ListCell, forItemAt indexPath: ListIndexPath) {
        events.append("willDisplay \(indexPath)")
    }
    func collectionView(
        _ collectionView: ListCollectionView, didEndDisplaying cell: ListCell, forItemAt indexPath: ListIndexPath
    ) {
        events.append("didEndDisplaying \(indexPath)")
    }
    func collectionView(
        _ collectionView: ListCollectionView, willDisplaySupplementaryView view: ListReusableView,
        forElementKind kind: ListElementKind, at indexPath: ListIndexPath
    ) {
        events.append("willDisplay \(kind) \(indexPath)")
    }
    func collectionView(
        _ collectionView: ListCollectionView, didEndDisplayingSupplementaryView view: ListReusableView,
        forElementOfKind kind: ListElementKind, at indexPath: ListIndexPath
    ) {
        events.append("didEndDisplaying \(kind) \(indexPath)")
    }
    func scrollViewDidScroll(_ collectionView: ListCollectionView) { events.append("scrollViewDidScroll") }
    func scrollViewWillBeginDragging(_ collectionView: ListCollectionView) { events.append("willBeginDragging") }
    func scrollViewDidEndDragging(_ collectionView: ListCollectionView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging")
    }
    func scrollViewDidEndDecelerating(_ collectionView: ListCollectionView) { events.append("didEndDecelerating") }

    func listAdapterWillCallSize(_ listAdapter: ListAdapter) { events.append("willCallSize") }
    func listAdapter(_ listAdapter: ListAdapter, didCallSizeOn sectionController: ListSectionController, at index: Int) {
        events.append("didCallSize \(index)")
    }
    func listAdapterWillCallDequeueCell(_ listAdapter: ListAdapter) { events.append("willCallDequeueCell") }
    func listAdapter(
        _ listAdapter: ListAdapter, didCallDequeueCell cell: ListCell, on sectionController: ListSectionController,
        at index: Int
    ) {
        events.append("didCallDequeueCell \(index)")
    }
    func listAdapterWillCallDisplayCell(_ listAdapter: ListAdapter) { events.append("willCallDisplayCell") }
    func listAdapter(
        _ listAdapter: ListAdapter, didCallDisplayCell cell: ListCell, on sectionController: ListSectionController,
        at index: Int
    ) {
        events.append("didCallDisplayCell \(index)")
    }
    func listAdapterWillCallEndDisplayCell(_ listAdapter: ListAdapter) { events.append("willCallEndDisplayCell") }
    func listAdapter(
        _ listAdapter: ListAdapter, didCallEndDisplayCell cell: ListCell, on sectionController: ListSectionController,
        at index: Int
    ) {
        events.append("didCallEndDisplayCell \(index)")
    }
    func listAdapterWillCallScroll(_ listAdapter: ListAdapter) { events.append("willCallScroll") }
    func listAdapter(_ listAdapter: ListAdapter, didCallScroll collectionView: ListCollectionView) {
        events.append("didCallScroll")
    }

    var updates: [(ListAdapterUpdateType, Bool)] = []
    func listAdapter(_ listAdapter: ListAdapter, didFinishUpdate update: ListAdapterUpdateType, animated: Bool) {
        updates.append((update, animated))
    }
}

/// Ports of IGListKit's adapter cases about delegate forwarding, the performance delegate, update listeners
/// (`IGListAdapterTests.m`, `IGListAdapterE2ETests.m`) and the collection-context additions.
@MainActor @Suite struct IGListAdapterCapabilityTests {
    private func path(_ section: Int, _ item: Int) -> ListIndexPath { ListIndexPath(section: section, item: item) }

    @Test func test_whenScrollViewDelegateSet_thatDelegateReceivesEvents() {
        let list = NumberList([1, 2])
        let log = ForwardingLog()
        list.adapter.scrollViewDelegate = log
        list.adapter.scrollViewDidScroll(list.collectionView)
        #expect(log.events == ["scrollViewDidScroll"])
    }

    @Test func test_whenCollectionViewDelegateSet_withScrollViewDelegateSet_thatDelegatesReceiveUniqueEvents() throws {
        let list = NumberList([1, 2])
        let collectionLog = ForwardingLog()
        let scrollLog = ForwardingLog()
        list.adapter.collectionViewDelegate = collectionLog
        list.adapter.scrollViewDelegate = scrollLog
        let cell = try #require(list.collectionView.cellForItem(at: path(0, 0)))
        list.adapter.scrollViewDidScroll(list.collectionView)
        list.adapter.collectionView(list.collectionView, didEndDisplaying: cell, forItemAt: path(0, 0))
        #expect(scrollLog.events == ["scrollViewDidScroll"])
        #expect(collectionLog.events == ["didEndDisplaying [0, 0]"])
    }

    @Test func test_whenSelectingCell_thatCollectionViewDelegateReceivesMethod() {
        let list = NumberList([0, 1, 2])
        let log = ForwardingLog()
        list.adapter.collectionViewDelegate = log
        list.adapter.collectionView(list.collectionView, didSelectItemAt: path(0, 0))
        list.adapter.collectionView(list.collectionView, didDeselectItemAt: path(0, 0))
        list.adapter.collectionView(list.collectionView, didHighlightItemAt: path(0, 0))
        list.adapter.collectionView(list.collectionView, didUnhighlightItemAt: path(0, 0))
        #expect(log.events == ["didSelect [0, 0]", "didDeselect [0, 0]", "didHighlight [0, 0]", "didUnhighlight [0, 0]"])
        log.allowsSelection = false
        #expect(!list.adapter.collectionView(list.collectionView, shouldSelectItemAt: path(0, 0)))
    }

    @Test func test_whenWillBeginDragging_thatScrollViewDelegateReceivesMethod() {
        let list = NumberList([0, 1, 2])
        let collectionLog = ForwardingLog()
        let scrollLog = ForwardingLog()
        list.adapter.collectionViewDelegate = collectionLog
        list.adapter.scrollViewDelegate = scrollLog
        list.adapter.scrollViewWillBeginDragging(list.collectionView)
        list.adapter.scrollViewDidEndDragging(list.collectionView, willDecelerate: false)
        list.adapter.scrollViewDidEndDecelerating(list.collectionView)
        #expect(scrollLog.events == ["willBeginDragging", "didEndDragging", "didEndDecelerating"])
        #expect(collectionLog.events.isEmpty)
    }

    @Test func test_whenSelectingCell_withAutoDeselectEnabled_thatCellIsDeselected() {
        let list = NumberList([1, 1, 1])
        list.adapter.autoDeselectEnabled = true
        list.collectionView.selectItem(at: path(0, 0), animated: false)
        #expect(list.collectionView.indexPathsForSelectedItems.count == 1)
        list.adapter.collectionView(list.collectionView, didSelectItemAt: path(0, 0))
        #expect(list.collectionView.indexPathsForSelectedItems.isEmpty)
    }

    @Test func test_whenReload_thatPerformanceDelegateEventsSent() {
        let collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: 100), layout: StackLayout())
        let source = NumberSource([1])
        let adapter = ListAdapter(updater: ListReloadDataUpdater(), viewController: nil)
        adapter.collectionView = collectionView
        adapter.dataSource = source
        let log = ForwardingLog()
        adapter.performanceDelegate = log
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        source.objects = []
        adapter.reloadData()
        #expect(log.events.prefix(6) == [
            "willCallSize", "didCallSize 0", "willCallDequeueCell", "didCallDequeueCell 0", "willCallDisplayCell",
            "didCallDisplayCell 0",
        ])
        #expect(log.events.contains("willCallEndDisplayCell") && log.events.contains("didCallEndDisplayCell 0"))
    }

    @Test func test_whenScroll_thatPerformanceDelegateEventsSent() {
        let list = NumberList([1])
        let log = ForwardingLog()
        list.adapter.performanceDelegate = log
        list.adapter.scrollViewDidScroll(list.collectionView)
        #expect(log.events == ["willCallScroll", "didCallScroll"])
    }

    @Test func test_whenAddingMultipleUpdateListeners_withPerformUpdatesAnimated_thatEventsReceived() {
        let list = CountingList([TestObject(1, 1)])
        let first = ForwardingLog()
        let second = ForwardingLog()
        list.adapter.addUpdateListener(first)
        list.adapter.addUpdateListener(second)
        _ = list.update(to: [TestObject(1, 1), TestObject(2, 1)])
        #expect(first.updates.map(\.0) == [.performUpdates] && first.updates.map(\.1) == [true])
        #expect(second.updates.map(\.0) == [.performUpdates])
    }

    @Test func test_whenAddingMultipleUpdateListeners_withReloadData_thatEventsReceived() {
        let list = CountingList([TestObject(1, 1)])
        let listener = ForwardingLog()
        list.adapter.addUpdateListener(listener)
        list.adapter.reloadData()
        list.updater.flush()
        #expect(listener.updates.map(\.0) == [.reloadData] && listener.updates.map(\.1) == [false])
    }

    @Test func test_whenAddingMultipleUpdateListeners_withItemUpdatesNotAnimated_thatEventsReceived() throws {
        let list = CountingList([TestObject(1, 1)])
        let listener = ForwardingLog()
        list.adapter.addUpdateListener(listener)
        let section = try #require(list.section(TestObject(1, 1)))
        section.collectionContext?.performBatch(animated: false, updates: { batch in
            batch.reload(in: section, at: [0])
        }, completion: nil)
        list.updater.flush()
        #expect(listener.updates.map(\.0) == [.itemUpdates] && listener.updates.map(\.1) == [false])
    }

    @Test func test_whenAddingMultipleUpdateListeners_withPerformUpdatesNotAnimated_thatEventsReceived() {
        let list = CountingList([TestObject(1, 1)])
        let first = ForwardingLog()
        let second = ForwardingLog()
        list.adapter.addUpdateListener(first)
        list.adapter.addUpdateListener(second)
        list.source.objects = [TestObject(1, 1), TestObject(2, 1)]
        var finished: Bool?
        list.adapter.performUpdates(animated: false) { finished = $0 }
        list.updater.flush()
        #expect(finished == true)
        for listener in [first, second] {
            #expect(listener.updates.map(\.0) == [.performUpdates] && listener.updates.map(\.1) == [false])
        }
    }

    @Test func test_whenAddingMultipleUpdateListeners_withItemUpdatesAnimated_thatEventsReceived() throws {
        let list = CountingList([TestObject(1, 1)])
        let first = ForwardingLog()
        let second = ForwardingLog()
        list.adapter.addUpdateListener(first)
        list.adapter.addUpdateListener(second)
        let section = try #require(list.section(TestObject(1, 1)))
        section.collectionContext?.performBatch(animated: true, updates: { batch in
            batch.reload(in: section, at: [0])
        }, completion: nil)
        list.updater.flush()
        for listener in [first, second] {
            #expect(listener.updates.map(\.0) == [.itemUpdates] && listener.updates.map(\.1) == [true])
        }
    }

    @Test func test_whenAddingMultipleUpdateListeners_thenRemovingListener_thatRemainingReceives() {
        let list = CountingList([TestObject(1, 1)])
        let first = ForwardingLog()
        let second = ForwardingLog()
        list.adapter.addUpdateListener(first)
        list.adapter.addUpdateListener(second)
        list.adapter.removeUpdateListener(second)
        _ = list.update(to: [TestObject(1, 1), TestObject(2, 1)])
        #expect(first.updates.count == 1 && second.updates.isEmpty)
    }

    @Test func test_whenAddingUpdateListener_thenListenerReferenceHitsZero_thatListenerReleased() {
        let list = CountingList([TestObject(1, 1)])
        weak var weakListener: ForwardingLog?
        do {
            let listener = ForwardingLog()
            list.adapter.addUpdateListener(listener)
            weakListener = listener
        }
        _ = list.update(to: [TestObject(1, 1), TestObject(2, 1)])
        #expect(weakListener == nil)
    }

    @Test func test_whenScrolledVertically_thatIndexPathForFirstVisibleItemIsCorrect() {
        let list = NumberList([1, 2, 3])
        let cases: [(CGFloat, ListIndexPath)] = [
            (0, path(0, 0)), (8, path(0, 0)), (12, path(1, 0)), (35, path(2, 0)), (40, path(2, 1)), (59, path(2, 2)),
        ]
        for (y, expected) in cases {
            list.collectionView.setContentOffset(CGPoint(x: 0, y: y), animated: false)
            #expect(list.adapter.indexPathForFirstVisibleItem() == expected, "\(y)")
        }
    }

    @Test func test_whenScrolledVerticallyWithContentInset_thatIndexPathForFirstVisibleItemIsCorrect() {
        let list = NumberList([1, 2, 3])
        list.collectionView.contentInset = ListEdgeInsets(top: 5, bottom: 5)
        let cases: [(CGFloat, ListIndexPath)] = [
            (0, path(0, 0)), (8, path(0, 0)), (12, path(1, 0)), (35, path(2, 0)), (40, path(2, 1)), (59, path(2, 2)),
        ]
        for (y, expected) in cases {
            list.collectionView.setContentOffset(CGPoint(x: 0, y: y - 5), animated: false)
            #expect(list.adapter.indexPathForFirstVisibleItem() == expected, "\(y)")
        }
    }

    @Test func test_whenScrolledVertically_thatOffsetForFirstVisibleItemIsCorrect() {
        let list = NumberList([1, 2, 3, 4, 5, 6])
        for (y, expected) in [(0, 0), (8, 8), (12, 2), (35, 5), (40, 0), (59, 9)] as [(CGFloat, CGFloat)] {
            list.collectionView.setContentOffset(CGPoint(x: 0, y: y), animated: false)
            #expect(list.adapter.offsetForFirstVisibleItem(with: .vertical) == expected, "\(y)")
        }
    }

    @Test func test_whenScrolledVerticallyWithContentInset_thatOffsetForFirstVisibleItemIsCorrect() {
        let list = NumberList([1, 2, 3, 4, 5, 6])
        list.collectionView.contentInset = ListEdgeInsets(top: 5, bottom: 5)
        for (y, expected) in [(0, 0), (8, 8), (12, 2), (35, 5), (40, 0), (59, 9)] as [(CGFloat, CGFloat)] {
            list.collectionView.setContentOffset(CGPoint(x: 0, y: y - 5), animated: false)
            #expect(list.adapter.offsetForFirstVisibleItem(with: .vertical) == expected, "\(y)")
        }
    }

    @Test func test_whenScrollToIndexPathWithAdditionalOffsetVerticially_thatOffsetForFirstVisibleItemIsCorrect() {
        let list = NumberList([1, 2, 3, 4, 5, 6])
        list.collectionView.contentInset = ListEdgeInsets(top: 5, bottom: 5)
        for (object, extra) in [(1, 0), (1, 7), (3, 0), (3, 3), (4, 9)] as [(Int, CGFloat)] {
            list.adapter.scroll(
                to: object, scrollDirection: .vertical, scrollPosition: .none, additionalOffset: extra, animated: false)
            #expect(list.adapter.offsetForFirstVisibleItem(with: .vertical) == extra, "\(object)")
        }
    }

    @Test func test_whenAdapterUpdated_thatFullyVisibleCellsIsCorrect() throws {
        let list = NumberList([2, 10, 5])
        #expect(list.adapter.fullyVisibleCells(for: try #require(list.section(10))).count == 8)
    }

    @Test func test_whenSectionControllerRemoved_thatFullyVisibleCellsIsEmpty() throws {
        let list = NumberList()
        list.source.objects = [1]
        list.adapter.performUpdates(animated: false)
        let controller = try #require(list.section(1))
        list.source.objects = [2]
        list.adapter.performUpdates(animated: false)
        #expect(controller.collectionContext?.fullyVisibleCells(for: controller).isEmpty == true)
    }

    @Test func test_whenQueryingContainerContentOffset_thatResultIsCorrectlyOffset() throws {
        let list = NumberList(Array(1...10))
        let controller = try #require(list.section(3))
        list.adapter.scroll(to: controller, at: 0, scrollPosition: .top, animated: false)
        #expect(controller.collectionContext?.containerContentOffset == CGPoint(x: 0, y: 30))
    }

    @Test func test_whenSettingSupplementaryView_thatViewForSupplementaryElementExists() throws {
        let list = NumberList([0])
        let controller = try #require(list.section(0))
        controller.headerKinds = [.header]
        list.adapter.performUpdates(animated: false)
        #expect(list.adapter.viewForSupplementaryElement(ofKind: .header, at: 0, sectionController: controller) != nil)
        #expect(list.adapter.viewForSupplementaryElement(ofKind: .header, at: 1, sectionController: controller) == nil)
    }

    @Test func test_whenReloadingEmptyIndexSet_whenInvalidatingLayout_insideBatchUpdateBlock_thatOperationExitsGracefully() throws {
        let list = CountingList([TestObject(0, 1), TestObject(1, 1)])
        let second = try #require(list.section(TestObject(1, 1)))
        var executed = false
        list.adapter.performBatch(animated: true, updates: { batch in
            batch.reload(in: second, at: [])
            batch.invalidateLayout(in: second, at: [])
            executed = true
        }, completion: nil)
        list.updater.flush()
        #expect(executed)
    }

    @Test func test_whenIndexPathForItemAtPoint_thatItemUnderThePointIsFound() {
        let list = NumberList([2, 3])
        #expect(list.adapter.indexPathForItem(at: CGPoint(x: 50, y: 25)) == path(1, 0))
        list.collectionView.contentOffset = CGPoint(x: 0, y: 10)
        #expect(list.adapter.contentPoint(fromViewportPoint: CGPoint(x: 5, y: 5)) == CGPoint(x: 5, y: 15))
        #expect(list.adapter.viewportPoint(fromContentPoint: CGPoint(x: 5, y: 15)) == CGPoint(x: 5, y: 5))
        #expect(list.adapter.indexPathForItem(at: CGPoint(x: 150, y: 5)) == nil)
    }
}

/// Records the updater's per-operation calls.
@MainActor
final class OperationLog: ListAdapterUpdaterDelegate {
    var events: [String] = []
    var inDataUpdateBlock: [Bool] = []
    func listAdapterUpdater(_ updater: ListAdapterUpdater, willInsert indexPaths: [ListIndexPath], collectionView: ListCollectionView) {
        events.append("insert \(indexPaths)")
        inDataUpdateBlock.append(updater.isInDataUpdateBlock)
    }
    func listAdapterUpdater(_ updater: ListAdapterUpdater, willDelete indexPaths: [ListIndexPath], collectionView: ListCollectionView) {
        events.append("delete \(indexPaths)")
    }
    func listAdapterUpdater(
        _ updater: ListAdapterUpdater, willMoveFrom indexPath: ListIndexPath, to newIndexPath: ListIndexPath,
        collectionView: ListCollectionView
    ) {
        events.append("move \(indexPath) \(newIndexPath)")
    }
    func listAdapterUpdater(_ updater: ListAdapterUpdater, willReload indexPaths: [ListIndexPath], collectionView: ListCollectionView) {
        events.append("reload \(indexPaths)")
    }
    func listAdapterUpdater(_ updater: ListAdapterUpdater, willReloadSections sections: [Int], collectionView: ListCollectionView) {
        events.append("reloadSections \(sections)")
    }
    func listAdapterUpdater(
        _ updater: ListAdapterUpdater, didDiffWithResults results: ListIndexSetResult, onBackgroundThread: Bool
    ) {
        events.append("didDiff \(onBackgroundThread)")
    }
}

/// The updater additions of IGListKit 4/5 (per-operation delegate calls, `isInDataUpdateBlock`,
/// `singleItemSectionUpdates`, `didDiff…onBackgroundThread:`).
@MainActor @Suite struct IGListAdapterUpdaterAdditionTests {
    @Test func test_whenItemUpdatesRun_thatDelegateHearsEachOperationInsideTheDataUpdateBlock() throws {
        let list = CountingList([TestObject(1, 2)])
        let log = OperationLog()
        list.updater.delegate = log
        #expect(!list.updater.isInDataUpdateBlock)
        let object = list.source.objects[0] as! TestObject
        let section = try #require(list.section(object))
        section.collectionContext?.performBatch(animated: true, updates: { batch in
            object.value = 3
            batch.insert(in: section, at: [2])
            batch.move(in: section, from: 0, to: 1)
            batch.reload(in: section, at: [0])
        }, completion: nil)
        list.updater.flush()
        #expect(log.events == [
            "insert [[0, 2]]", "move [0, 0] [0, 1]", "reload [[0, 0]]",
        ])
        #expect(log.inDataUpdateBlock == [true])
        #expect(list.collectionView.itemCounts == [3])
    }

    @Test func test_whenDiffing_thatDelegateIsToldItRanOnTheMainActor() {
        let list = CountingList([TestObject(1, 1)])
        let log = OperationLog()
        list.updater.delegate = log
        _ = list.update(to: [TestObject(1, 1), TestObject(2, 1)])
        #expect(log.events == ["didDiff false"])
    }

    @Test func test_whenSingleItemSectionUpdates_thatAnUpdatedSingleItemSectionReloadsItsItem() throws {
        let list = CountingList([TestObject(1, 1), TestObject(2, 1)])
        list.updater.singleItemSectionUpdates = true
        #expect(list.update(to: [TestObject(1, 1), TestObject(2, 1), TestObject(3, 1)]) == true)
        let replacement = [TestObject(1, 1), TestObject(2, 1), TestObject(3, 1)]
        // Make the shown instance differ by content from the new one, keeping one item on each side.
        list.section(TestObject(2, 1))?.object?.value = 5
        var updated: Bool?
        let transitions = list.updater.recordTransitions { updated = list.update(to: replacement) }
        #expect(updated == true)
        let transition = try #require(transitions.last)
        #expect(transition.update.reloadItems == [ListIndexPath(section: 1, item: 0)])
        #expect(transition.update.deleteSections.isEmpty && transition.update.insertSections.isEmpty)
    }
}
