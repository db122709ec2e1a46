import CCairo
import Foundation
import ListCore
import ListImageKit
import ListViewKit

extension SceneDrawer {
    /// Draws a view tree (a ``ListViewSnapshot``) whose root frame is in the coordinates that start at `origin`:
    /// each node's background (rounded and masked corners), image, text and subviews, clipped when it clips to its
    /// bounds, its border over them, the whole faded through a group when its alpha is below 1 — Core Animation's
    /// order. A cell, header, footer or background view of an embedded collection view is drawn as an outer list's
    /// element (``drawNestedElement(_:showing:at:)``).
    ///
    /// - Parameters:
    ///   - node: the tree.
    ///   - origin: where its parent's bounds start on the canvas.
    /// - Returns: the boxes of the text drawn, which annotations keep clear of.
    @discardableResult
    func drawView(_ node: ListViewSnapshot, at origin: CGPoint) -> [CGRect] {
        if let element = node.elementContent { return drawNestedElement(node, showing: element, at: origin) }
        guard node.alpha > 0, node.frame.width >= 0, node.frame.height >= 0 else { return [] }
        let context = canvas.context
        let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
        let source = recorder?.source(of: node.identifier) ?? ""
        recorder?.enterView(
            source: source, frame: frame, fill: node.backgroundColor?.alpha ?? 0, alpha: node.alpha,
            transformed: node.transform != nil)
        defer { recorder?.leaveView(transformed: node.transform != nil) }
        let faded = node.alpha < 1
        if faded { cairo_push_group(context) }
        if let transform = node.transform {
            // About the frame's centre, as a view's transform turns it about its `center`.
            cairo_save(context)
            var matrix = cairo_matrix_t(
                xx: Double(transform.a), yx: Double(transform.b), xy: Double(transform.c), yy: Double(transform.d),
                x0: Double(transform.tx), y0: Double(transform.ty))
            cairo_translate(context, Double(frame.midX), Double(frame.midY))
            cairo_transform(context, &matrix)
            cairo_translate(context, -Double(frame.midX), -Double(frame.midY))
        }
        if let shadow = node.shadow { drawShadow(shadow, at: origin) }
        if let fill = node.backgroundColor, fill.alpha > 0, node.isHairline {
            canvas.fillHairline(frame, fill)
        } else if let fill = node.backgroundColor, fill.alpha > 0 {
            canvas.setColor(fill)
            canvas.addRoundedRect(frame, radius: node.cornerRadius, corners: node.maskedCorners)
            cairo_fill(context)
        }
        if let gradient = node.gradient { drawGradient(gradient, in: frame, node: node) }
        cairo_save(context)
        if node.clipsToBounds {
            canvas.addRoundedRect(frame, radius: node.cornerRadius, corners: node.maskedCorners)
            cairo_clip(context)
            recorder?.pushClip(frame)
        }
        defer { if node.clipsToBounds { recorder?.popClip() } }
        let inner = CGPoint(x: frame.minX - node.boundsOrigin.x, y: frame.minY - node.boundsOrigin.y)
        if let image = node.image { drawImage(image, at: inner) }
        var boxes = node.text.map { drawText($0, at: inner, source: source) } ?? []
        for child in node.children { boxes += drawView(child, at: inner) }
        cairo_restore(context)
        if node.borderWidth > 0, let border = node.borderColor, border.alpha > 0 {
            // A layer's border lies inside its bounds, over its content.
            let width = min(node.borderWidth, Double(min(frame.width, frame.height)) / 2)
            let path = frame.insetBy(dx: width / 2, dy: width / 2)
            canvas.setColor(border)
            cairo_set_line_width(context, width)
            canvas.addRoundedRect(path, radius: max(0, node.cornerRadius - width / 2), corners: node.maskedCorners)
            cairo_stroke(context)
        }
        if node.transform != nil { cairo_restore(context) }
        if faded {
            cairo_pop_group_to_source(context)
            cairo_paint_with_alpha(context, node.alpha)
        }
        return boxes
    }

