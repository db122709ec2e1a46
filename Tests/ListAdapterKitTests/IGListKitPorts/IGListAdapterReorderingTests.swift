import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListTestSupport
import Testing

/// A section for IGListKit's reordering tests: its view models are a list of numbers, reorderable on request
/// (IGListKit's `IGTestReorderableSection`).
@MainActor
final class ReorderableSection: ListSectionController {
    var objects: [Int] = [0]
    var isReorderable = false
    override func numberOfItems() -> Int { objects.count }
    override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 100, height: 10) }
    override func cellForItem(at index: Int) -> ListCell {
        collectionContext!.dequeueReusableCell(of: ListCell.self, for: self, at: index)
    }
    override func canMoveItem(at index: Int) -> Bool { isReorderable }
    override func moveObject(from sourceIndex: Int, to destinationIndex: Int) {
        objects.insert(objects.remove(at: sourceIndex), at: destinationIndex)
    }
}

/// IGListKit's `IGListTestAdapterReorderingDataSource`: reorderable sections, and the move delegate.
@MainActor
final class ReorderingSource: ListAdapterDataSource, ListAdapterMoveDelegate {
    var objects: [ListDiffable]
    init(_ objects: [ListDiffable]) { self.objects = objects }
    func objects(for listAdapter: ListAdapter) -> [ListDiffable] { objects }
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
        ReorderableSection()
    }
    func emptyView(for listAdapter: ListAdapter) -> ListReusableView? { nil }
    func listAdapter(_ listAdapter: ListAdapter, move object: Any, from previousObjects: [Any], to objects: [Any]) {
        self.objects = objects.map { $0 as! ListDiffable }
    }
}

/// The reordering scenarios IGListKit runs in both `IGListAdapterTests.m` and `IGListReloadDataUpdaterTests.m`,
/// on an adapter with a ``ListReloadDataUpdater`` and a ``ReorderingSource``.
@MainActor
enum ReorderingScenario {
    static func path(_ section: Int, _ item: Int) -> ListIndexPath { ListIndexPath(section: section, item: item) }

    static func makeList(_ objects: [ListDiffable]) -> (ListCollectionView, ListAdapter, ReorderingSource) {
        let collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: 100), layout: StackLayout())
        let adapter = ListAdapter(updater: ListReloadDataUpdater(), viewController: nil)
        let source = ReorderingSource(objects)
        adapter.collectionView = collectionView
        adapter.dataSource = source
        adapter.moveDelegate = source
        return (collectionView, adapter, source)
    }

    static func section(_ adapter: ListAdapter, _ index: Int) -> ReorderableSection {
        adapter.sectionController(forSection: index) as! ReorderableSection
    }

    static func interpreted(_ adapter: ListAdapter, _ collectionView: ListCollectionView, _ from: ListIndexPath,
                            _ to: ListIndexPath) -> ListIndexPath {
        collectionView.collectionViewLayout.updatedTargetForInteractivelyMovingItem(from, to: to, adapter: adapter) ?? to
    }

    /// Single-item sections dragged into another section become section moves.
    static func sectionsMove() {
        let (collectionView, adapter, source) = makeList([0, 1, 2])
        defer { withExtendedLifetime(source) {} }
        let sections = (0..<3).map { section(adapter, $0) }
        sections[2].isReorderable = true
        let moves: [(ListIndexPath, ListIndexPath, [Int])] = [
            (path(2, 0), path(0, 1), [0, 2, 1]), (path(2, 0), path(0, 0), [1, 0, 2]),
            (path(0, 0), path(2, 0), [0, 1, 2]), (path(0, 0), path(2, 1), [1, 2, 0]),
        ]
        for (from, to, order) in moves {
            let target = interpreted(adapter, collectionView, from, to)
            adapter.collectionView(collectionView, moveItemAt: from, to: target)
            #expect((0..<3).map { ObjectIdentifier(adapter.sectionController(forSection: $0)!) }
                == order.map { ObjectIdentifier(sections[$0]) })
            #expect(source.objects.map { $0 as? Int } == order)
        }
    }

    /// Items moved within a reorderable section reach its `moveObject(from:to:)`.
    static func itemsMoveInSection() {
        let (collectionView, adapter, source) = makeList([0])
        defer { withExtendedLifetime(source) {} }
        let reorderable = section(adapter, 0)
        reorderable.objects = [0, 1, 2]
        reorderable.isReorderable = true
        adapter.performUpdates(animated: false)
        adapter.collectionView(collectionView, moveItemAt: path(0, 2), to: path(0, 0))
        #expect(reorderable.objects == [2, 0, 1])
        adapter.collectionView(collectionView, moveItemAt: path(0, 2), to: path(0, 1))
        #expect(reorderable.objects == [2, 1, 0])
    }

    /// An item of a multi-item section dropped into another section goes back: neither section changes.
    static func itemsMoveAcrossSectionsAndRevert() {
        let (collectionView, adapter, source) = makeList([0, 1])
        withExtendedLifetime(source) {
            let first = section(adapter, 0)
            let second = section(adapter, 1)
            first.objects = [0, 1, 2]
            second.objects = [3, 4, 5]
            second.isReorderable = true
            adapter.performUpdates(animated: false)
            #expect(collectionView.itemCounts == [3, 3])
            // As UIKit does when a drag ends: the visual move and the data source's move in one batch. The
            // adapter moves the item back inside the batch, so the batch is accepted and changes nothing.
            #expect(throws: Never.self) {
                try collectionView.performBatchUpdates({ () throws(ListBatchUpdateError) in
                    try collectionView.moveItem(at: path(1, 0), to: path(0, 0))
                    adapter.collectionView(collectionView, moveItemAt: path(1, 0), to: path(0, 0))
                }, completion: nil)
            }
            #expect(first.objects == [0, 1, 2])
            #expect(second.objects == [3, 4, 5])
            #expect(collectionView.itemCounts == [3, 3])
        }
    }
}

