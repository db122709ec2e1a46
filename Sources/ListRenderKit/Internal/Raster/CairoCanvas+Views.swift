import CCairo
import Foundation
import ListCore
import ListImageKit
import ListViewKit

extension CairoCanvas {
    /// Adds a rectangle whose `corners` are rounded by `radius` (CALayer's `cornerRadius` with `maskedCorners`) to the
    /// path; the radius is clamped to half the shorter side, as Core Animation does.
    func addRoundedRect(_ rect: CGRect, radius: Double, corners: ListCornerMask) {
        let r = min(radius, Double(rect.width) / 2, Double(rect.height) / 2)
        guard r > 0, !corners.isEmpty else {
            cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        if corners == .all { return addRoundedRect(rect, radius: r) }
        let (minX, minY, maxX, maxY) = (Double(rect.minX), Double(rect.minY), Double(rect.maxX), Double(rect.maxY))
        func corner(_ mask: ListCornerMask, _ cx: Double, _ cy: Double, _ x: Double, _ y: Double, _ start: Double) {
            if corners.contains(mask) {
                cairo_arc(context, cx, cy, r, start, start + Double.pi / 2)
            } else {
                cairo_line_to(context, x, y)
            }
        }
        cairo_new_sub_path(context)
        corner(.layerMaxXMinYCorner, maxX - r, minY + r, maxX, minY, -Double.pi / 2)
        corner(.layerMaxXMaxYCorner, maxX - r, maxY - r, maxX, maxY, 0)
        corner(.layerMinXMaxYCorner, minX + r, maxY - r, minX, maxY, Double.pi / 2)
        corner(.layerMinXMinYCorner, minX + r, minY + r, minX, minY, Double.pi)
        cairo_close_path(context)
    }

    /// Draws an image's pixels stretched into `rect` (points) with the one fixed filter (bilinear, edges padded), or
    /// with `tint`, its alpha filled in that colour (a template image). Where the transformation only scales and
    /// moves (every view that is not rotated), the image is scaled once to its device pixels
    /// (``ScaledImageCache``) and painted at a whole-pixel offset; the same image at the same size and sub-pixel
    /// phase is never scaled twice in a process. The image's pixels are decoded now if the store's budget released
    /// them, and pinned while they are scaled or painted.
    ///
    /// - Returns: false when the image has no pixels to draw (a file that passed its checks when named but cannot be
    ///   decoded: ``ListImage/decodingFailure``), for the caller to draw a placeholder instead.
    @discardableResult
    func draw(_ image: ListImage, in rect: CGRect, tint: ListColor?) -> Bool {
        // Cairo's image surfaces are at most 32767 pixels a side, which also keeps the Int32 conversions below in
        // range (a decoded image is at most ListImageLimits.maxSide; a larger one built in Swift is not drawn).
        let side = 1...32767
        guard side.contains(image.pixelWidth), side.contains(image.pixelHeight), rect.width > 0, rect.height > 0
        else { return true }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        if matrix.xy == 0, matrix.yx == 0, matrix.xx > 0, matrix.yy > 0 {
            var (x, y) = (Double(rect.minX), Double(rect.minY))
            cairo_user_to_device(context, &x, &y)
            let (left, top) = (x.rounded(.down), y.rounded(.down))
            let key = ScaledImageCache.Key(
                image: image, width: matrix.xx * Double(rect.width), height: matrix.yy * Double(rect.height),
                phaseX: x - left, phaseY: y - top)
            if let scaled = ScaledImageCache.shared.image(for: key) {
                scaled.withSurface { surface in
                    cairo_save(context)
                    cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
                    cairo_clip(context)
                    cairo_identity_matrix(context)
                    if let tint {
                        setColor(tint)
                        cairo_mask_surface(context, surface, left, top)
                    } else {
                        cairo_set_source_surface(context, surface, left, top)
                        cairo_paint(context)
                    }
                    cairo_restore(context)
                }
                setColor(ListColor(red: 0, green: 0, blue: 0, alpha: 0))  // as after a scaling draw
                return true
            }
        }
        return drawScaling(image, in: rect, tint: tint)
    }

    /// Draws an image through a bilinear pattern in user space (a rotated or skewed view's image).
    private func drawScaling(_ image: ListImage, in rect: CGRect, tint: ListColor?) -> Bool {
        let drawn = image.withUnsafeARGB32 { pixels -> Bool in
            // An empty buffer (its base address is not nil) when the file cannot be decoded.
            guard pixels.count == image.pixelWidth * image.pixelHeight, let base = pixels.baseAddress else {
                return false
            }
            let data = UnsafeMutableRawPointer(mutating: base).assumingMemoryBound(to: UInt8.self)
            guard let surface = cairo_image_surface_create_for_data(
                data, CAIRO_FORMAT_ARGB32, Int32(image.pixelWidth), Int32(image.pixelHeight),
                Int32(image.pixelWidth * 4))
            else { return true }
            defer {
                cairo_surface_finish(surface)
                cairo_surface_destroy(surface)
            }
            let pattern = cairo_pattern_create_for_surface(surface)!
            defer { cairo_pattern_destroy(pattern) }
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            // Pattern space: image pixels; user space: points. The pattern maps user space to pixels.
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(
                &matrix, Double(image.pixelWidth) / Double(rect.width), Double(image.pixelHeight) / Double(rect.height))
            cairo_matrix_translate(&matrix, -Double(rect.minX), -Double(rect.minY))
            cairo_pattern_set_matrix(pattern, &matrix)
            cairo_save(context)
            cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
            cairo_clip(context)
            if let tint {
                setColor(tint)
                cairo_mask(context, pattern)
            } else {
                cairo_set_source(context, pattern)
                cairo_paint(context)
            }
            cairo_restore(context)
            return true
        }
        // The context must not keep a source over memory it does not own.
        setColor(ListColor(red: 0, green: 0, blue: 0, alpha: 0))
        return drawn
    }

    /// A placeholder image: a pale box with a border and a cross (a missing file), or a circle (a system symbol),
    /// filling `rect`; deterministic and clearly not a picture.
    func drawImagePlaceholder(in rect: CGRect, isSymbol: Bool, tint: ListColor, style: ListUserInterfaceStyle) {
        guard rect.width > 0, rect.height > 0 else { return }
        let paper = style == .dark ? ListColor(red: 58, green: 58, blue: 60) : ListColor(red: 229, green: 229, blue: 234)
        let ink = style == .dark ? ListColor(red: 142, green: 142, blue: 147) : ListColor(red: 174, green: 174, blue: 178)
        let line = max(hairline, min(2, Double(min(rect.width, rect.height)) / 16))
        let inner = rect.insetBy(dx: line / 2, dy: line / 2)
        fill(rect, isSymbol ? tint.withAlpha(51) : paper)
        if isSymbol {
            let radius = Double(min(inner.width, inner.height)) * 0.3
            strokeCircle(center: CGPoint(x: inner.midX, y: inner.midY), radius: radius, width: line, tint)
        } else {
            strokeLines([CGPoint(x: inner.minX, y: inner.minY), CGPoint(x: inner.maxX, y: inner.maxY)], width: line, ink)
            strokeLines([CGPoint(x: inner.maxX, y: inner.minY), CGPoint(x: inner.minX, y: inner.maxY)], width: line, ink)
        }
        strokeRoundedRect(inner, radius: 0, width: line, isSymbol ? tint : ink)
    }
}
