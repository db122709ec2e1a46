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
}
