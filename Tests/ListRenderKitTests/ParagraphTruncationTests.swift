import Foundation
import ListCore
import ListPipelineKit
import ListRenderKit
import ListSpecKit
import ListTextKit
import ListViewKit
import Testing

/// When `numberOfLines` drops whole paragraphs, the last kept line ends in "…" even when it ends its own paragraph,
/// as UILabel truncates the last visible line when text follows it (UIKit's `numberOfLines`: text that does not fit
/// in the lines is truncated with `lineBreakMode`): "A\nB\nC" in two lines shows "A" and "B…", measured and drawn
/// exactly as the untruncated text "A\nB…".
@MainActor
@Suite struct ParagraphTruncationTests {
    nonisolated static let environments: [ListEnvironment] = [
        .standard,
        ListEnvironment(contentSizeCategory: .extraSmall),
        ListEnvironment(contentSizeCategory: .accessibilityExtraExtraExtraLarge),
        ListEnvironment(theme: .dark, layoutDirection: .rightToLeft, locale: "ar"),
    ]

    /// A body-style label of `text` with `lines`, 200 points wide, in `environment`.
    static func label(_ text: String, lines: Int, in environment: ListEnvironment) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 1000))
        label.overrideTraitCollection = ListTraitCollection(environment: environment)
        label.font = .preferredFont(forTextStyle: .body)
        label.numberOfLines = lines
        label.text = text
        return label
    }

    /// What a layout draws, without the UTF-8 offsets its glyphs come from: per line, its top, baseline, direction and
    /// each glyph's index and position.
    static func drawn(_ layout: TextLayout) -> [String] {
        layout.lines.map { line in
            "\(line.top) \(line.baseline) \(line.isRightToLeft) "
                + line.glyphs.map { "\($0.index)@\($0.x),\($0.y)" }.joined(separator: " ")
        }
    }

    static func layout(_ label: UILabel) throws -> TextLayout { try #require(label.snapshot().text).layout() }

    static func fits(_ label: UILabel) -> CGSize {
        label.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
    }

    @Test(arguments: environments)
    func test_whenTwoLinesDropTheThirdParagraph_thatTheSecondEndsInAnEllipsis(environment: ListEnvironment) throws {
        let truncated = Self.label("A\nB\nC", lines: 2, in: environment)
        let layout = try Self.layout(truncated)
        #expect(layout.lines.count == 2 && layout.isTruncated)
        #expect(layout.lines.map(\.glyphs.count) == [1, 2])
        let explicit = try Self.layout(Self.label("A\nB\u{2026}", lines: 0, in: environment))
        #expect(Self.drawn(layout) == Self.drawn(explicit))
        #expect(layout.lines[1].glyphs.last?.index == explicit.lines[1].glyphs.last?.index)
        // The "…" stands for what was cut: it draws as "B" does (offset 2), never as the dropped "\n" or "C".
        #expect(layout.lines[1].glyphs.map(\.offset) == [2, 2])
        // Measured: two lines of the body font, as the explicit text.
        let body = try #require(
            UIFont.preferredFont(forTextStyle: .body).resolved(for: ListTraitCollection(environment: environment)))
        let lineHeight = Double(UIFont.systemFont(ofSize: body.size).lineHeight)
        #expect(Self.fits(truncated).height == CGFloat((2 * lineHeight).rounded(.up)))
        #expect(Self.fits(truncated) == Self.fits(Self.label("A\nB\u{2026}", lines: 0, in: environment)))
        #expect(layout.lines.allSatisfy { $0.isRightToLeft == false })
    }

    @Test(arguments: environments)
    func test_whenArabicParagraphsAreDropped_thatTheLastKeptLineEndsInAnEllipsisAtItsLeft(
        environment: ListEnvironment
    ) throws {
        let layout = try Self.layout(Self.label("مرحبا\nبكم\nمرحبا", lines: 2, in: environment))
        let explicit = try Self.layout(Self.label("مرحبا\nبكم\u{2026}", lines: 0, in: environment))
        #expect(layout.lines.count == 2 && layout.lines.allSatisfy(\.isRightToLeft))
        #expect(Self.drawn(layout) == Self.drawn(explicit))
        // A right-to-left line ends at its left: the "…" is the leftmost glyph.
        let last = try #require(layout.lines.last)
        let ellipsis = try #require(last.glyphs.first { $0.offset == "مرحبا\nبك".utf8.count })
        #expect(last.glyphs.allSatisfy { $0.x >= ellipsis.x })
    }

    @Test func test_whenOnlySeparatorsFollow_thatNoEllipsisIsAdded() throws {
        let layout = try Self.layout(Self.label("A\nB\n\n", lines: 2, in: .standard))
        #expect(layout.lines.map(\.glyphs.count) == [1, 1])
    }

    @Test(arguments: Array(stride(from: 21, through: 120, by: 7)))
    func test_whenTheLastKeptLineIsFull_thatTheEllipsisStillFitsTheWidth(width: Int) throws {
        // A last paragraph line of every fill: "…" appended, or the line cut to make room for it; never a third line
        // (from 21 points: at 14 not even "M" and "…" fit, and Pango keeps one glyph and the "…").
        let label = Self.label("one\nMMMMMMMMMMMMMMMM\nthree", lines: 2, in: .standard)
        label.frame.size.width = CGFloat(width)
        let layout = try Self.layout(label)
        let ellipsis = try Self.layout(Self.label("\u{2026}", lines: 1, in: .standard)).lines[0].glyphs[0].index
        #expect(layout.lines.count == 2)
        let last = try #require(layout.lines.last)
        #expect(last.glyphs.last?.index == ellipsis)
        #expect(last.width <= Double(width) + 0.001)
    }

    @Test func test_whenTheKeptParagraphIsABoldColouredRun_thatTheEllipsisTakesItsFontAndColour() throws {
        let red = ListColor(red: 255, green: 0, blue: 0)
        let blue = ListColor(red: 0, green: 0, blue: 255)
        func text(_ middle: String, tail: String) -> NSAttributedString {
            let text = NSMutableAttributedString(
                string: "A\n", attributes: [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: red])
            text.append(NSAttributedString(
                string: middle, attributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: blue]))
            text.append(NSAttributedString(
                string: tail, attributes: [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: red]))
            return text
        }
        func label(_ text: NSAttributedString, lines: Int) -> UILabel {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 1000))
            label.numberOfLines = lines
            label.attributedText = text
            return label
        }
        let truncated = label(text("B", tail: "\nC"), lines: 2)
        let snapshot = try #require(truncated.snapshot().text)
        let layout = snapshot.layout()
        let explicit = try Self.layout(label(text("B\u{2026}", tail: ""), lines: 0))
        #expect(Self.drawn(layout) == Self.drawn(explicit))
        #expect(layout.lines[1].glyphs.map { snapshot.color(atUTF8Offset: $0.offset) } == [blue, blue])
        #expect(layout.lines[1].glyphs.allSatisfy { $0.offset == 2 })
        // 12 + 20-point lines (DejaVu: 14 and 24 points), as the explicit text.
        #expect(Self.fits(truncated) == Self.fits(label(text("B\u{2026}", tail: ""), lines: 0)))
        #expect(Self.fits(truncated).height == CGFloat(
            (Double(UIFont.systemFont(ofSize: 12).lineHeight) + Double(UIFont.boldSystemFont(ofSize: 20).lineHeight))
                .rounded(.up)))
    }

    /// A spec label whose third paragraph is dropped draws, at its `"auto"` height, exactly as the spec label of the
    /// text it shows ("A", "B…"), in every environment.
    @Test(arguments: environments)
    func test_whenASpecLabelDropsAParagraph_thatItDrawsAsItsVisibleText(environment: ListEnvironment) throws {
        func still(_ text: String, lines: Int) throws -> (RasterImage, CGSize?) {
            let json = #"""
                { "viewport": { "width": 200, "height": 120, "scale": 2 },
                  "sections": [ { "items": [ { "height": "auto", "view": { "type": "label", "text": "\#(text)",
                    "numberOfLines": \#(lines), "font": { "textStyle": "body" } } } ] } ] }
                """#
            var pipeline = try SpecPipeline.bundled()
            pipeline.environment = ListEnvironmentOverrides(
                theme: environment.theme, contentSizeCategory: environment.contentSizeCategory,
                layoutDirection: environment.layoutDirection, locale: environment.locale)
            let prepared = pipeline.prepare(try ListSpec.parse(Data(json.utf8), file: "truncation.json"))
            return (try prepared.still(overlays: .none).image, try prepared.layoutSections().first?.itemSizes.first)
        }
        let (truncated, size) = try still(#"A\nB\nC"#, lines: 2)
        let (explicit, explicitSize) = try still(#"A\nB\u2026"#, lines: 0)
        #expect(size == explicitSize)
        #expect(truncated.rgbaImage() == explicit.rgbaImage())
        let body = try #require(
            UIFont.preferredFont(forTextStyle: .body).resolved(for: ListTraitCollection(environment: environment)))
        #expect(size?.height == CGFloat((2 * Double(UIFont.systemFont(ofSize: body.size).lineHeight)).rounded(.up)))
    }
}
