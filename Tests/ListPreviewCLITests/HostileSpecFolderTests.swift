import Foundation
import ListTestSupport
import Testing

/// Issue 27, "Hostile files never crash or exhaust", for the spec folder itself: a FIFO named like a spec (or a link
/// to one) hung `record` for ever — discovery opened it to see whether it is a `diff` input. Now it is a case that
/// fails as an `error` naming it, without being opened (a link, as every link found in a suite), and the other
/// specs still run.
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
            #expect(run.standardOutput.contains(
                "✗ error    specs/fifo.json: specs/fifo.json: is not a regular file (a FIFO, socket or device): "
                    + "a spec of a suite must be a file"), "\(command): \(run.standardOutput)")
            // A link found in a suite is refused as a link, never opened (issue 37).
            #expect(run.standardOutput.contains(
                "✗ error    specs/linked.yaml: specs/linked.yaml is a symbolic link found in the suite folder specs: "),
                "\(command): \(run.standardOutput)")
            #expect(run.standardOutput.contains(command == "record" ? "✓ recorded specs/a.json" : "✓ passed"),
                    "\(command): \(run.standardOutput)")
        }
    }

    /// A spec whose image name reaches a file through a symbolic link (here a linked subfolder pointing out of the
    /// repository) is an `error` case of the suite naming the spec and the JSON path, and `render` exits with 2
    /// without writing; the other specs still run. The link is made inside the test's folder.
    @Test func test_whenASpecsImageIsReachedThroughALink_thatItIsAnErrorCaseWithTheJSONPath_andRenderExits2() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let viewport = #""viewport": { "width": 60, "height": 40, "scale": 1 }"#
        try folder.write(#"{ \#(viewport), "sections": [ { "items": [ { "height": 10 } ] } ] }"#, to: "specs/a.json")
        try folder.write(
            #"{ \#(viewport), "sections": [ { "items": [ { "height": 20, "view": { "type": "image", "image": "icons/x" } } ] } ] }"#,
            to: "specs/img.json")
        try folder.write("not read", to: "outside/x.png")
        try FileManager.default.createSymbolicLink(
            atPath: folder.file("specs/icons").path, withDestinationPath: folder.file("outside").path)
        // A suite names the image as `render` does, relative to the current folder (not by the runner's absolute path).
        let message = "specs/img.json: sections[0].items[0].view.image: specs/icons/x.png: passes through a symbolic link "
            + "below the asset folder specs: an image found by name is never read through a link"
        let verify = try CommandRunner.run(["verify", "specs"], in: folder.url, timeout: 60)
        #expect(verify.status == 2, "\(verify.standardError)")
        #expect(verify.standardOutput.contains("✗ error    specs/img.json"), "\(verify.standardOutput)")
        #expect(verify.standardOutput.contains(message), "\(verify.standardOutput)")
        let render = try CommandRunner.run(["render", "specs/img.json", "-o", "out.png"], in: folder.url, timeout: 60)
        #expect(render.status == 2)
        #expect(render.standardError.contains("error: " + message), "\(render.standardError)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("out.png").path))
    }
}
