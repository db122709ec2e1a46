import Foundation

/// What Swift snapshot assertions use when their call does not say: the record mode, the tolerance, the artifacts
/// folder, and what is done with the images of a failure. It is task-local: a Swift Testing trait
/// (`@Suite(.listSnapshots(record: .missing))` of `ListPreviewSnapshotTesting`) or ``withValue(_:operation:)`` scopes
/// it to a suite, a test or a block, and parallel tests never see each other's.
///
/// An assertion takes each setting from its own argument, else from the innermost configuration that sets it, else
/// from the environment (`LISTPREVIEW_RECORD`, `LISTPREVIEW_ARTIFACTS`), else the defaults (`missing` — `never` in
/// CI —, exact, the temporary folder's `listpreview-artifacts/`).
///
/// ```swift
/// try ListSnapshotConfiguration(record: .all).withValue {
///     try assertListSnapshot(of: collectionView)    // re-records its golden
/// }
/// ```
public struct ListSnapshotConfiguration: Sendable {
    /// The record mode, or `nil` to keep the outer one.
    public var record: SnapshotRecordMode?
    /// The tolerance, or `nil` to keep the outer one.
    public var tolerance: SnapshotTolerance?
    /// The artifacts folder, or `nil` to keep the outer one.
    public var artifacts: URL?
    /// Called with the images of each failing assertion, or `nil` to keep the outer one; when none is set nothing is
    /// done with them (the `.listSnapshots` trait of `ListPreviewSnapshotTesting` sets one that attaches them to the
    /// running Swift Testing test, `attachToCurrentTest()`), and the failure message names the files either way.
    public var attachFailure: (@Sendable (ListSnapshotFailureImages) -> Void)?

    /// Creates a configuration (nothing set by default).
    ///
    /// - Parameters:
    ///   - record: the record mode.
    ///   - tolerance: the tolerance.
    ///   - artifacts: the artifacts folder.
    ///   - attachFailure: what is done with the images of a failure.
    public init(
        record: SnapshotRecordMode? = nil, tolerance: SnapshotTolerance? = nil, artifacts: URL? = nil,
        attachFailure: (@Sendable (ListSnapshotFailureImages) -> Void)? = nil
    ) {
        self.record = record
        self.tolerance = tolerance
        self.artifacts = artifacts
        self.attachFailure = attachFailure
    }

    /// The configuration in effect (the merge of every enclosing scope).
    @TaskLocal public static var current = ListSnapshotConfiguration()

    /// `self` over `outer`: each setting of this configuration, else the outer one's.
    public func merged(over outer: ListSnapshotConfiguration) -> ListSnapshotConfiguration {
        ListSnapshotConfiguration(
            record: record ?? outer.record, tolerance: tolerance ?? outer.tolerance, artifacts: artifacts ?? outer.artifacts,
            attachFailure: attachFailure ?? outer.attachFailure)
    }

    /// Runs `operation` with this configuration over the current one.
    ///
    /// - Parameter operation: the assertions.
    /// - Returns: what `operation` returns.
    @discardableResult
    public func withValue<Result>(operation: () throws -> Result) rethrows -> Result {
        try Self.$current.withValue(merged(over: Self.current), operation: operation)
    }

    /// Runs an asynchronous `operation` with this configuration over the current one.
    ///
    /// - Parameter operation: the assertions.
    /// - Returns: what `operation` returns.
    @discardableResult
    public func withValue<Result>(operation: () async throws -> Result) async rethrows -> Result {
        try await Self.$current.withValue(merged(over: Self.current), operation: operation)
    }
}

/// The images of a failing snapshot assertion, as files in the artifacts folder (each `nil` when not written).
///
/// ```swift
/// ListSnapshotConfiguration(attachFailure: { images in print(images.difference?.path ?? "no difference image") })
/// ```
public struct ListSnapshotFailureImages: Sendable, Equatable {
    /// The case (`FeedTests/testFeed+dark`).
    public var name: String
    /// The golden as it was (a copy in the artifacts folder).
    public var expected: URL?
    /// The render.
    public var actual: URL?
    /// The difference picture.
    public var difference: URL?

    /// Creates the images of a failure.
    public init(name: String, expected: URL?, actual: URL?, difference: URL?) {
        self.name = name
        self.expected = expected
        self.actual = actual
        self.difference = difference
    }

    /// The images that were written, each with the name it is attached under (`actual.png`).
    public var files: [(name: String, url: URL)] {
        [("expected", expected), ("actual", actual), ("difference", difference)].compactMap { label, url in
            url.map { (label + "." + $0.pathExtension, $0) }
        }
    }
}
