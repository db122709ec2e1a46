import CCairo
import CListPreviewPNG
import Foundation
import ListCore
import ListPlumbing

/// Encodes ``RasterImage``s as PNG: RGB when every pixel is opaque, else RGBA un-premultiplied exactly as Cairo's
/// own writer does, so the file decodes to the same pixels as `cairo_surface_write_to_png` would give.
///
/// The default backend packs scanlines with no filter and compresses them with libdeflate at level 1 (the fastest:
/// fewer instructions and less CPU time than level 2 on text and photo frames, for files 2–7 % larger; see
/// docs/RENDERING.md): about 4–5× faster than Cairo's writer. The encoder keeps its
/// compressor and buffers between frames, so reuse one per thread.
///
/// ```swift
/// let encoder = PNGEncoder()
/// try encoder.write(image, to: URL(fileURLWithPath: "feed.png"))   // atomically: never a half-written file
/// ```
public final class PNGEncoder {
    /// How the bytes are produced.
    public enum Backend: String, Sendable, CaseIterable {
        /// Scanlines with no filter, libdeflate level 1, chunks by ``PNGChunkWriter`` (the default).
        case libdeflate
        /// libpng with zlib level 1 and no filter.
        case libpng
        /// Cairo's `cairo_surface_write_to_png_stream` (zlib's default level, adaptive filters): the baseline.
        case cairo
    }

    /// libdeflate's default level for frames: 1, the fastest (goldens use 9). Level 2 made files 2–7 % smaller for
    /// 1.3× the encoding time (docs/RENDERING.md, "Speed").
    public static let defaultCompressionLevel: Int32 = 1

    /// The libdeflate level of this encoder (1 fastest … 12 smallest; the other backends ignore it).
    public let compressionLevel: Int32

    /// The backend this encoder uses.
    public let backend: Backend
    private var compressor: OpaquePointer?
    private var scanlines = ReusableBuffer()
    private var compressed = ReusableBuffer()

    /// Creates an encoder at libdeflate's ``defaultCompressionLevel``.
    ///
    /// - Parameter backend: how to encode (default ``Backend/libdeflate``).
    public convenience init(backend: Backend = .libdeflate) {
        self.init(backend: backend, compressionLevel: PNGEncoder.defaultCompressionLevel)
    }

    /// Creates an encoder with a libdeflate level.
    ///
    /// - Parameters:
    ///   - backend: how to encode (default ``Backend/libdeflate``).
    ///   - compressionLevel: libdeflate's level, 1...12 (visual-regression goldens use 9: smaller files that inflate
    ///     as fast, for a slower encode).
    public init(backend: Backend = .libdeflate, compressionLevel: Int32) {
        self.backend = backend
        self.compressionLevel = min(max(compressionLevel, 1), 12)
    }

    deinit {
        lp_deflate_compressor_free(UnsafeMutableRawPointer(compressor))
    }

    /// Encodes `image` to PNG bytes.
    ///
    /// - Parameter image: the frame.
    /// - Returns: a complete PNG file.
    /// - Throws: ``RenderError/encoding(reason:)`` when memory runs out or the backend fails.
    /// - Complexity: O(pixels).
    public func encode(_ image: RasterImage) throws -> Data {
        switch backend {
        case .libdeflate: return try encodeWithLibdeflate(image)
        case .libpng: return try encodeWithLibpng(image)
        case .cairo: return try encodeWithCairo(image)
        }
    }

    /// Encodes `image` and writes it to `url` through a temporary file renamed into place.
    ///
    /// - Parameters:
    ///   - image: the frame.
    ///   - url: the destination; its folder is created if needed.
    /// - Throws: ``RenderError`` when encoding fails, `AtomicFileError` naming the path when it cannot be written.
    ///   Nothing is left at `url` on failure.
    public func write(_ image: RasterImage, to url: URL) throws {
        let data = try encode(image)
        try AtomicFile.write(data, to: url)
    }

    /// The image's IDAT payload: its scanlines (filter 0) as one zlib stream, compressed by libdeflate. For writers
    /// that frame the data themselves, such as an APNG writer putting each frame in fdAT chunks.
    ///
    /// ```swift
    /// let frame = try encoder.compressedScanlines(of: image, colorType: .rgba)   // every frame in one format
    /// writer.writeChunk("fdAT", sequenceNumber + frame.zlibStream)
    /// ```
    ///
    /// - Parameters:
    ///   - image: the frame.
    ///   - colorType: the format to pack; `nil` chooses RGB when every pixel is opaque, else RGBA.
    /// - Returns: the colour type used and the zlib stream.
    /// - Throws: ``RenderError/encoding(reason:)`` when memory runs out.
    /// - Complexity: O(pixels).
    public func compressedScanlines(
        of image: RasterImage, colorType: PNGChunkWriter.ColorType? = nil
    ) throws -> (colorType: PNGChunkWriter.ColorType, zlibStream: Data) {
        try withCompressedScanlines(of: image, colorType: colorType) { colorType, stream in
            (colorType, Data(stream))
        }
    }

