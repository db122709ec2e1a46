import Foundation
import ListCore
import ListLayoutKit
import ListRenderKit
import ListSpecKit

/// The one road from a spec to a scene: every command and API that draws a spec (`layout`, `render`, `animate`,
/// `record`, `verify`, ``SpecRenderer``, the snapshot renderer and strategies) prepares it here, once, and takes
/// everything else — layout, scene, rasteriser, animation, variants — from the ``PreparedSpec`` it gets back, so a
/// still, an animation frame and a variant cell of the same state are the same picture in every environment.
///
/// A pipeline holds what the caller was given: the fonts and the overrides of the command line (`--scale`,
/// `--offset`, `--theme`, `--content-size-category`, `--layout-direction`, `--locale`). ``prepare(_:file:theme:)``
/// applies them to a spec and resolves its environment, theme and kind-aware measure.
///
/// ```swift
/// let pipeline = SpecPipeline(fonts: try .system(), scale: 1)
/// let prepared = pipeline.prepare(document)
/// let layout = try prepared.layout()
/// let image = try prepared.rasterizer(overlays: .none).render(prepared.scene(of: layout))
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

    /// A pipeline with the system font (``FontSet/system()``) and no overrides.
    ///
    /// - Throws: ``FontError`` when the system font's pinned files are missing or of another version.
    public static func bundled() throws -> SpecPipeline {
        SpecPipeline(fonts: try FontSet.system())
    }

    /// Prepares a spec for drawing: this pipeline's overrides applied, its environment, theme and measure
    /// resolved — once.
    ///
    /// - Parameters:
    ///   - spec: a spec as loaded (its `variants` stay reachable through ``PreparedSpec/variants``).
    ///   - file: the spec's file, named in messages.
    ///   - theme: the colours when neither the spec nor an override names a theme.
    /// - Returns: the prepared spec.
    public func prepare(_ spec: ListSpec, file: String = "spec", theme: RenderTheme = .light) -> PreparedSpec {
        PreparedSpec(source: spec, file: file, pipeline: self, fallbackTheme: theme)
    }

    /// Prepares a loaded spec document, naming its file in messages.
    ///
    /// - Parameters:
    ///   - document: the spec and its file.
    ///   - theme: the colours when neither the spec nor an override names a theme.
    /// - Returns: the prepared spec.
    public func prepare(_ document: ListSpecDocument, theme: RenderTheme = .light) -> PreparedSpec {
        prepare(document.spec, file: document.file, theme: theme)
    }

    /// The spec with this pipeline's overrides applied (idempotent).
    func resolve(_ spec: ListSpec) -> ListSpec {
        var spec = spec
        if let scale { spec.viewport.scale = scale }
        if let contentOffset { spec.contentOffset = contentOffset }
        spec.environment = spec.environment.merging(environment)
        return spec
    }
}
