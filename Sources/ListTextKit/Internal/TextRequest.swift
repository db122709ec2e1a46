import CCairo
import Foundation
import ListTextModel
import ListCore

/// What to lay out: the key of the engine's cache.
struct TextRequest: Hashable, Sendable {
    /// The text.
    var text: String
    /// The font families, comma-separated, in fallback order.
    var families: String
    /// The weight, style and features asked of the families.
    var style: TextStyleKey
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
    /// Stretches set in other fonts than `families`/`style`/`size` (empty: the whole text in that one font).
    var spans: [TextSpan] = []
    /// How lines wrap and how the last kept line is cut (UIKit's `NSLineBreakMode`).
    var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// Spacing of lines and paragraphs.
    var paragraphStyle: TextParagraphStyle = .plain
}

extension TextRequest {
    /// Hashes every field but the families' text, of which only the length: a run asks for a handful of family
    /// lists (the primary face and the fallbacks of a language, about 180 bytes, the same `String` each time), so
    /// hashing them was most of a cached layout's lookup; `==` still compares them, so requests that differ only
    /// in their families remain apart.
    func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(families.utf8.count)
        hasher.combine(style)
        hasher.combine(size)
        hasher.combine(width)
        hasher.combine(maxLines)
        hasher.combine(maxHeight)
        hasher.combine(language)
        hasher.combine(rightToLeft)
        hasher.combine(spans)
        hasher.combine(lineBreakMode)
        hasher.combine(paragraphStyle)
    }

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

/// The weight, slant and OpenType features of text (part of the layout cache's key).
struct TextStyleKey: Hashable, Sendable {
    /// The OpenType weight, 1...1000.
    var weight: Int
    /// Whether italic.
    var italic: Bool
    /// OpenType features, comma-separated (empty: none asked).
    var features: String

    /// A face's weight and slant.
    init(face: FontFace) {
        self.weight = face.weight
        self.italic = face.isItalic
        self.features = ""
    }

    /// A font's weight, slant and features.
    init(_ font: TextFont) {
        self.weight = font.weight
        self.italic = font.isItalic
        self.features = font.features
    }

    /// Sets the weight and slant of a Pango font description.
    func apply(to description: OpaquePointer) {
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(weight)))
        pango_font_description_set_style(description, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    }
}
