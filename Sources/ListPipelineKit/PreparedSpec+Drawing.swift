import Foundation
import ListRenderKit

/// What a prepared spec is drawn in: one ``DrawingContext`` that its stills, frames and snapshots all take.
extension PreparedSpec {
    /// What this spec's pictures are drawn in: the pipeline's fonts (`--font`), ``theme``, ``environment``, the
    /// viewport's scale and `overlays` — the one value its stills, its animation frames and its snapshots take, so
    /// that none draws the spec differently (``DrawingContext``).
    ///
    /// - Parameter overlays: the annotations drawn over the list.
    /// - Returns: the context.
    package func drawingContext(overlays: RenderOverlays) -> DrawingContext {
        DrawingContext(
            fonts: pipeline.fonts, theme: theme, environment: environment, overlays: overlays,
            scale: Double(spec.viewport.scale))
    }

    /// How frames of this spec are drawn in parallel: its ``drawingContext(overlays:)``.
    ///
    /// - Parameters:
    ///   - overlays: the annotations drawn over the list.
    ///   - workers: frames drawn at once (default: every active core).
    /// - Returns: the frame pipeline.
    public func framePipeline(
        overlays: RenderOverlays, workers: Int = ProcessInfo.processInfo.activeProcessorCount
    ) -> FramePipeline {
        FramePipeline(context: drawingContext(overlays: overlays), workers: workers)
    }

    /// A rasteriser for this spec: its ``drawingContext(overlays:)``.
    ///
    /// - Parameter overlays: the annotations drawn over the list.
    /// - Returns: the rasteriser (one per thread).
    public func rasterizer(overlays: RenderOverlays) -> Rasterizer {
        drawingContext(overlays: overlays).makeRasterizer()
    }
}
