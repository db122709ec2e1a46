import Foundation
import ListRenderKit
import ListTextKit
import Testing

/// Hostile goldens and texts cost bounded memory and time (issue 27): a PNG's dimensions and rows are checked from
/// its chunks before anything is allocated; what reaches the shaper is bounded.
@Suite struct HostileGoldenTests {
    private func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    private func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }

    /// A PNG whose header says `width` × `height` RGBA pixels, holding `rows` bytes of zeros (a zlib stream of one
    /// stored block).
    private func png(width: UInt32, height: UInt32, rows: Int = 16) -> Data {
        let raw = [UInt8](repeating: 0, count: rows)
        let length = UInt16(rows)
        var adler = (a: UInt32(1), b: UInt32(0))
        for byte in raw {
            adler.a = (adler.a + UInt32(byte)) % 65_521
            adler.b = (adler.b + adler.a) % 65_521
        }
        let stream: [UInt8] = [0x78, 0x01, 0x01, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            + raw + bigEndian(adler.b << 16 | adler.a)
        let header = bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", stream)
            + chunk("IEND", []))
    }

    @Test func test_whenAGoldensHeaderIsBeyondTheImageLimits_thatItIsRefusedBeforeDecoding() {
        let start = Date()
        let error = #expect(throws: RenderError.self) { try PNGDecoder.decode(png(width: 30_000, height: 30_000)) }
        #expect("\(error.map { "\($0)" } ?? "")".contains("30000 x 30000 pixels, beyond the limits"))
        #expect(throws: RenderError.self) { try PNGDecoder.decode(png(width: 40_000, height: 1)) }
        #expect(Date().timeIntervalSince(start) < 2)
    }

    @Test func test_whenAGoldensRowsCannotFitItsData_thatItIsRefusedWithoutAllocatingThem() {
        let start = Date()
        let error = #expect(throws: RenderError.self) { try PNGDecoder.decode(png(width: 16_000, height: 16_000)) }
        #expect("\(error.map { "\($0)" } ?? "")".contains("the image data is truncated"))
        #expect(Date().timeIntervalSince(start) < 2)
        // A small image whose data holds its rows still decodes.
        #expect((try? PNGDecoder.decode(png(width: 1, height: 3, rows: 15)))?.pixels.count == 12)
    }

    @Test func test_whenTextHoldsAPathologicalCluster_thatTheShaperGetsTheDocumentedBound() {
        let marks = "e" + String(repeating: "\u{301}", count: 70_000) + "x"
        let bounded = ShapingBudget.bounded(marks)
        #expect(bounded.unicodeScalars.count == 1 + 30 + 1)
        #expect(ShapingBudget.bounded("Zürich 漢字 👩‍👩‍👧‍👦") == "Zürich 漢字 👩‍👩‍👧‍👦")
        let long = String(repeating: "a", count: 25_000)
        #expect(ShapingBudget.bounded(long) == String(repeating: "a", count: 20_000) + "…")
    }
}
