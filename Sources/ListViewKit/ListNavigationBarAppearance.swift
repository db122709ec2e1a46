import Foundation
import ListCore

/// UIKit's `UIBarAppearance` for navigation and tab bars (`UINavigationBarAppearance`, `UITabBarAppearance`): the
/// bar's background colour, its shadow line's colour and, for a navigation bar, the colours and fonts of its title
/// and large title. There is no blur headlessly: the default background is the translucent bar colour iOS blends
/// the blur towards (light: white at 94 %… drawn as `#F9F9F9F0`; dark: `#1D1D1DF0`).
///
/// ```swift
/// let appearance = UINavigationBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// appearance.backgroundColor = .systemIndigo
/// appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
/// navigationController.navigationBar.standardAppearance = appearance
/// navigationController.navigationBar.scrollEdgeAppearance = appearance
/// ```
@MainActor
open class ListNavigationBarAppearance {
    /// The background colour (`nil`: none, the bar is transparent).
    open var backgroundColor: ListColor?
    /// The colour of the hairline at the bar's edge (`nil`: none).
    open var shadowColor: ListColor?
    /// The title's attributes: `.foregroundColor` (a `ListColor`) and `.font` (a ``ListFont``) are used.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes: `.foregroundColor` and `.font` are used.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// Creates the default appearance (``configureWithDefaultBackground()``).
    public init() {
        configureWithDefaultBackground()
    }

    /// Creates the appearance of an idiom (the idiom is ignored: there is one).
    public convenience init(idiom: Int) {
        self.init()
    }

    /// Creates a copy of another appearance.
    public init(barAppearance: ListNavigationBarAppearance) {
        backgroundColor = barAppearance.backgroundColor
        shadowColor = barAppearance.shadowColor
        titleTextAttributes = barAppearance.titleTextAttributes
        largeTitleTextAttributes = barAppearance.largeTitleTextAttributes
    }

    /// The translucent bar colour and a hairline shadow.
    public func configureWithDefaultBackground() {
        backgroundColor = Self.defaultBackground
        shadowColor = Self.defaultShadow
    }

    /// The system background colour (opaque) and a hairline shadow.
    public func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        shadowColor = Self.defaultShadow
    }

    /// No background and no shadow.
    public func configureWithTransparentBackground() {
        backgroundColor = nil
        shadowColor = nil
    }

    /// The default translucent bar colour.
    public static var defaultBackground: ListColor {
        ListColor(
            light: ListColor(white: 249.0 / 255, alpha: 240.0 / 255),
            dark: ListColor(white: 29.0 / 255, alpha: 240.0 / 255))
    }

    /// The default shadow line's colour (black at 30 %, white at 15 % in the dark).
    public static var defaultShadow: ListColor {
        ListColor(light: ListColor(white: 0, alpha: 0.3), dark: ListColor(white: 1, alpha: 0.15))
    }

    /// The title colour the attributes give, if any.
    var titleColor: ListColor? { titleTextAttributes[.foregroundColor] as? ListColor }
    /// The title font the attributes give, if any.
    var titleFont: ListFont? { titleTextAttributes[.font] as? ListFont }
    /// The large title colour the attributes give, if any.
    var largeTitleColor: ListColor? { largeTitleTextAttributes[.foregroundColor] as? ListColor }
    /// The large title font the attributes give, if any.
    var largeTitleFont: ListFont? { largeTitleTextAttributes[.font] as? ListFont }
}
