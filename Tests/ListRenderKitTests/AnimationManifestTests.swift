import Foundation
import ListAnimationKit
import ListRenderKit
import Testing

/// `manifest.json`'s frames are the timeline's frames with a file name, written as one flat object each.
@Suite struct AnimationManifestTests {
    let manifest = AnimationManifest(
        timeline: ListAnimationTimeline(animated: [true, false], timing: ListAnimationTiming(duration: 0.1, fps: 30)),
        curveName: "ease-in-out", scale: 2, pixelSize: (width: 780, height: 1688), updates: 2)

    @Test func test_whenAFrameIsWritten_thatItIsOneFlatObjectWithTheFileBesideTheTimingFields() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let frame = try #require(manifest.frames.dropFirst().first)
        let timing = String(decoding: try encoder.encode(frame.timing), as: UTF8.self)
        let written = String(decoding: try encoder.encode(frame), as: UTF8.self)
        // The timing's own object with "file" in its sorted place (after "displayDuration"), nothing nested.
        #expect(timing.hasPrefix(#"{"displayDuration":"#) && timing.contains(#","index":1,"#))
        #expect(written == timing.replacingOccurrences(of: #","index":"#, with: #","file":"frame-0001.png","index":"#))
    }

    @Test func test_whenAManifestIsReadBack_thatEveryFrameKeepsItsFileAndTiming() throws {
        let data = try JSONEncoder().encode(manifest)
        let read = try JSONDecoder().decode(AnimationManifest.self, from: data)
        #expect(read == manifest)
        #expect(read.frames.map(\.file) == (0..<read.frameCount).map(AnimationManifest.fileName))
        #expect(read.frames.map(\.update) == [0, 0, 0, 0, 1])
        #expect(read.frames.map(\.timing) == ListAnimationTimeline(
            animated: [true, false], timing: ListAnimationTiming(duration: 0.1, fps: 30)).frames)
    }

    @Test func test_whenAFrameHasNoFile_thatReadingFailsNamingTheKey() {
        let json = #"{"index":0,"update":0,"time":0,"progress":0,"sequenceTime":0,"displayDuration":1}"#
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(AnimationManifest.Frame.self, from: Data(json.utf8))
        }
    }
}
