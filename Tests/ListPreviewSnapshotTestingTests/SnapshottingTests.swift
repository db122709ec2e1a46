import Foundation
import ListPreviewSnapshotTesting
import ListRenderKit
import ListSnapshotKit
import ListSpecKit
import SnapshotTesting
import Testing

@Suite struct SnapshottingTests {
    private func image(_ red: UInt8) -> RGBAImage {
        RGBAImage(width: 3, height: 2, pixels: (0..<6).flatMap { _ -> [UInt8] in [red, 10, 10, 255] })
    }

    @Test func test_whenImagesMatch_thatDiffingFindsNothing_andDataRoundTrips() throws {
        let diffing = Diffing<RGBAImage>.listImage()
        let data = diffing.toData(image(7))
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(diffing.fromData(data) == image(7))
        #expect(diffing.diffV2(image(7), image(7)) == nil)
    }

    @Test func test_whenImagesDiffer_thatTheMessageMeasures_andTheDifferencePictureIsAttached() throws {
        let (message, attachments) = try #require(Diffing<RGBAImage>.listImage().diffV2(image(0), image(255)))
        #expect(message.hasPrefix("6 pixels differ (100 %), allowed 0 %; max ΔE"))
        #expect(attachments.count == 1)
        if case let .data(data, name) = attachments.first {
            #expect(name == "difference.png")
            #expect(try PNGDecoder.decode(data).width == 3 * 3 + 4 * 8)
        } else {
            Issue.record("expected a data attachment")
        }
        #expect(Diffing<RGBAImage>.listImage(tolerance: SnapshotTolerance(pixelShare: 1)).diffV2(image(0), image(255)) == nil)
    }

    @Test func test_whenSnapshottingASpec_thatItMatchesTheRecordedGolden() throws {
        let spec = try ListSpec.parse(Data("""
            { "viewport": { "width": 160, "height": 100, "scale": 1 },
              "sections": [ { "inset": { "top": 8, "left": 8, "bottom": 8, "right": 8 }, "minimumLineSpacing": 8,
                              "items": [ { "width": 144, "height": 36, "text": "Hello" },
                                         { "width": 144, "height": 36, "text": "World", "backgroundColor": "#FFD60A" } ] } ] }
            """.utf8), format: .json, file: "inline.json").spec
        let failure = verifySnapshot(of: spec, as: .listImage, named: "hello", testName: "spec")
        #expect(failure == nil, "\(failure ?? "")")
    }
}
