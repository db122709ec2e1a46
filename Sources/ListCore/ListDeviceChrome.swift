import Foundation

/// What the hardware and the system put around an app's screen on one device, in portrait: the status bar, the
/// home indicator, and the safe-area insets they and the sensor housing (notch or Dynamic Island) give the window —
/// the values `UIWindow.safeAreaInsets` reports on that device (Apple's published figures; the table and its sources
/// are in docs/SNAPSHOTS.md, "The chrome of a screen").
///
/// A screen is recognised by its size in points (``forScreen(width:height:)``): the device presets of a spec and
/// `UIScreen.main.bounds` both give one.
///
/// ```swift
/// let chrome = ListDeviceChrome.forScreen(width: 393, height: 852)   // iPhone 16
/// chrome.safeAreaInsets.top       // 59
/// chrome.safeAreaInsets.bottom    // 34 (the home indicator)
/// chrome.statusBarHeight          // 54
/// ```
public struct ListDeviceChrome: Hashable, Sendable {
    /// What sits at the top of the screen, which decides where the status bar draws its items.
    public enum Housing: String, Hashable, Sendable {
        /// A home-button phone (iPhone SE): a 20-point status bar with the time in the middle.
        case homeButton
        /// A notched phone (iPhone X … 14): the time and the icons in the two ears beside the notch.
        case notch
        /// A phone with the Dynamic Island (iPhone 14 Pro … 16): the items beside the island.
        case dynamicIsland
        /// An iPad: a 24-point status bar, the time at the leading edge, the icons at the trailing one.
        case tablet
    }

    /// The housing of the device.
    public var housing: Housing
    /// The status bar's height in points (what `statusBarManager.statusBarFrame.height` reports).
    public var statusBarHeight: CGFloat
    /// The window's safe-area insets in portrait with the status bar shown (`UIWindow.safeAreaInsets`).
    public var safeAreaInsets: ListEdgeInsets
    /// Whether the device has no home button, so the system draws the home indicator at the bottom.
    public var hasHomeIndicator: Bool { safeAreaInsets.bottom > 0 }

    /// Creates the chrome of a device.
    ///
    /// - Parameters:
    ///   - housing: what sits at the top of the screen.
    ///   - statusBarHeight: the status bar's height.
    ///   - safeAreaInsets: the window's safe-area insets.
    public init(housing: Housing, statusBarHeight: CGFloat, safeAreaInsets: ListEdgeInsets) {
        self.housing = housing
        self.statusBarHeight = statusBarHeight
        self.safeAreaInsets = safeAreaInsets
    }

    /// The window's safe-area insets when the status bar is hidden (`prefersStatusBarHidden`): a home-button
    /// device loses its 20-point top inset; the notch, the Dynamic Island and the iPad's corners keep theirs.
    public var safeAreaInsetsWithoutStatusBar: ListEdgeInsets {
        var insets = safeAreaInsets
        if housing == .homeButton { insets.top = 0 }
        return insets
    }

    /// The chrome of the device whose portrait screen is `width` × `height` points (landscape sizes are read as
    /// portrait). A size no device in the table has is taken for a notched phone (iPhone 12 … 14's insets, whose
    /// 390 × 844 screen is the spec's default viewport) when it is taller than 700 points, else for a home-button
    /// phone; a size wider than 700 points is taken for an iPad.
    ///
    /// - Parameters:
    ///   - width: the screen's width in points.
    ///   - height: the screen's height in points.
    /// - Returns: the chrome.
    /// - Complexity: O(1).
    public static func forScreen(width: CGFloat, height: CGFloat) -> ListDeviceChrome {
        let portrait = (min(width, height), max(width, height))
        if let known = table.first(where: { $0.width == portrait.0 && $0.height == portrait.1 }) { return known.chrome }
        if portrait.0 > 700 { return tablet }
        return portrait.1 > 700 ? notch47 : homeButton
    }

    /// A home-button phone: 20-point status bar, no bottom inset.
    public static let homeButton = ListDeviceChrome(
        housing: .homeButton, statusBarHeight: 20, safeAreaInsets: ListEdgeInsets(top: 20))
    /// An iPad without a home button: 24-point status bar, 20-point home indicator area.
    public static let tablet = ListDeviceChrome(
        housing: .tablet, statusBarHeight: 24, safeAreaInsets: ListEdgeInsets(top: 24, bottom: 20))
    private static let notch47 = ListDeviceChrome(
        housing: .notch, statusBarHeight: 47, safeAreaInsets: ListEdgeInsets(top: 47, bottom: 34))
    private static func island(top: CGFloat) -> ListDeviceChrome {
        ListDeviceChrome(housing: .dynamicIsland, statusBarHeight: 54, safeAreaInsets: ListEdgeInsets(top: top, bottom: 34))
    }

    /// Portrait screen sizes and their chrome (docs/SNAPSHOTS.md lists the devices and the sources).
    private static let table: [(width: CGFloat, height: CGFloat, chrome: ListDeviceChrome)] = [
        (320, 568, homeButton),                                          // iPhone SE (1st), 5s
        (375, 667, homeButton),                                          // iPhone SE (2nd, 3rd), 8
        (414, 736, homeButton),                                          // iPhone 8 Plus
        (375, 812, ListDeviceChrome(                                     // iPhone X, XS, 11 Pro, 12/13 mini
            housing: .notch, statusBarHeight: 44, safeAreaInsets: ListEdgeInsets(top: 44, bottom: 34))),
        (414, 896, ListDeviceChrome(                                     // iPhone XR, 11, XS Max, 11 Pro Max
            housing: .notch, statusBarHeight: 48, safeAreaInsets: ListEdgeInsets(top: 48, bottom: 34))),
        (390, 844, notch47),                                             // iPhone 12, 13, 14, 16e
        (428, 926, notch47),                                             // iPhone 12/13 Pro Max, 14 Plus
        (393, 852, island(top: 59)),                                     // iPhone 14 Pro, 15, 15 Pro, 16
        (430, 932, island(top: 59)),                                     // iPhone 14 Pro Max, 15 Plus, 16 Plus
        (402, 874, island(top: 62)),                                     // iPhone 16 Pro
        (440, 956, island(top: 62)),                                     // iPhone 16 Pro Max
        (744, 1133, tablet),                                             // iPad mini (6th, 7th)
        (820, 1180, tablet),                                             // iPad (10th), iPad Air 11"
        (834, 1194, tablet),                                             // iPad Pro 11" (1st … 4th)
        (834, 1210, tablet),                                             // iPad Pro 11" (M4)
        (1024, 1366, tablet),                                            // iPad Pro 12.9"
        (1032, 1376, tablet),                                            // iPad Pro 13" (M4)
    ]
}
