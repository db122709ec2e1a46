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
/// Settings that change what a spec looks like for every command belong in this type (the fonts today; an
/// environment such as the content size category, layout direction or locale is added here), so that no command
/// can forget them.
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

    /// Creates a pipeline.
    ///
    /// - Parameters:
    ///   - fonts: the faces that measure `"auto"` sizes and draw text.
    ///   - scale: the screen scale to use instead of the spec's.
    ///   - contentOffset: the content offset to use instead of the spec's.
    public init(fonts: FontSet, scale: CGFloat? = nil, contentOffset: CGPoint? = nil) {
        self.fonts = fonts
        self.scale = scale
        self.contentOffset = contentOffset
    }

    /// A pipeline with the bundled DejaVu Sans faces and no overrides.
    ///
    /// - Throws: ``RenderError/font(path:reason:)`` when the bundled fonts are missing.
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
        return spec
    }

    /// Measures `"auto"` sizes with ``fonts``: a cell, header or footer is as tall as its text needs when drawn.
    public var measure: ListSpecElementMeasure {
        let measurer = TextMeasurer(fonts: fonts)
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
            return try resolve(spec).makeLayout(sections: sections, path: path, measureElement: measure)
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
        RenderScene(spec: spec, layout: layout, region: region, sections: sections)
    }
}
