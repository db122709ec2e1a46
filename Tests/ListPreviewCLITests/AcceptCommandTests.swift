import Foundation
import ListTestSupport
import Testing

/// `accept`: promotes the reviewed actual images of chosen cases, never re-renders, takes its options only from its
/// own command line, refuses a spec that changed since the run; `--list`; `--summary`; the report's accept commands.
@Suite struct AcceptCommandTests {
    private func spec(height: Int = 44, text: String = "Second", updates: Bool = false) -> String {
        let items = """
            [ { "id": "a", "width": 120, "height": 44, "text": "First" },
              { "id": "b", "width": 120, "height": \(height), "text": "\(text)" } ]
            """
        let later = #"[ { "id": "b", "width": 120, "height": \#(height), "text": "\#(text)" } ]"#
        return """
            { "viewport": { "width": 120, "height": 120, "scale": 1 },
              "sections": [ { "items": \(items) } ]\(updates ? #", "updates": [ { "sections": [ { "items": \#(later) } ] } ]"# : "") }
            """
    }

    private func results(_ folder: TemporaryFolder, _ artifacts: String = ".listpreview-artifacts") throws -> [String: Any] {
        let data = try Data(contentsOf: folder.file("\(artifacts)/results.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private func cases(_ json: [String: Any]) throws -> [String: [String: Any]] {
        let cases = try #require(json["cases"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: cases.map { ($0["name"] as? String ?? "", $0) })
    }

    /// Three specs recorded, then all three changed: verify fails three cases.
    private func threeFailingCases() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for name in ["a", "b", "c"] { try folder.write(spec(), to: "specs/\(name).json") }
        #expect(try CommandRunner.run(["record", "specs"], in: folder.url).status == 0)
        for name in ["a", "b", "c"] { try folder.write(spec(height: 60), to: "specs/\(name).json") }
        let verify = try CommandRunner.run(["verify", "specs"], in: folder.url, environment: ["CI": "true"])
        #expect(verify.status == 1)
        return folder
    }

    @Test func test_whenOneCaseOfThreeIsAccepted_thatItsGoldenIsTheReviewedImage_andTheOthersStayFailing() throws {
        let folder = try threeFailingCases()
        defer { folder.remove() }
        let before = try cases(try results(folder))
        let actual = try #require((before["specs/b.json"]?["artifacts"] as? [String: Any])?["actual"] as? String)
        let actualLayout = try #require(
            (before["specs/b.json"]?["artifacts"] as? [String: Any])?["actualLayout"] as? String)
        let reviewed = try Data(contentsOf: folder.file(actual))
        let reviewedLayout = try Data(contentsOf: folder.file(actualLayout))
        #expect(before["specs/b.json"]?["accept"] as? String == "listpreview accept -- specs/b.json")

        let list = try CommandRunner.run(["accept", "--list"], in: folder.url)
        #expect(list.status == 0, "\(list.standardError)")
        #expect(list.standardOutput.contains("✗ failed   specs/a.json: "))
        #expect(list.standardOutput.contains("    layout: cell 0·1: height 44 → 60\n    accept: listpreview accept -- specs/a.json\n"))
        #expect(list.standardOutput.hasSuffix("3 pending; accept all with: listpreview accept\n"))

        let accept = try CommandRunner.run(["accept", "./specs/b.json"], in: folder.url)
        #expect(accept.status == 0, "\(accept.standardError)")
        #expect(accept.standardOutput.contains("✓ recorded specs/b.json\n"))
        #expect(accept.standardOutput.contains("3 cases: 1 recorded, 2 failed\n"))
        // The golden is the very image the report showed, and the sidecar the actual layout beside it.
        #expect(try Data(contentsOf: folder.file("specs/__Snapshots__/b.png")) == reviewed)
        #expect(try Data(contentsOf: folder.file("specs/__Snapshots__/b.layout.json")) == reviewedLayout)
        let after = try results(folder)
        #expect(after["failed"] as? Int == 2)
        #expect(after["recorded"] as? Int == 1)
        #expect(try cases(after)["specs/a.json"]?["status"] as? String == "failed")
        // The accepted case's images are gone with it; the others keep theirs.
        #expect(!FileManager.default.fileExists(atPath: folder.file(actual).path))
        #expect(!FileManager.default.fileExists(atPath: folder.file(actualLayout).path))
        let stillFailing = try #require((try cases(after)["specs/a.json"]?["artifacts"] as? [String: Any])?["actual"] as? String)
        #expect(FileManager.default.fileExists(atPath: folder.file(stillFailing).path))

        // The accepted golden is byte for byte what `record` writes.
        #expect(try CommandRunner.run(["record", "specs/b.json", "--goldens", "fresh"], in: folder.url).status == 0)
        #expect(try Data(contentsOf: folder.file("fresh/b.png")) == reviewed)

        let verify = try CommandRunner.run(["verify", "specs"], in: folder.url, environment: ["CI": "true"])
        #expect(verify.standardOutput.contains("✓ passed   specs/b.json\n"))
        #expect(verify.standardOutput.contains("3 cases: 1 passed, 2 failed\n"))
        #expect(try CommandRunner.run(["accept", "specs/nothing.json"], in: folder.url).standardError
            .contains("specs/nothing.json: no failed or missing case of the last run has this name"))
    }

    @Test func test_whenTheSpecChangedSinceTheRun_thatAcceptRefusesIt_andAcceptsTheOthers() throws {
        let folder = try threeFailingCases()
        defer { folder.remove() }
        let golden = try Data(contentsOf: folder.file("specs/__Snapshots__/a.png"))
        try folder.write(spec(height: 80), to: "specs/a.json")
        let accept = try CommandRunner.run(["accept"], in: folder.url)
        #expect(accept.status == 2)
        #expect(accept.standardError.contains("✗ not accepted: specs/a.json: its spec changed since the run"))
        #expect(try Data(contentsOf: folder.file("specs/__Snapshots__/a.png")) == golden)
        let json = try results(folder)
        #expect(json["recorded"] as? Int == 2)
        #expect(try cases(json)["specs/a.json"]?["status"] as? String == "failed")
    }

    @Test func test_whenResultsJsonIsTampered_thatAcceptTakesNoOptionOrPathFromIt() throws {
        let folder = try threeFailingCases()
        defer { folder.remove() }
        let url = folder.file(".listpreview-artifacts/results.json")
        let original = try String(contentsOf: url, encoding: .utf8)
        // Options in the file (a --goldens elsewhere) are ignored: the golden goes where the command line says.
        try original.replacingOccurrences(of: #""options": []"#, with: #""options": ["--goldens", "elsewhere"]"#)
            .write(to: url, atomically: true, encoding: .utf8)
        #expect(try CommandRunner.run(["accept", "specs/a.json"], in: folder.url).status == 0)
        #expect(!FileManager.default.fileExists(atPath: folder.file("elsewhere").path))
        // A golden elsewhere than the command line derives is refused, not written.
        let golden = try String(contentsOf: url, encoding: .utf8)
            .replacingOccurrences(of: #""golden": "specs/__Snapshots__/b.png""#, with: #""golden": "out/b.png""#)
        try golden.write(to: url, atomically: true, encoding: .utf8)
        let refused = try CommandRunner.run(["accept", "specs/b.json"], in: folder.url)
        #expect(refused.status == 2)
        #expect(refused.standardError.contains("the run compared it with out/b.png but this command would write "
            + "specs/__Snapshots__/b.png"))
        // An artifact path that leaves the artifacts folder makes the file unreadable, naming the field.
        let escaping = try String(contentsOf: url, encoding: .utf8)
            .replacing(#/"actual": "\.listpreview-artifacts/run-[0-9a-f]+/specs_sc\.json\.actual\.png"/#,
                       with: #""actual": ".listpreview-artifacts/../../c.png""#)
        try escaping.write(to: url, atomically: true, encoding: .utf8)
        let outside = try CommandRunner.run(["accept", "--list"], in: folder.url)
        #expect(outside.status == 2)
        #expect(outside.standardError.contains("artifacts.actual: \"../../c.png\": leaves its folder"),
                "\(outside.standardError)")
    }

    @Test func test_whenAnAnimationDiffers_thatAcceptByFrameSuffixPromotesEveryReviewedFrame() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(spec(updates: true), to: "specs/list.json")
        #expect(try CommandRunner.run(["record", "specs"], in: folder.url).status == 0)
        try folder.write(spec(text: "Changed", updates: true), to: "specs/list.json")
        #expect(try CommandRunner.run(["compare", "specs"], in: folder.url, environment: ["CI": "true"]).status == 0)
        let animation = try #require(try cases(try results(folder))["specs/list.json#animation"])
        let frame = try #require(animation["animationFrame"] as? Int)
        let accept = try CommandRunner.run(["accept", "specs/list.json#frame-\(frame)"], in: folder.url)
        #expect(accept.status == 0, "\(accept.standardError)")
        #expect(accept.standardOutput.contains("✓ recorded specs/list.json#animation\n"))
        #expect(accept.standardOutput.contains("2 cases: 1 recorded, 1 failed\n"))
        // Every frame is what `record` writes now.
        #expect(try CommandRunner.run(["record", "specs", "--goldens", "fresh"], in: folder.url).status == 0)
        let frames = try FileManager.default.contentsOfDirectory(atPath: folder.file("fresh/list.animation").path).sorted()
        #expect(frames == (try FileManager.default.contentsOfDirectory(
            atPath: folder.file("specs/__Snapshots__/list.animation").path).sorted()))
        for name in frames {
            #expect(try Data(contentsOf: folder.file("fresh/list.animation/\(name)"))
                == Data(contentsOf: folder.file("specs/__Snapshots__/list.animation/\(name)")), "\(name)")
        }
        #expect(try Data(contentsOf: folder.file("fresh/list.animation.layout.json"))
            == Data(contentsOf: folder.file("specs/__Snapshots__/list.animation.layout.json")))
    }

    @Test func test_whenVerifyWritesASummary_thatItHoldsCountsExplanationsAndAcceptCommands() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(spec(), to: "specs/a|b.json")
        try folder.write(spec(), to: "specs/c.json")
        #expect(try CommandRunner.run(["record", "specs"], in: folder.url).status == 0)
        try folder.write(spec(height: 60), to: "specs/a|b.json")
        let verify = try CommandRunner.run(
            ["verify", "specs", "--artifacts", "out", "--summary", "summary.md"], in: folder.url,
            environment: ["CI": "true"])
        #expect(verify.status == 1)
        let summary = try String(contentsOf: folder.file("summary.md"), encoding: .utf8)
        #expect(summary.hasPrefix("### ListPreview snapshots: ❌ 2 cases: 1 failed, 1 passed\n"))
        #expect(summary.contains("| failed | <code>specs&#47;a&#124;b&#46;json</code> | "))
        #expect(summary.contains("<br>layout: cell 0·1&#58; height 44 → 60 | <code>listpreview accept &#45;&#45;artifacts "
            + "out &#45;&#45; &#39;specs&#47;a&#124;b&#46;json&#39;</code> |\n"))
        #expect(summary.hasSuffix(
            "Accept every pending case after review: <code>listpreview accept &#45;&#45;artifacts out</code>\n"))
        let report = try String(contentsOf: folder.file("out/report.html"), encoding: .utf8)
        #expect(report.contains("<p class=\"accept\">Accept: <code>listpreview accept --artifacts out -- &apos;specs/a|b.json&apos;</code></p>"))
        // A passing run's summary is its counts.
        try folder.write(spec(), to: "specs/a|b.json")
        #expect(try CommandRunner.run(["verify", "specs", "--summary", "summary.md"], in: folder.url).status == 0)
        #expect(try String(contentsOf: folder.file("summary.md"), encoding: .utf8)
            == "### ListPreview snapshots: ✅ 2 cases: 2 passed\n")
    }
}
