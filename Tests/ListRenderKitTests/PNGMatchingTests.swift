import Foundation
import ListCore
import ListRenderKit
import ListTestSupport
import Testing

@Suite struct PNGMatchingTests {
    let rasterizer = Rasterizer(fonts: try! FontSet.bundled(), overlays: .all)

    /// libdeflate and libpng write unfiltered rows; Cairo's writer lets libpng choose a filter per row.
    @Test(arguments: PNGEncoder.Backend.allCases)
    func test_whenTheGoldenHoldsTheRenderedPixels_withEachBackend_thatTheyMatch(backend: PNGEncoder.Backend) throws {
        let image = try rasterizer.render(SampleScenes.settings(scale: 2))
        #expect(PNGDecoder.matches(try PNGEncoder(backend: backend).encode(image), image) == true)
    }

    @Test func test_whenTheFrameIsTranslucent_thatItsRGBAPNGsMatch_asTheDecoderSees_them() throws {
        var scene = SampleScenes.settings(scale: 1)
        scene.backgroundColor = ListColor(red: 255, green: 0, blue: 255, alpha: UInt8(100))
        let image = try rasterizer.render(
            [ScenePlacement(scene: scene), ScenePlacement(scene: scene, origin: CGPoint(x: 400, y: 10))],
            size: CGSize(width: 800, height: 620), scale: 1, background: nil)
        let fast = try PNGEncoder().encode(image)
        #expect(fast[25] == 6)  // RGBA
        #expect(PNGDecoder.matches(fast, image) == true)
        #expect(PNGDecoder.matches(try PNGEncoder(backend: .cairo).encode(image), image) == true)
    }

    /// The first pixel, one in the middle, and the last one (read byte by byte, not to read past the row).
    @Test(arguments: [(0, 0), (389, 300), (389, 599)])
    func test_whenOnePixelDiffers_thatTheyDoNotMatch(x: Int, y: Int) throws {
        let image = try rasterizer.render(SampleScenes.settings(scale: 1))
        var pixels = image.rgbaImage()
        pixels.pixels[(y * pixels.width + x) * 4 + 1] ^= 1
        let changed = try RasterImage(flattening: pixels)
        #expect(PNGDecoder.matches(try PNGEncoder().encode(changed), image) == false)
        #expect(PNGDecoder.matches(try PNGEncoder(backend: .cairo).encode(changed), image) == false)
        #expect(PNGDecoder.matches(try PNGEncoder().encode(changed), changed) == true)
    }

    /// Seeded: opaque images of every width from 1 to 41 pixels (the vector loop's groups of four and each tail),
    /// random pixels; the golden of an image matches it, and no longer does when one bit of one channel of one
    /// random pixel changes, or when that pixel is no longer quite opaque.
    @Test(arguments: [UInt64(1), 2, 3])
    func test_whenOneBitOfAnyPixelDiffers_atEveryRowWidth_thatTheyDoNotMatch(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for width in 1...41 {
            let height = Int.random(in: 1...3, using: &random)
            var pixels = (0..<width * height * 4).map { _ in UInt8.random(in: 0...255, using: &random) }
            for alpha in stride(from: 3, to: pixels.count, by: 4) { pixels[alpha] = 255 }
            let image = RGBAImage(width: width, height: height, pixels: pixels)
            let golden = try PNGEncoder().encode(try RasterImage(flattening: image))
            #expect(golden[25] == 2, "width \(width): an opaque image is written as RGB")
            #expect(PNGDecoder.matches(golden, try RasterImage(flattening: image)) == true, "width \(width)")
            let pixel = Int.random(in: 0..<width * height, using: &random)
            var changed = pixels
            changed[pixel * 4 + Int.random(in: 0...2, using: &random)] ^= 1 << UInt8.random(in: 0...7, using: &random)
            let differing = try RasterImage(flattening: RGBAImage(width: width, height: height, pixels: changed))
            #expect(PNGDecoder.matches(golden, differing) == false, "width \(width), pixel \(pixel)")
            // The same pixel premultiplied at alpha 254 (a raster cannot be made translucent by flattening).
            let notOpaque = try RasterImage(flattening: image)
            notOpaque.withUnsafePixels { raw in
                let row = UnsafeMutableRawPointer(mutating: raw.baseAddress! + (pixel / width) * notOpaque.bytesPerRow)
                let word = row.assumingMemoryBound(to: UInt32.self) + pixel % width
                word.pointee = word.pointee & 0x00FF_FFFF | 0xFE00_0000
            }
            #expect(PNGDecoder.matches(golden, notOpaque) == false, "width \(width), pixel \(pixel) translucent")
        }
    }

