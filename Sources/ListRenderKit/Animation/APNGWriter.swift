import Foundation

/// Assembles an animated PNG (APNG) from frames already compressed by ``PNGEncoder/compressedScanlines(of:colorType:)``.
///
/// Debian's libpng has no APNG writer, so the chunks are written here with ``PNGChunkWriter``:
///
/// ```
/// signature  IHDR  acTL(frames, plays)
/// fcTL(seq 0)  IDAT…              ← frame 0 is also the still image that non-APNG viewers show
/// fcTL(seq 1)  fdAT(seq 2, data)  ← later frames: the same zlib stream, prefixed by a sequence number
/// fcTL(seq 3)  fdAT(seq 4, data)
/// …  IEND
/// ```
///
/// Every frame covers the whole image (offset 0,0), is drawn with `APNG_DISPOSE_OP_NONE` and
/// `APNG_BLEND_OP_SOURCE`, and shows for its own delay (milliseconds, as `delay_num/1000`). The writer hands out
/// the bytes piece by piece, so a long animation streams to disk without being held in memory.
///
/// ```swift
/// var apng = APNGWriter(width: 780, height: 1688, colorType: .rgb, frameCount: 10)
/// var file = apng.header()
/// for frame in frames { file += apng.frame(zlibStream: frame, delay: 0.033) }
/// file += apng.end()
/// ```
public struct APNGWriter: Sendable {
    /// Image width in pixels.
    public let width: Int
    /// Image height in pixels.
    public let height: Int
    /// The pixel format of every frame.
    public let colorType: PNGChunkWriter.ColorType
    /// The number of frames announced in `acTL`.
    public let frameCount: Int
    /// How many times the animation plays (0: forever).
    public let plays: Int
    /// The next chunk sequence number.
    public private(set) var sequenceNumber: UInt32 = 0
    /// How many frames have been written.
    public private(set) var framesWritten = 0

    /// Creates a writer.
    ///
    /// - Parameters:
    ///   - width: image width in pixels.
    ///   - height: image height in pixels.
    ///   - colorType: the format every frame was packed in.
    ///   - frameCount: the number of frames that will be written.
    ///   - plays: loop count (0: forever, the default).
    public init(width: Int, height: Int, colorType: PNGChunkWriter.ColorType, frameCount: Int, plays: Int = 0) {
        self.width = width
        self.height = height
        self.colorType = colorType
        self.frameCount = frameCount
        self.plays = plays
    }

    /// The signature, `IHDR` and `acTL`.
    ///
    /// - Returns: the first bytes of the file.
    public func header() -> Data {
        var writer = PNGChunkWriter(capacity: 64)
        writer.writeHeader(width: width, height: height, colorType: colorType)
        writer.writeChunk("acTL", Self.bigEndian([UInt32(frameCount), UInt32(plays)]))
        return writer.data
    }

    /// One frame: `fcTL` then `IDAT` (first frame) or `fdAT` (later frames).
    ///
    /// - Parameters:
    ///   - zlibStream: the frame's compressed scanlines, in ``colorType``.
    ///   - delay: how long the frame shows, in seconds (rounded to milliseconds).
    /// - Returns: the frame's chunks.
    public mutating func frame(zlibStream: Data, delay: Double) -> Data {
        var writer = PNGChunkWriter(capacity: zlibStream.count + 64)
        let rounded = (delay * 1000).rounded()
        // The bound right before the conversion: NaN and negative delays show 0 ms, long ones the format's 65,535.
        let milliseconds: UInt32 = rounded >= 0 ? UInt32(min(rounded, 65_535)) : 0
        var control = Self.bigEndian([nextSequenceNumber(), UInt32(width), UInt32(height), 0, 0])
        control.append(contentsOf: [UInt8(milliseconds >> 8), UInt8(milliseconds & 0xFF), 0x03, 0xE8, 0, 0])
        writer.writeChunk("fcTL", control)
        if framesWritten == 0 {
            writer.writeChunk("IDAT", zlibStream)
        } else {
            var payload = Self.bigEndian([nextSequenceNumber()])
            payload.append(zlibStream)
            writer.writeChunk("fdAT", payload)
        }
        framesWritten += 1
        return Data(writer.data.dropFirst(PNGChunkWriter.signature.count))
    }

    /// The `IEND` chunk.
    ///
    /// - Returns: the last bytes of the file.
    public func end() -> Data {
        var writer = PNGChunkWriter(capacity: 16)
        writer.writeEnd()
        return Data(writer.data.dropFirst(PNGChunkWriter.signature.count))
    }

    private mutating func nextSequenceNumber() -> UInt32 {
        defer { sequenceNumber += 1 }
        return sequenceNumber
    }

    private static func bigEndian(_ values: [UInt32]) -> Data {
        var data = Data(capacity: values.count * 4)
        for value in values {
            data.append(contentsOf: [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)])
        }
        return data
    }
}
