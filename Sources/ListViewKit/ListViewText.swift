import Foundation
import ListCore
import ListTextModel

/// Text in a view snapshot, with every parameter it was measured with, so the renderer lays it out again through
/// ListTextKit and draws exactly what was measured (one road for measuring and drawing).
///
/// ```
///   node bounds ┌──────────────────────────┐
///               │ rect ┌───────────────┐   │  lines start at rect's top; each line is placed in rect's width
///               │      │Our summer menu│   │  by `alignment` (already resolved for the layout direction)
///               │      │is here, with… │   │
///               │      └───────────────┘   │
///               └──────────────────────────┘
/// ```
///
/// ```swift
/// let layout = text.layout()
/// for line in layout.lines {
///     let x = text.rect.minX + layout.offset(of: line, alignment: text.alignment, in: text.rect.width)
///     let baseline = text.rect.minY + line.baseline
///     // draw line.runs at (x, baseline), glyphs coloured by text.color(atUTF8Offset:)
/// }
/// ```
public struct ListViewText: Sendable, Hashable {
    /// A stretch of the text in one font and colour, with its attributed-string decorations.
    public struct Run: Sendable, Hashable {
        /// The UTF-8 offsets of the run in ``ListViewText/string``.
        public var range: Range<Int>
        /// The font it is set in.
        public var font: TextFont
        /// Its colour, resolved for the appearance.
        public var color: ListColor
        /// Points added after each character (`.kern`; measured and drawn).
        public var kern: Double
        /// Its underline (`.underlineStyle`; empty: none).
        public var underline: ListUnderlineStyle
        /// The underline's colour (`nil`: ``color``).
        public var underlineColor: ListColor?
        /// Its line through the text (`.strikethroughStyle`; empty: none).
        public var strikethrough: ListUnderlineStyle
        /// The strikethrough's colour (`nil`: ``color``).
        public var strikethroughColor: ListColor?
        /// The colour filled behind its glyphs, a line tall (`.backgroundColor`; `nil`: none).
        public var backgroundColor: ListColor?

        /// Creates a run.
        ///
        /// - Parameters:
        ///   - range: the UTF-8 offsets of the run.
        ///   - font: its font.
        ///   - color: its colour.
        ///   - kern: points added after each character.
        ///   - underline: its underline style (empty: none).
        ///   - underlineColor: the underline's colour (`nil`: `color`).
        ///   - strikethrough: its strikethrough style (empty: none).
        ///   - strikethroughColor: the strikethrough's colour (`nil`: `color`).
        ///   - backgroundColor: the colour behind its glyphs (`nil`: none).
        public init(
            range: Range<Int>, font: TextFont, color: ListColor, kern: Double = 0, underline: ListUnderlineStyle = [],
            underlineColor: ListColor? = nil, strikethrough: ListUnderlineStyle = [],
            strikethroughColor: ListColor? = nil, backgroundColor: ListColor? = nil
        ) {
            self.range = range
            self.font = font
            self.color = color
            self.kern = kern
            self.underline = underline
            self.underlineColor = underlineColor
            self.strikethrough = strikethrough
            self.strikethroughColor = strikethroughColor
            self.backgroundColor = backgroundColor
        }
    }

    /// The text.
    public var string: String
    /// The runs, covering the whole text in order (at least one).
    public var runs: [Run]
    /// Where the lines go, in the node's bounds coordinates: the first line's top at `minY`, lines wrapped at
    /// `width` and placed in it by ``alignment``.
    public var rect: CGRect
    /// Leading, centre or trailing, resolved for the layout direction.
    public var alignment: ListTextAlignment
    /// The most lines (0: no limit).
    public var numberOfLines: Int
    /// How lines wrap and how the last kept line is cut (see ListTextKit's `TextLayout`): `…` at its start,
    /// middle or end in the truncating modes, nothing in the wrapping modes, clipped at the edge by `.byClipping`.
    public var lineBreakMode: NSLineBreakMode
    /// Spacing of lines and paragraphs (an attributed string's `NSParagraphStyle`).
    public var paragraphStyle: TextParagraphStyle
    /// The most height the lines may take (`nil`: no limit): the label's height.
    public var maxHeight: Double?
    /// The BCP 47 language tag.
    public var language: String
    /// Whether the layout direction is right-to-left.
    public var isRightToLeft: Bool
    /// The width lines wrap at when it is less than `rect.width` (`nil`: `rect.width`): text that keeps room
    /// beside it free (a cell's title beside a header's trailing detail) while its lines are still placed by
    /// ``alignment`` in the whole rect.
    public var wrapWidth: Double?
    /// The layout a label kept when it described this text (``keepingLayout()``), for the later readers of the same
    /// value (the sidecar, the renderer); used only while the fields it depends on are unchanged, and ignored by `==`
    /// and hashing.
    var keptLayout = KeptTextLayoutSlot()

