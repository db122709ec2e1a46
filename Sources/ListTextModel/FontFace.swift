import Foundation

/// A TrueType/OpenType font loaded through FreeType, with its metrics; loading it also makes it known to the text
/// engine, which sets text in its family (``TextLayout``). The loading is the text engine's (ListTextKit): without
/// it, ``load(path:)`` throws, and the system and bundled font sets hold faces described by their pinned names and
/// metrics, which text is measured against with estimated advances (``TextLayout/usesEstimatedMetrics``).
///
/// Loading reads the character map and every glyph's advance once (in font units, unhinted), so measuring text
/// never touches FreeType again: measurement is thread-safe and identical at every scale and on every machine.
/// Faces are cached by path for the life of the process (loading a face is expensive).
///
/// ```swift
/// let face = try FontFace.load(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
/// face.advance(of: "A") // 0.684 (of the font size)
/// ```
public final class FontFace: @unchecked Sendable {
    // Unchecked: every stored property is immutable after loading.

    /// The font file.
    public let path: String
    /// The family name FreeType reports, such as `DejaVu Sans`.
    public let familyName: String
    /// Whether the face is bold (its weight is 600 or more).
    public var isBold: Bool { weight >= 600 }
    /// The face's OpenType weight (100 thin, 400 regular, 500 medium, 600 semibold, 700 bold … 900 black): text
    /// set in it asks for this weight of its family.
    public let weight: Int
    /// Whether the face is italic (or oblique).
    public let isItalic: Bool
    /// The face's PostScript name, such as `InterDisplay-SemiBold` (what `UIFont(name:size:)` names it by).
    public let postScriptName: String
    /// The distance from the baseline to the top of the tallest glyphs, as a fraction of the font size.
    public let ascent: Double
    /// The distance from the baseline to the bottom of the lowest glyphs (positive), as a fraction of the font size.
    public let descent: Double
    /// The baseline-to-baseline distance, as a fraction of the font size.
    public let lineHeight: Double

    private let glyphForScalar: [UInt32: UInt32]
    private let advances: [Double]

    /// A face (the text engine loads them; without it, faces described by their pinned names and metrics).
    ///
    /// - Parameters:
    ///   - glyphForScalar: the character map (Unicode scalar → glyph index).
    ///   - advances: every glyph's advance as a fraction of the font size, by glyph index.
    package init(
        path: String, familyName: String, weight: Int, isItalic: Bool, postScriptName: String, ascent: Double,
        descent: Double, lineHeight: Double, glyphForScalar: [UInt32: UInt32], advances: [Double]
    ) {
        self.path = path
        self.familyName = familyName
        self.weight = weight
        self.isItalic = isItalic
        self.postScriptName = postScriptName
        self.ascent = ascent
        self.descent = descent
        self.lineHeight = lineHeight
        self.glyphForScalar = glyphForScalar
        self.advances = advances
    }

    /// Loads the font at `path`, or returns the face already loaded from it.
    ///
    /// - Parameter path: a TrueType or OpenType file.
    /// - Returns: the face.
    /// - Throws: ``FontError/font(path:reason:)`` when the file does not exist or is not a font FreeType reads,
    ///   or when no text engine is linked (ListTextKit, which the `ListPreview` product brings).
    public static func load(path: String) throws -> FontFace {
        try TextMeasurement.installed.loadFace(path: path)
    }

    /// The glyph index of a character (0, the "missing glyph" box, when the font has none).
    ///
    /// - Parameter scalar: a Unicode scalar.
    /// - Returns: the glyph index.
    /// - Complexity: O(1).
    public func glyph(for scalar: Unicode.Scalar) -> UInt32 {
        glyphForScalar[scalar.value] ?? 0
    }

    /// The horizontal advance of a glyph as a fraction of the font size (unhinted, so the same at every size).
    ///
    /// - Parameter glyph: a glyph index.
    /// - Returns: the advance per point of font size.
    /// - Complexity: O(1).
    public func advance(ofGlyph glyph: UInt32) -> Double {
        Int(glyph) < advances.count ? advances[Int(glyph)] : 0
    }

    /// The horizontal advance of a character as a fraction of the font size.
    ///
    /// - Parameter scalar: a Unicode scalar.
    /// - Returns: the advance per point of font size.
    public func advance(of scalar: Unicode.Scalar) -> Double {
        advance(ofGlyph: glyph(for: scalar))
    }
}
