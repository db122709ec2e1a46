import Foundation
import ListCore
import ListTextKit
import ListTestSupport
import Testing

@Suite struct TextLayoutTests {
    let face = try! FontSet.bundled().regular
    let bold = try! FontSet.bundled().bold
    /// "a" is 1255 units wide, " " 651, at 2048 units per em: at size 2048/100 these are 12.55 and 6.51 points.
    let size = 20.48

    @Test func test_whenTextFitsTheWidth_thatItIsOneLine_withExactGlyphPositions() {
        let layout = TextLayout(text: "aa a", face: face, size: size, width: 100)
        #expect(layout.lines.count == 1)
        let positions = layout.lines[0].glyphs.map(\.x)
        #expect(positions.count == 4)
        for (position, expected) in zip(positions, [0, 12.55, 25.1, 31.61]) {
            #expect(abs(position - expected) < 0.001)
        }
        #expect(abs(layout.lines[0].width - 44.16) < 0.001)
        #expect(abs(layout.height - 23.84) < 0.001)
        #expect(layout.fonts.map(\.fileName) == ["DejaVuSans.ttf"])
    }

    @Test func test_whenTextIsWiderThanTheWidth_thatItWrapsAtTheLastSpace() {
        // "aa aa aa": each word 25.1 wide, a space 6.51; 60 points hold "aa aa" (56.71) but not a third word.
        let layout = TextLayout(text: "aa aa aa", face: face, size: size, width: 60)
        #expect(layout.lines.count == 2)
        #expect(layout.lines[1].glyphs.count == 2)
        #expect(abs(layout.lines[0].width - 56.71) < 0.002)  // the space it wraps at takes no width
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
    }

    @Test func test_whenTextHasNewlines_thatEachStartsALine() {
        let layout = TextLayout(text: "a\naa\n", face: face, size: size, width: 500)
        #expect(layout.lines.count == 3)
        #expect(layout.lines.map { $0.glyphs.filter { $0.advance > 0 }.count } == [1, 2, 0])
    }

    @Test func test_whenAligningALine_thatCentreAndTrailingOffsetsAreExact_andLeadingIsRightInRightToLeft() {
        let layout = TextLayout(text: "aa", face: face, size: size, width: 100)
        #expect(layout.offset(of: layout.lines[0], alignment: .leading, in: 100) == 0)
        #expect(layout.offset(of: layout.lines[0], alignment: .center, in: 100) == 37)
        #expect(abs(layout.offset(of: layout.lines[0], alignment: .trailing, in: 100) - 74.9) < 0.001)
        let rtl = TextLayout(text: "aa", face: face, size: size, width: 100, rightToLeft: true)
        #expect(abs(rtl.offset(of: rtl.lines[0], alignment: .leading, in: 100) - 74.9) < 0.001)
        #expect(rtl.offset(of: rtl.lines[0], alignment: .trailing, in: 100) == 0)
    }

    @Test func test_whenAPairHasKerning_thatItIsNarrowerThanItsGlyphs() {
        let pair = TextLayout(text: "AV", face: face, size: 100, width: .infinity).width
        let apart = TextLayout(text: "A", face: face, size: 100, width: .infinity).width
            + TextLayout(text: "V", face: face, size: 100, width: .infinity).width
        #expect(pair < apart - 1)
    }

    @Test func test_whenLayingOutRandomText_withAnyWidth_thatNoLineIsWiderThanTheWidthBeyondKerningUnlessItHasOneCharacter() {
        var rng = SplitMix64(seed: 0x5EED_7E57)
        // Letters only: Unicode line breaking keeps punctuation with the character before it.
        let alphabet = Array("abc deghij kmnopq rstuvwxyz WM\n")  // no f: "fi" is one glyph
        for run in 0..<300 {
            let length = Int.random(in: 0..<80, using: &rng)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &rng)! })
            let width = Double.random(in: 5...300, using: &rng)
            let layout = TextLayout(text: text, face: face, size: 15, width: width)
            for line in layout.lines where line.glyphs.filter({ $0.advance > 0 }).count > 1 {
                // Pango decides a break before kerning across it is applied: a line may overrun by a kerning value.
                #expect(line.width <= width + 0.1, "seed 0x5EED7E57 run \(run): \(text.debugDescription) at \(width) \(layout.lines.map { $0.glyphs.map(\.index) })")
            }
            let shown = layout.lines.reduce(0) { $0 + $1.glyphs.count }
            let dropped = text.filter { $0 == "\n" || $0 == " " }.count
            #expect(shown >= text.count - dropped, "seed 0x5EED7E57 run \(run): characters were lost")
            #expect(layout.missingGlyphs == 0)
        }
    }
}

