import Foundation
import ListCore
import ListRenderKit
import ListViewKit

/// A render to compare with a golden: its PNG bytes (what a golden file holds) and its decoded pixels — or the
/// raster they are made from, so that a case that passes never pays for encoding (``encoded()``, ``pixels()``).
public struct RenderedSnapshot: Sendable {
    /// The encoded image, written as the golden or as the "actual" artifact (empty when made from a raster).
    public var png: Data
    /// The pixels, compared with the golden's (empty when made from a raster).
    public var image: RGBAImage
    /// The render itself, when the snapshot was made from it (encoded and converted only when needed).
    public var raster: RasterImage?
    /// Pixels per point (so differences can be told in points).
    public var scale: Double
    /// The layout that was drawn (written as the golden's sidecar, compared with it), when the renderer knows it.
    public var layout: SnapshotLayout?
    /// What an accessibility audit reads of the screen drawn, when the renderer recorded it (`verify --audit`).
    public var auditScreen: ListAccessibilityAudit.Screen?
    /// The Dynamic Type size the screen was drawn at (which screens the clipped-text check compares), when known.
    public var contentSizeCategory: ListContentSizeCategory?
    /// The audit checks and thresholds the drawn spec (and variant) chooses (its `"audit"` keys), when known.
    public var auditOptions: ListAccessibilityAuditOptions?

    /// Creates a snapshot from both forms of one image.
    public init(png: Data, image: RGBAImage, scale: Double = 1, layout: SnapshotLayout? = nil) {
        self.png = png
        self.image = image
        self.scale = scale
        self.layout = layout
    }

    /// A snapshot of a raster: nothing is encoded or converted until asked for.
    public init(raster: RasterImage, layout: SnapshotLayout? = nil) {
        self.init(png: Data(), image: RGBAImage(width: 0, height: 0, pixels: []), scale: raster.scale, layout: layout)
        self.raster = raster
    }

    /// The PNG bytes (encoding the raster when the snapshot was made from one).
    ///
    /// - Throws: ``RenderError`` when the image cannot be encoded.
    public func encoded() throws -> Data {
        if let raster, png.isEmpty { return try PNGEncoder().encode(raster) }
        return png
    }

    /// The libdeflate level of goldens: measured on the samples' goldens (docs/SNAPSHOTS.md, "Golden size"), 13 %
    /// smaller than level 2 (the renderer's level then; level 1 now) and no slower to inflate; only `record` pays (a
    /// slower encode).
    public static let goldenCompressionLevel: Int32 = 9

    /// The PNG bytes of a golden: the raster encoded at ``goldenCompressionLevel`` (the same bytes every run), or
    /// the PNG the snapshot was made with.
    ///
    /// - Throws: ``RenderError`` when the image cannot be encoded.
    public func encodedAsGolden() throws -> Data {
        if let raster, png.isEmpty {
            return try PNGEncoder(compressionLevel: Self.goldenCompressionLevel).encode(raster)
        }
        return png
    }

    /// The straight-alpha RGBA pixels (converting the raster when the snapshot was made from one).
    public func pixels() -> RGBAImage {
        if let raster, image.width == 0 { return raster.rgbaImage() }
        return image
    }

    /// The size in points.
    var pointSize: [Double] {
        let width = raster?.width ?? image.width
        let height = raster?.height ?? image.height
        return [Double(width) / scale, Double(height) / scale]
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
    /// The layout of the last state (the animation golden's sidecar), when the renderer knows it.
    public var layout: SnapshotLayout?
    /// The layout of the first state (the still's), when the renderer knows it.
    public var firstLayout: SnapshotLayout?

    /// Creates an animation.
    public init(
        fps: Double, frames: [RenderedSnapshot], layout: SnapshotLayout? = nil, firstLayout: SnapshotLayout? = nil
    ) {
        self.fps = fps
        self.frames = frames
        self.layout = layout
        self.firstLayout = firstLayout
    }
}

/// Renders specs for visual regression: the still frame at the spec's content offset, and the animation of its
/// `updates` when it has any.
public protocol SnapshotRendering: Sendable {
    /// The still render of the spec at `url`.
    func renderStill(specAt url: URL) throws -> RenderedSnapshot
    /// The animation of the spec's updates, or `nil` when it has none.
    func renderAnimation(specAt url: URL) throws -> RenderedAnimation?
    /// The names of the spec's variants (each checked with its own golden `NAME+VARIANT.png`, besides the spec as
    /// written); empty by default.
    func variants(ofSpecAt url: URL) throws -> [String]
    /// The still render of a variant (`nil`: the spec as written).
    func renderStill(specAt url: URL, variant: String?) throws -> RenderedSnapshot
    /// The animation of a variant (`nil`: the spec as written).
    func renderAnimation(specAt url: URL, variant: String?) throws -> RenderedAnimation?
    /// The frames of a variant's animation drawn one at a time (the same pixels as ``renderAnimation(specAt:variant:)``
    /// gives), or `nil` when it has none; by default that animation rendered whole.
    func animationFrames(specAt url: URL, variant: String?) throws -> AnimationFrames?
    /// A renderer for the cases of the spec at `url` (its variants, stills and animations), which may read the spec
    /// once for all of them; by default the renderer itself.
    func preparingCases(ofSpecAt url: URL) throws -> any SnapshotRendering
    /// The accessibility snapshot of a variant (`nil`: the spec as written): the still with what VoiceOver reads
    /// outlined, numbered and listed, its sidecar with the `"accessibility"` section. By default it throws
    /// ``SnapshotError/noAccessibilitySnapshot(spec:)``.
    func renderAccessibilityStill(specAt url: URL, variant: String?) throws -> RenderedSnapshot
}

extension SnapshotRendering {
    /// The renderer itself: it reads the spec for each case.
    public func preparingCases(ofSpecAt url: URL) throws -> any SnapshotRendering { self }

    /// None: throws ``SnapshotError/noAccessibilitySnapshot(spec:)``.
    public func renderAccessibilityStill(specAt url: URL, variant: String?) throws -> RenderedSnapshot {
        throw SnapshotError.noAccessibilitySnapshot(spec: url.path)
    }

    /// No variants.
    public func variants(ofSpecAt url: URL) throws -> [String] { [] }

    /// The spec as written; a renderer without variants cannot draw one.
    public func renderStill(specAt url: URL, variant: String?) throws -> RenderedSnapshot {
        guard let variant else { return try renderStill(specAt: url) }
        throw SnapshotError.unknownVariant(variant, spec: url.path)
    }

    /// The spec as written; a renderer without variants cannot animate one.
    public func renderAnimation(specAt url: URL, variant: String?) throws -> RenderedAnimation? {
        guard let variant else { return try renderAnimation(specAt: url) }
        throw SnapshotError.unknownVariant(variant, spec: url.path)
    }

    /// The frames of ``renderAnimation(specAt:variant:)``, rendered whole first.
    public func animationFrames(specAt url: URL, variant: String?) throws -> AnimationFrames? {
        try renderAnimation(specAt: url, variant: variant).map(AnimationFrames.init)
    }
}
