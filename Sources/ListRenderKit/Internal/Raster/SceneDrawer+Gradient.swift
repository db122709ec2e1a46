import CCairo
import Foundation
import ListCore
import ListViewKit

extension SceneDrawer {
    /// Paints a gradient layer's axial gradient over `frame` (within its rounded corners): Cairo's linear pattern
    /// from the start to the end point, the colours at their locations, the end colours carried on past the ends
    /// (Core Animation's extension).
    func drawGradient(_ gradient: ListViewGradient, in frame: CGRect, node: ListViewSnapshot) {
        let context = canvas.context
        func point(_ unit: CGPoint) -> (Double, Double) {
            (Double(frame.minX + unit.x * frame.width), Double(frame.minY + unit.y * frame.height))
        }
        let (x0, y0) = point(gradient.start)
        let (x1, y1) = point(gradient.end)
        guard let pattern = cairo_pattern_create_linear(x0, y0, x1, y1) else { return }
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        for (color, location) in zip(gradient.colors, gradient.locations) {
            cairo_pattern_add_color_stop_rgba(
                pattern, min(1, max(0, location)), Double(color.red) / 255, Double(color.green) / 255,
                Double(color.blue) / 255, Double(color.alpha) / 255)
        }
        cairo_set_source(context, pattern)
        canvas.addRoundedRect(frame, radius: node.cornerRadius, corners: node.maskedCorners)
        cairo_fill(context)
    }
}
