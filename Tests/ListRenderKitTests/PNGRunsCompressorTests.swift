import CListPreviewPNG
import Foundation
import ListCore
import ListRenderKit
import ListTestSupport
import Testing

/// The frame encoder's own deflate writer (`lp_runs_zlib_compress`, ``PNGEncoder/Backend/runs``): seeded scanlines of
/// every kind a frame has and some it has not (noise for stored blocks, a geometric spread of values for Huffman codes
/// deeper than 15 bits, rows wider than the 32 KiB window) inflate through libpng's zlib to exactly their pixels; the
/// output depends on the input alone (pinned bytes of a drawn frame).
@Suite struct PNGRunsCompressorTests {
    /// Seeded samples of one kind: 0 noise, 1 one colour, 2 a few colours in runs, 3 rows repeating with sparse
    /// changes, 4 a geometric spread of values, 5 a gradient. Pixels with alpha 0 are all zero.
    static func pixels(width: Int, height: Int, alpha: Bool, kind: Int, seed: UInt64) -> [UInt8] {
        var rng = SplitMix64(seed: seed)
        let channels = alpha ? 4 : 3
        var bytes = [UInt8](repeating: 0, count: width * height * channels)
        let palette = (0..<4).map { _ in (0..<channels).map { _ in UInt8.random(in: 0...255, using: &rng) } }
        for index in 0..<(width * height) {
            let (x, y) = (index % width, index / width)
            for channel in 0..<channels {
                let offset = index * channels + channel
                switch kind {
                case 0: bytes[offset] = UInt8.random(in: 0...255, using: &rng)
                case 1: bytes[offset] = palette[0][channel]
                case 2: bytes[offset] = palette[(x / 7 + y / 3) % 4][channel]
                case 3:
                    bytes[offset] = y > 0 && UInt8.random(in: 0...40, using: &rng) > 0
                        ? bytes[offset - width * channels] : UInt8.random(in: 0...255, using: &rng)
                case 4:
                    var value = 0
                    while value < 30, Bool.random(using: &rng) { value += 1 }
                    bytes[offset] = UInt8(value * 8)
                default: bytes[offset] = UInt8(truncatingIfNeeded: x * 3 + y * (channel + 1))
                }
            }
            if alpha, bytes[index * 4 + 3] == 0 { bytes.replaceSubrange((index * 4)..<(index * 4 + 4), with: [0, 0, 0, 0]) }
        }
        return bytes
    }

    /// RGB samples as RGBA with alpha 255.
    static func opaqueRGBA(_ rgb: [UInt8]) -> [UInt8] {
        var rgba: [UInt8] = []
        rgba.reserveCapacity(rgb.count / 3 * 4)
        for offset in stride(from: 0, to: rgb.count, by: 3) {
            rgba.append(contentsOf: rgb[offset..<(offset + 3)])
            rgba.append(255)
        }
        return rgba
    }

    /// The pixels as PNG scanlines (filter byte 0), compressed by the runs writer and framed as a PNG file.
    static func encode(_ pixels: [UInt8], width: Int, height: Int, alpha: Bool) -> (png: Data, stream: Int, input: Int) {
        let channels = alpha ? 4 : 3
        let rowLength = 1 + width * channels
        var scanlines = [UInt8](repeating: 0, count: rowLength * height)
        for y in 0..<height {
            scanlines.replaceSubrange(
                (y * rowLength + 1)..<((y + 1) * rowLength),
                with: pixels[(y * width * channels)..<((y + 1) * width * channels)])
        }
        let compressor = lp_runs_compressor_create()
        defer { lp_runs_compressor_free(compressor) }
        let bound = lp_runs_zlib_bound(scanlines.count)
        var stream = [UInt8](repeating: 0, count: bound)
        let size = lp_runs_zlib_compress(compressor, scanlines, scanlines.count, rowLength, Int32(channels), &stream, bound)
        var writer = PNGChunkWriter()
        writer.writeHeader(width: width, height: height, colorType: alpha ? .rgba : .rgb)
        writer.writeChunk("IDAT", Data(stream.prefix(size)))
        writer.writeEnd()
        return (writer.data, size, scanlines.count)
    }

