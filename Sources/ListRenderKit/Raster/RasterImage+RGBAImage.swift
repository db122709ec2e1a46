import CCairo
import ListCore

extension RasterImage {
    /// An opaque raster of straight-alpha RGBA pixels composited over `background`, for encoding pictures made
    /// outside Cairo (such as a visual-regression difference image) with ``PNGEncoder``.
    ///
    /// - Parameters:
    ///   - image: the pixels.
    ///   - background: what translucent pixels are composited over (opaque; white by default).
    ///   - scale: pixels per point, recorded on the raster.
    /// - Throws: ``RenderError/surface(width:height:reason:)`` for an empty or oversized image.
    /// - Complexity: O(width × height).
    public convenience init(
        flattening image: RGBAImage, over background: ListColor = ListColor(red: 255, green: 255, blue: 255),
        scale: Double = 1
    ) throws {
        try self.init(width: image.width, height: image.height, scale: scale)
        let data = cairo_image_surface_get_data(surface)!
        cairo_surface_flush(surface)
        image.pixels.withUnsafeBufferPointer { source in
            for y in 0..<image.height {
                let row = UnsafeMutableRawPointer(data + y * bytesPerRow).assumingMemoryBound(to: UInt32.self)
                for x in 0..<image.width {
                    let offset = (y * image.width + x) * 4
                    let alpha = UInt32(source[offset + 3])
                    func blend(_ value: UInt8, _ under: UInt8) -> UInt32 {
                        (UInt32(value) * alpha + UInt32(under) * (255 - alpha) + 127) / 255
                    }
                    let red = blend(source[offset], background.red)
                    let green = blend(source[offset + 1], background.green)
                    let blue = blend(source[offset + 2], background.blue)
                    row[x] = 0xFF00_0000 | red << 16 | green << 8 | blue
                }
            }
        }
        cairo_surface_mark_dirty(surface)
    }
}