/// Text in every script of the fallback chain is shaped and drawn by a font that has it.
@Suite struct ScriptTextTests {
    let face = try! FontSet.bundled().regular

    /// Two different words of each script, and the font file that must draw them.
    static let words: [(script: String, first: String, second: String, font: String)] = [
        ("Latin", "Wasser", "Feuer", "DejaVuSans.ttf"),
        ("Greek", "νερό", "φωτιά", "DejaVuSans.ttf"),
        ("Cyrillic", "вода", "огонь", "DejaVuSans.ttf"),
        ("Arabic", "ماء", "نار", "NotoSansArabic-Regular.ttf"),
        ("Hebrew", "מים", "אש", "NotoSansHebrew-Regular.ttf"),
        ("Devanagari", "पानी", "आग", "NotoSansDevanagari-Regular.ttf"),
        ("Thai", "น้ำ", "ไฟ", "NotoSansThai-Regular.ttf"),
        ("Chinese", "水很好", "火很热", "NotoSansCJK-Regular.ttc"),
        ("Japanese", "みず", "ひかり", "NotoSansCJK-Regular.ttc"),
        ("Korean", "물", "불꽃", "NotoSansCJK-Regular.ttc"),
        ("Emoji", "😀", "🎉", "NotoColorEmoji.ttf"),
    ]

    @Test(arguments: words.map(\.script))
    func test_whenTwoWordsOfAScriptAreSet_thatTheyDrawDistinctRealGlyphs_inTheFontForTheScript(script: String) {
        let word = Self.words.first { $0.script == script }!
        let first = TextLayout(text: word.first, face: face, size: 17, width: .infinity)
        let second = TextLayout(text: word.second, face: face, size: 17, width: .infinity)
        for layout in [first, second] {
            #expect(layout.missingGlyphs == 0)
            #expect(layout.lines.count == 1)
            #expect(layout.lines[0].glyphs.allSatisfy { $0.index != 0 && !$0.isMissing })
            #expect(layout.fonts.map(\.fileName) == [word.font])
        }
        #expect(first.lines[0].glyphs.map(\.index) != second.lines[0].glyphs.map(\.index))
    }

    @Test func test_whenArabicLettersMeet_thatTheyJoin_withContextualForms() {
        // ب alone, and three of them in a row: initial, medial and final forms are three other glyphs.
        let alone = TextLayout(text: "ب", face: face, size: 17, width: .infinity).lines[0].glyphs.map(\.index)
        let joined = TextLayout(text: "ببب", face: face, size: 17, width: .infinity).lines[0].glyphs.map(\.index)
        #expect(alone.count == 1)
        #expect(joined.count == 3)
        #expect(Set(joined).count == 3)
        #expect(!joined.contains(alone[0]))
    }

    @Test func test_whenALineMixesLeftToRightAndRightToLeft_thatItsRunsAreInVisualOrder() {
        let layout = TextLayout(text: "abc שלום def", face: face, size: 17, width: .infinity)
        let runs = layout.lines[0].runs.filter { !$0.glyphs.isEmpty }
        let hebrewRun = runs.firstIndex { $0.isRightToLeft }!
        #expect(runs.map(\.isRightToLeft).reduce(into: [Bool]()) { if $0.last != $1 { $0.append($1) } } == [false, true, false])
        // The Hebrew run reads right to left: its first letter ש is its rightmost glyph.
        let hebrew = runs[hebrewRun].glyphs
        let shin = TextLayout(text: "ש", face: face, size: 17, width: .infinity).lines[0].glyphs[0].index
        #expect(hebrew.last?.index == shin)
        #expect(runs[0].glyphs.last!.x < hebrew.first!.x)
        #expect(hebrew.last!.x < runs[hebrewRun + 1].glyphs.first!.x)
        // A right-to-left paragraph puts its first (Hebrew) word on the right.
        let paragraph = TextLayout(text: "שלום abc", face: face, size: 17, width: .infinity)
        #expect(paragraph.lines[0].isRightToLeft)
        #expect(paragraph.lines[0].runs.first { !$0.glyphs.isEmpty }?.isRightToLeft == false)
    }

    @Test func test_whenTheLocaleIsJapaneseOrChinese_thatHanCharactersTakeThatLanguagesForms() {
        // 直 (U+76F4) is drawn differently in Japanese and simplified Chinese.
        let japanese = TextLayout(text: "直", face: face, size: 17, width: .infinity, language: "ja")
        let chinese = TextLayout(text: "直", face: face, size: 17, width: .infinity, language: "zh-Hans")
        #expect(japanese.fonts.first?.faceIndex != chinese.fonts.first?.faceIndex
            || japanese.lines[0].glyphs[0].index != chinese.lines[0].glyphs[0].index)
    }
}
