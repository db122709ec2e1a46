import Foundation

/// The faces a render uses: a regular face for text and a bold one for titles.
///
/// The default is the DejaVu Sans pair bundled with ListTextKit (so renders are identical on every machine);
/// `--font PATH` replaces both with one file.
///
/// ```swift
/// let fonts = try FontSet.bundled()
/// let custom = try FontSet(path: "Fonts/Inter.ttf")
/// ```
public struct FontSet: Sendable {
    /// The face for ordinary text.
    public var regular: FontFace
    /// The face for emphasised text (placeholder titles).
    public var bold: FontFace

    /// Combines two faces.
    public init(regular: FontFace, bold: FontFace) {
        self.regular = regular
        self.bold = bold
    }

    /// One font file for both regular and bold text.
    ///
    /// - Parameter path: a TrueType or OpenType file.
    /// - Throws: ``FontError/font(path:reason:)`` naming the file when it is missing or invalid.
    public init(path: String) throws {
        let face = try FontFace.load(path: path)
        self.init(regular: face, bold: face)
    }

    /// DejaVu Sans and DejaVu Sans Bold, bundled as resources of ListTextKit.
    ///
    /// - Throws: ``FontError/font(path:reason:)`` when the resources are missing (a broken installation).
    public static func bundled() throws -> FontSet {
        let folder = bundledFontFolder
        return FontSet(
            regular: try FontFace.load(path: folder.appendingPathComponent("DejaVuSans.ttf").path),
            bold: try FontFace.load(path: folder.appendingPathComponent("DejaVuSans-Bold.ttf").path))
    }

    /// The folder of the bundled fonts.
    static var bundledFontFolder: URL {
        Bundle.module.resourceURL!.appendingPathComponent("Fonts")
    }
}