    /// Exhaustive over the vector loops (eight pixels with AVX2, four with SSSE3, the portable tail): for every row
    /// width from 1 to 41 and every pixel of a two-row image, one bit of one channel of that pixel changed makes the
    /// golden differ, seeded random pixels around it.
    @Test func test_whenAnyOnePixelDiffers_atEveryPositionOfEveryRowWidth_thatTheyDoNotMatch() throws {
        var random = SplitMix64(seed: 24)
        for width in 1...41 {
            var pixels = (0..<width * 2 * 4).map { _ in UInt8.random(in: 0...255, using: &random) }
            for alpha in stride(from: 3, to: pixels.count, by: 4) { pixels[alpha] = 255 }
            let image = try RasterImage(flattening: RGBAImage(width: width, height: 2, pixels: pixels))
            #expect(PNGDecoder.matches(try PNGEncoder().encode(image), image) == true, "width \(width)")
            for pixel in 0..<width * 2 {
                var changed = pixels
                changed[pixel * 4 + pixel % 3] ^= 1 << UInt8(pixel % 8)
                let golden = try PNGEncoder().encode(try RasterImage(flattening: RGBAImage(width: width, height: 2, pixels: changed)))
                #expect(PNGDecoder.matches(golden, image) == false, "width \(width), pixel \(pixel)")
            }
        }
    }

    @Test func test_whenTheSizesDiffer_thatTheyDoNotMatch() throws {
        let small = try rasterizer.render(SampleScenes.settings(scale: 1))
        let large = try rasterizer.render(SampleScenes.settings(scale: 2))
        #expect(PNGDecoder.matches(try PNGEncoder().encode(small), large) == false)
    }

    @Test func test_whenTheGoldenIsOpaque_andTheRenderIsTranslucent_thatTheyDoNotMatch() throws {
        var scene = SampleScenes.settings(scale: 1)
        let opaque = try rasterizer.render(scene)
        scene.backgroundColor = ListColor(red: 242, green: 242, blue: 247, alpha: UInt8(254))
        let translucent = try rasterizer.render(
            [ScenePlacement(scene: scene)], size: CGSize(width: 390, height: 600), scale: 1, background: nil)
        let golden = try PNGEncoder().encode(opaque)
        #expect(golden[25] == 2)  // RGB
        #expect(PNGDecoder.matches(golden, translucent) == false)
    }

    /// A damaged file is not called equal or different: the decoder says what is wrong with it.
    @Test func test_whenTheFileIsDamagedOrNotAPNG_thatTheCheckCannotTell() throws {
        let image = try rasterizer.render(SampleScenes.settings(scale: 1))
        var damaged = try PNGEncoder().encode(image)
        damaged[60] ^= 0xFF  // inside IDAT: its CRC no longer holds
        #expect(PNGDecoder.matches(damaged, image) == nil)
        #expect(throws: RenderError.self) { try PNGDecoder.decode(damaged) }
        let data = try PNGEncoder().encode(image)
        #expect(PNGDecoder.matches(data.prefix(data.count / 2), image) == nil)
        #expect(PNGDecoder.matches(Data("hello, world".utf8), image) == nil)
    }

    @Test func test_whenAnImageIsDescribed_thatItIsItsSizeAndAChecksum_notItsPixels() {
        let image = RGBAImage(width: 390, height: 844, pixels: [UInt8](repeating: 0xFF, count: 390 * 844 * 4))
        var other = image
        other.pixels[4 * 1000 + 2] = 0xFE
        #expect(image.description.hasPrefix("RGBAImage(390×844, pixels FNV-1a "))
        #expect(image.description.count < 60)
        #expect(image.description != other.description)
        #expect(image.description == RGBAImage(width: 390, height: 844, pixels: image.pixels).description)
    }

    /// A fuzz finding (Fuzz/Corpus/golden/chunk-declares-gigabytes.png): a 59-byte PNG whose ancillary chunk made
    /// libpng allocate 1.8 GB; an ancillary chunk may now take at most 1 MB beyond the file's size, so the file
    /// decodes to its 2 × 1 pixels (the chunk skipped) or fails with a message. (Without the cap the allocation is
    /// untouched and succeeds, so this test passes either way; the fuzzer's RSS limit is what catches it.)
    @Test func test_whenAChunkDeclaresGigabytes_thatDecodingNeitherAllocatesThemNorCrashes() throws {
        let bytes: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 2, 0, 0, 0, 1, 8, 3, 0, 0, 0, 195, 252, 143, 184, 0, 0, 0, 6, 116, 82, 78, 83, 255, 0, 0, 107, 107, 107, 107, 107, 107, 107, 107, 107, 107, 107, 122, 84, 88, 116]
        do {
            let image = try PNGDecoder.decode(Data(bytes))
            #expect(image.width == 2 && image.height == 1)
        } catch {
            #expect(!"\(error)".isEmpty)
        }
    }
}
