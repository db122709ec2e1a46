import CCairo
import Foundation
import ListTextModel

extension TextEngine {
    /// Lays a request out: several paragraphs under a line limit a paragraph at a time (``paragraphsLayout(_:)``),
    /// everything else in one Pango layout. Call under the engine's lock.
    func makeLayout(_ request: TextRequest, nominal given: (height: Double, ascent: Double)? = nil) -> TextLayout {
        if !request.ellipsizes, request.maxLines != nil || request.maxHeight != nil {
            return cutLayout(request)
        }
        if let maxHeight = request.maxHeight, !request.paragraphStyle.isPlain {
            return spacedLayout(request, maxHeight: maxHeight)
        }
        if request.maxLines != nil, request.maxHeight == nil, !request.countsLinesExactly {
            return paragraphsLayout(request)
        }
        return setText(request, nominal: given).layout
    }

    /// Sets a request's text in a Pango layout: the layout, and the UTF-8 offset at which each line starts.
    func setText(
        _ request: TextRequest, nominal given: (height: Double, ascent: Double)? = nil
    ) -> (layout: TextLayout, lineStarts: [Int]) {
        let nominal = given ?? nominalLineLocked(families: request.families, style: request.style, size: request.size)
        let context = context(language: request.language, rightToLeft: request.rightToLeft)
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let description = pango_font_description_new()!
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, request.families)
        request.style.apply(to: description)
        pango_font_description_set_absolute_size(description, request.size * Double(lp_pango_scale))
        pango_layout_set_font_description(layout, description)
        pango_layout_set_auto_dir(layout, 1)
        pango_layout_set_wrap(layout, request.lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        if request.width.isFinite {
            pango_layout_set_width(layout, Self.units(max(0, request.width)))
        }
        if let maxHeight = request.maxHeight {
            // The lines that fit the height; at least one line stays.
            pango_layout_set_height(layout, max(1, Self.units(maxHeight) + 16))
            pango_layout_set_ellipsize(layout, request.ellipsizeMode)
        } else if let maxLines = request.maxLines {
            // One paragraph (paragraphsLayout sets several a paragraph at a time): n lines, counted, whatever their
            // heights (runs of several fonts, lines of a taller fallback font).
            pango_layout_set_height(layout, -Int32(clamping: max(1, maxLines)))
            pango_layout_set_ellipsize(layout, request.ellipsizeMode)
        }
        pango_layout_set_text(layout, ShapingBudget.bounded(request.text), -1)
        // A word broken between characters gets no hyphen (as UIKit's word wrapping).
        let attributes = pango_attr_list_new()!
        pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
        if !request.style.features.isEmpty, let features = pango_attr_font_features_new(request.style.features) {
            pango_attr_list_insert(attributes, features)
        }
        Self.insertFonts(of: request.spans, into: attributes)
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        var lines: [TextLayout.Line] = []
        var lineStarts: [Int] = []
        var missingGlyphs = 0
        var beyondRange = false
        let iterator = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { break }
            var extents = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &extents)
            // Pango's positions are 32-bit (2,097,152 points): lines past that wrap to negative positions. The lines
            // within the range are kept, the rest dropped as a height limit drops them (docs/RENDERING.md, "Text").
            if Self.isBeyondPangoRange(extents, after: lines.last) {
                beyondRange = true
                break
            }
            lineStarts.append(Int(pango_layout_iter_get_index(iterator)))
            let baseline = Double(pango_layout_iter_get_baseline(iterator)) / Double(lp_pango_scale)
            var lineExtents = PangoRectangle()
            pango_layout_line_get_extents(line, nil, &lineExtents)
            var runs: [TextLayout.Run] = []
            var x = 0.0
            var node = lp_line_runs(line)
            while let current = node {
                let run = current.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self)
                let item = run.pointee.item!
                let glyphString = run.pointee.glyphs!
                let font = shapedFont(item.pointee.analysis.font)
                let rise = -Double(run.pointee.y_offset) / Double(lp_pango_scale)
                var glyphs: [TextLayout.Glyph] = []
                glyphs.reserveCapacity(Int(glyphString.pointee.num_glyphs))
                for index in 0..<Int(glyphString.pointee.num_glyphs) {
                    let info = glyphString.pointee.glyphs[index]
                    let advance = Double(info.geometry.width) / Double(lp_pango_scale)
                    defer { x += advance }
                    if info.glyph == lp_pango_glyph_empty { continue }
                    let missing = info.glyph & lp_pango_glyph_unknown_flag != 0
                    if missing { missingGlyphs += 1 }
                    glyphs.append(
                        TextLayout.Glyph(
                            index: missing ? 0 : info.glyph,
                            x: x + Double(info.geometry.x_offset) / Double(lp_pango_scale),
                            y: rise + Double(info.geometry.y_offset) / Double(lp_pango_scale),
                            advance: advance, isMissing: missing,
                            offset: Int(item.pointee.offset) + Int(glyphString.pointee.log_clusters[index])))
                }
                runs.append(
                    TextLayout.Run(
                        font: font, glyphs: glyphs, isRightToLeft: item.pointee.analysis.level % 2 == 1))
                node = current.pointee.next
            }
            lines.append(
                TextLayout.Line(
                    runs: runs, width: Double(lineExtents.width) / Double(lp_pango_scale),
                    top: Double(extents.y) / Double(lp_pango_scale), baseline: baseline,
                    height: Double(extents.height) / Double(lp_pango_scale),
                    isRightToLeft: lp_line_resolved_dir(line) == Int32(PANGO_DIRECTION_RTL.rawValue)))
        } while pango_layout_iter_next_line(iterator) != 0
        if request.spans.contains(where: { $0.kern != 0 }) {
            lines = Self.addingTrailingKern(
                to: lines, starts: lineStarts, bytes: Array(ShapingBudget.bounded(request.text).utf8),
                spans: request.spans)
        }
        if !request.paragraphStyle.isPlain {
            let bytes = Array(ShapingBudget.bounded(request.text).utf8)
            lines = request.paragraphStyle.stack(lines) { Self.startsParagraph(at: lineStarts[$0], in: bytes) }
        }
        if request.text.isEmpty {
            lines = []
            lineStarts = []
        }
        if missingGlyphs > 0 { noteMissingGlyphs() }
        let result = TextLayout(
            lines: lines, size: request.size, lineHeight: nominal.height, ascent: nominal.ascent,
            isTruncated: beyondRange || pango_layout_is_ellipsized(layout) != 0, isRightToLeft: request.rightToLeft,
            missingGlyphs: missingGlyphs)
        return (result, lineStarts)
    }

    /// Whether a line's extents lie past Pango's 32-bit range: its bottom beyond `Int32.max` units, or its top above
    /// the previous line's (the position wrapped).
    static func isBeyondPangoRange(_ extents: PangoRectangle, after previous: TextLayout.Line?) -> Bool {
        let top = Double(extents.y), bottom = Double(extents.y) + Double(extents.height)
        if bottom > Double(Int32.max) || top < 0 && previous != nil { return true }
        guard let previous else { return false }
        return top / Double(lp_pango_scale) < previous.top
    }

    /// Points to Pango units, clamped to what Pango accepts.
    static func units(_ points: Double) -> Int32 {
        let value = (points * Double(lp_pango_scale)).rounded(.down)
        return Int32(max(-Double(Int32.max) / 2, min(Double(Int32.max) / 2, value)))
    }
}
