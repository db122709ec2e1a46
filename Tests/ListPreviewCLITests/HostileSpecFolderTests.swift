import Foundation
import ListTestSupport
import Testing

/// Issue 27, "Hostile files never crash or exhaust", for the spec folder itself: a FIFO named like a spec (or a link
/// to one) hung `record` for ever — discovery opened it to see whether it is a `diff` input. Now it is a case that
/// fails as an `error` naming it, without being opened, and the other specs still run.
@Suite struct HostileSpecFolderTests {
    @Test func test_whenASpecFolderHoldsAFIFO_thatRecordAndVerifyReportAnErrorCase_insteadOfHanging() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(
            #"{ "viewport": { "width": 60, "height": 40, "scale": 1 }, "sections": [ { "items": [ { "height": 10 } ] } ] }"#,
            to: "specs/a.json")
        #expect(mkfifo(folder.file("specs/fifo.json").path, 0o600) == 0)
        try FileManager.default.createSymbolicLink(
            atPath: folder.file("specs/linked.yaml").path, withDestinationPath: folder.file("specs/fifo.json").path)
        for command in ["record", "verify"] {
            let run = try CommandRunner.run([command, "specs"], in: folder.url, timeout: 60)
            #expect(run.status == 2, "\(command): \(run.standardError)")
            for name in ["fifo.json", "linked.yaml"] {
                #expect(run.standardOutput.contains(
                    "✗ error    specs/\(name): specs/\(name): is not a regular file (a FIFO, socket or device): "
                        + "a spec of a suite must be a file"), "\(command): \(run.standardOutput)")
            }
            #expect(run.standardOutput.contains(command == "record" ? "✓ recorded specs/a.json" : "✓ passed"),
                    "\(command): \(run.standardOutput)")
        }
    }
}
