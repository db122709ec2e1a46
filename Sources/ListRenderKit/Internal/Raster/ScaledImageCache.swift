import CCairo
import Foundation
import ListImageKit

/// Images scaled to the device pixels they are drawn at, made once per process and shared by every rasteriser and
/// thread: a list draws the same avatar or photo in many cells and many frames, and scaling it bilinearly (pixman's
/// general path, through the view's rounded clip) was a third of a rich cell's raster.
///
/// A scaled image depends only on its key: the image, its size in device pixels and the sub-pixel phase of its
/// origin. ``CairoCanvas/draw(_:in:tint:)`` always draws through one (made now or kept), so a kept image gives the
/// same bytes as a new one. Bounded: emptied when what it holds would pass ``byteLimit``.
final class ScaledImageCache: @unchecked Sendable {
    /// The one cache of the process.
    static let shared = ScaledImageCache()

    /// The most pixel bytes kept.
    static let byteLimit = 64 << 20

    /// What identifies a scaled image.
    struct Key: Hashable {
        /// The image.
        var image: ListImage
        /// Its size in device pixels (not rounded).
        var width: Double
        var height: Double
        /// Its origin's offset from the device pixel grid, in `0..<1`.
        var phaseX: Double
        var phaseY: Double
    }

    private let lock = NSLock()
    private var images: [Key: ScaledImage] = [:]
    private var bytes = 0

    /// The scaled image for `key`, made and kept on first use; `nil` when it would be empty or too large for Cairo.
    func image(for key: Key) -> ScaledImage? {
        lock.lock()
        let kept = images[key]
        lock.unlock()
        if let kept { return kept }
        guard let made = ScaledImage(key) else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if let raced = images[key] { return raced }
        if bytes + made.byteCount > Self.byteLimit {
            images.removeAll()
            bytes = 0
        }
        if made.byteCount <= Self.byteLimit {
            images[key] = made
            bytes += made.byteCount
        }
        return made
    }

    /// How many scaled images are kept (for tests).
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return images.count
    }

    /// Forgets every scaled image (for tests that compare a new one with a kept one).
    func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        images.removeAll()
        bytes = 0
    }
}

/// One image scaled bilinearly (edges padded) into premultiplied ARGB32 pixels covering the device pixels its
/// rectangle touches; immutable once made. Each draw wraps the memory in a surface of its own, so threads never
/// share a Cairo or pixman object.
final class ScaledImage: @unchecked Sendable {
    /// Pixels a row, rows, and bytes a row.
    let width: Int
    let height: Int
    let stride: Int
    private let pixels: UnsafeMutableRawPointer

    /// The memory held.
    var byteCount: Int { stride * height }

    /// Scales `key.image`; `nil` for an empty size, one beyond Cairo's 32,767 pixels a side, or an image whose file
    /// cannot be decoded.
    init?(_ key: ScaledImageCache.Key) {
        let image = key.image
        let width = (key.phaseX + key.width).rounded(.up), height = (key.phaseY + key.height).rounded(.up)
        guard width >= 1, height >= 1, width <= 32767, height <= 32767, key.width > 0, key.height > 0,
              image.pixelWidth > 0, image.pixelHeight > 0
        else { return nil }
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        guard let memory = calloc(stride * Int(height), 1) else { return nil }
        self.width = Int(width)
        self.height = Int(height)
        self.stride = stride
        self.pixels = memory
        let target = cairo_image_surface_create_for_data(
            memory.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))
        let context = cairo_create(target)
        // Pinned while it is scaled: the store's budget never releases the pixels under the scaling.
        let scaled = image.withUnsafeARGB32 { source -> Bool in
            // An empty buffer (its base address is not nil) when the file cannot be decoded.
            guard source.count == image.pixelWidth * image.pixelHeight, let base = source.baseAddress else {
                cairo_destroy(context)
                return false
            }
            let data = UnsafeMutableRawPointer(mutating: base).assumingMemoryBound(to: UInt8.self)
            let surface = cairo_image_surface_create_for_data(
                data, CAIRO_FORMAT_ARGB32, Int32(image.pixelWidth), Int32(image.pixelHeight),
                Int32(image.pixelWidth * 4))
            let pattern = cairo_pattern_create_for_surface(surface)!
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            // Pattern space: image pixels; this surface's pixels sit `phase` left of and above the image's rectangle.
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(
                &matrix, Double(image.pixelWidth) / key.width, Double(image.pixelHeight) / key.height)
            cairo_matrix_translate(&matrix, -key.phaseX, -key.phaseY)
            cairo_pattern_set_matrix(pattern, &matrix)
            cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
            cairo_set_source(context, pattern)
            cairo_paint(context)
            cairo_destroy(context)
            cairo_pattern_destroy(pattern)
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
            return true
        }
        cairo_surface_finish(target)
        cairo_surface_destroy(target)
        // A file that passed its checks but cannot be decoded has no pixels: the caller draws a placeholder.
        guard scaled else { return nil }
    }

    /// Lends `body` a surface over the pixels (not to be kept: it is destroyed when `body` returns).
    func withSurface<Result>(_ body: (OpaquePointer) -> Result) -> Result {
        let surface = cairo_image_surface_create_for_data(
            pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
            Int32(stride))!
        defer {
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
        return body(surface)
    }

    deinit {
        free(pixels)
    }
}
