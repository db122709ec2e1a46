import Foundation
import ListCore
import ListPipelineKit
import ListSpecKit

/// Compares the animation of an update with its golden in an environment and in each of a list of variants, as the
/// collection view overload does for stills: `animation` records the update afresh for each environment (a new
/// adapter, or the model put back first), and each recording is checked against its own animation golden —
/// `<test>.animation/` for `environment`, `<test>+<variant>.animation/` for each variant (its environment values
/// over `environment`), as `record` names a spec's variants — each with the sidecar of its last state. Every variant
/// is checked even when one fails; the failure names them all. Record modes, tolerance, artifacts and the report are
/// those of ``assertListSnapshot(_:named:variant:tolerance:record:artifacts:file:testName:)``.
///
/// ```swift
/// @Test @MainActor func insertAnimates() throws {
///     try assertListSnapshot(variants: ListSpecVariant.matrix(themes: [.light, .dark])) { environment in
///         let feed = Feed(posts: 2)
///         return try ListAnimation(recording: feed.adapter, environment: environment) {
///             feed.posts += 1
///             feed.adapter.performUpdates(animated: true)
///         }
///     }
/// }
/// ```
///
/// - Parameters:
///   - name: tells several snapshots of one test apart.
///   - environment: the environment of the first golden (default: the standard one).
///   - variants: further environments, each with its golden (names: letters, digits, `-`, `_`).
///   - tolerance: how different each frame may be.
///   - record: the record mode.
///   - artifacts: the artifacts folder.
///   - animation: records the update in the environment it is given.
/// - Throws: ``ListSnapshotFailure`` for a bad or repeated variant name and as the single overload does, one for all
///   variants; what `animation` throws.
@MainActor
public func assertListSnapshot(
    named name: String? = nil, environment: ListEnvironment = .standard, variants: [ListSpecVariant],
    tolerance: SnapshotTolerance? = nil, record: SnapshotRecordMode? = nil, artifacts: URL? = nil,
    file: String = #filePath, testName: String = #function,
    animation: (ListEnvironment) throws -> ListAnimation
) throws {
    try ListSnapshotVariants.check(variants.map(\.name))
    try ListSnapshotVariants.checkEach([nil] + variants) { variant in
        let shown = variant.map { $0.environment.applied(to: environment) } ?? environment
        try assertListSnapshot(
            try animation(shown), named: name, variant: variant?.name, tolerance: tolerance, record: record,
            artifacts: artifacts, file: file, testName: testName)
    }
}
