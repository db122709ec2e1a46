import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListTestSupport
import Testing

/// An IGListKit-style model: an `NSObject` whose identity and equality are its `ListDiffable` methods.
final class Article: NSObject, ListDiffable {
    let slug: String
    let paragraphs: [String]
    let isPinned: Bool

    init(slug: String, paragraphs: [String], isPinned: Bool = false) {
        self.slug = slug
        self.paragraphs = paragraphs
        self.isPinned = isPinned
    }

    func diffIdentifier() -> NSObjectProtocol { slug as NSString }

    func isEqual(toDiffableObject object: ListDiffable?) -> Bool {
        guard let object = object as? Article else { return false }
        return paragraphs == object.paragraphs && isPinned == object.isPinned
    }
}

/// Written as IGListKit's Swift code is: the typed `object` is read inside the subclass, and the data source
/// methods take `ListBindingSectionController<ListDiffable>`.
@MainActor
final class ArticleSection: ListBindingSectionController<Article>, ListBindingSectionControllerDataSource {
    private(set) var receivedControllers: [ListBindingSectionController<ListDiffable>] = []

    override init() {
        super.init()
        dataSource = self
    }

    func sectionController(_ sectionController: ListBindingSectionController<ListDiffable>,
                           viewModelsFor object: Any) -> [ListDiffable] {
        receivedControllers.append(sectionController)
        guard let article = object as? Article else { return [] }
        return article.paragraphs.map { Tagged(key: $0, text: $0) }
    }

    func sectionController(_ sectionController: ListBindingSectionController<ListDiffable>,
                           cellForViewModel viewModel: Any, at index: Int) -> ListCell & ListBindable {
        return collectionContext!.dequeueReusableCell(of: LineCell.self, for: self, at: index)
    }

    func sectionController(_ sectionController: ListBindingSectionController<ListDiffable>,
                           sizeForViewModel viewModel: Any, at index: Int) -> CGSize {
        return CGSize(width: 100, height: object?.isPinned == true ? 30 : 20)
    }
}

/// A data source that is another object: it names the class every binding section controller shares.
@MainActor
final class ExternalLines: ListBindingSectionControllerDataSource {
    private(set) var receivedControllers: [ListBindingSectionControllerBase] = []

    func sectionController(_ sectionController: ListBindingSectionControllerBase,
                           viewModelsFor object: Any) -> [ListDiffable] {
        receivedControllers.append(sectionController)
        return ((object as? Article)?.paragraphs ?? []).map { Tagged(key: $0, text: $0) }
    }

    func sectionController(_ sectionController: ListBindingSectionControllerBase,
                           cellForViewModel viewModel: Any, at index: Int) -> ListCell & ListBindable {
        sectionController.collectionContext!.dequeueReusableCell(of: LineCell.self, for: sectionController, at: index)
    }

    func sectionController(_ sectionController: ListBindingSectionControllerBase,
                           sizeForViewModel viewModel: Any, at index: Int) -> CGSize {
        CGSize(width: 100, height: 10)
    }
}

@MainActor
final class ArticleSource: ListAdapterDataSource {
    var objects: [any ListDiffable]
    let makeController: (Any) -> ListSectionController
    init(_ objects: [any ListDiffable], makeController: @escaping (Any) -> ListSectionController) {
        self.objects = objects
        self.makeController = makeController
    }
    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { objects }
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
        makeController(object)
    }
    func emptyView(for listAdapter: ListAdapter) -> ListReusableView? { nil }
}

@MainActor
struct ArticleList {
    let collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: 200), layout: StackLayout())
    let updater = ListAdapterUpdater()
    let adapter: ListAdapter
    let source: ArticleSource

    init(_ objects: [any ListDiffable], makeController: @escaping (Any) -> ListSectionController) {
        updater.schedulesFlushAutomatically = false
        adapter = ListAdapter(updater: updater, viewController: nil)
        source = ArticleSource(objects, makeController: makeController)
        adapter.collectionView = collectionView
        adapter.dataSource = source
        collectionView.layoutIfNeeded()  // the cells appear on the first layout pass, as in UIKit
    }

    func frames() -> [CGRect] {
        collectionView.indexPathsForVisibleItems.sorted().compactMap { collectionView.frameForItem(at: $0) }
    }
}

