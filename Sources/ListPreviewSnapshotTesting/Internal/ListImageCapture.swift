#if SnapshotTesting
import Foundation
import ListSnapshotKit
import ListViewKit

/// What a ListPreview strategy's render left for the assertion that runs it (``assertSnapshot(of:as:named:record:timeout:fileID:file:testName:line:column:)``):
/// the render with its layout sidecar and the strategy's tolerance, or the error that stopped it. Task-local, so
/// parallel assertions never see each other's; outside such an assertion (swift-snapshot-testing's own functions)
/// there is none and the strategies behave as plain strategies.
final class ListImageCapture: @unchecked Sendable {
    /// The capture of the running assertion, if any.
    @TaskLocal static var current: ListImageCapture?

    private let lock = NSLock()
    private var storage: (snapshot: RenderedSnapshot?, tolerance: SnapshotTolerance?, error: (any Error)?)
    private var findings: [ListAccessibilityAudit.Finding]?

    /// The render, its tolerance, or the error that stopped it (all `nil` when no ListPreview strategy ran).
    var contents: (snapshot: RenderedSnapshot?, tolerance: SnapshotTolerance?, error: (any Error)?) {
        lock.withLock { storage }
    }

    /// The accessibility audit's findings of the render, when the strategy audits (`.listImage(…, audit:)`).
    var auditFindings: [ListAccessibilityAudit.Finding]? { lock.withLock { findings } }

    /// Keeps a strategy's render and tolerance, and its audit's findings if it audits.
    func keep(
        _ snapshot: RenderedSnapshot, tolerance: SnapshotTolerance,
        auditFindings: [ListAccessibilityAudit.Finding]? = nil
    ) {
        lock.withLock {
            storage = (snapshot, tolerance, nil)
            findings = auditFindings
        }
    }

    /// Keeps the error that stopped a strategy's render.
    func keep(_ error: any Error, tolerance: SnapshotTolerance) {
        lock.withLock { storage = (nil, tolerance, error) }
    }
}
#endif  // SnapshotTesting
