import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ListPipelineKit
import ListRenderKit
import ListSnapshotKit
import ListTestSupport
import Testing

/// Issue 11 §3: one bad case never hides or aborts the others, and nothing from a spec breaks a report.
@Suite struct SuiteTrustTests {
    private let red: (UInt8, UInt8, UInt8) = (255, 0, 0)
    private let blue: (UInt8, UInt8, UInt8) = (0, 0, 255)

    @Test func test_whenOneSpecThrowsAmongMany_thatItIsAnErrorCase_andEveryOtherCaseRuns_inOrder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var colors: [String: (UInt8, UInt8, UInt8)] = [:]
        var specs: [URL] = []
        for index in 0..<12 {
            specs.append(try folder.write(#"{ "sections": [] }"#, to: "specs/s\(index < 10 ? "0" : "")\(index).json"))
            if index != 4 { colors["s\(index < 10 ? "0" : "")\(index)"] = red }
        }
        var suite = SnapshotSuite(specs: specs, action: .record, artifacts: folder.file("artifacts"))
        suite.workers = 3
        let seen = Recorder()
        let outcome = try suite.run(renderer: SolidRenderer(colors: colors)) { seen.append($0.name) }
        #expect(outcome.results.map(\.status.label) == Array(repeating: "recorded", count: 4) + ["error"]
            + Array(repeating: "recorded", count: 7))
        #expect(seen.names == outcome.results.map(\.name))
        #expect(outcome.results[4].status.message == "cannot encode the PNG: cannot render s04")
        let junit = try String(contentsOf: outcome.junit, encoding: .utf8)
        #expect(junit.contains(#"errors="1""#))
        #expect(junit.contains("<error message=\"cannot encode the PNG: cannot render s04\">"))
        let html = try String(contentsOf: outcome.report, encoding: .utf8)
        #expect(html.contains("cannot render s04"))
    }

