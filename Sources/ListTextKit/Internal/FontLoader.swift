import CCairo
import Foundation
import ListTextModel

/// Loads font files through FreeType for ``FontFace/load(path:)``: reads the character map and every glyph's advance
/// once (in font units, unhinted), so measuring text never touches FreeType again, and makes the file known to the
/// text engine. Faces are cached by path for the life of the process (loading a face is expensive).
enum FontLoader {
    /// One face per path, shared by every renderer of the process.
    nonisolated(unsafe) private static var cache: [String: FontFace] = [:]
    /// The Cairo font face of each loaded face (kept for the life of the process, as the faces are).
    nonisolated(unsafe) private static var cairoFaces: [String: OpaquePointer] = [:]
    private static let lock = NSLock()
    nonisolated(unsafe) private static var library: FT_Library?

    /// Loads the font at `path`, or returns the face already loaded from it.
    ///
    /// - Throws: ``FontError/font(path:reason:)`` when the file does not exist or is not a font FreeType reads.
    static func load(path: String) throws -> FontFace {
        // The text engine starts first: it clears FreeType's environment settings before any FreeType library
        // (Cairo's included) reads them.
        let engine = TextEngine.shared
        return try lock.withLock {
            if let face = cache[path] { return face }
            let face = try loadLocked(path: path)
            cache[path] = face
            engine.register(path: path)
            return face
        }
    }

    /// Called with `lock` held.
    private static func loadLocked(path: String) throws -> FontFace {
        // Never opened unless a regular file: FreeType would block on a FIFO (`--font` given a named pipe).
        if let refusal = FontFileKind(atPath: path).refusal { throw FontError.font(path: path, reason: refusal) }
        if library == nil {
            var created: FT_Library?
            guard FT_Init_FreeType(&created) == 0, created != nil else {
                throw FontError.font(path: path, reason: "cannot initialise FreeType")
            }
            library = created
        }
        var loaded: FT_Face?
        let error = FT_New_Face(library, path, 0, &loaded)
        guard error == 0, let face = loaded else {
            throw FontError.font(
                path: path, reason: "not a font file FreeType can read (FreeType error \(error))")
        }
        guard face.pointee.units_per_EM > 0, face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 else {
            FT_Done_Face(face)
            throw FontError.font(path: path, reason: "not a scalable (TrueType or OpenType) font")
        }
        let unitsPerEm = Double(face.pointee.units_per_EM)
        let loadedFace = FontFace(
            path: path,
            familyName: face.pointee.family_name.map { String(cString: $0) } ?? "unknown",
            weight: Int(lp_face_weight_class(face)),
            isItalic: face.pointee.style_flags & 1 != 0,  // FT_STYLE_FLAG_ITALIC
            postScriptName: FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? "",
            ascent: Double(face.pointee.ascender) / unitsPerEm,
            descent: -Double(face.pointee.descender) / unitsPerEm,
            lineHeight: Double(face.pointee.height) / unitsPerEm,
            glyphForScalar: characterMap(of: face),
            advances: advances(of: face, unitsPerEm: unitsPerEm))
        // The FT_Face lives as long as the process: faces are cached and never released.
        cairoFaces[path] = cairo_ft_font_face_create_for_ft_face(face, lp_ft_load_no_hinting)
        return loadedFace
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
}
