import Foundation
import ListLayoutKit
import ListRenderKit
import ListViewKit

/// One state of a spec drawn: its layout, the scene of it and the image (``PreparedSpec/still(of:region:overlays:)``).
/// What `render` writes, and what a still golden and its layout sidecar hold.
///
/// ```swift
/// let still = try SpecPipeline.bundled().prepare(document).still(overlays: .none)
/// try PNGEncoder().write(still.image, to: URL(fileURLWithPath: "feed.png"))
/// ```
public struct SpecStill: Sendable {
    /// The layout the picture shows.
    public var layout: ListCollectionViewLayout
    /// The scene drawn.
    public var scene: RenderScene
    /// The image.
    public var image: RasterImage
    /// What an accessibility audit reads of the screen drawn (`nil` unless it was drawn `audited`).
    public var audit: ListAccessibilityAudit.Screen? = nil
}
