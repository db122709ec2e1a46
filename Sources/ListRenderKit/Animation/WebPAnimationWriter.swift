import CWebP
import Foundation

/// Encodes frames into a lossless animated WebP with libwebp's `WebPAnimEncoder` (libwebpmux).
///
/// Frames are added in order with their display durations; ``finish()`` assembles the file. The encoder keeps only
/// what it needs to compare consecutive frames, plus the compressed output.
///
/// ```swift
/// let webp = try WebPAnimationWriter(width: 780, height: 1688)
/// for (image, duration) in frames { try webp.add(image, duration: duration) }
/// let data = try webp.finish()
/// ```
public final class WebPAnimationWriter {
    /// Image width in pixels.
    public let width: Int
    /// Image height in pixels.
    public let height: Int
    private let encoder: OpaquePointer
    private var config = WebPConfig()
    private var timestamp: Int32 = 0

    /// Creates an encoder for frames of one size, looping forever.
    ///
    /// - Parameters:
    ///   - width: frame width in pixels.
    ///   - height: frame height in pixels.
    ///   - effort: lossless compression effort 0...100 (low is fast; default 20).
    /// - Throws: ``AnimationError/webp(reason:)`` when libwebp cannot be set up.
    public init(width: Int, height: Int, effort: Float = 20) throws {
        self.width = width
        self.height = height
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0 else { throw AnimationError.webp(reason: "libwebp version mismatch") }
        options.anim_params.loop_count = 0
        options.allow_mixed = 0
        guard let encoder = Int32(exactly: width).flatMap({ width in
            Int32(exactly: height).flatMap { WebPAnimEncoderNew(width, $0, &options) }
        }) else {
            throw AnimationError.webp(reason: "cannot create an animation encoder for \(width)×\(height)")
        }
        self.encoder = encoder
        guard WebPConfigInit(&config) != 0 else { throw AnimationError.webp(reason: "libwebp version mismatch") }
        config.lossless = 1
        config.quality = effort
        config.method = 0
        config.exact = 1
    }

    deinit {
        WebPAnimEncoderDelete(encoder)
    }

    /// Adds a frame.
    ///
    /// - Parameters:
    ///   - image: the frame (its size must be the writer's).
    ///   - duration: how long it shows, in seconds (rounded to milliseconds).
    /// - Throws: ``AnimationError/webp(reason:)`` when the frame has another size or cannot be encoded, or when its
    ///   duration is negative, not finite or ends beyond libwebp's last timestamp (2³¹ - 1 ms).
    public func add(_ image: RasterImage, duration: Double) throws {
        guard image.width == width, image.height == height else {
            throw AnimationError.webp(reason: "frame of \(image.width)×\(image.height) in a \(width)×\(height) animation")
        }
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw AnimationError.webp(reason: "libwebp version mismatch") }
        defer { WebPPictureFree(&picture) }
        picture.use_argb = 1
        picture.width = Int32(width)  // Checked by init: WebPAnimEncoderNew accepted both.
        picture.height = Int32(height)
        // Cairo's ARGB32 is B, G, R, A in memory on little-endian machines; premultiplication does not matter for
        // the opaque frames a scene paints.
        let imported = image.withUnsafePixels { pixels in
            WebPPictureImportBGRA(&picture, pixels.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(image.bytesPerRow))
        }
        guard imported != 0 else { throw AnimationError.webp(reason: "out of memory importing a frame") }
        // Milliseconds, checked before they become an Int32: libwebp's timestamps stop at 2³¹ - 1 (about 24 days).
        let milliseconds = (duration * 1000).rounded()
        guard milliseconds >= 0, let end = Int32(exactly: Double(timestamp) + milliseconds) else {
            throw AnimationError.webp(
                reason: "a frame shown for \(duration) s after \(timestamp) ms: expected a duration ≥ 0 that ends before "
                    + "\(Int32.max) ms")
        }
        guard WebPAnimEncoderAdd(encoder, &picture, timestamp, &config) != 0 else {
            throw AnimationError.webp(reason: errorMessage)
        }
        timestamp = end
    }

    /// Assembles the animation.
    ///
    /// - Returns: the WebP file.
    /// - Throws: ``AnimationError/webp(reason:)`` when libwebp fails.
    public func finish() throws -> Data {
        guard WebPAnimEncoderAdd(encoder, nil, timestamp, nil) != 0 else {
            throw AnimationError.webp(reason: errorMessage)
        }
        var output = WebPData()
        WebPDataInit(&output)
        defer { WebPDataClear(&output) }
        guard WebPAnimEncoderAssemble(encoder, &output) != 0 else { throw AnimationError.webp(reason: errorMessage) }
        return Data(bytes: output.bytes, count: output.size)
    }

    private var errorMessage: String {
        WebPAnimEncoderGetError(encoder).map { String(cString: $0) } ?? "unknown error"
    }
}
