import ArgumentParser
import Foundation
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

    @Option(help: ArgumentHelp("Where the report, JUnit XML and failure images go.", valueName: "folder"))
    var artifacts = ".listpreview-artifacts"

    @Option(help: ArgumentHelp(
        "The share of pixels that may differ: 0.001 or 0.1% (default 0: none).", valueName: "share"))
    var tolerance = "0"

    @Option(name: .customLong("delta-e"), help: ArgumentHelp(
        "A pixel whose CIEDE2000 difference is at most this counts as unchanged (default 0: exact bytes).",
        valueName: "ΔE"))
    var deltaE: Double = 0

    @Option(help: ArgumentHelp("Run only shard K of N of the sorted specs (for parallel CI jobs).", valueName: "K/N"))
    var shard: String?

    @Option(help: ArgumentHelp("The colour theme: light or dark.", valueName: "name"))
    var theme = "light"

    @Flag(help: "Render without overlays (guides, spacing markers, index paths).")
    var clean = false

    @Option(help: ArgumentHelp("A TrueType/OpenType font file to use instead of DejaVu Sans.", valueName: "path"))
    var font: String?

    @Flag(help: "Print only failures and the summary.")
    var quiet = false

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
    func run(action: SnapshotSuite.Action) throws -> SnapshotSuiteOutcome {
        var found = try SpecDiscovery.specs(for: specs)
        if let shard {
            found = try SnapshotShard(parsing: shard).select(found)
        }
        guard let theme = RenderTheme(named: theme) else {
            let names = RenderTheme.all.map(\.name).joined(separator: ", ")
            throw InputError("--theme: expected one of \(names), got \"\(self.theme)\"")
        }
        let fonts = try font.map { try FontSet(path: $0) } ?? FontSet.bundled()
        let renderer = SpecSnapshotRenderer(
            renderer: SpecRenderer(fonts: fonts, theme: theme, overlays: clean ? .none : .default))
        let suite = SnapshotSuite(
            specs: found, action: action, goldens: GoldenLocation(folder: goldens.map { URL(fileURLWithPath: $0) }),
            artifacts: URL(fileURLWithPath: artifacts), tolerance: try snapshotTolerance(),
            listsUnusedGoldens: shard == nil && specs.allSatisfy(Self.isFolder))
        let outcome = try suite.run(renderer: renderer) { result in
            guard !quiet || result.status.isFailure else { return }
            let mark = result.status.isFailure ? "✗" : "✓"
            let detail = result.status.message.map { ": \($0)" } ?? ""
            print("\(mark) \(result.status.label.padding(toLength: 8, withPad: " ", startingAt: 0)) \(result.name)\(detail)")
        }
        for path in outcome.unusedGoldens {
            FileHandle.standardError.write(Data("warning: unused golden (no spec uses it): \(path)\n".utf8))
        }
        let counts = Dictionary(grouping: outcome.results, by: \.status.label).mapValues(\.count)
        let summary = ["passed", "recorded", "failed", "missing", "error"]
            .compactMap { label in counts[label].map { "\($0) \(label)" } }.joined(separator: ", ")
        print("\(outcome.results.count) case\(outcome.results.count == 1 ? "" : "s"): \(summary)")
        print("report: \(outcome.report.relativePath)  junit: \(outcome.junit.relativePath)")
        return outcome
    }
}
