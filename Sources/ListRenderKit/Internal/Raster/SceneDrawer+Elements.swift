import CCairo
import Foundation
import ListCore

extension SceneDrawer {
    /// Draws an element's background, content and accessory.
    ///
    /// - Parameters:
    ///   - element: the element.
    ///   - isBackgroundView: whether it is the scene's background view, filled only with a colour of its own.
    /// - Returns: the boxes of the text drawn, which annotations keep clear of.
    func drawElement(_ element: SceneElement, isBackgroundView: Bool = false) -> [CGRect] {
        let frame = element.frame
        let content = element.content
        let ownFill = content.backgroundColor?.resolved(for: theme.style)
        if let view = element.view {
            // A view tree draws itself: only a colour of the element's own goes behind it.
            if let fill = ownFill { canvas.fillRoundedRect(frame, radius: cornerRadius(of: element), fill) }
            let context = canvas.context
            cairo_save(context)
            cairo_rectangle(context, frame.minX, frame.minY, frame.width, frame.height)
            cairo_clip(context)
            drawView(view, at: frame.origin)
            cairo_restore(context)
            return []
        }
        if let fill = isBackgroundView ? ownFill : backgroundColor(of: element) {
            canvas.fillRoundedRect(frame, radius: cornerRadius(of: element), fill)
        }
        if element.isPinned {
            let line = CGRect(x: frame.minX, y: frame.maxY - canvas.hairline, width: frame.width, height: canvas.hairline)
            canvas.fill(line, theme.separator)
        }
        let layout = ContentLayout(
            content: content, kind: element.kind, fonts: fonts, width: Double(frame.width),
            height: Double(frame.height), environment: environment)
        // Content never spills out of its element (a cell too small for one line of text is cut). It is drawn as
        // the view tree it stands for: the one road every view takes.
        let context = canvas.context
        cairo_save(context)
        cairo_rectangle(context, frame.minX, frame.minY, frame.width, frame.height)
        cairo_clip(context)
        defer { cairo_restore(context) }
        return drawView(contentTree(of: element, layout: layout), at: frame.origin)
    }

    /// The fill behind an element: its own colour, else the theme's cell, error or pinned-bar colour; headers and
    /// footers that are not pinned have none (they sit on the list's background, as in a grouped table).
    func backgroundColor(of element: SceneElement) -> ListColor? {
        if let color = element.content.backgroundColor { return color.resolved(for: theme.style) }
        if element.isPinned { return theme.pinnedBar }
        guard element.kind == .cell else { return nil }
        return element.content.role == .error ? theme.errorFill : theme.cell
    }

    /// The colour of an element's main text: its own, else black or white on a fill of its own (whichever reads
    /// on it), else the theme's colour for its kind and role.
    func textColor(of element: SceneElement) -> ListColor {
        if let color = element.content.textColor { return color.resolved(for: theme.style) }
        if let fill = element.content.backgroundColor?.resolved(for: theme.style), element.content.role != .error {
            return Self.readableText(on: fill)
        }
        switch element.content.role {
        case .error: return theme.errorText
        case .noResults, .loading: return theme.secondaryText
        case .content: return element.kind == .cell ? theme.text : theme.secondaryText
        }
    }

    /// The colour of detail text: the theme's secondary label, or on a fill of its own, black or white at 60 %.
    func secondaryTextColor(of element: SceneElement) -> ListColor {
        guard let fill = element.content.backgroundColor?.resolved(for: theme.style) else { return theme.secondaryText }
        return Self.readableText(on: fill).withAlpha(153)
    }

    /// Black on light fills, white on dark ones (by perceived brightness, translucent fills taken over white).
    static func readableText(on fill: ListColor) -> ListColor {
        let alpha = Double(fill.alpha) / 255
        func channel(_ value: UInt8) -> Double { Double(value) * alpha + 255 * (1 - alpha) }
        let brightness = 0.299 * channel(fill.red) + 0.587 * channel(fill.green) + 0.114 * channel(fill.blue)
        return brightness > 150 ? ListColor(red: 0, green: 0, blue: 0) : ListColor(red: 255, green: 255, blue: 255)
    }

    /// Where the content starts: centred in cells, at the bottom of headers and the top of footers (as grouped
    /// tables set them), never closer to an edge than the padding. Content taller than the element less its
    /// paddings is centred instead, paddings given up first and then clipped at both edges, as a UIKit label.
    static func contentTop(of element: SceneElement, layout: ContentLayout) -> Double {
        let frame = element.frame
        let padding = layout.metrics.verticalPadding
        let spare = Double(frame.height) - layout.contentHeight
        if spare < 2 * padding { return Double(frame.minY) + (spare / 2).rounded(.down) }
        switch element.kind {
        case .cell: return Double(frame.minY) + max(padding, (spare / 2).rounded(.down))
        case .header: return Double(frame.minY) + max(padding, spare - padding)
        case .footer: return Double(frame.minY) + padding
        }
    }
}
