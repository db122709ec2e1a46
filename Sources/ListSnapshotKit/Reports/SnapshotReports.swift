import Foundation
import ListCore
import ListPlumbing

/// The three files every `record`, `verify`, `compare`, `accept` and `merge-reports` run leaves in its artifacts
/// folder: `results.json` (the contract of INTERFACE.md), `report.html` and `junit.xml`.
///
/// Each is written to a temporary file and renamed over the old one only once complete, so a run that is killed
/// leaves the previous reports. A suite writes its images into a folder of its own (`run-…`), so the previous
/// reports' images stay as they were until all three files are replaced; then the images of earlier runs that no
/// case refers to any more are removed (only files named as a suite names them, and their emptied folders).
public struct SnapshotReports: Sendable {
    /// Every case, in report order.
    public var results: [SnapshotCaseResult]
    /// The rendering options of the run (listed in `results.json`; the accept commands repeat `--goldens`).
    public var options: [String]

    /// Creates the reports of a run.
    public init(results: [SnapshotCaseResult], options: [String] = []) {
        self.results = results
        self.options = options
    }

    /// The files written.
    public struct Files: Sendable {
        /// `results.json`.
        public var json: URL
        /// `report.html`.
        public var report: URL
        /// `junit.xml`.
        public var junit: URL
    }

    /// Writes the three files into `folder` and removes failure images no case refers to.
    ///
    /// - Throws: `AtomicFileError` naming the file that cannot be written.
    @discardableResult
    public func write(to folder: URL) throws -> Files {
        let files = Files(
            json: folder.appendingPathComponent("results.json"), report: folder.appendingPathComponent("report.html"),
            junit: folder.appendingPathComponent("junit.xml"))
        // The reports are files ListPreview derives: a link committed in their place is never written through.
        for file in [files.json, files.junit, files.report] {
            do {
                try DerivedFile.checkReplaceable(file, below: folder)
            } catch {
                throw AtomicFileError(path: SnapshotSuite.displayName(of: file), reason: "not replaced: \(error.reason)")
            }
        }
        let artifacts = SnapshotSuite.displayName(of: folder)
        try AtomicFile.write(Data(json(artifactsFolder: artifacts).utf8), to: files.json)
        try AtomicFile.write(Data(JUnitReport(suiteName: "listpreview", results: results).xml.utf8), to: files.junit)
        let title = "ListPreview snapshots: \(results.count { !$0.status.isFailure }) of \(results.count) passed"
        let report = HTMLReport(
            title: title, results: results, artifacts: artifacts, goldens: SnapshotAcceptance.goldensOption(in: options))
        try AtomicFile.write(Data(report.html.utf8), to: files.report)
        removeStaleImages(in: folder)
        return files
    }

    /// Removes the images no case of these reports refers to: loose ones (written by older versions) and those in
    /// the image folders of earlier runs, then each such folder once empty. Only files named as a suite names them.
    private func removeStaleImages(in folder: URL) {
        let referenced = Set(results.flatMap(\.artifactNames))
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        // Only regular files are removed, and only real `run-…` folders entered: never a link or a user's folder.
        for name in names where ArtifactName.isArtifact(name) && !referenced.contains(name) {
            let url = folder.appendingPathComponent(name)
            if DerivedFile.kind(of: url) == .regular { _ = unlink(url.path) }
        }
        for name in names where ArtifactName.isRunFolder(name) {
            let runFolder = folder.appendingPathComponent(name)
            guard DerivedFile.kind(of: runFolder) == .folder else { continue }
            let images = (try? FileManager.default.contentsOfDirectory(atPath: runFolder.path)) ?? []
            for image in images where ArtifactName.isArtifact(image) && !referenced.contains(name + "/" + image) {
                let url = runFolder.appendingPathComponent(image)
                if DerivedFile.kind(of: url) == .regular { _ = unlink(url.path) }
            }
            for entry in images where ArtifactName.isAnimationArtifact(entry) && !referenced.contains(name + "/" + entry) {
                AnimationGolden.removeFrames(in: runFolder.appendingPathComponent(entry))
            }
            // A killed run leaves the temporary file of the image it was writing (`.NAME.PID-UUID.tmp`) and the
            // staging folder of the actual animation it was writing (`.NAME.actual.animation.PID-UUID.tmp`): of a
            // dead process, by name, and of the staging folder only its frames and manifest (never a link).
            for entry in images where entry.hasPrefix(".") && entry.hasSuffix(".tmp") {
                let image = entry.dropFirst().split(separator: ".").dropLast(2).joined(separator: ".")
                if ArtifactName.isArtifact(image) {
                    _ = TemporaryOutput.removeStale(named: image, in: runFolder)
                } else if ArtifactName.isAnimationArtifact(image), TemporaryOutput.isStale(entry, for: image) {
                    AnimationGolden.removeFrames(in: runFolder.appendingPathComponent(entry))
                }
            }
            _ = rmdir(runFolder.path)  // only when empty
        }
    }

    // MARK: results.json

