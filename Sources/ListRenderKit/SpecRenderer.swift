import Foundation
import ListAnimationKit
import ListCore
import ListLayoutKit
import ListSpecKit

/// Renders spec documents to rasters through the one ``SpecPipeline``: lays out their sections (measuring `"auto"`
/// sizes with the same fonts it draws with), builds the scene of the viewport or the whole content, and rasterises
/// it. What `listpreview render`, `record`, `verify` and `assertListSnapshot` share.
///
/// ```swift
/// let renderer = try SpecRenderer(fonts: .bundled(), theme: .dark, overlays: .none)
/// let image = try renderer.render(try ListSpec.load(contentsOf: URL(fileURLWithPath: "Samples/render/feed.json")))
/// ```
public struct SpecRenderer: Sendable {
    /// Resolves, lays out and fills the scenes (fonts, scale and offset overrides).
    public var pipeline: SpecPipeline
    /// The colours.
    public var theme: RenderTheme
    /// The overlays drawn over the list.
    public var overlays: RenderOverlays
    /// The viewport, or the whole content.
    public var region: SceneRegion

    /// Creates a renderer.
    ///
    /// - Parameters:
    ///   - pipeline: the spec pipeline (fonts and overrides).
    ///   - theme: the colours.
    ///   - overlays: the overlays drawn over the list.
    ///   - region: the viewport or the whole content.
    public init(
        pipeline: SpecPipeline, theme: RenderTheme = .light, overlays: RenderOverlays = .default,
        region: SceneRegion = .viewport
    ) {
        self.pipeline = pipeline
        self.theme = theme
        self.overlays = overlays
        self.region = region
    }

    /// Creates a renderer with a pipeline of these fonts and overrides.
    public init(
        fonts: FontSet, theme: RenderTheme = .light, overlays: RenderOverlays = .default,
        region: SceneRegion = .viewport, scale: CGFloat? = nil, contentOffset: CGPoint? = nil
    ) {
        self.init(
            pipeline: SpecPipeline(fonts: fonts, scale: scale, contentOffset: contentOffset), theme: theme,
            overlays: overlays, region: region)
    }

    /// The faces text is set and measured in (the pipeline's).
    public var fonts: FontSet {
        get { pipeline.fonts }
        set { pipeline.fonts = newValue }
    }

    /// Overrides the spec's screen scale (the pipeline's).
    public var scale: CGFloat? {
        get { pipeline.scale }
        set { pipeline.scale = newValue }
    }

    /// Overrides the spec's content offset (the pipeline's).
    public var contentOffset: CGPoint? {
        get { pipeline.contentOffset }
        set { pipeline.contentOffset = newValue }
    }

    /// The spec as this renderer sees it: with the pipeline's overrides applied.
    public func adjusted(_ spec: ListSpec) -> ListSpec {
        pipeline.resolve(spec)
    }

    /// The layout of the spec's sections (or of `sections`, a later state), `"auto"` sizes measured with
    /// ``fonts``, at the renderer's content offset when it has one.
    ///
    /// - Throws: ``ListSpecError`` naming `file` when a size cannot be resolved.
    public func layout(
        of spec: ListSpec, sections: [ListSpecSection]? = nil, file: String = "spec"
    ) throws -> ListCollectionViewLayout {
        try pipeline.layout(of: spec, sections: sections, file: file)
    }

    /// The rasteriser of this renderer's fonts, theme and overlays.
    public var rasterizer: Rasterizer {
        Rasterizer(fonts: fonts, theme: theme, overlays: overlays)
    }

    /// The rasteriser for a spec: this renderer's fonts and overlays, the spec's theme (its environment's, else
    /// ``theme``) and environment (Dynamic Type, layout direction, locale).
    public func rasterizer(for spec: ListSpec) -> Rasterizer {
        pipeline.rasterizer(for: spec, theme: theme, overlays: overlays)
    }

    /// Renders a spec's sections (or `sections`, a later state).
    ///
    /// - Throws: ``ListSpecError`` for sizes that cannot be resolved, ``RenderError`` when drawing fails.
    public func render(_ spec: ListSpec, sections: [ListSpecSection]? = nil, file: String = "spec") throws -> RasterImage {
        let spec = pipeline.resolve(spec)
        let layout = try pipeline.layout(of: spec, sections: sections, file: file)
        return try pipeline.rasterizer(for: spec, theme: theme, overlays: overlays).render(
            pipeline.scene(of: spec, layout: layout, sections: sections, region: region))
    }

    /// Renders a loaded spec document, naming its file in errors.
    public func render(_ document: ListSpecDocument) throws -> RasterImage {
        try render(document.spec, file: document.file)
    }

    /// The animation of a spec's `updates` as this renderer draws them (same pipeline, same region).
    ///
    /// - Parameters:
    ///   - spec: the spec (at least one update).
    ///   - timing: duration, curve, frame rate and pauses.
    ///   - animated: `false` plays every update in one frame.
    ///   - file: the spec's file, for messages.
    /// - Returns: the sequence of transitions and its timeline.
    /// - Throws: ``ListSpecError`` naming `file`, or ``AnimationError/noUpdates``.
    public func animation(
        of spec: ListSpec, timing: ListAnimationTiming = ListAnimationTiming(), animated: Bool = true,
        file: String = "spec"
    ) throws -> AnimationSequence {
        try AnimationSequence(spec: spec, timing: timing, animated: animated, region: region, pipeline: pipeline, file: file)
    }
}
