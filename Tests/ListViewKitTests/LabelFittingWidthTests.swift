import Foundation
import ListCore
import ListViewKit
import Testing

/// A wrapping label laid out at its `sizeThatFits` draws the lines it measured: the width returned is never wider
/// than the one proposed when the lines fit it (a wider measure could take more words), and when a glyph is wider
/// than the proposed width the height is measured at the width the label needs.
@MainActor
@Suite struct LabelFittingWidthTests {
    static func label(_ text: String, size: CGFloat) -> UILabel {
        let label = UILabel()
        label.font = .systemFont(ofSize: size)
        label.numberOfLines = 0
        label.text = text
        return label
    }

    /// Lays `label` out at its fitting size for `width` and returns that size and the drawn text's size.
    static func fitted(_ label: UILabel, width: CGFloat) throws -> (fitted: CGSize, drawn: CGSize, lines: Int) {
        let fitted = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        label.frame = CGRect(origin: .zero, size: fitted)
        let drawn = try #require(label.snapshot().text).layout()
        return (fitted, CGSize(width: drawn.width, height: drawn.height), drawn.lines.count)
    }

    @Test func test_whenAGlyphIsWiderThanTheProposedWidth_thatTheHeightIsMeasuredAtTheWidthTheLabelNeeds() throws {
        // At 40 points "W" is 36.9 points wide and "i" 7.7 in the system font: proposed 12 points, every character
        // takes a line of its own (5 lines), but at the 37 points the label needs, "iiii" shares one (2 lines).
        let label = Self.label("Wiiii", size: 40)
        let (fitted, drawn, lines) = try Self.fitted(label, width: 12)
        #expect(lines == 2)
        #expect(fitted.width == drawn.width.rounded(.up))
        #expect(fitted.height == drawn.height.rounded(.up))
    }

    @Test(arguments: ["Our summer menu", "Our summer menu is here with three new dishes, and a dessert"])
    func test_whenTheProposedWidthIsJustOverTheText_thatTheFittingWidthIsNotWiderAndDrawsTheMeasuredLines(
        text: String
    ) throws {
        // The proposed width is the first line's unrounded width + 0.01: rounded up, the text's width would pass it.
        let label = Self.label(text, size: 15)
        label.frame = CGRect(x: 0, y: 0, width: 120, height: 1_000)
        let layout = try #require(label.snapshot().text).layout()
        let first = try #require(layout.lines.first).width
        let width = CGFloat(first + 0.01)
        let (fitted, drawn, _) = try Self.fitted(label, width: width)
        #expect(first.rounded(.up) > first + 0.01)
        #expect(fitted.width <= width)
        #expect(drawn.width <= fitted.width)
        #expect(fitted.height == drawn.height.rounded(.up))
    }
}
