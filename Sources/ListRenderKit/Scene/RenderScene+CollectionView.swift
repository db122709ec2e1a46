import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit

extension RenderScene {
    /// Builds the scene of what a headless collection view shows at its content offset: its visible cells, headers
    /// and footers with the content the adapter's section controllers gave them, plus the guides, spacing markers
    /// and scroll indicator.
    ///
    /// With a ``ListCollectionViewLayout`` (the package's layout), pinned sticky headers are recognised and drawn
    /// above the cells; with another ``ListCollectionLayout`` every header is drawn at its frame and the list is
    /// taken to scroll vertically.
    ///
    /// ```swift
    /// adapter.collectionView.contentOffset = CGPoint(x: 0, y: 600)
    /// let scene = RenderScene(collectionView: adapter.collectionView, scale: 3)
    /// ```
    ///
    /// - Parameters:
    ///   - collectionView: the collection view (laid out first if needed).
    ///   - scale: pixels per point; `nil` uses the layout's scale (2 for other layouts).
    @MainActor
    public init(collectionView: ListCollectionView, scale: Double? = nil) {
        collectionView.layoutIfNeeded()
        var cells: [ListIndexPath: ListCellContent] = [:]
        for cell in collectionView.visibleCells {
            if let path = cell.indexPath { cells[path] = cell.content }
        }
        let supplementary = collectionView.visibleSupplementaryViews.mapValues(\.content)
        let content: (ListElementKind, ListIndexPath) -> ListCellContent? = { kind, path in
            kind == .cell ? cells[path] : supplementary[ListSupplementaryKey(kind: kind, section: path.section)]
        }
        let input = collectionView.layoutInput()
        if var layout = collectionView.collectionViewLayout as? ListCollectionViewLayout {
            layout.performBatchUpdates { layout in
                layout.bounds = collectionView.bounds
                layout.contentInset = input.contentInset
                if let scale { layout.scale = CGFloat(scale) }
                layout.setSections(input.sections)
            }
            self.init(layout: layout, content: content)
            return
        }
        let result = collectionView.layoutResult
        let geometry = SceneGeometry(
            visible: collectionView.bounds, attributes: result.elements(in: collectionView.bounds),
            contentSize: result.contentSize, contentInset: input.contentInset, contentOffset: input.contentOffset,
            sectionInsets: input.sections.map(\.inset), scrollDirection: .vertical, scale: scale ?? 2,
            region: .viewport)
        self = geometry.scene(content: content)
    }
}
