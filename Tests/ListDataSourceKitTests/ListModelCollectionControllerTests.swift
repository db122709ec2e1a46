import Foundation
import ListAdapterKit
import ListCore
import ListDataSourceKit
import ListDiffKit
import ListTestSupport
import Testing

final class UserCell: ListCell {}

@MainActor @Suite struct ListModelCollectionControllerTests {
    private func makeController() -> ListModelCollectionController {
        let controller = ListModelCollectionController(boundsSize: CGSize(width: 320, height: 200), layout: StackLayout())
        controller.inflector.addPrefixes(["MY"])
        controller.cellConfigurations.on(modelNamed: "User") { cell, model in
            cell.content.text = (model as? MYUser)?.name
        }
        return controller
    }

    private func path(_ item: Int) -> ListIndexPath { ListIndexPath(section: 0, item: item) }

    @Test func test_whenModelTypeIsRegistered_thatItsCellTypeIsUsed_andOthersGetTheDefaultLazily() {
        let controller = makeController()
        controller.registerCellType(UserCell.self, forModelType: MYUser.self)
        #expect(!controller.collectionView.isCellRegistered("Plain"))
        controller.dataSource = ListSimpleDataSource(objects: [MYUser(name: "Ann"), Plain()])
        controller.collectionView.layoutIfNeeded()
        let cells = controller.collectionView.visibleCells
        #expect(cells.count == 2)
        #expect(controller.collectionView.cellForItem(at: path(0)) is UserCell)
        #expect(controller.collectionView.cellForItem(at: path(0))?.reuseIdentifier == "MYUser")
        #expect(type(of: controller.collectionView.cellForItem(at: path(1))!) == ListModelCell.self)
        #expect(controller.collectionView.isCellRegistered("Plain"))
        #expect(controller.collectionView.cellForItem(at: path(0))?.content.text == "Ann")
        #expect(controller.collectionView.frameForItem(at: path(1)) == CGRect(x: 0, y: 44, width: 320, height: 44))
    }

    @Test func test_whenShowingPlaceholdersAndErrors_thatEachCellDrawsDistinctly() {
        let controller = makeController()
        controller.dataSource = ListSimpleDataSource(objects: [ListLoadingPlaceholder(), ListNoResultsPlaceholder(), LoadError()])
        controller.collectionView.layoutIfNeeded()
        let loading = controller.collectionView.cellForItem(at: path(0))
        #expect((loading as? ListLoadingCell)?.isAnimating == true)
        #expect(loading?.content == ListCellContent(textAlignment: .center, accessory: .activityIndicator, role: .loading))
        #expect(controller.collectionView.cellForItem(at: path(1))?.content
            == ListCellContent(text: "No results", textAlignment: .center, role: .noResults))
        #expect(controller.collectionView.cellForItem(at: path(2))?.content
            == ListCellContent(text: "The network connection was lost.", role: .error))
    }

    @Test func test_whenSelecting_thatSelectionDispatchesInTheSameOrder() {
        let controller = makeController()
        var selected: [String] = []
        controller.selectionHandlers.on(MYUser.self) { path, user in selected.append("\(path) \(user.name)") }
        controller.selectionHandlers.onAnyObject { path, _ in selected.append("\(path) any") }
        controller.dataSource = ListSimpleDataSource(objects: [MYUser(name: "Ann"), ListLoadingPlaceholder()])
        controller.collectionView.layoutIfNeeded()
        controller.collectionView.tapItem(at: path(0))
        #expect(controller.selectItem(at: path(1)) == .unhandled)  // the catch-all stays off the placeholder
        #expect(selected == ["[0, 0] Ann"])
    }

    @Test func test_whenACatchAllSelectionHandlerExists_thatPlaceholderAndErrorTapsReachItOnlyWhenAsked() {
        let controller = makeController()
        var selected: [String] = []
        controller.selectionHandlers.onAnyObject { path, model in selected.append("\(path) \(type(of: model))") }
        controller.dataSource = ListSimpleDataSource(
            objects: [Plain(), ListLoadingPlaceholder(), ListNoResultsPlaceholder(), LoadError()])
        controller.collectionView.layoutIfNeeded()
        for item in 0..<4 { controller.collectionView.tapItem(at: path(item)) }
        #expect(selected == ["[0, 0] Plain"])
        controller.selectionHandlers.onAnyObject(includingPlaceholders: true) { path, model in
            selected.append("\(path) \(type(of: model))")
        }
        for item in 1..<4 { #expect(controller.selectItem(at: path(item)) == .anyObject) }
        #expect(selected == [
            "[0, 0] Plain", "[0, 1] ListLoadingPlaceholder", "[0, 2] ListNoResultsPlaceholder", "[0, 3] LoadError",
        ])
    }

    @Test func test_whenRegisteringTyped_thatTheHandlersReceiveTheCellAndModelTypes() {
        final class BadgeCell: ListCell {
            var badge = ""
        }
        let controller = ListModelCollectionController(boundsSize: CGSize(width: 320, height: 200), layout: StackLayout())
        var tapped: [String] = []
        controller.register(BadgeCell.self, forModelType: MYUser.self, configure: { cell, user in
            cell.badge = user.name.uppercased()                 // cell: BadgeCell, user: MYUser
            cell.content.text = user.name
        }, didSelect: { path, user in tapped.append("\(path) \(user.name)") })
        controller.dataSource = ListSimpleDataSource(objects: [MYUser(name: "Ann"), MYUser(name: "Bob")])
        controller.collectionView.layoutIfNeeded()
        let cells = (0..<2).map { controller.collectionView.cellForItem(at: path($0)) as? BadgeCell }
        #expect(cells.map { $0?.badge } == ["ANN", "BOB"])
        #expect(cells.map { $0?.content.text } == ["Ann", "Bob"])
        controller.collectionView.tapItem(at: path(1))
        #expect(tapped == ["[0, 1] Bob"])
    }

    @Test func test_whenAnotherObjectIsTheDelegate_thatItsHandlersAndSizesAreUsed() {
        final class Delegate: ListModelConfigurationDelegate {
            func cellHandlers(for controller: ListModelCollectionController) -> ListModelHandlers<ListCell> {
                var handlers = ListModelHandlers<ListCell>()
                handlers.onAnyObject { cell, _ in cell.content.text = "from delegate" }
                return handlers
            }
            func selectionHandlers(for controller: ListModelCollectionController) -> ListModelHandlers<ListIndexPath> {
                ListModelHandlers()
            }
            func size(for model: any Sendable, at indexPath: ListIndexPath, containerSize: CGSize) -> CGSize {
                CGSize(width: containerSize.width / 2, height: 60)
            }
        }
        let delegate = Delegate()
        let controller = makeController()
        controller.configurationDelegate = delegate
        controller.dataSource = ListSimpleDataSource(objects: [MYUser(name: "Ann")])
        controller.collectionView.layoutIfNeeded()
        #expect(controller.collectionView.cellForItem(at: path(0))?.content.text == "from delegate")
        #expect(controller.collectionView.frameForItem(at: path(0)) == CGRect(x: 0, y: 0, width: 160, height: 60))
    }
}
