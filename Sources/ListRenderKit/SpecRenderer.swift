import Foundation
import ListCore
import ListLayoutKit
import ListSpecKit

/// Renders spec documents to rasters: lays out their sections (measuring `"auto"` sizes with the same fonts it
/// draws with), builds the scene of the viewport or the whole content, and rasterises it. What `listpreview
/// render`, `record`, `verify` and `assertListSnapshot` share.
///
/// ```swift
/// let renderer = try SpecRenderer(fonts: .bundled(), theme: .dark, overlays: .none)
/// let image = try renderer.render(try ListSpec.load(contentsOf: URL(fileURLWithPath: "Samples/feed.json")))
/// ```
public struct SpecRenderer: Sendable {
    /// The faces text is set and measured in.
    public var fonts: FontSet
    /// The colours.
    public var theme: RenderTheme
    /// The overlays drawn over the list.
    public var overlays: RenderOverlays
    /// The viewport, or the whole content.
    public var region: SceneRegion
    /// Overrides the spec's screen scale.
    public var scale: CGFloat?
    /// Overrides the spec's content offset.
    public var contentOffset: CGPoint?

    /// Creates a renderer.
    public init(
        fonts: FontSet, theme: RenderTheme = .light, overlays: RenderOverlays = .default,
        region: SceneRegion = .viewport, scale: CGFloat? = nil, contentOffset: CGPoint? = nil
    ) {
        self.fonts = fonts
        self.theme = theme
        self.overlays = overlays
        self.region = region
        self.scale = scale
        self.contentOffset = contentOffset
    }

    /// The spec as this renderer sees it: with its scale overridden.
    public func adjusted(_ spec: ListSpec) -> ListSpec {
        var spec = spec
        if let scale { spec.viewport.scale = scale }
        return spec
    }

    /// The layout of the spec's sections (or of `sections`, a later state), `"auto"` sizes measured with
    /// ``fonts``, at the renderer's content offset when it has one.
    ///
    /// - Throws: ``ListSpecError`` naming `file` when a size cannot be resolved.
    public func layout(
        of spec: ListSpec, sections: [ListSpecSection]? = nil, file: String = "spec"
    ) throws -> ListCollectionViewLayout {
        var shown = adjusted(spec)
        if let sections { shown.sections = sections }
        let measurer = TextMeasurer(fonts: fonts)
        do {
            var layout = try shown.makeLayout { kind, content, width in
                measurer.height(of: kind, content: content, width: width)
            }
            if let contentOffset { layout.contentOffset = contentOffset }
            return layout
        } catch let error as ListSpecError {
            throw ListSpecError(file: file, issues: error.issues, warnings: error.warnings)
        }
    }

    /// Renders a spec's sections (or `sections`, a later state).
    ///
    /// - Throws: ``ListSpecError`` for sizes that cannot be resolved, ``RenderError`` when drawing fails.
    public func render(_ spec: ListSpec, sections: [ListSpecSection]? = nil, file: String = "spec") throws -> RasterImage {
        let layout = try layout(of: spec, sections: sections, file: file)
        let scene = RenderScene(spec: adjusted(spec), layout: layout, region: region, sections: sections)
        return try Rasterizer(fonts: fonts, theme: theme, overlays: overlays).render(scene)
    }

    /// Renders a loaded spec document, naming its file in errors.
    public func render(_ document: ListSpecDocument) throws -> RasterImage {
        try render(document.spec, file: document.file)
    }
}
