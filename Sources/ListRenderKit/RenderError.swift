import ListCore


/// Why rendering, encoding or decoding failed: what went wrong, and the file it concerns. (Fonts that cannot be
/// loaded, or are not the pinned version, are ``FontError``s of ListTextKit.)
///
/// ```swift
/// do { _ = try PNGDecoder.decode(contentsOf: URL(fileURLWithPath: "Missing.png")) } catch let error as RenderError {
///     print(error)
/// }
/// // Missing.png: cannot decode the PNG: cannot read the file
/// ```
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An image that could not be encoded as PNG.
    case encoding(reason: String)
    /// PNG data (or a PNG file, when `path` is given) that could not be decoded.
    case decoding(path: String?, reason: String)
    /// A frame too large or too small to allocate.
    case surface(width: Int, height: Int, reason: String)
    /// An image whose size in points times its scale is no pixel size an image can have: not finite, negative, more
    /// than ``ListImageLimits/side`` pixels a side or ``ListImageLimits/pixels`` pixels in all (a `--full`
    /// render of a very long list, a strip of many frames). Checked before any number becomes an `Int`.
    case imageSize(width: Double, height: Double, scale: Double)

    /// Names the culprit and what was expected.
    public var description: String {
        switch self {
        case .encoding(let reason):
            return "cannot encode the PNG: \(reason)"
        case .decoding(let path?, let reason):
            return "\(path): cannot decode the PNG: \(reason)"
        case .decoding(nil, let reason):
            return "cannot decode the PNG: \(reason)"
        case .surface(let width, let height, let reason):
            return "cannot create a \(width)×\(height)-pixel image: \(reason)"
        case .imageSize(let width, let height, let scale):
            let format = ListJSONNumber.format as (Double) -> String
            return "cannot render an image of \(format(width))×\(format(height)) points at scale \(format(scale)) "
                + "(\(format(width * scale))×\(format(height * scale)) pixels): the limit is "
                + "\(ListImageLimits.side) pixels a side and \(ListImageLimits.pixels) pixels in all"
        }
    }
}
