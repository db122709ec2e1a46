import Foundation
import ListCore
import ListLayoutKit
import ListRenderKit
import ListSpecKit
import ListViewKit

/// A spec resolved once for drawing: the overrides of its ``SpecPipeline`` applied, its environment, theme and
/// kind-aware measure fixed. Every later step is a method of this value, so none can resolve the spec differently —
/// the layout `layout` prints, the scene `render` draws, the frames of `animate`, the goldens of `record` and the
/// cells of `render --variants` all measure `"auto"` sizes with ``measure`` in ``environment``. A state's `"view"`
/// trees are built once, in one hop to the main actor, in that environment and the pipeline's fonts (`--font`), and
/// serve its `"auto"` heights, its still and its animation frames alike (`SpecViewForest`).
///
/// ```
///   spec ──prepare──► PreparedSpec ──┬─ layoutSections / layout ──► scene(of:) ──► rasterizer(overlays:)
///   (+ overrides)     environment    ├─ still(region:overlays:)     (layout, scene and image at once)
///                     theme, measure ├─ animation(timing:…)         (the updates through the list engine)
///                                    └─ variants                    (each variant, prepared the same way)
/// ```
///
/// ```swift
/// let prepared = try SpecPipeline.bundled().prepare(document)
/// let still = try prepared.still(overlays: .none)
/// let frames = try prepared.animation(timing: ListAnimationTiming(fps: 30))
/// ```
public struct PreparedSpec: Sendable {
    /// The pipeline that prepared this spec (fonts and overrides).
    public let pipeline: SpecPipeline
    /// The spec as loaded, before the overrides (what its variants apply to).
    public let source: ListSpec
    /// The spec every step sees: the overrides applied.
    public let spec: ListSpec
    /// The spec's file, named in messages.
    public let file: String
    /// The variant this is, or `nil` for the spec as written.
    public let variant: ListSpecVariant?
    /// The environment the spec is shown in: UIKit's defaults (in the appearance of the fallback theme it was
    /// prepared with), the spec's `environment`, then the overrides.
    public let environment: ListEnvironment
    /// The colours: the theme of the spec's environment, else the fallback it was prepared with.
    public let theme: RenderTheme

    /// Resolves a spec: the one place its environment, theme and measure are decided.
    init(
        source: ListSpec, file: String, pipeline: SpecPipeline, fallbackTheme: RenderTheme,
        variant: ListSpecVariant? = nil
    ) {
        self.pipeline = pipeline
        self.source = source
        self.file = file
        self.variant = variant
        let shown = variant.map { source.applying($0) } ?? source
        var resolved = pipeline.resolve(shown)
        // A spec that names no theme is shown in the fallback's appearance, so its view trees' dynamic colours
        // resolve in the same theme its quick content is drawn in.
        environment = resolved.environment.applied(to: ListEnvironment(theme: fallbackTheme.style))
        theme = resolved.environment.theme.map(RenderTheme.init(style:)) ?? fallbackTheme
        self.fallbackTheme = fallbackTheme
        let overlays = Self.applyChrome(
            to: &resolved,
            traits: ListTraitCollection(
                environment: environment, fonts: pipeline.fonts, screenSize: resolved.viewport.size,
                displayScale: resolved.viewport.scale))
        chromeOverlay = overlays?.underContent
        chromeOverlayAtBottomEdge = overlays?.atBottomEdge
        scrollIndicatorInsets = overlays?.safeArea ?? .zero
        spec = resolved
    }

    /// The spec's chrome drawn over its list (status bar, bars, home indicator) with content under the tab bar, or
    /// `nil` without `"chrome"`.
    package let chromeOverlay: ListViewSnapshot?
    /// The chrome with the list scrolled to its end (or shorter than the screen): the tab bar in its scroll-edge
    /// appearance (transparent, as iOS 15 and later). `nil` without a tab bar (the same as ``chromeOverlay``).
    package let chromeOverlayAtBottomEdge: ListViewSnapshot?
    /// How far the scroll indicator keeps from the viewport's edges: the safe area of the list's screen under the
    /// spec's `"chrome"` (UIKit's `automaticallyAdjustsScrollIndicatorInsets`), zero without chrome.
    package let scrollIndicatorInsets: ListEdgeInsets

