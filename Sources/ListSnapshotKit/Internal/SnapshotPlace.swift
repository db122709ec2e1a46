import Foundation
import ListRenderKit

/// Where the golden of a Swift assertion lives and how it is compared (shared by every `assertListSnapshot`):
/// `__Snapshots__/<TestFile>/<test>[.<name>][+<variant>].png`, the settings of the call over those of
/// ``ListSnapshotConfiguration/current`` over the environment's.
package struct SnapshotPlace {
    let folder: URL
    /// `<test>[.<name>]`: the case's test, as `accept` names it.
    let test: String
    /// The variant, or `nil` for the environment as given.
    let variant: String?
    let comparer: SnapshotComparer
    let testFile: URL
    let attachFailure: (@Sendable (ListSnapshotFailureImages) -> Void)?

    init(
        named name: String?, variant: String? = nil, tolerance: SnapshotTolerance?, record: SnapshotRecordMode?,
        artifacts: URL?, file: String, testName: String
    ) throws {
        let testFile = URL(fileURLWithPath: file)
        if let variant { try ListSnapshotVariants.check([variant]) }
        self.init(
            folder: testFile.deletingLastPathComponent().appendingPathComponent(GoldenLocation.defaultFolderName)
                .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent),
            test: ListSnapshot.sanitizedTestName(testName) + (name.map { ".\($0)" } ?? ""), variant: variant,
            testFile: testFile, mode: try record ?? ListSnapshotConfiguration.current.record ?? .fromEnvironment(),
            tolerance: tolerance, artifacts: artifacts)
    }

    /// A golden named by its caller (swift-snapshot-testing's `__Snapshots__/<TestFile>/<test>.<identifier>.png`):
    /// `folder/test.png`, compared with `tolerance` (else the configuration's, else exact) in `mode`, its case
    /// recorded in `artifacts` (else the configuration's, else `LISTPREVIEW_ARTIFACTS`, else the temporary folder's).
    ///
    /// - Parameters:
    ///   - folder: the golden's folder.
    ///   - test: the golden's name without its extension, and the case's test (`feed.1`).
    ///   - variant: the variant, for a `+<variant>` golden.
    ///   - testFile: the test file, the case's spec (its checksum lets `accept` refuse a test changed since).
    ///   - mode: the record mode.
    ///   - tolerance: what may differ.
    ///   - artifacts: the artifacts folder.
    package init(
        folder: URL, test: String, variant: String? = nil, testFile: URL, mode: SnapshotRecordMode,
        tolerance: SnapshotTolerance?, artifacts: URL?
    ) {
        let configuration = ListSnapshotConfiguration.current
        self.folder = folder
        self.test = test
        self.variant = variant
        self.testFile = testFile
        let artifacts = artifacts ?? configuration.artifacts
            ?? ProcessInfo.processInfo.environment["LISTPREVIEW_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("listpreview-artifacts")
        attachFailure = configuration.attachFailure
        // Images in `swift/` of the folder: the reports' clean-up of earlier runs' `run-…` folders leaves them.
        comparer = SnapshotComparer(
            action: .verify(mode), tolerance: tolerance ?? configuration.tolerance ?? .exact, artifacts: artifacts,
            imageFolder: "swift",
            recordHint: "record it by running the test outside CI or with LISTPREVIEW_RECORD=missing, "
                + "or accept this run's image with the command below")
    }

    /// `<test>[.<name>][+<variant>]`: the golden's file name without its extension.
    var base: String { test + (variant.map { "+" + $0 } ?? "") }

    /// The result a check starts from: the test file as the spec, the test (and variant) as the case
    /// (`FeedTests/testFeed+dark`), and the test file's checksum (so `accept` refuses a test that changed since the
    /// run).
    var template: SnapshotCaseResult {
        var result = SnapshotCaseResult(
            name: testFile.deletingPathExtension().lastPathComponent + "/" + base, status: .passed,
            spec: SnapshotSuite.displayName(of: testFile), variant: variant)
        result.test = test
        result.specHash = ContentChecksum.sha256(ofFile: testFile)
        return result
    }

    /// Throws the failure of a checked case, naming the golden and the failure images. A golden just recorded is
    /// a failure too, as in swift-snapshot-testing: a missing golden cannot pass unnoticed, and the next run
    /// compares against the recorded one.
    func report(
        _ result: SnapshotCaseResult, golden: URL, existed: Bool, recordedBaseline: RecordedBaseline? = nil
    ) throws {
        try SnapshotCaseLog.record(result, in: comparer.artifacts)
        if result.status == .recorded {
            var sentences: [String] = []
            let imageRecorded = recordedBaseline?.imageRecorded ?? true
            let rerecorded = (imageRecorded && existed) || recordedBaseline?.existed == true
            if imageRecorded {
                sentences.append(existed
                    ? "snapshot \(golden.lastPathComponent): record mode is on; re-recorded \(golden.path)."
                    : "snapshot \(golden.lastPathComponent): no golden was found; recorded \(golden.path).")
            }
            if let recordedBaseline { sentences.append(recordedBaseline.sentence) }
            sentences.append(rerecorded
                ? "Turn recording off and run the test again." : "Run the test again to compare against it.")
            throw ListSnapshotFailure(description: sentences.joined(separator: " "))
        }
        guard result.status.isFailure, let message = result.status.message else { return }
        let artifact = { (path: String?) in path.map { self.comparer.artifacts.appendingPathComponent($0) } }
        let images = ListSnapshotFailureImages(
            name: result.name, expected: artifact(result.expectedImage), actual: artifact(result.actualImage),
            difference: artifact(result.differenceImage))
        // Handed to the configuration's handler (the `.listSnapshots` trait attaches them to the running test); named
        // below either way.
        attachFailure?(images)
        var lines = ["snapshot \(golden.lastPathComponent): \(message)"]
        if let layout = result.layoutSummary { lines.append("layout: " + layout) }
        if let url = images.difference { lines.append("difference: " + url.path) }
        if let url = images.expected { lines.append("expected: " + url.path) }
        if let url = images.actual { lines.append("actual: " + url.path) }
        if let audit = result.audit { lines.append("audit baseline: " + audit.baseline) }
        if result.isPending {
            lines.append("accept: " + SnapshotAcceptance.command(
                accepting: [result.name], artifacts: SnapshotSuite.displayName(of: comparer.artifacts)))
        }
        throw ListSnapshotFailure(description: lines.joined(separator: "\n"))
    }

    /// An audit baseline a check wrote (a Swift assertion's `audit:`), for the failure that says so.
    struct RecordedBaseline {
        let url: URL
        /// Whether there was one before.
        let existed: Bool
        /// How many findings it accepts.
        let count: Int
        /// Whether the golden image was written too.
        let imageRecorded: Bool

        var sentence: String {
            "audit baseline \(url.lastPathComponent): "
                + (existed ? "record mode is on; re-recorded " : "no baseline was found; recorded ")
                + "\(count) finding\(count == 1 ? "" : "s") in \(url.path)."
        }
    }
}
