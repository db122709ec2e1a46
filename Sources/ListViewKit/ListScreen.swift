import Foundation

/// UIKit's `UIScreen`, for the cell code that reads `UIScreen.main.bounds` or `.scale`: there is no screen in a
/// headless preview, so ``main`` is a value the preview decides. Its ``bounds`` are an iPhone 16's portrait points
/// (393 × 852, ListSpecKit's `ListDevicePreset` of that name) until a test or sample sets them to the collection
/// view it renders; its ``scale`` is the one image scale of the process, ``ListViewImage/preferredScale`` (2 by
/// default, as a spec's viewport): setting either sets both, so `@2x`/`@3x` lookups follow the screen.
///
/// ```swift
/// UIScreen.main.bounds = CGRect(x: 0, y: 0, width: 375, height: 667)   // what the preview shows
/// UIScreen.main.scale = 3
/// let width = UIScreen.main.bounds.width - 32                         // cell code as written
/// ```
@MainActor
public final class ListScreen {
    /// The screen of the process.
    public static let main = ListScreen()

    /// The screen's rectangle in points (an iPhone 16's 393 × 852 unless set). Trait collections made without a
    /// screen of their own (``ListTraitCollection/init(environment:fonts:)``, ``ListTraitCollection/current``
    /// outside a render) take their size classes and idiom from it.
    public var bounds: CGRect {
        get { ListScreenSettings.shared.bounds }
        set { ListScreenSettings.shared.bounds = newValue }
    }

    /// Pixels per point: ``ListViewImage/preferredScale`` (shared with `UIImage(named:)`), or the scale of the
    /// screen ``withScreen(size:scale:_:)`` shows.
    public var scale: CGFloat {
        get { ListScreenSettings.shown?.scale ?? ListViewImage.preferredScale }
        set { ListViewImage.preferredScale = newValue }
    }

    /// Runs `body` with `UIScreen.main` a screen of `size` points at `scale` — its ``bounds``, ``scale``, trait
    /// collections made without a screen of their own and `UIDevice.current` — for the current task only, so tests
    /// running beside it keep theirs. A screen snapshot (`ListSnapshot.image(of: viewController, size:)`) shows
    /// its screen this way while it lays out and draws, so cell code reading `UIScreen.main.bounds` or
    /// `UIDevice.current.userInterfaceIdiom` sees the iPad it is drawn on.
    ///
    /// ```swift
    /// ListScreen.withScreen(size: CGSize(width: 820, height: 1180), scale: 2) {
    ///     UIDevice.current.userInterfaceIdiom    // .pad
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - size: the screen's size in points (a non-finite or negative size keeps the process's).
    ///   - scale: pixels per point (one that is not positive and finite keeps the process's).
    ///   - body: the work.
    /// - Returns: what `body` returns.
    public nonisolated static func withScreen<Result>(
        size: CGSize, scale: CGFloat, _ body: () throws -> Result
    ) rethrows -> Result {
        // A scale that is not a positive finite number keeps the process's (as `UIImage` lookups do), and a size
        // that is not finite and non-negative keeps the process's bounds: cell code dividing by them never sees
        // NaN, infinity or zero from here.
        let scale = scale.isFinite && scale > 0 ? scale : ListViewImage.preferredScale
        let valid = size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
        let size = valid ? size : ListScreenSettings.shared.bounds.size
        return try ListScreenSettings.$shown.withValue((size, scale)) { try body() }
    }

    /// The bounds in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// The same as ``scale`` (no display zoom).
    public var nativeScale: CGFloat { scale }

    /// The screen's traits: the current environment and fonts (``ListTraitCollection/current``) with the size
    /// classes, idiom and scale of this screen.
    public var traitCollection: ListTraitCollection {
        let current = ListTraitCollection.current
        return ListTraitCollection(
            environment: current.environment, fonts: current.fonts, screenSize: bounds.size, displayScale: scale)
    }

    private init() {}
}
