#if SnapshotTesting
import Foundation
import ListAdapterKit
import ListCore
import ListPipelineKit
import ListRenderKit
import ListSnapshotKit
import ListViewKit
import SnapshotTesting

// Strategies for what an app's tests hold: a headless collection view and the adapter that drives one.
//
//     @MainActor @Test func feed() {
//         assertSnapshot(of: adapter, as: .listImage)                  // what adapter.collectionView shows
//         assertSnapshot(of: collectionView, as: .listImage(scale: 3))
//     }
//
// Like swift-snapshot-testing's UIView strategies they must be used on the main actor (a `@MainActor` test or
// XCTest's main thread); elsewhere they stop with that message.

extension Snapshotting where Value == ListCollectionView, Format == RGBAImage {
    /// The visible cells and supplementary views at scale 2, light, without overlays.
    public static var listImage: Snapshotting { listImage() }

    /// The visible cells and supplementary views of a collection view, as
    /// `ListSnapshot.image(of:scale:theme:environment:)` renders them: in `environment`, which the section
    /// controllers see and size their items in (one strategy per environment, each with its own `named:` golden).
    ///
    /// ```swift
    /// let ax5 = ListEnvironment(contentSizeCategory: .accessibilityExtraExtraExtraLarge)
    /// assertSnapshot(of: collectionView, as: .listImage(environment: ax5), named: "ax5")
    /// ```
    ///
    /// - Parameters:
    ///   - scale: pixels per point.
    ///   - theme: the colours (default: those of the environment's theme).
    ///   - environment: theme, Dynamic Type size, layout direction, locale (default: the collection view's).
    ///   - tolerance: what may differ.
    public static func listImage(
        scale: Double = 2, theme: RenderTheme? = nil, environment: ListEnvironment? = nil,
        tolerance: SnapshotTolerance = .exact
    ) -> Snapshotting {
        Snapshotting<ListCollectionView?, RGBAImage>.listRender(
            scale: scale, theme: theme, environment: environment, audit: nil, tolerance: tolerance
        ).pullback { collectionView in collectionView }
    }
}

extension Snapshotting where Value == ListAdapter, Format == RGBAImage {
    /// What the adapter's collection view shows, at scale 2, light, without overlays.
    public static var listImage: Snapshotting { listImage() }

    /// What the adapter's collection view shows, in an environment its section controllers size their items in:
    /// the collection view's strategy pulled back to the adapter. An adapter without a collection view, or a render
    /// error, fails the assertion with that message and records nothing.
    ///
    /// - Parameters:
    ///   - scale: pixels per point.
    ///   - theme: the colours (default: those of the environment's theme).
    ///   - environment: theme, Dynamic Type size, layout direction, locale (default: the collection view's).
    ///   - tolerance: what may differ.
    public static func listImage(
        scale: Double = 2, theme: RenderTheme? = nil, environment: ListEnvironment? = nil,
        tolerance: SnapshotTolerance = .exact
    ) -> Snapshotting {
        Snapshotting<ListCollectionView?, RGBAImage>.listRender(
            scale: scale, theme: theme, environment: environment, audit: nil, tolerance: tolerance
        ).pullback { adapter in MainActor.assumeIsolated { adapter.collectionView } }
    }
}

extension Snapshotting where Value == ListCollectionView?, Format == RGBAImage {
    /// The one strategy of the collection view and the adapter (each pulls it back to its value): lays the collection
    /// view out (as swift-snapshot-testing lays out a view before drawing it) and renders what it shows, audited when
    /// `audit` is given; no collection view is ``AdapterSnapshotError/noCollectionView``.
    static func listRender(
        scale: Double, theme: RenderTheme?, environment: ListEnvironment?, audit: ListAccessibilityAudit?,
        tolerance: SnapshotTolerance
    ) -> Snapshotting {
        Snapshotting<ListRender, RGBAImage>.listRender(tolerance: tolerance).pullback { collectionView in
            ListRender(audited: {
                try MainActor.assumeIsolated {
                    guard let collectionView else { throw AdapterSnapshotError.noCollectionView }
                    collectionView.layoutIfNeeded()
                    guard let audit else {
                        return (try ListSnapshot.rendered(
                            of: collectionView, scale: scale, theme: theme,
                            environment: environment ?? collectionView.traitCollection.environment), nil)
                    }
                    let audited = try ListSnapshot.renderedAudited(
                        own: collectionView.traitCollection.environment, shown: environment, audit: audit
                    ) { shown in
                        try ListSnapshot.rendered(
                            of: collectionView, scale: scale, theme: theme, environment: shown, audited: true)
                    }
                    return (audited.snapshot, audited.findings)
                }
            })
        }
    }
}
#endif  // SnapshotTesting
