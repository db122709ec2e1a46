import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListTestSupport
import Testing

/// A section for a ``TestObject``: `value` items of 100×`height`, counting display events and updates (IGListKit's
/// `IGTestDelegateController`); a ``Labelled`` object is one item showing its value.
@MainActor
final class CountingSection: ListSectionController, ListDisplayDelegate, ListWorkingRangeDelegate {
    var object: TestObject?
    var label: Labelled?
    var height: CGFloat = 10
    var updateCount = 0
    var willDisplayCount = 0
    var didEndDisplayCount = 0
    var willDisplayCellIndexes: [Int] = []
    var didEndDisplayCellIndexes: [Int] = []
    var onUpdate: ((CountingSection) -> Void)?
    /// Runs while a cell is configured (IGListKit's `cellConfigureBlock`).
    var onConfigureCell: ((CountingSection) -> Void)?
    /// Runs when the section enters the working range.
    var onEnterWorkingRange: ((CountingSection) -> Void)?

    override init() {
        super.init()
        displayDelegate = self
        workingRangeDelegate = self
    }

    override func numberOfItems() -> Int { label == nil ? object?.value ?? 0 : 1 }
    override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 100, height: height) }
    override func cellForItem(at index: Int) -> ListCell {
        let cell = collectionContext!.dequeueReusableCell(of: ListCell.self, for: self, at: index)
        if let label {
            cell.content = ListCellContent(text: label.value)
        } else {
            cell.content = ListCellContent(text: "\(object?.key ?? 0)", detailText: "\(object?.value ?? 0)")
        }
        onConfigureCell?(self)
        return cell
    }
    override func didUpdate(to object: Any) {
        self.object = object as? TestObject
        label = object as? Labelled
        updateCount += 1
        onUpdate?(self)
    }

    func listAdapter(_ listAdapter: ListAdapter, sectionControllerWillEnterWorkingRange sectionController: ListSectionController) {
        onEnterWorkingRange?(self)
    }
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerDidExitWorkingRange sectionController: ListSectionController) {}

    func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController) {
        willDisplayCount += 1
    }
    func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController) {
        didEndDisplayCount += 1
    }
    func listAdapter(
        _ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController, cell: ListCell, at index: Int
    ) {
        willDisplayCellIndexes.append(index)
    }
    func listAdapter(
        _ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController, cell: ListCell,
        at index: Int
    ) {
        didEndDisplayCellIndexes.append(index)
    }
}

/// IGListKit's `IGTestDelegateDataSource`: one ``CountingSection`` per ``TestObject``.
@MainActor
final class CountingSource: ListAdapterDataSource {
    var objects: [any ListDiffable] = []
    /// Runs on every new section controller.
    var configure: ((CountingSection) -> Void)?
    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { objects }
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
        let section = CountingSection()
        configure?(section)
        return section
    }
    func emptyView(for listAdapter: ListAdapter) -> ListReusableView? { nil }
}

/// The E2E set-up: a 100×100 collection view, an animating updater flushed by hand, working range 2.
@MainActor
struct CountingList {
    let collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: 100), layout: StackLayout())
    let updater = ListAdapterUpdater()
    let adapter: ListAdapter
    let source = CountingSource()

    init(_ objects: [any ListDiffable], configure: ((CountingSection) -> Void)? = nil) {
        updater.schedulesFlushAutomatically = false
        adapter = ListAdapter(updater: updater, viewController: nil, workingRangeSize: 2)
        source.objects = objects
        source.configure = configure
        adapter.collectionView = collectionView
        adapter.dataSource = source
        collectionView.layoutIfNeeded()
    }

    func section(_ object: any ListDiffable) -> CountingSection? {
        adapter.sectionController(for: object) as? CountingSection
    }

    /// Queues an update and runs it, returning whether it finished.
    func update(to objects: [TestObject]) -> Bool? {
        source.objects = objects
        var finished: Bool?
        adapter.performUpdates(animated: true) { finished = $0 }
        updater.flush()
        return finished
    }
}

