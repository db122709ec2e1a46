import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListViewKit

/// IGListKit's nested-adapter pattern, written as an app writes it: a cell embedding a horizontal collection view
/// (a lazy `UICollectionView` with a horizontal flow layout, added to the content view and laid out in
/// `layoutSubviews`), a section controller owning the nested adapter and handing it the cell's collection view in
/// `cellForItem`, and one section controller per avatar. The row sits 25 points in from each side of a 320-point
/// list, so the nested list is 270 × 100 and clips its fourth avatar (220 ..< 280 in its content).
enum EmbeddedRow {
    /// The avatars' colours, by number: red, green, blue, yellow, magenta, cyan.
    static let colors = [
        ListColor(red: 255, green: 0, blue: 0), ListColor(red: 0, green: 255, blue: 0),
        ListColor(red: 0, green: 0, blue: 255), ListColor(red: 255, green: 255, blue: 0),
        ListColor(red: 255, green: 0, blue: 255), ListColor(red: 0, green: 255, blue: 255),
    ]

    /// A 60 × 80 square in its number's colour.
    final class AvatarCell: UICollectionViewCell {}

    /// The cell that embeds the horizontal list.
    final class RowCell: UICollectionViewCell {
        lazy var collectionView: UICollectionView = {
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = .horizontal
            let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
            view.backgroundColor = .systemGray5
            view.alwaysBounceVertical = false
            view.alwaysBounceHorizontal = true
            view.showsHorizontalScrollIndicator = false
            view.accessibilityIdentifier = "avatars"
            contentView.addSubview(view)
            return view
        }()

        override func layoutSubviews() {
            super.layoutSubviews()
            collectionView.frame = contentView.bounds.insetBy(dx: 25, dy: 0)
        }
    }

    /// One avatar: a 60 × 80 cell, 10 points from the previous one and from the top.
    final class AvatarSection: ListSectionController {
        private var number = 0

        override init() {
            super.init()
            inset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 0)
        }

        override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 60, height: 80) }

        override func cellForItem(at index: Int) -> UICollectionViewCell {
            let cell = collectionContext.dequeueReusableCell(of: AvatarCell.self, for: self, at: index)
            cell.contentView.backgroundColor = EmbeddedRow.colors[number % EmbeddedRow.colors.count]
            cell.accessibilityIdentifier = "avatar \(number)"
            return cell
        }

        override func didUpdate(to object: Any) { number = object as? Int ?? 0 }
    }

    /// The row: owns the nested adapter, whose objects are the avatars' numbers `0 ..< count`.
    final class RowSection: ListSectionController, ListAdapterDataSource {
        var count = 0
        let nestedUpdater = ListAdapterUpdater()

        lazy var adapter: ListAdapter = {
            let adapter = ListAdapter(updater: nestedUpdater, viewController: viewController)
            adapter.dataSource = self
            return adapter
        }()

        override func sizeForItem(at index: Int) -> CGSize {
            CGSize(width: collectionContext.containerSize.width, height: 100)
        }

        override func cellForItem(at index: Int) -> UICollectionViewCell {
            let cell = collectionContext.dequeueReusableCell(of: RowCell.self, for: self, at: index)
            adapter.collectionView = cell.collectionView
            return cell
        }

        override func didUpdate(to object: Any) { count = object as? Int ?? 0 }

        func objects(for listAdapter: ListAdapter) -> [ListDiffable] { (0..<count).map { $0 as ListDiffable } }

        func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
            AvatarSection()
        }

        func emptyView(for listAdapter: ListAdapter) -> UICollectionReusableView? { nil }
    }

    /// The screen: a 320 × 140 list whose one object is the row of `count` avatars.
    final class Screen: ListAdapterDataSource {
        let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
        let count: Int

        init(count: Int = 6, environment: ListEnvironment = .standard) {
            self.count = count
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 140), collectionViewLayout: ListCollectionViewLayout())
            collectionView.overrideTraitCollection = ListTraitCollection(environment: environment)
            adapter.collectionView = collectionView
            adapter.dataSource = self
            collectionView.layoutIfNeeded()
        }

        var collectionView: ListCollectionView { adapter.collectionView! }
        var row: RowCell { collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as! RowCell }
        var rowSection: RowSection { adapter.sectionController(forSection: 0) as! RowSection }

        func objects(for listAdapter: ListAdapter) -> [ListDiffable] { [count as ListDiffable] }
        func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
            RowSection()
        }
        func emptyView(for listAdapter: ListAdapter) -> UICollectionReusableView? { nil }
    }
}
