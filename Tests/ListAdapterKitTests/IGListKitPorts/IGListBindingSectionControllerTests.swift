import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListTestSupport
import Testing

/// Ports of Instagram/IGListKit `Tests/IGListBindingSectionControllerTests.m` (with the `Post`/`PostSection`
/// fixtures: a post's lines are its view models, identified by the text before a colon).
@MainActor @Suite struct IGListBindingSectionControllerTests {
    private func path(_ section: Int, _ item: Int) -> ListIndexPath { ListIndexPath(section: section, item: item) }

    @Test func test_whenInitialLoad_withEmptyViewModels_thatCollectionViewEmpty() {
        let list = BindingList(post: Post(id: 1, lines: []))
        #expect(list.collectionView.numberOfSections == 1)
        #expect(list.collectionView.numberOfItems(inSection: 0) == 0)
    }

    @Test func test_whenInitialLoad_withMultipleViewModels_thatCellsMappedAndConfigured() {
        let list = BindingList(post: Post(id: 1, lines: ["7", "seven"]))
        #expect(list.collectionView.itemCounts == [2])
        #expect(list.collectionView.visibleCells.map { $0.content.text } == ["7", "seven"])
    }

    @Test func test_whenUpdating_withAddedModels_thatCellsCorrectAndConfigured() {
        let list = BindingList(post: Post(id: 1, lines: ["7", "seven"]))
        list.source.post = Post(id: 1, lines: ["7", "seven", "8", "eight"])
        var finished: Bool?
        list.adapter.performUpdates(animated: true) { finished = $0 }
        list.updater.flush()
        #expect(finished == true)
        #expect(list.collectionView.itemCounts == [4])
        #expect(list.collectionView.visibleCells.map { $0.content.text } == ["7", "seven", "8", "eight"])
    }

    @Test func test_whenAdapterReloadsObjects_thatSectionUpdated() {
        let list = BindingList(post: Post(id: 1, lines: ["7", "seven"]))
        list.adapter.reloadObjects([Post(id: 1, lines: ["four", "4", "seven", "7"])])
        var finished: Bool?
        list.adapter.performBatch(animated: true, updates: { _ in }, completion: { finished = $0 })
        list.updater.flush()
        #expect(finished == true)
        #expect(list.collectionView.visibleCells.map { $0.content.text } == ["four", "4", "seven", "7"])
    }

    @Test func test_whenUpdating_withViewModelMovesAndReloads_thatCellUpdatedAndInstanceSame() throws {
        let list = BindingList(post: Post(id: 1, lines: ["foo", "bar", "42:baz"]))
        let cells = (0..<3).map { list.collectionView.cellForItem(at: path(0, $0)) }
        list.source.post = Post(id: 1, lines: ["42:bang", "foo", "bar"])
        list.adapter.performUpdates(animated: true)
        list.updater.flush()
        #expect(list.collectionView.visibleCells.map { $0.content.text } == ["42:bang", "foo", "bar"])
        #expect(list.collectionView.cellForItem(at: path(0, 1)) === cells[0])
        #expect(list.collectionView.cellForItem(at: path(0, 2)) === cells[1])
        #expect(list.collectionView.cellForItem(at: path(0, 0)) === cells[2])
    }

    @Test func test_whenUpdatingManually_with2Updates_thatBothCompletionBlocksCalled() throws {
        let list = BindingList(post: Post(id: 1, lines: ["7", "seven"]))
        let section = try #require(list.adapter.sectionController(forSection: 0) as? PostSection)
        var results: [String] = []
        section.update(animated: true) { results.append("first \($0)") }
        section.update(animated: true) { results.append("second \($0)") }
        #expect(results == ["second false"])
        list.updater.flush()
        #expect(results == ["second false", "first true"])
    }

    // The binding cases: the update completion runs after the item batch even when the section objects
    // are equal; sizes of indexes without a view model are zero; interactive moves reorder the view models.

