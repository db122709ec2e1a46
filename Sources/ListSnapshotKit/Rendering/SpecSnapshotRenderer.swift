import Foundation
import ListAnimationKit
import ListLayoutKit
import ListPipelineKit
import ListRenderKit
import ListSpecKit

/// Renders spec files for ``SnapshotSuite`` with a ``SpecRenderer``: the still at the spec's content offset, and
/// the frames of its `updates` as `listpreview animate` renders them (both through the renderer's
/// ``SpecPipeline``, so the first frame of an animation golden is the still golden of the same state).
public struct SpecSnapshotRenderer: SnapshotRendering {
    /// Draws the stills and the frames.
    public var renderer: SpecRenderer
    /// Duration, curve and frame rate of the animations; `nil` skips animations.
    public var animationTiming: ListAnimationTiming?
    /// Whether stills record what an accessibility audit reads (``RenderedSnapshot/auditScreen``; `verify --audit`).
    public var recordsAudit = false
    /// The spec read by ``preparingCases(ofSpecAt:)``.
    private var loaded: (url: URL, document: ListSpecDocument)?

    /// Creates a snapshot renderer.
    ///
    /// - Parameters:
    ///   - renderer: draws stills and frames.
    ///   - animationTiming: the timing of update animations (default: 0.3 s, ease-in-out, 30 fps); `nil` checks
    ///     stills only.
    public init(renderer: SpecRenderer, animationTiming: ListAnimationTiming? = ListAnimationTiming()) {
        self.renderer = renderer
        self.animationTiming = animationTiming
    }

    /// Loads, lays out and renders the spec at `url`.
    ///
    /// - Throws: ``ListSpecError`` naming the file and JSON paths, or ``RenderError``.
    public func renderStill(specAt url: URL) throws -> RenderedSnapshot {
        try renderStill(of: try prepare(url))
    }

    /// The names of the spec's `variants`.
    ///
    /// - Throws: ``ListSpecError`` when the spec cannot be read.
    public func variants(ofSpecAt url: URL) throws -> [String] {
        try load(url).spec.variants.map(\.name)
    }

    /// The still of a variant of the spec (`nil`: the spec as written): its environment over the spec's.
    ///
    /// - Throws: ``SnapshotError/unknownVariant(_:spec:)``, ``ListSpecError`` or ``RenderError``.
    public func renderStill(specAt url: URL, variant: String?) throws -> RenderedSnapshot {
        try renderStill(of: try prepare(url, variant: variant))
    }

    /// The animation of a variant of the spec (`nil`: the spec as written).
    ///
    /// - Throws: ``SnapshotError/unknownVariant(_:spec:)``, ``ListSpecError`` or ``RenderError``.
    public func renderAnimation(specAt url: URL, variant: String?) throws -> RenderedAnimation? {
        try renderAnimation(of: try prepare(url, variant: variant))
    }

    /// The accessibility snapshot `render --accessibility` draws (``PreparedSpec/accessibilityStill(region:overlays:)``),
    /// its sidecar the still's with the `"accessibility"` section, frames in points of the screen.
    public func renderAccessibilityStill(specAt url: URL, variant: String?) throws -> RenderedSnapshot {
        let prepared = try prepare(url, variant: variant)
        let (still, hierarchy) = try prepared.accessibilityStill(region: renderer.region, overlays: renderer.overlays)
        var sidecar = sidecar(of: still.layout, prepared: prepared)
        sidecar.recordFonts(still.image.fonts)
        sidecar.recordViews(of: still.scene)
        sidecar.recordAccessibility(hierarchy)
        return RenderedSnapshot(raster: still.image, layout: sidecar)
    }

    /// The spec at `url` prepared by the renderer, shown as one of its variants (`nil`: as written).
    private func prepare(_ url: URL, variant: String? = nil) throws -> PreparedSpec {
        let prepared = renderer.prepare(try load(url))
        guard let variant else { return prepared }
        guard let found = prepared.variant(named: variant) else {
            throw SnapshotError.unknownVariant(variant, spec: url.path)
        }
        return found
    }

    func renderStill(of prepared: PreparedSpec) throws -> RenderedSnapshot {
        // The still `render` draws, with the layout it drew, so the sidecar records what the picture shows.
        // The sidecar records frames, views and fonts, not what VoiceOver reads: the trees skip it unless audited.
        let still = try prepared.still(
            region: renderer.region, overlays: renderer.overlays, audited: recordsAudit, readsAccessibility: false)
        var sidecar = sidecar(of: still.layout, prepared: prepared)
        sidecar.recordFonts(still.image.fonts)
        sidecar.recordViews(of: still.scene)
        var rendered = RenderedSnapshot(raster: still.image, layout: sidecar)
        rendered.auditScreen = still.audit
        rendered.contentSizeCategory = prepared.environment.contentSizeCategory
        rendered.auditOptions = prepared.spec.audit
        return rendered
    }

