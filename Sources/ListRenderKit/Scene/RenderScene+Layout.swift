import Foundation
import ListCore
import ListDiffKit
import ListLayoutKit

extension RenderScene {
    /// Builds the scene of a computed layout: the elements visible in `region` with the content each shows, the
    /// content-inset and section-inset guides, the spacing markers between neighbouring items, and the scroll
    /// indicator.
    ///
    /// Scene coordinates are content coordinates minus the region's origin: for the viewport, the content offset
    /// (UIKit's `bounds.origin`, so a list at rest under a top inset of 20 has the offset `0,-20`).
    ///
    /// ```swift
    /// let scene = RenderScene(layout: layout) { kind, path in cells[path]?.content }
    /// ```
    ///
    /// - Parameters:
    ///   - layout: the computed layout (its bounds, content inset, offset and scale are used).
    ///   - region: the viewport (default) or the whole content.
    ///   - scrollIndicatorInsets: how far the scroll indicator keeps from the viewport's edges (UIKit's
    ///     `verticalScrollIndicatorInsets` as the system adjusts them: a screen's safe area, so that it runs
    ///     between the bars; default none).
    ///   - content: what the element of a kind at an index path shows (`nil`: nothing; for headers and footers the
    ///     item of the path is 0).
    /// - Complexity: O(log n + k) for the k visible elements.
    public init(
        layout: ListCollectionViewLayout, region: SceneRegion = .viewport,
        scrollIndicatorInsets: ListEdgeInsets = .zero,
        content: (ListElementKind, ListIndexPath) -> ListCellContent?
    ) {
        var layout = layout
        let inset = layout.contentInset
        let contentSize = layout.contentSize
        let visible = Self.visibleRect(of: layout, region: region)
        if region == .fullContent {
            layout.contentOffset = visible.origin  // sticky headers at rest
        }
        let geometry = SceneGeometry(
            visible: visible, attributes: layout.layoutAttributesForElements(in: visible), contentSize: contentSize,
            contentInset: inset, contentOffset: layout.contentOffset, sectionInsets: layout.sections.map(\.inset),
            scrollDirection: layout.scrollDirection, scale: Double(layout.scale), region: region,
            scrollIndicatorInsets: scrollIndicatorInsets)
        self = geometry.scene(content: content)
    }

    /// The part of the content a scene of `layout` shows, in content coordinates: the viewport at the content
    /// offset (the layout's bounds), or the whole content with its insets (at least the viewport's size).
    ///
    /// - Parameters:
    ///   - layout: the computed layout.
    ///   - region: the viewport or the whole content.
    /// - Returns: the rectangle, whose origin is the scene's top-left corner.
    public static func visibleRect(of layout: ListCollectionViewLayout, region: SceneRegion) -> CGRect {
        guard region == .fullContent else { return layout.bounds }
        let inset = layout.contentInset
        let contentSize = layout.contentSize
        return CGRect(
            x: -inset.left, y: -inset.top, width: max(layout.bounds.width, contentSize.width + inset.horizontal),
            height: max(layout.bounds.height, contentSize.height + inset.vertical))
    }
}
