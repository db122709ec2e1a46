import Foundation
@testable import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListTestSupport
import Testing

/// A ``ListReloadDataUpdater`` that logs which item and section changes reach it (IGListKit's tests use an
/// OCMock updater rejecting calls).
@MainActor
final class LoggingUpdater: ListUpdatingDelegate {
    private let base = ListReloadDataUpdater()
    var calls: [String] = []
    var objectLookup: ListObjectLookup { base.objectLookup }

    func performUpdate(
        collectionView: ListCollectionView, fromObjects: [AnyListDiffable]?,
        toObjects: @escaping @MainActor () -> [AnyListDiffable], animated: Bool,
        objectTransitionBlock: @escaping @MainActor ([AnyListDiffable]) -> Void,
        completion: (@MainActor (Bool) -> Void)?
    ) {
        calls.append("performUpdate")
        base.performUpdate(
            collectionView: collectionView, fromObjects: fromObjects, toObjects: toObjects, animated: animated,
            objectTransitionBlock: objectTransitionBlock, completion: completion)
    }
    func insertItems(into collectionView: ListCollectionView, at indexPaths: [ListIndexPath]) {
        calls.append("insertItems \(indexPaths)")
        base.insertItems(into: collectionView, at: indexPaths)
    }
    func deleteItems(from collectionView: ListCollectionView, at indexPaths: [ListIndexPath]) {
        calls.append("deleteItems \(indexPaths)")
        base.deleteItems(from: collectionView, at: indexPaths)
    }
    func moveItem(in collectionView: ListCollectionView, from: ListIndexPath, to: ListIndexPath) {
        calls.append("moveItem")
        base.moveItem(in: collectionView, from: from, to: to)
    }
    func reloadItem(in collectionView: ListCollectionView, from: ListIndexPath, to: ListIndexPath) {
        calls.append("reloadItem")
        base.reloadItem(in: collectionView, from: from, to: to)
    }
    func moveSection(in collectionView: ListCollectionView, from: Int, to: Int) {
        calls.append("moveSection")
        base.moveSection(in: collectionView, from: from, to: to)
    }
    func reloadData(
        collectionView: ListCollectionView, reloadUpdateBlock: @escaping @MainActor () -> Void,
        completion: (@MainActor (Bool) -> Void)?
    ) {
        calls.append("reloadData")
        base.reloadData(collectionView: collectionView, reloadUpdateBlock: reloadUpdateBlock, completion: completion)
    }
    func reloadCollectionView(_ collectionView: ListCollectionView, sections: [Int]) {
        calls.append("reloadSections \(sections)")
        base.reloadCollectionView(collectionView, sections: sections)
    }
    func performUpdate(
        collectionView: ListCollectionView, animated: Bool, itemUpdates: @escaping @MainActor () -> Void,
        completion: (@MainActor (Bool) -> Void)?
    ) {
        calls.append("itemUpdates")
        base.performUpdate(collectionView: collectionView, animated: animated, itemUpdates: itemUpdates, completion: completion)
    }
}

/// More ports of Instagram/IGListKit `Tests/IGListAdapterTests.m`: internal index paths, reuse identifiers, the
/// empty view, delegate forwarding, display events for supplementary-only sections and negative sizes.
extension IGListAdapterTests {
    @Test func test_whenQueryingIndexPaths_withSectionController_thatPathsAreEqual() throws {
        let list = NumberList([0, 1, 2])
        let second = try #require(list.section(1))
        let paths = list.adapter.indexPaths(for: second, Array(2..<6), usePreviousSection: false)
        #expect(paths == [path(1, 2), path(1, 3), path(1, 4), path(1, 5)])
    }

    @Test func test_whenQueryingIndexPaths_insideBatchUpdateBlock_thatPathsAreEqual() throws {
        let list = NumberList([0, 1, 2])
        let second = try #require(list.section(1))
        var paths: [ListIndexPath]?
        list.adapter.performBatch(animated: true, updates: { _ in
            paths = list.adapter.indexPaths(for: second, [2, 3], usePreviousSection: true)
        }, completion: nil)
        #expect(paths == [path(1, 2), path(1, 3)])
    }

    @Test func test_whenQueryingReusableIdentifier_thatIdentifierEqualsClassName() {
        #expect(listReusableViewIdentifier(ListCell.self, kind: nil, given: nil) == "ListAdapterKit.ListCell")
    }

    @Test func test_whenQueryingReusableIdentifierWithGivenIdentifier_thatIdentifierEqualsGivenIdentifierAndClassName() {
        #expect(listReusableViewIdentifier(ListCell.self, kind: nil, given: "MyCoolID") == "MyCoolIDListAdapterKit.ListCell")
    }

