import Foundation
import ListPipelineKit
import ListRenderKit
import ListSnapshotKit
import ListTestSupport
import Testing

/// Goldens are PNGs at libdeflate level 9 (smaller, as fast to inflate): the same bytes every run, and goldens of
/// other encodings still verify (pixels are compared, not bytes).
@Suite struct GoldenEncodingTests {
    private let spec = """
        { "viewport": { "width": 200, "height": 160, "scale": 2 },
          "sections": [ { "items": [ { "width": 200, "height": 44, "text": "First", "detailText": "one" },
                                     { "width": 200, "height": 44, "text": "Second", "detailText": "two" } ] } ] }
        """

    @Test func test_whenRecording_thatTheGoldenIsLevel9_sameBytesEachRun_andALevel2GoldenStillPasses() throws {
        let folder = try TemporaryFolder()
        let url = try folder.write(spec, to: "specs/list.json")
        let renderer = SpecSnapshotRenderer(
            renderer: SpecRenderer(fonts: try FontSet.bundled(), overlays: .none), animationTiming: nil)
        let record = SnapshotSuite(specs: [url], action: .record, artifacts: folder.file("artifacts"))
        let golden = GoldenLocation().stillURL(for: url)
        _ = try record.run(renderer: renderer)
        let first = try Data(contentsOf: golden)
        _ = try record.run(renderer: renderer)
        #expect(try Data(contentsOf: golden) == first)

        let raster = try #require(try renderer.renderStill(specAt: url).raster)
        #expect(first == (try PNGEncoder(compressionLevel: 9).encode(raster)))
        let level2 = try PNGEncoder().encode(raster)
        #expect(first.count < level2.count)
        #expect(try PNGDecoder.decode(first) == PNGDecoder.decode(level2))

        try level2.write(to: golden)
        let verify = SnapshotSuite(specs: [url], action: .verify(.never), artifacts: folder.file("artifacts"))
        #expect(try verify.run(renderer: renderer).results.map(\.status.label) == ["passed"])
    }
}
