import Foundation
import ListCore

/// Text set by Pango over HarfBuzz in lines that fit a width: shaped glyph runs in visual order with their fonts
/// and positions, ready to draw or to measure (measuring and drawing use the same layout, so they never disagree).
///
/// Lines break where Unicode allows (a word longer than the width breaks between characters) and at newlines;
/// text is shaped (kerning, ligatures, joined Arabic), bidirectional (each paragraph takes the direction of its
/// first strong character), and characters the primary face lacks come from the pinned fallback chain. When the
/// text needs more than `maxLines` lines, the last kept line ends in an ellipsis `…` (other cuts, UILabel's line
/// break modes, and line spacing: ``init(text:font:runs:width:maxLines:maxHeight:language:rightToLeft:lineBreakMode:paragraphStyle:)``).
///
/// ```
///   width ────────────────┐
///   │Our summer menu is   │
///   │here, with three new…│   maxLines: 2
/// ```
///
/// ```swift
/// let face = try FontSet.bundled().regular
/// let layout = TextLayout(text: "Our summer menu is here", face: face, size: 15, width: 120, maxLines: 2)
/// layout.lines.count // 2
/// ```
public struct TextLayout: Sendable, Equatable {
    /// A glyph and its position on its line.
    public struct Glyph: Sendable, Equatable {
        /// The glyph index in its run's font (0 for a character no font has).
        public var index: UInt32
        /// The x of the glyph's origin, in points from the line's left end.
        public var x: Double
        /// The y of the glyph's origin relative to the baseline (positive is down).
        public var y: Double
        /// The advance to the next glyph, in points.
        public var advance: Double
        /// Whether no font of the chain has the character (drawn as a box).
        public var isMissing: Bool
        /// The UTF-8 offset in the text of the character (cluster) the glyph draws; an ellipsis's glyph has the
        /// offset of the first character it replaces. It chooses the glyph's colour in text of several colours.
        public var offset: Int = 0

        /// A glyph (the text engine makes them).
        package init(index: UInt32, x: Double, y: Double, advance: Double, isMissing: Bool, offset: Int = 0) {
            self.index = index
            self.x = x
            self.y = y
            self.advance = advance
            self.isMissing = isMissing
            self.offset = offset
        }
    }

    /// Glyphs of one font and one direction, as HarfBuzz shaped them.
    public struct Run: Sendable, Equatable {
        /// The font (`nil` only when Pango found none).
        public var font: ShapedFont?
        /// The glyphs, left to right.
        public var glyphs: [Glyph]
        /// Whether the run is right-to-left text (its glyphs are still listed left to right).
        public var isRightToLeft: Bool

        /// A run (the text engine makes them).
        package init(font: ShapedFont?, glyphs: [Glyph], isRightToLeft: Bool) {
            self.font = font
            self.glyphs = glyphs
            self.isRightToLeft = isRightToLeft
        }
    }

    /// One line of text.
    public struct Line: Sendable, Equatable {
        /// The runs, left to right (visual order).
        public var runs: [Run]
        /// The advance width of the line (the space a line wraps at excluded).
        public var width: Double
        /// The line's top, in points from the layout's top.
        public var top: Double
        /// The baseline, in points from the layout's top.
        public var baseline: Double
        /// The line's height (taller when a fallback font with larger metrics is on it).
        public var height: Double
        /// Whether the line's paragraph is right-to-left.
        public var isRightToLeft: Bool

        /// Every glyph of the line, left to right.
        public var glyphs: [Glyph] { runs.flatMap(\.glyphs) }

        /// A line (the text engine makes them).
        package init(runs: [Run], width: Double, top: Double, baseline: Double, height: Double, isRightToLeft: Bool) {
            self.runs = runs
            self.width = width
            self.top = top
            self.baseline = baseline
            self.height = height
            self.isRightToLeft = isRightToLeft
        }
    }

    /// The lines, top to bottom.
    public var lines: [Line]
    /// The font size in points.
    public var size: Double
    /// The height of one line of the primary face, in points.
    public var lineHeight: Double
    /// The distance from the top of a line of the primary face to its baseline, in points.
    public var ascent: Double
    /// Whether the text was cut short (and ends in an ellipsis).
    public var isTruncated: Bool
    /// Whether leading is the right edge (the layout direction of the environment).
    public var isRightToLeft: Bool
    /// How many characters no font of the chain has.
    public var missingGlyphs: Int

