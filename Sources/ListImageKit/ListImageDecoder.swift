import CListImageCodecs
import CWebP
import Foundation
import ListCore

/// Decodes PNG, JPEG and WebP files into ``ListImage`` values through the Debian libraries (libpng,
/// libjpeg-turbo, libwebp), bounded by ``ListImageLimits``: the file kind comes from the first bytes, the width and
/// height from the header, and an image larger than the limits is refused before its pixels are decoded.
///
/// Decoding is deterministic: the same file gives the same pixels on every CPU (JPEG with the accurate integer IDCT;
/// colour profiles and gamma chunks are not applied). Prefer ``ListImageStore``, which decodes each file once.
///
/// ```swift
/// let image = try ListImageDecoder.decode(contentsOfFile: "photo.jpg")
/// let same = try ListImageDecoder.decode(try Data(contentsOf: url), path: "photo.jpg")
/// ```
public enum ListImageDecoder {
    /// Reads and decodes a file: a regular file only (a FIFO, socket, device or folder is refused without blocking),
    /// of at most ``ListImageLimits/maxFileBytes``; a symbolic link is followed, as for any path the caller names.
    ///
    /// - Parameters:
    ///   - path: the file.
    ///   - scale: pixels per point.
    ///   - limits: the bounds.
    /// - Returns: the image.
    /// - Throws: ``ListImageError`` naming the file.
    public static func decode(
        contentsOfFile path: String, scale: Double = 1, limits: ListImageLimits = .default
    ) throws -> ListImage {
        try decode(contentsOfFile: path, followingLinks: true, scale: scale, limits: limits)
    }

    /// ``decode(contentsOfFile:scale:limits:)`` that refuses a final symbolic link when `followingLinks` is false
    /// (a file found by name in an asset folder).
    static func decode(
        contentsOfFile path: String, followingLinks: Bool, scale: Double = 1, limits: ListImageLimits
    ) throws -> ListImage {
        let data = try ListImageFile.read(path, followingLinks: followingLinks, limit: limits.maxFileBytes)
        return try decode(data, path: path, scale: scale, limits: limits)
    }

    /// Decodes the bytes of a file.
    ///
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - path: the file's name for messages.
    ///   - scale: pixels per point.
    ///   - limits: the bounds.
    /// - Returns: the image.
    /// - Throws: ``ListImageError`` naming `path`.
    public static func decode(
        _ data: Data, path: String, scale: Double = 1, limits: ListImageLimits = .default
    ) throws -> ListImage {
        guard data.count <= limits.maxFileBytes else {
            throw ListImageError(path: path, reason: "larger than the limit of \(limits.maxFileBytes) bytes")
        }
        guard let format = ListImageFormat(sniffing: data) else {
            let head = data.prefix(8).map { String(format: "%02X", $0) }.joined(separator: " ")
            throw ListImageError(
                path: path, reason: "not a PNG, JPEG or WebP file (it starts with \(head.isEmpty ? "nothing" : head))"
            )
        }
        let decoded = try data.withUnsafeBytes { raw -> (width: Int, height: Int, pixels: [UInt32]) in
            let bytes = raw.bindMemory(to: UInt8.self)
            switch format {
            case .png, .jpeg: return try decodeWithShim(format, bytes, path: path, limits: limits)
            case .webp: return try decodeWebP(bytes, path: path, limits: limits)
            }
        }
        return ListImage(format: format, name: path, width: decoded.width, height: decoded.height, scale: scale,
                         argb32: decoded.pixels)
    }

    private static func decodeWithShim(
        _ format: ListImageFormat, _ bytes: UnsafeBufferPointer<UInt8>, path: String, limits: ListImageLimits
    ) throws -> (width: Int, height: Int, pixels: [UInt32]) {
        var result = li_result()
        let cLimits = li_limits(
            max_side: UInt32(clamping: limits.maxSide), max_pixels: UInt64(limits.maxPixels),
            max_work_bytes: UInt64(limits.maxWorkBytes), max_scans: UInt32(clamping: limits.maxScans)
        )
        if format == .png {
            li_png_decode(bytes.baseAddress, bytes.count, cLimits, &result)
        } else {
            li_jpeg_decode(bytes.baseAddress, bytes.count, cLimits, &result)
        }
        defer { li_free(result.pixels) }
        let width = Int(result.width), height = Int(result.height)
        switch li_code(UInt32(result.code)) {
        case LI_OK:
            guard let pixels = result.pixels else { throw corrupt(format, "no pixels", path: path) }
            return (width, height, Array(UnsafeBufferPointer(start: pixels, count: width * height)))
        case LI_TOO_LARGE:
            throw tooLarge(format, width: width, height: height, path: path, limits: limits)
        default:
            let message = withUnsafeBytes(of: result.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            throw corrupt(format, message, path: path)
        }
    }

    private static func decodeWebP(
        _ bytes: UnsafeBufferPointer<UInt8>, path: String, limits: ListImageLimits
    ) throws -> (width: Int, height: Int, pixels: [UInt32]) {
        var features = WebPBitstreamFeatures()
        let status = WebPGetFeatures(bytes.baseAddress, bytes.count, &features)
        guard status == VP8_STATUS_OK else { throw corrupt(.webp, "libwebp cannot read its header", path: path) }
        let width = Int(features.width), height = Int(features.height)
        guard limits.allows(width: width, height: height) else {
            throw tooLarge(.webp, width: width, height: height, path: path, limits: limits)
        }
        guard features.has_animation == 0 else {
            throw corrupt(.webp, "an animated WebP (only still images are drawn)", path: path)
        }
        var pixels = [UInt32](repeating: 0, count: width * height)
        let decoded = pixels.withUnsafeMutableBytes { buffer -> Bool in
            let out = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
            guard WebPDecodeBGRAInto(bytes.baseAddress, bytes.count, out, buffer.count, Int32(width * 4)) != nil
            else { return false }
            li_premultiply_bgra(out, width * height)
            return true
        }
        guard decoded else { throw corrupt(.webp, "libwebp cannot decode it", path: path) }
        return (width, height, pixels)
    }

    private static func tooLarge(
        _ format: ListImageFormat, width: Int, height: Int, path: String, limits: ListImageLimits
    ) -> ListImageError {
        ListImageError(
            path: path,
            reason: "a \(format.displayName) of \(width)×\(height) pixels is larger than the limit of "
                + "\(limits.maxSide) pixels a side and \(limits.maxPixels) in all"
        )
    }

    private static func corrupt(_ format: ListImageFormat, _ message: String, path: String) -> ListImageError {
        ListImageError(path: path, reason: "not a valid \(format.displayName) file: \(message)")
    }
}
