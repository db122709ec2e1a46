import Foundation
import ListImageKit
import Testing

@Suite struct ListImageDecoderTests {
    typealias F = ImageFixtures

    @Test func test_whenDecodingPNG_thatPixelsArePremultipliedARGB32_exactly() throws {
        let pixels = [F.argb(255, 0, 0), F.argb(0, 255, 0), F.argb(0, 0, 255, 128), F.argb(0, 0, 0, 0),
                      F.argb(255, 255, 255, 64), F.argb(10, 20, 30)]
        let image = try ListImageDecoder.decode(F.png(width: 3, height: 2, pixels: pixels), path: "a.png")
        #expect(image.kind == .bitmap(.png))
        #expect(image.pixelWidth == 3 && image.pixelHeight == 2)
        #expect(image.size == CGSize(width: 3, height: 2))
        #expect(image.argb32 == pixels)
        #expect(image.pixel(x: 2, y: 0) == 0x8000_0080)
        #expect(image.pixel(x: 1, y: 1) == 0x4040_4040)
    }

    /// The decoder reads a PNG's IHDR, PLTE, tRNS and IDAT only: text, colour profiles, gamma, EXIF and unknown
    /// chunks (valid, garbage, or as large as the file allows) are skipped without being read into memory — the
    /// pixels are those of the same file without them, and the palette's transparency is applied.
    @Test func test_whenAPNGCarriesTextProfilesAndUnknownChunks_thatThePixelsAreThoseWithout_andTRNSStillApplies() throws {
        let palette: [(UInt8, UInt8, UInt8)] = [(255, 0, 0), (0, 255, 0), (0, 0, 255)]
        let plain = F.palettePNG(indices: [0, 1, 2, 0], palette: palette, alphas: [128, 255, 0])
        let big = [UInt8](repeating: 0x6B, count: 300_000)
        let chunks = [
            F.pngChunk("gAMA", [0, 0, 0x30, 0xD4]), F.pngChunk("sRGB", [0]), F.pngChunk("tEXt", Array("Title\0Feed".utf8)),
            F.pngChunk("zTXt", Array("Comment".utf8) + [0, 0] + big), F.pngChunk("iCCP", Array("icc".utf8) + [0, 0] + big),
            F.pngChunk("eXIf", big), F.pngChunk("prVt", big), F.pngChunk("iTXt", [1, 2, 3]),
        ]
        let decorated = F.palettePNG(indices: [0, 1, 2, 0], palette: palette, alphas: [128, 255, 0], extra: chunks,
                                     trailing: [F.pngChunk("tEXt", Array("After\0IDAT".utf8)), F.pngChunk("zTXt", big)])
        let expected = [F.argb(255, 0, 0, 128), F.argb(0, 255, 0), F.argb(0, 0, 255, 0), F.argb(255, 0, 0, 128)]
        #expect(try ListImageDecoder.decode(plain, path: "plain.png").argb32 == expected)
        #expect(try ListImageDecoder.decode(decorated, path: "decorated.png").argb32 == expected)
        // A chunk declaring more than the file holds still ends the file early, with the format's message.
        // The signature, IHDR (12 + 13 bytes), PLTE (12 + 9) and tRNS (12 + 3), then a zTXt of 2 GB with 3 bytes.
        let truncated = [UInt8](plain.prefix(8 + 25 + 21 + 15)) + [0x7F, 0xFF, 0xFF, 0xFF] + Array("zTXt".utf8) + [1, 2, 3]
        let error = #expect(throws: (any Error).self) { try ListImageDecoder.decode(Data(truncated), path: "cut.png") }
        #expect("\(error.map { String(describing: $0) } ?? "")".contains("cut.png"))
    }

    @Test func test_whenDecodingLosslessWebP_thatPixelsAreExact_andTranslucencyIsPremultiplied() throws {
        let straightBGRA: [UInt8] = [0, 0, 255, 255, /**/ 255, 0, 0, 255, /**/ 0, 255, 0, 128, /**/ 30, 20, 10, 0]
        let image = try ListImageDecoder.decode(F.webp(width: 2, height: 2, straightBGRA: straightBGRA), path: "a.webp")
        #expect(image.kind == .bitmap(.webp))
        #expect(image.argb32 == [0xFFFF_0000, 0xFF00_00FF, 0x8000_8000, 0x0000_0000])
    }

    @Test func test_whenDecodingJPEG_thatFlatBlocksKeepTheirColours_andProgressiveDecodesTheSame() throws {
        // 16×8: a red 8×8 block and a blue one; quality 100 without subsampling keeps flat blocks exact.
        var rgb: [UInt8] = []
        for _ in 0..<8 {
            for x in 0..<16 { rgb += x < 8 ? [200, 40, 40] : [40, 60, 220] }
        }
        let baseline = try ListImageDecoder.decode(F.jpeg(width: 16, height: 8, rgb: rgb), path: "a.jpg")
        let progressive = try ListImageDecoder.decode(
            F.jpeg(width: 16, height: 8, rgb: rgb, progressive: true), path: "p.jpg"
        )
        #expect(baseline.kind == .bitmap(.jpeg))
        #expect(baseline.pixelWidth == 16 && baseline.pixelHeight == 8)
        #expect(baseline.pixel(x: 3, y: 3) == F.argb(200, 40, 40))
        // The blue block comes back one level lower in blue: the file's YCbCr values round so.
        #expect(baseline.pixel(x: 12, y: 4) == F.argb(40, 60, 219))
        #expect(progressive.argb32 == baseline.argb32)
    }

