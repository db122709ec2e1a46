import CListPreviewPNG
import Foundation
import ListImageKit
import Testing

/// Issue 27: a hostile image in a spec is bounded before anything is allocated for its pixels — the header's size
/// against the limits, and for PNG the rows the header declares against what its compressed data can inflate to
/// (the one bounded PNG decoder that goldens use too). Each refusal names the file; the spec adds its file and JSON
/// path in front (SpecViewTreeTests).
@Suite struct ListImageBoundsTests {
    typealias F = ImageFixtures

    /// A PNG chunk with its length and CRC.
    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        let crc = body.withUnsafeBufferPointer { lp_crc32(0, $0.baseAddress, $0.count) }
        return withUnsafeBytes(of: UInt32(data.count).bigEndian, Array.init) + body
            + withUnsafeBytes(of: crc.bigEndian, Array.init)
    }

    /// A PNG header claiming a size, then one IDAT of `idat` bytes of a zlib stream and IEND.
    private static func pngClaiming(width: UInt32, height: UInt32, idat: Int) -> Data {
        var bytes = Array(F.pngHeader(width: width, height: height))
        let stream: [UInt8] = [0x78, 0x9C] + Array(repeating: 0, count: max(0, idat - 2))
        bytes += chunk("IDAT", stream) + chunk("IEND", [])
        return Data(bytes)
    }

    @Test func test_whenAPNGHeaderClaims30000x30000WithTinyData_thatItIsRefusedFromTheHeader() {
        #expect(throws: ListImageError(
            path: "a/bomb.png",
            reason: "a PNG of 30000×30000 pixels is larger than the limit of 8192 pixels a side and 16777216 in all"
        )) {
            try ListImageDecoder.decode(Self.pngClaiming(width: 30_000, height: 30_000, idat: 16), path: "a/bomb.png")
        }
    }

    @Test func test_whenAPNGHeaderWithinTheLimitsHasTooLittleData_thatItIsRefusedBeforeItsRowsAreAllocated() {
        // 4096 × 4096 RGBA is exactly the pixel limit: 64 MiB of rows, from 16 compressed bytes.
        let reason = "not a valid PNG file: the image data is truncated: 4096 x 4096 pixels need 67112960 bytes of "
            + "rows, more than its 16 compressed bytes can hold"
        #expect(throws: ListImageError(path: "thin.png", reason: reason)) {
            try ListImageDecoder.decode(Self.pngClaiming(width: 4096, height: 4096, idat: 16), path: "thin.png")
        }
    }

    @Test func test_whenALargePNGIsTruncated_thatItIsRefusedBeforeDecoding_withTheCompressedBytesItHas() throws {
        let png = F.png(width: 2000, height: 2000, pixels: Array(repeating: F.argb(9, 8, 7), count: 4_000_000))
        // The IDAT chunk now runs past the end of the file: none of its bytes can be inflated.
        let truncated = png.prefix(100)
        let reason = "not a valid PNG file: the image data is truncated: 2000 x 2000 pixels need 12002000 bytes of "
            + "rows, more than its 0 compressed bytes can hold"
        #expect(throws: ListImageError(path: "cut.png", reason: reason)) {
            try ListImageDecoder.decode(truncated, path: "cut.png")
        }
        // The whole file still decodes.
        #expect(try ListImageDecoder.decode(png, path: "whole.png").pixel(x: 1999, y: 1999) == F.argb(9, 8, 7))
    }

    @Test func test_whenAJPEGHeaderClaimsHugeDimensions_thatItIsRefusedFromTheHeader() throws {
        var jpeg = [UInt8](F.jpeg(width: 16, height: 16, rgb: Array(repeating: 90, count: 768)))
        // The baseline frame header (FF C0): length, precision, then height and width, big-endian.
        let sof = try #require(jpeg.indices.dropLast().first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 })
        jpeg[sof + 5...sof + 8] = [0xEA, 0x60, 0xEA, 0x60]  // 60000 × 60000
        #expect(throws: ListImageError(
            path: "huge.jpg",
            reason: "a JPEG of 60000×60000 pixels is larger than the limit of 8192 pixels a side and 16777216 in all"
        )) {
            try ListImageDecoder.decode(Data(jpeg), path: "huge.jpg")
        }
    }

    @Test func test_whenAWebPHeaderClaimsHugeDimensions_thatItIsRefusedFromTheHeader() throws {
        var webp = [UInt8](F.webp(width: 4, height: 4, straightBGRA: Array(repeating: 200, count: 64)))
        // A lossless bitstream: "VP8L", its size, the signature 0x2F, then 14 bits of width − 1 and of height − 1.
        let vp8l = try #require(webp.indices.first { webp[$0...].starts(with: Array("VP8L".utf8)) })
        let at = vp8l + 9
        var bits = UInt32(webp[at]) | UInt32(webp[at + 1]) << 8 | UInt32(webp[at + 2]) << 16 | UInt32(webp[at + 3]) << 24
        bits = (bits & 0xF000_0000) | 16383 | 16383 << 14  // 16384 × 16384
        for index in 0..<4 { webp[at + index] = UInt8(truncatingIfNeeded: bits >> (8 * index)) }
        #expect(throws: ListImageError(
            path: "huge.webp",
            reason: "a WebP of 16384×16384 pixels is larger than the limit of 8192 pixels a side and 16777216 in all"
        )) {
            try ListImageDecoder.decode(Data(webp), path: "huge.webp")
        }
    }
}
