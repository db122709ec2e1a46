import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListTestSupport
import Testing

/// IGListKit's `IGTestCell` as a binding single section controller's cell.
final class LabelCell: ListCell {}

/// IGListKit's `IGTestBindingSingleSectionController`: a full-width, 44-point cell showing the object's value, whose
/// selection and highlight calls write what happened into the cell.
@MainActor
final class LabelledBindingSection: ListBindingSingleSectionController<Labelled, LabelCell> {
    override func configure(_ cell: LabelCell, withViewModel viewModel: Labelled) {
        cell.content.text = viewModel.value
    }
    override func size(forViewModel viewModel: Labelled) -> CGSize {
        CGSize(width: collectionContext.containerSize.width, height: 44)
    }
    override func didSelectItem(with cell: LabelCell) { cell.content.text = "did-select" }
    override func didDeselectItem(with cell: LabelCell) { cell.content.text = "did-deselect" }
    override func didHighlightItem(with cell: LabelCell) { cell.content.text = "did-highlight" }
    override func didUnhighlightItem(with cell: LabelCell) { cell.content.text = "did-unhighlight" }
}

/// IGListKit's `IGTestBindingSingleItemDataSource`.
@MainActor
final class BindingSingleSource: ListAdapterDataSource {
    var objects: [any ListDiffable] = []
    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { objects }
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
        LabelledBindingSection()
    }
    func emptyView(for listAdapter: ListAdapter) -> ListReusableView? { nil }
}

/// Port of IGListKit's `IGListBindingSingleSectionControllerTests` (a 100×1000 collection view, laid out after set-up
/// as `IGListTestCase` does).
@Suite @MainActor struct IGListBindingSingleSectionControllerTests {
    let collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: 1000), layout: StackLayout())
    let adapter = ListAdapter(updater: ListReloadDataUpdater(), viewController: nil)
    let source = BindingSingleSource()

    private func setUp(_ objects: [Labelled]) {
        source.objects = objects
        adapter.setUpForTest(collectionView, source)
    }

    private func cell(_ section: Int) -> ListCell? {
        collectionView.cellForItem(at: IndexPath(item: 0, section: section))
    }

    private let threeObjects = [Labelled(1, "Foo"), Labelled(2, "Bar"), Labelled(3, "Baz")]

    @Test func test_whenSetupWithObjects_collectionViewHasSections() {
        setUp(threeObjects)
        #expect(collectionView.numberOfSections == 3)
        #expect((0..<3).map { collectionView.numberOfItems(inSection: $0) } == [1, 1, 1])
    }

    @Test func test_whenSetupWithObjects_sizeIsCalled() {
        setUp(threeObjects)
        #expect((0..<3).map { cell($0)?.frame.size } == Array(repeating: CGSize(width: 100, height: 44), count: 3))
    }

    @Test func test_whenSetupWithObjects_cellsAreConfigured() {
        setUp(threeObjects)
        #expect((0..<3).map { cell($0)?.content.text } == ["Foo", "Bar", "Baz"])
    }

    @Test func test_whenSetupWithObjects_cellClassIsExpected() {
        setUp(threeObjects)
        #expect(cell(0) is LabelCell)
    }

    @Test func test_whenDidSelectIsCalled_subclassIsCalled() {
        setUp([Labelled(1, "Foo")])
        adapter.sectionController(forSection: 0)?.didSelectItem(at: 0)
        #expect(cell(0)?.content.text == "did-select")
    }

    @Test func test_whenDidDeselectIsCalled_subclassIsCalled() {
        setUp([Labelled(1, "Foo")])
        adapter.sectionController(forSection: 0)?.didDeselectItem(at: 0)
        #expect(cell(0)?.content.text == "did-deselect")
    }

    @Test func test_whenDidHighlightIsCalled_subclassIsCalled() {
        setUp([Labelled(1, "Foo")])
        adapter.sectionController(forSection: 0)?.didHighlightItem(at: 0)
        #expect(cell(0)?.content.text == "did-highlight")
    }

    @Test func test_whenDidUnhighlightIsCalled_subclassIsCalled() {
        setUp([Labelled(1, "Foo")])
        adapter.sectionController(forSection: 0)?.didUnhighlightItem(at: 0)
        #expect(cell(0)?.content.text == "did-unhighlight")
    }

    @Test func test_whenObjectUpdatesWhileShown_thatTheShownCellIsConfiguredInPlace() {
        let updater = ListAdapterUpdater()
        updater.schedulesFlushAutomatically = false
        let adapter = ListAdapter(updater: updater, viewController: nil)
        let source = BindingSingleSource()
        source.objects = [Labelled(1, "Foo")]
        adapter.setUpForTest(collectionView, source)
        let shown = cell(0)
        let controller = adapter.sectionController(forSection: 0) as? LabelledBindingSection
        #expect(controller?.isDisplayingCell() == true)
        source.objects = [Labelled(1, "Qux")]
        adapter.performUpdates(animated: true, completion: nil)
        updater.flush()
        #expect(controller?.object?.value == "Qux")
        #expect(shown?.content.text == "Qux")
    }
}