    /// The height of the laid-out text: the bottom of its last line.
    public var height: Double { lines.last.map { $0.top + $0.height } ?? 0 }
    /// The width of the widest line.
    public var width: Double { lines.map(\.width).max() ?? 0 }
    /// The fonts the text is drawn with.
    public var fonts: Set<ShapedFont> { Set(lines.flatMap { $0.runs.compactMap(\.font) }) }

    /// Lays out `text`.
    ///
    /// - Parameters:
    ///   - text: the text; `\n` starts a new paragraph.
    ///   - face: the primary face (characters it lacks come from the fallback chain).
    ///   - size: the font size in points.
    ///   - width: the width lines must fit in, in points (`.infinity`: one line per paragraph).
    ///   - maxLines: the most lines of the primary face's height to keep (`nil`: no limit); one line always stays.
    ///   - language: the BCP 47 language tag, which chooses language-specific shaping, line breaking and
    ///     Chinese/Japanese/Korean glyph forms.
    ///   - rightToLeft: whether the environment's layout direction is right-to-left: leading is the right edge, and
    ///     paragraphs without a strong character run right to left.
    /// - Complexity: O(n) in the length of the text; layouts are cached for the process.
    public init(
        text: String, face: FontFace, size: Double, width: Double, maxLines: Int? = nil, language: String = "en",
        rightToLeft: Bool = false
    ) {
        self = TextMeasurement.installed.layout(
            text: text, font: TextFont(face: face, size: size), runs: [], width: width, maxLines: maxLines,
            maxHeight: nil, language: language, rightToLeft: rightToLeft, lineBreakMode: .byTruncatingTail,
            paragraphStyle: .plain)
    }

    /// Lays out `text` in at most `maxHeight` points: the lines that fit (at least one), the last ending in `…`
    /// when some are cut. Lines of taller fallback fonts count for their real height, so text measured by the same
    /// layout always fits the height it was measured at.
    ///
    /// - Parameters:
    ///   - maxHeight: the most height the lines may take (`nil`: no limit).
    ///   - others: as ``init(text:face:size:width:maxLines:language:rightToLeft:)``.
    public init(
        text: String, face: FontFace, size: Double, width: Double, maxHeight: Double?, language: String = "en",
        rightToLeft: Bool = false
    ) {
        self = TextMeasurement.installed.layout(
            text: text, font: TextFont(face: face, size: size), runs: [], width: width, maxLines: nil,
            maxHeight: maxHeight, language: language, rightToLeft: rightToLeft, lineBreakMode: .byTruncatingTail,
            paragraphStyle: .plain)
    }

    /// The height of one line of `face` at `size` (what a line counts for when keeping `maxLines`).
    public static func lineHeight(of face: FontFace, size: Double) -> Double {
        lineHeight(of: TextFont(face: face, size: size))
    }

    /// A layout (the text engine makes them).
    package init(
        lines: [Line], size: Double, lineHeight: Double, ascent: Double, isTruncated: Bool, isRightToLeft: Bool,
        missingGlyphs: Int
    ) {
        self.lines = lines
        self.size = size
        self.lineHeight = lineHeight
        self.ascent = ascent
        self.isTruncated = isTruncated
        self.isRightToLeft = isRightToLeft
        self.missingGlyphs = missingGlyphs
    }

    /// The x offset of a line inside a box of `width` points for `alignment`: leading is the left edge, or the right
    /// edge when the layout is right-to-left.
    ///
    /// - Parameters:
    ///   - line: a line of this layout.
    ///   - alignment: leading, centre or trailing.
    ///   - width: the width of the box.
    /// - Returns: the offset from the box's left edge.
    public func offset(of line: Line, alignment: ListTextAlignment, in width: Double) -> Double {
        switch (alignment, isRightToLeft) {
        case (.center, _): return ((width - line.width) / 2).rounded(.down)
        case (.leading, false), (.trailing, true): return 0
        case (.trailing, false), (.leading, true): return width - line.width
        }
    }
}