    /// The chrome drawn over a state laid out by `layout`: at the bottom edge when its viewport reaches the end of
    /// the content (the largest offset, UIKit's `contentSize.height + adjustedContentInset.bottom - bounds.height`).
    ///
    /// - Parameter layout: the state's layout.
    /// - Returns: the overlay, or `nil` without `"chrome"`.
    package func chromeOverlay(for layout: ListCollectionViewLayout) -> ListViewSnapshot? {
        guard let atBottom = chromeOverlayAtBottomEdge else { return chromeOverlay }
        return Self.isAtBottomEdge(bounds: layout.bounds, contentSize: layout.contentSize, inset: layout.contentInset)
            ? atBottom : chromeOverlay
    }

    /// Whether a viewport at `bounds` shows the end of the content (UIKit's largest offset, or more).
    static func isAtBottomEdge(bounds: CGRect, contentSize: CGSize, inset: ListEdgeInsets) -> Bool {
        bounds.minY >= max(contentSize.height + inset.bottom - bounds.height, -inset.top)
    }

    /// Builds the screen of the spec's `"chrome"` (one hop to the main actor) and moves the list by its safe area:
    /// the content inset grows by what the adjustment behaviour adds (UIKit's `adjustedContentInset`), and the
    /// content offsets — the spec's and its updates', counted from where the screen opens — become UIKit's, that
    /// much further up and left. A list scrolled up by at least the large title's area shows the title collapsed
    /// into the 44-point row, and its safe area is that much smaller (as UIKit's); scrolled less, the large title
    /// is drawn expanded.
    ///
    /// - Returns: the overlays with content under the tab bar and at the bottom edge (`nil` without a tab bar) and
    ///   the list screen's safe area, or `nil` when the spec has no chrome (it is then unchanged).
    private static func applyChrome(
        to spec: inout ListSpec, traits: ListTraitCollection
    ) -> (underContent: ListViewSnapshot, atBottomEdge: ListViewSnapshot?, safeArea: ListEdgeInsets)? {
        guard let chrome = spec.chrome else { return nil }
        let size = spec.viewport.size
        let vertical = spec.layout.scrollDirection == .vertical
        let scrolled = vertical ? spec.contentOffset.y : spec.contentOffset.x
        let (atRest, shown, atBottom) = EngineConfinement.run {
            () -> (SpecChromeScreen, SpecChromeScreen, SpecChromeScreen?) in
            let atRest = SpecChromeScreen.make(chrome, size: size, traits: traits, isAtTopEdge: scrolled <= 0)
            var shown = atRest
            var collapses = false
            if chrome.navigationBar?.titleDisplayMode == .large, vertical, scrolled > 0 {
                let collapsed = SpecChromeScreen.make(
                    chrome, size: size, traits: traits, isAtTopEdge: false, collapsesLargeTitle: true)
                collapses = scrolled >= atRest.safeAreaInsets.top - collapsed.safeAreaInsets.top
                if collapses { shown = collapsed }
            }
            guard chrome.tabBar != nil else { return (atRest, shown, nil) }
            let atBottom = SpecChromeScreen.make(
                chrome, size: size, traits: traits, isAtTopEdge: scrolled <= 0, isAtBottomEdge: true,
                collapsesLargeTitle: collapses)
            return (atRest, shown, atBottom)
        }
        let rest = Self.adding(
            SpecChromeScreen.adjustment(of: atRest.safeAreaInsets, by: chrome.contentInsetAdjustment, vertical: vertical),
            to: spec.viewport.contentInset)
        spec.viewport.contentInset = Self.adding(
            SpecChromeScreen.adjustment(of: shown.safeAreaInsets, by: chrome.contentInsetAdjustment, vertical: vertical),
            to: spec.viewport.contentInset)
        func fromRest(_ offset: CGPoint) -> CGPoint { CGPoint(x: offset.x - rest.left, y: offset.y - rest.top) }
        spec.contentOffset = fromRest(spec.contentOffset)
        for index in spec.updates.indices {
            spec.updates[index].contentOffset = spec.updates[index].contentOffset.map(fromRest)
        }
        return (shown.overlay, atBottom?.overlay, shown.safeAreaInsets)
    }

