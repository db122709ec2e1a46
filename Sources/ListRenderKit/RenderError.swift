/// Why rendering, encoding or decoding failed: what went wrong, and the file or font it concerns.
///
/// ```swift
/// do { _ = try FontFace.load(path: "Missing.ttf") } catch let error as RenderError { print(error) }
/// // font file Missing.ttf: no such file
/// ```
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A font file that does not exist or that FreeType cannot read.
    case font(path: String, reason: String)
    /// A pinned font file whose content is not the version ListPreview is pinned to, or missing fonts that text
    /// needed: renders would differ from goldens for a reason that is not the list's.
    case fontMismatch(file: String, reason: String)
    /// An image that could not be encoded as PNG.
    case encoding(reason: String)
    /// PNG data (or a PNG file, when `path` is given) that could not be decoded.
    case decoding(path: String?, reason: String)
    /// A frame too large or too small to allocate.
    case surface(width: Int, height: Int, reason: String)

    /// Names the culprit and what was expected.
    public var description: String {
        switch self {
        case .font(let path, let reason):
            return "font file \(path): \(reason)"
        case .fontMismatch(let file, let reason):
            return "font mismatch: \(file): \(reason)"
        case .encoding(let reason):
            return "cannot encode the PNG: \(reason)"
        case .decoding(let path?, let reason):
            return "\(path): cannot decode the PNG: \(reason)"
        case .decoding(nil, let reason):
            return "cannot decode the PNG: \(reason)"
        case .surface(let width, let height, let reason):
            return "cannot create a \(width)×\(height)-pixel image: \(reason)"
        }
    }
}
