import Foundation
import ListCore
import ListLayoutKit
import ListSpecKit

/// The one road from a spec to a scene: every command and API that draws a spec (`layout`, `render`, `animate`,
/// `record`, `verify`, ``SpecRenderer``, ``SpecSnapshotRenderer``-style suites, the snapshot strategies) resolves,
/// lays out and fills its scenes here, so a still and an animation frame of the same state are the same picture.
///
/// The three steps:
/// 1. **Resolve** (``resolve(_:)``): apply the overrides the caller was given (`--scale`, `--offset`).
/// 2. **Lay out** (``layout(of:sections:path:file:)``): sizes from the spec, `"auto"` measured by ``measure`` —
///    knowing the kind of element, since headers and footers are set in another size than cells.
/// 3. **Fill a scene** (``scene(of:layout:sections:region:)``): the layout's visible elements with the content
///    each shows (``SceneContentTable``).
///
/// Settings that change what a spec looks like for every command belong in this type — the fonts and the
/// environment (theme, content size category, layout direction, locale: the spec's `environment`, with the
/// command-line options over it) — so that no command can forget them.
///
/// ```swift
/// let pipeline = SpecPipeline(fonts: try .bundled(), scale: 1)
/// let spec = pipeline.resolve(document.spec)
/// let layout = try pipeline.layout(of: spec, file: document.file)
/// let scene = pipeline.scene(of: spec, layout: layout)
/// let image = try Rasterizer(fonts: pipeline.fonts).render(scene)
/// ```
public struct SpecPipeline: Sendable {
    /// The faces text is measured and drawn with.
    public var fonts: FontSet
    /// Overrides the spec's screen scale (`--scale`); `nil` keeps it.
    public var scale: CGFloat?
    /// Overrides the spec's content offset (`--offset`); `nil` keeps it.
    public var contentOffset: CGPoint?
    /// Overrides values of the spec's environment (`--theme`, `--content-size-category`, `--layout-direction`,
    /// `--locale`).
    public var environment = ListEnvironmentOverrides()

    /// Creates a pipeline.
    ///
    /// - Parameters:
    ///   - fonts: the faces that measure `"auto"` sizes and draw text.
    ///   - scale: the screen scale to use instead of the spec's.
    ///   - contentOffset: the content offset to use instead of the spec's.
    ///   - environment: environment values to use instead of the spec's.
    public init(
        fonts: FontSet, scale: CGFloat? = nil, contentOffset: CGPoint? = nil,
        environment: ListEnvironmentOverrides = ListEnvironmentOverrides()
    ) {
        self.fonts = fonts
        self.scale = scale
        self.contentOffset = contentOffset
        self.environment = environment
    }

    /// A pipeline with the bundled DejaVu Sans faces and no overrides.
    ///
    /// - Throws: ``FontError/font(path:reason:)`` when the bundled fonts are missing.
    public static func bundled() throws -> SpecPipeline {
        SpecPipeline(fonts: try FontSet.bundled())
    }

    /// The spec with this pipeline's overrides applied (idempotent).
    ///
    /// - Parameter spec: a spec as loaded.
    /// - Returns: the spec every later step sees.
    public func resolve(_ spec: ListSpec) -> ListSpec {
        var spec = spec
        if let scale { spec.viewport.scale = scale }
        if let contentOffset { spec.contentOffset = contentOffset }
        spec.environment = spec.environment.merging(environment)
        return spec
    }

    /// The environment a spec is shown in: UIKit's defaults, the spec's `environment`, then this pipeline's
    /// overrides.
    public func environment(of spec: ListSpec) -> ListEnvironment {
        resolve(spec).environment.applied(to: .standard)
    }

    /// The colours of a spec: the theme of its environment, or `fallback` when neither the spec nor an override
    /// names one.
    public func theme(of spec: ListSpec, fallback: RenderTheme = .light) -> RenderTheme {
        resolve(spec).environment.theme.map(RenderTheme.init(style:)) ?? fallback
    }

    /// A rasteriser for a spec: this pipeline's fonts, the spec's theme (or `fallback`) and environment.
    public func rasterizer(for spec: ListSpec, theme fallback: RenderTheme = .light, overlays: RenderOverlays)
        -> Rasterizer
    {
        let rasterizer = Rasterizer(fonts: fonts, theme: theme(of: spec, fallback: fallback), overlays: overlays)
        rasterizer.environment = environment(of: spec)
        return rasterizer
    }

    /// Measures `"auto"` sizes with ``fonts`` in UIKit's default environment.
    public var measure: ListSpecElementMeasure { measure(in: .standard) }

