import Foundation
import ListPreview

/// The feed's "view controller": owns the model, the adapter and the collection view, and makes a section
/// controller per object — the stories strip (a single section of ``StoriesCell``), the posts (binding sections of
/// UIKit-style cells, ``PostSectionController``) and a loading row.
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
        FeedViewController.installAssets()
        var layout = ListCollectionViewLayout(stickyHeaders: true)
        layout.scale = 3
        collectionView = ListCollectionView(boundsSize: size, layout: layout)
        updater.schedulesFlushAutomatically = false
        adapter = ListAdapter(updater: updater, viewController: nil, workingRangeSize: 1)
        adapter.collectionView = collectionView
        adapter.dataSource = self
    }

    /// The app's images (`UIImage(named:)`): the samples' assets folder, found from this file (UIKit's main
    /// bundle; `LISTPREVIEW_ASSETS` works too).
    static let assetsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../assets").standardizedFileURL.path

    static func installAssets() {
        if !UIImage.assetFolders.contains(assetsFolder) { UIImage.assetFolders.append(assetsFolder) }
    }

    func objects(for listAdapter: ListAdapter) -> [ListDiffable] {
        [stories] + posts + (isLoadingMore ? [LoadMore()] : [])
    }

    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
        switch object {
        case is StoryStrip:
            let section = ListSingleSectionController(
                cellClass: StoriesCell.self,
                configureBlock: { object, cell in
                    (cell as? StoriesCell)?.configure(names: (object as? StoryStrip)?.names ?? [])
                },
                sizeBlock: { object, context in
                    let width = context?.containerSize.width ?? 0
                    return CGSize(width: width, height: StoriesCell.height(for: (object as? StoryStrip)?.names ?? [], width: width))
                })
            section.inset = UIEdgeInsets(top: 0, left: 0, bottom: 12, right: 0)
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