/// Ports of Instagram/IGListKit `Tests/IGListAdapterE2ETests.m`, keeping their names.
@MainActor @Suite struct IGListAdapterE2ETests {
    func path(_ section: Int, _ item: Int) -> ListIndexPath { ListIndexPath(section: section, item: item) }

    @Test func test_whenSettingUpTest_thenCollectionViewIsLoaded() {
        let list = CountingList([TestObject(1, 2), TestObject(2, 3)])
        #expect(list.collectionView.numberOfSections == 2)
        #expect(list.collectionView.itemCounts == [2, 3])
    }

    @Test func test_whenObjectEqualityChanges_thatSectionCountChanges() {
        let list = CountingList([TestObject(1, 2), TestObject(2, 2)])
        #expect(list.update(to: [TestObject(1, 2), TestObject(2, 3), TestObject(3, 2)]) == true)
        #expect(list.collectionView.itemCounts == [2, 3, 2])
    }

    @Test func test_whenUpdatesComplete_thatCellsExist() {
        let list = CountingList([TestObject(1, 2), TestObject(2, 2)])
        #expect(list.update(to: list.source.objects as! [TestObject]) == true)
        for path in [path(0, 0), path(0, 1), path(1, 0), path(1, 1)] {
            #expect(list.collectionView.cellForItem(at: path) != nil)
        }
    }

    @Test func test_whenReloadDataCompletes_thatCellsExist() {
        let list = CountingList([TestObject(1, 2), TestObject(2, 2)])
        var finished: Bool?
        list.adapter.reloadData { finished = $0 }
        list.updater.flush()
        #expect(finished == true)
        for path in [path(0, 0), path(0, 1), path(1, 0), path(1, 1)] {
            #expect(list.collectionView.cellForItem(at: path) != nil)
        }
    }

    @Test func test_whenReloadingItem_cellConfigurationChanges() {
        let first = TestObject(0, 1)
        let second = TestObject(1, 1)
        let list = CountingList([first, second])
        #expect(list.collectionView.cellForItem(at: path(0, 0))?.content.detailText == "1")
        let replacement = TestObject(0, 3)
        second.value = 1
        list.adapter.reloadObjects([replacement])
        list.updater.flush()
        #expect(list.collectionView.cellForItem(at: path(0, 0))?.content.detailText == "3")
        #expect(list.collectionView.cellForItem(at: path(1, 0))?.content.detailText == "1")
    }

    @Test func test_whenPerformingUpdates_withNewItemInstances_thatSectionControllersEqual() {
        let list = CountingList([TestObject(1, 2), TestObject(2, 2)])
        let first = list.section(TestObject(1, 2))
        let second = list.section(TestObject(2, 2))
        #expect(list.update(to: [TestObject(1, 3), TestObject(2, 2)]) == true)
        #expect(list.collectionView.itemCounts == [3, 2])
        #expect(list.adapter.sectionController(for: list.adapter.objects()[0]) === first)
        #expect(list.adapter.sectionController(for: list.adapter.objects()[1]) === second)
    }

    @Test func test_whenPerformingMultipleUpdates_withNewItemInstances_thatSectionControllersReceiveNewInstances() throws {
        let object = TestObject(1, 2)
        let list = CountingList([object, TestObject(2, 2)])
        let controller = try #require(list.section(object))
        #expect(controller.updateCount == 1)
        _ = list.update(to: [object, TestObject(3, 2)])
        #expect(list.adapter.sectionController(forSection: 0) === controller)
        #expect(controller.updateCount == 1)  // same instance: not handed over again
        _ = list.update(to: [TestObject(1, 2), TestObject(3, 2)])
        #expect(list.adapter.sectionController(forSection: 0) === controller)
        #expect(controller.updateCount == 2)  // a new, equal instance is handed over
    }

