import Foundation
import ListCore
import ListRenderKit
import ListTextKit
import ListViewKit
import Testing

/// `.kern` adds points after each character (Pango's letter spacing between characters, the kern after a line's
/// last character added to its width, as UIKit's): the label measures the spaced text and draws it where it
/// measured it. At 1×, 2× and 3×, light and dark, left to right and right to left.
@MainActor
@Suite struct KernDrawingTests {
    static func label(_ string: String, kern: Double?, dark: Bool, rtl: Bool) -> UILabel {
        let label = UILabel()
        label.overrideTraitCollection = ListTraitCollection(
            environment: ListEnvironment(
                theme: dark ? .dark : .light, layoutDirection: rtl ? .rightToLeft : .leftToRight,
                locale: rtl ? "he" : "en"))
        label.attributedText = NSAttributedString(string: string, attributes: kern.map { [.kern: $0] } ?? [:])
        label.sizeToFit()
        return label
    }

    @Test func test_whenTextIsKerned_thatItsMeasuredWidthGrowsByTheKernPerCharacter() throws {
        for (string, rtl) in [("HHHH", false), ("Our menu", false), ("שלום עולם", true)] {
            for dark in [false, true] {
                let plain = Self.label(string, kern: nil, dark: dark, rtl: rtl)
                let spaced = Self.label(string, kern: 2, dark: dark, rtl: rtl)
                let characters = Double(string.count)
                let plainLayout = try #require(plain.snapshot().text).layout()
                let spacedLayout = try #require(spaced.snapshot().text).layout()
                #expect(abs(spacedLayout.width - plainLayout.width - 2 * characters) < 0.001, "\(string)")
                let bounds = NSAttributedString(string: string, attributes: [.kern: 2.0]).boundingRect(
                    with: CGSize(width: 1000, height: 1000), options: .usesLineFragmentOrigin, context: nil)
                #expect(abs(Double(bounds.width) - spacedLayout.width) < 0.001)
                // The label's integral size grows by the same whole points (the kern adds 16 or 18).
                #expect(spaced.bounds.width - plain.bounds.width == CGFloat(2 * characters), "\(string)")
            }
        }
    }

    /// Renders `label` at the origin on a grey scene.
    static func render(_ label: UILabel, width: CGFloat, scale: Double, dark: Bool) throws -> RasterImage {
        let size = CGSize(width: width, height: label.bounds.height)
        let element = SceneElement(
            kind: .cell, frame: CGRect(origin: .zero, size: label.bounds.size), content: ListCellContent(),
            section: 0, item: 0, view: label.snapshot())
        let scene = RenderScene(
            size: size, scale: scale, elements: [element], backgroundColor: ListColor(red: 128, green: 128, blue: 128))
        return try Rasterizer(fonts: try FontSet.bundled(), theme: dark ? .dark : .light, overlays: .none).render(scene)
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func test_whenTextIsKerned_thatEachGlyphIsDrawnTwoPointsPerCharacterFurther(scale: Double) throws {
        for dark in [false, true] {
            let plain = Self.label("HHHH", kern: nil, dark: dark, rtl: false)
            let spaced = Self.label("HHHH", kern: 2, dark: dark, rtl: false)
            let plainImage = try Self.render(plain, width: 80, scale: scale, dark: dark)
            let spacedImage = try Self.render(spaced, width: 80, scale: scale, dark: dark)
            let glyphs = try #require(plain.snapshot().text).layout().lines[0].glyphs
            #expect(glyphs.count == 4)
            // Glyph i moves 2i points, whole device pixels: its pixels are the plain glyph's, moved. The columns are
            // the whole pixels inside its advance: the one its advance starts in may hold the previous glyph's ink
            // too (Inter Display's "H" has 0.93-point side bearings: at 1× the third "H" ends at 33.04 points, in
            // the pixel where the fourth's advance starts at 33.97).
            for (index, glyph) in glyphs.enumerated() {
                let columns = Int((glyph.x * scale).rounded(.up))..<Int(((glyph.x + glyph.advance) * scale).rounded(.down))
                let shift = Int(2 * Double(index) * scale)
                var inked = 0
                var moved = 0
                for y in 0..<plainImage.height {
                    for x in columns {
                        let pixel = plainImage.pixel(x: x, y: y)
                        if spacedImage.pixel(x: x + shift, y: y) == pixel { moved += 1 }
                        if pixel != ListColor(red: 128, green: 128, blue: 128) { inked += 1 }
                    }
                }
                #expect(moved == plainImage.height * columns.count, "glyph \(index) at \(scale)×, dark \(dark)")
                #expect(inked > Int(20 * scale * scale))
            }
        }
    }

    /// A kern no line can hold is clamped to ±1,000 points, and NaN or infinity counts as none: the label measures a
    /// finite size and draws, whatever number the attributed string carries.
    @Test func test_whenTheKernIsHugeOrNotFinite_thatItIsClampedOrIgnored_andTheLabelStillDraws() throws {
        let plain = Self.label("HH", kern: nil, dark: false, rtl: false)
        let limit = Self.label("HH", kern: 1_000, dark: false, rtl: false)
        let huge = Self.label("HH", kern: 1e300, dark: false, rtl: false)
        #expect(huge.bounds.width == limit.bounds.width)
        #expect(limit.bounds.width == plain.bounds.width + 2_000)
        let negative = try #require(Self.label("HH", kern: -1e300, dark: false, rtl: false).snapshot().text).layout()
        #expect(negative.width.isFinite)
        // NaN and infinity arrive through TextFontRun directly (ListAttributedRuns already drops them).
        let face = try FontSet.bundled().regular
        let font = TextFont(face: face, size: 17)
        for kern in [Double.nan, .infinity, -.infinity] {
            let layout = TextLayout(
                text: "HH", font: font, runs: [TextFontRun(range: 0..<2, font: font, kern: kern)], width: 500)
            let reference = TextLayout(text: "HH", font: font, runs: [], width: 500)
            #expect(layout.width == reference.width, "\(kern)")
        }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        view.addSubview(huge)
        let image = try Rasterizer(fonts: try FontSet.bundled()).render(
            RenderScene(size: CGSize(width: 60, height: 30), scale: 2, elements: [
                SceneElement(kind: .cell, frame: CGRect(x: 0, y: 0, width: 60, height: 30), content: ListCellContent(),
                             section: 0, item: 0, view: view.snapshot()),
            ]))
        #expect(image.width == 120)
    }
}
