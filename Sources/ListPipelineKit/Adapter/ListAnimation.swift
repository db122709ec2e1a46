import Foundation
import ListAdapterKit
import ListAnimationKit
import ListCore
import ListLayoutKit
import ListRenderKit

/// The animation of what an adapter did: the batch updates its ``ListAdapterUpdater`` applies while `updates`
/// runs, as `listpreview animate` shows a spec's updates — numbered frames with a manifest, a captioned strip, an
/// APNG or a lossless WebP, or the frames as images for a snapshot test.
///
/// Each recorded update carries its layouts (reused as they are: sticky headers pin, the content offset moves, sections
/// move exactly as in a spec's animation) and what every visible cell, header and footer showed before and after
/// (``ListUpdateTransition/contentBefore``, ``ListUpdateTransition/contentAfter``). Frames are drawn at the layout's
/// `scale`.
///
/// ```swift
/// let animation = try ListAnimation(recording: adapter) {
///     feed.posts.insert(post, at: 0)
///     adapter.performUpdates(animated: true)
/// }
/// try await animation.writeStrip(to: URL(fileURLWithPath: "feed-update-strip.png"))
/// try await animation.writeAPNG(to: URL(fileURLWithPath: "feed-update.png"))
/// ```
public struct ListAnimation: Sendable {
    /// The transitions and their timeline.
    public var sequence: AnimationSequence
    /// What the frames are drawn in: fonts, theme, environment, overlays and the recorded scale (``DrawingContext``).
    package var context: DrawingContext
    /// The timing curve's name, for the manifest.
    public var curveName: String
    /// The layout after the last update, when recorded from an adapter (an animation golden's sidecar).
    public var lastLayout: ListCollectionViewLayout?

    /// The faces text is drawn in.
    public var fonts: FontSet {
        get { context.fonts }
        set { context.fonts = newValue }
    }
    /// The colours.
    public var theme: RenderTheme {
        get { context.theme }
        set { context.theme = newValue }
    }
    /// The overlays drawn over the list (default none).
    public var overlays: RenderOverlays {
        get { context.overlays }
        set { context.overlays = newValue }
    }
    /// The environment text is set in (Dynamic Type size, layout direction, locale; default UIKit's).
    public var environment: ListEnvironment {
        get { context.environment }
        set { context.environment = newValue }
    }

    /// Creates an animation of a sequence.
    ///
    /// - Parameters:
    ///   - sequence: the transitions and their timeline.
    ///   - fonts: the faces text is drawn in.
    ///   - theme: the colours.
    ///   - overlays: the overlays (default none).
    ///   - curveName: the timing curve's name for the manifest.
    public init(
        sequence: AnimationSequence, fonts: FontSet, theme: RenderTheme = .light, overlays: RenderOverlays = .none,
        curveName: String = "ease-in-out"
    ) {
        self.init(
            sequence: sequence,
            context: DrawingContext(
                fonts: fonts, theme: theme, overlays: overlays,
                scale: sequence.transitions.first.map { $0.beforeScene.scale } ?? 1),
            curveName: curveName)
    }

    /// Creates an animation of a sequence drawn in a context (a prepared spec's, a recorded collection view's).
    ///
    /// - Parameters:
    ///   - sequence: the transitions and their timeline.
    ///   - context: the fonts, theme, environment, overlays and scale.
    ///   - curveName: the timing curve's name for the manifest.
    package init(sequence: AnimationSequence, context: DrawingContext, curveName: String = "ease-in-out") {
        self.sequence = sequence
        self.context = context
        self.curveName = curveName
    }

