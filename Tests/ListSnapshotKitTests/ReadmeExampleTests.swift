import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListRenderKit
import ListSnapshotKit
import Testing

/// The README's Swift tour, kept compiling and true.
@MainActor @Suite struct ReadmeExampleTests {
    final class Feed: ListAdapterDataSource {
        func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { ["Swift 6.3 ships", "IGListKit at ten"] }
        func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
            ListSingleSectionController(
                configure: { object, cell in cell.content = ListCellContent(text: object as? String) },
                size: { _, context in CGSize(width: context?.containerSize.width ?? 0, height: 80) })
        }
        func emptyView(for listAdapter: ListAdapter) -> ListReusableView? { nil }
    }

    @Test func test_whenRunningTheReadmeTour_thatEveryStepDoesWhatTheReadmeSays() throws {
        let result = ListDiff(oldArray: ["a", "b", "c"], newArray: ["c", "a", "d"])
        #expect(result.moves == [ListMoveIndex(from: 2, to: 0), ListMoveIndex(from: 0, to: 1)])

        var layout = ListCollectionViewLayout(stickyHeaders: true)
        layout.bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
        layout.setSections([ListLayoutSection(headerSize: CGSize(width: 0, height: 44),
                                              itemSizes: Array(repeating: CGSize(width: 390, height: 80), count: 20))])
        layout.contentOffset = CGPoint(x: 0, y: 300)
        let visible = layout.layoutAttributesForElements(in: layout.bounds)
        #expect(visible.first { $0.kind == .header }?.frame == CGRect(x: 0, y: 300, width: 390, height: 44))

        let collectionView = ListCollectionView(boundsSize: CGSize(width: 390, height: 844), layout: layout)
        let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
        let feed = Feed()
        adapter.collectionView = collectionView
        adapter.dataSource = feed
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.map(\.content.text) == ["Swift 6.3 ships", "IGListKit at ten"])
        let image = try ListSnapshot.image(of: collectionView)
        #expect(image.width == 780)
    }
}
