import Foundation
import ListPreview
import ListTestSupport
import Testing

/// Issue 27, "No way in": every repository file and CI artifact is hostile. One test per category of
/// docs/SNAPSHOTS.md ("Paths from data", "What is ours"), each in a temporary folder with its links and FIFOs made
/// inside it (never a real device node).
@Suite struct HostileRepositoryTests {
    private static let spec = """
        { "viewport": { "width": 60, "height": 40, "scale": 1 }, "sections": [ { "items": [ { "width": 60, "height": 20 } ] } ] }
        """
    private static let animatedSpec = """
        { "viewport": { "width": 60, "height": 40, "scale": 1 }, "sections": [ { "items": [ { "id": "a", "width": 60, "height": 20 } ] } ],
          "updates": [ { "sections": [ { "items": [ { "id": "b", "width": 60, "height": 20 }, { "id": "a", "width": 60, "height": 20 } ] } ] } ] }
        """

    private func text(_ url: URL) -> String? { try? String(contentsOf: url, encoding: .utf8) }

    // MARK: 1. Paths from data never leave their folder

    @Test func test_whenAShardsResultsPointOutsideItsFolder_thatMergeReportsRefusesNamingTheField_andWritesNothingOutside() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("secret", to: "secret.txt")
        try folder.write("""
            { "version": 1, "artifacts": "shard", "cases": [ { "spec": "a.json", "status": "failed",
              "artifacts": { "actual": "shard/../secret.txt", "expected": null, "difference": null } } ] }
            """, to: "shard/results.json")
        let run = try CommandRunner.run(["merge-reports", "shard", "-o", "out/deep"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.standardError.contains("shard/results.json: cases[0].artifacts.actual: "), "\(run.standardError)")
        #expect(run.standardError.contains("leaves its folder"), "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("out/secret.txt").path))
        #expect(!FileManager.default.fileExists(atPath: folder.file("out").path))
    }

