import CListPreviewPNG
import Foundation

/// Decodes PNG files into RGBA pixels through libpng, whatever their colour type, bit depth or interlacing: for
/// tests and visual regression, which compare pixels rather than bytes.
///
/// ```swift
/// let image = try PNGDecoder.decode(contentsOf: URL(fileURLWithPath: "feed.png"))
/// image.width // 1170
/// ```
public enum PNGDecoder {
    /// Decodes PNG bytes.
    ///
    /// - Parameter data: a complete PNG file.
    /// - Returns: its pixels as 8-bit straight-alpha RGBA.
    /// - Throws: ``RenderError/decoding(path:reason:)`` with libpng's message when the data is not a valid PNG.
    /// - Complexity: O(pixels).
    public static func decode(_ data: Data) throws -> RGBAImage {
        try decode(data, path: nil)
    }

    /// Reads and decodes a PNG file.
    ///
    /// - Parameter url: the file.
    /// - Returns: its pixels as 8-bit straight-alpha RGBA.
    /// - Throws: ``RenderError/decoding(path:reason:)`` naming the file when it cannot be read or decoded.
    public static func decode(contentsOf url: URL) throws -> RGBAImage {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw RenderError.decoding(path: url.path, reason: "cannot read the file")
        }
        return try decode(data, path: url.path)
    }

    private static func decode(_ data: Data, path: String?) throws -> RGBAImage {
        try data.withUnsafeBytes { raw in
            var width: UInt32 = 0
            var height: UInt32 = 0
            var buffer = lp_png_buffer()
            var status = lp_png_status()
            defer { lp_png_buffer_free(&buffer) }
            let bytes = raw.baseAddress?.assumingMemoryBound(to: UInt8.self)
            guard let bytes, lp_png_decode_rgba(bytes, raw.count, &width, &height, &buffer, &status) == 0 else {
                throw RenderError.decoding(
                    path: path, reason: raw.isEmpty ? "the file is empty" : status.messageString)
            }
            let pixels = [UInt8](UnsafeBufferPointer(start: buffer.bytes, count: buffer.count))
            return RGBAImage(width: Int(width), height: Int(height), pixels: pixels)
        }
    }
}
