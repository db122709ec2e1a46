import Foundation
import ListCore
import ListViewKit

extension Rasterizer {
    /// Draws a scene as ``render(_:)`` does (the same pixels) and records what an accessibility audit reads of it:
    /// the scene's accessibility tree, each text run with the colours of the pixels drawn beneath it (read just
    /// before its glyphs are drawn: backgrounds, images, its own text background), and the views in drawing order.
    ///
    /// ```swift
    /// let rasterizer = Rasterizer(fonts: try FontSet.bundled())
    /// let (image, screen) = try rasterizer.renderForAudit(scene)
    /// let findings = ListAccessibilityAudit().findings(in: screen)
    /// ```
    ///
    /// Inside a faded view (alpha below 1) the pixels beneath are its group's so far over the screen beneath it,
    /// and the text's alpha is multiplied by the fading. The debug overlays (``overlays``, elements' change
    /// outlines) are never read as what lies beneath: where text lies over one, the screen is read from the scene
    /// drawn again without them, so that the findings are the same with and without overlays.
    ///
    /// - Parameter scene: the scene.
    /// - Returns: the image and the screen an audit reads.
    /// - Throws: what ``render(_:)`` throws.
    /// - Complexity: O(pixels + glyphs + pixels beneath text), twice when text lies over an overlay.
    public func renderForAudit(_ scene: RenderScene) throws
        -> (image: RasterImage, screen: ListAccessibilityAudit.Screen)
    {
        var recorder = AuditRecorder()
        let image = try render(
            [ScenePlacement(scene: scene)], size: scene.size, scale: scene.scale, background: nil,
            recorder: recorder, then: nil)
        if recorder.readsOverlays {
            // Some text lies over the debug overlays, which the app does not draw: its background is read from the
            // same scene drawn without them (only then, so that a clean render is drawn once).
            recorder = AuditRecorder()
            let shown = overlays
            overlays = .none
            defer { overlays = shown }
            var clean = scene
            for index in clean.elements.indices { clean.elements[index].outline = nil }
            _ = try render(
                [ScenePlacement(scene: clean)], size: scene.size, scale: scene.scale, background: nil,
                recorder: recorder, then: nil)
        }
        let screen = ListAccessibilityAudit.Screen(
            nodes: scene.accessibilityNodes(), texts: recorder.texts, views: recorder.views)
        return (image, screen)
    }
}