    /// A case's `"audit"`: its baseline, the counts, and every finding with `accepted`.
    static func auditJSON(_ audit: SnapshotAuditResult) -> JSONValue {
        .object([
            ("baseline", .string(audit.baseline)), ("new", .number(Double(audit.newFindings.count))),
            ("accepted", .number(Double(audit.acceptedCount))),
            ("findings", .array(audit.entries.map { entry in
                .object(AuditBaseline.json(of: entry.finding) + [("accepted", .bool(entry.isAccepted))])
            })),
        ])
    }

    /// The `results.json` text; artifact paths are `artifactsFolder/NAME`.
    public func json(artifactsFolder: String) -> String {
        func count(_ label: String) -> JSONValue { .number(Double(results.count { $0.status.label == label })) }
        func path(_ name: String?) -> JSONValue { JSONValue.optional(name) { .string(artifactsFolder + "/" + $0) } }
        let goldens = SnapshotAcceptance.goldensOption(in: options)
        func accept(_ names: [String]) -> JSONValue {
            .string(SnapshotAcceptance.command(accepting: names, artifacts: artifactsFolder, goldens: goldens))
        }
        let cases: [JSONValue] = results.map { result in
            .object([
                ("spec", .string(result.spec)), ("test", JSONValue.optional(result.test) { .string($0) }),
                ("variant", JSONValue.optional(result.variant) { .string($0) }),
                ("animation", .bool(result.isAnimation)),
                ("animationFrame", JSONValue.optional(result.animationFrame) { .number(Double($0)) }),
                ("name", .string(result.name)), ("status", .string(result.status.label)),
                ("golden", JSONValue.optional(result.golden) { .string($0) }),
                ("artifacts", .object([
                    ("actual", path(result.actualImage)), ("expected", path(result.expectedImage)),
                    ("difference", path(result.differenceImage)), ("actualLayout", path(result.actualLayout)),
                    ("actualAnimation", path(result.actualAnimation)),
                ] + (result.actualAudit.map { [("actualAudit", path($0))] } ?? []))),
                ("specHash", JSONValue.optional(result.specHash) { .string($0) }),
                ("scale", JSONValue.optional(result.scale) { .number($0) }),
                ("imageSize", JSONValue.optional(result.imageSize) { .array($0.map(JSONValue.number)) }),
                ("imageOrigin", JSONValue.optional(result.imageOrigin) { .array($0.map(JSONValue.number)) }),
                ("pixels", JSONValue.optional(result.pixels) { pixels in
                    .object([
                        ("differing", .number(Double(pixels.differing))), ("share", .number(pixels.share)),
                        ("maxDeltaE", .number(pixels.maxDeltaE)),
                        ("box", JSONValue.optional(pixels.box) { .array($0.map(JSONValue.number)) }),
                    ])
                }),
                ("layoutChanges", JSONValue.optional(result.layoutChanges) { changes in
                    .array(changes.map { change in
                        .object([
                            ("kind", .string(change.kind)), ("section", .number(Double(change.section))),
                            ("item", .number(Double(change.item))),
                            ("before", JSONValue.optional(change.before) { .array($0.map(JSONValue.number)) }),
                            ("after", JSONValue.optional(change.after) { .array($0.map(JSONValue.number)) }),
                        ])
                    })
                }),
                ("viewChanges", JSONValue.optional(result.viewChanges) { changes in
                    .array(changes.map { change in
                        .object([
                            ("kind", .string(change.kind)), ("section", .number(Double(change.section))),
                            ("item", .number(Double(change.item))),
                            ("before", JSONValue.optional(change.before, SnapshotLayout.nodeJSON)),
                            ("after", JSONValue.optional(change.after, SnapshotLayout.nodeJSON)),
                        ])
                    })
                }),
                ("layoutSummary", JSONValue.optional(result.layoutSummary) { .string($0) }),
                ("fontChanges", JSONValue.optional(result.fontChanges) { .array($0.map(JSONValue.string)) }),
                ("message", JSONValue.optional(result.status.message) { .string($0) }),
                ("accept", result.isPending ? accept([result.name]) : .null),
                ("duration", .number((result.duration * 1000).rounded() / 1000)),
            ] + (result.isAccessibility ? [("accessibility", JSONValue.bool(true))] : [])
              + (result.constraintIssues.map { [("constraintIssues", .array($0.map(JSONValue.string)))] } ?? [])
              + (result.constraintIssueChanges.map { [("constraintIssueChanges", .array($0.map(JSONValue.string)))] } ?? [])
              + (result.audit.map { [("audit", Self.auditJSON($0))] } ?? []))
        }
        let groups: [JSONValue] = SnapshotChangeGroup.groups(of: results).map { group in
            .object([
                ("headline", .string(group.headline)), ("summary", .string(group.summary)),
                ("cases", .array(group.cases.map(JSONValue.string))), ("accept", accept(group.cases)),
            ])
        }
        return JSONWriter.write(.object([
            ("version", .number(1)), ("passed", count("passed")), ("failed", count("failed")),
            ("missing", count("missing")), ("errors", count("error")), ("recorded", count("recorded")),
            ("artifacts", .string(artifactsFolder)), ("options", .array(options.map(JSONValue.string))),
            ("groups", .array(groups)), ("cases", .array(cases)),
        ])) + "\n"
    }
}
