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
        let format = try sniff(data, path: path, limits: limits)
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

    /// The checks ``decode(_:path:scale:limits:)`` makes before it decodes a pixel — the size of the bytes, the
    /// kind, the header's width and height against the limits, the header itself (a CMYK JPEG, an animated WebP,
    /// a PNG whose data cannot hold its rows are refused) — without decoding: what the store checks when a file is
    /// named, so a spec's error keeps its JSON path while the pixels are decoded only when drawn.
    ///
    /// - Returns: the format and the size in pixels.
    /// - Throws: ``ListImageError`` naming `path`.
    static func probe(_ data: Data, path: String, limits: ListImageLimits) throws -> ListImageHeader {
        let format = try sniff(data, path: path, limits: limits)
        return try data.withUnsafeBytes { raw -> ListImageHeader in
            let bytes = raw.bindMemory(to: UInt8.self)
            switch format {
            case .png, .jpeg:
                var result = li_result()
                let cLimits = cLimits(limits)
                if format == .png {
                    li_png_probe(bytes.baseAddress, bytes.count, cLimits, &result)
                } else {
                    li_jpeg_probe(bytes.baseAddress, bytes.count, cLimits, &result)
                }
                try check(result, format, path: path, limits: limits)
                return ListImageHeader(format: format, width: Int(result.width), height: Int(result.height))
            case .webp:
                let (width, height) = try webPSize(bytes, path: path, limits: limits)
                return ListImageHeader(format: .webp, width: width, height: height)
            }
        }
    }

    /// The format of `data`, after its size is checked.
    private static func sniff(_ data: Data, path: String, limits: ListImageLimits) throws -> ListImageFormat {
        guard data.count <= limits.maxFileBytes else {
            throw ListImageError(path: path, reason: "larger than the limit of \(limits.maxFileBytes) bytes")
        }
        guard let format = ListImageFormat(sniffing: data) else {
            let head = data.prefix(8).map { String(format: "%02X", $0) }.joined(separator: " ")
            throw ListImageError(
                path: path, reason: "not a PNG, JPEG or WebP file (it starts with \(head.isEmpty ? "nothing" : head))"
            )
        }
        return format
    }

    private static func cLimits(_ limits: ListImageLimits) -> li_limits {
        li_limits(
            max_side: UInt32(clamping: limits.maxSide), max_pixels: UInt64(limits.maxPixels),
            max_work_bytes: UInt64(limits.maxWorkBytes), max_scans: UInt32(clamping: limits.maxScans)
        )
    }

    /// Throws the error a shim's result holds, if any.
    private static func check(
        _ result: li_result, _ format: ListImageFormat, path: String, limits: ListImageLimits
    ) throws {
        switch li_code(UInt32(result.code)) {
        case LI_OK: return
        case LI_TOO_LARGE:
            throw tooLarge(format, width: Int(result.width), height: Int(result.height), path: path, limits: limits)
        default:
            let message = withUnsafeBytes(of: result.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            throw corrupt(format, message, path: path)
        }
    }

    /// Reads the header, then decodes straight into the array's memory: the pixels are never held twice (a copy
    /// from the library's memory would double what a large image costs while it is decoded).
    private static func decodeWithShim(
        _ format: ListImageFormat, _ bytes: UnsafeBufferPointer<UInt8>, path: String, limits: ListImageLimits
    ) throws -> (width: Int, height: Int, pixels: [UInt32]) {
        var header = li_result()
        if format == .png {
            li_png_probe(bytes.baseAddress, bytes.count, cLimits(limits), &header)
        } else {
            li_jpeg_probe(bytes.baseAddress, bytes.count, cLimits(limits), &header)
        }
        try check(header, format, path: path, limits: limits)
        let width = Int(header.width), height = Int(header.height)
        let count = width * height
        let pixels = try [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
            var result = li_result()
            if format == .png {
                li_png_decode_into(bytes.baseAddress, bytes.count, cLimits(limits), buffer.baseAddress, count, &result)
            } else {
                li_jpeg_decode_into(bytes.baseAddress, bytes.count, cLimits(limits), buffer.baseAddress, count, &result)
            }
            try check(result, format, path: path, limits: limits)
            initialized = count
        }
        return (width, height, pixels)
    }

    /// The size in a WebP header, checked against the limits; an animation is refused.
    private static func webPSize(
        _ bytes: UnsafeBufferPointer<UInt8>, path: String, limits: ListImageLimits
    ) throws -> (width: Int, height: Int) {
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
        return (width, height)
    }

    private static func decodeWebP(
        _ bytes: UnsafeBufferPointer<UInt8>, path: String, limits: ListImageLimits
    ) throws -> (width: Int, height: Int, pixels: [UInt32]) {
        let (width, height) = try webPSize(bytes, path: path, limits: limits)
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
