import CCairo
import CListPreviewPNG
import Foundation
import ListCore

/// A rendered frame: a Cairo image surface holding premultiplied ARGB32 pixels (one native-endian `UInt32` per
/// pixel, alpha in the high byte), as ``Rasterizer`` draws it and ``PNGEncoder`` encodes it.
///
/// The image is immutable once rendered. A ``Rasterizer`` may recycle the memory of an image nobody holds any more.
///
/// ```swift
/// let image = try Rasterizer().render(scene)
/// image.pixel(x: 10, y: 10) // #F2F2F7, the light theme's background
/// ```
public final class RasterImage: @unchecked Sendable {
    // Unchecked: the surface is written only while the rasteriser owns the image uniquely, and read-only after.
    let surface: OpaquePointer

    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The bytes from one row to the next (at least `width * 4`).
    public let bytesPerRow: Int
    /// Pixels per point (the scale the image was drawn at).
    public internal(set) var scale: Double
    /// The font files that drew the image's text, each once, by file name (empty when it has no text).
    public internal(set) var fonts: [FontRecord] = []

    /// Creates a transparent image of `width` × `height` pixels.
    ///
    /// - Throws: ``RenderError/surface(width:height:reason:)`` when the size is not positive, is more than
    ///   ``ListImageLimits/side`` pixels a side or ``ListImageLimits/pixels`` in all, or the memory cannot
    ///   be allocated.
    package convenience init(width: Int, height: Int, scale: Double) throws {
        try self.init(width: width, height: height, scale: scale, filling: 0)
    }

    /// Creates an image of `width` × `height` pixels whose memory is filled with the byte `filling`, or left as
    /// the allocator gives it (`nil`): for a ``Rasterizer``, which paints every pixel of an image before drawing
    /// on it (a recycled image's too), so that clearing 1.3 MB a frame first would be work thrown away.
    ///
    /// - Throws: as ``init(width:height:scale:)``.
    package init(width: Int, height: Int, scale: Double, filling: UInt8?) throws {
        // These bounds make every later Int32 conversion of the width, height and row stride exact.
        let side = ListImageLimits.side
        guard width > 0, height > 0, width <= side, height <= side else {
            throw RenderError.surface(width: width, height: height, reason: "each side must be 1...\(side) pixels")
        }
        guard width * height <= ListImageLimits.pixels else {
            throw RenderError.surface(
                width: width, height: height, reason: "more than \(ListImageLimits.pixels) pixels in all")
        }
        guard let surface = Self.makeSurface(width: width, height: height, filling: filling) else {
            throw RenderError.surface(width: width, height: height, reason: "out of memory")
        }
        self.surface = surface
        self.width = width
        self.height = height
        self.bytesPerRow = Int(cairo_image_surface_get_stride(surface))
        self.scale = scale
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// A surface over memory of its own: zeroed by Cairo (`filling` 0), filled with another byte, or as `malloc`
    /// gives it (`nil`). The memory is freed with the surface.
    private static func makeSurface(width: Int, height: Int, filling: UInt8?) -> OpaquePointer? {
        if filling == 0 {
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
            guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
            return surface
        }
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        guard stride >= width * 4, let pixels = malloc(stride * height) else { return nil }
        if let filling { memset(pixels, Int32(filling), stride * height) }
        let surface = cairo_image_surface_create_for_data(
            pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
            cairo_surface_set_user_data(surface, pixelsKey, pixels, free) == CAIRO_STATUS_SUCCESS
        else {
            cairo_surface_destroy(surface)
            free(pixels)
            return nil
        }
        return surface
    }

    /// The key under which a surface keeps the memory it frees when destroyed (Cairo compares its address only).
    private nonisolated(unsafe) static let pixelsKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

    /// Calls `body` with the raw premultiplied ARGB32 pixels (`bytesPerRow * height` bytes).
    ///
    /// - Parameter body: reads the pixels; the pointer is valid only during the call.
    /// - Returns: what `body` returns.
    public func withUnsafePixels<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        cairo_surface_flush(surface)
        let base = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        return try body(UnsafeRawBufferPointer(start: base, count: bytesPerRow * height))
    }

    /// The colour of one pixel, un-premultiplied (as a PNG of the image decodes to).
    ///
    /// - Parameters:
    ///   - x: the column, `0..<width`.
    ///   - y: the row, `0..<height`.
    /// - Returns: the pixel's straight-alpha colour.
    public func pixel(x: Int, y: Int) -> ListColor {
        precondition((0..<width).contains(x) && (0..<height).contains(y), "pixel (\(x), \(y)) is outside the image")
        let value = withUnsafePixels { $0.load(fromByteOffset: y * bytesPerRow + x * 4, as: UInt32.self) }
        return ListColor(premultipliedARGB: value)
    }

    /// The whole image as straight-alpha RGBA pixels, exactly as its PNG decodes.
    ///
    /// - Complexity: O(width × height).
    public func rgbaImage() -> RGBAImage {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        withUnsafePixels { raw in
            pixels.withUnsafeMutableBufferPointer { out in
                lp_argb32_to_rgba(
                    raw.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(width), Int32(height),
                    Int32(bytesPerRow), out.baseAddress!)
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}

extension ListColor {
    /// Un-premultiplies a Cairo ARGB32 pixel with Cairo's own rounding (what `cairo_surface_write_to_png` writes).
    init(premultipliedARGB value: UInt32) {
        let alpha = value >> 24
        func channel(_ shift: UInt32) -> UInt8 {
            let premultiplied = (value >> shift) & 0xFF
            if alpha == 255 { return UInt8(premultiplied) }
            return UInt8((premultiplied * 255 + alpha / 2) / alpha)
        }
        if alpha == 0 {
            self.init(red: 0, green: 0, blue: 0, alpha: UInt8(0))
        } else {
            self.init(red: channel(16), green: channel(8), blue: channel(0), alpha: UInt8(alpha))
        }
    }
}