    @Test func test_whenAShardsImageIsALink_thatMergeReportsRefusesIt_namingTheFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("secret", to: "secret.txt")
        try folder.write("""
            { "version": 1, "artifacts": "shard", "cases": [ { "spec": "a.json", "status": "failed",
              "artifacts": { "actual": "shard/run-000000000000/a.actual.png" } } ] }
            """, to: "shard/results.json")
        try FileManager.default.createDirectory(at: folder.file("shard/run-000000000000"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.file("shard/run-000000000000/a.actual.png").path,
                                                   withDestinationPath: folder.file("secret.txt").path)
        let run = try CommandRunner.run(["merge-reports", "shard", "-o", "out"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.standardError.contains("a.actual.png"), "\(run.standardError)")
        #expect(run.standardError.contains("symbolic link"), "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("out/run-000000000000/a.actual.png").path))
    }

    @Test func test_whenGoldensAndSidecarsAreLinksOrFIFOs_thatRecordAndVerifyRefuseThem_andNothingOutsideChanges() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let outside = try folder.write("keep me", to: "outside/victim.txt")
        for name in ["linked", "dangling", "fifo", "sidecar"] { try folder.write(Self.spec, to: "specs/\(name).json") }
        let goldens = folder.file("specs/__Snapshots__")
        try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: goldens.appendingPathComponent("linked.png").path, withDestinationPath: outside.path)
        try manager.createSymbolicLink(atPath: goldens.appendingPathComponent("dangling.png").path,
                                       withDestinationPath: folder.file("outside/new.png").path)
        #expect(mkfifo(folder.file("outside/pipe").path, 0o600) == 0)
        try manager.createSymbolicLink(atPath: goldens.appendingPathComponent("fifo.png").path,
                                       withDestinationPath: folder.file("outside/pipe").path)
        try manager.createSymbolicLink(atPath: goldens.appendingPathComponent("sidecar.layout.json").path,
                                       withDestinationPath: outside.path)
        for command in ["record", "verify"] {
            let run = try CommandRunner.run([command, "specs"], in: folder.url, timeout: 120)
            #expect(!run.signaled, "\(command) must not hang on a FIFO")
            #expect(run.status == 2, "\(command): \(run.standardOutput)")
            for name in ["linked.png", "dangling.png", "fifo.png", "sidecar.layout.json"] {
                #expect(run.standardOutput.contains("specs/__Snapshots__/\(name)"), "\(command) names \(name): \(run.standardOutput)")
            }
            #expect(run.standardOutput.contains("is a symbolic link"))
        }
        #expect(text(outside) == "keep me")
        #expect(!manager.fileExists(atPath: folder.file("outside/new.png").path))
    }

    @Test func test_whenTheGoldenFolderIsALink_thatRecordWritesNothingThroughIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.animatedSpec, to: "specs/feed.json")
        try FileManager.default.createDirectory(at: folder.file("elsewhere"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.file("specs/__Snapshots__").path,
                                                   withDestinationPath: folder.file("elsewhere").path)
        let run = try CommandRunner.run(["record", "specs"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.standardOutput.contains("specs/__Snapshots__ is a symbolic link"), "\(run.standardOutput)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("elsewhere").path).isEmpty)
    }

    // MARK: 2. Deleting only what is ours

    @Test func test_whenPruning_thatOnlyProvenGoldensAreDeleted_neverFoldersLinksOrUserFiles_andTheWholeSuiteCounts() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.spec, to: "specs/a.json")
        try folder.write(Self.spec, to: "specs/b.json")
        try folder.write(Self.spec, to: "specs/gone.json")
        #expect(try CommandRunner.run(["record", "specs", "--goldens", "goldens"], in: folder.url).status == 0)
        try FileManager.default.removeItem(at: folder.file("specs/gone.json"))
        try folder.write("photo", to: "goldens/photos.png/holiday.jpg")   // a user's folder named like a golden
        try folder.write("png", to: "goldens/mine.png")                  // a PNG ListPreview never wrote
        let victim = try folder.write("keep", to: "outside/victim.png")
        try FileManager.default.createSymbolicLink(atPath: folder.file("goldens/link.png").path, withDestinationPath: victim.path)
        // One spec named: the other spec's goldens still exist for the suite, so they stay.
        let run = try CommandRunner.run(["prune", "specs/a.json", "--goldens", "goldens"], in: folder.url)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == "deleted goldens/gone.layout.json\ndeleted goldens/gone.png\n2 unused goldens deleted\n",
                "\(run.standardOutput)")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.file("goldens").path).sorted()
        #expect(left == ["a.layout.json", "a.png", "b.layout.json", "b.png", "link.png", "mine.png", "photos.png"])
        #expect(text(folder.file("goldens/photos.png/holiday.jpg")) == "photo")
        #expect(text(victim) == "keep")
        #expect(run.standardError.contains("warning: kept goldens/link.png: a symbolic link"))
        #expect(run.standardError.contains("warning: kept goldens/mine.png: no layout sidecar"))
        #expect(run.standardError.contains("warning: kept goldens/photos.png: a folder ListPreview did not write"))
    }

    @Test func test_whenSnapshotsFolderIsALink_thatPruneNeverEntersIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.spec, to: "specs/a.json")
        let victim = try folder.write("keep", to: "outside/old.png")
        try folder.write(#"{ "contentSize": { "width": 1, "height": 1 }, "items": [], "headers": [], "footers": [] }"#,
                         to: "outside/old.layout.json")
        try FileManager.default.createSymbolicLink(atPath: folder.file("specs/__Snapshots__").path,
                                                   withDestinationPath: folder.file("outside").path)
        let run = try CommandRunner.run(["prune", "specs"], in: folder.url)
        #expect(run.status == 0)
        #expect(run.standardOutput == "no unused goldens\n",
                "\(run.standardOutput)")
        #expect(text(victim) == "keep")
        #expect(run.standardError.contains("warning: kept specs/__Snapshots__"), "\(run.standardError)")
    }

    // MARK: 3. Hostile files never crash or exhaust

    @Test(arguments: ["9223372036854775807", "1e18", "-1", "2.5", "\"10\""])
    func test_whenAManifestFrameCountIsHostile_thatVerifyIsAnErrorCaseNamingTheField(count: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.animatedSpec, to: "specs/feed.json")
        #expect(try CommandRunner.run(["record", "specs"], in: folder.url).status == 0)
        try folder.write(#"{ "fps": 30, "frameCount": \#(count) }"#, to: "specs/__Snapshots__/feed.animation/manifest.json")
        let run = try CommandRunner.run(["verify", "specs"], in: folder.url, timeout: 120)
        #expect(!run.signaled)
        #expect(run.status == 2)
        #expect(run.standardOutput.contains("feed.animation/manifest.json: frameCount: must be an integer from 0 to 10000, got"),
                "\(run.standardOutput)")
        #expect(FileManager.default.fileExists(atPath: folder.file(".listpreview-artifacts/results.json").path))
    }

    @Test(arguments: [
        (#""imageSize": [5]"#, "cases[0].imageSize: must be an array of 2 numbers, got 1 element"),
        (#""imageOrigin": []"#, "cases[0].imageOrigin: must be an array of 2 numbers, got 0 elements"),
        (#""layoutChanges": [ { "kind": "cell", "section": 0, "before": [1, 2] } ]"#,
         "cases[0].layoutChanges[0].before: must be an array of 4 numbers, got 2 elements"),
        (#""pixels": { "box": [1, 2, 3, 1e400] }"#, "cases[0].pixels.box[3]: a number beyond the range of a 64-bit floating-point value"),
        (#""animationFrame": 1e300"#, "cases[0].animationFrame: must be an integer from 0 to"),
        (#""status": 3"#, "cases[0].status: must be a string, got 3"),
    ])
    func test_whenResultsHoldShortArraysOrWrongTypes_thatMergeReportsExits2NamingTheFileAndPath(field: String, message: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let status = field.hasPrefix(#""status""#) ? "" : #""status": "failed", "#
        try folder.write(#"{ "version": 1, "cases": [ { "spec": "a.json", \#(status)\#(field) } ] }"#, to: "shard/results.json")
        let run = try CommandRunner.run(["merge-reports", "shard", "-o", "out"], in: folder.url)
        #expect(!run.signaled)
        #expect(run.status == 2)
        #expect(run.standardError.contains("shard/results.json: "), "\(run.standardError)")
        #expect(run.standardError.contains(message), "\(run.standardError)")
    }

    /// A document that is only a number beyond `Double` (a fuzz finding of the manifest and sidecar readers): the
    /// message says what the document should be, as for any other root that is not an object.
    @Test func test_whenResultsAreOnlyAnOverflowingNumber_thatMergeReportsSaysTheRootMustBeAnObject() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("-1e999", to: "shard/results.json")
        let run = try CommandRunner.run(["merge-reports", "shard", "-o", "out"], in: folder.url)
        #expect(!run.signaled)
        #expect(run.status == 2)
        #expect(run.standardError.contains(
            "shard/results.json: must be an object, got a number beyond the range of a 64-bit floating-point value"),
            "\(run.standardError)")
    }

    @Test func test_whenASidecarIsHostile_thatAFailingCaseIsAnErrorNamingTheSidecarAndPath() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.spec, to: "specs/a.json")
        #expect(try CommandRunner.run(["record", "specs"], in: folder.url).status == 0)
        try folder.write(Self.spec.replacingOccurrences(of: "\"height\": 20", with: "\"height\": 30"), to: "specs/a.json")
        try folder.write(#"{ "contentSize": { "width": 1, "height": 1 }, "items": [ { "section": 0, "frame": [1] } ], "headers": [], "footers": [] }"#,
                         to: "specs/__Snapshots__/a.layout.json")
        let run = try CommandRunner.run(["verify", "specs"], in: folder.url)
        #expect(run.status == 2)
        #expect(run.standardOutput.contains("specs/__Snapshots__/a.layout.json: items[0].frame: must be an array of 4 numbers, got 1 element"),
                "\(run.standardOutput)")
    }

    // MARK: 4. Never pass silently, never lose a run

    @Test func test_whenTwoSpecNamesDifferOnlyInNormalisation_thatTheSuiteRefusesThePairByName() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.spec, to: "specs/caf\u{E9}.json")
        try folder.write(Self.spec, to: "specs/cafe\u{301}.json")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.file("specs").path).count == 2)
        for command in ["record", "verify"] {
            let run = try CommandRunner.run([command, "specs"], in: folder.url)
            #expect(run.status == 2)
            #expect(run.standardError.contains("differ only in Unicode normalisation"), "\(run.standardError)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.file("specs/__Snapshots__").path))
    }

    @Test func test_whenAKilledRecordLeftStagingFolders_thatTheNextRunRemovesThem_andTheGoldenStaysWhole() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.animatedSpec, to: "specs/feed.json")
        #expect(try CommandRunner.run(["record", "specs"], in: folder.url).status == 0)
        let snapshots = folder.file("specs/__Snapshots__")
        let before = try FileManager.default.contentsOfDirectory(atPath: snapshots.appendingPathComponent("feed.animation").path).sorted()
        // What a run killed mid-write leaves: an older version's staging folder, and one of a process that is gone.
        try folder.write("x", to: "specs/__Snapshots__/.feed.animation.\(UUID().uuidString).tmp/frame-0000.png")
        try folder.write("x", to: "specs/__Snapshots__/.feed.animation.999999999-\(UUID().uuidString).tmp/frame-0000.png")
        let run = try CommandRunner.run(["verify", "specs"], in: folder.url)
        #expect(run.status == 0, "\(run.standardOutput)")
        let left = try FileManager.default.contentsOfDirectory(atPath: snapshots.path).sorted()
        #expect(left == ["feed.animation", "feed.animation.layout.json", "feed.layout.json", "feed.png"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: snapshots.appendingPathComponent("feed.animation").path).sorted() == before)
    }

    // MARK: 5. Terminals and pipes

    @Test func test_whenASpecNameHoldsEscapeSequences_thatEveryMessageShowsThemEscaped() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("{ \"sections\": 3 }", to: "specs/bad\u{1B}]0;owned\u{07}.json")
        for arguments in [["verify", "specs"], ["layout", "specs/bad\u{1B}]0;owned\u{07}.json"]] {
            let run = try CommandRunner.run(arguments, in: folder.url)
            #expect(run.status == 2)
            let all = run.standardOutput + run.standardError
            #expect(!all.contains("\u{1B}") && !all.contains("\u{07}"), "\(arguments[0])")
            #expect(all.contains("bad\\x1B]0;owned\\x07.json"), "\(arguments[0]): \(all)")
        }
    }

    @Test func test_whenASpecNameIsLong_thatRecordAndVerifyDeriveNamesThatFit() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let name = String(repeating: "é", count: 121) + ".json"   // 247 bytes: legal
        try folder.write(Self.animatedSpec, to: "specs/\(name)")
        let record = try CommandRunner.run(["record", "specs"], in: folder.url)
        #expect(record.status == 0, "\(record.standardOutput)\(record.standardError)")
        try folder.write(Self.animatedSpec.replacingOccurrences(of: "\"height\": 20", with: "\"height\": 24"), to: "specs/\(name)")
        let verify = try CommandRunner.run(["verify", "specs"], in: folder.url)
        #expect(verify.status == 1, "\(verify.standardOutput)\(verify.standardError)")
        for file in try FileManager.default.subpathsOfDirectory(atPath: folder.url.path) {
            #expect(file.split(separator: "/").allSatisfy { $0.utf8.count <= 255 })
        }
    }
}

