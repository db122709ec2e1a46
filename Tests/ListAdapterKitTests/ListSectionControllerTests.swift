import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListTestSupport
import Testing

@MainActor @Suite struct ListSectionControllerTests {
    private func path(_ section: Int, _ item: Int) -> ListIndexPath { ListIndexPath(section: section, item: item) }

    @Test func test_whenNotOverridden_thatDefaultsMatchIGListKit() {
        let controller = ListSectionController()
        #expect(controller.numberOfItems() == 1)
        #expect(controller.sizeForItem(at: 0) == .zero)
        #expect(!controller.canMoveItem(at: 0))
        #expect(controller.shouldSelectItem(at: 0))
        #expect(controller.section == NSNotFound)
        #expect(controller.inset == .zero && controller.minimumLineSpacing == 0 && controller.minimumInteritemSpacing == 0)
        #expect(controller.collectionContext == nil && controller.viewController == nil)
    }

    @Test func test_whenAskingTheContext_thatItAnswersForTheSectionController() throws {
        let list = ListFixture(rows(2, 3))
        let controller = try #require(list.adapter.sectionController(forSection: 1))
        controller.inset = ListEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        let context = try #require(controller.collectionContext)
        #expect(context.containerSize == CGSize(width: 100, height: 200))
        #expect(context.containerSize(for: controller) == CGSize(width: 80, height: 200))
        #expect(context.insetContainerSize == CGSize(width: 100, height: 200))
        let cell = try #require(context.cellForItem(at: 1, sectionController: controller))
        #expect(cell.content.text == "b-1")
        #expect(context.index(for: cell, sectionController: controller) == 1)
        #expect(context.visibleCells(for: controller).map { $0.content.text } == ["b-0", "b-1", "b-2"])
        #expect(context.visibleIndexPaths(for: controller) == [path(1, 0), path(1, 1), path(1, 2)])
        context.selectItem(at: 2, sectionController: controller, animated: false, scrollPosition: nil)
        #expect(list.collectionView.indexPathsForSelectedItems == [path(1, 2)])
        context.deselectItem(at: 2, sectionController: controller, animated: false)
        #expect(list.collectionView.indexPathsForSelectedItems.isEmpty)
        #expect(list.collectionView.isCellRegistered(String(reflecting: ListCell.self)))
        var invalidated = false
        context.invalidateLayout(for: controller) { invalidated = $0 }
        #expect(invalidated)
    }

    @Test func test_whenScrollingToASectionControllerItem_thatItIsAtThePosition() throws {
        let list = ListFixture(rows(3, 3, 3), height: 100)
        let controller = try #require(list.adapter.sectionController(forSection: 1))
        controller.collectionContext?.scroll(to: controller, at: 2, scrollPosition: .bottom, animated: false)
        #expect(list.collectionView.contentOffset.y == 140)
    }

    @Test func test_whenItemChangesAreMadeOutsideABatch_thatEachAppliesAtOnce() throws {
        let list = ListFixture(rows(2))
        let controller = try #require(list.adapter.sectionController(forSection: 0) as? RowSection)
        controller.row.count = 3
        let inserted = list.updater.recordTransitions { controller.collectionContext?.insert(in: controller, at: [0]) }
        #expect(list.collectionView.itemCounts == [3])
        #expect(inserted.map(\.update.insertItems) == [[path(0, 0)]])
        controller.row.count = 2
        controller.collectionContext?.delete(in: controller, at: [2])
        #expect(list.collectionView.itemCounts == [2])
        let moved = list.updater.recordTransitions { controller.collectionContext?.move(in: controller, from: 0, to: 1) }
        #expect(moved.map(\.update.moveItems) == [[.init(from: path(0, 0), to: path(0, 1))]])
        controller.row.label = "x"
        controller.collectionContext?.reload(in: controller, at: [1])
        #expect(list.collectionView.cellForItem(at: path(0, 1))?.content.detailText == "x")
        let reloaded = list.updater.recordTransitions { controller.collectionContext?.reload(controller) }
        #expect(reloaded.map(\.update.reloadSections) == [[0]])
        // Count unchanged: rejected, reloads.
        let rejected = list.updater.recordTransitions { controller.collectionContext?.insert(in: controller, at: [0]) }
        #expect(rejected.map(\.kind) == [.reloadData])
        #expect(list.collectionView.itemCounts == [2])
    }

