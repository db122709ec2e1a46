import Foundation
import ListCore
import ListViewKit

extension Rasterizer {
    /// The accessibility snapshot of a scene: the screen with each element VoiceOver reads outlined in a colour and
    /// numbered in reading order (the number at the element's top-leading corner: top-right in the rasterizer's
    /// right-to-left ``environment``), and beside it a legend of what VoiceOver says for each number ("3. Ana, 5 hours
    /// ago. Button. Double-tap to open profile.", then its custom actions), as cashapp/AccessibilitySnapshot shows it
    /// on iOS. The legend, 320 points wide, lists at most 100 elements, each in at most 4 lines (the image stays within the pixel limits at 3x).
    ///
    /// ```swift
    /// let scene = RenderScene(collectionView: adapter.collectionView, scale: 2)
    /// let image = try Rasterizer(fonts: try FontSet.bundled())
    ///     .renderAccessibility(scene, hierarchy: scene.accessibilityHierarchy(layoutDirection: .leftToRight))
    /// ```
    ///
    /// - Parameters:
    ///   - scene: what the screen shows.
    ///   - hierarchy: what VoiceOver reads on it, frames in scene points.
    /// - Returns: an image 320 points wider than the scene, at least as tall as the legend.
    /// - Throws: what ``render(_:)`` throws.
    public func renderAccessibility(_ scene: RenderScene, hierarchy: ListAccessibilityHierarchy) throws -> RasterImage {
        let legend = AccessibilityLegend(hierarchy: hierarchy, fonts: fonts)
        let direction = environment.layoutDirection
        let size = CGSize(width: scene.size.width + AccessibilityLegend.width,
                          height: max(scene.size.height, legend.height))
        return try render(
            [ScenePlacement(scene: scene)], size: size, scale: scene.scale, background: theme.background,
            then: { drawer in
                legend.draw(with: drawer, screen: CGRect(origin: .zero, size: scene.size),
                            layoutDirection: direction)
            })
    }
}
