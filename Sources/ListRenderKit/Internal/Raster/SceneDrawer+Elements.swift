import CCairo
import Foundation
import ListCore
import ListViewKit

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
            recorder?.pushClip(frame)
            drawView(view, at: frame.origin)
            recorder?.popClip()
            cairo_restore(context)
            return []
        }
        if let fill = isBackgroundView ? ownFill : backgroundColor(of: element) {
            canvas.fillRoundedRect(frame, radius: cornerRadius(of: element), fill)
        }
        if element.isPinned {
            let line = CGRect(x: frame.minX, y: frame.maxY - canvas.hairline, width: frame.width, height: canvas.hairline)
            canvas.fillHairline(line, theme.separator)
        }
        // Content never spills out of its element (a cell too small for one line of text is cut). It is drawn as
        // the content view it is (ListViewKit's `ListContentView`), by the one road every view tree takes.
        let context = canvas.context
        cairo_save(context)
        cairo_rectangle(context, frame.minX, frame.minY, frame.width, frame.height)
        cairo_clip(context)
        recorder?.pushClip(frame)
        defer {
            recorder?.popClip()
            cairo_restore(context)
        }
        let tree = ListContentConfiguration(content, kind: element.kind)
            .snapshot(size: frame.size, traitCollection: contentTraits)
        return drawView(tree, at: frame.origin)
    }

    /// The trait collection content views are laid out in: the environment in the theme's appearance, the fonts.
    var contentTraits: ListTraitCollection {
        var shown = environment
        shown.theme = theme.style
        return ListTraitCollection(environment: shown, fonts: fonts)
    }

    /// The fill behind an element: its own colour, else the theme's cell, error or pinned-bar colour; headers and
    /// footers that are not pinned have none (they sit on the list's background, as in a grouped table).
    func backgroundColor(of element: SceneElement) -> ListColor? {
        if let color = element.content.backgroundColor { return color.resolved(for: theme.style) }
        if element.isPinned { return theme.pinnedBar }
        guard element.kind == .cell else { return nil }
        return element.content.role == .error ? theme.errorFill : theme.cell
    }
}
