import Foundation
import ListAdapterKit
import ListCore
import ListRenderKit
import ListViewKit

extension RenderScene {
    /// Builds the scene of one view drawn on its own — a cell, a header, or any view with subviews — at its bounds'
    /// size, as swift-snapshot-testing draws a `UIView`: laid out first (``ListView/layoutIfNeeded()``), on a
    /// transparent canvas, so only what the view draws is in the image.
    ///
    /// A cell (``ListCell``) is drawn as its collection view draws it: its view tree, or only its quick
    /// ``ListReusableView/content`` (the cell's fill and text) when it has no subviews; another reusable view as a
    /// header. Any other view is its tree. The scene has one element, `cell 0·0` (or `header 0·0`), at the origin.
    ///
    /// ```swift
    /// let cell = PostCell(frame: CGRect(x: 0, y: 0, width: 390, height: 120))
    /// cell.configure(with: post)
    /// let image = try Rasterizer().render(RenderScene(view: cell, scale: 3))
    /// ```
    ///
    /// - Parameters:
    ///   - view: the view; its frame's origin is ignored.
    ///   - scale: pixels per point.
    @MainActor
    public init(view: ListView, scale: Double = 2) {
        view.layoutIfNeeded()
        let size = view.bounds.size
        var element = SceneElement(
            kind: .cell, frame: CGRect(origin: .zero, size: size), content: ListCellContent(), section: 0, item: 0)
        if let reusable = view as? ListReusableView {
            element.kind = reusable is ListCell ? .cell : .header
            element.item = reusable is ListCell ? 0 : nil
            element.content = reusable.content
            element.view = reusable.viewTree
        } else {
            element.view = view.snapshot()
        }
        self.init(size: size, scale: scale, elements: [element], backgroundColor: .clear)
    }
}
