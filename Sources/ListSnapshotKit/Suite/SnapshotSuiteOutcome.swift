import Foundation

/// What a ``SnapshotSuite`` run found.
public struct SnapshotSuiteOutcome: Sendable {
    /// Every case of this run, in order.
    public var results: [SnapshotCaseResult]
    /// Every case of the reports written: this run's and those already in the artifacts folder's `results.json`
    /// that it did not run (the Swift assertions' cases, the cases `accept` did not choose), in report order.
    public var reported: [SnapshotCaseResult]
    /// Golden files no spec of the run uses.
    public var unusedGoldens: [String]
    /// The HTML report.
    public var report: URL
    /// The JUnit XML file.
    public var junit: URL
    /// The `results.json` file.
    public var json: URL

    /// Whether any case failed (a difference, a missing golden, an error).
    public var hasFailures: Bool { results.contains { $0.status.isFailure } }

    /// Whether any case is an error (a spec or golden that cannot be read or rendered).
    public var hasErrors: Bool { results.contains { if case .error = $0.status { true } else { false } } }
}
