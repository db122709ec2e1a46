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
        listRender(tolerance: tolerance, audited: { view in
            try MainActor.assumeIsolated {
                if let size { view.frame.size = size }
                let audited = try ListSnapshot.renderedAudited(
                    own: view.traitCollection.environment, shown: environment, audit: audit
                ) { shown in
                    try ListSnapshot.rendered(of: view, scale: scale, theme: theme, environment: shown, audited: true)
                }
                return (audited.snapshot, audited.findings)
            }
        })
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
        listRender(tolerance: tolerance, audited: { collectionView in
            try MainActor.assumeIsolated {
                try audited(collectionView, scale: scale, theme: theme, environment: environment, audit: audit)
            }
        })
    }

    /// Lays the collection view out and renders it audited.
    @MainActor
    fileprivate static func audited(
        _ collectionView: ListCollectionView, scale: Double, theme: RenderTheme?, environment: ListEnvironment?,
        audit: ListAccessibilityAudit
    ) throws -> (RenderedSnapshot, [ListAccessibilityAudit.Finding]?) {
        collectionView.layoutIfNeeded()
        let audited = try ListSnapshot.renderedAudited(
            own: collectionView.traitCollection.environment, shown: environment, audit: audit
        ) { shown in
            try ListSnapshot.rendered(of: collectionView, scale: scale, theme: theme, environment: shown, audited: true)
        }
        return (audited.snapshot, audited.findings)
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
        listRender(tolerance: tolerance, audited: { adapter in
            try MainActor.assumeIsolated {
                guard let collectionView = adapter.collectionView else { throw AdapterSnapshotError.noCollectionView }
                return try Snapshotting<ListCollectionView, RGBAImage>.audited(
                    collectionView, scale: scale, theme: theme, environment: environment, audit: audit)
            }
        })
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
        listRender(tolerance: tolerance, audited: { spec in
            let audited = try ListSnapshot.renderedAudited(
                of: spec, audit: audit, renderer: renderer, environment: environment, variant: variant)
            return (audited.snapshot, audited.findings)
        })
    }
}
#endif  // SnapshotTesting
