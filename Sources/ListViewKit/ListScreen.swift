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

    /// Pixels per point: ``ListViewImage/preferredScale`` (shared with `UIImage(named:)`).
    public var scale: CGFloat {
        get { ListViewImage.preferredScale }
        set { ListViewImage.preferredScale = newValue }
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
