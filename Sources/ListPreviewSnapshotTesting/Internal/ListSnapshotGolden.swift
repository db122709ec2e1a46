#if SnapshotTesting
import Foundation
import ListSnapshotKit
@_spi(Internals) import SnapshotTesting

/// Where swift-snapshot-testing keeps the golden of an assertion, named by its rules:
/// `__Snapshots__/<TestFile>/<test>.<identifier>.png` beside the test file (or in the `snapshotDirectory` given), the
/// test name and the `named:` identifier with every run of non-word characters turned into `-` and those at the ends
/// dropped, an unnamed snapshot numbered (``SnapshotIdentifierCounter``).
struct ListSnapshotGolden {
    /// The golden's folder.
    var folder: URL
    /// `<test>.<identifier>`: the golden's name without `.png`, and the case's test in the report.
    var test: String
    /// The test file.
    var testFile: URL

    /// The golden of an assertion.
    init(named name: String?, snapshotDirectory: String?, file: String, testName: String) {
        testFile = URL(fileURLWithPath: file, isDirectory: false)
        folder = snapshotDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
        let identifier = name.map(Self.sanitized)
            ?? String(SnapshotIdentifierCounter.shared.next(for: folder.appendingPathComponent(testName).absoluteString))
        test = Self.sanitized(testName) + "." + identifier
    }

    /// `feed()` → `feed`, `test feed+dark` → `test-feed-dark`, as swift-snapshot-testing names its files.
    static func sanitized(_ string: String) -> String {
        string.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
            .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
    }

    /// The record mode: `record`, else swift-snapshot-testing's configuration (`withSnapshotTesting(record:)`, the
    /// `.snapshots(record:)` trait), else ListPreview's (the `.listSnapshots(record:)` trait), else
    /// `SNAPSHOT_TESTING_RECORD`, else ListPreview's environment (`LISTPREVIEW_RECORD`, `never` in CI, else `missing`).
    ///
    /// - Throws: ``SnapshotError/invalidRecordMode(_:)`` for an unknown `LISTPREVIEW_RECORD`.
    static func mode(
        _ record: SnapshotTestingConfiguration.Record?,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> SnapshotRecordMode {
        if let record = record ?? SnapshotTestingConfiguration.current?.record { return mode(record) }
        if let mode = ListSnapshotConfiguration.current.record { return mode }
        if let value = environment["SNAPSHOT_TESTING_RECORD"], let record = SnapshotTestingConfiguration.Record(
            rawValue: value)
        {
            return mode(record)
        }
        return try .fromEnvironment(environment)
    }

    /// swift-snapshot-testing's record mode as ListPreview's (the four are the same modes).
    static func mode(_ record: SnapshotTestingConfiguration.Record) -> SnapshotRecordMode {
        switch record {
        case .all: .all
        case .failed: .failed
        case .never: .never
        default: .missing
        }
    }

    /// The place ListPreview's assertions check a render at.
    func place(mode: SnapshotRecordMode, tolerance: SnapshotTolerance) -> SnapshotPlace {
        SnapshotPlace(folder: folder, test: test, testFile: testFile, mode: mode, tolerance: tolerance, artifacts: nil)
    }
}
#endif  // SnapshotTesting
