/// A font as the text engine sets it: a primary family (characters it lacks come from the pinned fallback chain),
/// a weight (100 thin … 400 regular … 900 black), upright or italic, OpenType features, and a size. It is a plain value, so a view tree's snapshot can carry the font its text was
/// measured with and the renderer lays the text out again, identically.
///
/// ```swift
/// let face = try FontSet.bundled().regular
/// let font = TextFont(face: face, size: 17)       // DejaVu Sans, regular, 17 pt
/// TextLayout(text: "Hello", font: font, width: 100).lines.count // 1
/// ```
public struct TextFont: Sendable, Hashable {
    /// The primary family, such as `DejaVu Sans`.
    public var family: String
    /// The OpenType weight asked of the family (the face of the nearest weight draws): 400 regular, 700 bold.
    public var weight: Int
    /// Whether the italic face is asked for.
    public var isItalic: Bool
    /// OpenType features, comma-separated as Pango takes them (`"tnum"`: tabular figures; empty: the font's
    /// defaults).
    public var features: String
    /// The size in points.
    public var size: Double

    /// Whether the bold weight (600 and up) is used; setting it asks for 700 or 400.
    public var isBold: Bool {
        get { weight >= 600 }
        set { weight = newValue ? 700 : 400 }
    }

    /// Creates a font.
    ///
    /// - Parameters:
    ///   - family: the primary family name (a face of it must be loaded, see ``FontFace/load(path:)``).
    ///   - isBold: whether to use the bold weight.
    ///   - size: the size in points.
    public init(family: String, isBold: Bool, size: Double) {
        self.init(family: family, weight: isBold ? 700 : 400, size: size)
    }

    /// Creates a font of any weight and style.
    ///
    /// - Parameters:
    ///   - family: the primary family name (faces of it must be loaded, see ``FontFace/load(path:)``).
    ///   - weight: the OpenType weight, clamped to 1...1000.
    ///   - isItalic: whether to use the italic face.
    ///   - features: OpenType features, comma-separated (`"tnum"`).
    ///   - size: the size in points.
    public init(family: String, weight: Int, isItalic: Bool = false, features: String = "", size: Double) {
        self.family = family
        self.weight = min(max(weight, 1), 1000)
        self.isItalic = isItalic
        self.features = features
        self.size = size
    }

    /// The font of a loaded face at a size.
    ///
    /// - Parameters:
    ///   - face: the face (its family, weight and style are used).
    ///   - size: the size in points.
    public init(face: FontFace, size: Double) {
        self.init(family: face.familyName, weight: face.weight, isItalic: face.isItalic, size: size)
    }
}

extension TextLayout {
    /// Lays out `text` in `font`: as ``init(text:face:size:width:maxLines:language:rightToLeft:)`` and
    /// ``init(text:face:size:width:maxHeight:language:rightToLeft:)`` (`maxHeight` wins when both are given).
    ///
    /// - Parameters:
    ///   - text: the text; `\n` starts a new paragraph.
    ///   - font: the primary family, weight and size.
    ///   - width: the wrapping width in points (`.infinity`: one line per paragraph).
    ///   - maxLines: the most lines to keep (`nil`: no limit).
    ///   - maxHeight: the most height the lines may take (`nil`: no limit).
    ///   - language: the BCP 47 language tag.
    ///   - rightToLeft: whether the layout direction is right-to-left.
    /// - Complexity: O(n) in the length of the text; layouts are cached for the process.
    public init(
        text: String, font: TextFont, width: Double, maxLines: Int? = nil, maxHeight: Double? = nil,
        language: String = "en", rightToLeft: Bool = false
    ) {
        self = TextMeasurement.installed.layout(
            text: text, font: font, runs: [], width: width, maxLines: maxLines, maxHeight: maxHeight,
            language: language, rightToLeft: rightToLeft, lineBreakMode: .byTruncatingTail, paragraphStyle: .plain)
    }

    /// The height of one line of `font` (what a line counts for when keeping `maxLines`).
    ///
    /// - Parameter font: the font.
    /// - Returns: the line height in points.
    public static func lineHeight(of font: TextFont) -> Double {
        lineMetrics(of: font).height
    }

    /// The height of one line of `font` and the distance from its top to the baseline (UIKit's `lineHeight` and
    /// `ascender`).
    ///
    /// - Parameter font: the font.
    /// - Returns: both in points.
    public static func lineMetrics(of font: TextFont) -> (height: Double, ascent: Double) {
        TextMeasurement.installed.lineMetrics(of: font)
    }
}