    /// Records the batch updates an adapter applies while `updates` runs (and those it had queued), then flushes
    /// its updater.
    ///
    /// A `reloadData` (or an update made without animation) is one frame; a batch update made with animation plays
    /// over `timing`. An update that only re-binds visible cells in place (no batch update: a section controller
    /// configuring its cell in `didUpdate(to:)`, a binding section whose view models changed but not their
    /// identities) plays over `timing` too: every element is kept, the re-bound ones show their new content after
    /// the first frame and are outlined as reloads in strips, as the spec road's re-bound elements.
    ///
    /// - Parameters:
    ///   - adapter: an adapter whose updater is a ``ListAdapterUpdater`` and whose collection view is set.
    ///   - timing: duration, curve, frame rate and pauses.
    ///   - fonts: the faces text is drawn in (default: those of the collection view's trait collection, else the
    ///     system font, Inter Display: the faces its stills are drawn in).
    ///   - theme: the colours (default: those of the environment's theme).
    ///   - environment: the environment the list is shown in while recording and drawn in (default: the collection
    ///     view's ``ListCollectionView/traitCollection``): section controllers size their items in it.
    ///   - updates: changes the model and asks for updates (`adapter.performUpdates(animated: true)`, item
    ///     updates of section controllers…).
    /// - Throws: what `updates` throws; ``AnimationError/notRecordable(reason:)`` when the adapter cannot be
    ///   recorded or applied nothing; ``FontError`` when the system font's files are missing.
    @MainActor
    public init(
        recording adapter: ListAdapter, timing: ListAnimationTiming = ListAnimationTiming(), fonts: FontSet? = nil,
        theme: RenderTheme? = nil, environment: ListEnvironment? = nil, updates: () throws -> Void
    ) throws {
        guard let updater = adapter.updater as? ListAdapterUpdater else {
            throw AnimationError.notRecordable(reason: "the adapter's updater is not a ListAdapterUpdater")
        }
        guard let collectionView = adapter.collectionView else {
            throw AnimationError.notRecordable(reason: "the adapter has no collection view")
        }
        let environment = environment ?? collectionView.traitCollection.environment
        let recorded = try collectionView.withEnvironment(environment) {
            collectionView.layoutIfNeeded()
            updater.flush()
            let shown = ListShownState(collectionView)
            let applied = try updater.recordTransitions {
                try updates()
                updater.flush()
            }
            // No batch update, but cells re-bound in place: one animated transition of kept, re-bound elements.
            return applied.isEmpty ? shown.inPlaceTransition(to: collectionView).map { [$0] } ?? [] : applied
        }
        guard !recorded.isEmpty else {
            throw AnimationError.notRecordable(
                reason: "nothing changed while recording: the adapter applied no update and no visible cell, header "
                    + "or footer was re-bound to new content (change the model, then call "
                    + "performUpdates(animated:) inside the closure)")
        }
        var sequence = AnimationSequence(
            transitions: recorded.map { TransitionSceneBuilder(recorded: $0) },
            timeline: ListAnimationTimeline(animated: recorded.map(ListTransition.isAnimated), timing: timing))
        // Mirrored as the collection view's stills are (right to left, a layout that flips), and drawn in the
        // context of the collection view in that environment (its fonts unless `fonts` says otherwise), as its
        // stills are (ListSnapshot.image(of:)).
        let scale = sequence.transitions[0].beforeScene.scale
        let (isMirrored, context) = try collectionView.withEnvironment(environment) {
            () throws -> (Bool, DrawingContext) in
            let context = try DrawingContext(
                traitCollection: collectionView.traitCollection, fonts: fonts, theme: theme, scale: scale)
            return (collectionView.isMirrored, context)
        }
        sequence.isMirrored = isMirrored
        self.init(sequence: sequence, context: context, curveName: Self.name(of: timing.curve))
        lastLayout = recorded.last?.layoutAfter.layout
    }

    /// A curve's name as `--curve` spells it, for the manifest.
    static func name(of curve: ListTimingCurve) -> String {
        switch curve {
        case .linear: "linear"
        case .easeInOut: "ease-in-out"
        case .easeIn: "ease-in"
        case .easeOut: "ease-out"
        case let .cubicBezier(x1, y1, x2, y2): "bezier:\(x1),\(y1),\(x2),\(y2)"
        case .spring(let damping): "spring:\(damping)"
        }
    }

    /// The renderer that writes this animation's outputs.
    ///
    /// - Parameters:
    ///   - highlights: outline the changes in frames and animated images (strips always do).
    ///   - workers: frames rendered at once (default: every core).
    /// - Returns: the renderer.
    public func renderer(
        highlights: Bool = false, workers: Int = ProcessInfo.processInfo.activeProcessorCount
    ) -> AnimationRenderer {
        AnimationRenderer(
            sequence: sequence, pipeline: FramePipeline(context: context, workers: workers), highlights: highlights,
            curveName: curveName)
    }

    /// Writes numbered PNG frames and `manifest.json` into `folder`, as `listpreview animate -o FOLDER` does.
    ///
    /// - Returns: the manifest.
    @discardableResult
    public func writeFrames(to folder: URL) async throws -> AnimationManifest {
        try await renderer().writeFrames(to: folder)
    }

    /// Writes a strip of captioned frames with the changes outlined, as `listpreview animate --strip` does.
    ///
    /// - Parameters:
    ///   - url: the PNG file.
    ///   - framesPerUpdate: frames shown per update (2...60).
    public func writeStrip(to url: URL, framesPerUpdate: Int = 6) async throws {
        try await AnimationStrip(framesPerUpdate: framesPerUpdate).write(renderer(), to: url)
    }

    /// Writes an animated PNG, as `listpreview animate --apng` does.
    public func writeAPNG(to url: URL) async throws {
        try await renderer().writeAPNG(to: url)
    }

    /// Writes a lossless animated WebP, as `listpreview animate FILE.webp` does.
    public func writeWebP(to url: URL) async throws {
        try await renderer().writeWebP(to: url)
    }

    /// Every frame of the timeline, drawn in order (for snapshot tests: see `assertListSnapshot`).
    ///
    /// - Returns: the frames.
    /// - Throws: ``RenderError`` when drawing fails.
    public func frames() throws -> [RasterImage] {
        let rasterizer = context.makeRasterizer()
        return try sequence.timeline.frames.map { try rasterizer.render(sequence.scene(for: $0)) }
    }
}
