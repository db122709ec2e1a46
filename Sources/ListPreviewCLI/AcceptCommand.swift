import ArgumentParser
import Foundation
import ListPlumbing
import ListPreview
import ListSnapshotKit

/// `listpreview accept [CASE…]`: promotes the reviewed actual images of the last run's failed and missing cases.
struct AcceptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accept",
        abstract: "Promote the actual images of the last run's failed and missing cases to their goldens.",
        discussion: """
            Reads results.json in --artifacts (written by the last verify or compare) and writes, for each chosen \
            failed or missing case, the actual image the run kept (the one the report shows) as its golden, with its \
            layout sidecar; nothing is rendered again. With no CASE every pending case is accepted; name cases by \
            spec path (every case of the spec), by case name with a variant (Samples/feed.json+dark), as an animation \
            (Samples/feed.json#animation or Samples/feed.json#frame-3) or by Swift test name, as the report and \
            --list print them. The other cases stay failing in the rewritten reports.

            Only the case names come from results.json: goldens go where this command line says (--goldens), artifact \
            paths must stay inside --artifacts, and a case whose spec changed since the run is refused (the reviewed \
            image is no longer what it draws: verify again).

            Examples:
              listpreview verify Samples || listpreview accept --list
              listpreview accept Samples/feed.json+dark 'Samples/settings.json#animation'
              listpreview accept --artifacts artifacts/shard-2 --goldens Goldens

            Exit status: 0 when every chosen case was accepted (or there was none); 2 for a missing or unreadable \
            results.json, a name that matches no pending case, or a case that was refused (the others are accepted).
            """
    )

    @Argument(help: ArgumentHelp("The cases to accept (default: every failed and missing case).", valueName: "case"))
    var cases: [String] = []

    @Option(name: .customLong("artifacts"), help: ArgumentHelp(
        "The folder of the run to accept (default: .listpreview-artifacts).", valueName: "folder"))
    var namedArtifacts: String?

    /// The artifacts folder: the one named, else `.listpreview-artifacts`.
    var artifacts: String { namedArtifacts ?? SnapshotAcceptance.defaultArtifacts }

    @Option(help: ArgumentHelp(
        "The one folder of every golden, as the run had it (default: __Snapshots__ beside each spec).",
        valueName: "folder"))
    var goldens: String?

    @Flag(help: "Print the pending cases and the command that accepts each, and accept nothing.")
    var list = false

    @Flag(help: "Print only refusals and the summary.")
    var quiet = false

    func run() throws {
        let folder = try SnapshotOptions.checkedArtifacts(namedArtifacts)
        let acceptance = try SnapshotAcceptance(
            artifacts: folder, goldens: GoldenLocation(folder: goldens.map { URL(fileURLWithPath: $0) }))
        if list { return try printPending(acceptance.pending) }
        let chosen = try acceptance.select(cases)
        guard !chosen.isEmpty else {
            try StandardOutput.write(
                "nothing to accept: no failed or missing case in \(ReportText.terminal(artifacts))/results.json\n")
            return
        }
        var accepted: [SnapshotCaseKey: SnapshotCaseResult] = [:]
        var refused = 0
        for result in chosen {
            do {
                let promoted = try acceptance.promote(result)
                accepted[result.key] = promoted
                if !quiet { try SnapshotOptions.printCase(promoted) }
            } catch {
                refused += 1
                StandardError.write(ReportText.terminal("✗ \(error)") + "\n")
            }
        }
        // Under the folder's lock (Swift tests may be adding cases); cases added since the read are kept.
        let (results, files) = try SnapshotCaseLog.withLock(folder) {
            let current = (try? SnapshotReports.read(from: folder.appendingPathComponent("results.json")))?.results
                ?? acceptance.reports.results
            let results = current.map { accepted[$0.key] ?? $0 }
            return (results, try SnapshotReports(results: results, options: acceptance.reports.options).write(to: folder))
        }
        try SnapshotOptions.printSummary(of: results)
        try StandardOutput.write(
            "results: \(files.json.relativePath)  report: \(files.report.relativePath)  junit: \(files.junit.relativePath)\n")
        if refused > 0 { throw ExitCode(InputError.exitCode) }
    }

    /// One line per pending case: its status, name and message, then the command that accepts it.
    private func printPending(_ pending: [SnapshotCaseResult]) throws {
        guard !pending.isEmpty else {
            return try StandardOutput.write("nothing pending in \(ReportText.terminal(artifacts))/results.json\n")
        }
        for result in pending {
            try SnapshotOptions.printCase(result)
            let command = SnapshotAcceptance.command(accepting: [result.name], artifacts: artifacts, goldens: goldens)
            try StandardOutput.write(ReportText.terminal("    accept: \(command)") + "\n")
        }
        try StandardOutput.write("\(pending.count) pending; accept all with: "
            + ReportText.terminal(SnapshotAcceptance.command(accepting: [], artifacts: artifacts, goldens: goldens)) + "\n")
    }
}
