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
        // Content never spills out of its element (a cell too small for one line of text is cut).
        let context = canvas.context
        cairo_save(context)
        cairo_rectangle(context, frame.minX, frame.minY, frame.width, frame.height)
        cairo_clip(context)
        defer { cairo_restore(context) }
        let textBoxes = drawContent(layout, of: element)
        if content.role == .content, content.accessory != .none {
            // At the trailing edge: the right, or the left when the layout is right-to-left.
            let half = (ElementMetrics.accessoryWidth(content.accessory) - ElementMetrics.accessoryGap) / 2
            let center = CGPoint(
                x: environment.isRightToLeft
                    ? Double(frame.minX) + layout.metrics.horizontalPadding + half
                    : Double(frame.maxX) - layout.metrics.horizontalPadding - half,
                y: Double(frame.midY))
            drawAccessory(content.accessory, center: center)
        }
        return textBoxes
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

    /// Draws the icon, text and detail (see ``contentTop(of:layout:)`` for where), returning the text's boxes.
    func drawContent(_ layout: ContentLayout, of element: SceneElement) -> [CGRect] {
        let frame = element.frame
        let metrics = layout.metrics
        let left = Double(frame.minX) + layout.textLeftInset
        var top = Self.contentTop(of: element, layout: layout)
        let isPlaceholder = element.content.role != .content
        let alignment = isPlaceholder ? .center : element.content.textAlignment
        if isPlaceholder {
            let size = layout.iconSize
            let center = CGPoint(x: Double(frame.midX), y: top + size / 2)
            drawPlaceholderIcon(element.content.role, center: center, size: size)
            top += layout.iconBlockHeight
        }
        var boxes: [CGRect] = []
        if let text = layout.text {
            boxes += canvas.draw(
                text, x: left, top: top, width: layout.textWidth, alignment: alignment,
                textColor(of: element))
        }
        guard let detail = layout.detail else { return boxes }
        if layout.detailTrails {
            let firstLine = layout.text?.lineHeight ?? detail.lineHeight
            boxes += canvas.draw(
                detail, x: left, top: top + (firstLine - detail.lineHeight) / 2,
                width: layout.textWidth, alignment: .trailing, secondaryTextColor(of: element))
        } else {
            let below = layout.text.map { $0.height + metrics.detailGap } ?? 0
            boxes += canvas.draw(
                detail, x: left, top: top + below, width: layout.textWidth,
                alignment: alignment, secondaryTextColor(of: element))
        }
        return boxes
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

    /// Draws a trailing accessory centred at `center`.
    func drawAccessory(_ accessory: ListCellAccessory, center: CGPoint) {
        let x = Double(center.x)
        let y = Double(center.y)
        switch accessory {
        case .none:
            return
        case .disclosureIndicator:
            canvas.strokeLines(
                [CGPoint(x: x - 3, y: y - 6.5), CGPoint(x: x + 3.5, y: y), CGPoint(x: x - 3, y: y + 6.5)], width: 2,
                theme.tertiaryText)
        case .checkmark:
            canvas.strokeLines(
                [CGPoint(x: x - 6.5, y: y + 0.5), CGPoint(x: x - 2, y: y + 5), CGPoint(x: x + 6.5, y: y - 6)],
                width: 2.2, theme.tint)
        case .activityIndicator:
            drawActivityRing(center: center, radius: 9)
        }
    }

    /// An activity indicator: eight ticks fading around a circle, as UIActivityIndicatorView draws.
    func drawActivityRing(center: CGPoint, radius: Double) {
        let ticks = 8
        for tick in 0..<ticks {
            let angle = Double(tick) * 2 * Double.pi / Double(ticks) - Double.pi / 2
            let inner = CGPoint(
                x: Double(center.x) + cos(angle) * radius * 0.5, y: Double(center.y) + sin(angle) * radius * 0.5)
            let outer = CGPoint(x: Double(center.x) + cos(angle) * radius, y: Double(center.y) + sin(angle) * radius)
            let alpha = 1 - Double(tick) / Double(ticks) * 0.75
            canvas.strokeLines([inner, outer], width: radius * 0.24, theme.secondaryText, alpha: alpha)
        }
    }

    /// The icon of a placeholder: an activity ring (loading), a magnifier (no results), an alert badge (error).
    func drawPlaceholderIcon(_ role: ListCellRole, center: CGPoint, size: Double) {
        let x = Double(center.x)
        let y = Double(center.y)
        switch role {
        case .content:
            return
        case .loading:
            drawActivityRing(center: center, radius: size / 2)
        case .noResults:
            let radius = size * 0.32
            let lens = CGPoint(x: x - size * 0.08, y: y - size * 0.08)
            canvas.strokeCircle(center: lens, radius: radius, width: 2, theme.secondaryText)
            let handle = radius * 0.7071
            canvas.strokeLines(
                [CGPoint(x: Double(lens.x) + handle, y: Double(lens.y) + handle),
                 CGPoint(x: x + size * 0.42, y: y + size * 0.42)],
                width: 2.5, theme.secondaryText)
        case .error:
            canvas.fillCircle(center: center, radius: size / 2, theme.errorText)
            canvas.strokeLines(
                [CGPoint(x: x, y: y - size * 0.24), CGPoint(x: x, y: y + size * 0.06)], width: 2.4, theme.cell)
            canvas.fillCircle(center: CGPoint(x: x, y: y + size * 0.24), radius: 1.4, theme.cell)
        }
    }
}