    /// The layout as the golden's sidecar records it (the frames the picture shows, mirrored when the spec flips
    /// them), with the content point at the image's top-left corner.
    private func sidecar(of layout: ListCollectionViewLayout, prepared: PreparedSpec) -> SnapshotLayout {
        var sidecar = SnapshotLayout(layout).mirrored(about: prepared.mirrorAxis(of: layout, region: renderer.region))
        let inset = layout.contentInset
        sidecar.imageOrigin = renderer.region == .viewport
            ? [Double(layout.contentOffset.x), Double(layout.contentOffset.y)] : [-Double(inset.left), -Double(inset.top)]
        return sidecar
    }

    /// Loads a spec under its name relative to the current folder, so messages name it as the user does (or takes
    /// the document ``preparingCases(ofSpecAt:)`` read).
    private func load(_ url: URL) throws -> ListSpecDocument {
        if let loaded, loaded.url == url { return loaded.document }
        let name = SnapshotSuite.displayName(of: url)
        // A suite's spec is a file of the repository: a FIFO (which would block the run) or a device is refused
        // before it is opened. (`render` and the other one-spec commands still read pipes the user names.)
        var status = stat()
        if stat(url.path, &status) == 0, (status.st_mode & S_IFMT) != S_IFREG {
            throw ListSpecError(file: name, issues: [ListSpecIssue(
                path: "", message: "is not a regular file (a FIFO, socket or device): a spec of a suite must be a file")])
        }
        // Read by that name, so that its folder, where its images are looked up, is relative too and messages (and
        // results.json, which CI keeps) name an image as `specs/cut.png`, not by the runner's absolute path. (`-` is
        // a file here, never standard input.)
        return try ListSpec.load(path: name == "-" ? "./-" : name)
    }

    /// A renderer that reads the spec at `url` once for all its cases (its still, animation and variants), instead
    /// of once per case.
    ///
    /// - Throws: ``ListSpecError`` when the spec cannot be read.
    public func preparingCases(ofSpecAt url: URL) throws -> any SnapshotRendering {
        var prepared = self
        prepared.loaded = (url, try load(url))
        return prepared
    }

    /// Every frame of the spec's update animation, or `nil` when it has no updates (or animations are skipped).
    ///
    /// - Throws: ``ListSpecError`` naming an update that cannot be laid out, or ``RenderError``.
    public func renderAnimation(specAt url: URL) throws -> RenderedAnimation? {
        try renderAnimation(of: try prepare(url))
    }

    /// The frames of a variant's animation (`nil`: the spec as written), drawn one at a time by one rasteriser,
    /// which draws each into the memory of the last once that one is dropped; no sidecar layout is worked out.
    ///
    /// - Throws: ``SnapshotError/unknownVariant(_:spec:)``, ``ListSpecError`` naming an update that cannot be laid
    ///   out; drawing a frame throws ``RenderError``.
    public func animationFrames(specAt url: URL, variant: String?) throws -> AnimationFrames? {
        let prepared = try prepare(url, variant: variant)
        guard let animationTiming, !prepared.spec.updates.isEmpty else { return nil }
        let sequence = try prepared.animation(timing: animationTiming, region: renderer.region)
        let rasterizer = prepared.rasterizer(overlays: renderer.overlays)
        let frames = sequence.timeline.frames
        return AnimationFrames(fps: animationTiming.fps, count: frames.count) { index in
            let raster = try rasterizer.render(sequence.scene(for: frames[index]))
            try prepared.checkDrawnImages()
            return RenderedSnapshot(raster: raster)
        }
    }

    private func renderAnimation(of prepared: PreparedSpec) throws -> RenderedAnimation? {
        guard let animationTiming, let last = prepared.spec.updates.last else { return nil }
        let sequence = try prepared.animation(timing: animationTiming, region: renderer.region)
        let rasterizer = prepared.rasterizer(overlays: renderer.overlays)
        let frames = try sequence.timeline.frames.map { frame in
            RenderedSnapshot(raster: try rasterizer.render(sequence.scene(for: frame)))
        }
        try prepared.checkDrawnImages()
        let lastLayout = try prepared.layout(of: last.sections)
        var lastSidecar = sidecar(of: lastLayout, prepared: prepared)
        lastSidecar.recordFonts(Set(frames.flatMap { $0.raster?.fonts ?? [] }).sorted())
        lastSidecar.recordViews(of: prepared.scene(of: lastLayout, sections: last.sections, region: renderer.region))
        let firstLayout = try prepared.layout()
        var firstSidecar = sidecar(of: firstLayout, prepared: prepared)
        firstSidecar.recordViews(of: prepared.scene(of: firstLayout, region: renderer.region))
        return RenderedAnimation(
            fps: animationTiming.fps, frames: frames, layout: lastSidecar, firstLayout: firstSidecar)
    }
}
