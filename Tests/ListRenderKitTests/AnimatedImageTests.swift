import CWebP
import Foundation
import ListAnimationKit
import ListCore
import ListPipelineKit
import ListRenderKit
import ListSpecKit
import ListTestSupport
import Testing

@Suite final class AnimatedImageTests: Sendable {
    let folder = try! TemporaryFolder()

    deinit { folder.remove() }

    /// A small sequence (160×200 at 1×, one update, 0.1 s at 30 fps: 4 frames) and its frames rendered directly.
    func fixture() throws -> (AnimationRenderer, [RGBAImage]) {
        var spec = try AnimationFixtures.spec()
        spec.viewport.width = 160
        spec.viewport.height = 200
        spec.updates = [spec.updates[0]]
        let sequence = try SpecPipeline.bundled().prepare(spec).animation(
            timing: ListAnimationTiming(duration: 0.1, fps: 30))
        let rasterizer = Rasterizer(fonts: try FontSet.bundled(), overlays: .none)
        let expected = try sequence.timeline.frames.map { try rasterizer.render(sequence.scene(for: $0)).rgbaImage() }
        let renderer = AnimationRenderer(sequence: sequence, pipeline: FramePipeline(fonts: try FontSet.bundled()))
        return (renderer, expected)
    }

    @Test func test_whenWritingAnAPNG_thatEveryFrameDecodesBackToTheRenderedPixels() async throws {
        let (renderer, expected) = try fixture()
        let url = folder.file("animation.png")
        try await renderer.writeAPNG(to: url)
        let apng = try APNGTestReader(try Data(contentsOf: url))
        #expect(apng.frameCount == 4 && apng.plays == 0)
        #expect(apng.frames.count == 4)
        #expect(apng.sequenceNumbers == Array(0..<7))
        #expect(apng.frames.map(\.delayMilliseconds) == [633, 33, 33, 633])
        for (index, frame) in apng.frames.enumerated() {
            #expect(frame.width == 160 && frame.height == 200)
            #expect(try PNGDecoder.decode(frame.png) == expected[index], "frame \(index)")
        }
        // Viewers without APNG support show the first frame.
        #expect(try PNGDecoder.decode(contentsOf: url) == expected[0])
    }

    @Test func test_whenWritingAWebP_thatEveryFrameDecodesBackToTheRenderedPixels() async throws {
        let (renderer, expected) = try fixture()
        let url = folder.file("animation.webp")
        try await renderer.writeWebP(to: url)
        let frames = try Self.decodeWebP(try Data(contentsOf: url))
        #expect(frames.count == 4)
        #expect(frames.map(\.timestamp) == [633, 666, 699, 1332])
        for (index, frame) in frames.enumerated() {
            #expect(frame.image == expected[index], "frame \(index)")
        }
    }

    /// Decodes an animated WebP with libwebp's WebPAnimDecoder (libwebpdemux) into RGBA frames and end timestamps.
    static func decodeWebP(_ data: Data) throws -> [(image: RGBAImage, timestamp: Int)] {
        try data.withUnsafeBytes { raw in
            var webp = WebPData(bytes: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), size: raw.count)
            var options = WebPAnimDecoderOptions()
            guard WebPAnimDecoderOptionsInit(&options) != 0 else { throw APNGTestReader.ReadError("options") }
            options.color_mode = MODE_RGBA
            guard let decoder = WebPAnimDecoderNew(&webp, &options) else { throw APNGTestReader.ReadError("not WebP") }
            defer { WebPAnimDecoderDelete(decoder) }
            var info = WebPAnimInfo()
            guard WebPAnimDecoderGetInfo(decoder, &info) != 0 else { throw APNGTestReader.ReadError("no info") }
            let (width, height) = (Int(info.canvas_width), Int(info.canvas_height))
            var frames: [(RGBAImage, Int)] = []
            while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
                var buffer: UnsafeMutablePointer<UInt8>?
                var timestamp: Int32 = 0
                guard WebPAnimDecoderGetNext(decoder, &buffer, &timestamp) != 0, let buffer else {
                    throw APNGTestReader.ReadError("frame \(frames.count)")
                }
                let pixels = Array(UnsafeBufferPointer(start: buffer, count: width * height * 4))
                frames.append((RGBAImage(width: width, height: height, pixels: pixels), Int(timestamp)))
            }
            return frames
        }
    }
}
