import Foundation
import ListCore
import ListRenderKit
import ListTextKit
import ListViewKit
import Testing

/// `NSParagraphStyle` in attributed text, written as UIKit code writes it: line spacing, paragraph spacing and line
/// heights move lines after they broke; labels, `sizeThatFits` and `boundingRect` measure what is drawn.
@MainActor
@Suite struct ParagraphStyleTests {
    nonisolated static let environments: [ListEnvironment] = [
        .standard,
        ListEnvironment(contentSizeCategory: .extraSmall),
        ListEnvironment(theme: .dark, contentSizeCategory: .accessibilityExtraExtraExtraLarge),
        ListEnvironment(theme: .dark, layoutDirection: .rightToLeft, locale: "ar"),
    ]

    /// `text` in 15-point system font with a paragraph style made by `configure`.
    static func styled(_ text: String, _ configure: (NSMutableParagraphStyle) -> Void) -> NSAttributedString {
        let style = NSMutableParagraphStyle()
        configure(style)
        let string = NSMutableAttributedString(string: text, attributes: [.font: UIFont.systemFont(ofSize: 15)])
        string.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 0, length: string.length))
        return string
    }

    static func label(
        _ text: NSAttributedString, lines: Int = 0, width: CGFloat = 200, height: CGFloat = 1000,
        environment: ListEnvironment = .standard
    ) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: height))
        label.overrideTraitCollection = ListTraitCollection(environment: environment)
        label.numberOfLines = lines
        label.attributedText = text
        return label
    }

    static func layout(_ label: UILabel) throws -> TextLayout { try #require(label.snapshot().text).layout() }

    static let lineHeight = Double(UIFont.systemFont(ofSize: 15).lineHeight)

    @Test func test_whenLinesAreSpaced_thatTheHeightIsTheLinesPlusTheGaps_measuredAsDrawn() throws {
        let text = Self.styled("A\nB\nC") { $0.lineSpacing = 6 }
        let label = Self.label(text)
        let layout = try Self.layout(label)
        let h = Self.lineHeight
        #expect(layout.lines.map(\.top) == [0, h + 6, 2 * h + 12])
        #expect(layout.height == 3 * h + 12)
        #expect(label.sizeThatFits(CGSize(width: 200, height: 1000)).height == CGFloat((3 * h + 12).rounded(.up)))
        let bounding = text.boundingRect(
            with: CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude), options: [.usesLineFragmentOrigin],
            context: nil)
        #expect(Double(bounding.height) == layout.height && Double(bounding.width) == layout.width)
        // Wrapped lines of one paragraph are spaced alike.
        let wrapped = try Self.layout(Self.label(Self.styled("aaaa bbbb cccc", { $0.lineSpacing = 6 }), width: 50))
        #expect(wrapped.lines.count == 3 && wrapped.lines.map(\.top) == [0, h + 6, 2 * h + 12])
    }

    @Test func test_whenParagraphsAreSpaced_thatOnlyLinesStartingAParagraphMoveFurther() throws {
        let text = Self.styled("aaaa bbbb\nC") {
            $0.lineSpacing = 2
            $0.paragraphSpacing = 10
        }
        let layout = try Self.layout(Self.label(text, width: 50))
        let h = Self.lineHeight
        #expect(layout.lines.map(\.top) == [0, h + 2, 2 * h + 14])
        #expect(layout.height == 3 * h + 14)
    }

    @Test func test_whenLineHeightsAreSet_thatLinesTakeThemAndTheGlyphsSitAtTheBottom() throws {
        let h = Self.lineHeight
        let plain = try Self.layout(Self.label(NSAttributedString(
            string: "A\nB", attributes: [.font: UIFont.systemFont(ofSize: 15)])))
        let ascent = plain.lines[0].baseline
        let multiple = try Self.layout(Self.label(Self.styled("A\nB") { $0.lineHeightMultiple = 1.5 }))
        #expect(multiple.lines.map(\.top) == [0, 1.5 * h] && multiple.height == 3 * h)
        #expect(multiple.lines[0].baseline == 0.5 * h + ascent)
        let least = try Self.layout(Self.label(Self.styled("A\nB") { $0.minimumLineHeight = 30 }))
        #expect(least.lines.map(\.top) == [0, 30] && least.height == 60)
        let most = try Self.layout(Self.label(Self.styled("A\nB") { $0.maximumLineHeight = 10 }))
        #expect(most.lines.map(\.top) == [0, 10] && most.height == 20)
        #expect(most.lines[0].baseline == 10 - h + ascent)
    }

    @Test func test_whenAStyleIsSet_thatTheLabelTakesItsAlignmentAndLineBreakMode_asUIKit() throws {
        let long = "Our summer menu is here with three new dishes"
        let label = Self.label(Self.styled(long) { $0.alignment = .center }, lines: 2, width: 120)
        #expect(label.textAlignment == .center && label.lineBreakMode == .byWordWrapping)
        // A style's default word wrapping cuts the second line without "…".
        let cut = try Self.layout(label)
        #expect(cut.lines.count == 2 && cut.isTruncated)
        #expect(cut.lines.map(\.glyphs.count) == [15, 18])
        let tail = Self.label(Self.styled(long) { $0.lineBreakMode = .byTruncatingTail }, lines: 2, width: 120)
        #expect(tail.lineBreakMode == .byTruncatingTail)
        #expect(try Self.layout(tail).lines[1].glyphs.count == 18)
        // Plain text leaves the label's own settings alone.
        tail.attributedText = NSAttributedString(string: long)
        #expect(tail.lineBreakMode == .byTruncatingTail && tail.textAlignment == .natural)
        // Copies keep the values.
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 3
        let copy = try #require(style.copy() as? NSParagraphStyle)
        let mutable = try #require(NSParagraphStyle.default.mutableCopy() as? NSMutableParagraphStyle)
        mutable.setParagraphStyle(copy)
        #expect(copy.lineSpacing == 3 && mutable.lineSpacing == 3 && copy == style)
    }

    @Test(arguments: environments)
    func test_whenTheLabelIsShorterThanTheSpacedLines_thatTheLinesThatFitAreKept(environment: ListEnvironment) throws {
        let font = UIFont.preferredFont(forTextStyle: .body)
        let resolved = try #require(font.resolved(for: ListTraitCollection(environment: environment)))
        let h = Double(UIFont.systemFont(ofSize: resolved.size).lineHeight)
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 8
        style.lineBreakMode = .byTruncatingTail
        let text = NSAttributedString(string: "A\nB\nC", attributes: [.font: font, .paragraphStyle: style])
        // Room for two spaced lines but not three.
        let label = Self.label(text, height: CGFloat(2 * h + 8 + 1), environment: environment)
        let layout = try Self.layout(label)
        #expect(layout.lines.count == 2 && layout.isTruncated)
        #expect(layout.lines.map(\.top) == [0, h + 8])
        #expect(layout.lines[1].glyphs.count == 2)  // "B…"
        let bounding = ListTraitCollection(environment: environment).performAsCurrent {
            text.boundingRect(
                with: CGSize(width: 200, height: CGFloat(2 * h + 8 + 1)),
                options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], context: nil)
        }
        #expect(Double(bounding.height) == 2 * h + 8)
    }

    /// The first rows of the two lines' ink.
    static func lineInkTops(_ image: RasterImage) -> [Int] {
        let rows = (0..<image.height).filter { y in
            (0..<image.width).contains { x in abs(Int(image.pixel(x: x, y: y).red) - 128) > 40 }
        }
        return rows.enumerated().filter { $0.offset == 0 || rows[$0.offset - 1] != $0.element - 1 }.map(\.element)
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func test_whenDrawn_thatTheSecondLineIsLowerByTheSpacingInPixels(scale: Double) throws {
        for environment in [ListEnvironment.standard, ListEnvironment(theme: .dark, layoutDirection: .rightToLeft)] {
            var tops: [[Int]] = []
            for spacing in [0.0, 8.0] {
                let label = Self.label(Self.styled("A\nA") { $0.lineSpacing = spacing }, width: 40, height: 80,
                    environment: environment)
                let element = SceneElement(
                    kind: .cell, frame: CGRect(x: 0, y: 0, width: 40, height: 80), content: ListCellContent(),
                    section: 0, item: 0, view: label.snapshot())
                let scene = RenderScene(
                    size: CGSize(width: 40, height: 80), scale: scale, elements: [element],
                    backgroundColor: ListColor(red: 128, green: 128, blue: 128))
                let theme: RenderTheme = environment.theme == .dark ? .dark : .light
                tops.append(Self.lineInkTops(
                    try Rasterizer(fonts: try FontSet.bundled(), theme: theme, overlays: .none).render(scene)))
            }
            // Centred in the label: the first line rises by half the spacing, the second falls by half of it.
            #expect(tops[0].count == 2 && tops[1].count == 2)
            #expect(tops[1][0] == tops[0][0] - Int(4 * scale))
            #expect(tops[1][1] - tops[1][0] == tops[0][1] - tops[0][0] + Int(8 * scale))
        }
    }
}
