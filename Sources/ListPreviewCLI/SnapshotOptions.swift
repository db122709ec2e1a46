import ArgumentParser
import Foundation
import ListPlumbing
import ListPreview

/// The options `record` and `verify` share: which specs, where goldens and artifacts go, how renders are drawn and
/// compared.
struct SnapshotOptions: ParsableArguments {
    @Argument(help: ArgumentHelp(
        "Spec files, folders (every spec below, skipping __Snapshots__) or glob patterns (quote them).",
        valueName: "spec-or-folder"))
    var specs: [String]

    @Option(help: ArgumentHelp(
        "One folder for every golden (default: __Snapshots__ beside each spec).", valueName: "folder"))
    var goldens: String?

    @Option(name: .customLong("artifacts"), help: ArgumentHelp(
        "Where the report, JUnit XML and failure images go (default: .listpreview-artifacts).", valueName: "folder"))
    var namedArtifacts: String?

    /// The artifacts folder: the one named, else `.listpreview-artifacts`.
    var artifacts: String { namedArtifacts ?? SnapshotAcceptance.defaultArtifacts }

    @Option(help: ArgumentHelp(
        "The share of pixels that may differ: 0.001 or 0.1% (default 0: none).", valueName: "share"))
    var tolerance = "0"

    @Option(name: .customLong("delta-e"), help: ArgumentHelp(
        "A pixel whose CIEDE2000 difference is at most this counts as unchanged (default 0: exact bytes).",
        valueName: "ΔE"))
    var deltaE: Double = 0

    @Option(help: ArgumentHelp("Run only shard K of N of the sorted specs (for parallel CI jobs).", valueName: "K/N"))
    var shard: String?

    @OptionGroup(title: "Drawing")
    var drawing: DrawingOptions

    @Flag(help: "Render without overlays (guides, spacing markers, index paths).")
    var clean = false

    @Flag(help: ArgumentHelp(
        "Check the accessibility snapshots instead (NAME.accessibility.png: the screen with what VoiceOver reads "
            + "outlined, numbered and listed; the sidecar lists each element)."))
    var accessibility = false

    @OptionGroup(title: "Accessibility audit")
    var audit: AuditOptions

    @Flag(help: "Print only failures and the summary.")
    var quiet = false

    @Flag(name: .customLong("keep-passing"), help: "Keep the actual image of passing cases too (default: only failures).")
    var keepPassing = false

    @OptionGroup var parallel: JobsOption

    @Option(help: ArgumentHelp(
        "Also write a short Markdown summary (counts, each failure explained, the accept commands) to this file, "
            + "e.g. \"$GITHUB_STEP_SUMMARY\".", valueName: "file"))
    var summary: String?

    /// The options that change the pictures, as arguments (kept in results.json; the report's accept commands repeat
    /// `--goldens`, and `accept` itself never reads them).
    var renderingArguments: [String] {
        var arguments = drawing.arguments
        if clean { arguments.append("--clean") }
        if accessibility { arguments.append("--accessibility") }
        arguments += audit.arguments
        if let goldens { arguments += ["--goldens", goldens] }
        return arguments
    }

