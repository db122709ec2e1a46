import Foundation
import ListCore
import ListRenderKit
import ListViewKit

extension ListSnapshot {
    /// The render of a whole screen: `viewController`'s view filling a device's screen, with the device's safe-area
    /// insets and, above it, its status bar and home indicator (``ListDeviceChrome``), on a transparent canvas — what
    /// a simulator screenshot of the screen shows. A navigation controller draws its navigation bar, a tab bar
    /// controller its tab bar, and a collection view under them insets its content by the safe area
    /// (`contentInsetAdjustmentBehavior`), as on the device.
    ///
    /// The view controller's view is placed on the screen for the render only: afterwards it is back where it was
    /// (its superview, if any, and its frame). `ListSnapshot.image(of: viewController.view)` still draws the bare
    /// view, with no chrome and no safe area.
    ///
    /// ```swift
    /// let navigation = UINavigationController(rootViewController: FeedViewController())
    /// let image = try ListSnapshot.image(of: navigation, size: CGSize(width: 393, height: 852), scale: 3)
    /// ```
    ///
    /// - Parameters:
    ///   - viewController: the screen's root view controller.
    ///   - size: the screen's size in points (default: `UIScreen.main.bounds`' size); the screen's size classes and idiom follow it, and `UIScreen.main` and `UIDevice.current` describe it while it renders.
    ///   - chrome: the device's chrome (default: the device of that size, ``ListDeviceChrome/forScreen(width:height:)``).
    ///   - showsChrome: whether to show the status bar, home indicator and safe areas (default true).
    ///   - scale: pixels per point.
    ///   - theme: the colours of quick content (default: those of the environment's theme).
    ///   - environment: the environment (default: the view controller's trait collection).
    ///   - overlays: the annotations.
    /// - Returns: the image, `size × scale` pixels.
    /// - Throws: ``ListSnapshotFailure`` when the size is empty; ``RenderError``.
    @MainActor
    public static func image(
        of viewController: ListViewController, size: CGSize? = nil, chrome: ListDeviceChrome? = nil,
        showsChrome: Bool = true, scale: Double = 2, theme: RenderTheme? = nil, environment: ListEnvironment? = nil,
        overlays: RenderOverlays = .none
    ) throws -> RasterImage {
        try rendered(
            of: viewController, size: size, chrome: chrome, showsChrome: showsChrome, scale: scale, theme: theme,
            environment: environment, overlays: overlays
        ).raster!
    }

    /// A screen as ``image(of:size:chrome:showsChrome:scale:theme:environment:overlays:)`` draws it, with its
    /// sidecar (the screen's views, the status bar's and the bars' among them); `audited` records what an
    /// accessibility audit reads of it.
    @MainActor
    package static func rendered(
        of viewController: ListViewController, size: CGSize?, chrome: ListDeviceChrome?, showsChrome: Bool,
        scale: Double, theme: RenderTheme?, environment: ListEnvironment?, overlays: RenderOverlays = .none,
        accessibility: Bool = false, audited: Bool = false
    ) throws -> RenderedSnapshot {
        let screen = size ?? ListScreen.main.bounds.size
        let device = showsChrome ? chrome ?? ListDeviceChrome.forScreen(width: screen.width, height: screen.height) : nil
        // UIScreen.main and UIDevice.current are this screen while it is laid out and drawn, and so are its traits
        // (size classes, idiom, scale).
        return try ListScreen.withScreen(size: screen, scale: CGFloat(scale)) {
            let inherited = viewController.traitCollection
            let host = ListScreenHost(controller: viewController, size: screen, chrome: device)
            defer { host.detach() }
            host.root.overrideTraitCollection = ListTraitCollection(
                environment: inherited.environment, fonts: inherited.fonts, screenSize: screen, displayScale: scale)
            return try rendered(
                of: host.root, scale: scale, theme: theme,
                environment: environment ?? viewController.traitCollection.environment,
                overlays: overlays, accessibility: accessibility, audited: audited)
        }
    }

    /// The accessibility snapshot of a whole screen as
    /// ``image(of:size:chrome:showsChrome:scale:theme:environment:overlays:)-(ListViewController,_,_,_,_,_,_,_)``
    /// draws it: each element VoiceOver reads outlined and numbered in its order — the status bar, the navigation
    /// bar, the content, the tab bar (docs/ACCESSIBILITY.md) — and a legend beside the screen of what it says.
    ///
    /// ```swift
    /// let tabs = UITabBarController()
    /// tabs.viewControllers = [UINavigationController(rootViewController: FeedViewController())]
    /// let image = try ListSnapshot.accessibilityImage(of: tabs, size: CGSize(width: 393, height: 852))
    /// ```
    ///
    /// - Parameters: as ``image(of:size:chrome:showsChrome:scale:theme:environment:overlays:)-(ListViewController,_,_,_,_,_,_,_)``.
    /// - Returns: the image: the screen and the legend beside it.
    /// - Throws: ``ListSnapshotFailure`` when the size is empty; ``RenderError``.
    @MainActor
    public static func accessibilityImage(
        of viewController: ListViewController, size: CGSize? = nil, chrome: ListDeviceChrome? = nil,
        showsChrome: Bool = true, scale: Double = 2, theme: RenderTheme? = nil, environment: ListEnvironment? = nil
    ) throws -> RasterImage {
        try rendered(
            of: viewController, size: size, chrome: chrome, showsChrome: showsChrome, scale: scale, theme: theme,
            environment: environment, accessibility: true
        ).raster!
    }
}
