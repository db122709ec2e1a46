import Foundation
import ListTestSupport
import Testing

/// Issue 37, "cleanup": what a `verify` killed with `kill -9` leaves — the staging folder of an actual animation in
/// its `run-…` folder, temporary images and reports, the staging folder of a golden it was recording — is removed by
/// the next run into the same artifacts folder. The leftovers are made here as the killed run would have made them
/// (with the process id of a process that no longer exists); files of the user's with similar names stay.
@Suite struct KilledRunCleanupTests {
    private static let spec = """
        { "viewport": { "width": 60, "height": 40, "scale": 1 }, "sections": [ { "items": [ { "id": "a", "width": 60, "height": 20 } ] } ],
          "updates": [ { "sections": [ { "items": [ { "id": "b", "width": 60, "height": 20 }, { "id": "a", "width": 60, "height": 20 } ] } ] } ] }
        """

    /// A process id no process has (above Linux's largest `pid_max`).
    private static let deadProcess = 2_147_483_000

    private func exists(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0
    }

    @Test func test_whenAVerifyWasKilled_thatTheNextRunRemovesItsStagingAndTemporaryFiles_butNotTheUsers() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.spec, to: "specs/feed.json")
        #expect(try CommandRunner.run(["record", "specs"], in: folder.url, timeout: 120).status == 0)
        let artifacts = folder.file(".listpreview-artifacts")
        let dead = "\(Self.deadProcess)-\(UUID().uuidString)"
        let ours = [
            "run-0123456789ab/.specs_sfeed.json@animation.actual.animation.\(dead).tmp/frame-0000.png",
            "run-0123456789ab/.specs_sfeed.json@animation.actual.animation.\(dead).tmp/frame-0001.png",
            "run-0123456789ab/.specs_sfeed.json.actual.png.\(dead).tmp",
            "run-0123456789ab/.specs_sfeed.json@animation.actual.animation.layout.json.\(dead).tmp",
            "run-0123456789ab/specs_sfeed.json@animation.actual.animation/frame-0000.png",
            ".results.json.\(dead).tmp",
            ".report.html.\(dead).tmp",
        ]
        let goldenStaging = "specs/__Snapshots__/.feed.animation.\(dead).tmp/frame-0000.png"
        let users = [
            "run-0123456789ab/.specs_sfeed.json@animation.actual.animation.backup.tmp/frame-0000.png",
            "run-0123456789ab/notes.txt",
            "run-fedcba987654/.x.actual.animation.\(dead).tmp/my-notes.txt",
            "mine/.feed.actual.animation.\(dead).tmp/frame-0000.png",
        ]
        for path in ours + users { try folder.write("leftover", to: ".listpreview-artifacts/" + path) }
        try folder.write("leftover", to: goldenStaging)
        let verify = try CommandRunner.run(["verify", "specs"], in: folder.url, environment: ["CI": "1"], timeout: 120)
        #expect(verify.status == 0, "\(verify.standardOutput)\(verify.standardError)")
        for path in ours {
            #expect(!exists(artifacts.appendingPathComponent(path)), "left: \(path)")
        }
        #expect(!exists(artifacts.appendingPathComponent(
            "run-0123456789ab/.specs_sfeed.json@animation.actual.animation.\(dead).tmp")))
        #expect(!exists(folder.file(goldenStaging).deletingLastPathComponent()))
        for path in users {
            #expect(exists(artifacts.appendingPathComponent(path)), "removed the user's \(path)")
        }
    }
}
