import Foundation
import ListCore
import ListRenderKit

/// Records or verifies the goldens of a set of specs: the engine behind `listpreview record` and `verify`.
///
/// For each spec it renders the still (and the animation of its `updates`), compares it with its golden, records
/// goldens as the ``SnapshotRecordMode`` says, writes failure artifacts (the actual image and an
/// expected | difference | actual picture), then an HTML report and a JUnit XML file into the artifacts folder,
/// also when everything passes.
///
/// ```swift
/// let suite = SnapshotSuite(specs: try SpecDiscovery.specs(for: ["Samples"]), action: .verify)
/// let outcome = try suite.run(renderer: renderer) { print($0.status.label, $0.name) }
/// exit(outcome.hasFailures ? 1 : 0)
/// ```
public struct SnapshotSuite: Sendable {
    /// What the run does with goldens.
    public enum Action: Sendable {
        /// Write every golden (`listpreview record`).
        case record
        /// Compare with the goldens; write them only as the record mode allows (`listpreview verify`).
        case verify(SnapshotRecordMode)
    }

    /// The specs, in order.
    public var specs: [URL]
    /// Record or verify.
    public var action: Action
    /// Where the goldens are.
    public var goldens: GoldenLocation
    /// Where reports and failure images go.
    public var artifacts: URL
    /// How different a render may be.
    public var tolerance: SnapshotTolerance
    /// Whether to list golden files no spec uses (off for sharded runs, which see only part of the specs).
    public var listsUnusedGoldens: Bool

    /// Creates a suite.
    public init(
        specs: [URL], action: Action, goldens: GoldenLocation = GoldenLocation(),
        artifacts: URL = URL(fileURLWithPath: ".listpreview-artifacts"), tolerance: SnapshotTolerance = .exact,
        listsUnusedGoldens: Bool = true
    ) {
        self.specs = specs
        self.action = action
        self.goldens = goldens
        self.artifacts = artifacts
        self.tolerance = tolerance
        self.listsUnusedGoldens = listsUnusedGoldens
    }

    /// Runs every case.
    ///
    /// - Parameters:
    ///   - renderer: renders the specs.
    ///   - progress: told of each case as it finishes.
    /// - Returns: every case's result, the unused goldens and the report files.
    /// - Throws: ``SnapshotError/goldenCollision(path:specs:)`` before anything is written; `AtomicFileError` when the
    ///   reports cannot be written.
    public func run(renderer: any SnapshotRendering, progress: (SnapshotCaseResult) -> Void = { _ in })
        throws -> SnapshotSuiteOutcome
    {
        try goldens.checkUnique(specs)
        removeStaleArtifacts()
        var results: [SnapshotCaseResult] = []
        for spec in specs {
            for result in runCases(of: spec, renderer: renderer) {
                results.append(result)
                progress(result)
            }
        }
        let unused = listsUnusedGoldens ? unusedGoldens() : []
        let title = "ListPreview snapshots: \(results.count { !$0.status.isFailure }) of \(results.count) passed"
        let report = artifacts.appendingPathComponent("report.html")
        let junit = artifacts.appendingPathComponent("junit.xml")
        try AtomicFile.write(Data(HTMLReport(title: title, results: results).html.utf8), to: report)
        try AtomicFile.write(Data(JUnitReport(suiteName: "listpreview", results: results).xml.utf8), to: junit)
        return SnapshotSuiteOutcome(results: results, unusedGoldens: unused, report: report, junit: junit)
    }

    /// Removes what earlier runs left in the artifacts folder (only the files a run writes).
    private func removeStaleArtifacts() {
        let manager = FileManager.default
        let names = (try? manager.contentsOfDirectory(atPath: artifacts.path)) ?? []
        for name in names where name == "report.html" || name == "junit.xml"
            || [".actual.png", ".expected.png", ".difference.png"].contains(where: name.hasSuffix)
        {
            try? manager.removeItem(at: artifacts.appendingPathComponent(name))
        }
    }

    // MARK: Cases

    private var comparer: SnapshotComparer {
        SnapshotComparer(action: action, tolerance: tolerance, artifacts: artifacts)
    }

    private func runCases(of spec: URL, renderer: any SnapshotRendering) -> [SnapshotCaseResult] {
        let name = Self.displayName(of: spec)
        let start = Date()
        var results: [SnapshotCaseResult] = []
        do {
            let still = try renderer.renderStill(specAt: spec)
            results.append(comparer.check(still, name: name, golden: goldens.stillURL(for: spec), since: start))
        } catch {
            results.append(SnapshotCaseResult(name: name, status: .error(String(describing: error))))
            return results
        }
        let animationStart = Date()
        do {
            if let animation = try renderer.renderAnimation(specAt: spec) {
                results.append(
                    comparer.check(animation, name: name + "#animation", golden: goldens.animationURL(for: spec),
                                   since: animationStart))
            }
        } catch {
            results.append(SnapshotCaseResult(name: name + "#animation", status: .error(String(describing: error))))
        }
        return results
    }

    /// The spec's path relative to the current folder when it is inside it (how cases and errors name it).
    public static func displayName(of spec: URL) -> String {
        let path = spec.standardizedFileURL.path
        let current = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(current) ? String(path.dropFirst(current.count)) : path
    }

    // MARK: Unused goldens

    /// Golden files in the golden folders that no spec of the run uses.
    private func unusedGoldens() -> [String] {
        var expected = Set<String>()
        var folders = Set<String>()
        for spec in specs {
            expected.insert(goldens.stillURL(for: spec).standardizedFileURL.path)
            expected.insert(goldens.animationURL(for: spec).standardizedFileURL.path)
            folders.insert(goldens.folder(for: spec).standardizedFileURL.path)
        }
        var unused: [String] = []
        for folder in folders.sorted() {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for name in names.sorted() where !name.hasPrefix(".") {
                let path = folder + "/" + name
                if !expected.contains(path), name.hasSuffix(".png") || name.hasSuffix(".animation") {
                    unused.append(path)
                }
            }
        }
        return unused
    }
}

/// What a ``SnapshotSuite`` run found.
public struct SnapshotSuiteOutcome: Sendable {
    /// Every case, in order.
    public var results: [SnapshotCaseResult]
    /// Golden files no spec of the run uses.
    public var unusedGoldens: [String]
    /// The HTML report.
    public var report: URL
    /// The JUnit XML file.
    public var junit: URL

    /// Whether any case failed (a difference, a missing golden, an error).
    public var hasFailures: Bool { results.contains { $0.status.isFailure } }
}
