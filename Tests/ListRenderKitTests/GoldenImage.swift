import Foundation
import ListRenderKit
import ListTestSupport
import Testing

/// Compares renders with golden PNGs under `Tests/ListRenderKitTests/__Snapshots__/`, pixel by pixel after decoding.
///
/// `LISTPREVIEW_RECORD=1 swift test` re-records every golden (and fails, so a recording run is never mistaken for
/// a passing one); a missing golden is recorded the same way.
enum GoldenImage {
    static let folder = SharedReference.repositoryRoot.appendingPathComponent("Tests/ListRenderKitTests/__Snapshots__")

    static var isRecording: Bool { ProcessInfo.processInfo.environment["LISTPREVIEW_RECORD"] == "1" }

    static func assertMatches(
        _ image: RasterImage, named name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let url = folder.appendingPathComponent("\(name).png")
        if isRecording || !FileManager.default.fileExists(atPath: url.path) {
            try PNGEncoder().write(image, to: url)
            Issue.record("recorded the golden \(url.path); run again to compare", sourceLocation: sourceLocation)
            return
        }
        let golden = try PNGDecoder.decode(contentsOf: url)
        let actual = image.rgbaImage()
        guard let differing = actual.differingPixelCount(from: golden) else {
            Issue.record(
                "\(name): size \(actual.width)×\(actual.height), golden \(golden.width)×\(golden.height)",
                sourceLocation: sourceLocation)
            return
        }
        if differing > 0 {
            let failure = FileManager.default.temporaryDirectory.appendingPathComponent("\(name).actual.png")
            try PNGEncoder().write(image, to: failure)
            Issue.record(
                "\(name): \(differing) pixels differ from the golden; actual written to \(failure.path)",
                sourceLocation: sourceLocation)
        }
    }
}
