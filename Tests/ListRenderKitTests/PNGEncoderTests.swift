import Foundation
import ListCore
import ListRenderKit
import ListTestSupport
import Testing

@Suite struct PNGEncoderTests {
    let rasterizer = Rasterizer(fonts: try! FontSet.bundled(), overlays: .all)

    @Test(arguments: PNGEncoder.Backend.allCases)
    func test_whenEncodingAnOpaqueFrame_withEachBackend_thatItDecodesToTheRenderedPixels(
        backend: PNGEncoder.Backend
    ) throws {
        let image = try rasterizer.render(SampleScenes.settings(scale: 2))
        let decoded = try PNGDecoder.decode(try PNGEncoder(backend: backend).encode(image))
        #expect(decoded.width == 780)
        #expect(decoded.height == 1200)
        #expect(decoded == image.rgbaImage())
    }

    @Test func test_whenEncodingATranslucentComposition_withLibdeflate_thatItDecodesToCairosOwnPNG() throws {
        // Two scenes side by side on a transparent canvas, one element faded: RGBA with partial alpha.
        var scene = SampleScenes.settings(scale: 1)
        scene.backgroundColor = ListColor(red: 255, green: 0, blue: 255, alpha: UInt8(100))
        let image = try rasterizer.render(
            [ScenePlacement(scene: scene), ScenePlacement(scene: scene, origin: CGPoint(x: 400, y: 10))],
            size: CGSize(width: 800, height: 620), scale: 1, background: nil)
        let fast = try PNGEncoder().encode(image)
        let cairo = try PNGEncoder(backend: .cairo).encode(image)
        #expect(fast[25] == 6)  // IHDR colour type: RGBA
        #expect(try PNGDecoder.decode(fast) == PNGDecoder.decode(cairo))
        #expect(try PNGDecoder.decode(cairo) == image.rgbaImage())
        #expect(image.rgbaImage().pixel(x: 5, y: 598) == image.pixel(x: 5, y: 598))
        #expect(try PNGDecoder.decode(fast).pixel(x: 5, y: 598) == ListColor(red: 255, green: 0, blue: 255, alpha: UInt8(100)))
        #expect(try PNGDecoder.decode(fast).pixel(x: 395, y: 300) == ListColor(red: 0, green: 0, blue: 0, alpha: UInt8(0)))
    }

    @Test func test_whenTheFrameIsOpaque_withLibdeflate_thatItWritesAnRGBHeader() throws {
        let data = try PNGEncoder().encode(try rasterizer.render(SampleScenes.settings(scale: 1)))
        #expect(Array(data.prefix(8)) == PNGChunkWriter.signature)
        #expect(Array(data[12..<16]) == Array("IHDR".utf8))
        #expect(Array(data[16..<26]) == [0, 0, 1, 134, 0, 0, 2, 88, 8, 2])  // 390 × 600, 8 bits, RGB
    }

    @Test func test_whenWritingIEND_thatTheChunkHasTheStandardCRC() {
        var writer = PNGChunkWriter()
        writer.writeEnd()
        #expect(Array(writer.data.dropFirst(8)) == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
    }

    @Test func test_whenTheDestinationFolderIsAFile_thatWritingFailsNamingThePath_andLeavesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let blocker = try folder.write("not a folder", to: "blocker")
        let target = blocker.appendingPathComponent("frame.png")
        let image = try rasterizer.render(SampleScenes.settings(scale: 1))
        #expect {
            try PNGEncoder().write(image, to: target)
        } throws: { error in
            "\(error)".contains(target.path)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["blocker"])
    }

    @Test func test_whenWritingAFrame_thatTheFileAppearsWhole_withNoTemporaryLeft() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let target = folder.file("out/frame.png")
        let image = try rasterizer.render(SampleScenes.settings(scale: 1))
        try PNGEncoder().write(image, to: target)
        #expect(try PNGDecoder.decode(contentsOf: target) == image.rgbaImage())
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("out").path) == ["frame.png"])
    }
}

@Suite struct PNGCompressedScanlinesTests {
    @Test func test_whenAskingForRGBAScanlinesOfAnOpaqueFrame_thatTheyFrameIntoAPNGOfTheSamePixels() throws {
        let rasterizer = Rasterizer(fonts: try FontSet.bundled())
        let image = try rasterizer.render(SampleScenes.settings(scale: 1))
        let encoder = PNGEncoder()
        let frame = try encoder.compressedScanlines(of: image, colorType: .rgba)
        #expect(frame.colorType == .rgba)
        var writer = PNGChunkWriter()
        writer.writeHeader(width: image.width, height: image.height, colorType: frame.colorType)
        writer.writeChunk("IDAT", frame.zlibStream)
        writer.writeEnd()
        #expect(try PNGDecoder.decode(writer.data) == image.rgbaImage())
        #expect(try encoder.compressedScanlines(of: image).colorType == .rgb)
    }
}
