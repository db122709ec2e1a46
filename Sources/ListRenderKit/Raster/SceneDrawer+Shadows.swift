import CCairo
import Foundation
import ListCore
import ListViewKit

extension SceneDrawer {
    /// Draws a layer's drop shadow: its (rounded) rectangle, full strength inside the edge moved in by the radius,
    /// fading linearly to nothing at the edge moved out by it — straight edges as linear gradients, corners as
    /// radial ones, one piece each. The pieces are added into a group (so their seams neither darken nor lighten) that
    /// is then painted in the shadow's colour. Cairo's gradients only: no per-pixel work, the same bytes everywhere.
    ///
    /// - Parameters:
    ///   - shadow: the shadow, its rectangle in the coordinates that start at `origin`.
    ///   - origin: where its parent's bounds start on the canvas.
    func drawShadow(_ shadow: ListViewShadow, at origin: CGPoint) {
        let context = canvas.context
        let rect = shadow.rect.offsetBy(dx: origin.x, dy: origin.y)
        let blur = shadow.radius
        let (minX, minY) = (Double(rect.minX), Double(rect.minY))
        let (maxX, maxY) = (Double(rect.maxX), Double(rect.maxY))
        let corner = min(shadow.cornerRadius, (maxX - minX) / 2, (maxY - minY) / 2)
        guard blur > 0 else {
            canvas.setColor(shadow.color)
            canvas.addRoundedRect(rect, radius: corner)
            cairo_fill(context)
            return
        }
        // The outer box, and the corner squares' inner corners: where the straight edges start.
        let (left, top, right, bottom) = (minX - blur, minY - blur, maxX + blur, maxY + blur)
        let reach = corner + blur
        let inner = (left: min(left + reach, (left + right) / 2), top: min(top + reach, (top + bottom) / 2),
                     right: max(right - reach, (left + right) / 2), bottom: max(bottom - reach, (top + bottom) / 2))
        cairo_push_group_with_content(context, CAIRO_CONTENT_ALPHA)
        cairo_set_operator(context, CAIRO_OPERATOR_ADD)
        // The middle, solid.
        fillShadowPiece(inner.left, inner.top, inner.right, inner.bottom, pattern: nil, from: 1, to: 1)
        // The edges: linear ramps from the outer box (clear) to 2 × blur inside it (opaque), padded beyond.
        let edges: [(Double, Double, Double, Double, Double, Double, Double, Double)] = [
            (inner.left, top, inner.right, inner.top, 0, top, 0, top + 2 * blur),
            (inner.left, inner.bottom, inner.right, bottom, 0, bottom, 0, bottom - 2 * blur),
            (left, inner.top, inner.left, inner.bottom, left, 0, left + 2 * blur, 0),
            (inner.right, inner.top, right, inner.bottom, right, 0, right - 2 * blur, 0),
        ]
        for (x0, y0, x1, y1, fromX, fromY, toX, toY) in edges {
            let ramp = cairo_pattern_create_linear(fromX, fromY, toX, toY)
            fillShadowPiece(x0, y0, x1, y1, pattern: ramp, from: 0, to: 1)
        }
        // The corners: radial ramps around the rounded corner's centre, opaque inside its radius less the blur,
        // clear at its radius plus the blur (a corner tighter than the blur starts below opaque at its centre, so
        // it meets the edges' ramps).
        let corners: [(Double, Double, Double, Double, Double, Double)] = [
            (left, top, inner.left, inner.top, inner.left, inner.top),
            (inner.right, top, right, inner.top, inner.right, inner.top),
            (left, inner.bottom, inner.left, bottom, inner.left, inner.bottom),
            (inner.right, inner.bottom, right, bottom, inner.right, inner.bottom),
        ]
        for (x0, y0, x1, y1, cx, cy) in corners {
            let ramp = cairo_pattern_create_radial(cx, cy, max(0, corner - blur), cx, cy, corner + blur)
            fillShadowPiece(x0, y0, x1, y1, pattern: ramp, from: min(1, (corner + blur) / (2 * blur)), to: 0)
        }
        let mask = cairo_pop_group(context)
        canvas.setColor(shadow.color)
        cairo_mask(context, mask)
        cairo_pattern_destroy(mask)
    }

    /// Adds one piece of a shadow's mask: the rectangle through `pattern` (which this destroys), its opacity ramping
    /// from `from` at the pattern's start to `to` at its end and padded beyond; `nil`: `from` throughout.
    private func fillShadowPiece(
        _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, pattern: OpaquePointer?, from: Double, to: Double
    ) {
        let context = canvas.context
        defer { if let pattern { cairo_pattern_destroy(pattern) } }
        guard x1 > x0, y1 > y0 else { return }
        if let pattern {
            cairo_pattern_add_color_stop_rgba(pattern, 0, 0, 0, 0, from)
            cairo_pattern_add_color_stop_rgba(pattern, 1, 0, 0, 0, to)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_set_source(context, pattern)
        } else {
            cairo_set_source_rgba(context, 0, 0, 0, from)
        }
        cairo_rectangle(context, x0, y0, x1 - x0, y1 - y0)
        cairo_fill(context)
    }
}
