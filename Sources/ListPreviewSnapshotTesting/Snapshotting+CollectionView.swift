import Foundation
import ListAdapterKit
import ListRenderKit
import ListSnapshotKit
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

    /// The visible cells and supplementary views of a collection view, as `ListSnapshot.image(of:scale:theme:)`
    /// renders them.
    ///
    /// - Parameters:
    ///   - scale: pixels per point.
    ///   - theme: light or dark.
    ///   - tolerance: what may differ.
    public static func listImage(
        scale: Double = 2, theme: RenderTheme = .light, tolerance: SnapshotTolerance = .exact
    ) -> Snapshotting {
        Snapshotting<RGBAImage, RGBAImage>.listImage(tolerance: tolerance).pullback { collectionView in
            MainActor.assumeIsolated {
                collectionView.layoutIfNeeded()  // as swift-snapshot-testing lays out a view before drawing it
                return (try? ListSnapshot.image(of: collectionView, scale: scale, theme: theme).rgbaImage())
                    ?? RGBAImage(width: 0, height: 0, pixels: [])
            }
        }
    }
}

extension Snapshotting where Value == ListAdapter, Format == RGBAImage {
    /// What the adapter's collection view shows, at scale 2, light, without overlays.
    public static var listImage: Snapshotting { listImage() }

    /// What the adapter's collection view shows; an adapter without a collection view is an empty image (which
    /// fails against any recorded golden).
    ///
    /// - Parameters:
    ///   - scale: pixels per point.
    ///   - theme: light or dark.
    ///   - tolerance: what may differ.
    public static func listImage(
        scale: Double = 2, theme: RenderTheme = .light, tolerance: SnapshotTolerance = .exact
    ) -> Snapshotting {
        Snapshotting<ListCollectionView?, RGBAImage>.optionalCollectionView(scale: scale, theme: theme, tolerance: tolerance)
            .pullback { adapter in MainActor.assumeIsolated { adapter.collectionView } }
    }
}

extension Snapshotting where Value == ListCollectionView?, Format == RGBAImage {
    fileprivate static func optionalCollectionView(
        scale: Double, theme: RenderTheme, tolerance: SnapshotTolerance
    ) -> Snapshotting {
        Snapshotting<RGBAImage, RGBAImage>.listImage(tolerance: tolerance).pullback { collectionView in
            MainActor.assumeIsolated {
                collectionView?.layoutIfNeeded()
                return collectionView.flatMap {
                    try? ListSnapshot.image(of: $0, scale: scale, theme: theme).rgbaImage()
                } ?? RGBAImage(width: 0, height: 0, pixels: [])
            }
        }
    }
}
