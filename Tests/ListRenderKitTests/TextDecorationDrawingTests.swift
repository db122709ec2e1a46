import Foundation
import ListCore
import ListRenderKit
import ListTextKit
import ListViewKit
import Testing

/// Attributed-text decorations drawn as UILabel draws them: underlines and strikethroughs at the font's positions
/// and thicknesses (Pango's metrics), whole device pixels; a background a line tall behind a range; kern measured
/// and drawn alike. At 1×, 2× and 3×, light and dark, left to right and right to left.
@MainActor
@Suite struct TextDecorationDrawingTests {
    static let red = ListColor(red: 255, green: 0, blue: 0)
    static let blue = ListColor(red: 0, green: 0, blue: 255)
    static let green = ListColor(red: 0, green: 255, blue: 0)
    static let cases: [(scale: Double, dark: Bool, rtl: Bool)] = [1.0, 2.0, 3.0].flatMap { scale in
        [(scale, false, false), (scale, true, false), (scale, false, true), (scale, true, true)]
    }

    /// A label of `text` (whose `word`, the second word, carries `attributes`) in the environment.
    static func label(dark: Bool, rtl: Bool, attributes: [NSAttributedString.Key: Any]) -> (UILabel, Range<Int>) {
        let (first, word, last) = rtl ? ("שלום ", "עולם", " טוב") : ("Our ", "summer", " menu")
        let text = NSMutableAttributedString(string: first)
        text.append(NSAttributedString(string: word, attributes: attributes))
        text.append(NSAttributedString(string: last))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.overrideTraitCollection = ListTraitCollection(
            environment: ListEnvironment(
                theme: dark ? .dark : .light, layoutDirection: rtl ? .rightToLeft : .leftToRight,
                locale: rtl ? "he" : "en"))
        label.attributedText = text
        let start = first.utf8.count
        return (label, start..<(start + word.utf8.count))
    }

    /// Renders `label` at the origin on a grey scene.
    static func render(_ label: UILabel, scale: Double, dark: Bool) throws -> RasterImage {
        let size = label.bounds.size
        let element = SceneElement(
            kind: .cell, frame: CGRect(origin: .zero, size: size), content: ListCellContent(), section: 0, item: 0,
            view: label.snapshot())
        let scene = RenderScene(
            size: size, scale: scale, elements: [element], backgroundColor: ListColor(red: 128, green: 128, blue: 128))
        return try Rasterizer(fonts: try FontSet.bundled(), theme: dark ? .dark : .light, overlays: .none).render(scene)
    }

