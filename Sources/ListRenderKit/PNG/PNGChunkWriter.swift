import CListPreviewPNG
import Foundation

/// Writes a PNG (or APNG) byte stream chunk by chunk: the signature, then each chunk as length, type, payload and
/// CRC-32 (zlib's). ``PNGEncoder`` writes IHDR, IDAT and IEND with it; an APNG writer adds acTL, fcTL and fdAT.
///
/// ```swift
/// var writer = PNGChunkWriter()
/// writer.writeHeader(width: 390, height: 844, colorType: .rgb)
/// writer.writeChunk("IDAT", zlibStream)
/// writer.writeChunk("IEND", Data())
/// let png = writer.data
/// ```
public struct PNGChunkWriter: Sendable {
    /// The 8 bytes every PNG file starts with.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The colour types ListPreview writes (8 bits per sample).
    public enum ColorType: UInt8, Sendable {
        /// Three samples per pixel (opaque images).
        case rgb = 2
        /// Four samples per pixel, straight alpha.
        case rgba = 6

        /// Bytes per pixel.
        public var bytesPerPixel: Int { self == .rgb ? 3 : 4 }
    }

    /// The bytes written so far, starting with the signature.
    public private(set) var data: Data

    /// Starts a stream with the PNG signature.
    ///
    /// - Parameter capacity: bytes to reserve (the expected file size).
    public init(capacity: Int = 0) {
        data = Data(capacity: max(capacity, 64))
        data.append(contentsOf: Self.signature)
    }

    /// Appends one chunk: big-endian length, the 4-letter type, the payload, the CRC-32 of type and payload.
    ///
    /// - Parameters:
    ///   - type: the chunk type, 4 ASCII letters such as `"IDAT"`.
    ///   - payload: the chunk's data.
    public mutating func writeChunk(_ type: String, _ payload: UnsafeRawBufferPointer) {
        let typeBytes = Array(type.utf8)
        precondition(typeBytes.count == 4, "a PNG chunk type has 4 letters, got \"\(type)\"")
        appendBigEndian(UInt32(payload.count))
        data.append(contentsOf: typeBytes)
        var crc = typeBytes.withUnsafeBufferPointer { lp_crc32(0, $0.baseAddress, $0.count) }
        if let base = payload.baseAddress, payload.count > 0 {
            data.append(base.assumingMemoryBound(to: UInt8.self), count: payload.count)
            crc = lp_crc32(crc, base.assumingMemoryBound(to: UInt8.self), payload.count)
        }
        appendBigEndian(crc)
    }

    /// Appends one chunk whose payload is `payload`.
    ///
    /// - Parameters:
    ///   - type: the chunk type, 4 ASCII letters.
    ///   - payload: the chunk's data.
    public mutating func writeChunk(_ type: String, _ payload: Data) {
        payload.withUnsafeBytes { writeChunk(type, $0) }
    }

    /// Appends the IHDR chunk of an 8-bit, non-interlaced image.
    ///
    /// - Parameters:
    ///   - width: pixels per row.
    ///   - height: rows.
    ///   - colorType: RGB or RGBA.
    public mutating func writeHeader(width: Int, height: Int, colorType: ColorType) {
        var payload = Data(capacity: 13)
        payload.appendBigEndian(UInt32(width))
        payload.appendBigEndian(UInt32(height))
        payload.append(contentsOf: [8, colorType.rawValue, 0, 0, 0])  // depth, colour, deflate, adaptive, no interlace
        writeChunk("IHDR", payload)
    }

    /// Appends the IEND chunk that closes the stream.
    public mutating func writeEnd() {
        writeChunk("IEND", Data())
    }

    private mutating func appendBigEndian(_ value: UInt32) {
        data.appendBigEndian(value)
    }
}

extension Data {
    /// Appends a 32-bit unsigned integer in network byte order, as PNG stores every number.
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }
}
