import Foundation
import ListAdapterKit
import ListCore
import ListPipelineKit
import ListRenderKit
import ListTextKit
import ListViewKit

extension ListSnapshot {
    /// The render of one view on its own — a cell configured in a test, a header, any view with subviews — in an
    /// environment, on a transparent canvas (``RenderScene/init(view:scale:)``): what swift-snapshot-testing's
    /// `.image` strategy gives for a `UIView`.
    ///
    /// The view is shown in `environment` for the render (its tree is laid out again in it: Dynamic Type sizes,
    /// right-to-left stack views, dark colours) and then gets its own trait collection back.
    ///
    /// ```swift
    /// let cell = PostCell(frame: CGRect(x: 0, y: 0, width: 390, height: 120))
    /// cell.configure(with: post)
    /// let image = try ListSnapshot.image(of: cell, environment: ListEnvironment(theme: .dark))
    /// ```
    ///
    /// - Parameters:
    ///   - view: the view.
    ///   - size: the size to give the view first (`nil`: its bounds' size).
    ///   - scale: pixels per point.
    ///   - theme: the colours of quick content (default: those of the environment's theme).
    ///   - environment: the environment (default: the view's ``ListView/traitCollection``).
    ///   - overlays: the annotations.
    /// - Returns: the image, `size × scale` pixels.
    /// - Throws: ``ListSnapshotFailure`` when the view has no width or height; ``RenderError``.
    @MainActor
    public static func image(
        of view: ListView, size: CGSize? = nil, scale: Double = 2, theme: RenderTheme? = nil,
        environment: ListEnvironment? = nil, overlays: RenderOverlays = .none
    ) throws -> RasterImage {
        try rendered(of: view, size: size, scale: scale, theme: theme, environment: environment, overlays: overlays)
            .raster!
    }

    /// A view as ``image(of:size:scale:theme:environment:overlays:)-(ListView,_,_,_,_,_)`` draws it, with its sidecar:
    /// one element (`cell 0·0`, or `header 0·0` for another reusable view) at the view's size, the subviews of its
    /// tree and the fonts that drew it — so a failure says ``cell 0·0: label `title` 2 → 3 lines``.
    ///
    /// `audited` records what an accessibility audit reads of it (``RenderedSnapshot/auditScreen``): the same pixels.
    /// `accessibility` draws its accessibility snapshot instead (what VoiceOver reads outlined, numbered and listed;
    /// `Rasterizer.renderAccessibility(_:hierarchy:)`), the elements in the sidecar's `"accessibility"` section.
    ///
    /// - Throws: ``ListSnapshotFailure`` when the view has no width or height or its tree is past
    ///   ``ListViewTreeLimits``; ``RenderError``.
    @MainActor
    package static func rendered(
        of view: ListView, size: CGSize? = nil, scale: Double, theme: RenderTheme?, environment: ListEnvironment?,
        overlays: RenderOverlays = .none, accessibility: Bool = false, audited: Bool = false
    ) throws -> RenderedSnapshot {
        if let size { view.frame.size = size }
        let bounds = view.bounds.size
        guard bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite else {
            throw ListSnapshotFailure(
                description: "the view to snapshot is \(bounds.width) × \(bounds.height) points: give it a frame, "
                    + "or pass a size")
        }
        if let violation = view.treeLimitViolation() { throw ListSnapshotFailure(description: violation) }
        let shown = environment ?? view.traitCollection.environment
        return try view.withEnvironment(shown) {
            let context = try DrawingContext(
                traitCollection: view.traitCollection, theme: theme, overlays: overlays, scale: scale)
            let scene = RenderScene(view: view, scale: context.scale)
            let rasterizer = context.makeRasterizer()
            var screen: ListAccessibilityAudit.Screen?
            var hierarchy: ListAccessibilityHierarchy?
            let image: RasterImage
            if audited {
                (image, screen) = try rasterizer.renderForAudit(scene)
            } else if accessibility {
                let shown = scene.accessibilityHierarchy(layoutDirection: shown.layoutDirection)
                hierarchy = shown
                image = try rasterizer.renderAccessibility(scene, hierarchy: shown)
            } else {
                image = try rasterizer.render(scene)
            }
            let element = scene.elements[0]
            var layout = SnapshotLayout(
                contentSize: [Double(bounds.width), Double(bounds.height)],
                elements: [
                    SnapshotLayout.Element(
                        kind: element.kind == .cell ? "cell" : element.kind.rawValue, section: 0, item: 0,
                        frame: [0, 0, Double(bounds.width), Double(bounds.height)])
                ])
            layout.recordFonts(image.fonts)
            layout.recordViews(of: scene)
            if let hierarchy { layout.recordAccessibility(hierarchy) }
            var rendered = RenderedSnapshot(raster: image, layout: layout)
            rendered.auditScreen = screen
            rendered.contentSizeCategory = shown.contentSizeCategory
            return rendered
        }
    }
}
