import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListTestSupport
import Testing

/// An object with a key and a text value, compared by both (IGListKit's `IGTestObject` with string values).
final class Labelled: ListDiffableValue {
    let key: Int
    var value: String

    init(_ key: Int, _ value: String) {
        self.key = key
        self.value = value
    }

    var diffIdentity: Int { key }
    func isEqual(toDiffableObject object: Labelled) -> Bool { value == object.value }
}

/// IGListKit's `IGTestSingleItemDataSource`: a ``ListSingleSectionController`` per ``Labelled`` object, its cell
/// showing the value, full width and 44 high.
@MainActor
final class SingleItemSource: ListAdapterDataSource {
    var objects: [any ListDiffable] = []
    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { objects }
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
        ListSingleSectionController(
            configure: { object, cell in cell.content.text = (object as? Labelled)?.value },
            size: { _, context in CGSize(width: context?.containerSize.width ?? 0, height: 44) })
    }
    func emptyView(for listAdapter: ListAdapter) -> ListReusableView? { nil }
}

/// Records a single section controller's selection calls.
@MainActor
final class SingleSelectionLog: ListSingleSectionControllerDelegate {
    var events: [(String, ListSingleSectionController, Int?)] = []
    func didSelect(_ sectionController: ListSingleSectionController, with object: Any) {
        events.append(("didSelect", sectionController, (object as? Labelled)?.key))
    }
    func didDeselect(_ sectionController: ListSingleSectionController, with object: Any) {
        events.append(("didDeselect", sectionController, (object as? Labelled)?.key))
    }
}

/// Ports of Instagram/IGListKit `Tests/IGListSingleSectionControllerTests.m`, keeping their names: a 100×100
/// list of single-cell sections updated through an animating updater flushed by hand.
@MainActor @Suite struct IGListSingleSectionControllerTests {
    private let collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: 100), layout: StackLayout())
    private let updater = ListAdapterUpdater()
    private let adapter: ListAdapter
    private let source = SingleItemSource()

    init() {
        updater.schedulesFlushAutomatically = false
        adapter = ListAdapter(updater: updater, viewController: nil)
    }

    private func setUp(_ objects: [Labelled]) {
        source.objects = objects
        adapter.setUpForTest(collectionView, source)
    }

    private func cell(_ section: Int) -> ListCell? {
        collectionView.cellForItem(at: ListIndexPath(section: section, item: 0))
    }

    private func firstSection() throws -> ListSingleSectionController {
        try #require(adapter.sectionController(forSection: 0) as? ListSingleSectionController)
    }

    @Test func test_whenDisplayingCollectionView_thatSectionsHaveOneItem() {
        setUp([Labelled(1, "Foo"), Labelled(2, "Bar"), Labelled(3, "Baz")])
        #expect(collectionView.numberOfSections == 3)
        #expect(collectionView.itemCounts == [1, 1, 1])
    }

    @Test func test_whenDisplayingCollectionView_thatCellsAreConfigured() {
        setUp([Labelled(1, "Foo"), Labelled(2, "Bar"), Labelled(3, "Baz")])
        #expect((0..<3).map { cell($0)?.content.text } == ["Foo", "Bar", "Baz"])
    }

    @Test func test_whenDisplayingCollectionView_thatCellsAreSized() {
        setUp([Labelled(1, "Foo"), Labelled(2, "Bar"), Labelled(3, "Baz")])
        for section in 0..<3 {
            #expect(cell(section)?.frame.size == CGSize(width: 100, height: 44), "\(section)")
        }
    }

    @Test func test_whenItemUpdated_thatCellIsConfigured() {
        setUp([Labelled(1, "Foo"), Labelled(2, "Bar"), Labelled(3, "Baz")])
        source.objects = [Labelled(1, "Foo"), Labelled(2, "Qux"), Labelled(3, "Baz")]
        var text: String??
        adapter.performUpdates(animated: true) { _ in text = cell(1)?.content.text }
        updater.flush()
        #expect(text == "Qux")
    }

    @Test func test_whenSelected_thatDelegateReceivesEvent() throws {
        setUp([Labelled(1, "a")])
        let section = try firstSection()
        let log = SingleSelectionLog()
        section.selectionDelegate = log
        adapter.collectionView(collectionView, didSelectItemAt: ListIndexPath(section: 0, item: 0))
        #expect(log.events.map(\.0) == ["didSelect"])
        #expect(log.events.first?.1 === section)
        #expect(log.events.first?.2 == 1)
    }

    @Test func test_whenDeselected_thatDelegateReceivesEvent() throws {
        setUp([Labelled(1, "a")])
        let section = try firstSection()
        let log = SingleSelectionLog()
        section.selectionDelegate = log
        adapter.collectionView(collectionView, didDeselectItemAt: ListIndexPath(section: 0, item: 0))
        #expect(log.events.map(\.0) == ["didDeselect"])
        #expect(log.events.first?.1 === section)
        #expect(log.events.first?.2 == 1)
    }

    @Test func test_whenDeselected_withoutImplementation_thatNoOps() throws {
        setUp([Labelled(1, "a")])
        let delegate = SelectOnlyDelegate()
        try firstSection().selectionDelegate = delegate
        adapter.collectionView(collectionView, didDeselectItemAt: ListIndexPath(section: 0, item: 0))
        #expect(!delegate.selected)
        adapter.collectionView(collectionView, didSelectItemAt: ListIndexPath(section: 0, item: 0))
        #expect(delegate.selected)
    }
}
