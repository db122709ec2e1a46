import Foundation
import ListCore
import ListTextModel

extension ListTraitCollection {
    /// The traits of a screen of `screenSize` points, as UIKit gives them to a full-screen window of that size:
    /// size classes and idiom from the size, the scale as given.
    ///
    /// The rule, which gives every iPhone and iPad size in Apple's size-class table its classes (an iPhone in portrait
    /// compact × regular, in landscape compact × compact, a Plus or Max iPhone in landscape regular × compact, an iPad
    /// full screen regular × regular, an iPad split view compact or regular by its width):
    /// - **vertical**: compact below 480 points tall, else regular;
    /// - **horizontal**: in a compact height (an iPhone in landscape), regular when the screen is at least 414 points
    ///   tall (the Plus and Max iPhones); else regular from 678 points wide (the narrowest regular width of an iPad
    ///   split view);
    /// - **idiom**: ``ListUserInterfaceIdiom/pad`` when the shorter side is at least 500 points or the longer at
    ///   least 1,000, else ``ListUserInterfaceIdiom/phone``.
    ///
    /// An empty or non-finite size has no size classes and no idiom (``ListUserInterfaceSizeClass/unspecified``).
    ///
    /// ```swift
    /// let landscape = ListTraitCollection(screenSize: CGSize(width: 932, height: 430), displayScale: 3)
    /// landscape.horizontalSizeClass    // .regular (an iPhone 16 Plus)
    /// landscape.verticalSizeClass      // .compact
    /// ```
    ///
    /// - Parameters:
    ///   - environment: theme, Dynamic Type size, layout direction, locale.
    ///   - fonts: the faces (`nil`: the system font).
    ///   - screenSize: the screen's size in points (a spec's viewport, a snapshot's screen).
    ///   - displayScale: pixels per point.
    public init(
        environment: ListEnvironment = .standard, fonts: FontSet? = nil, screenSize: CGSize, displayScale: CGFloat
    ) {
        self.environment = environment
        self.fonts = fonts
        self.displayScale = displayScale.isFinite && displayScale > 0 ? displayScale : 0
        let (width, height) = (screenSize.width, screenSize.height)
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            (horizontalSizeClass, verticalSizeClass, userInterfaceIdiom) = (.unspecified, .unspecified, .unspecified)
            return
        }
        verticalSizeClass = height < 480 ? .compact : .regular
        if verticalSizeClass == .compact {
            horizontalSizeClass = height >= 414 ? .regular : .compact
        } else {
            horizontalSizeClass = width >= 678 ? .regular : .compact
        }
        userInterfaceIdiom = min(width, height) >= 500 || max(width, height) >= 1000 ? .pad : .phone
    }
}