    /// Creates text.
    public init(
        string: String, runs: [Run], rect: CGRect, alignment: ListTextAlignment = .leading, numberOfLines: Int = 1,
        lineBreakMode: NSLineBreakMode = .byTruncatingTail, maxHeight: Double? = nil, language: String = "en",
        isRightToLeft: Bool = false, wrapWidth: Double? = nil, paragraphStyle: TextParagraphStyle = .plain
    ) {
        self.paragraphStyle = paragraphStyle
        self.wrapWidth = wrapWidth
        self.string = string
        self.runs = runs
        self.rect = rect
        self.alignment = alignment
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.maxHeight = maxHeight
        self.language = language
        self.isRightToLeft = isRightToLeft
    }

    /// The font of the text (the first run's).
    public var font: TextFont? { runs.first?.font }

    /// The colour of the character at a UTF-8 offset.
    ///
    /// - Parameter offset: a UTF-8 offset in ``string``.
    /// - Returns: the colour of the run that holds it (the last run's past the end).
    public func color(atUTF8Offset offset: Int) -> ListColor {
        (runs.first { $0.range.contains(offset) } ?? runs.last)?.color ?? .black
    }

    /// The text laid out as it was measured, each run in its font: wrapped at `rect.width` or ``wrapWidth`` (unless
    /// one line is asked for without a limit on width), at most ``numberOfLines`` lines and ``maxHeight`` points,
    /// the last kept line cut by ``lineBreakMode``, lines spaced by ``paragraphStyle``.
    ///
    /// - Returns: the layout (cached by the text engine, or kept by the label that described the text).
    public func layout() -> TextLayout {
        if let kept = keptLayout.kept, kept.isLayout(of: self) { return kept.layout }
        return freshLayout()
    }

    /// The layout from the text engine (``layout()`` without a kept one).
    func freshLayout() -> TextLayout {
        guard let font else { return TextLayout(text: "", font: TextFont(family: "", isBold: false, size: 0), width: 0) }
        let maxLines = numberOfLines > 0 ? numberOfLines : nil
        let width = min(Double(rect.width), wrapWidth ?? .infinity)
        // Every run's font goes to the layout (Pango font attributes), so lines are measured and drawn in them.
        let fontRuns = runs.map { TextFontRun(range: $0.range, font: $0.font, kern: $0.kern) }
        let byLines = TextLayout(
            text: string, font: font, runs: fontRuns, width: width, maxLines: maxLines, language: language,
            rightToLeft: isRightToLeft, lineBreakMode: lineBreakMode, paragraphStyle: paragraphStyle)
        guard let maxHeight, byLines.height > maxHeight + 0.001 else { return byLines }
        return TextLayout(
            text: string, font: font, runs: fontRuns, width: width, maxHeight: maxHeight, language: language,
            rightToLeft: isRightToLeft, lineBreakMode: lineBreakMode, paragraphStyle: paragraphStyle)
    }

    /// The width measuring reports for `layout` (a layout of this text): its widest line, a line that
    /// `.byClipping` runs past the wrapping width counted only up to it (the label's edge clips the rest).
    public func measuredWidth(of layout: TextLayout) -> Double {
        guard lineBreakMode == .byClipping, layout.isTruncated else { return layout.width }
        return min(layout.width, Double(rect.width), wrapWidth ?? .infinity)
    }
}
