import Foundation
import ListCore
import ListLayoutKit
import ListRenderKit
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

    /// Prepares a spec with this renderer's pipeline, ``theme`` as the fallback colours.
    ///
    /// - Parameters:
    ///   - spec: a spec as loaded.
    ///   - file: its file, for messages.
    /// - Returns: the prepared spec, from which layouts, scenes, rasterisers and animations are taken.
    public func prepare(_ spec: ListSpec, file: String = "spec") -> PreparedSpec {
        pipeline.prepare(spec, file: file, theme: theme)
    }

    /// Prepares a loaded spec document, naming its file in errors.
    public func prepare(_ document: ListSpecDocument) -> PreparedSpec {
        prepare(document.spec, file: document.file)
    }

    /// Draws one state of a prepared spec in this renderer's region and overlays.
    ///
    /// - Parameters:
    ///   - prepared: the spec (from ``prepare(_:file:)``).
    ///   - sections: the state; `nil` for the spec's own `sections`.
    /// - Returns: the layout, the scene and the image.
    /// - Throws: ``ListSpecError`` for sizes that cannot be resolved, ``RenderError`` when drawing fails.
    public func still(of prepared: PreparedSpec, sections: [ListSpecSection]? = nil) throws -> SpecStill {
        try prepared.still(of: sections, region: region, overlays: overlays)
    }

    /// Renders a spec's sections (or `sections`, a later state).
    ///
    /// - Throws: ``ListSpecError`` for sizes that cannot be resolved, ``RenderError`` when drawing fails.
    public func render(_ spec: ListSpec, sections: [ListSpecSection]? = nil, file: String = "spec") throws -> RasterImage {
        try still(of: prepare(spec, file: file), sections: sections).image
    }

    /// Renders a loaded spec document, naming its file in errors.
    public func render(_ document: ListSpecDocument) throws -> RasterImage {
        try render(document.spec, file: document.file)
    }
}
