import Foundation
import ListAdapterKit
import ListDiffKit
import ListLayoutKit
import ListTestSupport
import Testing

@MainActor @Suite struct ListAdapterTests {
    private func path(_ section: Int, _ item: Int) -> ListIndexPath { ListIndexPath(section: section, item: item) }

    @Test func test_whenDataSourceIsSet_thatEachObjectGetsASectionController() throws {
        let owner = EventLog()
        let collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: 200), layout: StackLayout())
        let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: owner)
        let feed = RowFeed(rows(2, 1))
        adapter.collectionView = collectionView
        adapter.dataSource = feed
        #expect(collectionView.itemCounts == [2, 1])
        #expect(collectionView.visibleCells.isEmpty)  // no layout pass yet, as in UIKit
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.map { $0.content.text } == ["a-0", "a-1", "b-0"])
        let first = try #require(adapter.sectionController(forSection: 0))
        let second = try #require(adapter.sectionController(for: Row(id: "b")))
        #expect(adapter.sectionController(for: Row(id: "a")) === first)
        #expect(first.section == 0 && first.isFirstSection && !first.isLastSection)
        #expect(second.section == 1 && second.isLastSection)
        #expect(first.owner === owner)
        #expect(first.viewController == nil)  // the owner is no view controller
        #expect(first.collectionContext === adapter)
        #expect((adapter.object(atSection: 1) as? Row)?.id == "b")
        #expect(adapter.object(atSection: 2) == nil)
        #expect(adapter.section(for: second) == 1)
        #expect(feed.log.events.prefix(2) == ["didUpdate a", "didUpdate b"])
    }

    @Test func test_whenPerformUpdatesIsCalledTwice_thatOneBatchAppliesAndBothCompletionsRun() throws {
        let list = ListFixture(rows(1, 1, 1))
        var finished: [Bool] = []
        list.feed.rows = [Row(id: "c"), Row(id: "a"), Row(id: "d")]
        list.adapter.performUpdates(animated: true) { finished.append($0) }
        list.feed.rows = [Row(id: "c"), Row(id: "a"), Row(id: "e"), Row(id: "d")]
        list.adapter.performUpdates(animated: false) { finished.append($0) }
        #expect(list.updater.hasPendingUpdates)
        #expect(list.collectionView.itemCounts == [1, 1, 1])
        let transitions = list.updater.flushRecording()
        #expect(finished == [true, true])
        #expect(transitions.count == 1)
        let transition = try #require(transitions.last)
        #expect(transition.kind == .batchUpdate)
        #expect(!transition.animated)
        #expect(transition.update.deleteSections == [1])
        #expect(transition.update.insertSections == [2, 3])
        #expect(transition.update.moveSections == [.init(from: 0, to: 1), .init(from: 2, to: 0)])
        #expect(list.visibleTexts == ["c-0", "a-0", "e-0", "d-0"])
        #expect(list.adapter.objects().map { ($0 as! Row).id } == ["c", "a", "e", "d"])
    }

    @Test func test_whenObjectChangesInPlace_thatItsSectionIsReloadedAndControllerKept() throws {
        let list = ListFixture(rows(1, 2))
        let controller = list.adapter.sectionController(forSection: 1)
        list.feed.rows[1].label = "new"
        list.adapter.performUpdates(animated: true)
        let transitions = list.updater.flushRecording()
        #expect(list.adapter.sectionController(forSection: 1) === controller)
        let transition = try #require(transitions.last)
        #expect(transition.update.deleteSections == [1] && transition.update.insertSections == [1])
        #expect(list.collectionView.cellForItem(at: path(1, 1))?.content.detailText == "new")
        #expect(list.feed.log.events.contains("didUpdate b"))
    }

    @Test func test_whenPreferringItemReloads_withSameCount_thatSectionReloadBecomesItemReloads() throws {
        let list = ListFixture(rows(1, 2))
        list.updater.preferItemReloadsForSectionReloads = true
        list.feed.rows[1].label = "new"
        list.adapter.performUpdates(animated: true)
        let transitions = list.updater.flushRecording()
        let transition = try #require(transitions.last)
        #expect(transition.update.reloadItems == [path(1, 0), path(1, 1)])
        #expect(transition.update.deleteSections.isEmpty)
    }

    @Test func test_whenMoreThan100Changes_thatUpdaterFallsBackToReloadAndSaysWhy() throws {
        let list = ListFixture([])
        let delegate = UpdaterLog()
        list.updater.delegate = delegate
        list.feed.rows = (0..<101).map { Row(id: "r\($0)") }
        list.adapter.performUpdates(animated: true)
        let transitions = list.updater.flushRecording()
        #expect(list.collectionView.numberOfSections == 101)
        let transition = try #require(transitions.last)
        #expect(transition.kind == .reloadData)
        #expect(transition.fallbackReason == .tooManyUpdates(count: 101))
        #expect(delegate.events == ["willDiff", "didDiff", "willReload true", "didReload true", "fallback more than 100 changes (101) with allowsReloadingOnTooManyUpdates"])
        list.updater.allowsReloadingOnTooManyUpdates = false
        list.feed.rows = (0..<102).map { Row(id: "s\($0)") }
        list.adapter.performUpdates(animated: true)
        #expect(list.updater.flushRecording().map(\.kind) == [.batchUpdate])
    }

    @Test func test_whenSectionCountDiffersFromObjects_thatUpdaterReloads() throws {
        let list = ListFixture(rows(1, 1))
        var objects: [AnyListDiffable] = []
        list.updater.performUpdate(
            collectionView: list.collectionView, fromObjects: [AnyListDiffable(Row(id: "x"))],
            toObjects: { [AnyListDiffable(Row(id: "y"))] }, animated: true,
            objectTransitionBlock: { objects = $0 }, completion: nil)
        let transitions = list.updater.flushRecording()
        #expect(objects.map { $0.diffIdentity } == [AnyHashable("y")])
        #expect(transitions.last?.fallbackReason == .sectionCountMismatch(collectionView: 2, fromObjects: 1))
    }

    @Test func test_whenSectionControllerReportsWrongCount_thatBatchIsRejectedAndListReloads() throws {
        let list = ListFixture(rows(2))
        let controller = try #require(list.adapter.sectionController(forSection: 0))
        var finished: Bool?
        list.adapter.performBatch(animated: true, updates: { batch in
            batch.insert(in: controller, at: [0])  // the row still has 2 items: inconsistent
        }, completion: { finished = $0 })
        let transitions = list.updater.flushRecording()
        #expect(finished == true)
        let transition = try #require(transitions.last)
        #expect(transition.kind == .reloadData)
        #expect(
            transition.fallbackReason?.description
                == "the collection view rejected the batch update: Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (2) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
        )
        #expect(list.collectionView.itemCounts == [2])
    }

    @Test func test_whenBatchingItemChanges_thatTheyApplyInOneTransition() throws {
        let list = ListFixture(rows(3))
        let controller = try #require(list.adapter.sectionController(forSection: 0) as? RowSection)
        list.adapter.performBatch(animated: true, updates: { batch in
            controller.row.count = 3
            batch.delete(in: controller, at: [0])
            batch.insert(in: controller, at: [2])
            batch.move(in: controller, from: 1, to: 0)
        }, completion: nil)
        var finished = 0
        list.adapter.performBatch(animated: true, updates: { batch in
            controller.row.count = 4
            batch.insert(in: controller, at: [3])
        }, completion: { if $0 { finished += 1 } })
        let transitions = list.updater.flushRecording()
        #expect(finished == 1)
        #expect(transitions.count == 1)
        let transition = try #require(transitions.last)
        #expect(transition.kind == .batchUpdate)
        #expect(transition.update.deleteItems == [path(0, 0)])
        #expect(transition.update.insertItems == [path(0, 2), path(0, 3)])
        #expect(transition.update.moveItems == [.init(from: path(0, 1), to: path(0, 0))])
        #expect(transition.survivingItems == [.init(from: path(0, 1), to: path(0, 0)), .init(from: path(0, 2), to: path(0, 1))])
        #expect(transition.movedItems == [.init(from: path(0, 1), to: path(0, 0))])  // (0, 2) → (0, 1) only shifted
    }

    @Test func test_whenReloadingData_thatEverythingReloadsWithoutAnimation() throws {
        let list = ListFixture(rows(1))
        list.feed.rows = rows(2, 2)
        var finished: Bool?
        list.adapter.reloadData { finished = $0 }
        let transitions = list.updater.flushRecording()
        #expect(finished == true)
        #expect(list.collectionView.itemCounts == [2, 2])
        #expect(transitions.last?.kind == .reloadData)
        #expect(transitions.last?.fallbackReason == nil)
    }

    @Test func test_whenReloadingObjects_thatTheirControllersUpdateAndCellsAreReplaced() throws {
        let list = ListFixture(rows(1, 1))
        let old = list.collectionView.cellForItem(at: path(1, 0))
        let transitions = list.updater.recordTransitions {
            list.adapter.reloadObjects([Row(id: "b", count: 1, label: "fresh"), Row(id: "zzz")])
        }
        #expect(list.feed.log.events.contains("didUpdate b"))
        #expect(list.collectionView.cellForItem(at: path(1, 0))?.content.detailText == "fresh")
        #expect(list.collectionView.cellForItem(at: path(1, 0)) !== old)  // the old cell leaves after the new appears
        #expect(transitions.map(\.update.reloadSections) == [[1]])
    }

    @Test func test_whenScrolled_thatVisibleObjectsAndControllersFollow() {
        let list = ListFixture(rows(2, 2, 2, 2), height: 100)
        #expect(list.adapter.visibleObjects().map { ($0 as! Row).id } == ["a", "b"])
        list.collectionView.contentOffset = CGPoint(x: 0, y: 170)
        #expect(list.adapter.visibleObjects().map { ($0 as! Row).id } == ["c", "d"])
        #expect(list.adapter.visibleSectionControllers().map(\.section) == [2, 3])
        #expect(list.adapter.visibleCells(for: Row(id: "c")).map { $0.content.text } == ["c-0", "c-1"])
    }

    @Test func test_whenScrollingToObject_thatItsSectionIsAtTheTop() {
        let list = ListFixture(rows(2, 2, 2, 2, 2), height: 100, configure: { $0.headerHeight = 10 })
        list.adapter.scroll(to: Row(id: "c"), supplementaryKinds: [ListCollectionView.elementKindSectionHeader], scrollPosition: .top, animated: false)
        #expect(list.collectionView.contentOffset.y == 180)
        list.adapter.scroll(to: Row(id: "c"), scrollPosition: .top, additionalOffset: -5, animated: false)
        #expect(list.collectionView.contentOffset.y == 185)
        #expect(list.collectionView.supplementaryView(forElementKind: .header, at: path(2, 0))?.content.text == "header c")
    }

    @Test func test_whenThereAreNoItems_thatEmptyViewIsTheBackground() {
        let list = ListFixture([], configure: { $0.emptyText = "Nothing here" })
        #expect(list.collectionView.backgroundView?.content.text == "Nothing here")
        list.feed.rows = rows(1)
        list.adapter.performUpdates(animated: true)
        list.updater.flush()
        #expect(list.collectionView.backgroundView == nil)
    }

    @Test func test_whenNoCollectionView_thatUpdatesCompleteWithFalse() {
        let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
        var finished: [Bool] = []
        adapter.performUpdates(animated: true) { finished.append($0) }
        adapter.reloadData { finished.append($0) }
        #expect(finished == [false, false])
    }

    @Test func test_whenNothingChanged_thatNoBatchIsAppliedAndDelegateIsTold() {
        let list = ListFixture(rows(1))
        let delegate = UpdaterLog()
        list.updater.delegate = delegate
        var finished: Bool?
        list.adapter.performUpdates(animated: true) { finished = $0 }
        let transitions = list.updater.flushRecording()
        #expect(finished == true)
        #expect(transitions.isEmpty)
        #expect(delegate.events.last == "finishedWithoutUpdates")
    }

    @Test func test_whenUsingReloadDataUpdater_thatEveryChangeReloads() {
        let collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: 200), layout: StackLayout())
        let adapter = ListAdapter(updater: ListReloadDataUpdater(), viewController: nil)
        let feed = RowFeed(rows(1))
        adapter.collectionView = collectionView
        adapter.dataSource = feed
        feed.rows = rows(1, 3)
        var finished: Bool?
        adapter.performUpdates(animated: true) { finished = $0 }
        #expect(finished == true)
        #expect(collectionView.itemCounts == [1, 3])
        #expect(collectionView.lastTransition?.kind == .reloadData)
    }

    @Test func test_whenLookupIsByIdentity_thatEqualIdentifiersOfDistinctInstancesAreDistinct() {
        let first = Box(id: 1)
        let twin = Box(id: 1)
        #expect(ListObjectLookup.identity.key(for: AnyListDiffable(first)) != ListObjectLookup.identity.key(for: AnyListDiffable(twin)))
        #expect(ListObjectLookup.equality.key(for: AnyListDiffable(first)) == ListObjectLookup.equality.key(for: AnyListDiffable(twin)))
        #expect(ListObjectLookup.identity.key(for: AnyListDiffable(Row(id: "v"))) == ListObjectLookup.equality.key(for: AnyListDiffable(Row(id: "v"))))
        let adapter = ListAdapter(updater: ListAdapterUpdater(objectLookup: .identity), viewController: nil)
        let collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: 100), layout: StackLayout())
        let source = BoxSource([first])
        adapter.collectionView = collectionView
        adapter.dataSource = source
        #expect(adapter.sectionController(for: first) != nil)
        #expect(adapter.sectionController(for: twin) == nil)
    }

    @Test func test_whenDuplicateIdentifiers_thatLaterDuplicatesAreDropped() {
        let list = ListFixture([Row(id: "a"), Row(id: "b"), Row(id: "a", count: 5)])
        #expect(list.collectionView.itemCounts == [1, 1])
    }

    @Test func test_whenTransitionDelegateIsSet_thatAppearingAttributesAreCustomised() throws {
        let list = ListFixture(rows(1))
        list.feed.rows = rows(2)
        list.adapter.performUpdates(animated: true)
        list.updater.flush()
        let start = try #require(list.adapter.initialAttributes(forAppearingItemAt: path(0, 1)))
        #expect(start == ListTransitionAttributes(frame: CGRect(x: -100, y: 40, width: 100, height: 40), alpha: 0))
        #expect(list.adapter.finalAttributes(forDisappearingItemAt: path(0, 0))?.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(list.adapter.sizeForItem(at: path(0, 1)) == CGSize(width: 100, height: 40))
        #expect(list.adapter.sizeForSupplementaryView(ofKind: .header, at: path(0, 0)) == .zero)
    }
}

