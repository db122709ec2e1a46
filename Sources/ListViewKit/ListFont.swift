import Foundation
import ListCore
import ListTextModel

/// UIKit's `UIFont`: a size, a weight, upright or italic and, for Dynamic Type, a text style. The system font is
/// drawn in the trait collection's faces (the system font, Inter Display, or `--font`): each weight in the family's
/// face nearest to it, italics in its italic faces. A font named with `UIFont(name:size:)` draws in a family
/// registered under that name (``registerFont(atPath:)``, or DejaVu Sans), otherwise in the system font at the
/// name's weight and style. A font with a text style follows the Dynamic Type size of the view that shows it, as a
/// label with `adjustsFontForContentSizeCategory` does.
///
/// ```swift
/// let title = UIFont.systemFont(ofSize: 17, weight: .semibold)
/// let body = UIFont.preferredFont(forTextStyle: .body)   // 17 pt at the default size, 53 pt at AX5
/// title.lineHeight                                        // one line of the semibold face at 17 pt
/// ```
public struct ListFont: Sendable, Hashable {
    /// The size in points (for a text style, at the Dynamic Type size it was made for).
    public var pointSize: CGFloat
    /// The weight.
    public var weight: Weight
    /// The Dynamic Type text style, for `preferredFont(forTextStyle:)` fonts.
    public var textStyle: TextStyle?
    /// The family asked for by `UIFont(name:size:)`.
    public var requestedName: String?
    /// Whether the italic face is used.
    public var isItalic: Bool = false
    /// Whether digits are tabular (`monospacedDigitSystemFont`: OpenType `tnum`).
    public var hasMonospacedDigits: Bool = false
    /// The registered family the font is drawn in (`nil`: the trait collection's faces, the system font).
    public var registeredFamily: String?
    /// How a font made by ``ListFontMetrics/scaledFont(for:)`` scales with Dynamic Type (`nil` for other fonts).
    package var metricsScaling: ListFontMetrics.Scaling?

    /// Creates a font.
    ///
    /// - Parameters:
    ///   - pointSize: the size in points.
    ///   - weight: the weight.
    ///   - textStyle: the Dynamic Type style it scales with.
    public init(pointSize: CGFloat, weight: Weight = .regular, textStyle: TextStyle? = nil) {
        self.pointSize = pointSize
        self.weight = weight
        self.textStyle = textStyle
    }

    /// UIKit's `UIFont(name:size:)`: a face registered under that PostScript name or family
    /// (``registerFont(atPath:)``; `DejaVuSans`, `DejaVuSans-Bold` are always there) draws it; any other name
    /// (`HelveticaNeue-Bold`, `SFProText-Semibold`, `Avenir-Heavy`) draws in the system font at the weight and
    /// style its name says. Never `nil`, so `UIFont(name:…)!` ports as written.
    public init?(name fontName: String, size fontSize: CGFloat) {
        let parsed = ListFontNames.resolve(fontName)
        self.init(pointSize: fontSize, weight: parsed.weight)
        isItalic = parsed.isItalic
        registeredFamily = parsed.family
        requestedName = fontName
    }

    /// UIKit's `UIFont.systemFont(ofSize:weight:)`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> ListFont {
        ListFont(pointSize: fontSize, weight: weight)
    }

    /// UIKit's `UIFont.boldSystemFont(ofSize:)`.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> ListFont {
        ListFont(pointSize: fontSize, weight: .bold)
    }

    /// UIKit's `UIFont.italicSystemFont(ofSize:)`: the italic face (upright in a family without one).
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> ListFont {
        var font = ListFont(pointSize: fontSize)
        font.isItalic = true
        return font
    }

    /// UIKit's `UIFont.monospacedDigitSystemFont(ofSize:weight:)`: tabular figures (OpenType `tnum`), so digits
    /// line up in columns and a counter does not move as it changes.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> ListFont {
        var font = ListFont(pointSize: fontSize, weight: weight)
        font.hasMonospacedDigits = true
        return font
    }

    /// UIKit's `UIFont.preferredFont(forTextStyle:)`: the style's size at the Dynamic Type size of
    /// ``ListTraitCollection/current``. A label showing it follows its own trait collection's size.
    ///
    /// - Parameter style: the text style.
    /// - Returns: the font.
    public static func preferredFont(forTextStyle style: TextStyle) -> ListFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// UIKit's `UIFont.preferredFont(forTextStyle:compatibleWith:)`.
    ///
    /// - Parameters:
    ///   - style: the text style.
    ///   - traitCollection: whose Dynamic Type size to use (`nil`: ``ListTraitCollection/current``).
    /// - Returns: the font.
    public static func preferredFont(
        forTextStyle style: TextStyle, compatibleWith traitCollection: ListTraitCollection?
    ) -> ListFont {
        let category = (traitCollection ?? .current).preferredContentSizeCategory
        return ListFont(pointSize: style.size(for: category), weight: style.weight, textStyle: style)
    }

    /// The same font at another size (UIKit's `withSize(_:)`); it no longer follows Dynamic Type (neither as a text
    /// style nor as a font scaled by ``ListFontMetrics``).
    public func withSize(_ fontSize: CGFloat) -> ListFont {
        var font = self
        font.pointSize = fontSize
        font.textStyle = nil
        font.metricsScaling = nil
        return font
    }

    /// The font as it is drawn in an environment: a text style's size at its Dynamic Type size, in the face of
    /// its family nearest to its weight and style.
    ///
    /// - Parameter traits: the trait collection.
    /// - Returns: the text engine's font (`nil` when no faces are installed).
    public func resolved(for traits: ListTraitCollection) -> TextFont? {
        guard let fonts = registeredFamily.flatMap(ListFontNames.fontSet(family:)) ?? traits.resolvedFonts else {
            return nil
        }
        let category = traits.preferredContentSizeCategory
        let size = textStyle.map { $0.size(for: category) } ?? metricsScaling?.size(for: category) ?? pointSize
        return fonts.font(
            weight: weight.openTypeWeight, italic: isItalic, features: hasMonospacedDigits ? "tnum" : "",
            size: Double(size))
    }

    /// The height of one line (UIKit's `lineHeight`), in the current trait collection's faces.
    public var lineHeight: CGFloat {
        resolved(for: .current).map { CGFloat(TextLayout.lineMetrics(of: $0).height) } ?? pointSize
    }

    /// The distance from the top of a line to its baseline (UIKit's `ascender`).
    public var ascender: CGFloat {
        resolved(for: .current).map { CGFloat(TextLayout.lineMetrics(of: $0).ascent) } ?? pointSize
    }

    /// The distance from the baseline to the bottom of a line, negative (UIKit's `descender`).
    public var descender: CGFloat { ascender - lineHeight }

    /// The family name (`System` for system fonts, as UIKit reports `.SF UI`).
    public var familyName: String { requestedName ?? "System" }

    /// The font name.
    public var fontName: String { requestedName ?? (weight >= .semibold ? "System-Bold" : "System") }

    /// The system font at the size labels use by default (17 pt).
    public static let labelDefault = ListFont(pointSize: 17)
}
