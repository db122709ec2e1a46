import Foundation
import ListCore

/// What to lay out: the key of the engine's cache.
struct TextRequest: Hashable, Sendable {
    /// The text.
    var text: String
    /// The font families, comma-separated, in fallback order.
    var families: String
    /// Whether to use the bold weight.
    var bold: Bool
    /// The size in points.
    var size: Double
    /// The wrapping width in points (`.infinity`: no wrapping).
    var width: Double
    /// The most lines to keep (`nil`: all).
    var maxLines: Int?
    /// The most height the lines may take, in points (`nil`: no limit; wins over `maxLines`).
    var maxHeight: Double?
    /// The BCP 47 language tag (shaping, line breaking, CJK glyph forms).
    var language: String
    /// Whether the paragraph direction of neutral text is right-to-left (and leading is the right edge).
    var rightToLeft: Bool
    /// Stretches set in other fonts than `families`/`bold`/`size` (empty: the whole text in that one font).
    var spans: [TextSpan] = []
    /// How lines wrap and how the last kept line is cut (UIKit's `NSLineBreakMode`).
    var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// Spacing of lines and paragraphs.
    var paragraphStyle: TextParagraphStyle = .plain
}

extension TextRequest {
    /// Whether the mode cuts with an ellipsis (Pango's ellipsizing) rather than by dropping or clipping lines.
    var ellipsizes: Bool {
        switch lineBreakMode {
        case .byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail: return true
        case .byWordWrapping, .byCharWrapping, .byClipping: return false
        }
    }

    /// Whether the text is one paragraph, whose `maxLines` Pango's per-paragraph line limit counts exactly, as
    /// UILabel's `numberOfLines` counts lines whatever their heights; text of several paragraphs is set a
    /// paragraph at a time under the limit (`TextEngine.paragraphsLayout`).
    var countsLinesExactly: Bool {
        !text.unicodeScalars.contains { $0 == "\n" || $0 == "\r" || $0 == "\u{2029}" }
    }
}