    private func encodeWithLibdeflate(_ image: RasterImage) throws -> Data {
        try withCompressedScanlines(of: image, colorType: nil) { colorType, stream in
            var writer = PNGChunkWriter(capacity: stream.count + 64)
            writer.writeHeader(width: image.width, height: image.height, colorType: colorType)
            writer.writeChunk("IDAT", stream)
            writer.writeEnd()
            return writer.data
        }
    }

    /// Packs and compresses the scanlines into the encoder's buffers and lends `body` the zlib stream.
    private func withCompressedScanlines<Result>(
        of image: RasterImage, colorType requested: PNGChunkWriter.ColorType?,
        _ body: (PNGChunkWriter.ColorType, UnsafeRawBufferPointer) throws -> Result
    ) throws -> Result {
        if compressor == nil {
            compressor = OpaquePointer(lp_deflate_compressor_create(compressionLevel))
            guard compressor != nil else { throw RenderError.encoding(reason: "cannot allocate a libdeflate compressor") }
        }
        let compressorPointer = UnsafeMutableRawPointer(compressor)
        return try image.withUnsafePixels { raw in
            let pixels = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            let (width, height, stride) = (Int32(image.width), Int32(image.height), Int32(image.bytesPerRow))
            let input = try scanlines.pointer(capacity: image.height * (1 + image.width * 4))
            // Most frames are opaque: pack RGB while checking, and start again as RGBA at the first translucent row.
            var colorType = requested ?? .rgb
            if colorType == .rgb, lp_png_pack_argb32_opaque(pixels, width, height, stride, input) == 0 {
                if requested == .rgb { throw RenderError.encoding(reason: "the image is not opaque; it needs RGBA") }
                colorType = .rgba
            }
            if colorType == .rgba { lp_png_pack_argb32(pixels, width, height, stride, 1, input) }
            let scanlineCount = image.height * (1 + image.width * colorType.bytesPerPixel)
            let bound = lp_deflate_zlib_bound(compressorPointer, scanlineCount)
            let output = try compressed.pointer(capacity: bound)
            let size = lp_deflate_zlib_compress(compressorPointer, input, scanlineCount, output, bound)
            guard size > 0 else { throw RenderError.encoding(reason: "libdeflate could not compress the scanlines") }
            return try body(colorType, UnsafeRawBufferPointer(start: output, count: size))
        }
    }

    private func encodeWithLibpng(_ image: RasterImage) throws -> Data {
        try image.withUnsafePixels { raw in
            var buffer = lp_png_buffer()
            var status = lp_png_status()
            defer { lp_png_buffer_free(&buffer) }
            let code = lp_png_encode_libpng(
                raw.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(image.width), Int32(image.height),
                Int32(image.bytesPerRow), 1, &buffer, &status)
            guard code == 0 else { throw RenderError.encoding(reason: status.messageString) }
            return Data(bytes: buffer.bytes, count: buffer.count)
        }
    }

    private func encodeWithCairo(_ image: RasterImage) throws -> Data {
        final class Sink { var data = Data() }
        let sink = Sink()
        let status = cairo_surface_write_to_png_stream(
            image.surface,
            { closure, bytes, length in
                Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue().data.append(bytes!, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.encoding(reason: String(cString: cairo_status_to_string(status)))
        }
        return withExtendedLifetime(sink) { sink.data }
    }
}

/// A byte buffer kept between frames and grown on demand, so that encoding a stream of frames allocates once.
/// The memory is not touched until written, so a large reservation costs only what is used.
struct ReusableBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>?
    private var capacity = 0

    init() {}

    /// A buffer of at least `capacity` bytes (its contents are undefined).
    mutating func pointer(capacity needed: Int) throws -> UnsafeMutablePointer<UInt8> {
        if let base, capacity >= needed { return base }
        free(base)
        guard let fresh = malloc(max(needed, 1)) else {
            base = nil
            capacity = 0
            throw RenderError.encoding(reason: "out of memory for \(needed) bytes")
        }
        base = fresh.assumingMemoryBound(to: UInt8.self)
        capacity = needed
        return base!
    }

    deinit {
        free(base)
    }
}

extension lp_png_status {
    /// The shim's message as a Swift string.
    var messageString: String {
        withUnsafeBytes(of: message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