    @Test func test_whenCellsAppearAndDisappear_thatDisplayDelegatesAreToldInOrder() {
        let list = ListFixture(rows(2, 2, 2), height: 100)
        #expect(list.feed.log.events.filter { $0.contains("isplay") } == [
            "willDisplay a", "adapter willDisplay a 0", "willDisplay a 0", "willDisplay a 1",
            "willDisplay b", "adapter willDisplay b 1", "willDisplay b 0",
        ])
        list.feed.log.events = []
        list.collectionView.contentOffset = CGPoint(x: 0, y: 80)
        #expect(list.feed.log.events.filter { $0.contains("isplay") } == [
            "didEndDisplaying a 0", "didEndDisplaying a 1", "didEndDisplaying a", "adapter didEndDisplaying a 0",
            "willDisplay b 1", "willDisplay c", "adapter willDisplay c 2", "willDisplay c 0",
        ])
    }

    @Test func test_whenScrolling_withWorkingRange1_thatSectionsEnterAndExit() {
        let list = ListFixture(rows(1, 1, 1, 1, 1, 1), height: 40, workingRangeSize: 1)
        #expect(list.feed.log.events.filter { $0.hasPrefix("enter") || $0.hasPrefix("exit") } == ["enter a", "enter b"])
        list.feed.log.events = []
        list.collectionView.contentOffset = CGPoint(x: 0, y: 120)
        #expect(list.feed.log.events.filter { $0.hasPrefix("enter") || $0.hasPrefix("exit") } == ["enter c", "enter d", "enter e", "exit a", "exit b"])
    }

    @Test func test_whenDragging_thatVisibleSectionControllersHearIt() {
        let list = ListFixture(rows(1, 1, 1), height: 40)
        list.feed.log.events = []
        list.collectionView.simulateDrag(to: CGPoint(x: 0, y: 40), decelerate: true)
        #expect(list.feed.log.events.filter { $0.hasPrefix("will") && $0.contains("Dragging") || $0.hasPrefix("didScroll") || $0.hasPrefix("didEndDragging") } == [
            "willBeginDragging a", "didScroll b", "didEndDragging b true",
        ])
    }

    @Test func test_whenTapping_thatSectionControllerGetsHighlightAndSelection() {
        let list = ListFixture(rows(1, 2))
        list.feed.log.events = []
        list.collectionView.tapItem(at: path(1, 1))
        list.collectionView.tapItem(at: path(0, 0))
        #expect(list.feed.log.events == [
            "didHighlight b 1", "didUnhighlight b 1", "didSelect b 1",
            "didHighlight a 0", "didUnhighlight a 0", "didDeselect b 1", "didSelect a 0",
        ])
    }

    @Test func test_whenReorderingWithinASection_thatSectionControllerMovesItsObject() {
        let list = ListFixture(rows(3), configure: { $0.movable = true })
        #expect(list.collectionView.beginInteractiveMovementForItem(at: path(0, 0)))
        list.collectionView.updateInteractiveMovementTarget(to: path(0, 2))
        list.collectionView.endInteractiveMovement()
        #expect(list.feed.log.events.last == "moveObject a 0 2")
    }

    @Test func test_whenReorderingSingleItemSections_thatSectionsMoveAndMoveDelegateIsTold() {
        let list = ListFixture(rows(1, 1, 1), configure: { $0.movable = true })
        #expect(list.collectionView.beginInteractiveMovementForItem(at: path(0, 0)))
        list.collectionView.updateInteractiveMovementTarget(to: path(2, 1))
        // After the last section the target stays (IGListKit flags a move to the end instead).
        #expect(list.collectionView.interactiveMovementTarget == path(2, 1))
        list.collectionView.endInteractiveMovement()
        #expect(list.feed.log.events.contains("move a"))
        #expect(list.feed.rows.map(\.id) == ["b", "c", "a"])
        #expect(list.collectionView.itemCounts == [1, 1, 1])
        // A section move reloads (IGListKit's moveSectionControllerInteractive): the cells come on the next pass.
        list.collectionView.layoutIfNeeded()
        #expect(list.visibleTexts == ["b-0", "c-0", "a-0"])
        #expect(list.adapter.sectionController(forSection: 2)?.isLastSection == true)
    }

    @Test func test_whenReorderingAcrossMultiItemSections_thatTheItemStaysPut() {
        let list = ListFixture(rows(2, 2), configure: { $0.movable = true })
        list.collectionView.beginInteractiveMovementForItem(at: path(0, 0))
        list.collectionView.updateInteractiveMovementTarget(to: path(1, 0))
        #expect(list.collectionView.interactiveMovementTarget == path(0, 0))
        list.collectionView.endInteractiveMovement()
        #expect(list.collectionView.itemCounts == [2, 2])
    }

    @Test func test_whenUsingASingleSectionController_thatClosuresConfigureAndSize() {
        final class Taps: ListSingleSectionControllerDelegate {
            var selected: [String] = []
            func didSelect(_ sectionController: ListSingleSectionController, with object: Any) {
                selected.append((object as! Row).id)
            }
        }
        let taps = Taps()
        let source = SingleSource(taps: taps)
        let collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: 200), layout: StackLayout())
        let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
        adapter.collectionView = collectionView
        adapter.dataSource = source
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.map { $0.content.text } == ["a", "b"])
        #expect(collectionView.cellForItem(at: path(1, 0))?.frame == CGRect(x: 0, y: 30, width: 100, height: 30))
        collectionView.tapItem(at: path(1, 0))
        #expect(taps.selected == ["b"])
    }

    @Test func test_whenBindingObjectChanges_thatViewModelsAreDiffedInsideTheSection() throws {
        let list = BindingList(post: Post(id: 1, lines: ["x", "y", "z"]))
        #expect(list.collectionView.visibleCells.map { $0.content.text } == ["x", "y", "z"])
        let yCell = list.collectionView.cellForItem(at: path(0, 1))
        list.source.post = Post(id: 1, lines: ["y", "w", "x"])
        list.adapter.performUpdates(animated: true)
        let transitions = list.updater.flushRecording()
        let transition = try #require(transitions.last)
        #expect(transition.kind == .batchUpdate)
        #expect(transition.update.deleteItems == [path(0, 2)])
        #expect(transition.update.insertItems == [path(0, 1)])
        #expect(transition.update.moveItems.count == 2)  // IGListKit does not minimise moves
        #expect(list.collectionView.visibleCells.map { $0.content.text } == ["y", "w", "x"])
        #expect(list.collectionView.cellForItem(at: path(0, 0)) === yCell)
        #expect(transition.update.deleteSections.isEmpty)
    }

    @Test func test_whenBindingSectionShiftsAndAViewModelChanges_thatTheVisibleCellIsRebound() throws {
        let list = BindingList(post: Post(id: 1, lines: ["x", "y:1"]))
        let cell = list.collectionView.cellForItem(at: path(0, 1))
        list.source.before = [Post(id: 9, lines: ["new"])]
        list.source.post = Post(id: 1, lines: ["x", "y:2", "z"])
        list.adapter.performUpdates(animated: true)
        let transitions = list.updater.flushRecording()
        #expect(transitions.count == 1)
        let transition = try #require(transitions.last)
        #expect(transition.update.insertSections == [0])
        #expect(transition.update.insertItems == [path(1, 2)])
        #expect(list.collectionView.cellForItem(at: path(1, 1)) === cell)
        #expect(list.collectionView.visibleCells.map { $0.content.text } == ["new", "x", "y:2", "z"])
    }
}

