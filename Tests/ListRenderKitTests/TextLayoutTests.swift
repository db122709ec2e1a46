import Foundation
import ListCore
import ListRenderKit
import ListTestSupport
import Testing

@Suite struct TextLayoutTests {
    let face = try! FontSet.bundled().regular
    /// "a" is 1255 units wide, " " 651, at 2048 units per em: at size 2048/100 these are 12.55 and 6.51 points.
    let size = 20.48

    @Test func test_whenTextFitsTheWidth_thatItIsOneLine_withExactGlyphPositions() {
        let layout = TextLayout(text: "aa a", face: face, size: size, width: 100)
        #expect(layout.lines.count == 1)
        #expect(layout.lines[0].glyphs.map(\.x) == [0, 12.55, 25.1, 31.61].map { $0 * 1.000_000_000_000_000 })
        #expect(abs(layout.lines[0].width - 44.16) < 1e-9)
        #expect(abs(layout.height - 23.84) < 1e-9)
    }

    @Test func test_whenTextIsWiderThanTheWidth_thatItWrapsAtTheLastSpace() {
        // "aa aa aa": each word 25.1 wide, a space 6.51; 60 points hold "aa aa" (56.71) but not a third word.
        let layout = TextLayout(text: "aa aa aa", face: face, size: size, width: 60)
        #expect(layout.lines.map(\.glyphs.count) == [5, 2])
        #expect(!layout.isTruncated)
    }

    @Test func test_whenAWordIsWiderThanTheWidth_thatItBreaksBetweenCharacters() {
        let layout = TextLayout(text: "aaaaa", face: face, size: size, width: 30)
        #expect(layout.lines.map(\.glyphs.count) == [2, 2, 1])
    }

    @Test func test_whenTextNeedsMoreLinesThanAllowed_thatTheLastLineEndsInAnEllipsis() {
        let layout = TextLayout(text: "aa aa aa aa", face: face, size: size, width: 60, maxLines: 1)
        #expect(layout.isTruncated)
        #expect(layout.lines.count == 1)
        let glyphs = layout.lines[0].glyphs
        #expect(glyphs.last?.index == face.glyph(for: "…"))
        #expect(layout.lines[0].width <= 60)
        #expect(glyphs.count == 3)  // "aa a…" is wider than 60 points: "aa…"
    }

    @Test func test_whenTextHasNewlines_thatEachStartsALine() {
        let layout = TextLayout(text: "a\naa\n", face: face, size: size, width: 500)
        #expect(layout.lines.map(\.glyphs.count) == [1, 2, 0])
    }

    @Test func test_whenAligningALine_thatCentreAndTrailingOffsetsAreExact() {
        let layout = TextLayout(text: "aa", face: face, size: size, width: 100)
        #expect(TextLayout.offset(of: layout.lines[0], alignment: .leading, in: 100) == 0)
        #expect(TextLayout.offset(of: layout.lines[0], alignment: .center, in: 100) == 37)
        #expect(abs(TextLayout.offset(of: layout.lines[0], alignment: .trailing, in: 100) - 74.9) < 1e-9)
    }

    @Test func test_whenLayingOutRandomText_withAnyWidth_thatNoLineIsWiderThanTheWidthUnlessItHasOneCharacter() {
        var rng = SplitMix64(seed: 0x5EED_7E57)
        let alphabet = Array("abc defghij klmnopq rstuvwxyz WM\n.,")
        for run in 0..<500 {
            let length = Int.random(in: 0..<80, using: &rng)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &rng)! })
            let width = Double.random(in: 5...300, using: &rng)
            let layout = TextLayout(text: text, face: face, size: 15, width: width)
            let space = face.glyph(for: " ")
            for line in layout.lines where line.glyphs.filter({ $0.index != space }).count > 1 {
                #expect(line.width <= width + 1e-9, "seed 0x5EED7E57 run \(run): \(text.debugDescription) at \(width)")
            }
            let shown = layout.lines.reduce(0) { $0 + $1.glyphs.count }
            let dropped = text.filter { $0 == "\n" || $0 == " " }.count
            #expect(shown >= text.count - dropped, "seed 0x5EED7E57 run \(run): characters were lost")
        }
    }
}
