import CCairo
import Foundation
import ListCore
import ListViewKit

extension AuditRecorder {
    /// The colours of the pixels under `boxes` (user space) as the screen shows them now: the surface being drawn
    /// into (inside a faded view, its group composited over the screen beneath it), un-premultiplied; most
    /// frequent first (ties by colour), at most ``maximumColors``.
    static func colors(beneath boxes: [CGRect], context: OpaquePointer) -> [ListAccessibilityAudit.ColorCount] {
        guard let screen = Surface(cairo_get_target(context)) else { return [] }
        let group = cairo_get_group_target(context).flatMap { $0 == cairo_get_target(context) ? nil : Surface($0) }
        var counts: [UInt32: Int] = [:]
        // Beneath text, pixels come in long runs of one value (a fill): counted a run at a time.
        var current: UInt32 = 0, run = 0
        for box in boxes {
            guard let pixels = screen.pixelRect(of: box, context: context) else { continue }
            for y in pixels.y {
                let row = screen.row(y)
                for x in pixels.x {
                    var pixel = row[x]
                    if let group, let top = group.pixel(deviceX: x, deviceY: y) { pixel = over(top, pixel) }
                    if pixel == current, run > 0 {
                        run += 1
                    } else {
                        if run > 0 { counts[opaque(current), default: 0] += run }
                        (current, run) = (pixel, 1)
                    }
                }
            }
        }
        if run > 0 { counts[opaque(current), default: 0] += run }
        let sorted = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        return sorted.prefix(maximumColors).map {
            .init(color: ListColor(red: UInt8($0.key >> 16 & 0xFF), green: UInt8($0.key >> 8 & 0xFF),
                                   blue: UInt8($0.key & 0xFF)), count: $0.value)
        }
    }

    /// Premultiplied `top` over premultiplied `bottom`.
    private static func over(_ top: UInt32, _ bottom: UInt32) -> UInt32 {
        let alpha = top >> 24
        var result: UInt32 = 0
        for shift in stride(from: 0, through: 24, by: 8) {
            let t = top >> UInt32(shift) & 0xFF, b = bottom >> UInt32(shift) & 0xFF
            let value = t + (b * (255 - alpha) + 127) / 255
            result |= min(255, value) << UInt32(shift)
        }
        return result
    }

    /// A premultiplied pixel as an opaque RGB colour (what is not covered shows white).
    private static func opaque(_ pixel: UInt32) -> UInt32 {
        let alpha = pixel >> 24
        guard alpha < 255 else { return pixel & 0xFF_FFFF }
        var result: UInt32 = 0
        for shift in stride(from: 0, through: 16, by: 8) {
            let value = (pixel >> UInt32(shift) & 0xFF) + (255 - alpha)
            result |= min(255, value) << UInt32(shift)
        }
        return result
    }

    /// An ARGB32 image surface's pixels, addressed in device space.
    private struct Surface {
        let data: UnsafeMutablePointer<UInt8>
        let width: Int, height: Int, stride: Int
        let offsetX: Double, offsetY: Double

        init?(_ surface: OpaquePointer?) {
            guard let surface, cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
                  cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 else { return nil }
            cairo_surface_flush(surface)
            guard let data = cairo_image_surface_get_data(surface) else { return nil }
            var dx = 0.0, dy = 0.0
            cairo_surface_get_device_offset(surface, &dx, &dy)
            self.data = data
            width = Int(cairo_image_surface_get_width(surface))
            height = Int(cairo_image_surface_get_height(surface))
            stride = Int(cairo_image_surface_get_stride(surface))
            (offsetX, offsetY) = (dx, dy)
        }

        /// The device pixels (of the screen: device offset 0) whose centres lie in `box`'s device bounding box.
        func pixelRect(of box: CGRect, context: OpaquePointer) -> (x: Range<Int>, y: Range<Int>)? {
            var xs: [Double] = [], ys: [Double] = []
            for (px, py) in [(box.minX, box.minY), (box.maxX, box.minY), (box.minX, box.maxY), (box.maxX, box.maxY)] {
                var x = Double(px), y = Double(py)
                cairo_user_to_device(context, &x, &y)
                xs.append(x + offsetX)
                ys.append(y + offsetY)
            }
            guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
                  [minX, maxX, minY, maxY].allSatisfy(\.isFinite) else { return nil }
            let x0 = Int(max(0, min(Double(width), (minX - 0.5).rounded(.up))))
            let x1 = Int(max(0, min(Double(width), (maxX - 0.5).rounded(.up))))
            let y0 = Int(max(0, min(Double(height), (minY - 0.5).rounded(.up))))
            let y1 = Int(max(0, min(Double(height), (maxY - 0.5).rounded(.up))))
            return x0 < x1 && y0 < y1 ? (x0..<x1, y0..<y1) : nil
        }

        func pixel(x: Int, y: Int) -> UInt32 {
            row(y)[x]
        }

        /// Row `y`'s pixels (native-endian premultiplied ARGB32).
        func row(_ y: Int) -> UnsafePointer<UInt32> {
            UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        }

        /// The pixel at device coordinates of the screen, in this (group) surface; `nil` outside it.
        func pixel(deviceX: Int, deviceY: Int) -> UInt32? {
            let x = deviceX + Int(offsetX), y = deviceY + Int(offsetY)
            guard x >= 0, y >= 0, x < width, y < height else { return nil }
            return pixel(x: x, y: y)
        }
    }
}
