#if SnapshotTesting
import Foundation
import ListCore
import ListRenderKit
import ListSnapshotKit
import ListViewKit
import SnapshotTesting

// One view on its own — a cell configured in a test, a header, any view with subviews — as swift-snapshot-testing's
// `.image` strategy draws a `UIView`:
//
//     @MainActor @Test func postCell() {
//         let cell = PostCell(frame: CGRect(x: 0, y: 0, width: 390, height: 120))
//         cell.configure(with: .sample)
//         assertSnapshot(of: cell, as: .listImage)
//         assertSnapshot(of: cell, as: .listImage(environment: ListEnvironment(theme: .dark)), named: "dark")
//     }

extension Snapshotting where Value == ListView, Format == RGBAImage {
    /// The view at its size, scale 2, in its own environment, on a transparent canvas.
    public static var listImage: Snapshotting { listImage() }

    /// The view as `ListSnapshot.image(of:size:scale:theme:environment:overlays:)` renders it: laid out in
    /// `environment` (one strategy per environment, each with its own `named:` golden). A view without a width or
    /// height, or a render error, fails the assertion with that message and records nothing.
    ///
    /// - Parameters:
    ///   - size: the size to give the view first (`nil`: its bounds' size).
    ///   - scale: pixels per point.
    ///   - theme: the colours of a cell's quick content (default: those of the environment's theme).
    ///   - environment: theme, Dynamic Type size, layout direction, locale (default: the view's).
    ///   - tolerance: what may differ.
    public static func listImage(
        size: CGSize? = nil, scale: Double = 2, theme: RenderTheme? = nil, environment: ListEnvironment? = nil,
        tolerance: SnapshotTolerance = .exact
    ) -> Snapshotting {
        listRender(size: size, scale: scale, theme: theme, environment: environment, audit: nil, tolerance: tolerance)
    }

    /// The view strategy, audited when `audit` is given
    /// (``listImage(size:scale:theme:environment:audit:tolerance:)``).
    static func listRender(
        size: CGSize?, scale: Double, theme: RenderTheme?, environment: ListEnvironment?,
        audit: ListAccessibilityAudit?, tolerance: SnapshotTolerance
    ) -> Snapshotting {
        Snapshotting<ListRender, RGBAImage>.listRender(tolerance: tolerance).pullback { view in
            ListRender(audited: {
                try MainActor.assumeIsolated {
                    guard let audit else {
                        return (try ListSnapshot.rendered(
                            of: view, size: size, scale: scale, theme: theme, environment: environment), nil)
                    }
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
}
#endif  // SnapshotTesting