    /// Unused goldens are listed only when whole folders are verified: naming one spec says nothing of the others.
    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The tolerance, checked.
    func snapshotTolerance() throws -> SnapshotTolerance {
        var text = tolerance.trimmingCharacters(in: .whitespaces)
        var divisor = 1.0
        if text.hasSuffix("%") {
            text.removeLast()
            divisor = 100
        }
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)) else {
            throw InputError("--tolerance: expected a share such as 0.001 or 0.1%, got \"\(tolerance)\"")
        }
        do {
            return try SnapshotTolerance.validated(pixelShare: value / divisor, deltaE: deltaE)
        } catch {
            throw InputError("--tolerance/--delta-e: \(error)")
        }
    }

    /// Builds the suite and its renderer, then runs it, printing each case and a summary.
    ///
    /// - Parameters:
    ///   - action: record or verify.
    ///   - configure: adjusts the suite before it runs (`accept` selects cases).
    func run(action: SnapshotSuite.Action, configure: (inout SnapshotSuite) -> Void = { _ in }) throws
        -> SnapshotSuiteOutcome
    {
        let artifactsFolder = try Self.checkedArtifacts(namedArtifacts)
        let discovery = try SpecDiscovery.discover(specs)
        var found = discovery.specs
        if let shard {
            found = try SnapshotShard(parsing: shard).select(found)
        }
        let jobs = try parallel.checked()
        let accessibilityAudit = try audit.checked()
        if accessibilityAudit != nil, accessibility {
            throw InputError("--audit: audits the stills; run it without --accessibility (a run of its own)")
        }
        var renderer = SpecSnapshotRenderer(
            renderer: SpecRenderer(
                pipeline: try drawing.pipeline(), theme: try drawing.renderTheme(), overlays: clean ? .none : .default))
        renderer.recordsAudit = accessibilityAudit != nil
        var suite = SnapshotSuite(
            specs: found, action: action, goldens: GoldenLocation(folder: goldens.map { URL(fileURLWithPath: $0) }),
            artifacts: artifactsFolder, tolerance: try snapshotTolerance(),
            listsUnusedGoldens: shard == nil && specs.allSatisfy(Self.isFolder))
        suite.keepsPassing = keepPassing
        suite.accessibility = accessibility
        suite.audit = accessibilityAudit.map { _ in ListAccessibilityAudit.default }
        suite.auditOverrides = accessibilityAudit ?? ListAccessibilityAuditOptions()
        suite.workers = jobs ?? suite.workers
        suite.options = renderingArguments
        suite.refusedSpecs = discovery.refusals
        configure(&suite)
        let quiet = self.quiet
        let failedWrite = FirstError()
        let outcome = try suite.run(renderer: renderer) { result in
            guard !quiet || result.status.isFailure else { return }
            // The suite goes on (its reports are still written); the failed write makes the command fail at the end.
            failedWrite.record { try Self.printCase(result) }
        }
        for path in outcome.unusedGoldens {
            StandardError.write("warning: unused golden (no spec uses it): \(ReportText.terminal(path))\n")
        }
        try failedWrite.rethrow()
        // The summary covers what the reports hold: the Swift assertions' cases already in results.json too.
        try Self.writeMarkdownSummary(of: outcome.reported, artifacts: artifacts, goldens: goldens, to: summary)
        try Self.printSummary(of: outcome.results)
        try StandardOutput.write(
            "results: \(outcome.json.relativePath)  report: \(outcome.report.relativePath)  "
                + "junit: \(outcome.junit.relativePath)\n")
        return outcome
    }

    /// The artifacts folder to write into: the one the user named (a link there is followed), else
    /// `.listpreview-artifacts`, which is found, not named — a committed link there is refused before anything is
    /// written, so no report, image or lock goes through it.
    ///
    /// - Throws: ``InputError`` when the default folder is a symbolic link.
    static func checkedArtifacts(_ named: String?) throws -> URL {
        if let named { return URL(fileURLWithPath: named) }
        let folder = URL(fileURLWithPath: SnapshotAcceptance.defaultArtifacts)
        guard DerivedFile.kind(of: folder) != .link else {
            throw InputError(
                "\(SnapshotAcceptance.defaultArtifacts) is a symbolic link: the default artifacts folder is never "
                    + "written through a link (remove it, or name the folder with --artifacts)")
        }
        return folder
    }

    /// `✗ failed   Samples/feed.json: 609 pixels differ …` and, below it, what changed in the layout.
    static func printCase(_ result: SnapshotCaseResult) throws {
        let mark = result.status.isFailure ? "✗" : "✓"
        let detail = result.status.message.map { ": \($0)" } ?? ""
        var text = "\(mark) \(result.status.label.padding(toLength: 8, withPad: " ", startingAt: 0)) \(result.name)\(detail)"
        if let layout = result.layoutSummary { text += "\n    layout: \(layout)" }
        try StandardOutput.write(ReportText.terminal(text) + "\n")
    }

    /// Writes the Markdown summary of `--summary` (as `-o` outputs are written: a link is written through, a FIFO
    /// or `/dev/stdout` streamed into), when one was asked for.
    static func writeMarkdownSummary(
        of results: [SnapshotCaseResult], artifacts: String, goldens: String?, to path: String?
    ) throws {
        guard let path else { return }
        let text = SnapshotSummary(results: results, artifacts: artifacts, goldens: goldens).markdown
        try AtomicFile.write(Data(text.utf8), to: URL(fileURLWithPath: path))
    }

    /// The counts, and the groups of cases whose layout changed the same way.
    static func printSummary(of results: [SnapshotCaseResult]) throws {
        for group in SnapshotChangeGroup.groups(of: results) {
            try StandardOutput.write(ReportText.terminal("\(group.headline): \(group.summary)") + "\n")
        }
        let counts = Dictionary(grouping: results, by: \.status.label).mapValues(\.count)
        let summary = ["passed", "recorded", "failed", "missing", "error"]
            .compactMap { label in counts[label].map { "\($0) \(label)" } }.joined(separator: ", ")
        try StandardOutput.write("\(results.count) case\(results.count == 1 ? "" : "s"): \(summary.isEmpty ? "none" : summary)\n")
    }
}

/// The first error of work that cannot throw where it runs (a callback), kept to be thrown later.
private final class FirstError: @unchecked Sendable {
    // Unchecked: `error` is read and written only under `lock`.
    private let lock = NSLock()
    private var error: (any Error)?

    /// Runs `body`, keeping its error if it is the first.
    func record(_ body: () throws -> Void) {
        do {
            try body()
        } catch {
            lock.withLock { self.error = self.error ?? error }
        }
    }

    /// Throws the kept error, if any.
    func rethrow() throws {
        if let error = lock.withLock({ self.error }) { throw error }
    }
}
