import Foundation
import ListCore
import ListTextKit
import ListViewKit
import Testing

/// Attributed text in several fonts, measured through the one Pango road that draws it (each run is a Pango font
/// attribute over its bytes): labels, `boundingRect(with:options:context:)` and the drawn snapshot agree.
@MainActor
@Suite struct AttributedLabelTests {
    static let bold20 = UIFont(name: "DejaVuSans-Bold", size: 20)!
    static let regular12 = UIFont(name: "DejaVuSans", size: 12)!

    /// "Bold" in bold 20 pt, " regular" in regular 12 pt.
    static func boldThenRegular() -> NSAttributedString {
        let text = NSMutableAttributedString(string: "Bold", attributes: [.font: bold20])
        text.append(NSAttributedString(string: " regular", attributes: [.font: regular12]))
        return text
    }

    static func label(_ text: NSAttributedString, lines: Int = 1) -> UILabel {
        let label = UILabel()
        label.numberOfLines = lines
        label.attributedText = text
        return label
    }

    static func plain(_ string: String, _ font: UIFont) -> NSAttributedString {
        NSAttributedString(string: string, attributes: [.font: font])
    }

    static let unlimited = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    @Test func test_whenRunsHaveTwoFonts_thatTheLabelMeasuresEachRunInItsOwnFont() throws {
        let mixed = Self.label(Self.boldThenRegular()).sizeThatFits(Self.unlimited)
        let small = Self.label(Self.plain("Bold regular", Self.regular12)).sizeThatFits(Self.unlimited)
        let large = Self.label(Self.plain("Bold regular", UIFont(name: "DejaVuSans", size: 20)!)).sizeThatFits(Self.unlimited)
        #expect(mixed.width > small.width && mixed.width < large.width)
        #expect(mixed.height > small.height)
        // One line as tall as its tallest run: the bold 20-point line.
        #expect(mixed.height == CGFloat(UIFont(name: "DejaVuSans", size: 20)!.lineHeight.rounded(.up)))
        // Exactly the widths of the two runs, each shaped in its font.
        let bold = Self.plain("Bold", Self.bold20).boundingRect(with: Self.unlimited, options: [], context: nil)
        let regular = Self.plain(" regular", Self.regular12).boundingRect(with: Self.unlimited, options: [], context: nil)
        #expect(mixed.width == (bold.width + regular.width).rounded(.up))
    }

    @Test func test_whenAnAttributedStringHasTwoFonts_thatBoundingRectAgreesWithTheLabel() throws {
        let text = Self.boldThenRegular()
        let rect = text.boundingRect(with: Self.unlimited, options: [.usesLineFragmentOrigin], context: nil)
        let label = Self.label(text).sizeThatFits(Self.unlimited)
        #expect(CGSize(width: rect.width.rounded(.up), height: rect.height.rounded(.up)) == label)
        // The string road (one font) differs: the runs are part of what is measured (and of the cache's key).
        let one = "Bold regular".boundingRect(
            with: Self.unlimited, options: [.usesLineFragmentOrigin], attributes: [.font: Self.regular12],
            context: nil)
        #expect(one.width < rect.width && one.height < rect.height)
    }

    @Test func test_whenALargerRunIsOnTheSecondLine_thatThatLineIsTaller() throws {
        let text = NSMutableAttributedString(string: "small\n", attributes: [.font: Self.regular12])
        text.append(NSAttributedString(string: "BIG", attributes: [.font: UIFont(name: "DejaVuSans", size: 30)!]))
        let view = Self.label(text, lines: 0)
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        let layout = try #require(view.snapshot().text).layout()
        #expect(layout.lines.count == 2)
        #expect(abs(layout.lines[0].height - Self.regular12.lineHeight) < 0.01)
        #expect(abs(layout.lines[1].height - UIFont(name: "DejaVuSans", size: 30)!.lineHeight) < 0.01)
        let fitted = view.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        #expect(fitted.height == (Self.regular12.lineHeight + UIFont(name: "DejaVuSans", size: 30)!.lineHeight).rounded(.up))
    }

    @Test(arguments: [1, 2, 3])
    func test_whenRunsOfSeveralFontsWrap_thatNumberOfLinesCountsLines(_ lines: Int) throws {
        // A tall first run then small text on the following lines: a limit by nominal height would keep more.
        let text = NSMutableAttributedString(string: "Headline ", attributes: [.font: UIFont(name: "DejaVuSans-Bold", size: 40)!])
        text.append(NSAttributedString(
            string: "and a long tail of small words that wraps onto many lines in a narrow label",
            attributes: [.font: Self.regular12]))
        let view = Self.label(text, lines: lines)
        view.frame = CGRect(x: 0, y: 0, width: 220, height: 400)
        let layout = try #require(view.snapshot().text).layout()
        #expect(layout.lines.count == lines)
        #expect(layout.isTruncated)
        let fitted = view.sizeThatFits(CGSize(width: 220, height: CGFloat.greatestFiniteMagnitude))
        #expect(fitted.height == CGFloat(layout.height.rounded(.up)))
    }

    @Test func test_whenOneFontHasSeveralColourRuns_thatTheLayoutIsTheOneFontLayout() throws {
        let text = NSMutableAttributedString(string: "Red ", attributes: [.foregroundColor: UIColor.systemRed])
        text.append(NSAttributedString(string: "blue", attributes: [.foregroundColor: UIColor.systemBlue]))
        let view = Self.label(text)
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 30)
        let colored = try #require(view.snapshot().text)
        #expect(colored.runs.count == 2)
        let plain = UILabel(frame: view.frame)
        plain.text = "Red blue"
        #expect(colored.layout() == (try #require(plain.snapshot().text)).layout())
        // Each glyph knows its character's offset, which picks its colour.
        let offsets = colored.layout().lines[0].glyphs.map(\.offset)
        #expect(offsets == Array(0..<8))
    }
}
