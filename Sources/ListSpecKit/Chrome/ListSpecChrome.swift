import Foundation

/// What a spec's `"chrome"` asks to be drawn around its list, as on an iPhone screen: the status bar, a navigation
/// bar, a tab bar and the home indicator, with the safe area they leave moving the content (the collection view's
/// `adjustedContentInset`). Absent (the default), a spec draws its bare list, as before.
///
/// The device's chrome (status bar height, notch or Dynamic Island, home indicator) is the one of the viewport's
/// size (`ListDeviceChrome.forScreen(width:height:)`); docs/SPEC.md, "The chrome of a screen", has the JSON.
///
/// ```swift
/// var spec = ListSpec(viewport: ListSpecViewport(width: 393, height: 852, scale: 3), sections: sections)
/// spec.chrome = ListSpecChrome(
///     navigationBar: ListSpecNavigationBar(title: "Feed", titleDisplayMode: .large),
///     tabBar: ListSpecTabBar(items: [ListSpecTabBar.Item(title: "Home", systemName: "house")]))
/// ```
public struct ListSpecChrome: Equatable, Sendable {
    /// The status bar's style (UIKit's `UIStatusBarStyle`).
    public enum StatusBarStyle: String, Equatable, Sendable, CaseIterable {
        /// Dark content in the light theme, light content in the dark one.
        case `default`
        /// Light content, for dark backgrounds.
        case lightContent
        /// Dark content, for light backgrounds.
        case darkContent
    }

    /// How the safe area adds to the list's content inset (UIKit's `contentInsetAdjustmentBehavior`).
    public enum ContentInsetAdjustment: String, Equatable, Sendable, CaseIterable {
        /// The safe area's top and bottom (and its sides for a horizontal list): UIKit's default.
        case automatic
        /// The safe area on every side.
        case always
        /// None: the list starts at the top of the screen, under the bars.
        case never
    }

    /// The status bar's style, or `nil` when it is hidden (`prefersStatusBarHidden`).
    public var statusBar: StatusBarStyle?
    /// Whether the home indicator is drawn on a device that has one (`false`: `prefersHomeIndicatorAutoHidden`;
    /// its safe area stays).
    public var homeIndicator: Bool
    /// The navigation bar, or `nil` for none.
    public var navigationBar: ListSpecNavigationBar?
    /// The tab bar, or `nil` for none.
    public var tabBar: ListSpecTabBar?
    /// How the safe area adds to the content inset.
    public var contentInsetAdjustment: ContentInsetAdjustment

    /// Creates the chrome of a spec; the defaults are those of `"chrome": true` (status bar and home indicator,
    /// no bars, UIKit's automatic adjustment).
    public init(
        statusBar: StatusBarStyle? = .default, homeIndicator: Bool = true,
        navigationBar: ListSpecNavigationBar? = nil, tabBar: ListSpecTabBar? = nil,
        contentInsetAdjustment: ContentInsetAdjustment = .automatic
    ) {
        self.statusBar = statusBar
        self.homeIndicator = homeIndicator
        self.navigationBar = navigationBar
        self.tabBar = tabBar
        self.contentInsetAdjustment = contentInsetAdjustment
    }
}
