/// Why a font cannot set text as ListPreview is pinned to: a file that cannot be loaded, or one that is not the
/// pinned version (renders would then differ from goldens for a reason that is not the list's).
///
/// ```swift
/// do { _ = try FontFace.load(path: "Missing.ttf") } catch let error as FontError { print(error) }
/// // font file Missing.ttf: no such file
/// ```
public enum FontError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A font file that does not exist or that FreeType cannot read.
    case font(path: String, reason: String)
    /// A pinned font file whose content is not the version ListPreview is pinned to, or missing fonts that text
    /// needed.
    case fontMismatch(file: String, reason: String)

    /// Names the file and what was expected.
    public var description: String {
        switch self {
        case .font(let path, let reason):
            return "font file \(path): \(reason)"
        case .fontMismatch(let file, let reason):
            return "font mismatch: \(file): \(reason)"
        }
    }
}