extension HostileRepositoryTests {
    @Test func test_whenRenderWritesToDevStdoutInAPipe_thatThePNGArrivesWhole() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.spec, to: "spec.json")
        let run = try CommandRunner.runShell(#""$LP" render spec.json -o /dev/stdout | od -An -c -N 4"#, in: folder.url)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("P   N   G"), "\(run.output)")
        let ok = try CommandRunner.runShell(#""$LP" render spec.json -o /dev/stdout | wc -c"#, in: folder.url)
        #expect((Int(ok.output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0) > 100, "\(ok.output)\(ok.error)")
    }

    @Test func test_whenPinnedFallbackFontsAreJunkOrTruncated_thatRenderingTextThatNeedsThemIsAnError() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("""
            { "viewport": { "width": 120, "height": 40, "scale": 1 },
              "sections": [ { "items": [ { "width": 120, "height": 40, "text": "漢字 😀" } ] } ] }
            """, to: "specs/cjk.json")
        // Every pinned file present but junk (fontconfig cannot load it), or the right header cut short.
        for font in PinnedFont.fallbackChain {
            try folder.write("not a font", to: "fonts/\(font.fileName)")
        }
        // The system font and the icon font are the real, pinned files.
        for font in PinnedFont.systemFaces + [PinnedFont.symbolFont] {
            try FileManager.default.createSymbolicLink(
                atPath: folder.file("fonts/\(font.fileName)").path, withDestinationPath: font.path)
        }
        let render = try CommandRunner.run(["render", "specs/cjk.json", "-o", "out.png"], in: folder.url,
                                           environment: ["LISTPREVIEW_FONT_DIR": folder.file("fonts").path])
        #expect(render.status == 2, "\(render.standardError)")
        #expect(render.standardError.contains("fonts/"), "\(render.standardError)")
        let record = try CommandRunner.run(["record", "specs"], in: folder.url,
                                           environment: ["LISTPREVIEW_FONT_DIR": folder.file("fonts").path])
        #expect(record.status == 2, "\(record.standardOutput)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("specs/__Snapshots__/cjk.png").path))
    }

    @Test func test_whenACellHolds70000CombiningMarks_thatItRendersWithTheDocumentedBound_inAFewSeconds() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let text = "e" + String(repeating: "\\u0301", count: 70_000)
        try folder.write("""
            { "viewport": { "width": 120, "height": 40, "scale": 1 },
              "sections": [ { "items": [ { "width": 120, "height": 40, "text": "\(text)" } ] } ] }
            """, to: "marks.json")
        let render = try CommandRunner.run(["render", "marks.json", "-o", "out.png"], in: folder.url, timeout: 120)
        #expect(!render.signaled)
        #expect(render.status == 0, "\(render.standardError)")
    }
}
