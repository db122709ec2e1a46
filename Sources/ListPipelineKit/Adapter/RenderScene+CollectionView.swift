import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListRenderKit

extension RenderScene {
    /// Builds the scene of what a headless collection view shows at its content offset: its visible cells, headers
    /// and footers with the content the adapter's section controllers gave them (and the view trees of those that
    /// have subviews, ``ListVisibleContent/cellTrees``), its background view while shown
    /// (the adapter's empty view, filling the viewport), plus the guides, spacing markers and scroll indicator (kept
    /// inside the safe area, as iOS adjusts `verticalScrollIndicatorInsets`). The content inset shifts the content
    /// on screen through the offset (`(0, -16)` at rest under a 16-point inset).
    ///
    /// In a right-to-left environment the scene is mirrored left to right when the layout says so
    /// (``ListCollectionView/isMirrored``), as UIKit shows a collection view.
    ///
    /// With a ``ListCollectionViewLayout`` (the package's layout), the collection view's computed layout is reused
    /// (not laid out again) and pinned sticky headers are recognised and drawn above the cells; with another
    /// ``ListCollectionLayout`` every header is drawn at its frame and the list is taken to scroll vertically.
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
        let shown = collectionView.visibleContent
        let content: (ListElementKind, ListIndexPath) -> ListCellContent? = { shown.content(of: $0, at: $1) }
        let input = collectionView.layoutInput()
        self.init(
            result: collectionView.layoutResult, bounds: collectionView.bounds, contentInset: input.contentInset,
            sectionInsets: input.sections.map(\.inset), scale: scale,
            scrollIndicatorInsets: collectionView.safeAreaInsets, content: content)
        backgroundView = Self.backgroundElement(shown.backgroundView, size: collectionView.boundsSize)
        backgroundView?.view = shown.backgroundTree
        // The subviews of cells written the UIKit way (``ListReusableView/viewTree``) are drawn in their elements.
        for index in elements.indices {
            let element = elements[index]
            let path = ListIndexPath(section: element.section, item: element.item ?? 0)
            elements[index].view = shown.tree(of: element.kind, at: path)
        }
        // In a right-to-left environment, with a layout that flips (UIKit's flow layout does), the list is mirrored.
        if collectionView.isMirrored { self = mirroredHorizontally() }
    }

    /// The scene element of a collection view's background view: its content over the whole viewport.
    ///
    /// - Parameters:
    ///   - content: what the background view shows (`nil`: none is shown).
    ///   - size: the viewport size.
    /// - Returns: the element, or `nil`.
    static func backgroundElement(_ content: ListCellContent?, size: CGSize) -> SceneElement? {
        content.map { SceneElement(kind: .cell, frame: CGRect(origin: .zero, size: size), content: $0, section: 0) }
    }
}
