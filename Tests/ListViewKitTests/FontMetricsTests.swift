import Foundation
import ListCore
import ListViewKit
import Testing

/// UIKit's `UIFontMetrics`: a font or a length scales with Dynamic Type by its text style's factor (the style's size
/// over its size at `large`), and a scaled font keeps following the Dynamic Type size of the view that shows it.
@MainActor
@Suite struct FontMetricsTests {
    /// The factor of a style at a Dynamic Type size, from the text-style fonts themselves.
    func factor(_ style: UIFont.TextStyle, _ category: ListContentSizeCategory) -> CGFloat {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: category))
            .pointSize / UIFont.preferredFont(forTextStyle: style, compatibleWith: UITraitCollection()).pointSize
    }

    @Test(arguments: ListContentSizeCategory.allCases)
    func test_whenAValueOrAFontIsScaled_thatItGrowsByItsStylesFactor(category: ListContentSizeCategory) {
        let traits = UITraitCollection(preferredContentSizeCategory: category)
        #expect(UIFontMetrics.default.scaledValue(for: 12, compatibleWith: traits) == 12 * factor(.body, category))
        let headline = UIFontMetrics(forTextStyle: .headline)
        let font = headline.scaledFont(for: .systemFont(ofSize: 20, weight: .heavy), compatibleWith: traits)
        #expect(font.pointSize == 20 * factor(.headline, category))
        #expect(font.weight == .heavy && font.textStyle == nil)
        let capped = headline.scaledFont(for: .systemFont(ofSize: 20), maximumPointSize: 30, compatibleWith: traits)
        #expect(capped.pointSize == min(30, 20 * factor(.headline, category)))
        // The current traits are the default ones.
        let current = traits.performAsCurrent { UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 15)) }
        #expect(current.pointSize == 15 * factor(.body, category))
        #expect(traits.performAsCurrent { UIFontMetrics.default.scaledValue(for: 8) } == 8 * factor(.body, category))
    }

    @Test func test_whenTheLimitIsNoneOrTheFontIsATextStyles_thatNothingElseChanges() {
        let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let metrics = UIFontMetrics(forTextStyle: .body)
        for limit: CGFloat in [0, -4, .infinity, .nan] {
            #expect(metrics.scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: limit, compatibleWith: ax5)
                .pointSize == 17 * factor(.body, .accessibilityExtraExtraExtraLarge))
        }
        let caption = UIFont.preferredFont(forTextStyle: .caption1)
        #expect(metrics.scaledFont(for: caption, compatibleWith: ax5) == caption, "a text-style font scales already")
        let scaled = metrics.scaledFont(for: .systemFont(ofSize: 17), compatibleWith: ax5)
        #expect(scaled.withSize(17) == .systemFont(ofSize: 17), "withSize(_:) ends the scaling")
        // Scaling a scaled font again scales its size at `large`, not the scaled one.
        #expect(UIFontMetrics(forTextStyle: .title1).scaledFont(for: scaled, compatibleWith: ax5).pointSize
            == 17 * factor(.title1, .accessibilityExtraExtraExtraLarge))
    }

    /// A label showing a scaled font is set at its own trait collection's Dynamic Type size, whatever the traits the
    /// font was made in: the body style's own font and the system font scaled by the body metrics measure alike at
    /// every size.
    @Test(arguments: ListContentSizeCategory.allCases)
    func test_whenALabelShowsAScaledFont_thatItFollowsTheLabelsDynamicTypeSize(category: ListContentSizeCategory) {
        let text = "A scaled font follows the text size where it is drawn"
        func label(_ font: UIFont) -> UILabel {
            let label = UILabel()
            label.text = text
            label.numberOfLines = 0
            label.font = font
            label.overrideTraitCollection = UITraitCollection(preferredContentSizeCategory: category)
            return label
        }
        let scaled = label(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17)))
        let style = label(.preferredFont(forTextStyle: .body))
        let fixed = label(.systemFont(ofSize: 17))
        let room = CGSize(width: 240, height: CGFloat.greatestFiniteMagnitude)
        #expect(scaled.sizeThatFits(room) == style.sizeThatFits(room))
        if category != .large {
            #expect(scaled.sizeThatFits(room) != fixed.sizeThatFits(room), "a fixed font does not grow")
        }
    }
}
