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
    /// and the text's alpha is multiplied by the fading.
    ///
    /// - Parameter scene: the scene.
    /// - Returns: the image and the screen an audit reads.
    /// - Throws: what ``render(_:)`` throws.
    /// - Complexity: O(pixels + glyphs + pixels beneath text).
    public func renderForAudit(_ scene: RenderScene) throws
        -> (image: RasterImage, screen: ListAccessibilityAudit.Screen)
    {
        let recorder = AuditRecorder()
        let image = try render(
            [ScenePlacement(scene: scene)], size: scene.size, scale: scene.scale, background: nil,
            recorder: recorder, then: nil)
        let screen = ListAccessibilityAudit.Screen(
            nodes: scene.accessibilityNodes(), texts: recorder.texts, views: recorder.views)
        return (image, screen)
    }
}
