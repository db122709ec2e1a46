#if SnapshotTesting
import Foundation
import ListRenderKit
import ListSnapshotKit
import SnapshotTesting

// swift-snapshot-testing's `assertSnapshot` and `verifySnapshot`, for the strategies of this module: the same
// arguments, goldens and record modes, and the road of ListPreview's own assertions besides, so that a
// swift-snapshot-testing test gets what `verify` gives a spec.
//
//     assertSnapshot(of: adapter, as: .listImage(environment: ax5), named: "ax5")
//     // golden:  __Snapshots__/FeedTests/feed.ax5.png, and its layout sidecar feed.ax5.layout.json
//     // report:  $LISTPREVIEW_ARTIFACTS/results.json, report.html, junit.xml: case FeedTests/feed.ax5
//     // review:  listpreview accept FeedTests/feed.ax5
//
// Being more specific than swift-snapshot-testing's generic functions, these are the ones a call with a strategy
// whose format is `RGBAImage` reaches once this module is imported.

/// Asserts that a value's ListPreview render matches its golden, as swift-snapshot-testing's `assertSnapshot` does,
/// and records the case in ListPreview's report.
///
/// The golden is swift-snapshot-testing's (`__Snapshots__/<TestFile>/<test>.<name or number>.png`), written with its
/// layout sidecar (`….layout.json`). The record mode is `record`, else `withSnapshotTesting(record:)`'s (or the
/// `.snapshots(record:)` trait's), else ``ListSnapshotConfiguration``'s (the `.listSnapshots(record:)` trait's),
/// else `SNAPSHOT_TESTING_RECORD`, else `LISTPREVIEW_RECORD`, else `never` in CI and `missing` elsewhere. Like every
/// ListPreview assertion, it records its case — passed, failed (with the actual image, its sidecar and the
/// explanation of what moved), missing, recorded or error — in the artifacts folder's `results.json`, `report.html`
/// and `junit.xml` (``ListSnapshotConfiguration/artifacts``, else `LISTPREVIEW_ARTIFACTS`), where
/// `listpreview accept <TestFile>/<test>.<name>` promotes its actual image; a failure attaches the expected, actual
/// and difference images under the `.listSnapshots` trait. Unnamed snapshots are numbered among the test's
/// ListPreview assertions (name them in a test that mixes them with other strategies' unnamed snapshots).
///
/// A strategy of another library whose format is `RGBAImage` goes through swift-snapshot-testing unchanged.
///
/// - Parameters:
///   - value: what to render.
///   - snapshotting: a ListPreview strategy (`.listImage`, or one pulled back from it).
///   - name: the golden's name (default: the test's next number).
///   - record: the record mode.
///   - timeout: how long swift-snapshot-testing waits for another library's strategy.
///   - fileID: the caller's file ID.
///   - filePath: the test file (its `__Snapshots__` folder holds the golden).
///   - testName: the test's name.
///   - line: the caller's line.
///   - column: the caller's column.
public func assertSnapshot<Value>(
    of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, RGBAImage>,
    named name: String? = nil, record: SnapshotTestingConfiguration.Record? = nil, timeout: TimeInterval = 5,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let failure = verifySnapshot(
        of: try value(), as: snapshotting, named: name, record: record, timeout: timeout, fileID: fileID,
        file: filePath, testName: testName, line: line, column: column)
    guard let failure else { return }
    SnapshotIssue.record(failure, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Verifies that a value's ListPreview render matches its golden and records the case in ListPreview's report, as
/// ``assertSnapshot(of:as:named:record:timeout:fileID:file:testName:line:column:)`` does, returning the failure
/// message instead of failing the test.
///
/// - Parameters:
///   - value: what to render.
///   - snapshotting: a ListPreview strategy.
///   - name: the golden's name (default: the test's next number).
///   - record: the record mode.
///   - snapshotDirectory: the golden's folder (default: `__Snapshots__/<TestFile>` beside the test file; `accept`
///     promotes only goldens in a `__Snapshots__` folder).
///   - timeout: how long swift-snapshot-testing waits for another library's strategy.
///   - fileID: the caller's file ID.
///   - filePath: the test file.
///   - testName: the test's name.
///   - line: the caller's line.
///   - column: the caller's column.
/// - Returns: the failure message (the golden, what differs and moved, the failure images, the `accept` command),
///   or `nil` when the render matches.
public func verifySnapshot<Value>(
    of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, RGBAImage>,
    named name: String? = nil, record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil, timeout: TimeInterval = 5, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) -> String? {
    let capture = ListImageCapture()
    do {
        let value = try value()
        ListImageCapture.$current.withValue(capture) { snapshotting.snapshot(value).run { _ in } }
        let contents = capture.contents
        guard let tolerance = contents.tolerance, snapshotting.pathExtension == "png" else {
            return SnapshotTesting.verifySnapshot(
                of: value, as: snapshotting, named: name, record: record, snapshotDirectory: snapshotDirectory,
                timeout: timeout, fileID: fileID, file: filePath, testName: testName, line: line, column: column)
        }
        let mode = try ListSnapshotGolden.mode(record)
        let golden = ListSnapshotGolden(
            named: name, snapshotDirectory: snapshotDirectory, file: "\(filePath)", testName: testName)
        let place = golden.place(mode: mode, tolerance: tolerance)
        if let error = contents.error { try place.fail(error) }
        guard let snapshot = contents.snapshot else { return "ListPreview's strategy delivered no snapshot" }
        if let findings = capture.auditFindings {
            try place.check(snapshot, auditFindings: findings)
        } else {
            try place.check(snapshot)
        }
        return nil
    } catch {
        return String(describing: error)
    }
}
#endif  // SnapshotTesting
