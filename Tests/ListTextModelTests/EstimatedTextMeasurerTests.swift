import ListCore
import ListTestSupport
import ListTextModel
import Testing

/// Text measured without a text engine (a consumer of the headless adapter alone): the documented nominal advances
/// and line heights, wrapping as the engine wraps, exact and the same on every run.
@Suite struct EstimatedTextMeasurerTests {
    let measurer = EstimatedTextMeasurer()
    let font = TextFont(family: "Inter Display", weight: 400, size: 10)

    func layout(
        _ text: String, width: Double = .infinity, maxLines: Int? = nil, maxHeight: Double? = nil,
        runs: [TextFontRun] = [], font: TextFont? = nil, rightToLeft: Bool = false,
        lineBreakMode: NSLineBreakMode = .byTruncatingTail, paragraphStyle: TextParagraphStyle = .plain
    ) -> TextLayout {
        measurer.layout(
            text: text, font: font ?? self.font, runs: runs, width: width, maxLines: maxLines, maxHeight: maxHeight,
            language: "en", rightToLeft: rightToLeft, lineBreakMode: lineBreakMode, paragraphStyle: paragraphStyle)
    }

    func close(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 }
    }

    @Test func test_whenTextFitsOnOneLine_thatEachCharacterAdvancesNominallyAndTheLineIs121PercentOfTheSize() {
        let text = layout("Hello world")
        #expect(close(text.lines.map(\.width), [57.8]))  // 10 characters x 5.5 + a space of 2.8
        #expect(close(text.lines.map(\.top), [0]) && close(text.lines.map(\.baseline), [9.7]))
        #expect(close([text.height, text.lineHeight, text.ascent], [12.1, 12.1, 9.7]))
        #expect(!text.isTruncated && text.lines.allSatisfy(\.runs.isEmpty))
    }

    @Test func test_whenAWordDoesNotFit_thatTheLineBreaksAfterTheSpaceBeforeIt() {
        let text = layout("Hello world", width: 40)
        #expect(close(text.lines.map(\.width), [27.5, 27.5]))
        #expect(close(text.lines.map(\.top), [0, 12.1]))
        #expect(abs(text.height - 24.2) < 1e-9)
    }

    @Test func test_whenAWordIsWiderThanTheLine_thatItBreaksBetweenCharacters() {
        #expect(close(layout("abcdefghij", width: 20).lines.map(\.width), [16.5, 16.5, 16.5, 5.5]))
        #expect(close(layout("ab cdefghij", width: 20).lines.map(\.width), [11, 16.5, 16.5, 11]))
        #expect(close(layout("ab cd", width: 20, lineBreakMode: .byCharWrapping).lines.map(\.width), [19.3, 5.5]))
    }

    @Test func test_whenClipping_thatEachParagraphStaysOnOneLine() {
        #expect(close(layout("Hello world\nab", width: 20, lineBreakMode: .byClipping).lines.map(\.width), [57.8, 11]))
    }

    @Test func test_whenLinesAreLimited_thatTheKeptLastLineEndsInAnEllipsisAtMostTheWidth() {
        let cut = layout("abcdefghij", width: 20, maxLines: 2)
        #expect(close(cut.lines.map(\.width), [16.5, 20]) && cut.isTruncated)
        let dropped = layout("abcdefghij", width: 20, maxLines: 2, lineBreakMode: .byWordWrapping)
        #expect(close(dropped.lines.map(\.width), [16.5, 16.5]) && dropped.isTruncated)
        #expect(!layout("abcdefghij", width: 20, maxLines: 4).isTruncated)
    }

    @Test func test_whenHeightIsLimited_thatTheLinesThatFitStayAndAlwaysOne() {
        #expect(layout("abcdefghij", width: 20, maxHeight: 25).lines.count == 2)
        #expect(layout("abcdefghij", width: 20, maxHeight: 5).lines.count == 1)
        #expect(layout("abcdefghij", width: 20, maxLines: 1, maxHeight: 40).lines.count == 3)  // the height wins
    }

    @Test func test_whenTextHasParagraphs_thatEachStartsALineAndAnEmptyOneIsALineTall() {
        let text = layout("a\n\nb")
        #expect(close(text.lines.map(\.width), [5.5, 0, 5.5]))
        #expect(abs(text.height - 36.3) < 1e-9)
        #expect(layout("").lines.isEmpty && layout("").height == 0)
        var style = TextParagraphStyle()
        style.lineSpacing = 2
        style.paragraphSpacing = 3
        #expect(close(layout("ab cd\ne", width: 15, paragraphStyle: style).lines.map(\.top), [0, 14.1, 31.2]))
    }

    @Test func test_whenCharactersAreWideBoldOrKerned_thatTheyAdvanceAsDocumented() {
        #expect(close(layout("日本😀").lines.map(\.width), [30]))
        #expect(close(layout("ab", font: TextFont(family: "Inter Display", weight: 700, size: 10)).lines.map(\.width), [11.55]))
        #expect(close(layout("abc", runs: [TextFontRun(range: 0..<2, font: font, kern: 1)]).lines.map(\.width), [18.5]))
        let big = TextFont(family: "Inter Display", weight: 400, size: 20)
        let mixed = layout("ab", runs: [TextFontRun(range: 1..<2, font: big)])
        #expect(close(mixed.lines.map(\.width), [16.5]) && close([mixed.height], [24.2]))
    }

    @Test func test_whenAParagraphStartsWithHebrew_thatItRunsRightToLeftWhateverTheEnvironment() {
        #expect(layout("שלום abc\nabc").lines.map(\.isRightToLeft) == [true, false])
        #expect(layout("123", rightToLeft: true).lines.map(\.isRightToLeft) == [true])
    }

    @Test func test_whenNoEngineIsLinked_thatFontFilesAreRefusedByPathAndTheSystemFacesAreDescribed() throws {
        #expect(throws: FontError.self) { try measurer.loadFace(path: "Fonts/Custom.ttf") }
        do {
            _ = try measurer.loadFace(path: "Fonts/Custom.ttf")
        } catch {
            #expect("\(error)".hasPrefix("font file Fonts/Custom.ttf: no text engine is linked"))
        }
        let system = try measurer.systemFonts()
        #expect(system.family == "Inter Display" && system.faces.count == 18)
        #expect(system.regular.postScriptName == "InterDisplay-Regular" && system.bold.postScriptName == "InterDisplay-Bold")
        #expect(try measurer.bundledFonts().bold.postScriptName == "DejaVuSans-Bold")
    }

    /// Random words, widths and sizes: at least one line, every line within the width unless it holds one character
    /// wider than it, lines stacked at 1.21 of the size, and the same layout twice.
    @Test func test_whenTextAndWidthsAreRandom_thatLinesFitStackAndRepeat() {
        var random = SplitMix64(seed: 36)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz     日😀ש\n")
        for _ in 0..<300 {
            let text = String((0..<Int.random(in: 1...80, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            let size = Double(Int.random(in: 8...40, using: &random))
            let width = Double(Int.random(in: 1...300, using: &random))
            let font = TextFont(family: "Inter Display", weight: 400, size: size)
            let first = layout(text, width: width, font: font)
            #expect(first == layout(text, width: width, font: font))
            #expect(!first.lines.isEmpty)
            for line in first.lines {
                #expect(line.width <= width + 1e-9 || line.width <= size + 1e-9, "\(text) at \(width)")
            }
            #expect(abs(first.height - Double(first.lines.count) * size * 1.21) < 1e-6)
        }
    }
}
