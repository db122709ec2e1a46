import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListTestSupport
import Testing

/// Records what a ``ListAdapterUpdater`` tells its delegate through the short (pre-IGListKit 5) methods.
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

/// Ports of Instagram/IGListKit `Tests/IGListAdapterUpdaterTests.m` (IGListKit 5), keeping their names. IGListKit
/// waits for the run loop (`waitForExpectations`); here ``ListAdapterUpdater/flush()`` is that turn, and every
/// completion is checked to have run.
@MainActor @Suite struct IGListAdapterUpdaterTests {
    private func path(_ section: Int, _ item: Int) -> ListIndexPath { ListIndexPath(section: section, item: item) }

    private func makeUpdater() -> ListAdapterUpdater {
        let updater = ListAdapterUpdater()
        updater.schedulesFlushAutomatically = false
        return updater
    }

    // MARK: - hasChanges

    @Test func test_whenUpdatingtoObjects_thatUpdaterHasChanges() {
        let updater = makeUpdater()
        let collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: 100), layout: StackLayout())
        updater.performUpdate(
            collectionView: collectionView, fromObjects: nil, toObjects: { [AnyListDiffable(0)] }, animated: true,
            objectTransitionBlock: { _ in }, completion: nil)
        #expect(updater.hasPendingUpdates)
    }

    @Test func test_whenUpdatingfromObjects_thatUpdaterHasChanges() {
        let list = UpdaterFixture()
        list.updater.performUpdate(
            collectionView: list.collectionView, fromObjects: [AnyListDiffable(0)], toObjects: { [] }, animated: true,
            objectTransitionBlock: list.applySectionData, completion: nil)
        #expect(list.updater.hasPendingUpdates)
    }

    @Test func test_whenUpdatingtoObjects_withfromObjects_thatUpdaterHasChanges() {
        let list = UpdaterFixture()
        list.performUpdate(from: [SectionObject([0])], to: [SectionObject([1])])
        #expect(list.updater.hasPendingUpdates)
        list.updater.flush()
        #expect(!list.updater.hasPendingUpdates)
    }

    @Test func test_whenQueuingItemUpdates_thatUpdaterHasChanges() {
        let updater = makeUpdater()
        let collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: 100), layout: StackLayout())
        updater.performUpdate(collectionView: collectionView, animated: true, itemUpdates: {}, completion: nil)
        #expect(updater.hasPendingUpdates)
    }

    // MARK: - Reloads and section changes

    @Test func test_whenReloadingData_thatCollectionViewUpdates() {
        let list = UpdaterFixture()
        list.source.sections = [SectionObject([])]
        list.reload()
        #expect(list.collectionView.numberOfSections == 1)
        list.source.sections = []
        list.reload()
        #expect(list.collectionView.numberOfSections == 0)
    }

    // UIKit gives a collection view without a data source one empty section; the headless one shows none.
    @Test func test_whenReloadingDataWithNilDataSourceBefore_thatCollectionViewNotCrash() {
        let list = UpdaterFixture()
        list.source.sections = [SectionObject([1]), SectionObject([2])]
        list.reload()
        #expect(list.collectionView.numberOfSections == 2)
        list.collectionView.dataSource = nil
        list.source.sections = []
        var finished: Bool?
        list.updater.reloadData(collectionView: list.collectionView, reloadUpdateBlock: {}, completion: { finished = $0 })
        list.updater.flush()
        #expect(finished == true)
        #expect(list.collectionView.numberOfSections == 0)
    }

    @Test func test_whenInsertingSection_thatCollectionViewUpdates() {
        let list = UpdaterFixture()
        let from = [SectionObject([])]
        list.source.sections = from
        list.reload()
        #expect(list.collectionView.numberOfSections == 1)
        var sections: Int?
        list.performUpdate(from: from, to: [SectionObject([]), SectionObject([])]) { _ in
            sections = list.collectionView.numberOfSections
        }
        list.updater.flush()
        #expect(sections == 2)
    }

    @Test func test_whenDeletingSection_thatCollectionViewUpdates() {
        let list = UpdaterFixture()
        let from = [SectionObject([]), SectionObject([])]
        list.source.sections = from
        list.reload()
        #expect(list.collectionView.numberOfSections == 2)
        var sections: Int?
        list.performUpdate(from: from, to: [SectionObject([])]) { _ in sections = list.collectionView.numberOfSections }
        list.updater.flush()
        #expect(sections == 1)
    }

    @Test func test_whenInsertingSection_withItemChanges_thatCollectionViewUpdates() {
        let list = UpdaterFixture()
        let from = [SectionObject([0])]
        list.source.sections = from
        list.reload()
        #expect(list.counts == [1])
        var counts: [Int]?
        list.performUpdate(from: from, to: [SectionObject([0, 1]), SectionObject([0, 1])]) { _ in counts = list.counts }
        list.updater.flush()
        #expect(counts == [2, 2])
    }

    @Test func test_whenInsertingSection_withDeletedSection_thatCollectionViewUpdates() {
        let list = UpdaterFixture()
        let from = [SectionObject([0, 1, 2]), SectionObject([])]
        list.source.sections = from
        list.reload()
        #expect(list.counts == [3, 0])
        var counts: [Int]?
        let to = [SectionObject([1, 1]), SectionObject([0]), SectionObject([0, 2, 3])]
        list.performUpdate(from: from, to: to, animated: false) { _ in counts = list.counts }
        list.updater.flush()
        #expect(counts == [2, 1, 3])
    }

    @Test func test_whenReloadingSections_thatCollectionViewUpdates() {
        let list = UpdaterFixture()
        list.source.sections = [SectionObject([0, 1]), SectionObject([0, 1])]
        list.reload()
        #expect(list.counts == [2, 2])
        list.source.sections = [SectionObject([0, 1, 2]), SectionObject([0, 1])]
        list.updater.reloadCollectionView(list.collectionView, sections: [0])
        #expect(list.counts == [3, 2])
    }

    @Test func test_whenMovingSections_thatCollectionViewUpdates() {
        let list = UpdaterFixture()
        list.source.sections = [SectionObject([0, 1]), SectionObject([0, 1, 2])]
        list.reload()
        #expect(list.counts == [2, 3])
        list.source.sections = [SectionObject([0, 1, 2]), SectionObject([0, 1])]
        list.updater.moveSection(in: list.collectionView, from: 0, to: 1)
        list.updater.flush()
        #expect(list.counts == [3, 2])
    }

    @Test func test_whenCollectionViewNeedsLayout_thatPerformBatchUpdateWorks() {
        let list = UpdaterFixture()
        let from = [SectionObject([]), SectionObject([])]
        list.source.sections = from
        list.reload()
        // The data source must not change before the update block runs, even if the collection view lays out.
        list.collectionView.invalidateLayout()
        var sections: Int?
        list.performUpdate(from: from, to: [SectionObject([])], animated: false) { _ in
            sections = list.collectionView.numberOfSections
        }
        let transitions = list.updater.flushRecording()
        #expect(sections == 1)
        #expect(transitions.last?.kind == .batchUpdate)
    }

    @Test func test_whenUpdatesAreReentrant_thatUpdatesExecuteSerially() {
        let list = UpdaterFixture()
        let from = [SectionObject([])]
        let to = [SectionObject([]), SectionObject([])]
        list.source.sections = from
        list.reload()
        var completions: [String] = []
        list.performUpdate(from: from, to: to, apply: { objects in
            // Queued while the first update is about to apply: it runs after it.
            list.performUpdate(from: to, to: [SectionObject([]), SectionObject([]), SectionObject([])]) { _ in
                completions.append("second \(list.collectionView.numberOfSections)")
            }
            list.applySectionData(objects)
        }) { _ in
            completions.append("first \(list.collectionView.numberOfSections)")
        }
        list.updater.flush()
        #expect(completions == ["first 2", "second 3"])
    }

    // MARK: - Item updates

    @Test func test_whenOnlyQueueingItemUpdates_thatUpdateBlockExecutes() {
        let list = UpdaterFixture()
        var executed = false
        list.updater.performUpdate(collectionView: list.collectionView, animated: true, itemUpdates: { executed = true }, completion: nil)
        list.updater.flush()
        #expect(executed)
    }

    @Test func test_whenQueueingItemUpdates_withBatchUpdate_thatItemUpdateBlockExecutes() {
        let list = UpdaterFixture()
        var itemUpdateBlockExecuted = false
        var sectionUpdateBlockExecuted = false
        list.performUpdate(from: [], to: [SectionObject([1])], apply: { objects in
            list.applySectionData(objects)
            sectionUpdateBlockExecuted = true
        }, completion: nil)
        var seen: (counts: [Int], item: Bool, section: Bool)?
        list.updater.performUpdate(collectionView: list.collectionView, animated: true, itemUpdates: {
            itemUpdateBlockExecuted = true
        }, completion: { _ in
            // The section operations are done when the item completion runs.
            seen = (list.counts, itemUpdateBlockExecuted, sectionUpdateBlockExecuted)
        })
        list.updater.flush()
        #expect(seen?.counts == [1] && seen?.item == true && seen?.section == true)
    }

    @Test func test_whenItemsMoveAndUpdate_thatCollectionViewWorks() {
        let list = UpdaterFixture()
        let from = [SectionObject([]), SectionObject([]), SectionObject([])]
        // Changing the item counts of moved sections would be rejected as moves; same instances, so equal objects.
        from[2].objects = [1]
        from[0].objects = [1, 1]
        from[1].objects = [1, 1, 1]
        list.source.sections = from
        list.reload()
        list.updater.sectionMovesAsDeletesInserts = true
        var counts: [Int]?
        list.performUpdate(from: from, to: [from[2], from[0], from[1]]) { _ in counts = list.counts }
        let transitions = list.updater.flushRecording()
        #expect(counts == [1, 2, 3])
        #expect(transitions.last?.fallbackReason == nil)
    }

    @Test func test_whenReloadBatchedWithUpdate_thatCompletionBlockStillExecuted() {
        let list = UpdaterFixture()
        let object = SectionObject([0, 1, 2])
        list.source.sections = [object]
        var reloadDataCompletionExecuted = false
        list.updater.reloadData(collectionView: list.collectionView, reloadUpdateBlock: {}, completion: { _ in
            reloadDataCompletionExecuted = true
        })
        var seen: Bool?
        list.updater.performUpdate(collectionView: list.collectionView, animated: true, itemUpdates: {
            object.objects = [2, 1, 4, 5]
            list.updater.insertItems(into: list.collectionView, at: [list.path(0, 2), list.path(0, 3)])
            list.updater.deleteItems(from: list.collectionView, at: [list.path(0, 0)])
            list.updater.moveItem(in: list.collectionView, from: list.path(0, 2), to: list.path(0, 0))
        }, completion: { _ in seen = reloadDataCompletionExecuted })
        list.updater.flush()
        #expect(seen == true)
        #expect(list.counts == [4])
    }

    @Test func test_whenPerformingItemUpdateInMiddleOfReload_thatCompletionBlockStillExecuted() {
        let list = UpdaterFixture()
        list.source.sections = [SectionObject([0, 1, 2])]
        var finished: Bool?
        // Section controllers can request item updates from didUpdate(to:), inside the reload.
        list.updater.reloadData(collectionView: list.collectionView, reloadUpdateBlock: {
            list.updater.performUpdate(
                collectionView: list.collectionView, animated: true, itemUpdates: {}, completion: { finished = $0 })
        }, completion: nil)
        list.updater.flush()
        #expect(finished == true)
    }

    @Test func test_whenPerformingItemUpdateInMiddleOfUpdate_thatCompletionBlockStillExecuted() {
        let list = UpdaterFixture()
        list.source.sections = [SectionObject([0, 1, 2])]
        var finished: Bool?
        list.performUpdate(from: list.source.sections, to: list.source.sections, animated: false, apply: { _ in
            list.updater.performUpdate(
                collectionView: list.collectionView, animated: true, itemUpdates: {}, completion: { finished = $0 })
        }, completion: nil)
        list.updater.flush()
        #expect(finished == true)
    }

    // Headless views have no window: an invisible one (isVisible false) updates all the same.
    @Test func test_whenNotInViewHierarchy_thatUpdatesStillExecuteBlocks() {
        let list = UpdaterFixture()
        list.collectionView.isVisible = false
        let object = SectionObject([0, 1, 2])
        list.source.sections = [object]
        var objectTransitionBlockExecuted = false
        var completionBlockExecuted = false
        list.performUpdate(from: list.source.sections, to: list.source.sections, apply: { _ in
            objectTransitionBlockExecuted = true
        }) { _ in completionBlockExecuted = true }
        var seen: (Bool, Bool)?
        list.updater.performUpdate(collectionView: list.collectionView, animated: true, itemUpdates: {
            object.objects = [2, 1, 4, 5]
            list.updater.insertItems(into: list.collectionView, at: [list.path(0, 2), list.path(0, 3)])
            list.updater.deleteItems(from: list.collectionView, at: [list.path(0, 0)])
            list.updater.moveItem(in: list.collectionView, from: list.path(0, 2), to: list.path(0, 0))
        }, completion: { _ in seen = (objectTransitionBlockExecuted, completionBlockExecuted) })
        list.updater.flush()
        #expect(seen?.0 == true && seen?.1 == true)
    }

    @Test func test_whenNotBatchUpdate_thatDelegateEventsSent() {
        let list = UpdaterFixture()
        let object = SectionObject([0, 1, 2])
        list.source.sections = [object]
        list.collectionView.reloadData()
        list.updater.delegate = list.log
        let transitions = list.updater.recordTransitions {
            object.objects = [1, 2]
            list.updater.deleteItems(from: list.collectionView, at: [path(0, 0)])
            object.objects = [1, 2, 4, 5]
            list.updater.insertItems(into: list.collectionView, at: [path(0, 2), path(0, 3)])
            object.objects = [2, 1, 4, 5]
            list.updater.moveItem(in: list.collectionView, from: path(0, 2), to: path(0, 0))
            list.updater.reloadItem(in: list.collectionView, from: path(0, 0), to: path(0, 0))
        }
        #expect(list.log.events == [
            "willDelete [[0, 0]]", "willInsert [[0, 2], [0, 3]]", "willMove [0, 2] [0, 0]", "willReload [[0, 0]]",
        ])
        #expect(list.counts == [4])
        #expect(transitions.count == 4 && transitions.allSatisfy { $0.fallbackReason == nil })
    }

    @Test func test_whenPerformIndexPathUpdates_reloadingTheSameIndexPathMultipleTimes_shouldNotCrash() {
        let list = UpdaterFixture()
        list.source.sections = [SectionObject([1], identifier: "id")]
        list.updater.delegate = list.log
        var finished: Bool?
        list.updater.performUpdate(collectionView: list.collectionView, animated: false, itemUpdates: {
            list.updater.reloadItem(in: list.collectionView, from: list.path(0, 0), to: list.path(0, 0))
            list.updater.reloadItem(in: list.collectionView, from: list.path(0, 0), to: list.path(0, 0))
        }, completion: { finished = $0 })
        let transitions = list.updater.flushRecording()
        #expect(finished == true)
        #expect(list.log.events.last == "didPerformBatchUpdates")
        #expect(transitions.last?.fallbackReason == nil)
    }

    // MARK: - Reload conversion (IGListConvertReloadToDeleteInsert)

    @Test func test_whenConvertingReloads_withoutChanges_thatOriginalIndexUsed() {
        let result = ListDiff(oldArray: [any ListDiffable](), newArray: [any ListDiffable](), option: .equality)
        var reloads = Set(result.updates).union([2])
        var deletes = Set(result.deletes)
        var inserts = Set(result.inserts)
        ListConvertReloadToDeleteInsert(
            reloads: &reloads, deletes: &deletes, inserts: &inserts, result: result, fromObjects: [])
        #expect(reloads.isEmpty)
        #expect(deletes == [2] && inserts == [2])
    }

    @Test func test_whenConvertingReloads_withChanges_thatIndexMoves() {
        let from: [any ListDiffable] = [1, 2, 3]
        let result = ListDiff(oldArray: from, newArray: [3, 2, 1] as [any ListDiffable], option: .equality)
        var reloads = Set(result.updates).union([2])
        var deletes = Set(result.deletes)
        var inserts = Set(result.inserts)
        ListConvertReloadToDeleteInsert(
            reloads: &reloads, deletes: &deletes, inserts: &inserts, result: result, fromObjects: from)
        #expect(reloads.isEmpty)
        #expect(deletes == [2] && inserts == [0])
    }

    @Test func test_whenReloadingSection_whenSectionRemoved_thatConvertMethodCorrects() {
        let from: [any ListDiffable] = ["a", "b", "c"]
        let result = ListDiff(oldArray: from, newArray: ["a", "c"] as [any ListDiffable], option: .equality)
        var reloads: Set<Int> = [1]
        var deletes: Set<Int> = []
        var inserts: Set<Int> = []
        ListConvertReloadToDeleteInsert(
            reloads: &reloads, deletes: &deletes, inserts: &inserts, result: result, fromObjects: from)
        #expect(reloads.isEmpty && deletes.isEmpty && inserts.isEmpty)
    }

    // MARK: - Missing collection view or data source

    @Test func test_whenReloadingData_withNilCollectionView_thatDelegateFinishesWithoutUpdates() {
        let list = UpdaterFixture()
        list.updater.delegate = list.log
        var finished: Bool?
        list.updater.reloadData(collectionViewProvider: { nil }, reloadUpdateBlock: {}, completion: { finished = $0 })
        list.updater.flush()
        #expect(list.log.events == ["didFinishWithoutUpdates"])
        #expect(list.log.finishedWithout.count == 1 && list.log.finishedWithout[0] == nil)
        #expect(finished == false)
    }

    @Test func test_whenPerformingUpdates_withNilCollectionView_thatDelegateFinishesWithoutUpdates() {
        let list = UpdaterFixture()
        list.updater.delegate = list.log
        var finished: Bool?
        list.updater.performUpdate(
            collectionViewProvider: { nil }, fromObjects: [], toObjects: { [AnyListDiffable(SectionObject([]))] },
            animated: true, objectTransitionBlock: { _ in Issue.record("no collection view: nothing to apply") },
            completion: { finished = $0 })
        list.updater.flush()
        #expect(list.log.events == ["didFinishWithoutUpdates"])
        #expect(list.log.finishedWithout.count == 1 && list.log.finishedWithout[0] == nil)
        #expect(finished == false)
    }

    @Test func test_whenPerformUpdates_dataSourceWasSetToNil_shouldNotCrash() {
        let list = UpdaterFixture()
        let from = [SectionObject([1], identifier: "id1")]
        let to = [SectionObject([2], identifier: "id1"), SectionObject([22], identifier: "id2")]
        list.source.sections = from
        list.updater.delegate = list.log
        list.collectionView.dataSource = nil
        var finished: Bool?
        list.performUpdate(from: from, to: to, animated: false, apply: { _ in }) { finished = $0 }
        list.updater.flush()
        #expect(list.log.events == ["willDiff 1 2", "didDiff onBackgroundThread false", "didFinishWithoutUpdates"])
        #expect(list.log.finishedWithout.first.flatMap { $0 } === list.collectionView)
        #expect(finished == false)
    }

    // IGListKit disables this test (`_test…`); ListPreview falls back to a reload, so it runs here.
    @Test func test_whenCollectionViewSectionCountIsIncorrect_thatDoesNotCrash() {
        let list = UpdaterFixture()
        let from = [SectionObject([])]
        list.source.sections = from
        list.reload()
        #expect(list.collectionView.numberOfSections == 1)
        var sections: Int?
        list.performUpdate(from: from, to: [SectionObject([]), SectionObject([])]) { _ in
            sections = list.collectionView.numberOfSections
        }
        // The data source changes without the updater, and the collection view syncs.
        list.source.sections = [SectionObject([]), SectionObject([]), SectionObject([])]
        list.collectionView.reloadData()
        list.collectionView.layoutIfNeeded()
        #expect(list.collectionView.numberOfSections == 3)
        let transitions = list.updater.flushRecording()
        #expect(sections == 2)
        #expect(transitions.last?.fallbackReason == .sectionCountMismatch(collectionView: 3, fromObjects: 1))
    }

    @Test func test_whenCallingReloadData_withUICollectionViewFlowLayout_withEstimatedSize_thatSectionItemCountsCorrect() {
        let collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: 100), layout: StackLayout())
        let source = SectionsSource(collectionView)
        source.sections = [SectionObject([1]), SectionObject([1, 2, 3, 4])]
        // Counts are read without any layout pass.
        #expect(collectionView.numberOfSections == 2)
        #expect(collectionView.numberOfItems(inSection: 0) == 1 && collectionView.numberOfItems(inSection: 1) == 4)
        source.sections = [SectionObject([1])]
        let updater = makeUpdater()
        updater.reloadData(collectionView: collectionView, reloadUpdateBlock: {}, completion: nil)
        updater.flush()
        #expect(collectionView.numberOfSections == 1 && collectionView.numberOfItems(inSection: 0) == 1)
        source.sections = [SectionObject([1]), SectionObject([1, 2, 3, 4])]
        updater.reloadData(collectionView: collectionView, reloadUpdateBlock: {}, completion: nil)
        updater.flush()
        #expect(collectionView.numberOfSections == 2)
        #expect(collectionView.numberOfItems(inSection: 0) == 1 && collectionView.numberOfItems(inSection: 1) == 4)
    }

    // IGListKit: a collection view outside a window still diffs and performs batch updates.
    @Test func test_whenCollectionViewNotInWindow_andBackgroundReloadFlag_isSetNO_diffHappens() throws {
        let list = UpdaterFixture()
        list.collectionView.isVisible = false
        list.updater.delegate = list.log
        let to = [SectionObject([])]
        var finished: Bool?
        list.performUpdate(from: list.source.sections, to: to, animated: false) { finished = $0 }
        list.updater.flush()
        #expect(finished == true)
        #expect(list.log.events.filter { $0.hasSuffix("BatchUpdates") } == ["willPerformBatchUpdates", "didPerformBatchUpdates"])
        let will = try #require(list.log.willPerform.first)
        #expect(will.fromObjects == [] && will.toObjects == to && will.animated == false)
        #expect(will.result?.inserts == [0] && will.result?.moves.isEmpty == true && will.result?.updates.isEmpty == true && will.result?.deletes.isEmpty == true)
    }

    @Test func test_whenObjectIdentifiersCollide_withDifferentTypes_thatLookupReturnsNil() {
        let list = NumberList([1, 2])
        #expect(ListObjectLookup.equality.key(for: AnyListDiffable(OtherNumber(value: 1))) != ListObjectLookup.equality.key(for: AnyListDiffable(1)))
        #expect(list.adapter.sectionController(for: OtherNumber(value: 1)) == nil)
        #expect(list.adapter.section(for: OtherNumber(value: 2)) == NSNotFound)
        #expect(list.adapter.section(for: 2) == 1)
    }

    // MARK: - Batch data and delegate data

    @Test func test_whenReloadIsCalledWithSameItemCount_deleteInsertSectionHappen() throws {
        let list = UpdaterFixture()
        let from = [SectionObject([1], identifier: "id")]
        let to = [SectionObject([2], identifier: "id")]
        list.source.sections = from
        list.updater.delegate = list.log
        list.performUpdate(from: from, to: to, animated: false)
        list.updater.flush()
        let will = try #require(list.log.willPerform.first)
        #expect(will.fromObjects == from && will.toObjects == to && !will.animated)
        #expect(will.result?.inserts.isEmpty == true && will.result?.deletes.isEmpty == true && will.result?.moves.isEmpty == true && will.result?.updates == [0])
        #expect(list.log.performed == [ListBatchUpdateData(
            insertSections: [0], deleteSections: [0], moveSections: [], insertIndexPaths: [], deleteIndexPaths: [],
            updateIndexPaths: [], moveIndexPaths: [])])
    }

    @Test func test_whenPerformingUpdatesMultipleTimesInARow_thenUpdateWorks() {
        let list = UpdaterFixture()
        let objects1 = [SectionObject([0])]
        let objects2 = [SectionObject([0, 1]), SectionObject([0, 1])]
        let objects3 = [SectionObject([0, 1]), SectionObject([0, 1]), SectionObject([0, 1])]
        list.source.sections = objects1
        list.reload()
        var seen: [[Int]] = []
        list.performUpdate(from: objects1, to: objects2) { _ in
            seen.append(list.counts)
            list.performUpdate(from: objects2, to: objects3) { _ in seen.append(list.counts) }
        }
        list.updater.flush()
        #expect(seen == [[2, 2], [2, 2, 2]])
    }

    @Test func test_whenPerformingUpdate_thatCallsDiffingDelegate() throws {
        let list = UpdaterFixture()
        list.updater.allowsBackgroundDiffing = true
        let from = [SectionObject([], identifier: "0")]
        let to = [SectionObject([], identifier: "0"), SectionObject([], identifier: "1")]
        list.source.sections = from
        list.reload()
        list.updater.delegate = list.log
        var finished: Bool?
        list.performUpdate(from: from, to: to, animated: false) { finished = $0 }
        list.updater.flush()
        #expect(finished == true)
        #expect(Array(list.log.events.prefix(2)) == ["willDiff 1 2", "didDiff onBackgroundThread true"])
        let diff = try #require(list.log.diffs.first)
        #expect(diff.inserts == [1] && diff.deletes.isEmpty && diff.updates.isEmpty && diff.moves.isEmpty)
        #expect(list.counts == [0, 0])
    }

    // IGListKit 5 with IGListExperimentSkipPerformUpdateIfPossible; ListPreview always skips an empty update.
    @Test func test_whenNoChanges_thatPerformUpdateExitsEarly() throws {
        let list = UpdaterFixture()
        let from = [SectionObject([], identifier: "Foo")]
        let to = [SectionObject([], identifier: "Foo")]
        list.source.sections = from
        list.reload()
        list.updater.delegate = list.log
        var seen: (Bool, Int)?
        list.performUpdate(from: from, to: to, animated: false) { seen = ($0, list.collectionView.numberOfSections) }
        list.updater.flush()
        #expect(list.log.events.filter { !$0.hasPrefix("willDiff") && !$0.hasPrefix("didDiff") }
            == ["willPerformBatchUpdates", "didFinishWithoutUpdates"])
        let will = try #require(list.log.willPerform.first)
        #expect(will.fromObjects == from && will.toObjects == to && !will.animated)
        #expect(seen?.0 == true && seen?.1 == 1)
    }

    // MARK: - preferItemReloadsForSectionReloads

    private func batchData(
        from: [SectionObject], to: [SectionObject], preferItemReloads: Bool = true
    ) throws -> (UpdaterDelegateLog.WillPerform, ListBatchUpdateData) {
        let list = UpdaterFixture()
        list.updater.preferItemReloadsForSectionReloads = preferItemReloads
        list.source.sections = from
        list.updater.delegate = list.log
        var finished: Bool?
        list.performUpdate(from: from, to: to, animated: false) { finished = $0 }
        let transitions = list.updater.flushRecording()
        #expect(finished == true)
        #expect(transitions.last?.fallbackReason == nil)
        return (try #require(list.log.willPerform.first), try #require(list.log.performed.first))
    }

    private func sections(inserts: [Int], deletes: [Int], moves: [ListMoveIndex] = [], updates: [ListIndexPath] = [])
        -> ListBatchUpdateData
    {
        ListBatchUpdateData(
            insertSections: inserts, deleteSections: deletes, moveSections: moves, insertIndexPaths: [],
            deleteIndexPaths: [], updateIndexPaths: updates, moveIndexPaths: [])
    }

    @Test func test_whenReloadIsCalledWithSameItemCount_andPreferItemReload_updateIndexPathsHappen() throws {
        let from = [SectionObject([1], identifier: "id")]
        let to = [SectionObject([2], identifier: "id")]
        let (will, data) = try batchData(from: from, to: to)
        #expect(will.result?.updates == [0] && will.result?.inserts.isEmpty == true && will.result?.deletes.isEmpty == true && will.result?.moves.isEmpty == true)
        #expect(data == sections(inserts: [], deletes: [], updates: [path(0, 0)]))
    }

    @Test func test_whenReloadIsCalledWithDifferentItemCount_andPreferItemReload_deleteInsertSectionHappen() throws {
        let from = [SectionObject([1], identifier: "id")]
        let to = [SectionObject([1, 2], identifier: "id")]
        let (will, data) = try batchData(from: from, to: to)
        #expect(will.result?.updates == [0] && will.result?.inserts.isEmpty == true && will.result?.deletes.isEmpty == true && will.result?.moves.isEmpty == true)
        #expect(data == sections(inserts: [0], deletes: [0]))
    }

    private func expectSectionMoveAndUpdate(_ will: UpdaterDelegateLog.WillPerform) {
        // id2 updated at old index 1; id1 moved 0 → 1, id2 moved 1 → 0.
        #expect(will.result?.inserts.isEmpty == true && will.result?.deletes.isEmpty == true)
        #expect(will.result?.updates == [1])
        #expect(Set(will.result?.moves ?? []) == [ListMoveIndex(from: 0, to: 1), ListMoveIndex(from: 1, to: 0)])
    }

    @Test func test_whenReloadIsCalledWithSectionMoveAndUpdate_andPreferItemReload_deleteInsertMoveHappens() throws {
        let from = [SectionObject([1], identifier: "id1"), SectionObject([2], identifier: "id2")]
        let to = [SectionObject([22], identifier: "id2"), SectionObject([1], identifier: "id1")]
        let (will, data) = try batchData(from: from, to: to)
        expectSectionMoveAndUpdate(will)
        #expect(data == sections(inserts: [0], deletes: [1], moves: [ListMoveIndex(from: 0, to: 1)]))
    }

    @Test func test_whenReloadIsCalledWithSectionMoveAndUpdate_withDifferentSectionLength_andPreferItemReload_deleteInsertMoveHappens() throws {
        let from = [SectionObject([1, 2, 3], identifier: "id1"), SectionObject([2], identifier: "id2")]
        let to = [SectionObject([22], identifier: "id2"), SectionObject([1, 2, 3], identifier: "id1")]
        let (will, data) = try batchData(from: from, to: to)
        expectSectionMoveAndUpdate(will)
        #expect(data == sections(inserts: [0], deletes: [1], moves: [ListMoveIndex(from: 0, to: 1)]))
    }

    @Test func test_whenReloadIsCalledWithSectionMoveAndUpdate_withThreeSections_deleteInsertMoveHappens() throws {
        let from = [
            SectionObject([1], identifier: "id1"), SectionObject([2], identifier: "id2"),
            SectionObject([3], identifier: "id3"),
        ]
        let to = [
            SectionObject([22, 23], identifier: "id2"), SectionObject([1], identifier: "id1"),
            SectionObject([3], identifier: "id3"),
        ]
        let (will, data) = try batchData(from: from, to: to)
        expectSectionMoveAndUpdate(will)
        #expect(data == sections(inserts: [0], deletes: [1], moves: [ListMoveIndex(from: 0, to: 1)]))
    }

    @Test func test_whenReloadIsCalledWithSectionInsertAndUpdate_andPreferItemReload_noItemReloads() throws {
        let from = [SectionObject([1], identifier: "id1")]
        let to = [SectionObject([2], identifier: "id1"), SectionObject([22], identifier: "id2")]
        let (will, data) = try batchData(from: from, to: to)
        #expect(will.result?.deletes.isEmpty == true && will.result?.moves.isEmpty == true)
        #expect(will.result?.updates == [0] && will.result?.inserts == [1])
        #expect(data == sections(inserts: [0, 1], deletes: [0]))
    }

    @Test func test_withSingleItemSectionUpdates_thatPerformBatchUpdateWorks() {
        let list = UpdaterFixture()
        list.updater.singleItemSectionUpdates = true
        let first = SectionObject([1, 2, 3])
        let second = SectionObject([4, 5, 6])
        list.source.sections = [first, second]
        list.reload()
        var sections: Int?
        list.performUpdate(from: [first, second], to: [second, first], animated: false) { _ in
            sections = list.collectionView.numberOfSections
        }
        let transitions = list.updater.flushRecording()
        #expect(sections == 2)
        #expect(transitions.last?.fallbackReason == nil)
    }

    // MARK: - Illegal state, crash reporting, configuration

    @Test func test_whenCallingWillCrash_thatDelegateIsCalled() {
        let list = UpdaterFixture()
        list.updater.delegate = list.log
        list.updater.willCrash(with: list.collectionView, sectionControllerClass: NSObject.self)
        #expect(list.log.events == ["willCrash NSObject"])
    }

    @Test func test_whenSettingAdaptiveCoalescingConfig_thatGetterReturnsConfig() {
        let updater = makeUpdater()
        updater.adaptiveCoalescingExperimentConfig = ListAdaptiveCoalescingExperimentConfig(
            enabled: true, minInterval: 0.1, intervalIncrement: 0.05, maxInterval: 0.5,
            useMaxIntervalWhenViewNotVisible: true)
        let config = updater.adaptiveCoalescingExperimentConfig
        #expect(config.enabled)
        #expect(config.minInterval == 0.1 && config.intervalIncrement == 0.05 && config.maxInterval == 0.5)
        #expect(config.useMaxIntervalWhenViewNotVisible)
    }

    // MARK: - From the issue

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
        #expect(log.events.isEmpty)  // the short delegate method takes a collection view: it hears nothing of nil
    }
}

extension UpdaterFixture {
    func path(_ section: Int, _ item: Int) -> ListIndexPath { ListIndexPath(section: section, item: item) }
}
