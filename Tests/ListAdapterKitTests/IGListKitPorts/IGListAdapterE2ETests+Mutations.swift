import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListTestSupport
import Testing

/// Records the adapter delegate's object-level display events.
@MainActor
final class AdapterDisplayLog: ListAdapterDelegate {
    var events: [String] = []
    func listAdapter(_ listAdapter: ListAdapter, willDisplay object: Any, at index: Int) {
        events.append("willDisplay \((object as? TestObject)?.key ?? -1) at \(index)")
    }
    func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying object: Any, at index: Int) {
        events.append("didEndDisplaying \((object as? TestObject)?.key ?? -1) at \(index)")
    }
}

/// More ports of Instagram/IGListKit `Tests/IGListAdapterE2ETests.m`: section controllers mutating their items
/// through batch contexts, alone and coalesced with object updates, moves, reloads, and what is released.
extension IGListAdapterE2ETests {
    /// Runs a batch on a section controller and the queued updates, returning whether the batch finished.
    private func batch(
        _ list: CountingList, _ section: ListSectionController, animated: Bool = true,
        _ updates: @escaping @MainActor (any ListBatchContext) -> Void
    ) -> Bool? {
        var finished: Bool?
        section.collectionContext?.performBatch(animated: animated, updates: updates, completion: { finished = $0 })
        list.updater.flush()
        return finished
    }

    @Test func test_whenUsingStringValue_thenCellLabelsAreConfigured() throws {
        let list = CountingList([Labelled(0, "Foo"), Labelled(1, "Bar")])
        let cell = try #require(list.collectionView.cellForItem(at: path(0, 0)))
        #expect(cell.content.text == "Foo")
        let section = try #require(list.adapter.sectionController(for: list.source.objects[0]))
        #expect(list.adapter.index(for: cell, sectionController: section) == 0)
    }

    @Test func test_whenUpdating_withEqualObjects_thatCellConfigurationDoesntChange() throws {
        let list = CountingList([Labelled(0, "Foo"), Labelled(1, "Bar")])
        let first = try #require(list.adapter.sectionController(for: list.source.objects[0]))
        list.source.objects = [Labelled(0, "Foo"), Labelled(1, "Bar")]
        var checked = false
        list.adapter.performUpdates(animated: true) { _ in
            let cell = list.collectionView.cellForItem(at: path(0, 0))
            #expect(cell?.content.text == "Foo")
            #expect(list.adapter.sectionController(for: list.source.objects[0]) === first)
            #expect(cell.map { list.adapter.index(for: $0, sectionController: first) } == 0)
            checked = true
        }
        list.updater.flush()
        #expect(checked)
    }

