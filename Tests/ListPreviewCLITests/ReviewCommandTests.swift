import Foundation
import ListTestSupport
import Testing

/// `record`'s sidecars, results.json, and the review commands: compare, accept, prune, merge-reports.
@Suite struct ReviewCommandTests {
    private func spec(secondHeight: Int = 44) -> String {
        """
        { "viewport": { "width": 200, "height": 240, "scale": 2 },
          "sections": [ { "items": [ { "width": 200, "height": 44, "text": "First" },
                                     { "width": 200, "height": \(secondHeight), "text": "Second" },
                                     { "width": 200, "height": 44, "text": "Third" },
                                     { "width": 200, "height": 44, "text": "Fourth" } ] } ] }
        """
    }

    private func results(_ folder: TemporaryFolder, _ artifacts: String = ".listpreview-artifacts") throws -> [String: Any] {
        let data = try Data(contentsOf: folder.file("\(artifacts)/results.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func test_whenACellGrows_thatVerifySaysWhatMoved_andResultsHoldPixelsBoxAndLayoutChanges() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(spec(), to: "specs/list.json")
        #expect(try CommandRunner.run(["record", "specs"], in: folder.url).status == 0)
        let sidecar = try String(contentsOf: folder.file("specs/__Snapshots__/list.layout.json"), encoding: .utf8)
        let layout = try CommandRunner.run(["layout", "specs/list.json"], in: folder.url)
        // The `layout` output, then the fonts that drew the golden (docs/SNAPSHOTS.md).
        #expect(layout.standardOutput.hasSuffix("\n}\n"))
        #expect(sidecar.hasPrefix(String(layout.standardOutput.dropLast(3)) + ",\n  \"fonts\": [\n    { \"file\": \"InterDisplay-Regular.otf\""))

        try folder.write(spec(secondHeight: 60), to: "specs/list.json")
        let verify = try CommandRunner.run(["verify", "specs"], in: folder.url, environment: ["CI": "true"])
        #expect(verify.status == 1)
        #expect(verify.standardOutput.contains("\n    layout: cell 0·1: height 44 → 60; 2 elements below moved down 16 pt\n"))
        let json = try results(folder)
        #expect(json["version"] as? Int == 1)
        #expect(json["failed"] as? Int == 1)
        let failed = try #require((json["cases"] as? [[String: Any]])?.first)
        #expect(failed["spec"] as? String == "specs/list.json")
        #expect(failed["variant"] is NSNull)
        #expect(failed["animationFrame"] is NSNull)
        #expect(failed["golden"] as? String == "specs/__Snapshots__/list.png")
        let artifacts = try #require(failed["artifacts"] as? [String: Any])
        // Each run's images are in a folder of their own, so the previous report keeps its images until replaced.
        let actual = try #require(artifacts["actual"] as? String)
        #expect(actual.wholeMatch(of: #/\.listpreview-artifacts/run-[0-9a-f]{12}/specs_slist\.json\.actual\.png/#) != nil,
                "\(actual)")
        #expect(FileManager.default.fileExists(atPath: folder.file(actual).path))
        let pixels = try #require(failed["pixels"] as? [String: Any])
        let box = try #require(pixels["box"] as? [Double])
        #expect(box[1] >= 44 && box[0] >= 0 && box[2] <= 200)
        let changes = try #require(failed["layoutChanges"] as? [[String: Any]])
        #expect(changes.count == 3)
        #expect(changes[0]["kind"] as? String == "cell")
        #expect(changes[0]["before"] as? [Double] == [0, 44, 200, 44])
        #expect(changes[0]["after"] as? [Double] == [0, 44, 200, 60])

        // compare reports the same but exits 0; accept re-records exactly that case; verify then passes.
        let compare = try CommandRunner.run(["compare", "specs"], in: folder.url, environment: ["CI": "true"])
        #expect(compare.status == 0)
        #expect(compare.standardOutput.contains("1 case: 1 failed"))
        let accept = try CommandRunner.run(["accept"], in: folder.url)
        #expect(accept.status == 0, "\(accept.standardError)")
        #expect(accept.standardOutput.contains("✓ recorded specs/list.json\n"))
        #expect(try results(folder)["recorded"] as? Int == 1)
        let again = try CommandRunner.run(["verify", "specs"], in: folder.url, environment: ["CI": "true"])
        #expect(again.status == 0)
        #expect(try CommandRunner.run(["accept"], in: folder.url).standardOutput.hasPrefix("nothing to accept"))
    }

    @Test func test_whenSpecsAreGone_thatPruneListsTheirGoldens_andDeletesThemUnlessDryRun() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(spec(), to: "specs/list.json")
        try folder.write(spec(), to: "specs/old.json")
        #expect(try CommandRunner.run(["record", "specs"], in: folder.url).status == 0)
        try FileManager.default.removeItem(at: folder.file("specs/old.json"))
        try folder.write("mine", to: "specs/__Snapshots__/notes.txt")
        let dry = try CommandRunner.run(["prune", "specs", "--dry-run"], in: folder.url)
        #expect(dry.status == 0)
        #expect(dry.standardOutput == """
            would delete specs/__Snapshots__/old.layout.json
            would delete specs/__Snapshots__/old.png
            2 unused goldens (dry run: nothing deleted)

            """)
        #expect(FileManager.default.fileExists(atPath: folder.file("specs/__Snapshots__/old.png").path))
        let prune = try CommandRunner.run(["prune", "specs/list.json"], in: folder.url)
        #expect(prune.standardOutput.contains("deleted specs/__Snapshots__/old.png\n"))
        for name in ["old.png", "old.layout.json"] {
            #expect(!FileManager.default.fileExists(atPath: folder.file("specs/__Snapshots__/\(name)").path))
        }
        for name in ["list.png", "list.layout.json", "notes.txt"] {
            #expect(FileManager.default.fileExists(atPath: folder.file("specs/__Snapshots__/\(name)").path))
        }
    }

    @Test func test_whenShardsAreMerged_thatOneReportHoldsEveryCase_withItsImages() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(spec(), to: "specs/a.json")
        try folder.write(spec(), to: "specs/b.json")
        #expect(try CommandRunner.run(["record", "specs"], in: folder.url).status == 0)
        try folder.write(spec(secondHeight: 60), to: "specs/b.json")
        for shard in 1...2 {
            let run = try CommandRunner.run(
                ["verify", "specs", "--shard", "\(shard)/2", "--artifacts", "shards/\(shard)"], in: folder.url,
                environment: ["CI": "true"])
            #expect(run.status == (shard == 2 ? 1 : 0))
        }
        let merge = try CommandRunner.run(["merge-reports", "shards/1", "shards/2", "-o", "merged"], in: folder.url)
        #expect(merge.status == 0, "\(merge.standardError)")
        #expect(merge.standardOutput.contains("2 cases: 1 passed, 1 failed"))
        let json = try results(folder, "merged")
        let cases = try #require(json["cases"] as? [[String: Any]])
        #expect(cases.map { $0["spec"] as? String } == ["specs/a.json", "specs/b.json"])
        let actual = try #require((cases[1]["artifacts"] as? [String: Any])?["actual"] as? String)
        #expect(actual.wholeMatch(of: #/merged/run-[0-9a-f]{12}/specs_sb\.json\.actual\.png/#) != nil, "\(actual)")
        #expect(FileManager.default.fileExists(atPath: folder.file(actual).path))
        let junit = try String(contentsOf: folder.file("merged/junit.xml"), encoding: .utf8)
        #expect(junit.contains(#"tests="2" failures="1""#))
        #expect(try CommandRunner.run(["merge-reports", "nowhere", "-o", "x"], in: folder.url).status == 2)
    }
}
