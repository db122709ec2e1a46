import Foundation
import ListTestSupport
import Testing

/// Issue 37, "the path rule, completed": what the user names on the command line may be a link; what a run finds
/// inside a suite folder (subfolders, spec files) or uses by default (`.listpreview-artifacts`) is never followed
/// through a link. Each test makes its links, dangling links and FIFOs inside its own temporary folder; "outside" is
/// a sibling of the suite that stands for a folder out of the repository.
@Suite struct SuiteLinkTests {
    private static let spec = """
        { "viewport": { "width": 60, "height": 40, "scale": 1 }, "sections": [ { "items": [ { "width": 60, "height": 20 } ] } ] }
        """
    private static let linkReason = "is a symbolic link found in the suite folder specs: a suite's spec files and "
        + "subfolders are never read, written or pruned through a link (name it on the command line to use it)"

    private func exists(_ folder: TemporaryFolder, _ path: String) -> Bool {
        var info = stat()
        return lstat(folder.file(path).path, &info) == 0
    }

    private func link(_ folder: TemporaryFolder, _ path: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: folder.file(path).path, withDestinationPath: target)
    }

    /// `specs/vendor -> ../outside`: `record` wrote goldens into `outside/__Snapshots__`; now the linked folder is one
    /// `error` case naming it, for record, verify and compare, and nothing is written through it.
    @Test func test_whenASuiteHoldsALinkedSubfolder_thatEveryRunReportsItAsAnErrorCase_andWritesNothingThroughIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.spec, to: "specs/a.json")
        try folder.write(Self.spec, to: "outside/b.json")
        try link(folder, "specs/vendor", to: "../outside")
        for (command, environment) in [("record", [:]), ("verify", ["CI": "1"]), ("compare", [:]), ("verify", [:])] {
            let run = try CommandRunner.run([command, "specs"], in: folder.url, environment: environment, timeout: 120)
            #expect(run.status == 2, "\(command): \(run.standardOutput)\(run.standardError)")
            #expect(run.standardOutput.contains("✗ error    specs/vendor: specs/vendor \(Self.linkReason)"),
                    "\(command): \(run.standardOutput)")
            #expect(!run.standardOutput.contains("specs/vendor/b.json"), "\(command): \(run.standardOutput)")
            #expect(!exists(folder, "outside/__Snapshots__"), "\(command) wrote through the link")
        }
        #expect(exists(folder, "specs/__Snapshots__/a.png"))
        // Named on the command line, the same link is the user's choice: followed.
        let named = try CommandRunner.run(["record", "specs/vendor"], in: folder.url, timeout: 120)
        #expect(named.status == 0, "\(named.standardOutput)\(named.standardError)")
        #expect(exists(folder, "outside/__Snapshots__/b.png"))
    }

    /// A linked spec file found in a suite (to a file out of the repository, dangling, or to a device) is an `error`
    /// case naming the link; its content is never read, so none of it reaches the console or the reports.
    @Test func test_whenASuiteHoldsLinkedSpecFiles_thatTheyAreErrorCases_andTheirContentReachesNoOutput() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.spec, to: "specs/a.json")
        try folder.write(#"{ "viewport": "SECRET-7c1e: the content of a file out of the repository" }"#, to: "outside/secret.json")
        try link(folder, "specs/linked.json", to: folder.file("outside/secret.json").path)
        try link(folder, "specs/dangling.yaml", to: "../outside/gone.yaml")
        try link(folder, "specs/device.json", to: "/dev/zero")
        #expect(mkfifo(folder.file("outside/pipe.json").path, 0o600) == 0)
        try link(folder, "specs/pipe.yml", to: "../outside/pipe.json")
        let run = try CommandRunner.run(["verify", "specs", "--summary", "summary.md"], in: folder.url,
                                        environment: ["CI": "1"], timeout: 120)
        #expect(run.status == 2, "\(run.standardOutput)\(run.standardError)")
        for name in ["linked.json", "dangling.yaml", "device.json", "pipe.yml"] {
            #expect(run.standardOutput.contains("✗ error    specs/\(name): specs/\(name) \(Self.linkReason)"),
                    "\(name): \(run.standardOutput)")
        }
        #expect(run.standardOutput.contains("✗ missing  specs/a.json"), "\(run.standardOutput)")
        let outputs = [run.standardOutput, run.standardError] + ["results.json", "report.html", "junit.xml"].map {
            (try? String(contentsOf: folder.file(".listpreview-artifacts/\($0)"), encoding: .utf8)) ?? "<unreadable \($0)>"
        } + [(try? String(contentsOf: folder.file("summary.md"), encoding: .utf8)) ?? "<unreadable summary>"]
        for output in outputs {
            #expect(!output.contains("<unreadable "), "\(output.prefix(200))")
            #expect(!output.contains("SECRET-7c1e"), "\(output.prefix(2000))")
        }
        // Named on the command line, the link is read.
        let named = try CommandRunner.run(["verify", "specs/linked.json"], in: folder.url, timeout: 120)
        #expect(named.standardOutput.contains("SECRET-7c1e"), "\(named.standardOutput)")
    }

    /// `prune` decided from a suite that reached `outside/__Snapshots__` through `specs/vendor` and deleted goldens
    /// there; now the link is a spec that cannot be read: nothing below it is looked at or deleted, status 2.
    @Test func test_whenASuiteHoldsALinkedSubfolder_thatPruneDeletesNothingThroughIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.spec, to: "specs/a.json")
        try folder.write(Self.spec, to: "outside/b.json")
        try folder.write(Self.spec, to: "outside/gone.json")
        #expect(try CommandRunner.run(["record", "outside", "specs"], in: folder.url, timeout: 120).status == 0)
        try FileManager.default.removeItem(at: folder.file("outside/gone.json"))
        try link(folder, "specs/vendor", to: "../outside")
        let prune = try CommandRunner.run(["prune", "specs"], in: folder.url, timeout: 120)
        #expect(prune.status == 2, "\(prune.standardOutput)\(prune.standardError)")
        #expect(prune.standardError.contains("specs/vendor: kept its goldens, cannot read it: specs/vendor \(Self.linkReason)"),
                "\(prune.standardError)")
        #expect(!prune.standardOutput.contains("gone"), "\(prune.standardOutput)")
        #expect(exists(folder, "outside/__Snapshots__/gone.png"))
        #expect(exists(folder, "outside/__Snapshots__/gone.layout.json"))
        // A glob the user writes finds files too: a match through the link is refused the same way.
        let globbed = try CommandRunner.run(["record", "specs/*/*.json"], in: folder.url, timeout: 120)
        #expect(globbed.status == 2, "\(globbed.standardOutput)\(globbed.standardError)")
        #expect(globbed.standardOutput.contains("✗ error    specs/vendor/b.json: specs/vendor "), "\(globbed.standardOutput)")
    }

    /// A run whose cases were recorded with `specs/vendor` a real folder, accepted after it became a link: the golden
    /// is refused, never written through the link.
    @Test func test_whenAcceptedCasesLieBelowALinkedSubfolder_thatAcceptRefusesThem() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.spec, to: "specs/vendor/b.json")
        let verify = try CommandRunner.run(["verify", "specs"], in: folder.url, environment: ["CI": "1"], timeout: 120)
        #expect(verify.status == 1, "\(verify.standardOutput)\(verify.standardError)")
        try FileManager.default.moveItem(at: folder.file("specs/vendor"), to: folder.file("outside"))
        try link(folder, "specs/vendor", to: "../outside")
        let accept = try CommandRunner.run(["accept"], in: folder.url, timeout: 120)
        #expect(accept.status == 2, "\(accept.standardOutput)\(accept.standardError)")
        #expect(accept.standardError.contains("specs/vendor/b.json"), "\(accept.standardError)")
        #expect(!exists(folder, "outside/__Snapshots__"))
    }

    /// A committed `.listpreview-artifacts` link (the default folder, not named) is refused before anything is
    /// written: no report, image, lock or results.json goes through it, and the files behind it stay as they were.
    @Test func test_whenTheDefaultArtifactsFolderIsALink_thatNothingIsWrittenThroughIt_unlessTheUserNamesIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.spec, to: "specs/a.json")
        try folder.write("old report", to: "outside/report.html")
        try folder.write("old results", to: "outside/results.json")
        try link(folder, ".listpreview-artifacts", to: "outside")
        let refusal = ".listpreview-artifacts is a symbolic link: the default artifacts folder is never written "
            + "through a link (remove it, or name the folder with --artifacts)"
        for arguments in [["record", "specs"], ["verify", "specs"], ["compare", "specs"], ["accept"], ["accept", "--list"]] {
            let run = try CommandRunner.run(arguments, in: folder.url, environment: ["CI": "1"], timeout: 120)
            #expect(run.status == 2, "\(arguments): \(run.standardOutput)\(run.standardError)")
            #expect(run.standardError.contains(refusal), "\(arguments): \(run.standardError)")
            let inside = try FileManager.default.contentsOfDirectory(atPath: folder.file("outside").path).sorted()
            #expect(inside == ["report.html", "results.json"], "\(arguments)")
            #expect(try String(contentsOf: folder.file("outside/report.html"), encoding: .utf8) == "old report")
        }
        let named = try CommandRunner.run(["verify", "specs", "--artifacts", ".listpreview-artifacts"], in: folder.url,
                                          environment: ["CI": "1"], timeout: 120)
        #expect(named.status == 1, "\(named.standardOutput)\(named.standardError)")
        #expect(try String(contentsOf: folder.file("outside/report.html"), encoding: .utf8) != "old report")
    }
}
