import Foundation
import ListCore

/// UIKit's `UIFontMetrics`: scales a font of your own, or a length, with Dynamic Type as a text style scales — so a
/// custom font grows with the user's text size the way the style's own font does.
///
/// A scaled font keeps following Dynamic Type where it is drawn, as a text-style font does: a label showing it is
/// set at its own trait collection's size, so the same cell draws larger in an `ax5` variant. Its ``ListFont/pointSize``
/// is the size at the traits it was made for (``ListTraitCollection/current``, or the ones given). The scale is the
/// style's size at the Dynamic Type size over its size at `large` (`body`: 17 → 53 points at AX5, ×3.12), capped at
/// `maximumPointSize` when given; a length scales by the same factor.
///
/// ```swift
/// let title = UIFontMetrics(forTextStyle: .headline).scaledFont(for: UIFont(name: "Avenir-Heavy", size: 18)!)
/// label.font = title
/// label.adjustsFontForContentSizeCategory = true
/// let padding = UIFontMetrics.default.scaledValue(for: 12)   // 12 at `large`, 37.4 at AX5
/// ```
public struct ListFontMetrics: Sendable, Hashable {
    /// The text style whose scaling is followed.
    public let textStyle: ListFont.TextStyle

    /// The metrics of the `body` style (UIKit's `UIFontMetrics.default`).
    public static let `default` = ListFontMetrics(forTextStyle: .body)

    /// The metrics of a text style.
    ///
    /// - Parameter textStyle: the style whose scaling fonts and lengths follow.
    public init(forTextStyle textStyle: ListFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// `font` scaled for the current traits (``ListTraitCollection/current``); it keeps scaling where it is drawn.
    public func scaledFont(for font: ListFont) -> ListFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// `font` scaled for the current traits, never above `maximumPointSize` points (0: no limit).
    public func scaledFont(for font: ListFont, maximumPointSize: CGFloat) -> ListFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for `traitCollection` (`nil`: the current traits).
    public func scaledFont(for font: ListFont, compatibleWith traitCollection: ListTraitCollection?) -> ListFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` scaled for `traitCollection` (`nil`: the current traits), never above `maximumPointSize` points (0: no
    /// limit). A text-style font is returned as it is: it scales already.
    ///
    /// - Parameters:
    ///   - font: the font at the `large` Dynamic Type size.
    ///   - maximumPointSize: the largest size it may grow to (0: none; a negative or non-finite one counts as none).
    ///   - traitCollection: whose Dynamic Type size gives ``ListFont/pointSize`` (`nil`: the current traits).
    /// - Returns: the scaled font.
    public func scaledFont(
        for font: ListFont, maximumPointSize: CGFloat, compatibleWith traitCollection: ListTraitCollection?
    ) -> ListFont {
        guard font.textStyle == nil else { return font }
        let base = font.metricsScaling?.baseSize ?? font.pointSize
        let limit = maximumPointSize.isFinite && maximumPointSize > 0 ? maximumPointSize : nil
        var scaled = font
        scaled.metricsScaling = Scaling(textStyle: textStyle, baseSize: base, maximumPointSize: limit)
        scaled.pointSize = scaled.metricsScaling!.size(for: (traitCollection ?? .current).preferredContentSizeCategory)
        return scaled
    }

    /// `value` scaled for the current traits.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled for `traitCollection` (`nil`: the current traits): the factor a font of this style grows by.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: ListTraitCollection?) -> CGFloat {
        value * CGFloat(textStyle.scale(for: (traitCollection ?? .current).preferredContentSizeCategory))
    }

    /// How a scaled font's size follows the Dynamic Type size where it is drawn.
    package struct Scaling: Sendable, Hashable {
        /// The style whose scaling it follows.
        package var textStyle: ListFont.TextStyle
        /// Its size at the `large` Dynamic Type size.
        package var baseSize: CGFloat
        /// The largest size it grows to, if any.
        package var maximumPointSize: CGFloat?

        /// Its size at a Dynamic Type size.
        package func size(for category: ListContentSizeCategory) -> CGFloat {
            let size = baseSize * CGFloat(textStyle.scale(for: category))
            return maximumPointSize.map { min(size, $0) } ?? size
        }
    }
}
