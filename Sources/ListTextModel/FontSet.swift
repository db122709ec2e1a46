import Foundation

/// The faces a render sets text in: one family, with the weights and italics it has as real faces.
///
/// ``system()`` is the system font (Inter Display, the measured closest match to SF Pro, nine weights with
/// italics, pinned by SHA-256 like the fallback chain); ``bundled()`` is the DejaVu Sans pair ListPreview used
/// before; `--font PATH` sets everything in one file's face.
///
/// ```swift
/// let fonts = try FontSet.system()
/// fonts.font(weight: 600, size: 17)      // Inter Display SemiBold, 17 pt
/// let custom = try FontSet(path: "Fonts/Inter.ttf")
/// ```
public struct FontSet: Sendable {
    /// The face for ordinary text (the family's upright face nearest to 400).
    public var regular: FontFace
    /// The face for emphasised text (the family's upright face nearest to 700).
    public var bold: FontFace
    /// Every face of the family, regular and bold included.
    public var faces: [FontFace]
    /// The family name text asks for.
    public var family: String

    /// Combines two faces.
    public init(regular: FontFace, bold: FontFace) {
        self.regular = regular
        self.bold = bold
        self.faces = regular === bold ? [regular] : [regular, bold]
        self.family = regular.familyName
    }

    /// The faces of one family.
    ///
    /// - Parameters:
    ///   - family: the family name text asks for.
    ///   - faces: its faces (at least one).
    public init(family: String, faces: [FontFace]) {
        precondition(!faces.isEmpty, "a font set needs a face")
        self.family = family
        self.faces = faces
        self.regular = Self.nearest(weight: 400, italic: false, in: faces)
        self.bold = Self.nearest(weight: 700, italic: false, in: faces)
    }

    /// One font file for every text.
    ///
    /// - Parameter path: a TrueType or OpenType file.
    /// - Throws: ``FontError/font(path:reason:)`` naming the file when it is missing or invalid.
    public init(path: String) throws {
        let face = try FontFace.load(path: path)
        self.init(regular: face, bold: face)
    }

    /// DejaVu Sans and DejaVu Sans Bold, bundled as resources of ListTextKit (the face before the system font
    /// became Inter Display; `UIFont(name: "DejaVuSans", size:)` still names it).
    ///
    /// Without a text engine (ListTextKit not linked) the two faces are described by their names, not loaded.
    ///
    /// - Throws: ``FontError/font(path:reason:)`` when the resources are missing (a broken installation).
    public static func bundled() throws -> FontSet {
        try TextMeasurement.installed.bundledFonts()
    }

    /// The system font: the eighteen faces of Inter Display (``PinnedFont/systemFaces``) that Debian's
    /// `fonts-inter` installs, each checked against its SHA-256 before it is used. Loaded once per process. Without a
    /// text engine (ListTextKit not linked) the faces are described by their pinned names and weights, not loaded.
    ///
    /// - Throws: ``FontError/font(path:reason:)`` naming a file that is missing or cannot be loaded,
    ///   ``FontError/fontMismatch(file:reason:)`` naming one whose checksum is not the pinned one.
    public static func system() throws -> FontSet {
        try TextMeasurement.installed.systemFonts()
    }

    /// The font of this family nearest to a weight and slant, as CSS matches faces: the face that draws is a real
    /// one (never a synthesised weight), and the font asks for exactly its weight.
    ///
    /// - Parameters:
    ///   - weight: the OpenType weight wanted (400 regular, 500 medium, 600 semibold, 700 bold).
    ///   - italic: whether an italic is wanted (upright when the family has none).
    ///   - features: OpenType features, comma-separated (`"tnum"`).
    ///   - size: the size in points.
    /// - Returns: the text engine's font.
    public func font(weight: Int, italic: Bool = false, features: String = "", size: Double) -> TextFont {
        let face = Self.nearest(weight: weight, italic: italic, in: faces)
        return TextFont(family: family, weight: face.weight, isItalic: face.isItalic, features: features, size: size)
    }

    /// The family's face nearest to a weight and slant (as ``font(weight:italic:features:size:)`` chooses it).
    ///
    /// - Parameters:
    ///   - weight: the OpenType weight wanted.
    ///   - italic: whether an italic is wanted.
    /// - Returns: the face.
    public func face(weight: Int, italic: Bool = false) -> FontFace {
        Self.nearest(weight: weight, italic: italic, in: faces)
    }

    /// CSS font matching: the slant first, then 400–500 look up to 500 then down then up, lighter weights down
    /// then up, heavier weights up then down.
    package static func nearest(weight: Int, italic: Bool, in faces: [FontFace]) -> FontFace {
        // A face of that weight and slant ranks first, and the first of them is what the search below returns.
        for face in faces where face.weight == weight && face.isItalic == italic { return face }
        let slanted = faces.filter { $0.isItalic == italic }
        let pool = slanted.isEmpty ? faces : slanted
        func rank(_ face: FontFace) -> (Int, Int) {
            let w = face.weight
            if w == weight { return (0, 0) }
            if weight >= 400 && weight <= 500 {
                if w > weight && w <= 500 { return (1, w - weight) }
                if w < weight { return (2, weight - w) }
                return (3, w - weight)
            }
            if weight < 400 { return w < weight ? (1, weight - w) : (2, w - weight) }
            return w > weight ? (1, w - weight) : (2, weight - w)
        }
        return pool.min { rank($0) < rank($1) }!
    }
}
