import Foundation
import ListTextModel

extension ListFont {
    /// Registers a font file an app ships, as an app does with `CTFontManagerRegisterFontsForURL` or its
    /// Info.plist's `UIAppFonts`: `UIFont(name:size:)` then draws in it when named by its PostScript name
    /// (`Avenir-Heavy`) or its family (`Avenir`), choosing among a family's registered faces by weight and style.
    ///
    /// ```swift
    /// try UIFont.registerFont(atPath: "Fonts/Lato-Bold.ttf")
    /// UIFont(name: "Lato-Bold", size: 17)   // drawn in that file
    /// ```
    ///
    /// - Parameter path: a TrueType or OpenType file.
    /// - Returns: the face's PostScript name.
    /// - Throws: ``FontError/font(path:reason:)`` naming a file that is missing, not a regular file, or not a font.
    @discardableResult
    public static func registerFont(atPath path: String) throws -> String {
        let face = try FontFace.load(path: path)
        ListFontNames.register(face)
        return face.postScriptName
    }
}
