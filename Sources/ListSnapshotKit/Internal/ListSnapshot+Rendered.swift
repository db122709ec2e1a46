import Foundation
import ListAdapterKit
import ListCore
import ListPipelineKit
import ListRenderKit
import ListSpecKit
import ListViewKit

/// Renders with the layout that was drawn (the golden's sidecar): what every Swift assertion compares — the
/// `assertListSnapshot` functions and the swift-snapshot-testing strategies — so both explain a failure as `verify`
/// does.
extension ListSnapshot {
    /// A spec's viewport as ``image(of:renderer:environment:variant:)`` draws it, with its sidecar.
    ///
    /// - Throws: ``ListSnapshotFailure`` for an unknown variant; ``ListSpecError`` or ``RenderError``.
    package static func rendered(
        of spec: ListSpec, renderer: SpecRenderer? = nil, environment: ListEnvironmentOverrides = .init(),
        variant: String? = nil
    ) throws -> RenderedSnapshot {
        let renderer = try renderer ?? defaultRenderer()
        let prepared = try prepare(spec, renderer: renderer, environment: environment, variant: variant)
        return try SpecSnapshotRenderer(renderer: renderer, animationTiming: nil).renderStill(of: prepared)
    }

    /// A collection view as ``image(of:scale:theme:environment:overlays:)-(ListCollectionView,_,_,_,_)`` draws it in
    /// `environment`, with its sidecar: the frames, the subviews of cells that have them and the fonts that drew it;
    /// `audited` records what an accessibility audit reads of it (``RenderedSnapshot/auditScreen``).
    ///
    /// - Throws: ``RenderError`` or `FontError`.
    @MainActor
    package static func rendered(
        of collectionView: ListCollectionView, scale: Double, theme: RenderTheme?, environment: ListEnvironment,
        accessibility: Bool = false, audited: Bool = false
    ) throws -> RenderedSnapshot {
        try collectionView.withEnvironment(environment) {
            var hierarchy: ListAccessibilityHierarchy?
            var screen: ListAccessibilityAudit.Screen?
            let image: RasterImage
            if audited || accessibility {
                // The context and scene `image(of:)` draws: the same pixels, with what the audit reads of them or
                // what VoiceOver reads outlined.
                let context = try DrawingContext(
                    traitCollection: collectionView.traitCollection, theme: theme, scale: scale)
                let scene = RenderScene(collectionView: collectionView, scale: context.scale)
                if audited {
                    (image, screen) = try context.makeRasterizer().renderForAudit(scene)
                } else {
                    let shown = scene.accessibilityHierarchy(layoutDirection: environment.layoutDirection)
                    hierarchy = shown
                    image = try context.makeRasterizer().renderAccessibility(scene, hierarchy: shown)
                }
            } else {
                image = try self.image(of: collectionView, scale: scale, theme: theme, environment: environment)
            }
            // The frames as shown: mirrored when the list is (a right-to-left environment, a layout that flips).
            var layout = collectionView.layoutResult.layout.map { SnapshotLayout($0).mirrored(about: collectionView.mirrorAxis) }
            layout?.imageOrigin = [Double(collectionView.contentOffset.x), Double(collectionView.contentOffset.y)]
            layout?.recordFonts(image.fonts)
            layout?.recordViews(of: collectionView.visibleContent)
            if let hierarchy { layout?.recordAccessibility(hierarchy) }
            var rendered = RenderedSnapshot(raster: image, layout: layout)
            rendered.auditScreen = screen
            rendered.contentSizeCategory = environment.contentSizeCategory
            return rendered
        }
    }
}
