import Foundation
import ListTextModel

extension TextEngine {
    /// Sets text of several paragraphs in at most `maxLines` lines counted across its paragraphs, as UILabel's
    /// `numberOfLines` counts them whatever their heights (runs of several fonts, lines of a taller fallback font).
    ///
    /// Pango counts lines per paragraph only (a negative height), and a height limit guesses each next line's
    /// height from the line before it, so neither counts lines of mixed heights across paragraphs. Paragraphs are
    /// set independently, so the text is set without a limit, and when it has more lines than the limit, the lines
    /// of the paragraphs before the last kept line are kept as they are and that line's paragraph is set again on
    /// its own with Pango's per-paragraph count (its last kept line then ends in `…` when the paragraph goes on, as
    /// one-paragraph text does) and placed below them; later paragraphs are dropped. When that line ends its
    /// paragraph and text follows, it ends in `…` too (UILabel truncates the last visible line: "A", "B…" for
    /// "A\nB\nC" in two lines).
    ///
    /// ```
    ///   Title            ← paragraph 1, kept as set
    ///   a body of small  ← paragraph 2 set alone with 2 lines: maxLines 3
    ///   words that wrap…
    /// ```
    ///
    /// Call under the engine's lock (the layout cache calls it).
    func paragraphsLayout(_ request: TextRequest) -> TextLayout {
        let limit = max(1, request.maxLines ?? 1)
        var unlimited = request
        unlimited.maxLines = nil
        let (whole, starts) = setText(unlimited)
        guard whole.lines.count > limit else { return whole }
        let bytes = Array(ShapingBudget.bounded(request.text).utf8)
        let lastStart = min(starts[limit - 1], bytes.count)
        let paragraph = Self.paragraph(around: lastStart, in: bytes)
        var layout = whole
        layout.isTruncated = true
        guard !paragraph.isEmpty else {
            // The last kept line is an empty paragraph: kept as set.
            layout.lines = Array(whole.lines.prefix(limit))
            return layout
        }
        let firstLine = starts.firstIndex { $0 >= paragraph.lowerBound } ?? limit - 1
        // Later paragraphs are dropped: the last kept line ends in "…" even when it ends its own paragraph, as
        // UILabel truncates the last visible line when text follows it. The paragraph is set with "…" appended
        // (in the font of its last character); when that no longer fits, Pango cuts the line and ellipsizes it.
        // Head and middle truncation cut inside the line only: nothing is appended for dropped paragraphs.
        let followed = request.lineBreakMode == .byTruncatingTail && Self.hasText(after: paragraph.upperBound, in: bytes)
        let ellipsis = followed ? Array("\u{2026}".utf8) : []
        var alone = request
        alone.text = String(decoding: Array(bytes[paragraph]) + ellipsis, as: UTF8.self)
        alone.maxLines = limit - firstLine
        alone.spans = request.spans.compactMap { span in
            let range = span.range.clamped(to: paragraph)
            guard !range.isEmpty else { return nil }
            var moved = span
            let end = range.upperBound == paragraph.upperBound ? range.upperBound + ellipsis.count : range.upperBound
            moved.range = (range.lowerBound - paragraph.lowerBound)..<(end - paragraph.lowerBound)
            return moved
        }
        let tail = setText(alone).layout
        // The appended "…" draws as the paragraph's last character does (its colour run).
        let lastCharacter = Self.lastCharacterStart(of: paragraph, in: bytes)
        let top = firstLine < whole.lines.count ? whole.lines[firstLine].top : 0
        let moved = tail.lines.map { line in
            var line = line
            line.top += top
            line.baseline += top
            for run in line.runs.indices {
                for glyph in line.runs[run].glyphs.indices {
                    let offset = line.runs[run].glyphs[glyph].offset + paragraph.lowerBound
                    line.runs[run].glyphs[glyph].offset = min(offset, lastCharacter)
                }
            }
            return line
        }
        layout.lines = Array(whole.lines.prefix(firstLine)) + moved
        return layout
    }

    /// Whether anything but paragraph separators follows `offset`: text that truncation drops.
    static func hasText(after offset: Int, in bytes: [UInt8]) -> Bool {
        String(decoding: bytes[min(offset, bytes.count)...], as: UTF8.self).unicodeScalars.contains {
            $0 != "\n" && $0 != "\r" && $0 != "\u{2029}"
        }
    }

    /// The UTF-8 offset at which the last character of a non-empty paragraph starts.
    static func lastCharacterStart(of paragraph: Range<Int>, in bytes: [UInt8]) -> Int {
        var start = paragraph.upperBound - 1
        while start > paragraph.lowerBound, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return start
    }

    /// The UTF-8 range of the paragraph that holds `offset`, its separator (`\n`, `\r`, `\r\n`, U+2029) excluded.
    static func paragraph(around offset: Int, in bytes: [UInt8]) -> Range<Int> {
        func isSeparator(at index: Int) -> Bool {
            bytes[index] == 0x0A || bytes[index] == 0x0D
                || (index + 2 < bytes.count && bytes[index] == 0xE2 && bytes[index + 1] == 0x80 && bytes[index + 2] == 0xA9)
        }
        var start = offset
        while start > 0 {
            if bytes[start - 1] == 0x0A || bytes[start - 1] == 0x0D { break }
            if start >= 3, bytes[start - 3] == 0xE2, bytes[start - 2] == 0x80, bytes[start - 1] == 0xA9 { break }
            start -= 1
        }
        var end = offset
        while end < bytes.count, !isSeparator(at: end) { end += 1 }
        return start..<end
    }
}
