#if SnapshotTesting
import ListSnapshotKit
import ListViewKit

/// What every strategy of this module snapshots: a render with the findings of its accessibility audit (`nil` when
/// it does not audit), or the error that stopped it. Each public strategy is
/// `Snapshotting<ListRender, RGBAImage>.listRender(tolerance:)` pulled back from its value by a function that renders
/// it, so the errors travel to the assertion as values, never as an empty picture.
struct ListRender {
    /// The render and its audit's findings, or the error.
    var result: Result<(RenderedSnapshot, [ListAccessibilityAudit.Finding]?), any Error>

    /// Runs `render` now and keeps what it gave or threw.
    init(audited render: () throws -> (RenderedSnapshot, [ListAccessibilityAudit.Finding]?)) {
        result = Result { try render() }
    }

    /// Runs `render` (which does not audit) now and keeps what it gave or threw.
    init(_ render: () throws -> RenderedSnapshot) {
        result = Result { (try render(), nil) }
    }
}
#endif  // SnapshotTesting
