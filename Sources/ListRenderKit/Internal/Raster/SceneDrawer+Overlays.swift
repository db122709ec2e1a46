import Foundation
import ListCore

extension SceneDrawer {
    /// The size of annotation text (index paths, frames, spacing values): small, yet readable at 1×.
    static let annotationSize = 10.0

    /// Tells the audit's recorder that a debug overlay is drawn inside `rects`: text over them is audited on a
    /// render without overlays (the app draws none of it).
    func noteOverlay(_ rects: [CGRect]) {
        recorder?.overlayDrawn(rects, context: canvas.context)
    }

    /// The ring `width` points wide just inside `rect`'s edges, as four rectangles.
    static func ring(_ rect: CGRect, width: CGFloat) -> [CGRect] {
        [CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: width),
         CGRect(x: rect.minX, y: rect.maxY - width, width: rect.width, height: width),
         CGRect(x: rect.minX, y: rect.minY, width: width, height: rect.height),
         CGRect(x: rect.maxX - width, y: rect.minY, width: width, height: rect.height)]
    }

    /// Tints an inset band and outlines the inner rectangle with a dashed line.
    func drawGuide(_ guide: SceneGuide) {
        let band = [CGRect(x: guide.outer.minX, y: guide.outer.minY, width: guide.outer.width,
                           height: max(0, guide.inner.minY - guide.outer.minY)),
                    CGRect(x: guide.outer.minX, y: guide.inner.maxY, width: guide.outer.width,
                           height: max(0, guide.outer.maxY - guide.inner.maxY)),
                    CGRect(x: guide.outer.minX, y: guide.outer.minY, width: max(0, guide.inner.minX - guide.outer.minX),
                           height: guide.outer.height),
                    CGRect(x: guide.inner.maxX, y: guide.outer.minY, width: max(0, guide.outer.maxX - guide.inner.maxX),
                           height: guide.outer.height)]
        noteOverlay(band + Self.ring(guide.inner.insetBy(dx: -1, dy: -1), width: 2 + canvas.hairline))
        let alpha = guide.kind == .contentInset ? 0.14 : 0.07
        canvas.fillBand(outer: guide.outer, inner: guide.inner, theme.guide, alpha: alpha)
        canvas.strokeDashedRect(guide.inner, theme.guide, alpha: 0.75, dash: [4, 3])
    }

    /// A dimension line with end ticks across the gap, and its value in a small pill beside it.
    func drawSpacingMarker(_ marker: SpacingMarker) {
        let vertical = marker.isVertical
        let tick = 3.0
        let a = CGPoint(
            x: vertical ? canvas.snapToPixelCentre(marker.start.x) : marker.start.x,
            y: vertical ? marker.start.y : canvas.snapToPixelCentre(marker.start.y))
        let b = CGPoint(x: vertical ? a.x : marker.end.x, y: vertical ? marker.end.y : a.y)
        let width = canvas.hairline * max(1, (canvas.scale / 2).rounded(.down))
        canvas.strokeLines([a, b], width: width, theme.spacing, roundCaps: false)
        for end in [a, b] {
            let ends = vertical
                ? [CGPoint(x: end.x - tick, y: end.y), CGPoint(x: end.x + tick, y: end.y)]
                : [CGPoint(x: end.x, y: end.y - tick), CGPoint(x: end.x, y: end.y + tick)]
            canvas.strokeLines(ends, width: width, theme.spacing, roundCaps: false)
        }
        let label = TextLayout(
            text: Self.format(marker.value), face: fonts.regular, size: Self.annotationSize, width: .infinity)
        let pill = CGSize(width: (label.width + 8).rounded(.up), height: (label.lineHeight + 1).rounded(.up))
        let middle = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        let origin = vertical
            ? CGPoint(x: middle.x + tick + 3, y: middle.y - pill.height / 2)
            : CGPoint(x: middle.x - pill.width / 2, y: middle.y + tick + 2)
        let box = CGRect(origin: CGPoint(x: canvas.snap(origin.x), y: canvas.snap(origin.y)), size: pill)
        let line = CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
        noteOverlay([line.insetBy(dx: -tick - width, dy: -tick - width), box])
        canvas.fillRoundedRect(box, radius: Double(pill.height) / 2, theme.spacing)
        canvas.draw(
            label, x: Double(box.minX), top: Double(box.minY) + 0.5, width: Double(box.width),
            alignment: .center, .rgb(0xFFFFFF))
    }

    /// The index-path label and the frame label of an element, in its right corners, each left out where it
    /// would cover the element's text (`textBoxes`) or not fit.
    func drawAnnotations(of element: SceneElement, avoiding textBoxes: [CGRect]) {
        // The index path goes in the top-right corner (bottom-right for footers, whose text is at the top), the
        // frame in the other.
        let indexAtTop = element.kind != .footer
        var labels: [(text: String, top: Bool)] = []
        if overlays.contains(.indexPaths) { labels.append((Self.indexPathLabel(of: element), indexAtTop)) }
        if overlays.contains(.frames) {
            labels.append((Self.frameLabel(element.contentFrame ?? element.frame), !indexAtTop))
        }
        let frame = element.frame
        let size = Self.annotationSize
        for label in labels {
            let layout = TextLayout(text: label.text, face: fonts.regular, size: size, width: .infinity)
            let top = label.top ? Double(frame.minY) + 2 : Double(frame.maxY) - layout.lineHeight - 2
            let ink = CGRect(
                x: Double(frame.maxX) - 6 - layout.width, y: top + layout.ascent - 0.78 * size, width: layout.width,
                height: size)
            guard ink.minX >= frame.minX + 2, ink.maxY <= frame.maxY, !textBoxes.contains(where: { $0.intersects(ink) })
            else { continue }
            noteOverlay([CGRect(x: ink.minX, y: top, width: layout.width, height: layout.lineHeight).insetBy(dx: -1, dy: -1)])
            canvas.draw(
                layout, x: Double(frame.minX), top: top, width: Double(frame.width) - 6,
                alignment: .trailing, theme.annotation)
        }
    }

    /// `0·3` for a cell, `H0` / `F0` for a section's header / footer.
    static func indexPathLabel(of element: SceneElement) -> String {
        switch element.kind {
        case .cell: return "\(element.section)·\(element.item ?? 0)"
        case .header: return "H\(element.section)"
        case .footer: return "F\(element.section)"
        }
    }

    /// `0,44 390×80`: origin then size, in points.
    static func frameLabel(_ frame: CGRect) -> String {
        "\(format(frame.minX)),\(format(frame.minY)) \(format(frame.width))×\(format(frame.height))"
    }

    /// A number without a trailing `.0`, with at most two decimals (`8`, `0.5`, `12.33`).
    static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if let integer = Int(exactly: rounded) { return String(integer) }
        return String(format: "%g", rounded)
    }
}