    @Test func test_whenReloadingItems_withNewItemInstances_thatSectionControllersReceiveNewInstances() throws {
        let list = CountingList([TestObject(1, 2), TestObject(2, 2), TestObject(3, 2)])
        let first = try #require(list.section(TestObject(1, 2)))
        let second = try #require(list.section(TestObject(2, 2)))
        let replacements = [TestObject(1, 3), TestObject(2, 3)]
        list.adapter.reloadObjects(replacements)
        #expect(first.object === replacements[0])
        #expect(second.object === replacements[1])
        #expect(list.adapter.objects().contains { $0 as? TestObject === replacements[0] })
        #expect(list.adapter.objects().contains { $0 as? TestObject === replacements[1] })
    }

    // The issue this pins: a section controller that reloads its own object from `didUpdate(to:)` used to recurse
    // until the stack overflowed, because `reloadObjects` handed the same instance over again.
    @Test func test_whenReloadingTheSameInstance_fromDidUpdate_thatDidUpdateIsNotCalledAgain() throws {
        let object = TestObject(1, 2)
        let list = CountingList([object])
        let controller = try #require(list.section(object))
        controller.onUpdate = { section in
            if section.updateCount < 50 { list.adapter.reloadObjects([section.object!]) }
        }
        list.adapter.reloadObjects([object])
        #expect(controller.updateCount == 1)
        let replacement = TestObject(1, 3)
        list.adapter.reloadObjects([replacement])
        #expect(controller.updateCount == 2)
        list.updater.flush()
        #expect(list.collectionView.itemCounts == [3])
    }

    @Test func test_whenCollectionViewAppears_thatWillDisplayEventsAreSent() throws {
        let list = CountingList([TestObject(1, 1), TestObject(2, 2)])
        let first = try #require(list.section(TestObject(1, 1)))
        let second = try #require(list.section(TestObject(2, 2)))
        #expect(first.willDisplayCount == 1 && first.didEndDisplayCount == 0)
        #expect(first.willDisplayCellIndexes == [0] && first.didEndDisplayCellIndexes == [])
        #expect(second.willDisplayCount == 1 && second.didEndDisplayCount == 0)
        #expect(second.willDisplayCellIndexes == [0, 1] && second.didEndDisplayCellIndexes == [])
    }

    @Test func test_whenAdapterUpdates_withItemUpdated_thatdidEndDisplayEventsAreSent() throws {
        let list = CountingList([TestObject(1, 1), TestObject(2, 2)])
        let first = try #require(list.section(TestObject(1, 1)))
        let second = try #require(list.section(TestObject(2, 2)))
        #expect(list.update(to: [TestObject(1, 1), TestObject(2, 1)]) == true)
        #expect(first.willDisplayCount == 1 && first.didEndDisplayCount == 0)
        #expect(first.willDisplayCellIndexes == [0] && first.didEndDisplayCellIndexes == [])
        // The updated section never looks as if it left: its new cell appears before the old ones end display.
        #expect(second.willDisplayCount == 1)
        #expect(second.didEndDisplayCount == 0)
        #expect(second.willDisplayCellIndexes.filter { $0 == 1 }.count == 1)
        #expect(second.didEndDisplayCellIndexes.filter { $0 == 1 }.count == 1)
    }

    @Test func test_whenAdapterUpdates_withItemRemoved_thatdidEndDisplayEventsAreSent() throws {
        let list = CountingList([TestObject(1, 1), TestObject(2, 2)])
        let first = try #require(list.section(TestObject(1, 1)))
        let second = try #require(list.section(TestObject(2, 2)))
        #expect(list.update(to: [TestObject(1, 1)]) == true)
        #expect(first.willDisplayCount == 1 && first.didEndDisplayCount == 0)
        #expect(second.willDisplayCount == 1 && second.didEndDisplayCount == 1)
        #expect(second.willDisplayCellIndexes == [0, 1] && second.didEndDisplayCellIndexes.sorted() == [0, 1])
    }

    @Test func test_whenAdapterUpdates_withEmptyItems_thatdidEndDisplayEventsAreSent() throws {
        let list = CountingList([TestObject(1, 1), TestObject(2, 2)])
        let first = try #require(list.section(TestObject(1, 1)))
        let second = try #require(list.section(TestObject(2, 2)))
        #expect(list.update(to: []) == true)
        #expect(first.didEndDisplayCount == 1 && first.didEndDisplayCellIndexes == [0])
        #expect(second.didEndDisplayCount == 1 && second.didEndDisplayCellIndexes.sorted() == [0, 1])
    }
}

