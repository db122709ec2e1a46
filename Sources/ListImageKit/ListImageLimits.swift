/// The bounds every image file is checked against: its size on disk before it is read, and its width, height and
/// pixel count read from its header before a single pixel is decoded (so a small hostile file cannot ask for
/// gigabytes).
///
/// ```swift
/// let store = ListImageStore(limits: ListImageLimits(maxPixels: 1 << 20))
/// ```
public struct ListImageLimits: Sendable, Hashable {
    /// The largest file read: 32 MiB by default.
    public var maxFileBytes: Int
    /// The most pixels on a side: 8192 by default.
    public var maxSide: Int
    /// The most pixels in all: 16,777,216 (64 MiB decoded) by default.
    public var maxPixels: Int
    /// The most memory a decoder may use beside the pixels (PNG text and colour-profile chunks once inflated,
    /// JPEG coefficient buffers): 64 MiB by default.
    public var maxWorkBytes: Int
    /// The most scans of a progressive JPEG: 256 by default (a file with thousands makes the decoder loop).
    public var maxScans: Int

    /// Creates limits; every value is clamped to at least 1.
    ///
    /// - Parameters:
    ///   - maxFileBytes: the largest file read.
    ///   - maxSide: the most pixels on a side.
    ///   - maxPixels: the most pixels in all.
    ///   - maxWorkBytes: the decoders' working memory.
    ///   - maxScans: the most progressive JPEG scans.
    public init(
        maxFileBytes: Int = 32 << 20, maxSide: Int = 8192, maxPixels: Int = 1 << 24, maxWorkBytes: Int = 64 << 20,
        maxScans: Int = 256
    ) {
        self.maxFileBytes = max(1, maxFileBytes)
        self.maxSide = max(1, maxSide)
        self.maxPixels = max(1, maxPixels)
        self.maxWorkBytes = max(1, maxWorkBytes)
        self.maxScans = max(1, maxScans)
    }

    /// The defaults.
    public static let `default` = ListImageLimits()

    /// Whether an image of `width` × `height` pixels passes the side and pixel-count limits.
    public func allows(width: Int, height: Int) -> Bool {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        return width > 0 && height > 0 && width <= maxSide && height <= maxSide && !overflow && pixels <= maxPixels
    }
}