    @Test func test_whenQueryingReusableIdentifier_thatIdentifierEqualsClassNameAndSupplimentaryKind() {
        let identifier = listReusableViewIdentifier(
            ListCell.self, kind: ListCollectionView.elementKindSectionFooter, given: nil)
        #expect(identifier == "UICollectionElementKindSectionFooterListAdapterKit.ListCell")
    }

    @Test func test_whenDataSourceChanges_thatBackgroundViewVisibilityChanges() {
        let list = NumberList()
        let background = ListReusableView(reuseIdentifier: "background")
        list.source.backgroundView = background
        list.source.objects = [1]
        var executed = false
        list.adapter.reloadData { _ in
            #expect(list.collectionView.backgroundView == nil || list.collectionView.isBackgroundViewHidden)
            list.source.objects = []
            list.adapter.reloadData { _ in
                #expect(!list.collectionView.isBackgroundViewHidden)
                #expect(list.collectionView.backgroundView === background)
                executed = true
            }
        }
        #expect(executed)
    }

    @Test func test_withEmptySectionPlusFooter_thatVisibleSectionControllersAreCorrect() throws {
        let list = NumberList([0])
        let controller = try #require(list.section(0))
        controller.headerKinds = [.footer]
        list.adapter.performUpdates(animated: false)
        let visible = list.adapter.visibleSectionControllers()
        #expect(visible.count == 1)
        #expect(visible.first === controller)
        #expect(visible.first?.supplementaryViewSource === controller)
    }

    @Test func test_whenInsertingIntoEmptySection_thatEmptyViewBecomesHidden() throws {
        let list = NumberList()
        list.source.objects = [0]
        list.source.backgroundView = ListReusableView(reuseIdentifier: "background")
        list.adapter.reloadData()
        #expect(list.collectionView.backgroundView != nil && !list.collectionView.isBackgroundViewHidden)
        let controller = try #require(list.section(0))
        controller.items = 1
        list.adapter.insert(in: controller, at: [0])
        #expect(list.collectionView.isBackgroundViewHidden)
        #expect(list.collectionView.backgroundView == nil)
    }

    @Test func test_whenDeletingAllItemsFromSection_thatEmptyViewBecomesVisible() throws {
        let list = NumberList()
        let background = ListReusableView(reuseIdentifier: "background")
        list.source.objects = [1]
        list.source.backgroundView = background
        list.adapter.reloadData()
        #expect(list.collectionView.backgroundView == nil || list.collectionView.isBackgroundViewHidden)
        let controller = try #require(list.section(1))
        controller.items = 0
        list.adapter.delete(in: controller, at: [0])
        #expect(list.collectionView.backgroundView === background && !list.collectionView.isBackgroundViewHidden)
    }

    @Test func test_whenEmptySectionAddsItems_thatEmptyViewBecomesHidden() throws {
        let list = NumberList()
        list.source.objects = [0]
        list.source.backgroundView = ListReusableView(reuseIdentifier: "background")
        list.adapter.reloadData()
        #expect(list.collectionView.backgroundView != nil && !list.collectionView.isBackgroundViewHidden)
        let controller = try #require(list.section(0))
        controller.items = 2
        list.adapter.reload(controller)
        #expect(list.collectionView.isBackgroundViewHidden)
        #expect(list.collectionView.backgroundView == nil)
    }

    @Test func test_whenSectionItemsAreDeletedAsBatch_thatEmptyViewBecomesVisible() throws {
        let list = NumberList()
        let background = ListReusableView(reuseIdentifier: "background")
        list.source.objects = [1, 2]
        list.source.backgroundView = background
        list.adapter.reloadData()
        #expect(list.collectionView.backgroundView == nil || list.collectionView.isBackgroundViewHidden)
        let first = try #require(list.section(1))
        let second = try #require(list.section(2))
        var finished: Bool?
        list.adapter.performBatch(animated: true, updates: { context in
            first.items = 0
            context.delete(in: first, at: [0])
            second.items = 0
            context.delete(in: second, at: [0, 1])
        }, completion: { done in
            finished = done
            #expect(list.collectionView.backgroundView === background && !list.collectionView.isBackgroundViewHidden)
        })
        #expect(finished == true)
    }

    @Test func test_whenCollectionViewDelegateSet_thatDelegateReceivesEvents() throws {
        let list = NumberList([1, 2])
        let log = ForwardingLog()
        list.adapter.collectionViewDelegate = log
        list.adapter.scrollViewDelegate = nil
        let cell = try #require(list.collectionView.cellForItem(at: path(0, 0)))
        list.adapter.collectionView(list.collectionView, didEndDisplaying: cell, forItemAt: path(0, 0))
        #expect(log.events == ["didEndDisplaying [0, 0]"])
    }