    private static func adding(_ extra: ListEdgeInsets, to inset: ListEdgeInsets) -> ListEdgeInsets {
        ListEdgeInsets(
            top: inset.top + extra.top, left: inset.left + extra.left, bottom: inset.bottom + extra.bottom,
            right: inset.right + extra.right)
    }

    /// The theme used when neither the spec nor an override names one (kept for the variants).
    private let fallbackTheme: RenderTheme

    /// The kind-aware measure of quick content's `"auto"` sizes: the height a `ListContentView` showing it fits
    /// at the width (``ListContentConfiguration/init(_:kind:)``), in ``environment`` with the pipeline's fonts —
    /// the layout that draws it.
    public var measure: ListSpecElementMeasure {
        let traits = viewTraits
        return { kind, content, width in
            ListContentConfiguration(content, kind: kind)
                .sizeThatFits(CGSize(width: width, height: 0), traitCollection: traits).height
        }
    }

    /// The sizes, insets and spacings of a state's sections: what the layout is given, and what the section
    /// controllers of an animated spec report to the adapter.
    ///
    /// - Parameters:
    ///   - sections: the state; `nil` for the spec's own `sections`.
    ///   - path: the JSON path of that state, for messages (`sections`, `updates[0].sections`).
    /// - Returns: one ``ListLayoutSection`` per section.
    /// - Throws: ``ListSpecError`` naming ``file`` and the JSON path of a size that cannot be resolved.
    public func layoutSections(
        of sections: [ListSpecSection]? = nil, path: String = "sections"
    ) throws -> [ListLayoutSection] {
        let state = sections ?? spec.sections
        return try withViewForests(of: [state]) { forests in
            try measuredSections(state, path: path, forest: forests?[0])
        }
    }

    /// The layout of a state (the spec's `sections` by default) at the resolved content offset.
    ///
    /// - Parameters:
    ///   - sections: the state; `nil` for the spec's own `sections`.
    ///   - path: the JSON path of that state, for messages.
    /// - Returns: the computed layout.
    /// - Throws: ``ListSpecError`` naming ``file`` and the JSON path of a size that cannot be resolved.
    public func layout(of sections: [ListSpecSection]? = nil, path: String = "sections") throws
        -> ListCollectionViewLayout
    {
        spec.layout(of: try layoutSections(of: sections, path: path))
    }

    /// The scene of a laid-out state: the visible elements of `layout` showing the contents of `sections`,
    /// mirrored when the spec flips its frames (see ``mirrorAxis(of:region:)``).
    ///
    /// - Parameters:
    ///   - layout: the state's layout (from ``layout(of:path:)``).
    ///   - sections: the state shown, if not the spec's own `sections`.
    ///   - region: the viewport (default) or the whole content.
    /// - Returns: the scene.
    public func scene(
        of layout: ListCollectionViewLayout, sections: [ListSpecSection]? = nil, region: SceneRegion = .viewport
    ) -> RenderScene {
        let state = sections ?? spec.sections
        return usingViewForests(of: [state]) { forests in
            scene(of: layout, state: state, region: region, forest: forests?[0])
        }
    }

    /// Whether the spec's pictures are mirrored left to right: `flipsHorizontallyInOppositeLayoutDirection` in a
    /// right-to-left environment.
    public var isMirrored: Bool {
        spec.layout.flipsHorizontallyInOppositeLayoutDirection && environment.isRightToLeft
    }