    @Test func test_whenSectionObjectsAreEqual_thatPerformUpdatesCompletesAfterTheItemBatch() {
        let list = BindingList(post: Post(id: 1, lines: ["a"]))
        list.source.post = Post(id: 1, lines: ["a", "b"])  // equal as a section object: only the lines differ
        var countsAtCompletion: [Int]?
        list.adapter.performUpdates(animated: true) { _ in countsAtCompletion = list.collectionView.itemCounts }
        let transitions = list.updater.flushRecording()
        #expect(countsAtCompletion == [2])
        #expect(transitions.count == 1)
    }

    @Test func test_whenSizingAnIndexWithoutViewModel_thatSizeIsZero() throws {
        let list = BindingList(post: Post(id: 1, lines: ["a"]))
        let section = try #require(list.adapter.sectionController(forSection: 0))
        #expect(section.sizeForItem(at: 0) == CGSize(width: 100, height: 20))
        #expect(section.sizeForItem(at: 5) == .zero)
    }

    @Test func test_whenMovingObjects_thatViewModelsAreReordered() throws {
        let list = BindingList(post: Post(id: 1, lines: ["a", "b", "c"]))
        let section = try #require(list.adapter.sectionController(forSection: 0) as? PostSection)
        section.moveObject(from: 2, to: 0)
        #expect(section.viewModels.map { ($0 as! Tagged).text } == ["c", "a", "b"])
    }

    @Test func test_whenUpdating_withNotUniqueModels_thatCellsCorrectAndConfigured() {
        let list = BindingList(post: Post(id: 1, lines: ["7", "seven"]))
        list.adapter.reloadObjects([Post(id: 1, lines: ["four", "4", "seven", "7", "10"])])
        #expect(list.collectionView.cellForItem(at: path(0, 0))?.content.text == "7")
        #expect(list.collectionView.cellForItem(at: path(0, 1))?.content.text == "seven")
        #expect(list.collectionView.cellForItem(at: path(0, 2)) == nil)
        #expect(list.collectionView.cellForItem(at: path(0, 3)) == nil)
        var finished: Bool?
        list.adapter.performBatch(animated: true, updates: { _ in }, completion: { finished = $0 })
        list.updater.flush()
        #expect(finished == true)
        #expect(list.collectionView.visibleCells.map { $0.content.text } == ["four", "4", "seven", "7", "10"])
    }

    @Test func test_whenSelectingCell_thatCorrectViewModelSelected() throws {
        let (list, log) = try loggedList()
        list.adapter.collectionView(list.collectionView, didSelectItemAt: path(0, 1))
        #expect(log.events == ["didSelect 1 seven"])
    }

    @Test func test_whenDeselectingCell_thatCorrectViewModelSelected() throws {
        let (list, log) = try loggedList()
        list.adapter.collectionView(list.collectionView, didDeselectItemAt: path(0, 1))
        #expect(log.events == ["didDeselect 1 seven"])
    }

    @Test func test_whenHighlightingCell_thatCorrectViewModelHighlighted() throws {
        let (list, log) = try loggedList()
        list.adapter.collectionView(list.collectionView, didHighlightItemAt: path(0, 1))
        #expect(log.events == ["didHighlight 1 seven"])
    }

    @Test func test_whenUnhighlightingCell_thatCorrectViewModelUnhighlighted() throws {
        let (list, log) = try loggedList()
        list.adapter.collectionView(list.collectionView, didUnhighlightItemAt: path(0, 1))
        #expect(log.events == ["didUnhighlight 1 seven"])
    }

    @Test func test_whenDeselectingCell_withoutImplementation_thatNoOps() throws {
        let list = BindingList(post: Post(id: 1, lines: ["7", "seven"]))
        let section = try #require(list.adapter.sectionController(forSection: 0) as? PostSection)
        let delegate = SelectOnlyDelegate()
        section.selectionDelegate = delegate
        list.adapter.collectionView(list.collectionView, didDeselectItemAt: path(0, 1))
        #expect(!delegate.selected)
        list.adapter.collectionView(list.collectionView, didSelectItemAt: path(0, 1))
        #expect(delegate.selected)
    }

