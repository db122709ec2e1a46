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
}
