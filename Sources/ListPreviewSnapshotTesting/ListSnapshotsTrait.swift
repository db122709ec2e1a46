#if canImport(Testing)
    import Foundation
    import ListSnapshotKit
    import Testing

    /// A Swift Testing trait that scopes ListPreview's snapshot settings to a suite or a test, as
    /// swift-snapshot-testing's `.snapshots` trait does: the record mode, the tolerance and the artifacts folder of
    /// every `assertListSnapshot` inside (``ListSnapshotConfiguration``), and attachments: a failing assertion
    /// attaches its expected, actual and difference images to the test (`expected.png`, `actual.png`,
    /// `difference.png`; as it does without the trait), beside the message that names their files.
    ///
    /// A test's trait refines its suite's (each setting it gives wins); an argument of the assertion wins over both.
    ///
    /// ```swift
    /// @Suite(.listSnapshots(record: .missing))
    /// @MainActor struct FeedSnapshotTests {
    ///     @Test(.listSnapshots(tolerance: SnapshotTolerance(pixelShare: 0.001)))
    ///     func feed() throws {
    ///         try assertListSnapshot(of: FeedScreen().adapter)
    ///     }
    /// }
    /// ```
    public struct ListSnapshotsTrait: SuiteTrait, TestTrait, TestScoping {
        /// The settings the trait gives.
        public var configuration: ListSnapshotConfiguration
        /// Whether failures attach their images to the test (default true, as without the trait; `false` turns
        /// attachments off for the suite or test, the message still naming the files).
        public var attachesImages: Bool

        /// The trait applies to every test of a suite.
        public var isRecursive: Bool { true }

        /// Runs the test with the trait's settings over the enclosing ones.
        public func provideScope(
            for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
        ) async throws {
            var configuration = configuration
            if configuration.attachFailure == nil {
                let attach: @Sendable (ListSnapshotFailureImages) -> Void = { images in Self.attach(images) }
                configuration.attachFailure = attachesImages ? attach : { @Sendable _ in }
            }
            try await configuration.withValue { try await function() }
        }

        /// Attaches the images of a failure to the running test.
        static func attach(_ images: ListSnapshotFailureImages) {
            images.attachToCurrentTest()
        }
    }

    extension Trait where Self == ListSnapshotsTrait {
        /// ListPreview's snapshot settings for a suite or a test.
        ///
        /// ```swift
        /// @Suite(.listSnapshots(record: .missing, artifacts: URL(fileURLWithPath: ".listpreview-artifacts")))
        /// struct FeedSnapshotTests { }
        /// ```
        ///
        /// - Parameters:
        ///   - record: the record mode (`nil`: the enclosing one, else `LISTPREVIEW_RECORD`, else `never` in CI and
        ///     `missing` elsewhere).
        ///   - tolerance: how different images may be (`nil`: the enclosing one, else exact).
        ///   - artifacts: the artifacts folder of the report (`nil`: the enclosing one, else `LISTPREVIEW_ARTIFACTS`).
        ///   - attachesImages: whether failures attach their expected, actual and difference images.
        /// - Returns: the trait.
        public static func listSnapshots(
            record: SnapshotRecordMode? = nil, tolerance: SnapshotTolerance? = nil, artifacts: URL? = nil,
            attachesImages: Bool = true
        ) -> Self {
            ListSnapshotsTrait(
                configuration: ListSnapshotConfiguration(record: record, tolerance: tolerance, artifacts: artifacts),
                attachesImages: attachesImages)
        }

        /// ListPreview's snapshot settings for a suite or a test, with attachments.
        public static var listSnapshots: Self { listSnapshots() }
    }
#endif
