import ArgumentParser
import Foundation
import ListPreview

/// `listpreview merge-reports DIR… -o OUT`: one report from the shards of a CI matrix.
struct MergeReportsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge-reports",
        abstract: "Merge the results of several shards into one results.json, report.html and junit.xml.",
        discussion: """
            Reads results.json in every folder (the --artifacts of each shard's verify or compare), copies the \
            images they refer to into the output folder and writes the merged results.json, report.html and \
            junit.xml there, cases sorted by spec. A case found in two folders is taken from the first. \
            `listpreview accept --artifacts OUT` then promotes cases from the merged report; --summary FILE writes \
            the Markdown summary of the merged run.

            Example:
              listpreview merge-reports shards/snapshots-1 shards/snapshots-2 -o report --summary "$GITHUB_STEP_SUMMARY"

            Exit status: 0 when merged (whatever the cases say); 2 when a folder has no readable results.json.
            """
    )

    @Argument(help: ArgumentHelp("The shards' artifacts folders.", valueName: "folder"))
    var folders: [String]

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The merged report's folder.", valueName: "folder"))
    var output: String

    @Option(help: ArgumentHelp(
        "Also write a short Markdown summary of the merged run to this file, e.g. \"$GITHUB_STEP_SUMMARY\".",
        valueName: "file"))
    var summary: String?

    func run() throws {
        let destination = URL(fileURLWithPath: output)
        var merged: [SnapshotCaseResult] = []
        var seen = Set<SnapshotCaseKey>()
        var options: [String] = []
        for folder in folders {
            let source = URL(fileURLWithPath: folder)
            let shard = try SnapshotReports.read(from: source.appendingPathComponent("results.json"))
            if options.isEmpty { options = shard.options }
            for result in shard.results where seen.insert(result.key).inserted {
                for name in [result.actualImage, result.expectedImage, result.differenceImage, result.actualLayout]
                    .compactMap({ $0 })
                {
                    try copy(source.appendingPathComponent(name), to: destination.appendingPathComponent(name))
                }
                if let name = result.actualAnimation {
                    try copyAnimation(source.appendingPathComponent(name), to: destination.appendingPathComponent(name))
                }
                merged.append(result)
            }
        }
        merged.sort { $0.key < $1.key }
        let files = try SnapshotReports(results: merged, options: options).write(to: destination)
        try SnapshotOptions.writeMarkdownSummary(
            of: merged, artifacts: output, goldens: SnapshotAcceptance.goldensOption(in: options), to: summary)
        try SnapshotOptions.printSummary(of: merged)
        try StandardOutput.write(
            "results: \(files.json.relativePath)  report: \(files.report.relativePath)  junit: \(files.junit.relativePath)\n")
    }

    /// Copies an actual animation folder (its manifest and frames) so that `accept` can promote it from the merged
    /// report.
    private func copyAnimation(_ source: URL, to destination: URL) throws {
        guard source.standardizedFileURL.path != destination.standardizedFileURL.path else { return }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: source.path)) ?? []
        for name in names.sorted() where name == "manifest.json" || (name.hasPrefix("frame-") && name.hasSuffix(".png")) {
            try copy(source.appendingPathComponent(name), to: destination.appendingPathComponent(name))
        }
    }

    private func copy(_ source: URL, to destination: URL) throws {
        guard source.standardizedFileURL.path != destination.standardizedFileURL.path else { return }
        guard let data = FileManager.default.contents(atPath: source.path) else {
            throw InputError("\(ReportText.terminal(source.relativePath)): an image results.json refers to is missing")
        }
        try AtomicFile.write(data, to: destination)
    }
}