    /// The pixels exactly of `color`.
    static func pixels(of color: ListColor, in image: RasterImage) -> Set<[Int]> {
        var found = Set<[Int]>()
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y) == color { found.insert([x, y]) }
        }
        return found
    }

    /// The device-pixel rectangle's pixels.
    static func rect(_ columns: Range<Int>, _ rows: Range<Int>) -> Set<[Int]> {
        Set(columns.flatMap { x in rows.map { y in [x, y] } })
    }

    /// Where the word of `range` lies on the label's only line: its glyphs' advances (device pixels, rounded),
    /// the snapped baseline and line top and bottom (points), and its font's metrics.
    static func place(
        of range: Range<Int>, in label: UILabel, scale: Double
    ) throws -> (columns: Range<Int>, baseline: Double, top: Double, bottom: Double, metrics: TextDecorationMetrics) {
        let text = try #require(label.snapshot().text)
        let layout = text.layout()
        #expect(layout.lines.count == 1)
        let line = try #require(layout.lines.first)
        let start = Double(text.rect.minX) + layout.offset(of: line, alignment: text.alignment, in: Double(text.rect.width))
        let run = try #require(line.runs.first { $0.glyphs.contains { range.contains($0.offset) } })
        let glyphs = run.glyphs.filter { range.contains($0.offset) && $0.advance > 0 }
        let minX = try #require(glyphs.map(\.x).min()), maxX = try #require(glyphs.map { $0.x + $0.advance }.max())
        let columns = Int(((start + minX) * scale).rounded())..<Int(((start + maxX) * scale).rounded())
        let top = Double(text.rect.minY)
        let baseline = ((top + line.baseline) * scale).rounded() / scale
        let metrics = try #require(run.font?.decorationMetrics)
        return (columns, baseline, top + line.top, top + line.top + line.height, metrics)
    }

    @Test func test_whenAWordIsUnderlined_thatExactlyTheLineUnderItsGlyphsIsTheUnderlineColour() throws {
        for (scale, dark, rtl) in Self.cases {
            let (label, range) = Self.label(
                dark: dark, rtl: rtl, attributes: [.underlineStyle: NSUnderlineStyle.single.rawValue, .underlineColor: Self.red])
            let place = try Self.place(of: range, in: label, scale: scale)
            let thickness = max(1, Int((place.metrics.underlineThickness * scale).rounded()))
            let top = Int(((place.baseline - place.metrics.underlinePosition) * scale).rounded())
            let red = Self.pixels(of: Self.red, in: try Self.render(label, scale: scale, dark: dark))
            #expect(red == Self.rect(place.columns, top..<(top + thickness)), "\(scale)× dark \(dark) rtl \(rtl)")
            // Below the baseline, one pixel thick at 1×; under the second word: after "Our " left to right, in the
            // right half (the text trailing-aligned at the right edge) right to left.
            #expect(Double(top) >= place.baseline * scale && (scale > 1 || thickness == 1))
            #expect(rtl ? place.columns.lowerBound > Int(100 * scale) : place.columns.lowerBound > Int(20 * scale))
            #expect(place.columns.count > Int(30 * scale))
        }
    }

    @Test func test_whenAWordIsStruckThrough_thatTheLineCrossesItsGlyphsInTheTextColour() throws {
        for (scale, dark, rtl) in Self.cases {
            let (label, range) = Self.label(
                dark: dark, rtl: rtl,
                attributes: [.strikethroughStyle: NSUnderlineStyle.single.rawValue, .foregroundColor: Self.blue])
            let place = try Self.place(of: range, in: label, scale: scale)
            let thickness = max(1, Int((place.metrics.strikethroughThickness * scale).rounded()))
            let top = Int(((place.baseline - place.metrics.strikethroughPosition) * scale).rounded())
            let blue = Self.pixels(of: Self.blue, in: try Self.render(label, scale: scale, dark: dark))
            // The line is the text's own colour: every pixel of it is blue, and it lies above the baseline.
            #expect(Self.rect(place.columns, top..<(top + thickness)).isSubset(of: blue), "\(scale)× \(dark) \(rtl)")
            #expect(Double(top + thickness) < place.baseline * scale && top > Int(place.top * scale))
            // The same word without the line has no row of solid blue that wide.
            let (plain, _) = Self.label(dark: dark, rtl: rtl, attributes: [.foregroundColor: Self.blue])
            let unstruck = Self.pixels(of: Self.blue, in: try Self.render(plain, scale: scale, dark: dark))
            #expect(!Self.rect(place.columns, top..<(top + 1)).isSubset(of: unstruck))
        }
    }

    @Test func test_whenUnderlinesAreThickOrDouble_thatTheyAreTwiceTheThicknessOrTwoLinesAThicknessApart() throws {
        for (scale, dark, rtl) in Self.cases {
            for style in [NSUnderlineStyle.thick, .double] {
                let (label, range) = Self.label(
                    dark: dark, rtl: rtl, attributes: [.underlineStyle: style.rawValue, .underlineColor: Self.red])
                let place = try Self.place(of: range, in: label, scale: scale)
                let unit = max(1, Int((place.metrics.underlineThickness * scale).rounded()))
                let top = Int(((place.baseline - place.metrics.underlinePosition) * scale).rounded())
                let red = Self.pixels(of: Self.red, in: try Self.render(label, scale: scale, dark: dark))
                let expected = style == .thick
                    ? Self.rect(place.columns, top..<(top + 2 * unit))
                    : Self.rect(place.columns, top..<(top + unit))
                        .union(Self.rect(place.columns, (top + 2 * unit)..<(top + 3 * unit)))
                #expect(red == expected, "\(style) \(scale)× dark \(dark) rtl \(rtl)")
            }
        }
    }

    @Test func test_whenARangeHasABackgroundColour_thatItIsFilledBehindItsGlyphsALineTall() throws {
        for (scale, dark, rtl) in Self.cases {
            let (label, range) = Self.label(dark: dark, rtl: rtl, attributes: [.backgroundColor: Self.green])
            let place = try Self.place(of: range, in: label, scale: scale)
            let rows = Int((place.top * scale).rounded())..<Int((place.bottom * scale).rounded())
            let image = try Self.render(label, scale: scale, dark: dark)
            let green = Self.pixels(of: Self.green, in: image)
            let box = Self.rect(place.columns, rows)
            // Green only inside the box; the glyphs are drawn over it (some of the box is not pure green), and its
            // top and bottom rows (above the letters, below them) are wholly green.
            #expect(green.isSubset(of: box) && green.count < box.count, "\(scale)× dark \(dark) rtl \(rtl)")
            #expect(Self.rect(place.columns, rows.lowerBound..<(rows.lowerBound + 1)).isSubset(of: green))
            #expect(Self.rect(place.columns, (rows.upperBound - 1)..<rows.upperBound).isSubset(of: green))
        }
    }
}