@MainActor
final class SingleSource: ListAdapterDataSource {
    let taps: any ListSingleSectionControllerDelegate
    init(taps: any ListSingleSectionControllerDelegate) { self.taps = taps }
    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { [Row(id: "a"), Row(id: "b")] }
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
        let controller = ListSingleSectionController(
            configure: { object, cell in cell.content.text = (object as! Row).id },
            size: { _, context in CGSize(width: context?.containerSize.width ?? 0, height: 30) })
        controller.selectionDelegate = taps
        return controller
    }
    func emptyView(for listAdapter: ListAdapter) -> ListReusableView? { nil }
}

/// A post whose lines are its view models; identity is the post id, so an edit is a section update that the
/// binding section controller diffs.
struct Post: ListDiffableValue, Hashable {
    var id: Int
    var lines: [String]
    var diffIdentity: Int { id }
    func isEqual(toDiffableObject object: Post) -> Bool { id == object.id }
}

/// A line's view model: identified by the text before a colon, so "y:1" → "y:2" is an in-place change.
struct Tagged: ListDiffableValue, Hashable {
    var key: String
    var text: String
    var diffIdentity: String { key }
}

/// A cell that binds a line.
final class LineCell: ListCell, ListBindable {
    func bindViewModel(_ viewModel: Any) { content.text = (viewModel as? Tagged)?.text }
}

@MainActor
final class PostSection: ListBindingSectionController<ListDiffable>, ListBindingSectionControllerDataSource {
    override init() {
        super.init()
        dataSource = self
    }
    func sectionController(_ sectionController: ListBindingSectionController<ListDiffable>, viewModelsFor object: Any) -> [any ListDiffable] {
        (object as! Post).lines.map { Tagged(key: String($0.split(separator: ":")[0]), text: $0) }
    }
    func sectionController(_ sectionController: ListBindingSectionController<ListDiffable>, cellForViewModel viewModel: Any, at index: Int) -> ListCell & ListBindable {
        collectionContext!.dequeueReusableCell(of: LineCell.self, for: self, at: index)
    }
    func sectionController(_ sectionController: ListBindingSectionController<ListDiffable>, sizeForViewModel viewModel: Any, at index: Int) -> CGSize {
        CGSize(width: 100, height: 20)
    }
}

@MainActor
final class PostSource: ListAdapterDataSource {
    var post: Post
    var before: [Post] = []
    init(post: Post) { self.post = post }
    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { before + [post] }
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController { PostSection() }
    func emptyView(for listAdapter: ListAdapter) -> ListReusableView? { nil }
}

@MainActor
struct BindingList {
    let collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: 200), layout: StackLayout())
    let updater = ListAdapterUpdater()
    let adapter: ListAdapter
    let source: PostSource

    init(post: Post) {
        updater.schedulesFlushAutomatically = false
        adapter = ListAdapter(updater: updater, viewController: nil)
        source = PostSource(post: post)
        adapter.collectionView = collectionView
        adapter.dataSource = source
        collectionView.layoutIfNeeded()  // the cells appear on the first layout pass, as in UIKit
    }
}
