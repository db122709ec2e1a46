import Foundation
import ListCore
import ListPipelineKit
import ListPlumbing
import ListRenderKit
import ListViewKit

/// Records or verifies the goldens of a set of specs: the engine behind `listpreview record`, `verify`, `compare`
/// and `accept`.
///
/// Every spec, variant and animation is its own case: a spec that cannot be read or rendered is an `error` case
/// with its message, and the others still run. Specs are checked in parallel (one spec per core at a time, so
/// memory stays at about one render per core) and reported in their sorted order. At the end `results.json`,
/// `report.html` and `junit.xml` replace those of the previous run in the artifacts folder, each only once it is
/// complete, so a run that is killed leaves the previous reports intact.
///
/// ```swift
/// let suite = SnapshotSuite(specs: try SpecDiscovery.specs(for: ["Samples"]), action: .verify(.never))
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
    /// How many specs are checked at once (default: every active core).
    public var workers = ProcessInfo.processInfo.activeProcessorCount
    /// Whether passing cases keep their `actual.png` (off: a pass writes nothing).
    public var keepsPassing = false
    /// Only these cases run (`accept`); `nil` runs every case.
    public var selection: Set<SnapshotCaseKey>?
    /// Results of an earlier run reported beside this run's (cases this run did not check keep their result).
    public var carriedOver: [SnapshotCaseResult] = []
    /// The rendering options of the run, listed in `results.json` (the report's accept commands repeat `--goldens`).
    public var options: [String] = []
    /// Why each spec found through a link is refused, by standardized path (``SpecDiscovery/Found/refusals``): such
    /// a spec is an `error` case with the reason, and nothing is read, written or cleaned up through it.
    public var refusedSpecs: [String: String] = [:]
    /// Whether the run checks the accessibility snapshots (`feed.accessibility.png`: what VoiceOver reads, outlined
    /// and listed) instead of the stills and animations (`--accessibility`).
    public var accessibility = false
    /// The accessibility audit run on every still case (`verify --audit`; `nil`: none). The renderer must record
    /// what it reads (``SpecSnapshotRenderer/recordsAudit``).
    public var audit: ListAccessibilityAudit?
    /// Choices over every spec's own `"audit"` keys (the command line's `--audit-checks`, `--minimum-contrast`, …):
    /// a case is audited by ``audit`` refined by its spec's and variant's keys, then by these.
    public var auditOverrides = ListAccessibilityAuditOptions()

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

    /// Runs every case. Safe from any thread, the main thread too (which then serves the engine part of the
    /// spec animations the workers render).
    ///
    /// - Parameters:
    ///   - renderer: renders the specs (from several threads at once).
    ///   - progress: told of each case as it finishes, in the order of the specs, one call at a time.
    /// - Returns: every case's result, the unused goldens and the report files.
    /// - Throws: ``SnapshotError/goldenCollision(path:specs:)`` before anything is written; `AtomicFileError` when the
    ///   reports cannot be written.
    public func run(renderer: any SnapshotRendering, progress: @escaping @Sendable (SnapshotCaseResult) -> Void = { _ in })
        throws -> SnapshotSuiteOutcome
    {
        try goldens.checkUnique(specs.filter(isReadable))
        return try ArtifactsLock.holding(artifacts) { try runLocked(renderer: renderer, progress: progress) }
    }

    /// ``run(renderer:progress:)`` once the artifacts folder is locked.
    private func runLocked(renderer: any SnapshotRendering, progress: @escaping @Sendable (SnapshotCaseResult) -> Void)
        throws -> SnapshotSuiteOutcome
    {
        removeStaleStaging()
        let collector = OrderedCollector<[SnapshotCaseResult]>(count: specs.count) { results in
            results.forEach(progress)
        }
        let specs = self.specs
        let comparer = SnapshotComparer(
            action: action, tolerance: tolerance, artifacts: artifacts, keepsPassing: keepsPassing,
            imageFolder: ArtifactName.newRunFolder(in: artifacts))
        let workers = max(1, min(self.workers, specs.count))
        // On the main thread, the workers' spec animations need it for their engine part: it serves them meanwhile.
        try SpecPipeline.drawingInParallel {
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while let index = collector.nextIndex() {
                    collector.deliver(runCases(of: specs[index], renderer: renderer, comparer: comparer), at: index)
                }
            }
        }
        let results = collector.results.flatMap { $0 }
        let unused = listsUnusedGoldens ? unusedGoldens(results: results) : []
        // Under the folder's lock, keeping the Swift assertions' cases already there (one report for both).
        let (files, reported): (SnapshotReports.Files, [SnapshotCaseResult]) = try SnapshotCaseLog.withLock(artifacts) {
            let earlier = carriedOver + SnapshotCaseLog.swiftCases(in: artifacts)
            let keys = Set(results.map(\.key))
            let reported = (earlier.filter { !keys.contains($0.key) } + results).sorted { $0.key < $1.key }
            return (try SnapshotReports(results: reported, options: options).write(to: artifacts), reported)
        }
        return SnapshotSuiteOutcome(
            results: results, reported: reported, unusedGoldens: unused, report: files.report, junit: files.junit,
            json: files.json)
    }

    /// Removes what killed runs left in the golden folders: the staging folders of animation goldens
    /// (`.NAME.animation.PID-UUID.tmp` of a dead process, `.NAME.animation.UUID.tmp` and `.old` of older versions)
    /// and temporary golden files. The goldens themselves are never touched.
    private func removeStaleStaging() {
        var seen = Set<String>()
        for spec in specs where isReadable(spec) {
            let folder = goldens.folder(for: spec)
            guard seen.insert(folder.standardizedFilePath).inserted, DerivedFile.kind(of: folder) == .folder else { continue }
            AnimationGolden.removeStaleStaging(in: folder)
        }
    }

    // MARK: Cases

    private func isSelected(_ key: SnapshotCaseKey) -> Bool { selection?.contains(key) ?? true }

    /// Whether a spec may be read (it was not found through a link).
    private func isReadable(_ spec: URL) -> Bool { refusedSpecs[spec.standardizedFilePath] == nil }

    /// The cases of one spec: its still and animation, then each variant's, each with the checksum of the spec's
    /// bytes as read before rendering (so that `accept` can tell whether the spec changed since).
    func runCases(of spec: URL, renderer: any SnapshotRendering, comparer: SnapshotComparer) -> [SnapshotCaseResult] {
        let path = spec.standardizedFilePath
        let name = Self.displayName(ofStandardized: path)
        if let refusal = refusedSpecs[path] {
            return [SnapshotCaseResult(name: name, status: .error(refusal), spec: name)]
        }
        let specHash = ContentChecksum.sha256(ofFile: spec)
        return runCasesOnce(of: spec, named: name, renderer: renderer, comparer: comparer).map { result in
            var result = result
            result.specHash = specHash
            return result
        }
    }

    private func runCasesOnce(
        of spec: URL, named name: String, renderer specRenderer: any SnapshotRendering, comparer: SnapshotComparer
    ) -> [SnapshotCaseResult] {
        var results: [SnapshotCaseResult] = []
        if name.contains("\u{FFFD}"), !FileManager.default.fileExists(atPath: spec.path) {
            let message = "\(ReportText.terminal(name)): cannot read the file: its name is not valid UTF-8 (rename it)"
            return [SnapshotCaseResult(name: name, status: .error(message), spec: name)]
        }
        let variants: [String?]
        let renderer: any SnapshotRendering
        do {
            renderer = try specRenderer.preparingCases(ofSpecAt: spec)
            variants = [nil] + (try renderer.variants(ofSpecAt: spec)).map(Optional.some)
        } catch {
            return [SnapshotCaseResult(name: name, status: .error(String(describing: error)), spec: name)]
        }
        var standard: AuditedDefault?
        for variant in variants {
            let caseName = name + (variant.map { "+" + $0 } ?? "")
            if accessibility {
                let key = SnapshotCaseKey(spec: name, variant: variant, isAnimation: false, isAccessibility: true)
                guard isSelected(key) else { continue }
                let start = Date()
                var template = SnapshotCaseResult(
                    name: caseName + "#accessibility", status: .passed, spec: name, variant: variant)
                template.isAccessibility = true
                do {
                    let still = try renderer.renderAccessibilityStill(specAt: spec, variant: variant)
                    var result = comparer.check(
                        still, as: template, golden: goldens.accessibilityURL(for: spec, variant: variant), since: start)
                    result.scale = still.scale
                    result.imageSize = still.pointSize
                    results.append(result)
                } catch {
                    results.append(template.failing(with: error, since: start))
                }
                continue
            }
            let stillKey = SnapshotCaseKey(spec: name, variant: variant, isAnimation: false)
            if isSelected(stillKey) {
                let start = Date()
                let template = SnapshotCaseResult(name: caseName, status: .passed, spec: name, variant: variant)
                do {
                    let still = try renderer.renderStill(specAt: spec, variant: variant)
                    var result = comparer.check(
                        still, as: template, golden: goldens.stillURL(for: spec, variant: variant), since: start)
                    result.scale = still.scale
                    result.imageOrigin = still.layout?.imageOrigin
                    result.imageSize = still.pointSize
                    results.append(audited(
                        result, still: still, spec: spec, variant: variant, standard: &standard, comparer: comparer))
                } catch {
                    results.append(template.failing(with: error, since: start))
                    continue  // the animation of a spec that cannot render would fail the same way
                }
            }
            let animationKey = SnapshotCaseKey(spec: name, variant: variant, isAnimation: true)
            guard isSelected(animationKey) else { continue }
            let start = Date()
            let template = SnapshotCaseResult(
                name: caseName + "#animation", status: .passed, spec: name, variant: variant, isAnimation: true)
            let golden = goldens.animationURL(for: spec, variant: variant)
            // A passing animation is rendered and compared a frame at a time; anything else is rendered whole.
            if let passed = comparer.passingAnimation(
                { try renderer.animationFrames(specAt: spec, variant: variant) }, as: template, golden: golden,
                since: start)
            {
                results.append(passed)
                continue
            }
            do {
                if let animation = try renderer.renderAnimation(specAt: spec, variant: variant) {
                    var result = comparer.check(animation, as: template, golden: golden, since: start)
                    result.scale = animation.frames.first?.scale
                    if let frame = animation.frames.first {
                        result.imageSize = frame.pointSize
                    }
                    results.append(result)
                }
            } catch {
                results.append(template.failing(with: error, since: start))
            }
        }
        return results
    }

    /// The spec's path relative to the current folder when it is inside it (how cases and errors name it).
    public static func displayName(of spec: URL) -> String {
        displayName(ofStandardized: spec.standardizedFilePath)
    }

    /// ``displayName(of:)`` of the spec whose standardized path is `path`.
    static func displayName(ofStandardized path: String) -> String {
        let current = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(current) ? String(path.dropFirst(current.count)) : path
    }
}

extension SnapshotCaseResult {
    /// This case as an `error` case: what `error` says, and the time since `start`.
    fileprivate func failing(with error: any Error, since start: Date) -> SnapshotCaseResult {
        var result = self
        result.status = .error(String(describing: error))
        result.duration = Date().timeIntervalSince(start)
        return result
    }
}