    @Test func test_whenCompressingSeededScanlinesOfEveryKind_thatZlibInflatesThemToTheSamePixels() throws {
        let widths = [1, 2, 3, 5, 17, 64, 301, 11_000]
        var cases = 0
        for width in widths {
            for kind in 0...5 {
                for alpha in [false, true] {
                    let seed = UInt64(width * 100 + kind * 2 + (alpha ? 1 : 0))
                    let height = width > 1000 ? 3 : 1 + Int(seed % 37)
                    let pixels = Self.pixels(width: width, height: height, alpha: alpha, kind: kind, seed: seed)
                    let encoded = Self.encode(pixels, width: width, height: height, alpha: alpha)
                    #expect(encoded.stream > 0, "width \(width) kind \(kind) alpha \(alpha)")
                    // Never much beyond stored blocks: 5 bytes (and padding) a block of at most 16,384 symbols, zlib's 6.
                    #expect(encoded.stream <= encoded.input + 6 * (encoded.input / 16_384 + 1) + 6, "kind \(kind)")
                    let decoded = try PNGDecoder.decode(encoded.png)
                    let expected = alpha ? pixels : Self.opaqueRGBA(pixels)
                    #expect(decoded == RGBAImage(width: width, height: height, pixels: expected),
                            "width \(width) kind \(kind) alpha \(alpha)")
                    cases += 1
                }
            }
        }
        #expect(cases == 96)
    }

    @Test func test_whenTheInputIsEmpty_thatTheStreamIsAValidEmptyZlibStream() {
        let compressor = lp_runs_compressor_create()
        defer { lp_runs_compressor_free(compressor) }
        var stream = [UInt8](repeating: 0xA5, count: lp_runs_zlib_bound(0))
        let size = lp_runs_zlib_compress(compressor, [], 0, 1, 3, &stream, stream.count)
        // The zlib header, one final block holding only its end, the Adler-32 of nothing (1).
        #expect(size > 6)
        #expect(Array(stream.prefix(2)) == [0x78, 0x01])
        #expect(Array(stream[(size - 4)..<size]) == [0, 0, 0, 1])
        #expect(lp_runs_zlib_compress(compressor, [], 0, 1, 3, &stream, 5) == 0)  // below the bound
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func test_whenEncodingAFrame_withTwoEncodersAndTwice_thatTheBytesAreEqual_andDecodeToItsPixels(
        scale: Double
    ) throws {
        let rasterizer = Rasterizer(fonts: try FontSet.bundled())
        let image = try rasterizer.render(SampleScenes.settings(scale: scale))
        let encoder = PNGEncoder()
        #expect(encoder.backend == .runs)
        let first = try encoder.encode(image)
        #expect(try encoder.encode(image) == first)
        #expect(try PNGEncoder(backend: .runs).encode(image) == first)
        #expect(try PNGDecoder.decode(first) == image.rgbaImage())
        #expect(PNGDecoder.matches(first, image) == true)
        // Smaller than libdeflate's level 1 on this frame (runs and row copies are what it is made of).
        #expect(first.count < (try PNGEncoder(backend: .libdeflate).encode(image)).count)
    }

    @Test func test_whenCompressingSeededScanlines_thatTheStreamsArePinned() {
        // Integer code only: these streams are the same on every machine and in every process. Runs and row copies
        // (kind 2), sparse changes between rows (3, hash repeats) and a geometric spread of values (4, deep codes).
        var pinned: [String] = []
        for (kind, alpha) in [(2, false), (3, true), (4, false)] {
            let pixels = Self.pixels(width: 301, height: 40, alpha: alpha, kind: kind, seed: 7)
            let png = Self.encode(pixels, width: 301, height: 40, alpha: alpha).png
            let crc = png.withUnsafeBytes { lp_crc32(0, $0.baseAddress!.assumingMemoryBound(to: UInt8.self), png.count) }
            pinned.append("\(png.count) \(String(crc, radix: 16))")
        }
        #expect(pinned == ["383 fb968bec", "5035 400e30bd", "14286 b5288078"])
    }
}