    @Test func test_whenSectionControllerInsertsIndexes_thatCountsAreUpdated() throws {
        let list = CountingList([TestObject(1, 2), TestObject(2, 2)])
        let object = list.source.objects[0] as! TestObject
        let section = try #require(list.section(object))
        #expect(batch(list, section) { context in
            object.value = 3
            context.insert(in: section, at: [2])
        } == true)
        #expect(list.collectionView.itemCounts == [3, 2])
    }

    @Test func test_whenSectionControllerDeletesIndexes_thatCountsAreUpdated() throws {
        let list = CountingList([TestObject(1, 2), TestObject(2, 2)])
        let object = list.source.objects[0] as! TestObject
        let section = try #require(list.section(object))
        #expect(batch(list, section) { context in
            object.value = 1
            context.delete(in: section, at: [0])
        } == true)
        #expect(list.collectionView.itemCounts == [1, 2])
    }

    @Test func test_whenSectionControllerReloadsIndexes_thatCellConfigurationUpdates() throws {
        let list = CountingList([Labelled(1, "a"), Labelled(2, "b")])
        #expect(list.collectionView.cellForItem(at: path(0, 0))?.content.text == "a")
        let object = list.source.objects[0] as! Labelled
        let section = try #require(list.adapter.sectionController(for: object))
        #expect(batch(list, section) { context in
            object.value = "c"
            context.reload(in: section, at: [0])
        } == true)
        #expect(list.collectionView.numberOfSections == 2)
        #expect(list.collectionView.cellForItem(at: path(0, 0))?.content.text == "c")
    }

    @Test func test_whenSectionControllerReloads_thatCountsAreUpdated() throws {
        let list = CountingList([TestObject(1, 2), TestObject(2, 2)])
        let object = list.source.objects[0] as! TestObject
        let section = try #require(list.section(object))
        #expect(batch(list, section) { context in
            object.value = 3
            context.reload(section)
        } == true)
        #expect(list.collectionView.itemCounts == [3, 2])
    }

    @Test func test_whenPerformingUpdates_withSectionControllerMutations_thatCollectionCountsAreUpdated() throws {
        let list = CountingList([TestObject(1, 2), TestObject(2, 2)])
        let first = list.source.objects[0] as! TestObject
        let second = list.source.objects[1] as! TestObject
        list.source.objects = [TestObject(3, 1), first, second]
        let firstSection = try #require(list.section(first))
        let secondSection = try #require(list.section(second))
        list.adapter.performUpdates(animated: true)
        #expect(batch(list, firstSection) { context in
            first.value = 1
            second.value = 3
            context.delete(in: firstSection, at: [0])
            context.insert(in: secondSection, at: [2])
            context.reload(in: secondSection, at: [0])
        } == true)
        #expect(list.collectionView.itemCounts == [1, 1, 3])
    }

    @Test func test_whenSectionControllerMoves_withSectionControllerMutations_thatCollectionViewWorks() throws {
        let list = CountingList([TestObject(1, 2), TestObject(2, 2)])
        let object = list.source.objects[0] as! TestObject
        list.source.objects = [TestObject(2, 2), object]
        let section = try #require(list.section(object))
        list.adapter.performUpdates(animated: true)
        #expect(batch(list, section) { context in
            object.value = 3
            context.insert(in: section, at: [2])
        } == true)
        #expect(list.collectionView.itemCounts == [2, 3])
    }

    @Test func test_whenItemIsRemoved_withSectionControllerMutations_thatCollectionViewWorks() throws {
        let list = CountingList([TestObject(2, 2), TestObject(1, 2)])
        let object = list.source.objects[1] as! TestObject
        list.source.objects = [TestObject(2, 2)]
        let section = try #require(list.section(object))
        list.adapter.performUpdates(animated: true)
        _ = batch(list, section) { context in
            object.value = 1
            context.delete(in: section, at: [0])
        }
        #expect(list.collectionView.itemCounts == [2])
    }

    @Test func test_whenPerformingUpdates_withUnequalItem_withItemMoving_thatCollectionViewCountsUpdate() {
        let list = CountingList([TestObject(1, 2), TestObject(2, 2)])
        #expect(list.update(to: [TestObject(3, 2), TestObject(1, 3), TestObject(2, 2)]) == true)
        #expect(list.collectionView.itemCounts == [2, 3, 2])
    }

    @Test func test_whenPerformingUpdates_withItemMoving_withSectionControllerReloadIndexes_thatCollectionViewCountsUpdate() throws {
        let list = CountingList([TestObject(1, 2), TestObject(2, 3)])
        let section = try #require(list.section(list.source.objects[0]))
        list.source.objects = [TestObject(2, 3), TestObject(1, 2)]
        list.adapter.performUpdates(animated: true)
        #expect(batch(list, section) { context in context.reload(in: section, at: [0]) } == true)
        #expect(list.collectionView.itemCounts == [3, 2])
    }

    @Test func test_whenPerformingUpdates_withSectionControllerReloadIndexes_withItemDeleted_thatCollectionViewCountsUpdate() throws {
        let list = CountingList([TestObject(1, 2), TestObject(2, 3)])
        let section = try #require(list.section(list.source.objects[0]))
        list.source.objects = [TestObject(2, 3)]
        list.adapter.performUpdates(animated: true)
        _ = batch(list, section) { context in context.reload(in: section, at: [0]) }
        #expect(list.collectionView.itemCounts == [3])
    }

    @Test func test_whenQueryingCollectionContext_withNewItemInstances_thatSectionMatchesCurrentIndex() throws {
        let list = CountingList([TestObject(1, 2), TestObject(2, 2)])
        let section = try #require(list.section(list.source.objects[0]))
        #expect(list.update(to: [TestObject(1, 2), TestObject(2, 2)]) == true)
        var sectionDuringUpdate: Int?
        section.onUpdate = { sectionDuringUpdate = $0.section }
        #expect(list.update(to: [TestObject(2, 2), TestObject(1, 2), TestObject(3, 2)]) == true)
        #expect(sectionDuringUpdate == 1)
    }

    @Test func test_whenContentOffsetChanges_withPerformUpdates_thatCollectionViewWorks() {
        // IGListKit's layout moves the offset while the update applies; here the list is scrolled to the end of
        // its content when the last section goes, so the viewport shows where that section was.
        let list = CountingList([TestObject(1, 5), TestObject(2, 5), TestObject(3, 5)])
        list.collectionView.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
        var sections: Int?
        list.source.objects = [TestObject(1, 5), TestObject(2, 5)]
        list.adapter.performUpdates(animated: true) { _ in sections = list.collectionView.numberOfSections }
        list.updater.flush()
        #expect(sections == 2)
        #expect(list.collectionView.indexPathsForVisibleItems.allSatisfy { $0.section < 2 })
    }

    @Test func test_whenReloadingItems_withPerformUpdates_thatReloadIsApplied() throws {
        let list = CountingList([TestObject(1, 1), TestObject(2, 2), TestObject(3, 3)])
        let object = list.source.objects[0] as! TestObject
        let section = try #require(list.section(object))
        section.collectionContext?.performBatch(animated: true, updates: { _ in
            object.value = 4
            list.adapter.reloadObjects([object])
        }, completion: nil)
        #expect(list.update(to: [TestObject(3, 3), object, TestObject(2, 2)]) == true)
        #expect(list.collectionView.itemCounts == [3, 4, 2])
    }

    @Test func test_whenSectionControllerMutates_whenThereIsNoWindow_thatCollectionViewCountsAreUpdated() throws {
        // UIKit reloads a collection view outside a window; here the same batch either applies or falls back to
        // a reload, and the counts follow the model either way.
        let list = CountingList([TestObject(1, 8)])
        let object = list.source.objects[0] as! TestObject
        let section = try #require(list.section(object))
        #expect(batch(list, section) { context in
            object.value = 6
            context.reload(in: section, at: [0])
            context.delete(in: section, at: [5, 6, 7])
            context.insert(in: section, at: [0])
        } == true)
        #expect(list.collectionView.itemCounts == [6])
    }

    @Test func test_whenPerformingUpdates_withItemsMovingInBlocks_thatCollectionViewWorks() {
        let list = CountingList([
            TestObject(1, 0), TestObject(2, 7), TestObject(3, 8), TestObject(4, 8), TestObject(5, 8), TestObject(6, 5),
            TestObject(7, 8), TestObject(8, 8), TestObject(9, 8),
        ])
        let collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: 100), layout: StackLayout())
        let updater = ListAdapterUpdater()
        updater.schedulesFlushAutomatically = false
        let adapter = ListAdapter(updater: updater, viewController: nil)
        adapter.dataSource = list.source
        adapter.collectionView = collectionView
        collectionView.layoutIfNeeded()
        #expect(collectionView.numberOfSections == 9)
        list.source.objects = [
            TestObject(1, 0), TestObject(10, 5), TestObject(11, 7), TestObject(2, 7), TestObject(3, 8),
            TestObject(6, 5), TestObject(4, 8), TestObject(5, 8), TestObject(7, 8), TestObject(8, 8),
        ]
        var finished: Bool?
        adapter.performUpdates(animated: true) { finished = $0 }
        updater.flush()
        #expect(finished == true)
        #expect(collectionView.numberOfSections == 10)
    }

    @Test func test_whenReleasingObjects_thatAssertDoesntFire() async {
        let list = CountingList([TestObject(1, 1)])
        weak var weakAdapter: ListAdapter?
        weak var weakUpdater: ListAdapterUpdater?
        var completions = 0
        do {
            // The updater runs on the next main-actor turn, as IGListKit's on the next run-loop turn.
            let updater = ListAdapterUpdater()
            let adapter = ListAdapter(updater: updater, viewController: nil, workingRangeSize: 2)
            adapter.collectionView = list.collectionView
            adapter.dataSource = list.source
            adapter.performUpdates(animated: false) { _ in completions += 1 }
            weakAdapter = adapter
            weakUpdater = updater
        }
        for _ in 0..<10 { await Task.yield() }
        #expect(weakAdapter == nil)
        #expect(weakUpdater == nil)
        #expect(completions == 0)
    }

    @Test func test_whenItemDeleted_withDisplayDelegate_thatDelegateReceivesDeletedItem() {
        let list = CountingList([TestObject(1, 1), TestObject(2, 2)])
        let log = AdapterDisplayLog()
        list.adapter.delegate = log
        #expect(list.update(to: [TestObject(2, 2)]) == true)
        #expect(log.events.contains("didEndDisplaying 1 at 0"))
        #expect(!log.events.contains { $0.hasPrefix("didEndDisplaying 2") })
    }

    @Test func test_whenItemReloaded_withDisplacingMutations_thatCollectionViewWorks() {
        let list = CountingList((1...5).map { TestObject($0, 1) })
        #expect(list.update(to: [
            TestObject(1, 1), TestObject(2, 2), TestObject(5, 2), TestObject(4, 2), TestObject(3, 1),
        ]) == true)
        #expect(list.collectionView.itemCounts == [1, 2, 2, 2, 1])
    }

    @Test func test_whenBatchUpdating_withCellQuery_thatCellIsNil() {
        var queries: [Bool] = []
        let list = CountingList([TestObject(1, 1), TestObject(2, 1), TestObject(3, 1)]) { section in
            section.onConfigureCell = { section in
                queries.append(section.collectionContext?.cellForItem(at: 0, sectionController: section) == nil)
            }
        }
        queries = []
        #expect(list.update(to: [
            TestObject(1, 1), TestObject(2, 1), TestObject(4, 1), TestObject(5, 1), TestObject(6, 1),
        ]) == true)
        #expect(!queries.isEmpty)
        #expect(queries.allSatisfy { $0 })
    }

    @Test func test_whenPerformingUpdates_withWorkingRange_thatAccessingCellDoesntCrash() {
        var entered: [Int] = []
        let list = CountingList([TestObject(1, 1), TestObject(2, 1), TestObject(3, 1)]) { section in
            section.onEnterWorkingRange = { section in
                _ = section.collectionContext?.cellForItem(at: 0, sectionController: section)
                entered.append(section.object?.key ?? -1)
            }
        }
        #expect(entered.sorted() == [1, 2, 3])
        entered = []
        #expect(list.update(to: (1...11).map { TestObject($0, 1) }) == true)
        #expect(list.collectionView.numberOfSections == 11)
        #expect(entered.sorted() == Array(4...11))
    }

    @Test func test_whenReloadingItems_withDeleteAndInsertCollision_thatUpdateCanBeApplied() throws {
        let list = CountingList([TestObject(1, 1), TestObject(2, 5), TestObject(3, 1)])
        let section = try #require(list.section(list.source.objects[1]))
        let finished = batch(list, section, animated: false) { context in
            context.delete(in: section, at: [1, 2])
            context.insert(in: section, at: [1, 2])
            context.reload(in: section, at: [1, 2, 3, 4])
        }
        #expect(finished != nil)
        #expect(list.collectionView.itemCounts == [1, 5, 1])
    }

    @Test func test_whenReloadingItems_withSectionInsertedInFront_thatUpdateCanBeApplied() throws {
        let list = CountingList([TestObject(1, 1), TestObject(2, 5), TestObject(3, 1)])
        let section = try #require(list.section(list.source.objects[1]))
        var results: [String] = []
        section.collectionContext?.performBatch(animated: false, updates: { context in
            context.reload(in: section, at: [1, 2, 3, 4])
        }, completion: { results.append("items \($0)") })
        list.source.objects = [TestObject(1, 1), TestObject(4, 1), TestObject(2, 5), TestObject(3, 1)]
        list.adapter.performUpdates(animated: true) { results.append("objects \($0)") }
        list.updater.flush()
        #expect(results.sorted() == ["items true", "objects true"])
        #expect(list.collectionView.itemCounts == [1, 1, 5, 1])
    }

    @Test func test_whenReloadingItems_withSectionDeletedInFront_thatUpdateCanBeApplied() throws {
        let list = CountingList([TestObject(1, 1), TestObject(2, 5), TestObject(3, 1)])
        let section = try #require(list.section(list.source.objects[1]))
        var results: [String] = []
        section.collectionContext?.performBatch(animated: false, updates: { context in
            context.reload(in: section, at: [1, 2, 3, 4])
        }, completion: { results.append("items \($0)") })
        list.source.objects = [TestObject(2, 5), TestObject(3, 1)]
        list.adapter.performUpdates(animated: true) { results.append("objects \($0)") }
        list.updater.flush()
        #expect(results.sorted() == ["items true", "objects true"])
        #expect(list.collectionView.itemCounts == [5, 1])
    }

    @Test func test_whenQueuingUpdate_withSectionControllerBatchUpdate_thatSectionControllerNotRetained() {
        weak var weakSection: ListSectionController?
        weak var weakAdapter: ListAdapter?
        weak var weakCollectionView: ListCollectionView?
        do {
            let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
            let source = CountingSource()
            let object = TestObject(1, 2)
            source.objects = [object]
            let collectionView = ListCollectionView(
                boundsSize: CGSize(width: 100, height: 100), layout: StackLayout())
            adapter.collectionView = collectionView
            adapter.dataSource = source
            collectionView.layoutIfNeeded()
            #expect(collectionView.itemCounts == [2])
            let section = adapter.sectionController(for: object)!
            section.collectionContext?.performBatch(animated: true, updates: { context in
                object.value = 3
                context.insert(in: section, at: [0])
            }, completion: { _ in })
            source.objects = [object, TestObject(2, 2)]
            adapter.performUpdates(animated: true) { _ in }
            weakSection = section
            weakAdapter = adapter
            weakCollectionView = collectionView
            #expect(weakSection != nil && weakAdapter != nil && weakCollectionView != nil)
        }
        #expect(weakAdapter == nil)
        #expect(weakCollectionView == nil)
        #expect(weakSection == nil)
    }

    @Test func test_whenMovingItems_withObjectMoving_thatCollectionViewWorks() throws {
        let list = CountingList([TestObject(1, 2), TestObject(2, 2), TestObject(3, 2)])
        let section = try #require(list.section(list.source.objects[2]))
        var executed = false
        section.collectionContext?.performBatch(animated: true, updates: { context in
            context.move(in: section, from: 0, to: 1)
            executed = true
        }, completion: nil)
        #expect(list.update(to: [TestObject(3, 2), TestObject(1, 2), TestObject(2, 2)]) == true)
        #expect(executed)
        #expect(list.collectionView.itemCounts == [2, 2, 2])
    }

    @Test func test_whenMovingItems_withObjectReloaded_thatCollectionViewWorks() throws {
        let list = CountingList([TestObject(1, 2)])
        let section = try #require(list.section(list.source.objects[0]))
        var executed = false
        section.collectionContext?.performBatch(animated: true, updates: { context in
            context.move(in: section, from: 0, to: 1)
            executed = true
        }, completion: nil)
        #expect(list.update(to: [TestObject(1, 3)]) == true)
        #expect(executed)
        #expect(list.collectionView.itemCounts == [3])
    }

    @Test func test_whenMovingItems_withObjectDeleted_thatCollectionViewWorks() throws {
        let list = CountingList([TestObject(1, 2)])
        let section = try #require(list.section(list.source.objects[0]))
        var executed = false
        section.collectionContext?.performBatch(animated: true, updates: { context in
            context.move(in: section, from: 0, to: 1)
            executed = true
        }, completion: nil)
        #expect(list.update(to: []) == true)
        #expect(executed)
        #expect(list.collectionView.numberOfSections == 0)
    }

    @Test func test_whenMovingItems_withObjectInsertedBefore_thatCollectionViewWorks() throws {
        let list = CountingList([TestObject(1, 2)])
        let section = try #require(list.section(list.source.objects[0]))
        var executed = false
        section.collectionContext?.performBatch(animated: true, updates: { context in
            context.move(in: section, from: 0, to: 1)
            executed = true
        }, completion: nil)
        #expect(list.update(to: [TestObject(2, 2), TestObject(1, 2)]) == true)
        #expect(executed)
        #expect(list.collectionView.itemCounts == [2, 2])
    }

    @Test func test_whenMovingItems_thatCollectionViewWorks() throws {
        let list = CountingList([TestObject(1, 2)])
        let first = try #require(list.collectionView.cellForItem(at: path(0, 0)))
        let second = try #require(list.collectionView.cellForItem(at: path(0, 1)))
        first.content.text = "foo"
        second.content.text = "bar"
        let section = try #require(list.section(list.source.objects[0]))
        #expect(batch(list, section) { context in context.move(in: section, from: 0, to: 1) } == true)
        #expect(list.collectionView.cellForItem(at: path(0, 0))?.content.text == "bar")
        #expect(list.collectionView.cellForItem(at: path(0, 1))?.content.text == "foo")
    }

    @Test func test_whenInvalidatingSectionController_withSizeChange_thatCellsAreSameInstance_thatCellsFrameChanged() throws {
        let list = CountingList([TestObject(1, 2)])
        let first = try #require(list.collectionView.cellForItem(at: path(0, 0)))
        let second = try #require(list.collectionView.cellForItem(at: path(0, 1)))
        #expect(first.frame.height == 10 && second.frame.height == 10)
        let section = try #require(list.section(list.source.objects[0]))
        section.height = 20
        var checked = false
        section.collectionContext?.invalidateLayout(for: section) { _ in
            #expect(list.collectionView.cellForItem(at: path(0, 0)) === first)
            #expect(list.collectionView.cellForItem(at: path(0, 1)) === second)
            #expect(first.frame.height == 20 && second.frame.height == 20)
            checked = true
        }
        list.updater.flush()
        #expect(checked)
    }

    @Test func test_whenDidUpdateAsyncReloads_withBatchUpdatesInProgress_thatReloadIsExecuted() throws {
        let list = CountingList([TestObject(1, 1)])
        let section = try #require(list.section(list.source.objects[0]))
        var reloadCount: Int?
        section.onUpdate = { section in
            section.onUpdate = nil
            section.collectionContext?.performBatch(animated: false, updates: { context in
                section.object = TestObject(1, 2)
                context.reload(section)
            }, completion: { _ in reloadCount = list.collectionView.numberOfItems(inSection: 0) })
        }
        list.source.objects = [TestObject(1, 1), TestObject(2, 1)]
        var updateCount: Int?
        list.adapter.performUpdates(animated: true) { _ in
            updateCount = list.collectionView.numberOfItems(inSection: 0)
        }
        list.updater.flush()
        #expect(reloadCount == 2)
        #expect(updateCount == 2)
    }

    @Test func test_whenReloadingSameItemTwice_thatDeletesAndInsertsAreBalanced() throws {
        let list = CountingList([TestObject(1, 4)])
        let section = try #require(list.section(list.source.objects[0]))
        #expect(batch(list, section) { context in
            context.reload(in: section, at: [0])
            context.reload(in: section, at: [0])
        } == true)
        #expect(list.collectionView.itemCounts == [4])
    }

    @Test func test_whenUpdateQueuedDuringBatch_thatUpdateCompletesWithoutCrashing() throws {
        let list = CountingList((1...4).map { TestObject($0, 4) })
        let object = list.source.objects[0] as! TestObject
        let section = try #require(list.section(object))
        var countsAfterObjects: [Int]?
        var countsAfterItems: [Int]?
        section.collectionContext?.performBatch(animated: true, updates: { context in
            object.value = 3
            context.delete(in: section, at: [0])
            list.source.objects = [TestObject(2, 4), TestObject(4, 4), TestObject(1, 3)]
            list.adapter.performUpdates(animated: true) { _ in countsAfterObjects = list.collectionView.itemCounts }
        }, completion: { _ in countsAfterItems = list.collectionView.itemCounts })
        list.updater.flush()
        #expect(countsAfterItems == [3, 4, 4, 4])
        #expect(countsAfterObjects == [4, 4, 3])
    }

    @Test func test_whenMassiveUpdate_thatUpdateApplied() {
        let list = CountingList([])
        #expect(list.update(to: (1...3000).map { TestObject($0, 4) }) == true)
        #expect(list.collectionView.numberOfSections == 3000)
    }

    @Test func test_whenInvalidatingInsideBatchUpdate_withSystemReleased_thatSystemNil_andCollectionViewDoesntCrashOnDealloc() {
        weak var weakAdapter: ListAdapter?
        var executedItemUpdate = false
        var finished: Bool?
        do {
            let source = CountingSource()
            source.objects = [TestObject(1, 1), TestObject(0, 1)]
            let collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: 100), layout: StackLayout())
            let updater = ListAdapterUpdater()
            updater.schedulesFlushAutomatically = false
            let adapter = ListAdapter(updater: updater, viewController: nil)
            adapter.dataSource = source
            adapter.collectionView = collectionView
            collectionView.layoutIfNeeded()
            let section = adapter.sectionController(for: source.objects[0]) as! CountingSection
            section.onUpdate = { section in
                executedItemUpdate = true
                section.collectionContext?.invalidateLayout(for: section, completion: nil)
            }
            source.objects = [TestObject(1, 1), TestObject(0, 1)]
            adapter.performUpdates(animated: true) { finished = $0 }
            updater.flush()
            weakAdapter = adapter
            #expect(weakAdapter != nil)
        }
        #expect(executedItemUpdate)
        #expect(finished == true)
        #expect(weakAdapter == nil)
    }

    @Test func test_whenInsertingItemTwice_withDedupeExperiment_thatSecondInsertGetsDropped() throws {
        let object = TestObject(1, 1)
        let list = CountingList([object])
        let section = try #require(list.section(object))
        let finished = batch(list, section) { context in
            object.value = 2
            context.insert(in: section, at: [0])
            context.insert(in: section, at: [0])
        }
        #expect(finished != nil)
        #expect(list.collectionView.itemCounts == [2])
    }
}
