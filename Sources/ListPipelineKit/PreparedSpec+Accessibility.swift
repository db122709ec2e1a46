import Foundation
import ListCore
import ListRenderKit
import ListViewKit

extension PreparedSpec {
    /// What VoiceOver reads on the spec's screen, in the spec's (or variant's) layout direction: its cells, headers
    /// and footers with their quick content or `"view"` trees (``RenderScene/accessibilityHierarchy(layoutDirection:)``).
    ///
    /// - Parameter scene: a scene of this spec.
    /// - Returns: the elements in VoiceOver's order.
    public func accessibilityHierarchy(of scene: RenderScene) -> ListAccessibilityHierarchy {
        scene.accessibilityHierarchy(layoutDirection: environment.layoutDirection)
    }

    /// The accessibility snapshot of the spec: the still's scene with what VoiceOver reads outlined and numbered, a
    /// legend beside it (``Rasterizer/renderAccessibility(_:hierarchy:)``), and the hierarchy it shows.
    ///
    /// ```swift
    /// let prepared = SpecRenderer(fonts: try FontSet.bundled()).prepare(try ListSpec.load(contentsOf: url))
    /// let (still, hierarchy) = try prepared.accessibilityStill(overlays: .none)
    /// ```
    ///
    /// - Parameters:
    ///   - region: the viewport or the whole content.
    ///   - overlays: the overlays drawn under the outlines.
    /// - Returns: the still (its image the accessibility snapshot) and the hierarchy.
    /// - Throws: what ``still(of:region:overlays:)`` throws.
    public func accessibilityStill(region: SceneRegion = .viewport, overlays: RenderOverlays) throws
        -> (still: SpecStill, hierarchy: ListAccessibilityHierarchy)
    {
        let layout = try layout()
        let scene = scene(of: layout, region: region)
        let hierarchy = accessibilityHierarchy(of: scene)
        let image = try rasterizer(overlays: overlays).renderAccessibility(scene, hierarchy: hierarchy)
        return (SpecStill(layout: layout, scene: scene, image: image), hierarchy)
    }
}
