import ArgumentParser
import Foundation
import ListCore
import ListPlumbing
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
                    try copy(name, from: source, to: destination)
                }
                if let name = result.actualAnimation {
                    try copyAnimation(name, from: source, to: destination)
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
            TerminalText.escaped("results: \(files.json.relativePath)  report: \(files.report.relativePath)  junit: \(files.junit.relativePath)\n"))
    }

    /// Copies an actual animation folder (its manifest and frames) so that `accept` can promote it from the merged
    /// report; a real folder only, each file as ``copy(_:from:to:)`` copies an image.
    private func copyAnimation(_ name: String, from source: URL, to destination: URL) throws {
        let folder = source.appendingPathComponent(name)
        guard DerivedFile.kind(of: folder) == .folder else {
            throw InputError("\(ReportText.terminal(folder.relativePath)): an animation results.json refers to is not a folder")
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for file in names.sorted() where file == "manifest.json" || (file.hasPrefix("frame-") && file.hasSuffix(".png")) {
            try copy(name + "/" + file, from: source, to: destination)
        }
    }

    /// Copies an image a shard's results name (a path inside the shard's folder: `SnapshotReports.read` refuses
    /// any other) without following a link on either side: a shard's artifacts are data from a CI run, and a link
    /// among them must not make the merge read or overwrite a file elsewhere.
    private func copy(_ name: String, from source: URL, to destination: URL) throws {
        let input = source.appendingPathComponent(name)
        let output = destination.appendingPathComponent(name)
        guard input.standardizedFileURL.path != output.standardizedFileURL.path else { return }
        let data: Data
        do {
            try DerivedFile.checkFolders(of: input, below: source)
            data = try DerivedFile.read(input, limit: 1 << 30)
            try DerivedFile.checkReplaceable(output, below: destination)
        } catch {
            throw InputError("\(error.description) (an image \(source.relativePath)/results.json refers to)")
        }
        try AtomicFile.write(data, to: output)
    }
}
