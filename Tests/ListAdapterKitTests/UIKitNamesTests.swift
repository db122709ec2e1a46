import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListViewKit
import Testing

/// A cell, a data source and a flow-layout delegate written with UIKit's collection view names, as an IGListKit app
/// writes them: `UICollectionViewCell`, `UICollectionView(frame:collectionViewLayout:)`,
/// `UICollectionViewFlowLayout`, `layout collectionViewLayout: UICollectionViewLayout`,
/// `UICollectionView.elementKindSectionHeader`.
@MainActor
final class UIKitNamedTitleCell: UICollectionViewCell {
    let title = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        title.accessibilityIdentifier = "title"
        contentView.addSubview(title)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func layoutSubviews() {
        super.layoutSubviews()
        title.frame = contentView.bounds.insetBy(dx: 8, dy: 4)
    }
}

@MainActor
final class UIKitNamedGrid: NSObject, ListCollectionViewDataSource, ListCollectionViewDelegate {
    var askedLayouts: [String] = []
    func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "title", for: indexPath)
        (cell as? UIKitNamedTitleCell)?.title.text = "Row \(indexPath.item)"
        return cell
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        askedLayouts.append("\(type(of: collectionViewLayout))")
        return CGSize(width: 100, height: 40 + 10 * CGFloat(indexPath.item))
    }
}

@Suite @MainActor struct UIKitNamesTests {
    @Test func test_whenAPlainCollectionViewIsWrittenWithUIKitNames_thatItsFlowLayoutPlacesTheCells() throws {
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 6
        layout.sectionInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 300), collectionViewLayout: layout)
        collectionView.register(UIKitNamedTitleCell.self, forCellWithReuseIdentifier: "title")
        let grid = UIKitNamedGrid()
        collectionView.dataSource = grid
        collectionView.delegate = grid
        collectionView.layoutIfNeeded()

        // The delegate written with `UICollectionViewLayout` is the protocol's requirement: it is asked, and wins.
        #expect(grid.askedLayouts.first == "ListCollectionViewFlowLayout")
        let frames = (0..<3).map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames == [
            CGRect(x: 0, y: 10, width: 100, height: 40), CGRect(x: 0, y: 56, width: 100, height: 50),
            CGRect(x: 0, y: 112, width: 100, height: 60),
        ])
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? UIKitNamedTitleCell)
        #expect(cell.title.text == "Row 1")
        let tree = try #require(collectionView.visibleContent.tree(of: .cell, at: IndexPath(item: 1, section: 0)))
        #expect(tree.node("title")?.frame == CGRect(x: 8, y: 4, width: 84, height: 42))
        #expect(UICollectionView.elementKindSectionHeader == "UICollectionElementKindSectionHeader")
        #expect(UICollectionView.elementKindSectionFooter == "UICollectionElementKindSectionFooter")
    }

    @Test func test_whenASectionControllerReturnsAUICollectionViewCell_thatTheAdapterShowsIt() throws {
        final class TitleSection: ListSectionController {
            override func sizeForItem(at index: Int) -> CGSize {
                CGSize(width: collectionContext!.containerSize.width, height: 44)
            }
            override func cellForItem(at index: Int) -> UICollectionViewCell {
                let cell: UIKitNamedTitleCell = collectionContext.dequeueReusableCell(for: self, at: index)
                cell.title.text = "Hello"
                return cell
            }
        }
        final class DataSource: NSObject, ListAdapterDataSource {
            func objects(for listAdapter: ListAdapter) -> [ListDiffable] { ["a" as NSString] }
            func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
                TitleSection()
            }
            func emptyView(for listAdapter: ListAdapter) -> UICollectionReusableView? { nil }
        }
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: UICollectionViewFlowLayout())
        let dataSource = DataSource()
        let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
        adapter.collectionView = collectionView
        adapter.dataSource = dataSource
        collectionView.layoutIfNeeded()
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UIKitNamedTitleCell)
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(cell.title.text == "Hello")
        // No section controller here supplies a header: UIKit's lookup by kind finds none, and no footer either.
        #expect(collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).isEmpty)
        #expect(collectionView.visibleSupplementaryViews(ofKind: "custom").isEmpty)
    }

    @Test func test_whenACellIsANestedCollectionViewsDataSourceWrittenWithUIKitNames_thatItHasOneSectionByDefault() throws {
        // GitHawk's assignee row: a cell that is its own avatars' data source, with no `numberOfSections(in:)`.
        final class AvatarsCell: UICollectionViewCell, UICollectionViewDataSource, UICollectionViewDelegate {
            let avatars: UICollectionView = {
                let layout = UICollectionViewFlowLayout()
                layout.scrollDirection = .horizontal
                layout.itemSize = CGSize(width: 20, height: 20)
                layout.minimumLineSpacing = 4
                return UICollectionView(frame: .zero, collectionViewLayout: layout)
            }()
            override init(frame: CGRect) {
                super.init(frame: frame)
                avatars.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "avatar")
                avatars.dataSource = self
                avatars.delegate = self
                contentView.addSubview(avatars)
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            override func layoutSubviews() {
                super.layoutSubviews()
                avatars.frame = contentView.bounds
            }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(
                _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
            ) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "avatar", for: indexPath)
            }
        }
        let cell = AvatarsCell(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
        cell.layoutIfNeeded()
        cell.avatars.layoutIfNeeded()
        #expect(cell.avatars.numberOfSections == 1)
        let frames = (0..<4).map { cell.avatars.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames == [
            CGRect(x: 0, y: 0, width: 20, height: 20), CGRect(x: 24, y: 0, width: 20, height: 20),
            CGRect(x: 48, y: 0, width: 20, height: 20), nil,
        ])
    }
}
