import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListViewKit

/// An outer list of title cells and one row of avatars (``EmbeddedRow``'s cell and avatar sections) whose nested
/// adapter shows `count` avatars from colour `first`; the row is identified by its id, so a new count or first
/// colour updates it (a reload) and inserting titles before it moves it. A 320 × 300 list at scale 1, flushed by
/// hand.
enum NestedFeed {
    /// The row's model.
    final class Row: ListDiffable {
        let id: String
        let count: Int
        let first: Int
        /// Whether a new count or first colour makes it unequal (the outer list reloads the row); when false it is
        /// equal to any row of its id, as many IGListKit models are, and the row's section controller updates its
        /// nested adapter in `didUpdate(to:)` instead.
        let comparesContent: Bool

        init(id: String = "row", count: Int, first: Int = 0, comparesContent: Bool = true) {
            self.id = id
            self.count = count
            self.first = first
            self.comparesContent = comparesContent
        }

        func diffIdentifier() -> NSObjectProtocol { id as NSString }

        func isEqual(toDiffableObject object: ListDiffable?) -> Bool {
            guard let other = object as? Row else { return false }
            return !comparesContent || (other.count == count && other.first == first)
        }
    }

    /// A 60-point quick text cell showing its title.
    final class TitleSection: ListSectionController {
        private var title = ""

        override func sizeForItem(at index: Int) -> CGSize {
            CGSize(width: collectionContext.containerSize.width, height: 60)
        }

        override func cellForItem(at index: Int) -> UICollectionViewCell {
            let cell = collectionContext.dequeueReusableCell(of: UICollectionViewCell.self, for: self, at: index)
            cell.content = ListCellContent(text: title)
            return cell
        }

        override func didUpdate(to object: Any) { title = (object as? String) ?? "" }
    }

    /// The row: its nested adapter shows the avatars `first ..< first + count`.
    final class RowSection: ListSectionController, ListAdapterDataSource {
        private var row = Row(count: 0)
        let nestedUpdater = ListAdapterUpdater()

        lazy var adapter: ListAdapter = {
            nestedUpdater.schedulesFlushAutomatically = false
            let adapter = ListAdapter(updater: nestedUpdater, viewController: viewController)
            adapter.dataSource = self
            return adapter
        }()

        override func sizeForItem(at index: Int) -> CGSize {
            CGSize(width: collectionContext.containerSize.width, height: 100)
        }

        override func cellForItem(at index: Int) -> UICollectionViewCell {
            let cell = collectionContext.dequeueReusableCell(of: EmbeddedRow.RowCell.self, for: self, at: index)
            adapter.collectionView = cell.collectionView
            return cell
        }

        override func didUpdate(to object: Any) {
            let old = row
            row = (object as? Row) ?? row
            // The nested adapter diffs the new avatars (flushed at once, as a test does).
            if old.count != row.count || old.first != row.first, adapter.collectionView != nil {
                adapter.performUpdates(animated: true)
                nestedUpdater.flush()
            }
        }

        func objects(for listAdapter: ListAdapter) -> [ListDiffable] {
            (row.first..<(row.first + row.count)).map { $0 as ListDiffable }
        }

        func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
            EmbeddedRow.AvatarSection()
        }

        func emptyView(for listAdapter: ListAdapter) -> UICollectionReusableView? { nil }
    }

    /// The screen.
    final class Screen: ListAdapterDataSource {
        let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
        var objects: [ListDiffable]

        init(objects: [ListDiffable], environment: ListEnvironment = .standard) {
            self.objects = objects
            var layout = ListCollectionViewLayout()
            layout.scale = 1
            let collectionView = ListCollectionView(boundsSize: CGSize(width: 320, height: 300), layout: layout)
            collectionView.overrideTraitCollection = ListTraitCollection(environment: environment)
            (adapter.updater as? ListAdapterUpdater)?.schedulesFlushAutomatically = false
            adapter.collectionView = collectionView
            adapter.dataSource = self
            (adapter.updater as? ListAdapterUpdater)?.flush()
            collectionView.layoutIfNeeded()
        }

        var collectionView: ListCollectionView { adapter.collectionView! }

        func objects(for listAdapter: ListAdapter) -> [ListDiffable] { objects }

        func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
            object is Row ? RowSection() : TitleSection()
        }

        func emptyView(for listAdapter: ListAdapter) -> UICollectionReusableView? { nil }
    }
}
