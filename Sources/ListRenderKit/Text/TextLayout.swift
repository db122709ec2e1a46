import Foundation
import ListCore

/// Text broken into lines that fit a width: glyphs with their positions, ready to draw or to measure.
///
/// Lines break at spaces (a word longer than the width breaks between characters) and at newlines. When the text
/// needs more than `maxLines` lines, the last kept line ends in an ellipsis `…`.
///
/// ```
///   width ────────────────┐
///   │Our summer menu is   │
///   │here, with three new…│   maxLines: 2
/// ```
///
/// ```swift
/// let layout = TextLayout(text: "Our summer menu is here", face: face, size: 15, width: 120, maxLines: 2)
/// layout.lines.count // 2
/// ```
public struct TextLayout: Sendable, Equatable {
    /// A glyph and its horizontal position on its line, in points from the line's start.
    public struct Glyph: Sendable, Equatable {
        /// The glyph index in the face.
        public var index: UInt32
        /// The x of the glyph's origin.
        public var x: Double
    }

    /// One line of text.
    public struct Line: Sendable, Equatable {
        /// The glyphs, left to right.
        public var glyphs: [Glyph]
        /// The advance width of the line (trailing spaces excluded).
        public var width: Double
    }

    /// The lines, top to bottom.
    public var lines: [Line]
    /// The font size in points.
    public var size: Double
    /// The baseline-to-baseline distance in points.
    public var lineHeight: Double
    /// The distance from a line's top to its baseline, in points.
    public var ascent: Double
    /// Whether the text was cut short (and ends in an ellipsis).
    public var isTruncated: Bool

    /// The height of the laid-out text: one line height per line.
    public var height: Double { Double(lines.count) * lineHeight }
    /// The width of the widest line.
    public var width: Double { lines.map(\.width).max() ?? 0 }

    /// Lays out `text`.
    ///
    /// - Parameters:
    ///   - text: the text; `\n` starts a new line.
    ///   - face: the font face.
    ///   - size: the font size in points.
    ///   - width: the width lines must fit in, in points.
    ///   - maxLines: the most lines to keep (`nil`: no limit); at least one line is always kept.
    /// - Complexity: O(n) in the length of the text.
    public init(text: String, face: FontFace, size: Double, width: Double, maxLines: Int? = nil) {
        self.size = size
        self.lineHeight = face.lineHeight * size
        self.ascent = face.ascent * size
        let units = text.unicodeScalars.map { TextUnit(scalar: $0, face: face, size: size) }
        var ranges = TextLayout.breakLines(units, width: width)
        let limit = max(1, maxLines ?? Int.max)
        isTruncated = ranges.count > limit
        var result: [Line] = ranges.prefix(limit - (isTruncated ? 1 : 0)).map { TextLayout.line(units[$0]) }
        if isTruncated {
            ranges = Array(ranges[(limit - 1)...])
            result.append(TextLayout.ellipsizedLine(units[ranges[0]], face: face, size: size, width: width))
        }
        lines = units.isEmpty ? [] : result
    }

    /// The x offset of a line inside a box of `width` points for `alignment`.
    ///
    /// - Parameters:
    ///   - line: a line of this layout.
    ///   - alignment: leading, centre or trailing.
    ///   - width: the width of the box.
    /// - Returns: the offset from the box's left edge.
    public static func offset(of line: Line, alignment: ListTextAlignment, in width: Double) -> Double {
        switch alignment {
        case .leading: return 0
        case .center: return ((width - line.width) / 2).rounded(.down)
        case .trailing: return width - line.width
        }
    }

    // MARK: Line breaking

    /// The ranges of `units` that form each line (newlines and the spaces a line wraps at are left out).
    static func breakLines(_ units: [TextUnit], width: Double) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        while start < units.count {
            var x = 0.0
            var lastSpace: Int?
            var index = start
            while index < units.count, !units[index].isNewline {
                let unit = units[index]
                if unit.isSpace {
                    lastSpace = index
                } else if x + unit.advance > width, index > start {
                    break
                }
                x += unit.advance
                index += 1
            }
            if index == units.count || units[index].isNewline {
                lines.append(start..<index)
                start = index + 1
                if index == units.count - 1 { lines.append(units.count..<units.count) }  // a trailing newline
            } else if let space = lastSpace, space > start {
                lines.append(start..<space)
                start = space + 1
                while start < units.count, units[start].isSpace { start += 1 }
            } else {
                lines.append(start..<index)
                start = index
            }
        }
        return lines
    }

    /// A line made of `units`, trailing spaces excluded from its width.
    static func line(_ units: ArraySlice<TextUnit>) -> Line {
        var glyphs: [Glyph] = []
        glyphs.reserveCapacity(units.count)
        var x = 0.0
        var width = 0.0
        for unit in units {
            glyphs.append(Glyph(index: unit.glyph, x: x))
            x += unit.advance
            if !unit.isSpace { width = x }
        }
        return Line(glyphs: glyphs, width: width)
    }

    /// The longest prefix of `units` that fits `width` with an ellipsis after it, then the ellipsis.
    static func ellipsizedLine(_ units: ArraySlice<TextUnit>, face: FontFace, size: Double, width: Double) -> Line {
        let ellipsis = TextUnit(scalar: "…", face: face, size: size)
        var end = units.endIndex
        var lineWidth = units.reduce(0) { $0 + $1.advance }
        while end > units.startIndex, lineWidth + ellipsis.advance > width || units[end - 1].isSpace {
            end -= 1
            lineWidth -= units[end].advance
        }
        var line = self.line(units[units.startIndex..<end])
        line.glyphs.append(Glyph(index: ellipsis.glyph, x: lineWidth))
        line.width = lineWidth + ellipsis.advance
        return line
    }
}

/// One character of text with its glyph and advance at a font size.
struct TextUnit {
    var glyph: UInt32
    var advance: Double
    var isSpace: Bool
    var isNewline: Bool

    init(scalar: Unicode.Scalar, face: FontFace, size: Double) {
        isNewline = scalar == "\n"
        isSpace = scalar == " " || scalar == "\t"
        let shown: Unicode.Scalar = scalar == "\t" ? " " : scalar
        glyph = isNewline ? 0 : face.glyph(for: shown)
        advance = isNewline ? 0 : face.advance(ofGlyph: glyph) * size
    }
}
