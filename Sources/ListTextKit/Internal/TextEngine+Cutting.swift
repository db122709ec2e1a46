import CCairo
import Foundation
import ListTextModel
import ListCore

extension TextRequest {
    /// Pango's ellipsizing for a truncating mode: `…` at the start, middle or end of the last kept line.
    var ellipsizeMode: PangoEllipsizeMode {
        switch lineBreakMode {
        case .byTruncatingHead: return PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: return PANGO_ELLIPSIZE_MIDDLE
        case .byTruncatingTail, .byWordWrapping, .byCharWrapping, .byClipping: return PANGO_ELLIPSIZE_END
        }
    }
}

extension TextEngine {
    /// Sets text under a line or height limit in a mode that cuts without `…` (UILabel's wrapping modes and
    /// clipping): the text is set without a limit and the lines that fit are kept as they broke (lines counted
    /// across paragraphs, or the lines whose bottom is within `maxHeight`; at least one). Under `.byClipping` the
    /// last kept line holds the rest of its paragraph on one line, as wide as it is (the drawing clips it at the
    /// label's edge); it keeps the place of the line it replaces.
    ///
    /// ```
    ///   byWordWrapping   byCharWrapping   byClipping       (2 lines, 14 characters wide)
    ///   Our summer       Our summer men   Our summer
    ///   menu is here     u is here, wit   menu is here, wi|th three new dishes
    /// ```
    ///
    /// Call under the engine's lock.
    func cutLayout(_ request: TextRequest) -> TextLayout {
        var unlimited = request
        unlimited.maxLines = nil
        unlimited.maxHeight = nil
        let (whole, starts) = setText(unlimited)
        var keep = whole.lines.count
        if let maxLines = request.maxLines { keep = min(keep, max(1, maxLines)) }
        if let maxHeight = request.maxHeight {
            keep = min(keep, max(1, whole.lines.prefix { $0.top + $0.height <= maxHeight + 0.001 }.count))
        }
        guard keep < whole.lines.count else { return whole }
        var layout = whole
        layout.isTruncated = true
        layout.lines = Array(whole.lines.prefix(keep))
        guard request.lineBreakMode == .byClipping else { return layout }
        let bytes = Array(ShapingBudget.bounded(request.text).utf8)
        let start = min(starts[keep - 1], bytes.count)
        let rest = start..<Self.paragraph(around: start, in: bytes).upperBound
        guard !rest.isEmpty else { return layout }
        var oneLine = unlimited
        oneLine.text = String(decoding: bytes[rest], as: UTF8.self)
        oneLine.width = .infinity
        oneLine.paragraphStyle = .plain
        oneLine.spans = request.spans.compactMap { span in
            let range = span.range.clamped(to: rest)
            guard !range.isEmpty else { return nil }
            var moved = span
            moved.range = (range.lowerBound - rest.lowerBound)..<(range.upperBound - rest.lowerBound)
            return moved
        }
        guard var line = setText(oneLine).layout.lines.first else { return layout }
        let replaced = layout.lines[keep - 1]
        line.top = replaced.top
        line.baseline = replaced.baseline
        line.height = replaced.height
        for run in line.runs.indices {
            for glyph in line.runs[run].glyphs.indices { line.runs[run].glyphs[glyph].offset += rest.lowerBound }
        }
        layout.lines[keep - 1] = line
        return layout
    }

    /// Sets text whose paragraph style moves lines under a height limit: the lines that fit once spaced are
    /// counted on the text set without a limit, and the text is set again under that line count (so the last kept
    /// line is cut as ``makeLayout(_:nominal:)`` cuts it). Call under the engine's lock.
    func spacedLayout(_ request: TextRequest, maxHeight: Double) -> TextLayout {
        var unlimited = request
        unlimited.maxLines = nil
        unlimited.maxHeight = nil
        let whole = setText(unlimited).layout
        let fit = max(1, whole.lines.prefix { $0.top + $0.height <= maxHeight + 0.001 }.count)
        guard fit < whole.lines.count else { return whole }
        var limited = unlimited
        limited.maxLines = fit
        return makeLayout(limited)
    }

    /// Whether a line starting at UTF-8 offset `start` starts a paragraph (the text's start, or after `\n`, `\r`
    /// or U+2029).
    static func startsParagraph(at start: Int, in bytes: [UInt8]) -> Bool {
        guard start > 0, start <= bytes.count else { return start == 0 }
        if bytes[start - 1] == 0x0A || bytes[start - 1] == 0x0D { return true }
        return start >= 3 && bytes[start - 3] == 0xE2 && bytes[start - 2] == 0x80 && bytes[start - 1] == 0xA9
    }
}
