import Foundation
import ListCore
import ListTextKit

/// UIKit's `UIFont`: a size, a weight and, for Dynamic Type, a text style. It is drawn in the trait collection's
/// faces (the bundled DejaVu Sans pair, or `--font`): weights from semibold up use the bold face, lighter ones the
/// regular face. A font with a text style follows the Dynamic Type size of the view that shows it, as a label with
/// `adjustsFontForContentSizeCategory` does.
///
/// ```swift
/// let title = UIFont.systemFont(ofSize: 17, weight: .semibold)
/// let body = UIFont.preferredFont(forTextStyle: .body)   // 17 pt at the default size, 53 pt at AX5
/// title.lineHeight                                        // one line of DejaVu Sans Bold at 17 pt
/// ```
public struct ListFont: Sendable, Hashable {
    /// The size in points (for a text style, at the Dynamic Type size it was made for).
    public var pointSize: CGFloat
    /// The weight.
    public var weight: Weight
    /// The Dynamic Type text style, for `preferredFont(forTextStyle:)` fonts.
    public var textStyle: TextStyle?
    /// The family asked for by `UIFont(name:size:)` (drawn in the trait collection's faces: recorded, not loaded).
    public var requestedName: String?

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

    /// UIKit's `UIFont(name:size:)`: the name is kept (and its weight read from a suffix such as `-Bold`,
    /// `-Semibold`, `-Heavy`), the text is drawn in the trait collection's faces. Never `nil`, so `UIFont(name:…)!`
    /// ports as written.
    public init?(name fontName: String, size fontSize: CGFloat) {
        let lowered = fontName.lowercased()
        let bold = ["bold", "semibold", "heavy", "black", "demi"].contains { lowered.contains($0) }
        self.init(pointSize: fontSize, weight: bold ? .bold : .regular)
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

    /// UIKit's `UIFont.italicSystemFont(ofSize:)` (drawn upright: the bundled faces have no italic).
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> ListFont {
        ListFont(pointSize: fontSize)
    }

    /// UIKit's `UIFont.monospacedDigitSystemFont(ofSize:weight:)` (DejaVu Sans's digits are already tabular).
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> ListFont {
        ListFont(pointSize: fontSize, weight: weight)
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

    /// The same font at another size (UIKit's `withSize(_:)`); it no longer follows Dynamic Type.
    public func withSize(_ fontSize: CGFloat) -> ListFont {
        var font = self
        font.pointSize = fontSize
        font.textStyle = nil
        return font
    }

    /// The font as it is drawn in an environment: a text style's size at its Dynamic Type size, in its faces.
    ///
    /// - Parameter traits: the trait collection.
    /// - Returns: the text engine's font (`nil` when no faces are installed).
    public func resolved(for traits: ListTraitCollection) -> TextFont? {
        guard let fonts = traits.resolvedFonts else { return nil }
        let size = textStyle.map { $0.size(for: traits.preferredContentSizeCategory) } ?? pointSize
        return TextFont(face: weight >= .semibold ? fonts.bold : fonts.regular, size: Double(size))
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
