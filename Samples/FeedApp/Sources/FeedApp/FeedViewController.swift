import Foundation
import ListPreview

/// The feed's "view controller": owns the model, the adapter and the collection view, and makes a section
/// controller per object — stories (single section), posts (binding sections), and a loading row.
@MainActor
final class FeedViewController: ListAdapterDataSource {
    var stories = StoryStrip(names: ["Ana", "Ben", "Chloé", "Dev", "Eun"])
    var posts: [Post]
    var isLoadingMore = true

    let collectionView: ListCollectionView
    let updater = ListAdapterUpdater()
    let adapter: ListAdapter

    init(posts: [Post], size: CGSize) {
        self.posts = posts
        var layout = ListCollectionViewLayout(stickyHeaders: true)
        layout.scale = 3
        collectionView = ListCollectionView(boundsSize: size, layout: layout)
        updater.schedulesFlushAutomatically = false
        adapter = ListAdapter(updater: updater, viewController: nil, workingRangeSize: 1)
        adapter.collectionView = collectionView
        adapter.dataSource = self
    }

    func objects(for listAdapter: ListAdapter) -> [ListDiffable] {
        [stories] + posts + (isLoadingMore ? [LoadMore()] : [])
    }

    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
        switch object {
        case is StoryStrip:
            let section = ListSingleSectionController(
                configure: { object, cell in
                    let names = (object as? StoryStrip)?.names ?? []
                    cell.content = ListCellContent(
                        text: "Stories", detailText: names.joined(separator: " · "),
                        backgroundColor: try? ListColor(hex: "#F2F2F7"))
                },
                size: { _, context in CGSize(width: context?.containerSize.width ?? 0, height: 96) })
            section.inset = ListEdgeInsets(top: 0, left: 0, bottom: 12, right: 0)
            return section
        case is Post:
            return PostSectionController()
        default:
            return ListSingleSectionController(
                configure: { _, cell in cell.content = ListCellContent(role: .loading) },
                size: { _, context in CGSize(width: context?.containerSize.width ?? 0, height: 56) })
        }
    }

    func emptyView(for listAdapter: ListAdapter) -> ListReusableView? {
        let view = ListReusableView(reuseIdentifier: "empty")
        view.content = ListCellContent(text: "No posts yet", role: .noResults)
        return view
    }
}