/// Records updater delegate calls.
@MainActor
final class UpdaterLog: ListAdapterUpdaterDelegate {
    var events: [String] = []
    func listAdapterUpdater(_ updater: ListAdapterUpdater, willDiffFromObjects fromObjects: [AnyListDiffable], toObjects: [AnyListDiffable]) {
        events.append("willDiff")
    }
    func listAdapterUpdater(_ updater: ListAdapterUpdater, didDiffWithResults results: ListIndexSetResult) {
        events.append("didDiff")
    }
    func listAdapterUpdater(_ updater: ListAdapterUpdater, willReloadDataWith collectionView: ListCollectionView, isFallbackReload: Bool) {
        events.append("willReload \(isFallbackReload)")
    }
    func listAdapterUpdater(_ updater: ListAdapterUpdater, didReloadDataWith collectionView: ListCollectionView, isFallbackReload: Bool) {
        events.append("didReload \(isFallbackReload)")
    }
    func listAdapterUpdater(_ updater: ListAdapterUpdater, didFallBackToReload reason: ListUpdateFallbackReason, collectionView: ListCollectionView) {
        events.append("fallback \(reason)")
    }
    func listAdapterUpdater(_ updater: ListAdapterUpdater, didFinishWithoutUpdatesWith collectionView: ListCollectionView) {
        events.append("finishedWithoutUpdates")
    }
}

/// A class model, for identity lookup.
final class Box: ListDiffableValue {
    let id: Int
    init(id: Int) { self.id = id }
    var diffIdentity: Int { id }
    func isEqual(toDiffableObject object: Box) -> Bool { id == object.id }
}

@MainActor
final class BoxSource: ListAdapterDataSource {
    let boxes: [Box]
    init(_ boxes: [Box]) { self.boxes = boxes }
    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { boxes }
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
        ListSingleSectionController(configure: { _, cell in cell.content.text = "box" }, size: { _, _ in CGSize(width: 10, height: 10) })
    }
    func emptyView(for listAdapter: ListAdapter) -> ListReusableView? { nil }
}
