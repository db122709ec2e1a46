import Foundation
import ListCore
import ListTextKit
import ListViewKit
import Testing

/// `numberOfLines` counts lines across paragraphs whatever their heights, as UILabel does: text of several
/// paragraphs in several fonts keeps exactly n lines, the kept lines set as without a limit, the last one ending in
/// `…` when its paragraph goes on (UIKit's tail truncation of the last line), the later paragraphs dropped.
@MainActor
@Suite struct ParagraphLineLimitTests {
    static let title = UIFont(name: "DejaVuSans-Bold", size: 28)!
    static let small = UIFont(name: "DejaVuSans", size: 12)!
    static let big = UIFont(name: "DejaVuSans", size: 30)!
    static let body = "a body of small words that wraps onto several lines in this narrow label"

    static func text(_ parts: [(String, UIFont)]) -> NSAttributedString {
        let text = NSMutableAttributedString(string: "")
        for (string, font) in parts { text.append(NSAttributedString(string: string, attributes: [.font: font])) }
        return text
    }

    /// The label's drawn layout at `width` with `lines`, and its size that fits.
    static func laidOut(_ text: NSAttributedString, lines: Int, width: CGFloat = 220) throws -> (TextLayout, CGSize) {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 1000))
        label.numberOfLines = lines
        label.attributedText = text
        let layout = try #require(label.snapshot().text).layout()
        return (layout, label.sizeThatFits(CGSize(width: width, height: CGFloat.greatestFiniteMagnitude)))
    }

    static func height(_ font: UIFont) -> Double { Double(font.lineHeight) }

    @Test(arguments: [2, 3, 4])
    func test_whenATallTitleParagraphPrecedesSmallText_thatExactlyNLinesAreKept(_ lines: Int) throws {
        // The old limit (n lines of the first run's 28-point height) kept a line more than asked.
        let text = Self.text([("Title\n", Self.title), (Self.body + "\nand a second paragraph", Self.small)])
        let (layout, size) = try Self.laidOut(text, lines: lines)
        #expect(layout.lines.count == lines)
        #expect(layout.isTruncated)
        let expected = [Self.height(Self.title)] + Array(repeating: Self.height(Self.small), count: lines - 1)
        for (line, height) in zip(layout.lines, expected) { #expect(abs(line.height - height) < 0.01) }
        #expect(abs(layout.height - expected.reduce(0, +)) < 0.01)
        #expect(size.height == CGFloat(layout.height.rounded(.up)))
        // The kept lines are the lines of the text without a limit (title, three body lines, the second paragraph),
        // but the last one when its paragraph goes on: the rest of the paragraph on one line, cut with "…".
        let (unlimited, _) = try Self.laidOut(text, lines: 0)
        #expect(unlimited.lines.count == 5)
        #expect(Array(layout.lines.prefix(lines - 1)) == Array(unlimited.lines.prefix(lines - 1)))
        let last = try #require(layout.lines.last)
        #expect(last.top == unlimited.lines[lines - 1].top && last.baseline == unlimited.lines[lines - 1].baseline)
        #expect(last.glyphs.last?.index == (try Self.ellipsisGlyph()))
        if lines < 4 {
            #expect(last.glyphs.count > unlimited.lines[lines - 1].glyphs.count)
        } else {
            // The body's last line: nothing of its paragraph is cut, but the second paragraph is dropped, so it ends
            // in "…" (UILabel truncates the last visible line).
            #expect(Array(last.glyphs.dropLast()) == unlimited.lines[3].glyphs)
        }
    }

    /// The glyph of "…" in the 12-point face.
    static func ellipsisGlyph() throws -> UInt32? {
        try Self.laidOut(Self.text([("…", Self.small)]), lines: 1).0.lines.first?.glyphs.first?.index
    }

    @Test func test_whenATallLineComesLater_thatItIsKept_andNothingIsCut() throws {
        // Three lines of 12, 12 and 30 points in three lines: a limit of three 12-point lines dropped the last.
        let text = Self.text([("small\nsmall\n", Self.small), ("BIG", Self.big)])
        let (layout, size) = try Self.laidOut(text, lines: 3)
        #expect(layout.lines.count == 3)
        #expect(!layout.isTruncated)
        #expect(size.height == CGFloat((2 * Self.height(Self.small) + Self.height(Self.big)).rounded(.up)))
        #expect(layout == (try Self.laidOut(text, lines: 0)).0)
    }

    @Test(arguments: [1, 2, 3])
    func test_whenParagraphsAlternateSmallAndBig_thatNLinesAreKept_withTheirOwnHeights(_ lines: Int) throws {
        let text = Self.text([("small\n", Self.small), ("BIG\n", Self.big), ("small\n", Self.small), ("BIG", Self.big)])
        let (layout, _) = try Self.laidOut(text, lines: lines)
        #expect(layout.lines.count == lines)
        let heights = [Self.small, Self.big, Self.small].prefix(lines).map(Self.height)
        #expect(zip(layout.lines, heights).allSatisfy { abs($0.height - $1) < 0.01 })
        // Each kept line ends its paragraph: nothing of it is cut, but later paragraphs are dropped, so the last one
        // ends in "…" (UILabel truncates the last visible line), in its own font.
        #expect(layout.lines.map(\.glyphs.count) == [5, 3, 5].prefix(lines - 1) + [[5, 3, 5][lines - 1] + 1])
        #expect(layout.lines.last?.glyphs.last?.index == (try Self.ellipsisGlyph()))
    }

    @Test func test_whenTheLastKeptLineIsAnEmptyParagraph_thatItIsKept() throws {
        let text = Self.text([("one\n\nthree", Self.small)])
        let (layout, _) = try Self.laidOut(text, lines: 2)
        #expect(layout.lines.count == 2 && layout.lines[1].glyphs.isEmpty && layout.isTruncated)
        #expect(abs(layout.height - 2 * Self.height(Self.small)) < 0.01)
    }

    @Test func test_whenArabicParagraphsUseATallerFallbackFont_thatNoLineIsLost() throws {
        // One font, but Arabic lines come from Noto Sans Arabic, taller than DejaVu's nominal line.
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 1000))
        label.font = UIFont(name: "DejaVuSans", size: 24)!
        label.numberOfLines = 2
        label.text = "مرحبا بكم\nمرحبا بكم\nمرحبا بكم"
        let layout = try #require(label.snapshot().text).layout()
        #expect(layout.lines.count == 2)
        #expect(layout.lines.allSatisfy { $0.height > Double(UIFont(name: "DejaVuSans", size: 24)!.lineHeight) })
        #expect(layout.lines.allSatisfy { $0.isRightToLeft })
    }

    @Test func test_whenTheLastKeptLineHasColourRuns_thatEachGlyphKeepsItsOffsetInTheWholeText() throws {
        let text = Self.text([("first\n", Self.title), ("second paragraph that wraps onto more lines here", Self.small)])
        let (layout, _) = try Self.laidOut(text, lines: 2, width: 120)
        #expect(layout.lines.count == 2)
        // The second line's glyphs draw characters from offset 6 on (after "first\n"), not from 0.
        let offsets = layout.lines[1].glyphs.map(\.offset)
        #expect(offsets.first == 6)
        #expect(offsets.allSatisfy { $0 >= 6 })
    }
}