    /// Where a spec's frames are mirrored, or `nil` when they are not: a frame drawn at `x` with width `w`
    /// (content coordinates) is shown at `axis - x - w` — the picture of `region` mirrored left to right, which the
    /// `layout` output and the golden sidecars give too, so that frames and pixels agree.
    ///
    /// ```
    ///   visible.minX                       visible.maxX
    ///   |[ item 0 ][ item 1 ]              |   as laid out (IGListKit's frames)
    ///   |              [ item 1 ][ item 0 ]|   flipped: x' = axis - x - w, axis = minX + maxX
    /// ```
    ///
    /// - Parameters:
    ///   - layout: the state's layout.
    ///   - region: the viewport (at the content offset) or the whole content, as drawn.
    /// - Returns: `axis`, the sum of the shown region's left and right edges, in content coordinates.
    public func mirrorAxis(of layout: ListCollectionViewLayout, region: SceneRegion = .viewport) -> Double? {
        guard isMirrored else { return nil }
        let visible = RenderScene.visibleRect(of: layout, region: region)
        return Double(visible.minX + visible.maxX)
    }

    /// Lays out, fills and draws one state: what `render` writes and what a still golden holds.
    ///
    /// - Parameters:
    ///   - sections: the state; `nil` for the spec's own `sections`.
    ///   - region: the viewport (default) or the whole content.
    ///   - overlays: the annotations drawn over the list.
    ///   - audited: whether to record what an accessibility audit reads while drawing (``SpecStill/audit``; the
    ///     same pixels).
    /// - Returns: the layout, the scene and the image.
    /// - Throws: ``ListSpecError`` naming ``file``, or ``RenderError``.
    public func still(
        of sections: [ListSpecSection]? = nil, region: SceneRegion = .viewport, overlays: RenderOverlays,
        audited: Bool = false
    ) throws -> SpecStill {
        try still(of: sections, region: region, overlays: overlays, audited: audited, readsAccessibility: true)
    }

    /// ``still(of:region:overlays:audited:)``, its scene's view trees without what VoiceOver reads unless
    /// `readsAccessibility` or `audited` (a still that is only drawn and compared, as `verify` checks it: the same
    /// layout and pixels).
    package func still(
        of sections: [ListSpecSection]? = nil, region: SceneRegion = .viewport, overlays: RenderOverlays,
        audited: Bool = false, readsAccessibility: Bool
    ) throws -> SpecStill {
        let state = sections ?? spec.sections
        // One hop for the state's view trees: measured, laid out and drawn from the same views.
        let still = try withViewForests(of: [state], readsAccessibility: readsAccessibility || audited) { forests in
            let layout = spec.layout(of: try measuredSections(state, path: "sections", forest: forests?[0]))
            return (layout: layout, scene: self.scene(of: layout, state: state, region: region, forest: forests?[0]))
        }
        let rasterizer = rasterizer(overlays: overlays)
        let (image, audit) = audited ? try rasterizer.renderForAudit(still.scene)
            : (try rasterizer.render(still.scene), nil)
        try checkDrawnImages()
        return SpecStill(layout: still.layout, scene: still.scene, image: image, audit: audit)
    }

    /// Throws, after drawing, when a named image's data turned out corrupt past its header (the picture shows the
    /// placeholder of a missing image there): the spec's error naming ``file``, the `image` key's JSON path, the image
    /// file and the reason. Every command and suite that draws a spec calls it, so such a case is an `error`, never a
    /// silent pass.
    ///
    /// - Throws: ``ListSpecError``.
    package func checkDrawnImages() throws(ListSpecError) {
        let issues = spec.undecodableImageIssues
        guard issues.isEmpty else { throw ListSpecError(file: file, issues: issues) }
    }

    /// The spec as written and each of its `variants`, each prepared by the same pipeline (a variant's
    /// environment over the spec's, the overrides over both).
    public var variants: [PreparedSpec] {
        [self.variant(nil)] + source.variants.map { self.variant($0) }
    }

    /// The variant of this spec with that name, or `nil` when it has none.
    ///
    /// - Parameter name: a variant's `name`.
    /// - Returns: the prepared variant.
    public func variant(named name: String) -> PreparedSpec? {
        source.variants.first { $0.name == name }.map { variant($0) }
    }

    private func variant(_ variant: ListSpecVariant?) -> PreparedSpec {
        PreparedSpec(source: source, file: file, pipeline: pipeline, fallbackTheme: fallbackTheme, variant: variant)
    }
}
