#if SnapshotTesting
import Foundation
import ListAdapterKit
import ListCore
import ListPipelineKit
import ListRenderKit
import ListSnapshotKit
import ListSpecKit
import ListViewKit
import SnapshotTesting

// The strategies with an accessibility audit (docs/ACCESSIBILITY.md, "The audit"): the picture is the one
// `.listImage` draws, and the audit reads the same render. Under this module's `assertSnapshot`, every finding the
// baseline beside the golden (`__Snapshots__/<TestFile>/<test>.<name>.audit.json`, a golden under the record mode)
// does not accept fails the assertion, named with its element, check, measured value and threshold:
//
//     assertSnapshot(of: cell, as: .listImage(audit: .default), named: "cell")
//     assertSnapshot(of: adapter, as: .listImage(environment: ax5, audit: .default), named: "ax5")
//     // snapshot feed.ax5.png: accessibility audit: 1 new finding: clippedText: cell 0·0/textLabel …
//
// An environment at a larger Dynamic Type size than the value's own is also compared with the value at its own
// size: a text cut only at the larger size is a finding (clippedText).

extension Snapshotting where Value == ListView, Format == RGBAImage {
    /// The view as ``listImage(size:scale:theme:environment:tolerance:)`` draws it, audited by `audit`.
    ///
    /// - Parameters:
    ///   - audit: the checks and thresholds (``ListAccessibilityAudit/default``: every check).
    ///   - others: as ``listImage(size:scale:theme:environment:tolerance:)``.
    public static func listImage(
        size: CGSize? = nil, scale: Double = 2, theme: RenderTheme? = nil, environment: ListEnvironment? = nil,
        audit: ListAccessibilityAudit, tolerance: SnapshotTolerance = .exact
    ) -> Snapshotting {
        listRender(size: size, scale: scale, theme: theme, environment: environment, audit: audit, tolerance: tolerance)
    }
}

extension Snapshotting where Value == ListCollectionView, Format == RGBAImage {
    /// The collection view as ``listImage(scale:theme:environment:tolerance:)`` draws it, audited by `audit`.
    ///
    /// - Parameters:
    ///   - audit: the checks and thresholds (``ListAccessibilityAudit/default``: every check).
    ///   - others: as ``listImage(scale:theme:environment:tolerance:)``.
    public static func listImage(
        scale: Double = 2, theme: RenderTheme? = nil, environment: ListEnvironment? = nil,
        audit: ListAccessibilityAudit, tolerance: SnapshotTolerance = .exact
    ) -> Snapshotting {
        Snapshotting<ListCollectionView?, RGBAImage>.listRender(
            scale: scale, theme: theme, environment: environment, audit: audit, tolerance: tolerance
        ).pullback { collectionView in collectionView }
    }
}

extension Snapshotting where Value == ListAdapter, Format == RGBAImage {
    /// What the adapter's collection view shows, as ``listImage(scale:theme:environment:tolerance:)`` draws it,
    /// audited by `audit`.
    ///
    /// - Parameters:
    ///   - audit: the checks and thresholds (``ListAccessibilityAudit/default``: every check).
    ///   - others: as ``listImage(scale:theme:environment:tolerance:)``.
    public static func listImage(
        scale: Double = 2, theme: RenderTheme? = nil, environment: ListEnvironment? = nil,
        audit: ListAccessibilityAudit, tolerance: SnapshotTolerance = .exact
    ) -> Snapshotting {
        Snapshotting<ListCollectionView?, RGBAImage>.listRender(
            scale: scale, theme: theme, environment: environment, audit: audit, tolerance: tolerance
        ).pullback { adapter in MainActor.assumeIsolated { adapter.collectionView } }
    }
}

extension Snapshotting where Value == ListSpec, Format == RGBAImage {
    /// The spec's viewport as ``listImage(renderer:environment:variant:tolerance:)`` draws it, audited as
    /// `verify --audit` audits it: `audit` refined by the spec's `"audit"` keys and the variant's, a variant at a
    /// larger Dynamic Type size than the spec as written also checked for texts cut only there.
    ///
    /// - Parameters:
    ///   - audit: the checks and thresholds the spec's keys refine.
    ///   - others: as ``listImage(renderer:environment:variant:tolerance:)``.
    public static func listImage(
        renderer: SpecRenderer? = nil, environment: ListEnvironmentOverrides = .init(), variant: String? = nil,
        audit: ListAccessibilityAudit, tolerance: SnapshotTolerance = .exact
    ) -> Snapshotting {
        listRender(renderer: renderer, environment: environment, variant: variant, audit: audit, tolerance: tolerance)
    }
}
#endif  // SnapshotTesting
