import Foundation
import ListRenderKit

/// A render to compare with a golden: its PNG bytes (what a golden file holds) and its decoded pixels.
public struct RenderedSnapshot: Sendable {
    /// The encoded image, written as the golden or as the "actual" artifact.
    public var png: Data
    /// The pixels, compared with the golden's.
    public var image: RGBAImage

    /// Creates a snapshot from both forms of one image.
    public init(png: Data, image: RGBAImage) {
        self.png = png
        self.image = image
    }

    /// Encodes pixels.
    ///
    /// - Throws: ``RenderError`` when the image is empty or cannot be encoded.
    public init(image: RGBAImage) throws {
        let encoder = PNGEncoder()
        self.init(png: try encoder.encode(try RasterImage(flattening: image)), image: image)
    }
}

/// The frames of a spec's update animation, as `listpreview animate` renders them.
public struct RenderedAnimation: Sendable {
    /// Frames per second.
    public var fps: Double
    /// Every frame, in order.
    public var frames: [RenderedSnapshot]

    /// Creates an animation.
    public init(fps: Double, frames: [RenderedSnapshot]) {
        self.fps = fps
        self.frames = frames
    }
}

/// Renders specs for visual regression: the still frame at the spec's content offset, and the animation of its
/// `updates` when it has any.
public protocol SnapshotRendering: Sendable {
    /// The still render of the spec at `url`.
    func renderStill(specAt url: URL) throws -> RenderedSnapshot
    /// The animation of the spec's updates, or `nil` when it has none.
    func renderAnimation(specAt url: URL) throws -> RenderedAnimation?
}
