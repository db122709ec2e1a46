/// How the lines of a paragraph are spaced (UIKit's `NSParagraphStyle`, the part that moves lines): added after
/// Pango has broken the lines, so a line's glyphs never change, only where it sits.
///
/// A line's height is its natural height (its tallest run) times ``lineHeightMultiple`` (when > 0), then at least
/// ``minimumLineHeight`` and at most ``maximumLineHeight`` (when > 0); the height it gains or loses is above its
/// glyphs, as TextKit's (the baseline moves down by what is added). ``lineSpacing`` is added between lines, and
/// ``paragraphSpacing`` too before a line that starts a new paragraph (never after the last line).
///
/// ```
///   ┌ line 1 ┐
///   └────────┘   lineSpacing
///   ┌ line 2 ┐ (end of a paragraph)
///   └────────┘   lineSpacing + paragraphSpacing
///   ┌ line 3 ┐
/// ```
///
/// ```swift
/// var style = TextParagraphStyle()
/// style.lineSpacing = 6
/// TextLayout(text: "A\nB", font: font, runs: [], width: 100, paragraphStyle: style).height
/// // 2 lines' height + 6
/// ```
public struct TextParagraphStyle: Sendable, Hashable {
    /// Points added between two lines.
    public var lineSpacing: Double = 0
    /// Points added between two paragraphs (with ``lineSpacing``).
    public var paragraphSpacing: Double = 0
    /// A factor on each line's natural height (0: none).
    public var lineHeightMultiple: Double = 0
    /// The least height of a line (0: none).
    public var minimumLineHeight: Double = 0
    /// The most height of a line (0: none).
    public var maximumLineHeight: Double = 0

    /// Lines as Pango sets them: no spacing.
    public static let plain = TextParagraphStyle()

    /// A style.
    public init(
        lineSpacing: Double = 0, paragraphSpacing: Double = 0, lineHeightMultiple: Double = 0,
        minimumLineHeight: Double = 0, maximumLineHeight: Double = 0
    ) {
        self.lineSpacing = Self.clean(lineSpacing)
        self.paragraphSpacing = Self.clean(paragraphSpacing)
        self.lineHeightMultiple = Self.clean(lineHeightMultiple)
        self.minimumLineHeight = Self.clean(minimumLineHeight)
        self.maximumLineHeight = Self.clean(maximumLineHeight)
    }

    /// Negative, infinite and NaN values count as 0 (as TextKit ignores them).
    private static func clean(_ value: Double) -> Double { value.isFinite && value > 0 ? min(value, 100_000) : 0 }

    /// Whether the style moves lines at all.
    package var isPlain: Bool { self == .plain }

    /// The height of a line whose natural height is `natural`.
    package func height(ofLine natural: Double) -> Double {
        var height = natural * (lineHeightMultiple > 0 ? lineHeightMultiple : 1)
        if minimumLineHeight > 0 { height = max(height, minimumLineHeight) }
        if maximumLineHeight > 0 { height = min(height, maximumLineHeight) }
        return height
    }

    /// Lines stacked from the top with this style; `startsParagraph(i)` tells whether line `i` starts a paragraph.
    package func stack(_ lines: [TextLayout.Line], startsParagraph: (Int) -> Bool) -> [TextLayout.Line] {
        guard !isPlain else { return lines }
        var y = 0.0
        return lines.indices.map { index in
            var line = lines[index]
            if index > 0 { y += lineSpacing + (startsParagraph(index) ? paragraphSpacing : 0) }
            let height = height(ofLine: line.height)
            let ascent = line.baseline - line.top
            line.top = y
            line.baseline = y + (height - line.height) + ascent
            line.height = height
            y += height
            return line
        }
    }
}
