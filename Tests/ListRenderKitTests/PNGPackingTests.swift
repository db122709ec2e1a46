import CListPreviewPNG
import ListTestSupport
import Testing

/// The RGB packer the PNG encoder takes on x86 CPUs with SSSE3 (four pixels per byte shuffle) against the portable
/// one, byte for byte: every width from 1 to 40 (the shuffled groups and the scalar tail), rows with padding, and a
/// translucent pixel at each position (the opaque check of each group).
@Suite struct PNGPackingTests {
    /// Premultiplied ARGB32 rows of seeded random opaque pixels, `stride` bytes apart.
    static func pixels(width: Int, height: Int, stride: Int, seed: UInt64) -> [UInt32] {
        var rng = SplitMix64(seed: seed)
        var words = [UInt32](repeating: 0xDEAD_BEEF, count: height * stride / 4)
        for y in 0..<height {
            for x in 0..<width { words[y * stride / 4 + x] = 0xFF00_0000 | UInt32.random(in: 0...0xFF_FFFF, using: &rng) }
        }
        return words
    }

    /// Packs with both packers into buffers with a guard byte after the scanlines; returns their results and bytes.
    static func pack(_ words: [UInt32], width: Int, height: Int, stride: Int) -> (fast: (Int32, [UInt8]), portable: (Int32, [UInt8])) {
        let count = height * (1 + width * 3)
        var fast = [UInt8](repeating: 0xA5, count: count + 1)
        var portable = [UInt8](repeating: 0xA5, count: count + 1)
        let (fastResult, portableResult) = words.withUnsafeBytes { raw in
            let base = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            return (
                lp_png_pack_argb32_opaque(base, Int32(width), Int32(height), Int32(stride), &fast),
                lp_png_pack_argb32_opaque_portable(base, Int32(width), Int32(height), Int32(stride), &portable)
            )
        }
        return ((fastResult, fast), (portableResult, portable))
    }

    @Test func test_whenPackingOpaqueRowsOfEveryWidthUpTo40_thatBothPackersWriteTheSameScanlines() {
        for width in 1...40 {
            let stride = (width + 3) * 4
            let words = Self.pixels(width: width, height: 3, stride: stride, seed: UInt64(width))
            let packed = Self.pack(words, width: width, height: 3, stride: stride)
            #expect(packed.fast.0 == 1, "width \(width)")
            #expect(packed.fast.0 == packed.portable.0, "width \(width)")
            #expect(packed.fast.1 == packed.portable.1, "width \(width)")
            // The guard byte after the last scanline is untouched.
            #expect(packed.fast.1.last == 0xA5, "width \(width)")
            // The samples are the pixels' R, G, B.
            let last = words[2 * stride / 4 + width - 1]
            let end = packed.fast.1.count - 1
            #expect(Array(packed.fast.1[(end - 3)..<end]) == [UInt8(last >> 16 & 0xFF), UInt8(last >> 8 & 0xFF), UInt8(last & 0xFF)])
        }
    }

    @Test func test_whenOnePixelIsTranslucent_atEachPosition_thatBothPackersReportTheImageAsNotOpaque() {
        for width in [5, 6, 7, 13, 17] {
            for position in 0..<width {
                let stride = width * 4
                var words = Self.pixels(width: width, height: 2, stride: stride, seed: 7)
                words[stride / 4 + position] &= 0xFE_FF_FF_FF
                let packed = Self.pack(words, width: width, height: 2, stride: stride)
                #expect(packed.fast.0 == 0, "width \(width), pixel \(position)")
                #expect(packed.portable.0 == 0, "width \(width), pixel \(position)")
                // The first (opaque) row was packed alike.
                #expect(packed.fast.1.prefix(1 + width * 3) == packed.portable.1.prefix(1 + width * 3))
            }
        }
    }
}
