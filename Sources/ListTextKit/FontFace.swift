import CCairo
import Foundation

/// A TrueType/OpenType font loaded through FreeType, with its Cairo font face and its metrics; loading it also makes
/// it known to the text engine, which sets text in its family (``TextLayout``).
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
    // Unchecked: every stored property is immutable after loading; Cairo serialises its own use of the FT_Face.

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

    let cairoFace: OpaquePointer
    private let glyphForScalar: [UInt32: UInt32]
    private let advances: [Double]

    /// One face per path, shared by every renderer of the process.
    nonisolated(unsafe) private static var cache: [String: FontFace] = [:]
    private static let lock = NSLock()
    nonisolated(unsafe) private static var library: FT_Library?

    /// Loads the font at `path`, or returns the face already loaded from it.
    ///
    /// - Parameter path: a TrueType or OpenType file.
    /// - Returns: the face.
    /// - Throws: ``FontError/font(path:reason:)`` when the file does not exist or is not a font FreeType reads.
    public static func load(path: String) throws -> FontFace {
        // The text engine starts first: it clears FreeType's environment settings before any FreeType library
        // (Cairo's included) reads them.
        let engine = TextEngine.shared
        return try lock.withLock {
            if let face = cache[path] { return face }
            let face = try FontFace(loadingPath: path)
            cache[path] = face
            engine.register(path: path)
            return face
        }
    }

    /// Called with `lock` held.
    private init(loadingPath path: String) throws {
        // Never opened unless a regular file: FreeType would block on a FIFO (`--font` given a named pipe).
        if let refusal = FontFileKind(atPath: path).refusal { throw FontError.font(path: path, reason: refusal) }
        if Self.library == nil {
            var library: FT_Library?
            guard FT_Init_FreeType(&library) == 0, library != nil else {
                throw FontError.font(path: path, reason: "cannot initialise FreeType")
            }
            Self.library = library
        }
        var loaded: FT_Face?
        let error = FT_New_Face(Self.library, path, 0, &loaded)
        guard error == 0, let face = loaded else {
            throw FontError.font(
                path: path, reason: "not a font file FreeType can read (FreeType error \(error))")
        }
        guard face.pointee.units_per_EM > 0, face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 else {
            FT_Done_Face(face)
            throw FontError.font(path: path, reason: "not a scalable (TrueType or OpenType) font")
        }
        let unitsPerEm = Double(face.pointee.units_per_EM)
        self.path = path
        self.familyName = face.pointee.family_name.map { String(cString: $0) } ?? "unknown"
        self.weight = Int(lp_face_weight_class(face))
        self.isItalic = face.pointee.style_flags & 1 != 0  // FT_STYLE_FLAG_ITALIC
        self.postScriptName = FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? ""
        self.ascent = Double(face.pointee.ascender) / unitsPerEm
        self.descent = -Double(face.pointee.descender) / unitsPerEm
        self.lineHeight = Double(face.pointee.height) / unitsPerEm
        self.glyphForScalar = Self.characterMap(of: face)
        self.advances = Self.advances(of: face, unitsPerEm: unitsPerEm)
        // The FT_Face lives as long as the process: faces are cached and never released.
        self.cairoFace = cairo_ft_font_face_create_for_ft_face(face, lp_ft_load_no_hinting)
    }

    private static func characterMap(of face: FT_Face) -> [UInt32: UInt32] {
        var map: [UInt32: UInt32] = [:]
        var glyph: FT_UInt = 0
        var code = FT_Get_First_Char(face, &glyph)
        while glyph != 0 {
            map[UInt32(code)] = UInt32(glyph)
            code = FT_Get_Next_Char(face, code, &glyph)
        }
        return map
    }

    private static func advances(of face: FT_Face, unitsPerEm: Double) -> [Double] {
        let count = Int(face.pointee.num_glyphs)
        var units = [FT_Fixed](repeating: 0, count: count)
        if count > 0 { _ = FT_Get_Advances(face, 0, FT_UInt(count), lp_ft_load_no_scale, &units) }
        return units.map { Double($0) / unitsPerEm }
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
