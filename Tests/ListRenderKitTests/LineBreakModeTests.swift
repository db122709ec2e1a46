import Foundation
import ListCore
import ListRenderKit
import ListTextKit
import ListViewKit
import Testing

/// UILabel's `lineBreakMode`, measured and drawn by one Pango layout: truncating modes put `…` at the start, middle
/// or end of the last kept line (which holds the rest of its paragraph), wrapping modes cut where the lines broke
/// without `…`, `.byClipping` runs the last line on and the label's edge clips it.
@MainActor
@Suite struct LineBreakModeTests {
    static let text = "Our summer menu is here with three new dishes"

    nonisolated static let environments: [ListEnvironment] = [
        .standard,
        ListEnvironment(contentSizeCategory: .extraSmall),
        ListEnvironment(theme: .dark, contentSizeCategory: .accessibilityExtraExtraExtraLarge),
        ListEnvironment(theme: .dark, layoutDirection: .rightToLeft, locale: "he"),
    ]

    static func label(
        _ text: String = text, lines: Int, width: CGFloat = 120, mode: NSLineBreakMode,
        font: UIFont = .systemFont(ofSize: 15), environment: ListEnvironment = .standard
    ) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 1000))
        label.overrideTraitCollection = ListTraitCollection(environment: environment)
        label.font = font
        label.numberOfLines = lines
        label.lineBreakMode = mode
        label.text = text
        return label
    }

    static func layout(_ label: UILabel) throws -> TextLayout { try #require(label.snapshot().text).layout() }

    /// The glyph index of "…" in the system font (Inter Display; the same index in each of its weights).
    static let ellipsis = TextLayout(
        text: "\u{2026}", font: TextFont(family: PinnedFont.systemFamily, weight: 400, size: 15), width: .infinity
    ).lines[0].glyphs[0].index

    /// Each line as the characters its glyphs draw, left to right ("…" for the ellipsis; ASCII text only).
    static func visible(_ layout: TextLayout, _ text: String) -> [String] {
        let bytes = Array(text.utf8)
        return layout.lines.map { line in
            line.glyphs.map { $0.index == ellipsis ? "…" : String(decoding: [bytes[$0.offset]], as: UTF8.self) }
                .joined()
        }
    }

    @Test func test_whenOneLineOverflows_thatEachModeCutsAsUILabel() throws {
        let expected: [NSLineBreakMode: [String]] = [
            .byWordWrapping: ["Our summer menu"],
            .byCharWrapping: ["Our summer menu"],
            .byClipping: [Self.text],
            .byTruncatingHead: ["…hree new dishes"],
            .byTruncatingMiddle: ["Our sum… dishes"],
            .byTruncatingTail: ["Our summer me…"],
        ]
        for mode in NSLineBreakMode.allCases {
            let label = Self.label(lines: 1, mode: mode)
            let layout = try Self.layout(label)
            #expect(Self.visible(layout, Self.text) == expected[mode], "\(mode)")
            #expect(layout.isTruncated, "\(mode)")
            // Measuring is one unlimited line in every mode (UILabel's sizeThatFits of one line).
            #expect(label.sizeThatFits(CGSize(width: 120, height: 1000)) == CGSize(width: 311, height: 19))
        }
    }

    @Test func test_whenTwoLinesOverflow_thatTheLastLineIsCutByTheModeAndTheFirstWrapsAtWords() throws {
        let expected: [NSLineBreakMode: [String]] = [
            .byWordWrapping: ["Our summer menu", "is here with three"],
            .byCharWrapping: ["Our summer menu", "is here with three"],
            .byClipping: ["Our summer menu", "is here with three new dishes"],
            .byTruncatingHead: ["Our summer menu", "…hree new dishes"],
            .byTruncatingMiddle: ["Our summer menu", "is here …w dishes"],
            .byTruncatingTail: ["Our summer menu", "is here with thre…"],
        ]
        for mode in NSLineBreakMode.allCases {
            let label = Self.label(lines: 2, mode: mode)
            let layout = try Self.layout(label)
            #expect(Self.visible(layout, Self.text) == expected[mode], "\(mode)")
            #expect(layout.lines.map(\.top) == [0, layout.lines[0].height], "\(mode)")
            // Two lines' height in every mode; the width is the widest kept line that fits.
            let size = label.sizeThatFits(CGSize(width: 120, height: 1000))
            #expect(size.height == CGFloat((2 * Double(UIFont.systemFont(ofSize: 15).lineHeight)).rounded(.up)))
            #expect(size.width <= 120, "\(mode)")
        }
    }

    @Test(arguments: environments)
    func test_inEveryEnvironment_thatTheModesKeepTheirShape(environment: ListEnvironment) throws {
        let font = UIFont.preferredFont(forTextStyle: .body)
        let bytes = Self.text.utf8.count
        let unlimited = try Self.layout(Self.label(lines: 0, width: 200, mode: .byWordWrapping, font: font, environment: environment))
        for lines in [1, 2] where unlimited.lines.count > lines {
            for mode in NSLineBreakMode.allCases {
                let layout = try Self.layout(
                    Self.label(lines: lines, width: 200, mode: mode, font: font, environment: environment))
                #expect(layout.lines.count == lines && layout.isTruncated, "\(mode) \(lines)")
                let last = try #require(layout.lines.last)
                let logical = last.glyphs.sorted { $0.offset < $1.offset }
                let ellipses = last.glyphs.filter { $0.index == Self.ellipsis }
                switch mode {
                case .byTruncatingHead:
                    #expect(ellipses.count == 1 && logical.last?.offset == bytes - 1)
                case .byTruncatingMiddle:
                    #expect(ellipses.count == 1 && logical.last?.offset == bytes - 1)
                    #expect(logical.first?.offset == (lines == 1 ? 0 : unlimited.lines[1].glyphs.map(\.offset).min()))
                case .byTruncatingTail:
                    #expect(ellipses.count == 1 && logical.last?.index == Self.ellipsis)
                case .byWordWrapping:
                    #expect(ellipses.isEmpty && Array(layout.lines) == Array(unlimited.lines.prefix(lines)))
                case .byCharWrapping:
                    #expect(ellipses.isEmpty && layout.lines[0].glyphs.count >= unlimited.lines[0].glyphs.count)
                case .byClipping:
                    #expect(ellipses.isEmpty && logical.last?.offset == bytes - 1 && last.width > 200)
                }
                if mode != .byClipping { #expect(layout.lines.allSatisfy { $0.width <= 200.5 }, "\(mode)") }
            }
        }
    }

    @Test func test_whenRightToLeftTextIsTruncated_thatTheHeadIsAtTheRightAndTheTailAtTheLeft() throws {
        let hebrew = "שלום עולם זה טקסט ארוך מאוד שלא נכנס בשורה אחת"
        let environment = ListEnvironment(layoutDirection: .rightToLeft, locale: "he")
        for (mode, atRight) in [(NSLineBreakMode.byTruncatingHead, true), (.byTruncatingTail, false)] {
            let layout = try Self.layout(Self.label(hebrew, lines: 1, mode: mode, environment: environment))
            let line = try #require(layout.lines.first)
            let glyphs = line.glyphs
            #expect(line.isRightToLeft && layout.isTruncated)
            let dots = try #require(glyphs.firstIndex { $0.index == Self.ellipsis }, "\(mode)")
            #expect(dots == (atRight ? glyphs.count - 1 : 0), "\(mode)")
        }
    }

    /// Renders `label` at its origin on a scene `sceneWidth` points wide.
    static func render(
        _ label: UILabel, sceneWidth: CGFloat, scale: Double, theme: RenderTheme = .light
    ) throws -> RasterImage {
        let size = CGSize(width: sceneWidth, height: label.bounds.height)
        let element = SceneElement(
            kind: .cell, frame: CGRect(origin: .zero, size: size), content: ListCellContent(), section: 0, item: 0,
            view: label.snapshot())
        let scene = RenderScene(
            size: size, scale: scale, elements: [element], backgroundColor: ListColor(red: 128, green: 128, blue: 128))
        return try Rasterizer(fonts: try FontSet.bundled(), theme: theme, overlays: .none).render(scene)
    }

    /// The columns holding ink (pixels away from the grey background).
    static func inkColumns(_ image: RasterImage) -> [Int] {
        (0..<image.width).filter { x in
            (0..<image.height).contains { y in abs(Int(image.pixel(x: x, y: y).red) - 128) > 40 }
        }
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func test_whenClipping_thatInkReachesTheLabelsEdgeAndNothingPassesIt(scale: Double) throws {
        for (dark, direction) in [(false, ListLayoutDirection.leftToRight), (true, .rightToLeft)] {
            let environment = ListEnvironment(theme: dark ? .dark : .light, layoutDirection: direction)
            let clipped = Self.label(lines: 1, mode: .byClipping, environment: environment)
            clipped.frame = CGRect(x: 0, y: 0, width: 116, height: 20)
            let ink = Self.inkColumns(try Self.render(clipped, sceneWidth: 240, scale: scale, theme: dark ? .dark : .light))
            // Text runs to the trailing edge (a glyph cut through: "u" of "menu" spans 111.9–119.9 points in Inter
            // Display) and not a pixel past it; right to left, the line starts at the right and is cut at the left
            // edge.
            let edge = Int(116 * scale)
            let (minInk, maxInk) = (try #require(ink.min()), try #require(ink.max()))
            if direction == .leftToRight {
                #expect(maxInk == edge - 1 && minInk <= Int(2 * scale))
            } else {
                #expect(minInk == 0 && maxInk < edge && maxInk >= Int(113 * scale))
            }
            #expect(ink.allSatisfy { $0 < edge })
        }
    }

    /// The rows holding ink in the columns `columns`.
    static func inkRows(_ image: RasterImage, columns: Range<Int>) -> [Int] {
        (0..<image.height).filter { y in columns.contains { x in abs(Int(image.pixel(x: x, y: y).red) - 128) > 40 } }
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func test_whenTruncated_thatTheEllipsisIsDrawnAtTheHeadOrTheTail_swappedRightToLeft(scale: Double) throws {
        let hebrew = "שלום עולם זה טקסט ארוך מאוד שלא נכנס בשורה אחת"
        let cases: [(String, ListEnvironment, NSLineBreakMode, dotsAtLeft: Bool)] = [
            (Self.text, .standard, .byTruncatingHead, true),
            (Self.text, .standard, .byTruncatingTail, false),
            (hebrew, ListEnvironment(theme: .dark, layoutDirection: .rightToLeft, locale: "he"), .byTruncatingHead, false),
            (hebrew, ListEnvironment(theme: .dark, layoutDirection: .rightToLeft, locale: "he"), .byTruncatingTail, true),
        ]
        // The first 3 points of the line are the "…" (three dots: a band of ink about 2 points tall, 3.5 with antialiasing) or a letter.
        let dotBand = Int((3.5 * scale).rounded(.up))
        for (text, environment, mode, dotsAtLeft) in cases {
            let label = Self.label(text, lines: 1, mode: mode, environment: environment)
            label.frame = CGRect(x: 0, y: 0, width: 120, height: 20)
            let image = try Self.render(
                label, sceneWidth: 120, scale: scale, theme: environment.theme == .dark ? .dark : .light)
            let ink = Self.inkColumns(image)
            let (first, last) = (try #require(ink.min()), try #require(ink.max()))
            let left = Self.inkRows(image, columns: first..<(first + Int(3 * scale)))
            let right = Self.inkRows(image, columns: (last + 1 - Int(3 * scale))..<(last + 1))
            let dots = dotsAtLeft ? left : right
            let letter = dotsAtLeft ? right : left
            #expect(dots.count <= dotBand && dots.last.map { $0 - dots[0] < dotBand } == true, "\(mode) \(text)")
            #expect(letter.count > dotBand, "\(mode) \(text)")
        }
    }
}
