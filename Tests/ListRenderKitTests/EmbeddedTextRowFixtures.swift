import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListRenderKit
import ListViewKit

/// A nested list of quick text cells (``ListCellContent`` only, no subviews) inside a row cell, and the same cells in
/// an outer list of their own, to compare how they draw. The nested list fills the 320 × 80 row from x = 20 and
/// scrolls horizontally; its background is the theme's list background, so a cell's corners are drawn over the same
/// colour in both lists.
enum EmbeddedTextRow {
    /// The chips' content: text, a detail line, a chevron on every other one.
    static func content(_ number: Int) -> ListCellContent {
        ListCellContent(
            text: "Chip \(number)", detailText: "Detail \(number)",
            accessory: number.isMultiple(of: 2) ? .disclosureIndicator : .none)
    }

    /// One chip: a 120 × 60 quick text cell, 10 points from the previous one and from the top.
    final class ChipSection: ListSectionController {
        private var number = 0

        override init() {
            super.init()
            inset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 0)
        }

        override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 120, height: 60) }

        override func cellForItem(at index: Int) -> UICollectionViewCell {
            let cell = collectionContext.dequeueReusableCell(of: UICollectionViewCell.self, for: self, at: index)
            cell.content = EmbeddedTextRow.content(number)
            return cell
        }

        override func didUpdate(to object: Any) { number = object as? Int ?? 0 }
    }

    /// The cell that embeds the chips' list.
    final class RowCell: UICollectionViewCell {
        lazy var collectionView: UICollectionView = {
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = .horizontal
            let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
            view.accessibilityIdentifier = "chips"
            contentView.addSubview(view)
            return view
        }()

        override func layoutSubviews() {
            super.layoutSubviews()
            collectionView.frame = CGRect(x: 20, y: 0, width: contentView.bounds.width - 20, height: 80)
        }
    }

    /// The row: owns the nested adapter, whose objects are the chips' numbers `0 ..< count`.
    final class RowSection: ListSectionController, ListAdapterDataSource {
        var count = 0
        let nestedUpdater = ListAdapterUpdater()

        lazy var adapter: ListAdapter = {
            let adapter = ListAdapter(updater: nestedUpdater, viewController: viewController)
            adapter.dataSource = self
            return adapter
        }()

        override func sizeForItem(at index: Int) -> CGSize {
            CGSize(width: collectionContext.containerSize.width, height: 80)
        }

        override func cellForItem(at index: Int) -> UICollectionViewCell {
            let cell = collectionContext.dequeueReusableCell(of: RowCell.self, for: self, at: index)
            cell.collectionView.backgroundColor = UIColor { RenderTheme(style: $0.userInterfaceStyle).background }
            adapter.collectionView = cell.collectionView
            return cell
        }

        override func didUpdate(to object: Any) { count = object as? Int ?? 0 }

        func objects(for listAdapter: ListAdapter) -> [ListDiffable] { (0..<count).map { $0 as ListDiffable } }

        func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
            ChipSection()
        }

        func emptyView(for listAdapter: ListAdapter) -> UICollectionReusableView? { nil }
    }

    /// A 320 × 100 list of one row of `count` chips (`nested`), or of the chips themselves (not nested).
    final class Screen: ListAdapterDataSource {
        let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
        let count: Int
        let nested: Bool

        init(count: Int = 3, nested: Bool = true, environment: ListEnvironment = .standard) {
            self.count = count
            self.nested = nested
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: nested ? 100 : 240),
                collectionViewLayout: ListCollectionViewLayout())
            collectionView.overrideTraitCollection = ListTraitCollection(environment: environment)
            adapter.collectionView = collectionView
            adapter.dataSource = self
            collectionView.layoutIfNeeded()
        }

        var collectionView: ListCollectionView { adapter.collectionView! }
        var row: RowCell { collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as! RowCell }
        var rowSection: RowSection { adapter.sectionController(forSection: 0) as! RowSection }

        func objects(for listAdapter: ListAdapter) -> [ListDiffable] {
            nested ? [count as ListDiffable] : (0..<count).map { $0 as ListDiffable }
        }

        func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
            nested ? RowSection() : ChipSection()
        }

        func emptyView(for listAdapter: ListAdapter) -> UICollectionReusableView? { nil }
    }
}
