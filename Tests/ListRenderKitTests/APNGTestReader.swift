import Foundation
import ListRenderKit

/// A test-only APNG reader: libpng's reader ignores the APNG chunks, so this splits the file into chunks, checks
/// the animation control and each frame's control, and rebuilds every frame as a plain PNG (IHDR + its data as one
/// IDAT + IEND) that ``PNGDecoder`` decodes.
struct APNGTestReader {
    struct Chunk {
        var type: String
        var payload: Data
    }

    struct Frame {
        var sequenceNumber: UInt32
        var width: Int
        var height: Int
        var delayMilliseconds: Int
        var png: Data
    }

    var frameCount = 0
    var plays = 0
    var frames: [Frame] = []
    /// Every chunk sequence number, in file order (fcTL and fdAT share one counter).
    var sequenceNumbers: [UInt32] = []

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        guard Array(bytes.prefix(8)) == PNGChunkWriter.signature else { throw ReadError("not a PNG signature") }
        var chunks: [Chunk] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(Self.uint32(bytes, offset))
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            chunks.append(Chunk(type: type, payload: Data(bytes[(offset + 8)..<(offset + 8 + length)])))
            offset += 12 + length
        }
        guard chunks.first?.type == "IHDR", chunks.last?.type == "IEND" else { throw ReadError("no IHDR or IEND") }
        let header = chunks[0].payload
        var current: Frame?
        var data = Data()
        func close() {
            guard var frame = current else { return }
            var writer = PNGChunkWriter()
            writer.writeChunk("IHDR", header)
            writer.writeChunk("IDAT", data)
            writer.writeEnd()
            frame.png = writer.data
            frames.append(frame)
        }
        for chunk in chunks.dropFirst() {
            let payload = [UInt8](chunk.payload)
            switch chunk.type {
            case "acTL":
                frameCount = Int(Self.uint32(payload, 0))
                plays = Int(Self.uint32(payload, 4))
            case "fcTL":
                close()
                data = Data()
                sequenceNumbers.append(Self.uint32(payload, 0))
                let numerator = Int(payload[20]) << 8 | Int(payload[21])
                let denominator = Int(payload[22]) << 8 | Int(payload[23])
                current = Frame(
                    sequenceNumber: Self.uint32(payload, 0), width: Int(Self.uint32(payload, 4)),
                    height: Int(Self.uint32(payload, 8)), delayMilliseconds: numerator * 1000 / max(denominator, 1),
                    png: Data())
            case "IDAT":
                data.append(chunk.payload)
            case "fdAT":
                sequenceNumbers.append(Self.uint32(payload, 0))
                data.append(chunk.payload.dropFirst(4))
            default:
                break
            }
        }
        close()
    }

    static func uint32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }

    struct ReadError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
