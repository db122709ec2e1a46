import CCairo
import CListPreviewPNG
import Foundation
import ListCore
import ListPlumbing

/// Encodes ``RasterImage``s as PNG: RGB when every pixel is opaque, else RGBA un-premultiplied exactly as Cairo's
/// own writer does, so the file decodes to the same pixels as `cairo_surface_write_to_png` would give.
///
/// The default backend (``Backend/runs``) packs scanlines with no filter and compresses them with the package's own
/// deflate writer, which looks only for the matches a drawn frame is made of (runs of a pixel, copies of the row
/// above, repeats found through a one-entry hash): about 4.5× faster than libdeflate's level 1 on the committed
/// frames, for files 13 % smaller (docs/RENDERING.md, "Speed"). ``init(backend:compressionLevel:)`` without a
/// backend gives libdeflate at that level (goldens: 9). The encoder keeps its compressor and buffers between frames,
/// so reuse one per thread.
///
/// ```swift
/// let encoder = PNGEncoder()
/// try encoder.write(image, to: URL(fileURLWithPath: "feed.png"))   // atomically: never a half-written file
/// ```
public final class PNGEncoder {
    /// How the bytes are produced.
    public enum Backend: String, Sendable, CaseIterable {
        /// Scanlines with no filter, compressed by the package's own deflate writer for frames (greedy runs of the
        /// previous pixel, copies of the row above and one-entry-hash repeats within 32 KiB, dynamic Huffman blocks),
        /// chunks by ``PNGChunkWriter`` (the default of ``init(backend:)``). Integer code only: the same bytes on
        /// every machine.
        case runs
        /// Scanlines with no filter, libdeflate at the encoder's ``compressionLevel``, chunks by ``PNGChunkWriter``.
        case libdeflate
        /// libpng with zlib level 1 and no filter.
        case libpng
        /// Cairo's `cairo_surface_write_to_png_stream` (zlib's default level, adaptive filters): the baseline.
        case cairo
    }

    /// libdeflate's level when none is given: 1, the fastest (goldens use 9). Level 2 made files 2–7 % smaller for
    /// 1.3× the encoding time (docs/RENDERING.md, "Speed").
    public static let defaultCompressionLevel: Int32 = 1

    /// The libdeflate level of this encoder (1 fastest … 12 smallest; the other backends ignore it).
    public let compressionLevel: Int32

    /// The backend this encoder uses.
    public let backend: Backend
    private var compressor: OpaquePointer?
    private var runsCompressor: OpaquePointer?
    private var scanlines = ReusableBuffer()
    private var compressed = ReusableBuffer()

    /// Creates an encoder for frames.
    ///
    /// - Parameter backend: how to encode (default ``Backend/runs``; ``Backend/libdeflate`` at
    ///   ``defaultCompressionLevel``).
    public convenience init(backend: Backend = .runs) {
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
        lp_runs_compressor_free(UnsafeMutableRawPointer(runsCompressor))
    }

    /// Encodes `image` to PNG bytes.
    ///
    /// - Parameter image: the frame.
    /// - Returns: a complete PNG file.
    /// - Throws: ``RenderError/encoding(reason:)`` when memory runs out or the backend fails.
    /// - Complexity: O(pixels).
    public func encode(_ image: RasterImage) throws -> Data {
        switch backend {
        case .runs, .libdeflate: return try encodeWithDeflate(image)
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

    /// The image's IDAT payload: its scanlines (filter 0) as one zlib stream, compressed by the encoder's
    /// backend (``Backend/runs``, or libdeflate for the other backends). For writers
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

    private func encodeWithDeflate(_ image: RasterImage) throws -> Data {
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
        let compressorPointer = backend == .runs ? nil : try libdeflateCompressor()
        if backend == .runs, runsCompressor == nil {
            runsCompressor = OpaquePointer(lp_runs_compressor_create())
            guard runsCompressor != nil else { throw RenderError.encoding(reason: "cannot allocate a compressor") }
        }
        let runsPointer = UnsafeMutableRawPointer(runsCompressor)
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
            let size: Int
            let output: UnsafeMutablePointer<UInt8>
            if let compressorPointer {
                let bound = lp_deflate_zlib_bound(compressorPointer, scanlineCount)
                output = try compressed.pointer(capacity: bound)
                size = lp_deflate_zlib_compress(compressorPointer, input, scanlineCount, output, bound)
            } else {
                let bound = lp_runs_zlib_bound(scanlineCount)
                let pixelBytes = colorType.bytesPerPixel
                output = try compressed.pointer(capacity: bound)
                size = lp_runs_zlib_compress(
                    runsPointer, input, scanlineCount, 1 + image.width * pixelBytes, Int32(pixelBytes), output, bound)
            }
            guard size > 0 else { throw RenderError.encoding(reason: "the scanlines could not be compressed") }
            return try body(colorType, UnsafeRawBufferPointer(start: output, count: size))
        }
    }

    /// The encoder's libdeflate compressor, made on first use.
    private func libdeflateCompressor() throws -> UnsafeMutableRawPointer {
        if compressor == nil {
            compressor = OpaquePointer(lp_deflate_compressor_create(compressionLevel))
            guard compressor != nil else { throw RenderError.encoding(reason: "cannot allocate a libdeflate compressor") }
        }
        return UnsafeMutableRawPointer(compressor!)
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
