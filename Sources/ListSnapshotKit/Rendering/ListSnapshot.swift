import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListPipelineKit
import ListRenderKit
import ListSpecKit
import ListViewKit

/// Renders what tests snapshot: a spec, a headless collection view (and so an adapter's), or a bare layout — each in
/// any environment (theme, Dynamic Type size, layout direction, locale), as the CLI's `--theme`,
/// `--content-size-category`, `--layout-direction` and `--locale` render a spec.
///
/// ```swift
/// let ax5 = ListEnvironment(contentSizeCategory: .accessibilityExtraExtraExtraLarge, layoutDirection: .rightToLeft)
/// let image = try ListSnapshot.image(of: adapter, environment: ax5)
/// ```
public enum ListSnapshot {
    /// The default renderer: the system font, light theme, no overlays (clean pictures make stable goldens).
    public static func defaultRenderer() throws -> SpecRenderer {
        SpecRenderer(fonts: try FontSet.system(), theme: .light, overlays: .none)
    }

    /// The render of a spec's viewport, through the one prepared spec `render` draws.
    ///
    /// - Parameters:
    ///   - spec: the spec.
    ///   - renderer: fonts, theme, overlays, region (default: ``defaultRenderer()``).
    ///   - environment: environment values over the spec's own (as the CLI's options).
    ///   - variant: one of the spec's `variants` by name (`nil`: the spec as written).
    /// - Returns: the image.
    /// - Throws: ``ListSnapshotFailure`` for an unknown variant; ``ListSpecError`` or ``RenderError``.
    public static func image(
        of spec: ListSpec, renderer: SpecRenderer? = nil, environment: ListEnvironmentOverrides = .init(),
        variant: String? = nil
    ) throws -> RasterImage {
        let renderer = try renderer ?? defaultRenderer()
        return try renderer.still(of: try prepare(spec, renderer: renderer, environment: environment, variant: variant))
            .image
    }

    /// A spec prepared by `renderer` with `environment` over its own, as one of its variants.
    static func prepare(
        _ spec: ListSpec, renderer: SpecRenderer, environment: ListEnvironmentOverrides, variant: String?
    ) throws -> PreparedSpec {
        var renderer = renderer
        renderer.pipeline.environment = renderer.pipeline.environment.merging(environment)
        let prepared = renderer.prepare(spec)
        guard let variant else { return prepared }
        guard let found = prepared.variant(named: variant) else {
            throw ListSnapshotFailure(
                description: "the spec has no variant \"\(variant)\" (it has: "
                    + spec.variants.map(\.name).joined(separator: ", ") + ")")
        }
        return found
    }

    /// The render of a collection view's visible cells and supplementary views (an adapter's `collectionView`) in an
    /// environment.
    ///
    /// The collection view is shown in `environment` for the render — its section controllers see it
    /// (``ListCollectionContext/traitCollection``) and size their items in it — and then gets its own trait
    /// collection back.
    ///
    /// - Parameters:
    ///   - collectionView: the collection view, drawn at its content offset.
    ///   - scale: pixels per point.
    ///   - theme: the colours (default: those of `environment`'s theme).
    ///   - environment: theme, Dynamic Type size, layout direction, locale (default: the collection view's
    ///     ``ListCollectionView/traitCollection``).
    ///   - overlays: the annotations drawn over the list.
    /// - Returns: the image.
    /// - Throws: ``RenderError`` or `FontError`.
    @MainActor
    public static func image(
        of collectionView: ListCollectionView, scale: Double = 2, theme: RenderTheme? = nil,
        environment: ListEnvironment? = nil, overlays: RenderOverlays = .none
    ) throws -> RasterImage {
        let environment = environment ?? collectionView.traitCollection.environment
        return try collectionView.withEnvironment(environment) {
            let context = try DrawingContext(
                traitCollection: collectionView.traitCollection, theme: theme, overlays: overlays, scale: scale)
            let scene = RenderScene(collectionView: collectionView, scale: context.scale)
            return try context.makeRasterizer().render(scene)
        }
    }

    /// The render of what an adapter's collection view shows, in an environment (see
    /// ``image(of:scale:theme:environment:overlays:)-(ListCollectionView,_,_,_,_)``).
    ///
    /// - Throws: ``ListSnapshotFailure`` when the adapter has no collection view; ``RenderError``.
    @MainActor
    public static func image(
        of adapter: ListAdapter, scale: Double = 2, theme: RenderTheme? = nil, environment: ListEnvironment? = nil,
        overlays: RenderOverlays = .none
    ) throws -> RasterImage {
        try image(
            of: try collectionView(of: adapter), scale: scale, theme: theme, environment: environment,
            overlays: overlays)
    }

    /// The adapter's collection view, or a failure saying it has none.
    @MainActor
    static func collectionView(of adapter: ListAdapter) throws -> ListCollectionView {
        guard let collectionView = adapter.collectionView else {
            throw ListSnapshotFailure(description: "the adapter has no collection view to snapshot")
        }
        return collectionView
    }

    /// The render of a computed layout; elements show their index path unless `content` says otherwise.
    ///
    /// - Parameters:
    ///   - layout: the layout.
    ///   - theme: the colours (default: those of `environment`'s theme).
    ///   - environment: the Dynamic Type size, layout direction and locale text is set in.
    ///   - overlays: the annotations.
    ///   - content: what each element shows.
    public static func image(
        of layout: ListCollectionViewLayout, theme: RenderTheme? = nil, environment: ListEnvironment = .standard,
        overlays: RenderOverlays = .indexPaths, content: ((ListElementKind, ListIndexPath) -> ListCellContent?)? = nil
    ) throws -> RasterImage {
        let scene = RenderScene(layout: layout) { kind, path in content?(kind, path) ?? ListCellContent() }
        return try DrawingContext(
            traitCollection: ListTraitCollection(environment: environment), theme: theme, overlays: overlays,
            scale: scene.scale
        ).makeRasterizer().render(scene)
    }

    /// `testFeed()` → `testFeed`; other characters that do not belong in a file name become `_`.
    static func sanitizedTestName(_ name: String) -> String {
        var trimmed = name
        if let parenthesis = trimmed.firstIndex(of: "(") { trimmed = String(trimmed[..<parenthesis]) }
        return String(trimmed.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" ? $0 : "_" })
    }
}
