import CCairo
import Foundation
import ListCore
import ListTextKit

extension CairoCanvas {
    /// The decorations of a stretch of laid-out text (an attributed string's run): a filled background a line tall,
    /// and lines under and through its glyphs. A style's line count and weight: one line (`lines` 1, `weight` 1),
    /// thick (weight 2) or double (two lines of weight 1, a line's thickness apart).
    struct TextDecoration {
        /// A line under or through the glyphs.
        struct Stroke {
            /// How many lines (1 or 2).
            var lines: Int
            /// The thickness in multiples of the font's thickness.
            var weight: Int
            /// The colour.
            var color: ListColor
        }

        /// The UTF-8 offsets of the stretch.
        var range: Range<Int>
        /// The colour behind its glyphs (`nil`: none).
        var background: ListColor?
        /// Its underline (`nil`: none).
        var underline: Stroke?
        /// Its strikethrough (`nil`: none).
        var strikethrough: Stroke?
    }

    /// The left and right ends (points from the line's left end) of each stretch of a line's glyphs that fall in
    /// `range`, one per run, with the run's font: a stretch spans the advances of its glyphs, spaces included.
    private func segments(
        of line: TextLayout.Line, in range: Range<Int>
    ) -> [(minX: Double, maxX: Double, font: ShapedFont?)] {
        line.runs.compactMap { run in
            var minX = Double.infinity
            var maxX = -Double.infinity
            for glyph in run.glyphs where range.contains(glyph.offset) && glyph.advance > 0 {
                minX = min(minX, glyph.x)
                maxX = max(maxX, glyph.x + glyph.advance)
            }
            return minX < maxX ? (minX, maxX, run.font) : nil
        }
    }

    /// Fills a rectangle whose edges are rounded to device pixels (the same pixels at every position).
    private func fillSnapped(minX: Double, maxX: Double, minY: Double, maxY: Double) {
        let left = (minX * scale).rounded(), right = (maxX * scale).rounded()
        let top = (minY * scale).rounded(), bottom = (maxY * scale).rounded()
        guard right > left, bottom > top else { return }
        cairo_rectangle(context, left / scale, top / scale, (right - left) / scale, (bottom - top) / scale)
        cairo_fill(context)
    }

    /// Fills the backgrounds of `decorations` behind laid-out text placed as
    /// ``draw(_:x:top:width:alignment:colors:)`` places it: each stretch's glyphs, its line's top to bottom.
    /// Call before drawing the text.
    func drawTextBackgrounds(
        _ layout: TextLayout, x: Double, top: Double, width: Double, alignment: ListTextAlignment,
        decorations: [TextDecoration]
    ) {
        for decoration in decorations {
            guard let color = decoration.background, color.alpha > 0 else { continue }
            setColor(color)
            for line in layout.lines {
                let start = x + layout.offset(of: line, alignment: alignment, in: width)
                for segment in segments(of: line, in: decoration.range) {
                    fillSnapped(
                        minX: start + segment.minX, maxX: start + segment.maxX, minY: top + line.top,
                        maxY: top + line.top + line.height)
                }
            }
        }
    }

    /// Draws the underlines and strikethroughs of `decorations` over laid-out text placed as
    /// ``draw(_:x:top:width:alignment:colors:)`` places it, at the positions and thicknesses of each run's font
    /// (Pango's metrics), rounded to whole device pixels (at least one) from the snapped baseline.
    func drawTextLines(
        _ layout: TextLayout, x: Double, top: Double, width: Double, alignment: ListTextAlignment,
        decorations: [TextDecoration]
    ) {
        for decoration in decorations where decoration.underline != nil || decoration.strikethrough != nil {
            for line in layout.lines {
                let baseline = snap(top + line.baseline)
                let start = x + layout.offset(of: line, alignment: alignment, in: width)
                for segment in segments(of: line, in: decoration.range) {
                    guard let metrics = segment.font?.decorationMetrics else { continue }
                    let ends = (start + segment.minX, start + segment.maxX)
                    if let stroke = decoration.underline {
                        // The top of the (first) underline stays at the font's position; more lines go below.
                        strike(
                            stroke, ends: ends, top: baseline - metrics.underlinePosition,
                            thickness: metrics.underlineThickness, centred: false)
                    }
                    if let stroke = decoration.strikethrough {
                        // Thicker and double strikethroughs stay centred on the font's line.
                        strike(
                            stroke, ends: ends, top: baseline - metrics.strikethroughPosition,
                            thickness: metrics.strikethroughThickness, centred: true)
                    }
                }
            }
        }
    }

    /// Fills one decoration's lines: `top` and `thickness` are the font's single line, in points.
    private func strike(
        _ stroke: TextDecoration.Stroke, ends: (Double, Double), top: Double, thickness: Double, centred: Bool
    ) {
        guard stroke.color.alpha > 0 else { return }
        setColor(stroke.color)
        // In device pixels: the font's line thickness, at least one pixel.
        let unit = max(1, (thickness * scale).rounded())
        let lineHeight = unit * Double(stroke.weight)
        let total = lineHeight * Double(stroke.lines) + unit * Double(stroke.lines - 1)
        var first = (top * scale).rounded()
        if centred { first = ((top * scale) + unit / 2 - total / 2).rounded() }
        for index in 0..<stroke.lines {
            let lineTop = first + Double(index) * (lineHeight + unit)
            fillSnapped(
                minX: ends.0, maxX: ends.1, minY: lineTop / scale, maxY: (lineTop + lineHeight) / scale)
        }
    }
}
