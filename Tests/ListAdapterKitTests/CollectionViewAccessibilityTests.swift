import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListViewKit
import Testing

/// A collection view inside a view tree is read as UIKit reads its subviews: each visible cell, header and footer
/// one group where it is shown — its view tree, or what its quick content's content view reads — on a screen under
/// the bars and nested in a cell, in both layout directions.
@MainActor
@Suite struct CollectionViewAccessibilityTests {
    /// Quick-content rows, 44 points tall, then a row whose view tree holds an "Edit" button.
    final class Rows: ListAdapterDataSource {
        var names: [String]
        /// Each row's width (`nil`: the list's).
        var width: CGFloat?
        init(_ names: [String], width: CGFloat? = nil) {
            self.names = names
            self.width = width
        }
        func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { names.map { $0 as NSString } }
        func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
            if (object as? NSString) == "edit" {
                return ListSingleSectionController(
                    cellClass: EditCell.self, configureBlock: { _, _ in },
                    sizeBlock: { _, context in CGSize(width: context?.containerSize.width ?? 0, height: 44) })
            }
            let width = self.width
            return ListSingleSectionController(
                configure: { object, cell in cell.content = ListCellContent(text: (object as? NSString).map(String.init)) },
                size: { _, context in CGSize(width: width ?? context?.containerSize.width ?? 0, height: 44) })
        }
        func emptyView(for listAdapter: ListAdapter) -> ListView? { nil }
    }

    final class EditCell: UICollectionViewCell {
        let edit = UIButton(type: .system)
        override init(frame: CGRect) {
            super.init(frame: frame)
            edit.setTitle("Edit", for: .normal)
            edit.frame = CGRect(x: 16, y: 6, width: 80, height: 32)
            contentView.addSubview(edit)
        }
        required init?(coder: NSCoder) { nil }
    }

    final class ListScreen: UIViewController {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let rows = Rows(["Wi-Fi", "Bluetooth", "edit"])
        lazy var adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: self)
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(collectionView)
            adapter.collectionView = collectionView
            adapter.dataSource = rows
        }
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            collectionView.frame = view.bounds
        }
    }

    @Test(arguments: [ListLayoutDirection.leftToRight, .rightToLeft])
    func test_whenAScreenShowsACollectionView_thatItsCellsAreReadBetweenTheBars(direction: ListLayoutDirection) {
        let screen = ListScreen()
        screen.title = "Settings"
        let navigation = UINavigationController(rootViewController: screen)
        let size = CGSize(width: 393, height: 852)
        let host = ListScreenHost(controller: navigation, size: size, chrome: .forScreen(width: size.width, height: size.height))
        defer { host.detach() }
        host.root.overrideTraitCollection = ListTraitCollection(environment: ListEnvironment(layoutDirection: direction))
        host.root.layoutIfNeeded()
        let elements = host.root.accessibilityHierarchy().elements
        #expect(elements.map(\.spoken) == [
            "9:41 AM", "4 of 4 bars, signal strength", "3 of 3 Wi-Fi bars", "100% battery power",
            "Settings. Heading.", "Wi-Fi", "Bluetooth", "Edit. Button.",
        ], "\(direction)")
        // The content starts below the bars (the status bar's 59 points and the bar's 44); the button keeps the
        // frame its cell gives it, 16 points in.
        #expect(elements.suffix(3).map(\.frame) == [
            CGRect(x: 0, y: 103, width: 393, height: 44), CGRect(x: 0, y: 147, width: 393, height: 44),
            CGRect(x: 16, y: 197, width: 80, height: 32),
        ], "\(direction)")
        #expect(elements[5].source == "0/0/0/cell 0·0" && elements[7].source.hasPrefix("0/0/0/cell 2·0/"), "\(elements.map(\.source))")
    }

    @Test func test_whenACellNestsACollectionView_thatTheNestedRowsAreReadWhereTheyAreShown_andMoveWhenItScrolls() {
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
        let nested = ListCollectionView(boundsSize: CGSize(width: 300, height: 100), layout: ListCollectionViewLayout())
        nested.frame = CGRect(x: 0, y: 10, width: 300, height: 100)
        row.addSubview(nested)
        let rows = Rows(["Ann", "Bo", "Cy"])
        let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
        adapter.collectionView = nested
        adapter.dataSource = rows
        row.layoutIfNeeded()
        var elements = row.accessibilityHierarchy().elements
        #expect(elements.map(\.label) == ["Ann", "Bo", "Cy"])
        #expect(elements.map(\.frame.minY) == [10, 54, 98])
        nested.contentOffset = CGPoint(x: 0, y: 44)
        row.layoutIfNeeded()
        elements = row.accessibilityHierarchy().elements
        #expect(elements.map(\.label) == ["Bo", "Cy"])
        #expect(elements.map(\.frame.minY) == [10, 54])
    }

    /// IGListKit's layout does not flip right to left (`flipsHorizontallyInOppositeLayoutDirection` is false, as
    /// for any `UICollectionViewLayout` but the flow layout), so its first section stays on the left, where it is
    /// shown, and right to left is read last.
    @Test(arguments: [ListLayoutDirection.leftToRight, .rightToLeft])
    func test_whenNestedRowsShareALine_thatTheyAreReadFromTheLeadingEdge_whereTheyAreShown(direction: ListLayoutDirection) {
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        row.overrideTraitCollection = ListTraitCollection(environment: ListEnvironment(layoutDirection: direction))
        let nested = ListCollectionView(boundsSize: CGSize(width: 300, height: 44), layout: ListCollectionViewLayout())
        nested.frame = CGRect(x: 0, y: 10, width: 300, height: 44)
        row.addSubview(nested)
        let rows = Rows(["Ann", "Bo", "Cy"], width: 100)
        let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
        adapter.collectionView = nested
        adapter.dataSource = rows
        row.layoutIfNeeded()
        let elements = row.accessibilityHierarchy().elements
        let leftToRight = direction == .leftToRight
        #expect(elements.map(\.label) == (leftToRight ? ["Ann", "Bo", "Cy"] : ["Cy", "Bo", "Ann"]), "\(direction)")
        #expect(elements.map(\.frame.minX) == (leftToRight ? [0, 100, 200] : [200, 100, 0]), "\(direction)")
    }
}