    @Test func test_whenTheFileKindIsUnknown_thatErrorNamesTheFile_andItsFirstBytes() {
        #expect(throws: ListImageError(
            path: "notes.png", reason: "not a PNG, JPEG or WebP file (it starts with 68 65 6C 6C 6F)"
        )) {
            try ListImageDecoder.decode(Data("hello".utf8), path: "notes.png")
        }
        #expect(throws: ListImageError(path: "empty.png", reason: "not a PNG, JPEG or WebP file (it starts with nothing)")) {
            try ListImageDecoder.decode(Data(), path: "empty.png")
        }
    }

    @Test func test_whenTheHeaderClaimsTooManyPixels_thatItIsRefusedBeforeDecoding() {
        // A 33-byte file claiming 100000×100000 pixels (40 GB decoded): refused from its header alone.
        #expect(throws: ListImageError(
            path: "bomb.png",
            reason: "a PNG of 100000×100000 pixels is larger than the limit of 8192 pixels a side and 16777216 in all"
        )) {
            try ListImageDecoder.decode(F.pngHeader(width: 100_000, height: 100_000), path: "bomb.png")
        }
        // Within the side limit but not the pixel count.
        #expect(throws: ListImageError(
            path: "wide.png",
            reason: "a PNG of 8000×8000 pixels is larger than the limit of 8192 pixels a side and 16777216 in all"
        )) {
            try ListImageDecoder.decode(F.pngHeader(width: 8000, height: 8000), path: "wide.png")
        }
    }

    @Test func test_whenLimitsAreSmall_thatEveryFormatIsRefusedByItsHeader() throws {
        let limits = ListImageLimits(maxPixels: 100)
        let png = F.png(width: 20, height: 20, pixels: Array(repeating: F.argb(1, 2, 3), count: 400))
        let webp = F.webp(width: 20, height: 20, straightBGRA: Array(repeating: 255, count: 1600))
        let jpeg = F.jpeg(width: 20, height: 20, rgb: Array(repeating: 128, count: 1200))
        for (data, name) in [(png, "PNG"), (webp, "WebP"), (jpeg, "JPEG")] {
            #expect(throws: ListImageError(
                path: "x", reason: "a \(name) of 20×20 pixels is larger than the limit of 8192 pixels a side and 100 in all"
            )) {
                try ListImageDecoder.decode(data, path: "x", limits: limits)
            }
        }
        #expect(throws: ListImageError(path: "x", reason: "larger than the limit of 10 bytes")) {
            try ListImageDecoder.decode(png, path: "x", limits: ListImageLimits(maxFileBytes: 10))
        }
    }

    @Test func test_whenFilesAreTruncated_thatErrorsNameTheFormat_andNoPixelsPass() throws {
        let png = F.png(width: 20, height: 20, pixels: Array(repeating: F.argb(9, 8, 7), count: 400))
        let jpeg = F.jpeg(width: 16, height: 16, rgb: Array(repeating: 90, count: 768))
        let webp = F.webp(width: 4, height: 4, straightBGRA: Array(repeating: 200, count: 64))
        #expect(throws: ListImageError(path: "t.png", reason: "not a valid PNG file: the PNG data ends early")) {
            try ListImageDecoder.decode(png.prefix(png.count - 20), path: "t.png")
        }
        #expect(throws: ListImageError(path: "t.jpg", reason: "not a valid JPEG file: the JPEG data ends early")) {
            try ListImageDecoder.decode(jpeg.prefix(jpeg.count / 2), path: "t.jpg")
        }
        #expect(throws: ListImageError(path: "t.webp", reason: "not a valid WebP file: libwebp cannot decode it")) {
            try ListImageDecoder.decode(webp.prefix(webp.count - 4), path: "t.webp")
        }
    }

    @Test func test_whenSniffing_thatMagicBytesDecide_notTheExtension() throws {
        #expect(ListImageFormat(sniffing: [0xFF, 0xD8, 0xFF, 0xE0]) == .jpeg)
        #expect(ListImageFormat(sniffing: Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBP".utf8)) == .webp)
        #expect(ListImageFormat(sniffing: Array("RIFF\u{0}\u{0}\u{0}\u{0}WAVE".utf8)) == nil)
        let png = F.png(width: 1, height: 1, pixels: [F.argb(1, 2, 3)])
        #expect(try ListImageDecoder.decode(png, path: "really.jpg").kind == .bitmap(.png))
    }
}
