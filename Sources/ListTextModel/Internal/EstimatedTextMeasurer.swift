import Foundation
import ListCore

/// Text measured without a text engine (ListTextKit not linked: an app of the headless adapter alone): deterministic
/// estimates, never zero sizes and never a crash, so labels size, wrap and self-size cells plausibly and identically
/// on every machine. It is not what ListPreview draws: ``TextLayout/usesEstimatedMetrics`` says which one a process
/// uses.
///
/// - A character (an extended grapheme cluster) advances 0.55 of its font's size, a space 0.28, a Chinese, Japanese
///   or Korean character or an emoji 1; bold (600 and up) 5 % more; a run's kern is added after each character.
/// - A line is 1.21 of its tallest font's size, its baseline 0.97 of it below its top (Inter Display's metrics, the
///   system font's).
/// - Lines wrap at spaces, a word wider than the line between characters (`.byCharWrapping`: between any
///   characters); `.byClipping` keeps each paragraph on one line. `maxHeight` (else `maxLines`) keeps the lines
///   that fit, at least one; a line ending in an ellipsis (the truncating modes) is as wide as its text and `…`
///   (1 of the size), at most the width. Paragraph styles space the lines as the engine does.
/// - Lines hold no glyphs (nothing is shaped); a paragraph is right to left when its first strong character is
///   Hebrew or Arabic, left to right when it is another letter, else as the environment.
/// - Fonts: the system and bundled sets are described by their pinned names and these metrics; font files are not
///   read (``loadFace(path:)`` throws).
package struct EstimatedTextMeasurer: TextMeasuring {
    /// A line's height, as a fraction of the font size.
    static let lineHeight = 1.21
    /// The distance from a line's top to its baseline, as a fraction of the font size.
    static let ascent = 0.97

    /// The measurer.
    package init() {}

    package func layout(
        text: String, font: TextFont, runs: [TextFontRun], width: Double, maxLines: Int?, maxHeight: Double?,
        language: String, rightToLeft: Bool, lineBreakMode: NSLineBreakMode, paragraphStyle: TextParagraphStyle
    ) -> TextLayout {
        let nominal = lineMetrics(of: font)
        guard !text.isEmpty else {
            return TextLayout(
                lines: [], size: font.size, lineHeight: nominal.height, ascent: nominal.ascent, isTruncated: false,
                isRightToLeft: rightToLeft, missingGlyphs: 0)
        }
        let wrap = width.isFinite && width >= 0 && lineBreakMode != .byClipping ? width : .infinity
        // The paragraphs' characters and each one's first strong direction (`nil`: none yet).
        var paragraphs: [[EstimatedCharacter]] = [[]]
        var directions: [Bool?] = [nil]
        var offset = 0
        for character in text {
            defer { offset += character.utf8.count }
            if character == "\n" || character == "\r" || character == "\r\n" || character == "\u{2029}" {
                paragraphs.append([])
                directions.append(nil)
                continue
            }
            paragraphs[paragraphs.count - 1].append(
                EstimatedCharacter(character, font: Self.font(at: offset, in: runs, else: font)))
            if directions[directions.count - 1] == nil { directions[directions.count - 1] = Self.direction(of: character) }
        }
        var broken: [EstimatedLine] = []
        var startsParagraph: [Bool] = []
        for (characters, direction) in zip(paragraphs, directions) {
            let lines = EstimatedLine.wrap(
                characters, width: wrap, byCharacters: lineBreakMode == .byCharWrapping, fallback: font,
                rightToLeft: direction ?? rightToLeft)
            startsParagraph += lines.indices.map { $0 == 0 }
            broken += lines
        }
        var lines = Self.stacked(broken)
        if !paragraphStyle.isPlain {
            lines = paragraphStyle.stack(lines) { startsParagraph[$0] }
        }
        var kept = lines.count
        if let maxHeight {
            kept = max(1, lines.prefix { $0.top + $0.height <= max(0, maxHeight) + 1e-9 }.count)
        } else if let maxLines, maxLines > 0 {
            kept = min(lines.count, maxLines)
        }
        let isTruncated = kept < lines.count
        lines = Array(lines.prefix(kept))
        if isTruncated, lineBreakMode != .byWordWrapping, lineBreakMode != .byCharWrapping, var last = lines.last {
            last.width = min(wrap, last.width + font.size)
            lines[lines.count - 1] = last
        }
        return TextLayout(
            lines: lines, size: font.size, lineHeight: nominal.height, ascent: nominal.ascent, isTruncated: isTruncated,
            isRightToLeft: rightToLeft, missingGlyphs: 0)
    }

    package func lineMetrics(of font: TextFont) -> (height: Double, ascent: Double) {
        (font.size * Self.lineHeight, font.size * Self.ascent)
    }

    package func loadFace(path: String) throws -> FontFace {
        throw FontError.font(
            path: path,
            reason: "no text engine is linked, so font files are not read (text is measured with estimated metrics; "
                + "depend on the ListPreview product for ListTextKit)")
    }

    package func systemFonts() throws -> FontSet {
        Self.system
    }

    package func bundledFonts() throws -> FontSet {
        Self.bundled
    }

    /// Inter Display's eighteen faces, by their pinned names.
    private static let system = FontSet(
        family: PinnedFont.systemFamily,
        faces: PinnedFont.systemFaces.map { pinned in
            let style = pinned.fileName.dropFirst("InterDisplay-".count).dropLast(".otf".count)
            let weights = [
                ("ExtraLight", 200), ("ExtraBold", 800), ("SemiBold", 600), ("Thin", 100), ("Light", 300),
                ("Medium", 500), ("Bold", 700), ("Black", 900),
            ]
            let weight = weights.first { style.hasPrefix($0.0) }?.1 ?? 400
            return describedFace(
                path: pinned.path, family: PinnedFont.systemFamily, weight: weight, isItalic: style.hasSuffix("Italic"),
                postScriptName: "InterDisplay-" + style)
        })

    /// DejaVu Sans and DejaVu Sans Bold, by their names.
    private static let bundled = FontSet(
        regular: describedFace(
            path: "DejaVuSans.ttf", family: "DejaVu Sans", weight: 400, isItalic: false, postScriptName: "DejaVuSans"),
        bold: describedFace(
            path: "DejaVuSans-Bold.ttf", family: "DejaVu Sans", weight: 700, isItalic: false,
            postScriptName: "DejaVuSans-Bold"))

    private static func describedFace(
        path: String, family: String, weight: Int, isItalic: Bool, postScriptName: String
    ) -> FontFace {
        FontFace(
            path: path, familyName: family, weight: weight, isItalic: isItalic, postScriptName: postScriptName,
            ascent: ascent, descent: lineHeight - ascent, lineHeight: lineHeight, glyphForScalar: [:], advances: [])
    }

    /// The font of the character at a UTF-8 offset: the run's that covers it, else the text's.
    private static func font(at offset: Int, in runs: [TextFontRun], else font: TextFont) -> (TextFont, Double) {
        guard let run = runs.first(where: { $0.range.contains(offset) }) else { return (font, 0) }
        return (run.font, run.usableKern)
    }

    /// A character's strong direction: right to left for Hebrew and Arabic, left to right for other letters, `nil`
    /// for the rest (digits, punctuation, spaces).
    private static func direction(of character: Character) -> Bool? {
        for scalar in character.unicodeScalars {
            switch scalar.value {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF: return true
            default: if scalar.properties.isAlphabetic { return false }
            }
        }
        return nil
    }

    /// Lines from the top, each as tall as its tallest font.
    private static func stacked(_ lines: [EstimatedLine]) -> [TextLayout.Line] {
        var top = 0.0
        return lines.map { line in
            defer { top += line.size * lineHeight }
            return TextLayout.Line(
                runs: [], width: line.width, top: top, baseline: top + line.size * ascent, height: line.size * lineHeight,
                isRightToLeft: line.isRightToLeft)
        }
    }
}
