import CCairo
import Foundation
import ListCore

/// The drawing primitives ListRenderKit needs, over a Cairo context whose user space is in points.
///
/// Lines and text baselines snap to device pixels so that 1× renders stay crisp.
struct CairoCanvas {
    /// The `cairo_t`.
    let context: OpaquePointer
    /// Pixels per point.
    let scale: Double
    /// Where the fonts that draw text are noted (`nil`: nowhere).
    var drawnFonts: DrawnFonts? = nil
    /// The colour patterns kept between frames (`nil`: one made for each colour set).
    var patterns: SolidColorPatterns? = nil

    /// The width of one device pixel in points.
    var hairline: Double { 1 / scale }

    /// Rounds a coordinate to the nearest device-pixel boundary.
    func snap(_ value: Double) -> Double {
        (value * scale).rounded() / scale
    }

    /// The rectangle a hairline along `rect` fills: one device pixel thick — the row (column, for a rectangle taller
    /// than wide) of device pixels that holds the middle of `rect`'s thin side — its ends rounded to pixel edges,
    /// so that it is crisp at every scale (`nil` when nothing is left, or the current transformation turns it).
    ///
    /// A line 0.5 points thick at y = 103 is the pixel row 103 at 1×, 206 at 2× and 309 at 3× (not 309 and half
    /// of 310); one at y = 43.5 that ends at 44 is row 43, 87 and 131.
    func hairlineRect(_ rect: CGRect) -> CGRect? {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx > 0, matrix.yy > 0 else { return nil }
        // Device coordinates of the edges (the transformation is a scale and a translation).
        let left = matrix.xx * rect.minX + matrix.x0, right = matrix.xx * rect.maxX + matrix.x0
        let top = matrix.yy * rect.minY + matrix.y0, bottom = matrix.yy * rect.maxY + matrix.y0
        var device: (left: Double, top: Double, right: Double, bottom: Double)
        if rect.width >= rect.height {
            let row = ((top + bottom) / 2).rounded(.down)
            device = (left.rounded(), row, right.rounded(), row + 1)
        } else {
            let column = ((left + right) / 2).rounded(.down)
            device = (column, top.rounded(), column + 1, bottom.rounded())
        }
        guard device.right > device.left, device.bottom > device.top else { return nil }
        return CGRect(
            x: (device.left - matrix.x0) / matrix.xx, y: (device.top - matrix.y0) / matrix.yy,
            width: (device.right - device.left) / matrix.xx, height: (device.bottom - device.top) / matrix.yy)
    }

    /// Fills the hairline along `rect` (``hairlineRect(_:)``); under a turning transformation, `rect` itself.
    func fillHairline(_ rect: CGRect, _ color: ListColor) {
        if let line = hairlineRect(rect) {
            fill(line, color)
        } else if rect.width > 0, rect.height > 0, cairoMatrixTurns {
            fill(rect, color)
        }
    }

    private var cairoMatrixTurns: Bool {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        return matrix.xy != 0 || matrix.yx != 0 || matrix.xx <= 0 || matrix.yy <= 0
    }

    /// Rounds a coordinate to the centre of the nearest device pixel (where a one-pixel line is crisp).
    func snapToPixelCentre(_ value: Double) -> Double {
        ((value * scale).rounded(.down) + 0.5) / scale
    }

    /// Makes `color` (at `alpha`) the source.
    ///
    /// The source is a 1×1 repeating image, never a Cairo solid colour: Cairo fills pixel-aligned boxes of a solid
    /// colour with `pixman_fill`, which only pixman's SIMD and "fast" implementations provide — on its portable C
    /// implementation (another CPU, or `PIXMAN_DISABLE="sse2 ssse3 mmx avx2 fast"`) the call fails, Cairo ignores
    /// the failure and the pixels keep what they had. An image source is composited, which every implementation
    /// does, to the same bytes (see scripts/determinism.sh).
    ///
    /// The pattern's matrix is the current transformation, so that its pixel maps to device pixels one to one:
    /// pixman then sees an untransformed 1×1 repeating image, which it treats as a solid colour (its fast paths),
    /// instead of sampling a scaled image pixel by pixel at 2× and 3×. Every sample of a one-pixel image is that
    /// pixel, so the bytes are the same either way. With ``patterns``, each colour's pattern is made once and kept.
    func setColor(_ color: ListColor, alpha: Double = 1) {
        let pixel = Self.premultipliedPixel(color, alpha: alpha)
        let pattern = patterns?.pattern(for: pixel) ?? Self.solidPattern(pixel: pixel)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_set_source(context, pattern)
        if patterns == nil { cairo_pattern_destroy(pattern) }
    }

