import Foundation
import ListTextModel

extension PinnedFont {
    /// The icon font's face, checked against its SHA-256 once per process.
    package static let symbolFace: Result<FontFace, FontError> = Result { () throws(FontError) -> FontFace in
        try loadVerified(symbolFont)
    }

    /// Loads a pinned face from where it is looked for (`$LISTPREVIEW_FONT_DIR` or Debian's folder) after checking
    /// its SHA-256.
    ///
    /// - Parameter pinned: the font.
    /// - Returns: the loaded face.
    /// - Throws: ``FontError/font(path:reason:)`` naming a missing or unloadable file,
    ///   ``FontError/fontMismatch(file:reason:)`` naming a file of another checksum.
    package static func loadVerified(_ pinned: PinnedFont) throws(FontError) -> FontFace {
        let path = TextEngine.location(of: pinned)
        let kind = FontFileKind(atPath: path)
        if kind == .absent {
            throw .font(path: path, reason: "no such file (run scripts/setup.sh or install \(pinned.package))")
        }
        // Never opened unless a regular file (a FIFO would block the read).
        if let refusal = kind.refusal { throw .font(path: path, reason: refusal) }
        guard let actual = TextEngine.sha256(ofFile: path) else {
            throw .font(path: path, reason: "cannot be read")
        }
        guard actual == pinned.sha256 else {
            throw .fontMismatch(
                file: path,
                reason: "its SHA-256 is \(actual), ListPreview is pinned to \(pinned.sha256) (\(pinned.package)) "
                    + "for \(pinned.fileName); run scripts/setup.sh or install that version")
        }
        do {
            return try FontLoader.load(path: path)
        } catch let error as FontError {
            throw error
        } catch {
            throw .font(path: path, reason: "\(error)")
        }
    }
}