@MainActor
@Suite struct ListBindingSectionControllerTypingTests {
    @Test func test_whenSubclassedWithAModelType_thatObjectIsTheModel_andTheIGListKitDataSourceIsCalledWithSelf()
        throws
    {
        let article = Article(slug: "a", paragraphs: ["one", "two"], isPinned: true)
        let list = ArticleList([article]) { _ in ArticleSection() }
        let section = try #require(list.adapter.sectionController(for: article) as? ArticleSection)

        let typed: Article? = section.object
        #expect(typed === article)
        #expect(section.receivedControllers.count == 1)
        #expect(section.receivedControllers.allSatisfy { $0 === section })
        // sizeForViewModel read `object?.isPinned`: 30 pt rows.
        #expect(list.frames() == [CGRect(x: 0, y: 0, width: 100, height: 30), CGRect(x: 0, y: 30, width: 100, height: 30)])
        #expect(list.collectionView.visibleCells.map(\.content.text) == ["one", "two"])
    }

    @Test func test_whenTheObjectChanges_thatTheTypedObjectIsTheNewOne_andSizesFollowIt() throws {
        let list = ArticleList([Article(slug: "a", paragraphs: ["one"], isPinned: true)]) { _ in ArticleSection() }
        let section = try #require(list.adapter.sectionController(forSection: 0) as? ArticleSection)
        let unpinned = Article(slug: "a", paragraphs: ["one", "two"], isPinned: false)
        list.source.objects = [unpinned]
        list.adapter.performUpdates(animated: false)
        list.updater.flush()

        #expect(section.object === unpinned)
        #expect(list.adapter.sectionController(for: unpinned) === section)
        #expect(list.frames() == [CGRect(x: 0, y: 0, width: 100, height: 20), CGRect(x: 0, y: 20, width: 100, height: 20)])
    }

    @Test func test_whenTheDataSourceIsAnotherObject_thatItNamesTheBaseClass_andReceivesTheController() throws {
        let external = ExternalLines()
        let article = Article(slug: "a", paragraphs: ["x", "y", "z"])
        let list = ArticleList([article]) { _ in
            let controller = ListBindingSectionController<ListDiffable>()
            controller.dataSource = external
            return controller
        }
        let section = try #require(
            list.adapter.sectionController(for: article) as? ListBindingSectionController<ListDiffable>)

        #expect(section.object === article)
        #expect(external.receivedControllers.count == 1)
        #expect(external.receivedControllers.allSatisfy { $0 === section })
        #expect(list.collectionView.visibleCells.map(\.content.text) == ["x", "y", "z"])
    }

    @Test func test_whenTheAdapterHandsAnotherType_thatTheTypedObjectIsNil_andTheUntypedOneIsKept() throws {
        let value = Tagged(key: "k", text: "v")
        let list = ArticleList([value]) { _ in ArticleSection() }
        let section = try #require(list.adapter.sectionController(forSection: 0) as? ArticleSection)

        #expect(section.object == nil)
        #expect(section.untypedObject as? Tagged == value)
        #expect(section.numberOfItems() == 0)
    }

    @Test func test_whenTheModelIsASwiftValue_thatObjectIsTheValue() throws {
        let post = Post(id: 7, lines: ["a:1"])
        let list = ArticleList([post]) { _ in ValuePostSection() }
        let section = try #require(list.adapter.sectionController(forSection: 0) as? ValuePostSection)

        #expect(section.object == post)
        #expect(list.collectionView.visibleCells.map(\.content.text) == ["a:1"])
    }
}

/// A binding section controller over a Swift struct model.
@MainActor
final class ValuePostSection: ListBindingSectionController<Post>, ListBindingSectionControllerDataSource {
    override init() {
        super.init()
        dataSource = self
    }
    func sectionController(_ sectionController: ListBindingSectionController<ListDiffable>,
                           viewModelsFor object: Any) -> [ListDiffable] {
        (self.object?.lines ?? []).map { Tagged(key: $0, text: $0) }
    }
    func sectionController(_ sectionController: ListBindingSectionController<ListDiffable>,
                           cellForViewModel viewModel: Any, at index: Int) -> ListCell & ListBindable {
        collectionContext!.dequeueReusableCell(of: LineCell.self, for: self, at: index)
    }
    func sectionController(_ sectionController: ListBindingSectionController<ListDiffable>,
                           sizeForViewModel viewModel: Any, at index: Int) -> CGSize {
        CGSize(width: 100, height: 20)
    }
}