    /// `color` at `alpha` as one premultiplied ARGB32 pixel, rounded as Cairo rounds a solid colour.
    static func premultipliedPixel(_ color: ListColor, alpha: Double = 1) -> UInt32 {
        let opacity = Double(color.alpha) / 255 * min(1, max(0, alpha))
        // Cairo's colour → 16-bit premultiplied shorts → the top 8 bits (what its solid fills write).
        func channel(_ value: Double) -> UInt32 { UInt32((value * 65535 + 0.5).rounded(.down)) >> 8 }
        let a = channel(opacity)
        let r = channel(Double(color.red) / 255 * opacity)
        let g = channel(Double(color.green) / 255 * opacity)
        let b = channel(Double(color.blue) / 255 * opacity)
        return a << 24 | r << 16 | g << 8 | b
    }

    /// A 1×1 repeating image pattern of one premultiplied ARGB32 pixel (the caller owns it).
    static func solidPattern(pixel: UInt32) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)!
        cairo_surface_flush(surface)
        cairo_image_surface_get_data(surface)!.withMemoryRebound(to: UInt32.self, capacity: 1) {
            $0.pointee = pixel
        }
        cairo_surface_mark_dirty(surface)
        let pattern = cairo_pattern_create_for_surface(surface)!
        cairo_surface_destroy(surface)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
        return pattern
    }

    func fill(_ rect: CGRect, _ color: ListColor, alpha: Double = 1) {
        setColor(color, alpha: alpha)
        cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
        cairo_fill(context)
    }

    /// Adds a rounded rectangle to the path (a plain rectangle when `radius` is 0).
    func addRoundedRect(_ rect: CGRect, radius: Double) {
        let r = min(radius, Double(rect.width) / 2, Double(rect.height) / 2)
        guard r > 0 else {
            cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        let (minX, minY, maxX, maxY) = (Double(rect.minX), Double(rect.minY), Double(rect.maxX), Double(rect.maxY))
        cairo_new_sub_path(context)
        cairo_arc(context, maxX - r, minY + r, r, -Double.pi / 2, 0)
        cairo_arc(context, maxX - r, maxY - r, r, 0, Double.pi / 2)
        cairo_arc(context, minX + r, maxY - r, r, Double.pi / 2, Double.pi)
        cairo_arc(context, minX + r, minY + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(context)
    }

    func fillRoundedRect(_ rect: CGRect, radius: Double, _ color: ListColor, alpha: Double = 1) {
        setColor(color, alpha: alpha)
        addRoundedRect(rect, radius: radius)
        cairo_fill(context)
    }

    func strokeRoundedRect(_ rect: CGRect, radius: Double, width: Double, _ color: ListColor, dash: [Double] = []) {
        setColor(color)
        cairo_set_line_width(context, width)
        setDash(dash)
        addRoundedRect(rect, radius: radius)
        cairo_stroke(context)
        setDash([])
    }

    /// Strokes a polyline.
    func strokeLines(_ points: [CGPoint], width: Double, _ color: ListColor, alpha: Double = 1, roundCaps: Bool = true) {
        guard let first = points.first else { return }
        setColor(color, alpha: alpha)
        cairo_set_line_width(context, width)
        cairo_set_line_cap(context, roundCaps ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
        cairo_move_to(context, first.x, first.y)
        for point in points.dropFirst() { cairo_line_to(context, point.x, point.y) }
        cairo_stroke(context)
        cairo_set_line_cap(context, CAIRO_LINE_CAP_BUTT)
    }

    func fillCircle(center: CGPoint, radius: Double, _ color: ListColor) {
        setColor(color)
        cairo_new_sub_path(context)
        cairo_arc(context, center.x, center.y, radius, 0, 2 * Double.pi)
        cairo_fill(context)
    }

    func strokeCircle(center: CGPoint, radius: Double, width: Double, _ color: ListColor) {
        setColor(color)
        cairo_set_line_width(context, width)
        cairo_new_sub_path(context)
        cairo_arc(context, center.x, center.y, radius, 0, 2 * Double.pi)
        cairo_stroke(context)
    }

    private func setDash(_ dash: [Double]) {
        dash.withUnsafeBufferPointer { cairo_set_dash(context, $0.baseAddress, Int32($0.count), 0) }
    }

    /// Fills the band between `outer` and `inner` (even-odd).
    func fillBand(outer: CGRect, inner: CGRect, _ color: ListColor, alpha: Double) {
        setColor(color, alpha: alpha)
        cairo_set_fill_rule(context, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_rectangle(context, outer.minX, outer.minY, outer.width, outer.height)
        cairo_rectangle(context, inner.minX, inner.minY, inner.width, inner.height)
        cairo_fill(context)
        cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
    }

    /// Strokes a rectangle with a dashed one-pixel line on pixel centres.
    func strokeDashedRect(_ rect: CGRect, _ color: ListColor, alpha: Double, dash: [Double]) {
        setColor(color, alpha: alpha)
        cairo_set_line_width(context, hairline)
        setDash(dash)
        let minX = snapToPixelCentre(rect.minX)
        let minY = snapToPixelCentre(rect.minY)
        let maxX = snapToPixelCentre(rect.maxX - hairline)
        let maxY = snapToPixelCentre(rect.maxY - hairline)
        cairo_rectangle(context, minX, minY, maxX - minX, maxY - minY)
        cairo_stroke(context)
        setDash([])
    }

    /// Draws laid-out text with its first line's top at `top`, each line aligned in the box `x ..< x + width`,
    /// each run in the font Pango chose for it (a character no font has is drawn as a box).
    ///
    /// - Returns: the box of each line's ink (from about the height of capitals above the baseline to the
    ///   descenders below), for overlays to keep clear of.
    @discardableResult
    func draw(
        _ layout: TextLayout, x: Double, top: Double, width: Double, alignment: ListTextAlignment, _ color: ListColor
    ) -> [CGRect] {
        draw(layout, x: x, top: top, width: width, alignment: alignment, colors: { _ in color })
    }

    /// Draws laid-out text as ``draw(_:x:top:width:alignment:_:)``, each glyph in the colour of the character it
    /// draws (`colors` of its UTF-8 offset): glyphs of one run and one colour go to Cairo together.
    @discardableResult
    func draw(
        _ layout: TextLayout, x: Double, top: Double, width: Double, alignment: ListTextAlignment,
        colors: (Int) -> ListColor
    ) -> [CGRect] {
        guard let firstGlyph = layout.lines.lazy.flatMap(\.runs).flatMap(\.glyphs).first else {
            return layout.lines.isEmpty ? [] : boxes(of: layout, x: x, top: top, width: width, alignment: alignment)
        }
        var current = colors(firstGlyph.offset)
        setColor(current)
        var glyphs: [cairo_glyph_t] = []
        func flush(_ font: ShapedFont) {
            guard !glyphs.isEmpty else { return }
            TextEngine.shared.withGlyphCache {
                cairo_set_scaled_font(context, font.scaledFont)
                glyphs.withUnsafeBufferPointer { cairo_show_glyphs(context, $0.baseAddress, Int32($0.count)) }
            }
            glyphs.removeAll(keepingCapacity: true)
        }
        for line in layout.lines {
            let baseline = snap(top + line.baseline)
            let start = x + layout.offset(of: line, alignment: alignment, in: width)
            for run in line.runs {
                guard let font = run.font else { continue }
                for glyph in run.glyphs {
                    let color = colors(glyph.offset)
                    if color != current {
                        flush(font)
                        current = color
                        setColor(color)
                    }
                    if glyph.isMissing {
                        let box = CGRect(
                            x: start + glyph.x + 0.1 * glyph.advance, y: baseline - 0.7 * layout.size,
                            width: 0.8 * glyph.advance, height: 0.7 * layout.size)
                        cairo_set_line_width(context, max(hairline, layout.size / 16))
                        cairo_rectangle(context, box.minX, box.minY, box.width, box.height)
                        cairo_stroke(context)
                    } else {
                        glyphs.append(cairo_glyph_t(index: UInt(glyph.index), x: start + glyph.x, y: baseline + glyph.y))
                    }
                }
                drawnFonts?.insert(font)  // also a run of missing glyphs only: its font was asked for
                flush(font)
            }
        }
        return boxes(of: layout, x: x, top: top, width: width, alignment: alignment)
    }

    /// The ink box of each line (see ``draw(_:x:top:width:alignment:_:)``).
    private func boxes(
        of layout: TextLayout, x: Double, top: Double, width: Double, alignment: ListTextAlignment
    ) -> [CGRect] {
        layout.lines.map { line in
            let baseline = snap(top + line.baseline)
            let start = x + layout.offset(of: line, alignment: alignment, in: width)
            return CGRect(x: start, y: baseline - 0.78 * layout.size, width: line.width, height: layout.size)
        }
    }
}