    /// Draws a label's (or button title's) text with ListTextKit's layout of it: the very layout its size was
    /// measured with, each run in its font and each glyph in its run's colour.
    ///
    /// - Parameter source: the view that draws it, for the audit's record.
    func drawText(_ text: ListViewText, at origin: CGPoint, source: String = "") -> [CGRect] {
        guard let first = text.runs.first, !text.string.isEmpty, text.rect.width > 0 else { return [] }
        let layout = text.layout()
        let oneColor = text.runs.allSatisfy { $0.color == first.color }
        // `.byClipping`: a cut line runs past the label's edges, which clip it (UILabel draws into its own bounds).
        let clips = text.lineBreakMode == .byClipping && layout.isTruncated
        if clips {
            cairo_save(canvas.context)
            cairo_rectangle(
                canvas.context, Double(origin.x + text.rect.minX), Double(origin.y + text.rect.minY) - layout.size,
                Double(text.rect.width), layout.height + 2 * layout.size)
            cairo_clip(canvas.context)
        }
        defer { if clips { cairo_restore(canvas.context) } }
        let x = Double(origin.x + text.rect.minX), top = Double(origin.y + text.rect.minY)
        let width = Double(text.rect.width)
        let decorations = text.runs.compactMap(Self.decoration(of:))
        canvas.drawTextBackgrounds(
            layout, x: x, top: top, width: width, alignment: text.alignment, decorations: decorations)
        // What lies beneath the glyphs is drawn now, their backgrounds too.
        recorder?.recordText(
            text, layout: layout, x: x, top: top, width: width, source: source, context: canvas.context)
        let boxes = canvas.draw(
            layout, x: x, top: top, width: width, alignment: text.alignment,
            colors: oneColor ? { _ in first.color } : { text.color(atUTF8Offset: $0) })
        canvas.drawTextLines(layout, x: x, top: top, width: width, alignment: text.alignment, decorations: decorations)
        return boxes
    }

    /// A run's background, underline and strikethrough as the canvas draws them (`nil`: it has none). The
    /// style's pattern bits (dots, dashes) and `.byWord` are not drawn: a solid line under the whole run.
    static func decoration(of run: ListViewText.Run) -> CairoCanvas.TextDecoration? {
        func stroke(_ style: ListUnderlineStyle, _ color: ListColor?) -> CairoCanvas.TextDecoration.Stroke? {
            let lines = style.rawValue & 0xFF
            guard lines != 0 else { return nil }
            let isDouble = lines & ListUnderlineStyle.double.rawValue == ListUnderlineStyle.double.rawValue
            let isThick = lines & ListUnderlineStyle.thick.rawValue != 0
            return .init(lines: isDouble ? 2 : 1, weight: isThick ? 2 : 1, color: color ?? run.color)
        }
        let decoration = CairoCanvas.TextDecoration(
            range: run.range, background: run.backgroundColor,
            underline: stroke(run.underline, run.underlineColor),
            strikethrough: stroke(run.strikethrough, run.strikethroughColor))
        let isEmpty = decoration.background == nil && decoration.underline == nil && decoration.strikethrough == nil
        return isEmpty ? nil : decoration
    }

    /// Draws an image view's (or button's) image in its content-mode rectangle: the pixels, the pixels' shape in the
    /// tint colour (a template), or a marked placeholder (also for a file that passed its checks when named but
    /// cannot be decoded when drawn).
    func drawImage(_ content: ListViewImageContent, at origin: CGPoint) {
        let rect = content.rect.offsetBy(dx: origin.x, dy: origin.y)
        if let symbol = CellContentSymbol(content) {
            drawSymbol(symbol, in: rect, color: content.tintColor ?? symbol.color(in: theme))
            return
        }
        if let symbol = content.systemSymbol,
            drawSystemSymbol(symbol, in: rect, color: content.tintColor ?? theme.text)
        {
            return
        }
        if let image = content.image, !image.isPlaceholder, canvas.draw(image, in: rect, tint: content.tintColor) {
            return
        }
        let isSymbol = content.image?.kind == .placeholder(.systemName)
            || (content.placeholderReason?.hasPrefix("system") ?? false)
        canvas.drawImagePlaceholder(
            in: rect, isSymbol: isSymbol, tint: content.tintColor ?? theme.tint, style: theme.style)
    }
}