    @Test func test_whenSupplementarySourceSupportsFooter_thatHeaderViewsAreNil() throws {
        let list = NumberList([1, 2])
        try #require(list.section(1)).headerKinds = [.footer]
        list.adapter.performUpdates(animated: false)
        #expect(list.collectionView.supplementaryView(forElementKind: .footer, at: path(0, 0)) != nil)
        #expect(list.collectionView.supplementaryView(forElementKind: .header, at: path(0, 0)) == nil)
        #expect(list.collectionView.supplementaryView(forElementKind: .header, at: path(1, 0)) == nil)
        #expect(list.collectionView.supplementaryView(forElementKind: .footer, at: path(1, 0)) == nil)
    }

    @Test func test_whenQueryingIndexPath_withOOBSectionController_thatNilReturned() {
        let list = NumberList([0, 1, 2])
        #expect(list.adapter.indexPaths(for: ListSectionController(), [0], usePreviousSection: false).isEmpty)
    }

    @Test func test_whenSectionControllerDeleting_withEmptyIndexes_thatNoUpdatesHappen() throws {
        let updater = LoggingUpdater()
        let list = NumberList([0, 1, 2], updater: updater)
        updater.calls = []
        list.adapter.delete(in: try #require(list.section(1)), at: [])
        #expect(updater.calls.isEmpty)
    }

    @Test func test_whenSectionControllerInserting_withEmptyIndexes_thatNoUpdatesHappen() throws {
        let updater = LoggingUpdater()
        let list = NumberList([0, 1, 2], updater: updater)
        updater.calls = []
        list.adapter.insert(in: try #require(list.section(1)), at: [])
        #expect(updater.calls.isEmpty)
    }

    @Test func test_whenReloading_withSectionControllerNotFound_thatNoUpdatesHappen() {
        let updater = LoggingUpdater()
        let list = NumberList([0, 1, 2], updater: updater)
        updater.calls = []
        list.adapter.reload(ListSectionController())
        #expect(updater.calls.isEmpty)
    }

    @Test func test_whenDeselectingCell_thatCollectionViewDelegateReceivesMethod() {
        let list = NumberList([0, 1, 2])
        let log = ForwardingLog()
        list.adapter.collectionViewDelegate = log
        list.adapter.collectionView(list.collectionView, didDeselectItemAt: path(0, 0))
        #expect(log.events == ["didDeselect [0, 0]"])
    }

    @Test func test_whenDisplayingCell_thatCollectionViewDelegateReceivesMethod() {
        let list = NumberList([0, 1, 2])
        let log = ForwardingLog()
        list.adapter.collectionViewDelegate = log
        list.adapter.collectionView(list.collectionView, willDisplay: ListCell(reuseIdentifier: "cell"), forItemAt: path(0, 0))
        #expect(log.events == ["willDisplay [0, 0]"])
    }

    @Test func test_whenDidEndDragging_thatScrollViewDelegateReceivesMethod() {
        let list = NumberList([0, 1, 2])
        let collectionLog = ForwardingLog()
        let scrollLog = ForwardingLog()
        list.adapter.collectionViewDelegate = collectionLog
        list.adapter.scrollViewDelegate = scrollLog
        list.adapter.scrollViewDidEndDragging(list.collectionView, willDecelerate: false)
        #expect(collectionLog.events.isEmpty)
        #expect(scrollLog.events == ["didEndDragging"])
    }

    @Test func test_whenDidEndDecelerating_thatScrollViewDelegateReceivesMethod() throws {
        let list = NumberList([0, 1, 2])
        let collectionLog = ForwardingLog()
        let scrollLog = ForwardingLog()
        list.adapter.collectionViewDelegate = collectionLog
        list.adapter.scrollViewDelegate = scrollLog
        let sectionLog = ScrollLog()
        let first = try #require(list.adapter.visibleSectionControllers().first)
        first.scrollDelegate = sectionLog
        list.adapter.scrollViewDidEndDecelerating(list.collectionView)
        #expect(collectionLog.events.isEmpty)
        #expect(scrollLog.events == ["didEndDecelerating"])
        #expect(sectionLog.events == ["didEndDecelerating"])
    }

    @Test func test_whenDisplayingSectionController_withOnlySupplementaryView_thatDisplayEventStillSent() throws {
        let list = NumberList([0])
        #expect(list.collectionView.supplementaryView(forElementKind: .header, at: path(0, 0)) == nil)
        let controller = try #require(list.section(0))
        controller.headerKinds = [.header]
        let log = DisplayLog()
        controller.displayDelegate = log
        list.adapter.performUpdates(animated: false)
        list.collectionView.layoutIfNeeded()
        #expect(list.collectionView.supplementaryView(forElementKind: .header, at: path(0, 0)) != nil)
        #expect(log.events == ["willDisplay section"])
    }

    @Test func test_whenDisplayingSectionController_fetchingCellIndexIsValid() throws {
        let list = NumberList([0, 1, 2])
        let controller = try #require(list.section(1))
        let cell = try #require(list.adapter.cellForItem(at: 0, sectionController: controller))
        #expect(list.adapter.index(for: cell, sectionController: controller) == 0)
    }

    @Test func test_whenEndingDisplayOfSectionController_withOnlySupplementaryView_thatDisplayEventStillSent() throws {
        let list = NumberList([0])
        let controller = try #require(list.section(0))
        controller.headerKinds = [.header]
        list.adapter.performUpdates(animated: false)
        list.collectionView.layoutIfNeeded()
        #expect(list.collectionView.supplementaryView(forElementKind: .header, at: path(0, 0)) != nil)
        let log = DisplayLog()
        controller.displayDelegate = log
        controller.headerKinds = []
        list.adapter.performUpdates(animated: false)
        list.collectionView.layoutIfNeeded()
        #expect(list.collectionView.supplementaryView(forElementKind: .header, at: path(0, 0)) == nil)
        #expect(log.events == ["didEndDisplaying section"])
    }

    @Test func test_whenWillDisplaySupplementaryView_thatCollectionViewDelegateReceivesEvents() {
        let list = NumberList([1, 2])
        let log = ForwardingLog()
        list.adapter.collectionViewDelegate = log
        list.adapter.collectionView(
            list.collectionView, willDisplaySupplementaryView: ListReusableView(reuseIdentifier: "background"), forElementKind: .header,
            at: path(0, 0))
        #expect(log.events == ["willDisplay header [0, 0]"])
    }

    @Test func test_whenEndDisplayingSupplementaryView_thatCollectionViewDelegateReceivesEvents() {
        let list = NumberList([1, 2])
        let log = ForwardingLog()
        list.adapter.collectionViewDelegate = log
        list.adapter.collectionView(
            list.collectionView, didEndDisplayingSupplementaryView: ListReusableView(reuseIdentifier: "background"), forElementOfKind: .header,
            at: path(0, 0))
        #expect(log.events == ["didEndDisplaying header [0, 0]"])
    }

    @Test func test_whenHighlightingCell_thatCollectionViewDelegateReceivesMethod() {
        let list = NumberList([0, 1, 2])
        let log = ForwardingLog()
        list.adapter.collectionViewDelegate = log
        list.adapter.collectionView(list.collectionView, didHighlightItemAt: path(0, 0))
        #expect(log.events == ["didHighlight [0, 0]"])
    }

    @Test func test_whenUnhighlightingCell_thatCollectionViewDelegateReceivesMethod() {
        let list = NumberList([0, 1, 2])
        let log = ForwardingLog()
        list.adapter.collectionViewDelegate = log
        list.adapter.collectionView(list.collectionView, didUnhighlightItemAt: path(0, 0))
        #expect(log.events == ["didUnhighlight [0, 0]"])
    }

    @Test func test_whenSectionControllerReturnsNegativeSize_thatAdapterReturnsZero() throws {
        let list = NumberList([1])
        try #require(list.section(1)).size = CGSize(width: -1, height: -1)
        #expect(list.adapter.sizeForItem(at: path(0, 0)) == .zero)
    }

    @Test func test_whenSupplementarySourceReturnsNegativeSize_thatAdapterReturnsZero() throws {
        let list = NumberList([1])
        let controller = try #require(list.section(1))
        controller.headerKinds = [.footer]
        controller.supplementarySize = CGSize(width: -1, height: -1)
        #expect(list.adapter.sizeForSupplementaryView(ofKind: .header, at: path(0, 0)) == .zero)
        #expect(list.adapter.sizeForSupplementaryView(ofKind: .footer, at: path(0, 0)) == .zero)
    }
}

/// Records section-level and cell-level display events of one section controller.
@MainActor
final class DisplayLog: ListDisplayDelegate {
    var events: [String] = []
    func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController) {
        events.append("willDisplay section")
    }
    func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController) {
        events.append("didEndDisplaying section")
    }
    func listAdapter(
        _ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController, cell: ListCell, at index: Int
    ) {
        events.append("willDisplay cell \(index)")
    }
    func listAdapter(
        _ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController, cell: ListCell,
        at index: Int
    ) {
        events.append("didEndDisplaying cell \(index)")
    }
}
