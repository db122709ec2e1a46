import Foundation
import ListCore
import ListDiffKit
import ListLayoutKit

extension RenderScene {
    /// Builds the scene of a layout a collection view computed (a collection view's `layoutResult`, or one a
    /// recorded update holds), at `bounds`.
    ///
    /// A result of the package's ``ListCollectionViewLayout`` carries its computed layout, which is reused as it is
    /// (pinned headers recognised, nothing laid out again unless `scale` differs from the layout's); with another
    /// layout every header is drawn at its frame and the list is taken to scroll vertically.
    ///
    /// - Parameters:
    ///   - result: the computed frames.
    ///   - bounds: the visible rectangle (origin: the content offset).
    ///   - region: the viewport (default) or the whole content.
    ///   - contentInset: the collection view's content inset (used with other layouts).
    ///   - sectionInsets: the section insets (used with other layouts).
    ///   - scale: pixels per point; `nil` uses the layout's scale (2 for other layouts).
    ///   - scrollIndicatorInsets: how far the scroll indicator keeps from the viewport's edges (a screen's safe
    ///     area; default none).
    ///   - content: what each element shows.
    public init(
        result: ListLayoutResult, bounds: CGRect, region: SceneRegion = .viewport, contentInset: ListEdgeInsets = .zero,
        sectionInsets: [ListEdgeInsets] = [], scale: Double? = nil, scrollIndicatorInsets: ListEdgeInsets = .zero,
        content: (ListElementKind, ListIndexPath) -> ListCellContent?
    ) {
        if var layout = result.layout {
            layout.contentOffset = bounds.origin
            if let scale, CGFloat(scale) != layout.scale { layout.scale = CGFloat(scale) }
            self.init(layout: layout, region: region, scrollIndicatorInsets: scrollIndicatorInsets, content: content)
            return
        }
        let geometry = SceneGeometry(
            visible: bounds, attributes: result.elements(in: bounds), contentSize: result.contentSize,
            contentInset: contentInset, contentOffset: bounds.origin, sectionInsets: sectionInsets,
            scrollDirection: .vertical, scale: scale ?? 2, region: .viewport,
            scrollIndicatorInsets: scrollIndicatorInsets)
        self = geometry.scene(content: content)
    }
}
