import Foundation
import ListRenderKit
import ListTestSupport
import Testing

/// Issue 27, "Paths from data never leave their folder", for the names `accept` derives goldens from: a tampered
/// `results.json` whose spec path is absolute or climbs out with `..`, or whose variant holds a `/`, must not make
/// `accept` write a golden outside the folder it runs in (it did: `/abs/path/__Snapshots__/victim.png`,
/// `victim2/evil.png` beside the repository).
@Suite struct HostileResultsTests {
    private static let spec = """
        { "viewport": { "width": 60, "height": 40, "scale": 1 }, "sections": [ { "items": [ { "id": "a", "height": HEIGHT } ] } ] }
        """

    /// `repo/specs/a.json` recorded, then changed and verified (one failed case); `outside/victim.json` has the
    /// same text, so a results file can give its checksum.
    private func failedRun() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let recorded = Self.spec.replacingOccurrences(of: "HEIGHT", with: "10")
        try folder.write(recorded, to: "repo/specs/a.json")
        try folder.write(recorded, to: "outside/victim.json")
        let repo = folder.file("repo")
        #expect(try CommandRunner.run(["record", "specs"], in: repo).status == 0)
        try folder.write(Self.spec.replacingOccurrences(of: "HEIGHT", with: "20"), to: "repo/specs/a.json")
        #expect(try CommandRunner.run(["verify", "specs"], in: repo, environment: ["CI": "true"]).status == 1)
        return folder
    }

    /// Rewrites the only case of the run's results with `change`.
    private func tamper(_ folder: TemporaryFolder, _ change: (inout [String: Any]) -> Void) throws {
        let url = folder.file("repo/.listpreview-artifacts/results.json")
        var root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var cases = try #require(root["cases"] as? [[String: Any]])
        change(&cases[0])
        root["cases"] = cases
        try JSONSerialization.data(withJSONObject: root).write(to: url)
    }

    /// Every file under `folder`, relative.
    private func files(_ folder: TemporaryFolder) -> Set<String> {
        let root = folder.url.standardizedFileURL.path + "/"
        let all = FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []
        return Set(all.filter { !$0.contains(".listpreview-artifacts") })
    }

    @Test(arguments: ["absolute", "../outside/victim.json", "specs/../../outside/victim.json"])
    func test_whenResultsNameASpecOutsideTheFolder_thatAcceptRefusesIt_andWritesNoGoldenThere(spec: String) throws {
        let folder = try failedRun()
        defer { folder.remove() }
        let victim = folder.file("outside/victim.json").standardizedFileURL.path
        let path = spec == "absolute" ? victim : spec
        let before = files(folder)
        try tamper(folder) { entry in
            entry["spec"] = path
            entry["golden"] = NSNull()
            entry["specHash"] = ContentChecksum.sha256(ofFile: URL(fileURLWithPath: victim)) ?? ""
        }
        let accept = try CommandRunner.run(["accept"], in: folder.file("repo"))
        #expect(accept.status == 2, "\(accept.standardError)")
        #expect(accept.standardError.contains("its spec path \"\(path)\": "), "\(accept.standardError)")
        #expect(accept.standardError.contains("accept promotes only specs inside the folder it runs in"))
        #expect(files(folder) == before)
    }

    @Test(arguments: ["x/../../../victim2/evil", "../evil", "", "dark\u{1B}[2J"])
    func test_whenResultsHoldAVariantThatIsNoName_thatAcceptRefusesIt_andWritesNothing(variant: String) throws {
        let folder = try failedRun()
        defer { folder.remove() }
        let before = files(folder)
        try tamper(folder) { entry in
            entry["variant"] = variant
            entry["golden"] = NSNull()
        }
        let accept = try CommandRunner.run(["accept"], in: folder.file("repo"))
        #expect(accept.status == 2, "\(accept.standardError)")
        #expect(accept.standardError.contains("is not a variant name (letters, digits, - and _)"), "\(accept.standardError)")
        #expect(!accept.standardError.contains("\u{1B}"))
        #expect(files(folder) == before)
    }

    @Test func test_whenResultsAreUntampered_thatAcceptStillPromotesTheReviewedImage() throws {
        let folder = try failedRun()
        defer { folder.remove() }
        let accept = try CommandRunner.run(["accept"], in: folder.file("repo"))
        #expect(accept.status == 0, "\(accept.standardError)")
        #expect(accept.standardOutput.contains("✓ recorded specs/a.json"), "\(accept.standardOutput)")
    }
}
