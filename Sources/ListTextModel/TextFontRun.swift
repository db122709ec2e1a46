import Foundation
import ListCore

/// A stretch of text set in its own font (an attributed string's `.font` run): its family, weight and size are
/// given to Pango as a font attribute over its bytes, so the one layout that measures the text also draws it.
///
/// ```swift
/// let bold = TextFont(family: "DejaVu Sans", isBold: true, size: 20)
/// let regular = TextFont(family: "DejaVu Sans", isBold: false, size: 12)
/// let layout = TextLayout(
///     text: "Bold regular", font: bold,
///     runs: [TextFontRun(range: 0..<4, font: bold), TextFontRun(range: 4..<12, font: regular)], width: .infinity)
/// ```
public struct TextFontRun: Sendable, Hashable {
    /// The UTF-8 offsets of the stretch in the text.
    public var range: Range<Int>
    /// Its font.
    public var font: TextFont
    /// Points added after each of its characters (UIKit's `.kern`), given to Pango as letter spacing, so the
    /// layout that measures the text draws it spaced.
    public var kern: Double

    /// Creates a run.
    ///
    /// - Parameters:
    ///   - range: the UTF-8 offsets of the stretch.
    ///   - font: its font.
    ///   - kern: points added after each character (0: the font's own spacing).
    public init(range: Range<Int>, font: TextFont, kern: Double = 0) {
        self.range = range
        self.font = font
        self.kern = kern
    }

    /// The most kern, either way, the engine applies: ``kern`` is clamped to ±1,000 points (a line that long is
    /// far past any cell), and a NaN or infinite kern counts as 0, so no value reaches Pango's units or a line's
    /// width as something they cannot hold.
    public static let kernLimit = 1_000.0

    /// ``kern`` as the engine applies it (finite, within ±``kernLimit``).
    package var usableKern: Double { kern.isFinite ? min(max(kern, -Self.kernLimit), Self.kernLimit) : 0 }
}

extension TextLayout {
    /// Lays out `text` whose stretches are set in several fonts, as
    /// ``init(text:font:width:maxLines:maxHeight:language:rightToLeft:)``: `font` is the text's own font (lines
    /// counted for `maxLines` when the text has several paragraphs, ``lineHeight`` and ``ascent``), each run's
    /// font covers its bytes, and a run's ``TextFontRun/kern`` spaces its characters (Pango's letter spacing).
    /// Lines are as tall as their tallest run. With one font among the runs and no kern the layout is exactly the
    /// one-font layout.
    ///
    /// - Parameters:
    ///   - runs: the stretches and their fonts, UTF-8 offsets in `text`.
    ///   - lineBreakMode: how lines wrap (`.byCharWrapping`: between any characters; otherwise at words, a word
    ///     wider than the line between characters) and how the last kept line is cut when lines are dropped: `…`
    ///     at its start, middle or end (`.byTruncatingHead`/`Middle`/`Tail`: Pango's ellipsizing, the line
    ///     holding the rest of its paragraph), nothing (`.byWordWrapping`, `.byCharWrapping`: the lines as they
    ///     broke), or the rest of its paragraph on one line, wider than `width` (`.byClipping`: the drawing clips it).
    ///   - paragraphStyle: spacing of lines and paragraphs, moving lines after they broke (counted in `maxHeight`).
    ///   - others: as ``init(text:font:width:maxLines:maxHeight:language:rightToLeft:)``.
    /// - Complexity: O(n) in the length of the text; layouts are cached for the process (keyed on the runs' fonts).
    public init(
        text: String, font: TextFont, runs: [TextFontRun], width: Double, maxLines: Int? = nil,
        maxHeight: Double? = nil, language: String = "en", rightToLeft: Bool = false,
        lineBreakMode: NSLineBreakMode = .byTruncatingTail, paragraphStyle: TextParagraphStyle = .plain
    ) {
        self = TextMeasurement.installed.layout(
            text: text, font: font, runs: runs, width: width, maxLines: maxLines, maxHeight: maxHeight,
            language: language, rightToLeft: rightToLeft, lineBreakMode: lineBreakMode, paragraphStyle: paragraphStyle)
    }
}