/// The cases of `IGListAdapterE2ETests.m` about queued updates when collection views and data sources change.
@MainActor @Suite struct IGListAdapterE2ESwapTests {
    private func makeAdapter(_ objects: [TestObject], _ source: CountingSource) -> (ListAdapter, ListAdapterUpdater) {
        let updater = ListAdapterUpdater()
        updater.schedulesFlushAutomatically = false
        let adapter = ListAdapter(updater: updater, viewController: nil)
        source.objects = objects
        adapter.dataSource = source
        return (adapter, updater)
    }

    @Test func test_whenAdaptersSwapCollectionViews_thatOldAdapterDoesntUpdateOldCollectionView() {
        let collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: 100), layout: StackLayout())
        let source1 = CountingSource()
        let (adapter1, updater1) = makeAdapter([TestObject(1, 2)], source1)
        adapter1.collectionView = collectionView
        collectionView.layoutIfNeeded()
        #expect(collectionView.itemCounts == [2])
        let source2 = CountingSource()
        let (adapter2, _) = makeAdapter([TestObject(1, 1), TestObject(2, 1)], source2)
        adapter2.collectionView = collectionView
        #expect(collectionView.itemCounts == [1, 1])
        source1.objects = [TestObject(1, 2), TestObject(2, 2), TestObject(3, 2), TestObject(4, 2)]
        var finished: Bool?
        adapter1.performUpdates(animated: true) { finished = $0 }
        updater1.flush()
        #expect(finished == false)
        #expect(collectionView.itemCounts == [1, 1])
    }

    @Test func test_whenAdaptersSwapCollectionViews_() {
        let collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: 100), layout: StackLayout())
        let source1 = CountingSource()
        let (adapter1, _) = makeAdapter([TestObject(1, 2)], source1)
        adapter1.collectionView = collectionView
        collectionView.layoutIfNeeded()
        let source2 = CountingSource()
        let (adapter2, updater2) = makeAdapter([TestObject(1, 1), TestObject(2, 1)], source2)
        adapter2.collectionView = collectionView
        collectionView.layoutIfNeeded()
        #expect(collectionView.itemCounts == [1, 1])
        source2.objects = [TestObject(1, 2), TestObject(2, 1), TestObject(3, 1), TestObject(4, 1)]
        var finished: Bool?
        adapter2.performUpdates(animated: true) { finished = $0 }
        updater2.flush()
        #expect(finished == true)
        #expect(collectionView.itemCounts == [2, 1, 1, 1])
    }

    @Test func test_whenDataSourceDeallocatedAfterUpdateQueued_thatUpdateSuccesfullyCompletes() {
        let collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: 100), layout: StackLayout())
        var source: CountingSource? = CountingSource()
        let (adapter, updater) = makeAdapter([TestObject(1, 1)], source!)
        adapter.collectionView = collectionView
        collectionView.layoutIfNeeded()
        source!.objects = [TestObject(1, 1), TestObject(2, 2)]
        var finished: Bool?
        adapter.performUpdates(animated: true) { finished = $0 }
        source = nil
        updater.flush()
        #expect(finished == true)
        #expect(collectionView.itemCounts == [1, 2])
    }

    @Test func test_whenPerformingUpdates_withoutSettingDataSource_thatCompletionBlockExecutes() {
        let collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: 100), layout: StackLayout())
        let updater = ListAdapterUpdater()
        updater.schedulesFlushAutomatically = false
        let adapter = ListAdapter(updater: updater, viewController: nil)
        adapter.collectionView = collectionView
        let source = CountingSource()
        source.objects = [TestObject(1, 1)]
        var results: [Bool] = []
        adapter.performUpdates(animated: true) { results.append($0) }
        #expect(results == [false])
        adapter.dataSource = source
        collectionView.layoutIfNeeded()
        source.objects = [TestObject(1, 1), TestObject(2, 2)]
        adapter.performUpdates(animated: true) { results.append($0) }
        updater.flush()
        #expect(results == [false, true])
        #expect(collectionView.numberOfSections == 2)
    }

    @Test func test_whenSectionControllerMutates_withReloadData_thatSectionControllerMutationIsApplied() throws {
        let list = CountingList([TestObject(1, 2), TestObject(2, 2)])
        let object = list.source.objects[0] as! TestObject
        let section = try #require(list.section(object))
        section.collectionContext?.performBatch(animated: true, updates: { batch in
            object.value = 3
            batch.insert(in: section, at: [2])
        }, completion: nil)
        var finished: Bool?
        list.adapter.reloadData { finished = $0 }
        list.updater.flush()
        #expect(finished == true)
        #expect(list.collectionView.itemCounts == [3, 2])
    }

    // From the issue: an update queued before the adapter moves to another collection view applies there, and a
    // pending item update runs its model change before the swap.
    @Test func test_whenCollectionViewChanges_withQueuedUpdates_thatTheyApplyToTheNewCollectionView() throws {
        let list = CountingList([TestObject(1, 2)])
        let object = list.source.objects[0] as! TestObject
        let section = try #require(list.section(object))
        var itemsFinished: Bool?
        section.collectionContext?.performBatch(animated: true, updates: { batch in
            object.value = 3
            batch.insert(in: section, at: [2])
        }, completion: { itemsFinished = $0 })
        list.source.objects = [object, TestObject(2, 1)]
        var finished: Bool?
        list.adapter.performUpdates(animated: true) { finished = $0 }
        let other = ListCollectionView(boundsSize: CGSize(width: 100, height: 100), layout: StackLayout())
        list.adapter.collectionView = other
        #expect(object.value == 3)  // the item update ran before the swap
        #expect(list.collectionView.dataSource == nil)
        #expect(other.itemCounts == [3, 1])  // the swap loads the data source's objects of now
        list.updater.flush()
        #expect(itemsFinished == true)
        #expect(finished == true)
        #expect(other.itemCounts == [3, 1])
        #expect(list.collectionView.itemCounts == [2])
    }

    @Test func test_whenModifyingInitialAndFinalAttribute_thatLayoutIsCorrect() throws {
        let list = CountingList([TestObject(1, 2)])
        let section = try #require(list.section(TestObject(1, 2)))
        let shift = OffsetTransition(dx: 10, dy: 10)
        section.transitionDelegate = shift
        let path = ListIndexPath(section: 0, item: 0)
        let frame = try #require(list.collectionView.frameForItem(at: path))
        let initial = try #require(list.adapter.initialAttributes(forAppearingItemAt: path))
        let final = try #require(list.adapter.finalAttributes(forDisappearingItemAt: path))
        #expect(initial.frame == frame.offsetBy(dx: 10, dy: 10))
        #expect(final.frame == frame.offsetBy(dx: 10, dy: 10))
    }
}

/// Moves appearing and disappearing items by a fixed offset (IGListKit's `initialAttributesOffset` /
/// `finalAttributesOffset`).
@MainActor
final class OffsetTransition: ListTransitionDelegate {
    let dx: CGFloat
    let dy: CGFloat
    init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    func listAdapter(
        _ listAdapter: ListAdapter, customizedInitialLayoutAttributes attributes: ListTransitionAttributes,
        sectionController: ListSectionController, at index: Int
    ) -> ListTransitionAttributes {
        ListTransitionAttributes(frame: attributes.frame.offsetBy(dx: dx, dy: dy), alpha: attributes.alpha)
    }
    func listAdapter(
        _ listAdapter: ListAdapter, customizedFinalLayoutAttributes attributes: ListTransitionAttributes,
        sectionController: ListSectionController, at index: Int
    ) -> ListTransitionAttributes {
        ListTransitionAttributes(frame: attributes.frame.offsetBy(dx: dx, dy: dy), alpha: attributes.alpha)
    }
}