/// The reordering cases of Instagram/IGListKit `Tests/IGListAdapterTests.m`, keeping their names.
@MainActor @Suite struct IGListAdapterReorderingTests {
    private func path(_ section: Int, _ item: Int) -> ListIndexPath { ListIndexPath(section: section, item: item) }
    private func makeList(_ objects: [ListDiffable]) -> (ListCollectionView, ListAdapter, ReorderingSource) {
        ReorderingScenario.makeList(objects)
    }
    private func section(_ adapter: ListAdapter, _ index: Int) -> ReorderableSection {
        ReorderingScenario.section(adapter, index)
    }
    private func interpreted(_ adapter: ListAdapter, _ collectionView: ListCollectionView, _ from: ListIndexPath,
                             _ to: ListIndexPath) -> ListIndexPath {
        ReorderingScenario.interpreted(adapter, collectionView, from, to)
    }

    @Test func test_whenSectionControllerReorderDisabled_thatAdapterReorderDisabled() {
        let (collectionView, adapter, _) = makeList([0, 1, 2])
        section(adapter, 0).isReorderable = false
        #expect(!adapter.collectionView(collectionView, canMoveItemAt: path(0, 0)))
    }

    @Test func test_whenSectionControllerReorderEnabled_thatAdapterReorderEnabled() {
        let (collectionView, adapter, _) = makeList([0, 1, 2])
        section(adapter, 0).isReorderable = true
        #expect(adapter.collectionView(collectionView, canMoveItemAt: path(0, 0)))
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

    @Test func test_whenItemsInSectionAreInteractivelyReordered_andReorderingIsDisallowed_thatIndexesUpdateCorrectly() {
        let (collectionView, adapter, _) = makeList([0])
        let reorderable = section(adapter, 0)
        reorderable.objects = [0, 1, 2]
        reorderable.isReorderable = false
        adapter.performUpdates(animated: false)
        adapter.collectionView(collectionView, moveItemAt: path(0, 2), to: path(0, 0))
        #expect(reorderable.objects == [0, 1, 2])
    }

    @Test func test_whenSingleItemInSectionIsInteractivelyReorderedThorughLastSpot_indexesUpdateCorrectly() {
        let (collectionView, adapter, _) = makeList([0, 1, 2])
        let sections = (0..<3).map { section(adapter, $0) }
        sections[0].isReorderable = true
        var target = interpreted(adapter, collectionView, path(0, 0), path(2, 1))
        target = interpreted(adapter, collectionView, target, path(1, 1))
        adapter.collectionView(collectionView, moveItemAt: path(0, 0), to: target)
        #expect((0..<3).map { ObjectIdentifier(adapter.sectionController(forSection: $0)!) }
            == [1, 0, 2].map { ObjectIdentifier(sections[$0]) })
    }
}
