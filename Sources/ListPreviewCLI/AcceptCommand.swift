import ArgumentParser
import Foundation
import ListPreview

/// `listpreview accept`: re-records exactly the failed and missing cases of the last run.
struct AcceptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accept",
        abstract: "Re-record the goldens of the failed and missing cases of the last verify or compare.",
        discussion: """
            Reads results.json in --artifacts (written by the last verify or compare), renders exactly its failed \
            and missing cases again with the same options (theme, --clean, --font, --goldens) and records their \
            goldens and layout sidecars; passing cases and errors are left alone. The reports are written again, \
            the accepted cases now "recorded".

            Examples:
              listpreview verify Samples || listpreview accept
              listpreview accept --artifacts artifacts/shard-2

            Exit status: 0 when every chosen case was recorded (or there was none); 2 for a missing or unreadable \
            results.json or a case that cannot be rendered any more.
            """
    )

    @Option(help: ArgumentHelp("The folder of the run to accept.", valueName: "folder"))
    var artifacts = ".listpreview-artifacts"

    @Flag(help: "Print only failures and the summary.")
    var quiet = false

    func run() throws {
        let folder = URL(fileURLWithPath: artifacts)
        let previous = try SnapshotReports.read(from: folder.appendingPathComponent("results.json"))
        let chosen = previous.results.filter {
            switch $0.status {
            case .failed, .missing: true
            default: false
            }
        }
        guard !chosen.isEmpty else {
            try StandardOutput.write("nothing to accept: no failed or missing case in \(artifacts)/results.json\n")
            return
        }
        let specs = Array(Set(chosen.map(\.spec))).sorted()
        for spec in specs where !FileManager.default.fileExists(atPath: spec) {
            throw InputError("\(ReportText.terminal(spec)): the spec of a case to accept no longer exists")
        }
        var arguments = specs + previous.options + ["--artifacts", artifacts]
        if quiet { arguments.append("--quiet") }
        let options = try SnapshotOptions.parse(arguments)
        let outcome = try options.run(action: .record) { suite in
            suite.selection = Set(chosen.map(\.key))
            suite.carriedOver = previous.results
            suite.listsUnusedGoldens = false
        }
        if outcome.hasFailures { throw ExitCode(InputError.exitCode) }
    }
}