    @Test func test_whenUpdating_withViewModelDeletionsMovesAndReloads_thatCellUpdatedAndInstanceSame() {
        let list = BindingList(post: Post(id: 1, lines: ["a", "b", "1:c", "2:d"]))
        list.source.before = [Post(id: 0, lines: ["0", "1", "x:2"])]
        list.adapter.performUpdates(animated: false)
        list.updater.flush()
        #expect(list.collectionView.itemCounts == [3, 4])
        let cells = (0..<4).map { list.collectionView.cellForItem(at: path(1, $0)) }
        #expect(cells.map { $0?.content.text } == ["a", "b", "1:c", "2:d"])
        list.source.before = []
        list.source.post = Post(id: 1, lines: ["1:e", "b", "a", "2:f"])
        var finished: Bool?
        list.adapter.performUpdates(animated: true) { finished = $0 }
        list.updater.flush()
        #expect(finished == true)
        #expect(list.collectionView.visibleCells.map { $0.content.text } == ["1:e", "b", "a", "2:f"])
        #expect(list.collectionView.cellForItem(at: path(0, 2)) === cells[0])
        #expect(list.collectionView.cellForItem(at: path(0, 1)) === cells[1])
        #expect(list.collectionView.cellForItem(at: path(0, 0)) === cells[2])
        #expect(list.collectionView.cellForItem(at: path(0, 3)) === cells[3])
    }

    @Test func test_whenUpdating_withMutableArrayObject_thatViewModelsDontMutate() throws {
        let list = BindingList(post: Post(id: 1, lines: ["foo", "bar"]))
        let section = try #require(list.adapter.sectionController(forSection: 0) as? PostSection)
        let before = section.viewModels.map { ($0 as! Tagged).text }
        list.source.post.lines.removeAll()
        #expect(section.viewModels.map { ($0 as! Tagged).text } == before)
        #expect(before == ["foo", "bar"])
    }

    /// A list of one post ("7", "seven") whose section tells a ``BindingSelectionLog``.
    private func loggedList() throws -> (BindingList, BindingSelectionLog) {
        let list = BindingList(post: Post(id: 1, lines: ["7", "seven"]))
        let section = try #require(list.adapter.sectionController(forSection: 0) as? PostSection)
        let log = BindingSelectionLog()
        section.selectionDelegate = log
        return (list, log)
    }
}

/// Records the binding section controller's selection calls with the view model's text.
@MainActor
final class BindingSelectionLog: ListBindingSectionControllerSelectionDelegate {
    var events: [String] = []
    private func text(_ viewModel: Any) -> String { (viewModel as? Tagged)?.text ?? "?" }
    func sectionController(
        _ sectionController: ListBindingSectionControllerBase, didSelectItemAt index: Int, viewModel: Any
    ) {
        events.append("didSelect \(index) \(text(viewModel))")
    }
    func sectionController(
        _ sectionController: ListBindingSectionControllerBase, didDeselectItemAt index: Int, viewModel: Any
    ) {
        events.append("didDeselect \(index) \(text(viewModel))")
    }
    func sectionController(
        _ sectionController: ListBindingSectionControllerBase, didHighlightItemAt index: Int, viewModel: Any
    ) {
        events.append("didHighlight \(index) \(text(viewModel))")
    }
    func sectionController(
        _ sectionController: ListBindingSectionControllerBase, didUnhighlightItemAt index: Int,
        viewModel: Any
    ) {
        events.append("didUnhighlight \(index) \(text(viewModel))")
    }
}

/// Implements only selection (IGListKit's `IGTestBindingWithoutDeselectionDelegate`).
@MainActor
final class SelectOnlyDelegate: ListBindingSectionControllerSelectionDelegate, ListSingleSectionControllerDelegate {
    var selected = false
    func sectionController(
        _ sectionController: ListBindingSectionControllerBase, didSelectItemAt index: Int, viewModel: Any
    ) {
        selected = true
    }
    func didSelect(_ sectionController: ListSingleSectionController, with object: Any) {
        selected = true
    }
}
