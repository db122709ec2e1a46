import Foundation
import ListAnimationKit
import ListPipelineKit
import ListRenderKit
import ListSnapshotKit
import ListTestSupport
import Testing

/// Forwards to a spec renderer and counts how animations are asked for: whole (`renderAnimation`) or a frame at a
/// time (`animationFrames`); with `streams` off, `animationFrames` gives the animation rendered whole (the protocol's
/// default), as any other renderer does.
final class CountingRenderer: SnapshotRendering, @unchecked Sendable {
    // Unchecked: the counts are guarded by `lock`.
    let base: SpecSnapshotRenderer
    let streams: Bool
    private let lock = NSLock()
    private var wholeCount = 0
    private var streamedCount = 0

    init(_ base: SpecSnapshotRenderer, streams: Bool) {
        self.base = base
        self.streams = streams
    }

    var counts: (whole: Int, streamed: Int) { lock.withLock { (wholeCount, streamedCount) } }

    func renderStill(specAt url: URL) throws -> RenderedSnapshot { try base.renderStill(specAt: url) }

    func renderAnimation(specAt url: URL) throws -> RenderedAnimation? {
        lock.withLock { wholeCount += 1 }
        return try base.renderAnimation(specAt: url)
    }

    func animationFrames(specAt url: URL, variant: String?) throws -> AnimationFrames? {
        guard streams else { return try renderAnimation(specAt: url, variant: variant).map(AnimationFrames.init) }
        lock.withLock { streamedCount += 1 }
        return try base.animationFrames(specAt: url, variant: variant)
    }
}

/// A passing animation is verified a frame at a time (each frame rendered, compared with its golden file and
/// dropped); a golden that differs in one pixel of one frame, or that cannot be read, is reported as before.
@Suite struct AnimationFrameCheckTests {
    private let spec = """
        { "viewport": { "width": 120, "height": 100, "scale": 1 },
          "sections": [ { "id": "s", "items": [ { "id": "a", "width": 120, "height": 44, "text": "A" } ] } ],
          "updates": [ { "sections": [ { "id": "s", "items": [
            { "id": "b", "width": 120, "height": 44, "text": "B" }, { "id": "a", "width": 120, "height": 44, "text": "A" }
          ] } ] } ] }
        """

    private func renderer() throws -> SpecSnapshotRenderer {
        SpecSnapshotRenderer(
            renderer: SpecRenderer(fonts: try FontSet.bundled(), overlays: .none),
            animationTiming: ListAnimationTiming(duration: 0.1, fps: 30))
    }

    /// Records the spec's goldens; returns the suite (to verify with) and the animation golden's folder.
    private func recorded(in folder: TemporaryFolder) throws -> (SnapshotSuite, URL) {
        let url = try folder.write(spec, to: "specs/list.json")
        var suite = SnapshotSuite(specs: [url], action: .record, artifacts: folder.file("artifacts"))
        #expect(try suite.run(renderer: try renderer()).results.map(\.status.label) == ["recorded", "recorded"])
        suite.action = .verify(.never)
        return (suite, folder.file("specs/__Snapshots__/list.animation"))
    }

    private func animationCase(_ outcome: SnapshotSuiteOutcome) throws -> SnapshotCaseResult {
        try #require(outcome.results.last { $0.isAnimation })
    }

    @Test func test_whenAnAnimationPasses_thatItIsCheckedAFrameAtATime_withTheResultOfAWholeRender() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (suite, _) = try recorded(in: folder)
        let streaming = CountingRenderer(try renderer(), streams: true)
        let streamed = try animationCase(try suite.run(renderer: streaming))
        #expect(streaming.counts == (whole: 0, streamed: 1))
        let whole = CountingRenderer(try renderer(), streams: false)
        let rendered = try animationCase(try suite.run(renderer: whole))
        #expect(whole.counts == (whole: 1, streamed: 0))
        #expect(streamed.status == .passed)
        #expect(streamed.name.hasSuffix("specs/list.json#animation"))
        #expect(streamed.golden?.hasSuffix("specs/__Snapshots__/list.animation") == true)
        #expect(streamed.scale == 1)
        #expect(streamed.imageSize == [120, 100])
        #expect(streamed.animationFrame == nil)
        for result in [streamed, rendered] {
            #expect(result.status == .passed)
        }
        #expect(streamed.name == rendered.name && streamed.golden == rendered.golden && streamed.scale == rendered.scale
            && streamed.imageSize == rendered.imageSize && streamed.pixels == rendered.pixels)
    }

    @Test func test_whenOnePixelOfOneFrameDiffers_thatTheCaseFails_namingThatFrame() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (suite, golden) = try recorded(in: folder)
        let frameCount = try FileManager.default.contentsOfDirectory(atPath: golden.path).filter { $0.hasPrefix("frame-") }.count
        #expect(frameCount == 4)
        // The last pixel of frame 2, its red channel one level off.
        let file = golden.appendingPathComponent("frame-0002.png")
        var image = try PNGDecoder.decode(contentsOf: file)
        image.pixels[(image.width * image.height - 1) * 4] ^= 1
        try PNGEncoder().encode(try RasterImage(flattening: image)).write(to: file)
        let counting = CountingRenderer(try renderer(), streams: true)
        let failed = try animationCase(try suite.run(renderer: counting))
        #expect(failed.status == .failed("frame 2 of 4: 1 pixel differs (0.01 %), allowed 0 %; max ΔE 0.5"))
        #expect(failed.animationFrame == 2)
        #expect(failed.pixels?.differing == 1)
        #expect(failed.pixels?.box == [119, 99, 1, 1])
        #expect(counting.counts == (whole: 1, streamed: 1))
    }

    @Test(arguments: ["truncated", "corrupt"])
    func test_whenAGoldenFrameCannotBeRead_thatTheCaseIsAnError_namingTheFile(damage: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (suite, golden) = try recorded(in: folder)
        let file = golden.appendingPathComponent("frame-0001.png")
        var bytes = try Data(contentsOf: file)
        if damage == "truncated" {
            bytes = bytes.prefix(bytes.count / 2)
        } else {
            bytes[bytes.count / 2] ^= 0xFF  // inside the compressed pixels: the IDAT's CRC no longer holds
        }
        try bytes.write(to: file)
        let result = try animationCase(try suite.run(renderer: CountingRenderer(try renderer(), streams: true)))
        guard case .error(let message) = result.status else {
            Issue.record("expected an error case, got \(result.status)")
            return
        }
        #expect(message.hasPrefix("cannot read the golden image \(file.path): "), "\(message)")
    }
}
