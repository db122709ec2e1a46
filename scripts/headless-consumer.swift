// The app scripts/check-consumer.sh builds against the headless `ListAdapterKit` product alone, on a machine
// without the Cairo and Pango -dev packages: an adapter with section controllers on a headless collection view, and a
// label measured with the estimated metrics (no text engine is linked). It prints what the check compares.
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListTextModel
import ListViewKit

final class Feed: ListAdapterDataSource {
    var headlines = ["Swift 6.3 ships", "IGListKit at ten"]
    func objects(for listAdapter: ListAdapter) -> [ListDiffable] { headlines }
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
        ListSingleSectionController(
            cellClass: ListCell.self,
            configureBlock: { object, cell in cell.content = ListCellContent(text: object as? String) },
            sizeBlock: { _, context in CGSize(width: context?.containerSize.width ?? 0, height: 80) })
    }
    func emptyView(for listAdapter: ListAdapter) -> ListReusableView? { nil }
}

@MainActor func main() {
    print("estimated metrics: \(TextLayout.usesEstimatedMetrics)")

    let label = UILabel()
    label.text = "Hello world"
    label.font = UIFont.systemFont(ofSize: 10)
    label.numberOfLines = 0
    let size = label.sizeThatFits(CGSize(width: 40, height: 1000))
    print("label: \(size.width) x \(size.height) (two lines)")

    let feed = Feed()
    let layout = ListCollectionViewLayout(stickyHeaders: false)
    let collectionView = ListCollectionView(boundsSize: CGSize(width: 390, height: 844), layout: layout)
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    adapter.collectionView = collectionView
    adapter.dataSource = feed
    collectionView.layoutIfNeeded()
    print("cells: \(collectionView.visibleCells.compactMap(\.content.text).joined(separator: ", "))")
}

MainActor.assumeIsolated { main() }
