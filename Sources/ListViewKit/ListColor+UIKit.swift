import Foundation
import ListCore

/// UIKit's `UIColor` vocabulary on ``ListColor`` (`UIColor` is a typealias of it): components from 0 to 1, grey
/// levels, the named colours with their light and dark values, `cgColor` for layers, dynamic colours.
///
/// ```swift
/// let accent = UIColor(red: 0.2, green: 0.4, blue: 1, alpha: 1)
/// view.backgroundColor = .secondarySystemBackground      // #F2F2F7 light, #1C1C1E dark
/// view.layer.borderColor = UIColor.separator.cgColor
/// ```
extension ListColor {
    /// UIKit's `UIColor(red:green:blue:alpha:)`: components from 0 to 1 (clamped), rounded to 8 bits.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(
            red: Self.byte(red), green: Self.byte(green), blue: Self.byte(blue), alpha: Self.byte(alpha))
    }

    /// UIKit's `UIColor(white:alpha:)`: a grey from black (0) to white (1).
    public init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// UIKit's `UIColor(dynamicProvider:)`: the provider is asked once for light and once for dark appearance.
    public init(dynamicProvider: (ListTraitCollection) -> ListColor) {
        self.init(
            light: dynamicProvider(ListTraitCollection(userInterfaceStyle: .light)).resolved(for: .light),
            dark: dynamicProvider(ListTraitCollection(userInterfaceStyle: .dark)))
    }

    /// The colour a layer takes (`layer.borderColor = color.cgColor`): the same value.
    public var cgColor: ListColor { self }

    /// The colour with another opacity, 0...1 (UIKit's `withAlphaComponent(_:)`; a dark value keeps its own
    /// colour with the new opacity).
    public func withAlphaComponent(_ alpha: CGFloat) -> ListColor {
        var color = withAlpha(Self.byte(alpha))
        color.dark = dark.map { Channels(red: $0.red, green: $0.green, blue: $0.blue, alpha: Self.byte(alpha)) }
        return color
    }

    /// The colour for a trait collection's appearance (UIKit's `resolvedColor(with:)`).
    public func resolvedColor(with traitCollection: ListTraitCollection) -> ListColor {
        resolved(for: traitCollection.userInterfaceStyle)
    }

    private static func byte(_ component: CGFloat) -> UInt8 {
        guard component.isFinite else { return component > 0 ? 255 : 0 }
        return UInt8((min(1, max(0, component)) * 255).rounded())
    }

    private static func semantic(_ name: String) -> ListColor {
        // Every name below is one ListColor(named:) knows (ListColorUIKitTests checks them all).
        ListColor(named: name) ?? ListColor(red: UInt8(255), green: 0, blue: 255)
    }

    // MARK: Fixed colours (UIKit's values)
    // `red`, `green` and `blue` are also ListColor's 8-bit channels (instance properties): `UIColor.red` and
    // `label.textColor = .red` name the colour, `color.red` the channel, as Swift keeps static and instance members
    // of one name apart.

    /// Red (UIKit's `UIColor.red`: 1, 0, 0).
    public static var red: ListColor { ListColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Green (UIKit's `UIColor.green`: 0, 1, 0).
    public static var green: ListColor { ListColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Blue (UIKit's `UIColor.blue`: 0, 0, 1).
    public static var blue: ListColor { ListColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// The dark text colour of UIKit's early releases: black.
    public static var darkText: ListColor { ListColor(white: 0, alpha: 1) }
    /// The light text colour of UIKit's early releases: white at 60 % opacity.
    public static var lightText: ListColor { ListColor(white: 1, alpha: 0.6) }

    /// White.
    public static var white: ListColor { ListColor(white: 1, alpha: 1) }
    /// Black.
    public static var black: ListColor { ListColor(white: 0, alpha: 1) }
    /// Transparent.
    public static var clear: ListColor { ListColor(white: 0, alpha: 0) }
    /// A third of white.
    public static var darkGray: ListColor { ListColor(white: 1.0 / 3.0, alpha: 1) }
    /// Two thirds of white.
    public static var lightGray: ListColor { ListColor(white: 2.0 / 3.0, alpha: 1) }
    /// Half white.
    public static var gray: ListColor { ListColor(white: 0.5, alpha: 1) }
    /// Cyan.
    public static var cyan: ListColor { ListColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// Yellow.
    public static var yellow: ListColor { ListColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Magenta.
    public static var magenta: ListColor { ListColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// Orange.
    public static var orange: ListColor { ListColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Purple.
    public static var purple: ListColor { ListColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// Brown.
    public static var brown: ListColor { ListColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }

    // MARK: Semantic colours (light and dark values)

    /// `systemBackground`.
    public static var systemBackground: ListColor { semantic("systemBackground") }
    /// `secondarySystemBackground`.
    public static var secondarySystemBackground: ListColor { semantic("secondarySystemBackground") }
    /// `tertiarySystemBackground`.
    public static var tertiarySystemBackground: ListColor { semantic("tertiarySystemBackground") }
    /// `systemGroupedBackground`.
    public static var systemGroupedBackground: ListColor { semantic("systemGroupedBackground") }
    /// `secondarySystemGroupedBackground`.
    public static var secondarySystemGroupedBackground: ListColor { semantic("secondarySystemGroupedBackground") }
    /// `tertiarySystemGroupedBackground`.
    public static var tertiarySystemGroupedBackground: ListColor { semantic("tertiarySystemGroupedBackground") }
    /// `label`.
    public static var label: ListColor { semantic("label") }
    /// `secondaryLabel`.
    public static var secondaryLabel: ListColor { semantic("secondaryLabel") }
    /// `tertiaryLabel`.
    public static var tertiaryLabel: ListColor { semantic("tertiaryLabel") }
    /// `quaternaryLabel`.
    public static var quaternaryLabel: ListColor { semantic("quaternaryLabel") }
    /// `placeholderText`.
    public static var placeholderText: ListColor { semantic("placeholderText") }
    /// `link`.
    public static var link: ListColor { semantic("link") }
    /// `separator`.
    public static var separator: ListColor { semantic("separator") }
    /// `opaqueSeparator`.
    public static var opaqueSeparator: ListColor { semantic("opaqueSeparator") }
    /// `systemFill`.
    public static var systemFill: ListColor { semantic("systemFill") }
    /// `secondarySystemFill`.
    public static var secondarySystemFill: ListColor { semantic("secondarySystemFill") }
    /// `tertiarySystemFill`.
    public static var tertiarySystemFill: ListColor { semantic("tertiarySystemFill") }
    /// `quaternarySystemFill`.
    public static var quaternarySystemFill: ListColor { semantic("quaternarySystemFill") }
    /// `systemBlue`.
    public static var systemBlue: ListColor { semantic("systemBlue") }
    /// `systemBrown`.
    public static var systemBrown: ListColor { semantic("systemBrown") }
    /// `systemCyan`.
    public static var systemCyan: ListColor { semantic("systemCyan") }
    /// `systemGreen`.
    public static var systemGreen: ListColor { semantic("systemGreen") }
    /// `systemIndigo`.
    public static var systemIndigo: ListColor { semantic("systemIndigo") }
    /// `systemMint`.
    public static var systemMint: ListColor { semantic("systemMint") }
    /// `systemOrange`.
    public static var systemOrange: ListColor { semantic("systemOrange") }
    /// `systemPink`.
    public static var systemPink: ListColor { semantic("systemPink") }
    /// `systemPurple`.
    public static var systemPurple: ListColor { semantic("systemPurple") }
    /// `systemRed`.
    public static var systemRed: ListColor { semantic("systemRed") }
    /// `systemTeal`.
    public static var systemTeal: ListColor { semantic("systemTeal") }
    /// `systemYellow`.
    public static var systemYellow: ListColor { semantic("systemYellow") }
    /// `systemGray`.
    public static var systemGray: ListColor { semantic("systemGray") }
    /// `systemGray2`.
    public static var systemGray2: ListColor { semantic("systemGray2") }
    /// `systemGray3`.
    public static var systemGray3: ListColor { semantic("systemGray3") }
    /// `systemGray4`.
    public static var systemGray4: ListColor { semantic("systemGray4") }
    /// `systemGray5`.
    public static var systemGray5: ListColor { semantic("systemGray5") }
    /// `systemGray6`.
    public static var systemGray6: ListColor { semantic("systemGray6") }
    /// `tintColor`: the default tint (`systemBlue`).
    public static var tintColor: ListColor { systemBlue }
}