    @Test func test_whenDiscoveringAFolder_thatEveryFileWithASpecExtensionIsACase_butDiffInputsAreNot() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(#"{ "sections": [] }"#, to: "Samples/feed.json")
        try folder.write(#"{ "sections": [ { "items": "#, to: "Samples/truncated.json")
        try folder.write("{sections: [{items: [{height: 44}]}]}\n", to: "Samples/flow.yml")
        try folder.write(#"{ "items": [] }"#, to: "Samples/nosections.json")
        try folder.write(#"[1, 2, 3]"#, to: "Samples/diff/old.json")
        try folder.write("- a\n- b\n", to: "Samples/diff/old.yaml")
        try folder.write(#"{ "sections": [] }"#, to: "Samples/__Snapshots__/ignored.json")
        try folder.write(#"{ "sections": [] }"#, to: "Samples/.hidden/ignored.json")
        // A name that is not UTF-8: 0xFF is never valid.
        let raw = folder.url.path + "/Samples/bad\u{FF}"
        var bytes = Array(raw.utf8.dropLast(2)) + [0xFF] + Array(".json".utf8) + [0]
        let descriptor = bytes.withUnsafeMutableBufferPointer { creat($0.baseAddress!, 0o644) }
        #expect(descriptor >= 0)
        close(descriptor)
        let found = try SpecDiscovery.specs(for: [folder.url.path + "/Samples"]).map(\.lastPathComponent)
        #expect(found == ["bad\u{FFFD}.json", "feed.json", "flow.yml", "nosections.json", "truncated.json"])

        let suite = SnapshotSuite(
            specs: try SpecDiscovery.specs(for: [folder.url.path + "/Samples"]), action: .record,
            artifacts: folder.file("artifacts"))
        let renderer = SpecSnapshotRenderer(renderer: SpecRenderer(fonts: try FontSet.bundled(), overlays: .none))
        let outcome = try suite.run(renderer: renderer)
        #expect(outcome.results.map(\.status.label) == ["error", "recorded", "recorded", "error", "error"])
        #expect(outcome.results[0].status.message?.contains("not valid UTF-8") == true)
        #expect(outcome.results[3].status.message?.contains("sections") == true)
    }

    @Test func test_whenNamesAndMessagesHoldControlCharacters_thatJUnitStaysValidXML_andTextIsEscaped() throws {
        let nasty = "specs/\u{1B}[31mred\u{0}\u{7}<&>\".json"
        let results = [
            SnapshotCaseResult(name: nasty, status: .error("bad \u{1B}[2J spec\u{8}\nsecond line")),
            SnapshotCaseResult(name: "ok", status: .failed("1 pixel differs \u{1}"), differenceImage: "a?b%c#d.png"),
        ]
        let xml = JUnitReport(suiteName: "listpreview", results: results).xml
        let parser = XMLParser(data: Data(xml.utf8))
        #expect(parser.parse(), "\(xml)")
        #expect(xml.contains(#"name="specs/\x1B[31mred\x00\x07&lt;&amp;&gt;&quot;.json""#))
        #expect(!xml.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })

        let html = HTMLReport(title: "t", results: results).html
        #expect(!html.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(html.contains("src=\"a%3Fb%25c%23d.png\""))
        #expect(ReportText.terminal("a\u{1B}[31mb\u{9B}c\nd") == "a\\x1B[31mb\\x9Bc\nd")
    }

    @Test func test_whenSpecPathsDifferOnlyInWhereTheSlashIs_thatTheirArtifactsNeverCollide() {
        let names = [
            ArtifactName.base(spec: "a/b-c.json", variant: nil, animation: false),
            ArtifactName.base(spec: "a-b/c.json", variant: nil, animation: false),
            ArtifactName.base(spec: "a_sb-c.json", variant: nil, animation: false),
            ArtifactName.base(spec: "a/b-c.json", variant: "dark", animation: false),
            ArtifactName.base(spec: "a/b-c.json+dark", variant: nil, animation: false),
            ArtifactName.base(spec: "a/b-c.json", variant: nil, animation: true),
            ArtifactName.base(spec: "a/b-c.json", variant: nil, animation: true, frame: 3),
        ]
        #expect(names == [
            "a_sb-c.json", "a-b_sc.json", "a__sb-c.json", "a_sb-c.json+dark", "a_sb-c.json_pdark",
            "a_sb-c.json@animation", "a_sb-c.json@animation@frame-3",
        ])
    }

    @Test func test_whenTwoSpecsFailWithCollidingOldNames_thatEachReportLinksItsOwnPictures() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let first = try folder.write(#"{ "sections": [] }"#, to: "a/b-c.json")
        let second = try folder.write(#"{ "sections": [] }"#, to: "a-b/c.json")
        let record = SnapshotSuite(specs: [first, second], action: .record, artifacts: folder.file("artifacts"))
        _ = try record.run(renderer: SolidRenderer(colors: ["b-c": red, "c": red]))
        let verify = SnapshotSuite(specs: [first, second], action: .verify(.never), artifacts: folder.file("artifacts"))
        let outcome = try verify.run(renderer: SolidRenderer(colors: ["b-c": blue, "c": (0, 255, 0)]))
        let actuals = outcome.results.compactMap(\.actualImage)
        #expect(Set(actuals).count == 2)
        let colors = try actuals.map {
            try PNGDecoder.decode(contentsOf: folder.file("artifacts").appendingPathComponent($0)).pixel(x: 0, y: 0).hexString
        }
        #expect(colors == ["#0000FF", "#00FF00"])
    }

    @Test func test_whileARunIsInProgress_thatThePreviousReportsStayInPlace_untilTheNewOnesAreComplete() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let spec = try folder.write(#"{ "sections": [] }"#, to: "specs/feed.json")
        let artifacts = folder.file("artifacts")
        let suite = SnapshotSuite(specs: [spec], action: .record, artifacts: artifacts)
        let first = try suite.run(renderer: SolidRenderer(colors: ["feed": red]))
        let watcher = WatchingRenderer(inner: SolidRenderer(colors: ["feed": blue]), artifacts: artifacts)
        _ = try suite.run(renderer: watcher)
        #expect(watcher.sawDuringRun == ["junit.xml", "report.html", "results.json"])
        #expect(FileManager.default.fileExists(atPath: first.report.path))
    }
}

/// Collects names from worker threads.
final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    func append(_ name: String) { lock.withLock { stored.append(name) } }
    var names: [String] { lock.withLock { stored } }
}

/// A renderer that notes which report files exist while it renders (so a run that dies here leaves them).
final class WatchingRenderer: SnapshotRendering, @unchecked Sendable {
    let inner: SolidRenderer
    let artifacts: URL
    private let lock = NSLock()
    private var seen: [String] = []

    init(inner: SolidRenderer, artifacts: URL) {
        self.inner = inner
        self.artifacts = artifacts
    }

    var sawDuringRun: [String] { lock.withLock { seen } }

    func renderStill(specAt url: URL) throws -> RenderedSnapshot {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: artifacts.path)) ?? [])
            .filter { ["junit.xml", "report.html", "results.json"].contains($0) }.sorted()
        lock.withLock { seen = names }
        return try inner.renderStill(specAt: url)
    }

    func renderAnimation(specAt url: URL) throws -> RenderedAnimation? { nil }
}
