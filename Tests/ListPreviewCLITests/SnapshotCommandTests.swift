import Foundation
import ListTestSupport
import Testing

@Suite struct SnapshotCommandTests {
    private let spec = """
        { "viewport": { "width": 200, "height": 120, "scale": 1 },
          "sections": [ { "items": [ { "width": 200, "height": 44, "text": "First" },
                                     { "width": 200, "height": 44, "text": "Second" } ] } ] }
        """

    @Test func test_whenRecordingThenVerifying_thatVerifyPasses_andAChangeFailsWithStatusOne() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(spec, to: "specs/list.json")
        let record = try CommandRunner.run(["record", "specs"], in: folder.url)
        #expect(record.status == 0, "\(record.standardError)")
        #expect(record.standardOutput.hasPrefix("✓ recorded specs/list.json\n1 case: 1 recorded\n"))
        #expect(FileManager.default.fileExists(atPath: folder.file("specs/__Snapshots__/list.png").path))

        let verify = try CommandRunner.run(["verify", "specs"], in: folder.url, environment: ["CI": "true"])
        #expect(verify.status == 0, "\(verify.standardError)")
        #expect(verify.standardOutput.contains("1 case: 1 passed"))

        try folder.write(spec.replacingOccurrences(of: "Second", with: "Changed"), to: "specs/list.json")
        let failing = try CommandRunner.run(["verify", "specs"], in: folder.url, environment: ["CI": "true"])
        #expect(failing.status == 1)
        #expect(failing.standardOutput.contains("✗ failed   specs/list.json: "))
        #expect(failing.standardOutput.contains("pixels differ ("))
        for name in ["report.html", "junit.xml", "results.json"] {
            #expect(FileManager.default.fileExists(atPath: folder.file(".listpreview-artifacts/\(name)").path), "\(name)")
        }
        let runs = try FileManager.default.contentsOfDirectory(atPath: folder.file(".listpreview-artifacts").path)
            .filter { $0.hasPrefix("run-") }
        #expect(runs.count == 1)
        let images = try FileManager.default.contentsOfDirectory(
            atPath: folder.file(".listpreview-artifacts/\(runs.first ?? "")").path)
        #expect(Set(images) == [
            "specs_slist.json.actual.png", "specs_slist.json.actual.layout.json", "specs_slist.json.expected.png",
            "specs_slist.json.difference.png",
        ])
        // A tolerance that admits every pixel passes.
        let tolerant = try CommandRunner.run(
            ["verify", "specs", "--tolerance", "100%"], in: folder.url, environment: ["CI": "true"])
        #expect(tolerant.status == 0)
    }

    @Test func test_whenTheFontThatDrewAGoldenChanged_thatVerifySaysWhichFontDiffers_notOnlyThatPixelsDo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(spec, to: "specs/list.json")
        let fonts = SharedReference.repositoryRoot.appendingPathComponent("Sources/ListTextKit/Fonts")
        let face = folder.file("face.ttf")
        try FileManager.default.copyItem(at: fonts.appendingPathComponent("DejaVuSans.ttf"), to: face)
        let record = try CommandRunner.run(["record", "specs", "--font", "face.ttf"], in: folder.url)
        #expect(record.status == 0, "\(record.standardError)")
        let sidecar = try String(contentsOf: folder.file("specs/__Snapshots__/list.layout.json"), encoding: .utf8)
        #expect(sidecar.contains("""
              "fonts": [
                { "file": "face.ttf", "sha256": "abdc775b21b1bc470d50c97e790d276f2054b7504e56e5bd3e64f48d68582322" }
              ],
            """))
        #expect(sidecar.contains("\"textLibraries\": { \"cairo\": "))

        // The same text drawn with the same fonts: a pixel difference of the content says nothing of fonts.
        try folder.write(spec.replacingOccurrences(of: "Second", with: "Changed"), to: "specs/list.json")
        let content = try CommandRunner.run(
            ["verify", "specs", "--font", "face.ttf"], in: folder.url, environment: ["CI": "true"])
        #expect(content.status == 1)
        #expect(!content.standardOutput.contains("fonts differ"))
        #expect((try String(contentsOf: folder.file(".listpreview-artifacts/results.json"), encoding: .utf8))
            .contains("\"fontChanges\": null"))

        // Another font file under the same name: the difference is said to be the font's.
        try folder.write(spec, to: "specs/list.json")
        try FileManager.default.removeItem(at: face)
        try FileManager.default.copyItem(at: fonts.appendingPathComponent("DejaVuSans-Bold.ttf"), to: face)
        let verify = try CommandRunner.run(
            ["verify", "specs", "--font", "face.ttf"], in: folder.url, environment: ["CI": "true"])
        #expect(verify.status == 1)
        let note = "fonts differ: face.ttf sha256 abdc775b21b1… → 0d977336a6d5…"
        #expect(verify.standardOutput.contains("✗ failed   specs/list.json: "))
        #expect(verify.standardOutput.contains(note), "\(verify.standardOutput)")
        let results = try String(contentsOf: folder.file(".listpreview-artifacts/results.json"), encoding: .utf8)
        #expect(results.contains("""
                  "fontChanges": [
                    "face.ttf sha256 abdc775b21b1… → 0d977336a6d5…"
                  ],
            """), "\(results)")
        let report = try String(contentsOf: folder.file(".listpreview-artifacts/report.html"), encoding: .utf8)
        #expect(report.contains(note))
    }

    @Test func test_whenAGoldenIsMissingInCI_thatVerifyFails_andLocallyItIsRecorded() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(spec, to: "specs/list.json")
        let ci = try CommandRunner.run(["verify", "specs/list.json"], in: folder.url, environment: ["CI": "1"])
        #expect(ci.status == 1)
        #expect(ci.standardOutput.contains("✗ missing  specs/list.json: no golden image at "))
        let local = try CommandRunner.run(
            ["verify", "specs/list.json"], in: folder.url, environment: ["CI": "", "LISTPREVIEW_RECORD": "missing"])
        #expect(local.status == 0)
        #expect(local.standardOutput.contains("✓ recorded specs/list.json"))
    }

    @Test func test_whenOptionsAreBad_thatTheOptionIsNamed_andStatusIsTwo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(spec, to: "specs/list.json")
        let tolerance = try CommandRunner.run(["verify", "specs", "--tolerance", "lots"], in: folder.url)
        #expect(tolerance.status == 2)
        #expect(tolerance.standardError == "error: --tolerance: expected a share such as 0.001 or 0.1%, got \"lots\"\n")
        let shard = try CommandRunner.run(["verify", "specs", "--shard", "3/2"], in: folder.url)
        #expect(shard.status == 2)
        #expect(shard.standardError == "error: --shard 3/2: expected K/N with 1 ≤ K ≤ N, such as 2/8\n")
        let mode = try CommandRunner.run(["verify", "specs", "--record-mode", "often"], in: folder.url)
        #expect(mode.status == 2)
        let nothing = try CommandRunner.run(["verify", "nowhere"], in: folder.url)
        #expect(nothing.status == 2)
        #expect(nothing.standardError.contains("nowhere: no spec files"))
    }

    @Test func test_whenASpecHasUpdates_thatItsAnimationIsRecordedAndVerifiedFrameByFrame() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let animated = spec.replacingOccurrences(
            of: "] } ] }",
            with: #"] } ], "updates": [ { "sections": [ { "items": [ { "width": 200, "height": 44, "text": "Second" } ] } ] } ] }"#)
        try folder.write(animated, to: "specs/list.json")
        let record = try CommandRunner.run(["record", "specs"], in: folder.url)
        #expect(record.status == 0, "\(record.standardError)")
        #expect(record.standardOutput.contains("✓ recorded specs/list.json#animation"))
        let manifest = try String(
            contentsOf: folder.file("specs/__Snapshots__/list.animation/manifest.json"), encoding: .utf8)
        #expect(manifest == #"{ "fps": 30, "frameCount": 10 }"# + "\n")
        let verify = try CommandRunner.run(["verify", "specs"], in: folder.url, environment: ["CI": "true"])
        #expect(verify.status == 0)
        #expect(verify.standardOutput.contains("2 cases: 2 passed"))
    }

    @Test func test_whenASpecIsMalformed_thatItIsReportedWithItsPath_andStatusIsTwo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(#"{ "sections": [ { "items": [ { "height": -4 } ] } ] }"#, to: "specs/bad.json")
        let result = try CommandRunner.run(["record", "specs/bad.json"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.standardOutput.contains("✗ error    specs/bad.json: specs/bad.json: sections[0].items[0].height"))
    }

    @Test func test_whenOneSpecOfAFolderIsBroken_thatOthersAreChecked_theReportsListIt_andStatusIsTwo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(spec, to: "specs/a.json")
        try folder.write(#"{ "sections": [ { "items": "#, to: "specs/b.json")
        try folder.write(spec.replacingOccurrences(of: "First", with: "\\u001B[31mRed"), to: "specs/c.json")
        let record = try CommandRunner.run(["record", "specs"], in: folder.url)
        #expect(record.status == 2)
        #expect(record.standardOutput.contains("✓ recorded specs/a.json\n✗ error    specs/b.json: "))
        #expect(record.standardOutput.contains("✓ recorded specs/c.json\n"))
        #expect(!record.standardOutput.contains("\u{1B}"))
        let verify = try CommandRunner.run(["verify", "specs"], in: folder.url, environment: ["CI": "true"])
        #expect(verify.status == 2)
        #expect(verify.standardOutput.contains("3 cases: 2 passed, 1 error"))
        let junit = try String(contentsOf: folder.file(".listpreview-artifacts/junit.xml"), encoding: .utf8)
        #expect(junit.contains(#"<testcase classname="listpreview" name="specs/b.json""#))
        let results = try JSONSerialization.jsonObject(
            with: Data(contentsOf: folder.file(".listpreview-artifacts/results.json"))) as? [String: Any]
        #expect(results?["errors"] as? Int == 1)
        #expect(results?["passed"] as? Int == 2)
    }
}