    /// Measures `"auto"` sizes with ``fonts``: a cell, header or footer is as tall as its text needs when drawn in
    /// `environment` (its text grows with the content size category).
    public func measure(in environment: ListEnvironment) -> ListSpecElementMeasure {
        let measurer = TextMeasurer(fonts: fonts, environment: environment)
        return { kind, content, width in measurer.height(of: kind, content: content, width: width) }
    }

    /// The layout of a spec's sections (or of `sections`, a later state), at the resolved content offset.
    ///
    /// - Parameters:
    ///   - spec: the spec (resolved here again, so a raw spec is fine).
    ///   - sections: the state to lay out; `nil` for the spec's own `sections`.
    ///   - path: the JSON path of that state, for messages (`sections`, `updates[0].sections`).
    ///   - file: the spec's file, for messages.
    /// - Returns: the computed layout.
    /// - Throws: ``ListSpecError`` naming `file` and the JSON path of a size that cannot be resolved.
    public func layout(
        of spec: ListSpec, sections: [ListSpecSection]? = nil, path: String = "sections", file: String = "spec"
    ) throws -> ListCollectionViewLayout {
        do {
            let spec = resolve(spec)
            return try spec.makeLayout(
                sections: sections, path: path, measureElement: measure(in: environment(of: spec)))
        } catch let error as ListSpecError {
            throw ListSpecError(file: file, issues: error.issues, warnings: error.warnings)
        }
    }

    /// The sizes, insets and spacings of a state's sections, resolved as ``layout(of:sections:path:file:)``
    /// resolves them: what the section controllers of an animated spec report to the adapter.
    ///
    /// - Parameters:
    ///   - spec: the spec (resolved here again).
    ///   - sections: the state; `nil` for the spec's own `sections`.
    ///   - path: the JSON path of that state, for messages.
    ///   - file: the spec's file, for messages.
    /// - Returns: one ``ListLayoutSection`` per section.
    /// - Throws: ``ListSpecError`` naming `file` and the JSON path of a size that cannot be resolved.
    public func layoutSections(
        of spec: ListSpec, sections: [ListSpecSection]? = nil, path: String = "sections", file: String = "spec"
    ) throws -> [ListLayoutSection] {
        let spec = resolve(spec)
        do {
            return try spec.layoutSections(sections ?? spec.sections, path: path, measureElement: measure)
        } catch let error as ListSpecError {
            throw ListSpecError(file: file, issues: error.issues, warnings: error.warnings)
        }
    }

    /// The scene of a laid-out state: the visible elements of `layout` showing the contents of `sections`.
    ///
    /// - Parameters:
    ///   - spec: the spec the layout was computed from.
    ///   - layout: its layout (from ``layout(of:sections:path:file:)``).
    ///   - sections: the state shown, if not the spec's own `sections`.
    ///   - region: the viewport (default) or the whole content.
    /// - Returns: the scene.
    public func scene(
        of spec: ListSpec, layout: ListCollectionViewLayout, sections: [ListSpecSection]? = nil,
        region: SceneRegion = .viewport
    ) -> RenderScene {
        let scene = RenderScene(spec: spec, layout: layout, region: region, sections: sections)
        guard mirrorAxis(of: spec, layout: layout, region: region) != nil else { return scene }
        return scene.mirroredHorizontally()
    }

    /// Where a spec's frames are mirrored, or `nil` when they are not: with
    /// `layout.flipsHorizontallyInOppositeLayoutDirection` in a right-to-left environment, a frame drawn at `x` with
    /// width `w` (content coordinates) is shown at `axis - x - w` — the picture of `region` mirrored left to right,
    /// which the `layout` output and the golden sidecars give too, so that frames and pixels agree.
    ///
    /// ```
    ///   visible.minX                       visible.maxX
    ///   |[ item 0 ][ item 1 ]              |   as laid out (IGListKit's frames)
    ///   |              [ item 1 ][ item 0 ]|   flipped: x' = axis - x - w, axis = minX + maxX
    /// ```
    ///
    /// - Parameters:
    ///   - spec: the spec (resolved here again).
    ///   - layout: its layout.
    ///   - region: the viewport (at the content offset) or the whole content, as drawn.
    /// - Returns: `axis`, the sum of the shown region's left and right edges, in content coordinates.
    public func mirrorAxis(
        of spec: ListSpec, layout: ListCollectionViewLayout, region: SceneRegion = .viewport
    ) -> Double? {
        let spec = resolve(spec)
        guard spec.layout.flipsHorizontallyInOppositeLayoutDirection, environment(of: spec).isRightToLeft else {
            return nil
        }
        let visible = RenderScene.visibleRect(of: layout, region: region)
        return Double(visible.minX + visible.maxX)
    }
}
