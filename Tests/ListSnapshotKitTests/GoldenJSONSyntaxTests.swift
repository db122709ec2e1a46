import Foundation
import ListSnapshotKit
import ListTestSupport
import Testing

/// The JSON files a suite reads back — a golden's layout sidecar, an animation golden's manifest, `results.json` —
/// name the line and column of a syntax error, never Foundation's "The given data was not valid JSON.".
@Suite struct GoldenJSONSyntaxTests {
    /// A lone surrogate escape at 2:9, which Foundation refuses without a place.
    private static let loneSurrogate = "{\n  \"a\": \"\\ud800\" }\n"
    private static let reason = #"not valid JSON at 2:9: invalid escape `\ud800` in a string: a high surrogate must be followed by a low surrogate escape (\uDC00-\uDFFF)"#

    @Test func test_whenASidecarIsNotJSON_thatTheErrorSaysLineAndColumn() {
        let error = #expect(throws: SnapshotError.self) { try SnapshotLayout(json: Data(Self.loneSurrogate.utf8)) }
        #expect(error == .unreadableGolden(path: "", reason: Self.reason))
        var bytes = Data(#"{ "contentSize": ""#.utf8)
        bytes.append(contentsOf: [0xC0, 0xAF, 0x22, 0x7D])
        let utf8 = #expect(throws: SnapshotError.self) { try SnapshotLayout(json: bytes) }
        #expect(utf8 == .unreadableGolden(
            path: "", reason: "not valid JSON at 1:19: unexpected byte 0xC0 in a string: not UTF-8 text (JSON text is UTF-8)"))
    }

    @Test func test_whenResultsAreNotJSON_thatTheErrorNamesTheFileLineAndColumn() throws {
        try withTemporaryFolder { folder in
            let url = try folder.write(Self.loneSurrogate, to: "artifacts/results.json")
            let error = #expect(throws: SnapshotError.self) { try SnapshotReports.read(from: url) }
            #expect(error == .unreadableResults(path: SnapshotSuite.displayName(of: url), reason: Self.reason))
        }
    }

    @Test func test_whenAnAnimationManifestIsNotJSON_thatTheErrorNamesTheFileLineAndColumn() throws {
        try withTemporaryFolder { folder in
            let url = try folder.write(Self.loneSurrogate, to: "feed.animation/manifest.json")
            let error = #expect(throws: SnapshotError.self) {
                try AnimationGolden.read(from: folder.file("feed.animation"))
            }
            #expect(error == .unreadableGolden(path: url.path, reason: Self.reason))
        }
    }

    /// A manifest's fps is the range `animate --fps` accepts: 1 to 240, also the bounds themselves; anything else is
    /// refused naming the field, and the writer never produces what the reader refuses.
    @Test func test_whenAManifestsFpsIsOutsideOneTo240_thatReadingRefusesIt_andWritingNeverProducesIt() throws {
        try withTemporaryFolder { folder in
            for (fps, accepted) in [("1", true), ("240", true), ("29.97", true), ("0", false), ("0.5", false),
                                    ("240.5", false), ("1e300", false), ("-30", false), ("\"30\"", false)] {
                let url = try folder.write(#"{ "fps": \#(fps), "frameCount": 0 }"#, to: "feed.animation/manifest.json")
                if accepted {
                    #expect(try AnimationGolden.read(from: folder.file("feed.animation")).fps == Double(fps))
                } else {
                    let error = #expect(throws: SnapshotError.self, "\(fps)") {
                        try AnimationGolden.read(from: folder.file("feed.animation"))
                    }
                    #expect(error == .unreadableGolden(
                        path: url.path, reason: "fps: must be a number from 1 to 240, got \(fps == "1e300" ? "1e+300" : fps)"))
                }
            }
            for fps in [0.5, 241, .nan, .infinity] {
                let animation = RenderedAnimation(fps: fps, frames: [])
                #expect(throws: (any Error).self, "\(fps)") {
                    try AnimationGolden.write(animation, to: folder.file("new.animation"), below: folder.url)
                }
                #expect(!FileManager.default.fileExists(atPath: folder.file("new.animation").path))
            }
            try AnimationGolden.write(RenderedAnimation(fps: 240, frames: []), to: folder.file("new.animation"), below: folder.url)
            #expect(try String(contentsOf: folder.file("new.animation/manifest.json"), encoding: .utf8)
                == #"{ "fps": 240, "frameCount": 0 }"# + "\n")
        }
    }
}
