import Foundation
import ListCore
import ListTextKit
import ListViewKit

/// The numbered outlines and the legend of an accessibility snapshot (``Rasterizer/renderAccessibility(_:hierarchy:)``):
/// element *n* of the hierarchy gets colour *n* of ``palette`` (cycling), an outline of its frame on the screen, a
/// numbered badge at its top-leading corner (top-left; top-right in a right-to-left layout, where VoiceOver reads a
/// row from the right), and a row in the legend to the right of the screen.
struct AccessibilityLegend {
    /// The legend's width in points.
    static let width: CGFloat = 320
    /// The most elements listed (the rest are counted in a last row).
    static let maximumRows = 100
    /// The most characters of a row's text.
    static let maximumRowText = 400
    static let padding = 12.0
    static let badge = 18.0
    static let textSize = 12.0
    /// Distinct colours, as AccessibilitySnapshot cycles through its own.
    static let palette: [ListColor] = [
        .rgb(0xE6194B), .rgb(0x3CB44B), .rgb(0x4363D8), .rgb(0xF58231), .rgb(0x911EB4), .rgb(0x008080),
        .rgb(0xF032E6), .rgb(0x9A6324), .rgb(0x800000), .rgb(0x808000), .rgb(0x000075), .rgb(0x469990),
    ]

    struct Row {
        let number: Int
        let text: TextLayout
        let top: Double
        let height: Double
    }

    let hierarchy: ListAccessibilityHierarchy
    let rows: [Row]
    let more: TextLayout?
    /// The legend's height in points, padding included.
    let height: CGFloat
    let fonts: FontSet

    init(hierarchy: ListAccessibilityHierarchy, fonts: FontSet) {
        self.hierarchy = hierarchy
        self.fonts = fonts
        let textWidth = Double(Self.width) - 3 * Self.padding - Self.badge
        var rows: [Row] = []
        var top = Self.padding
        for (index, element) in hierarchy.elements.prefix(Self.maximumRows).enumerated() {
            let layout = TextLayout(
                text: Self.rowText(element), face: fonts.regular, size: Self.textSize, width: textWidth, maxLines: 4)
            let height = max(Self.badge, layout.height)
            rows.append(Row(number: index + 1, text: layout, top: top, height: height))
            top += height + 8
        }
        let hidden = hierarchy.elements.count - rows.count
        more = hidden > 0 ? TextLayout(text: "… and \(hidden) more elements", face: fonts.regular,
                                       size: Self.textSize, width: textWidth) : nil
        if let more { top += more.height + 8 }
        self.rows = rows
        height = CGFloat(top - 8 + Self.padding)
    }

    /// What VoiceOver says, then the custom actions ("Actions: Reply, Delete."), cut to ``maximumRowText``.
    static func rowText(_ element: ListAccessibilityHierarchy.Element) -> String {
        var text = element.spoken.isEmpty ? "(nothing to read)" : element.spoken
        if !element.customActions.isEmpty { text += " Actions: " + element.customActions.joined(separator: ", ") + "." }
        return text.count > maximumRowText ? String(text.prefix(maximumRowText)) + "…" : text
    }

    func draw(with drawer: SceneDrawer, screen: CGRect, layoutDirection: ListLayoutDirection) {
        let canvas = drawer.canvas
        for (index, element) in hierarchy.elements.enumerated().reversed() {
            let color = Self.palette[index % Self.palette.count]
            let frame = element.frame.intersection(screen)
            guard !frame.isNull, !frame.isEmpty else { continue }
            canvas.fill(frame, color, alpha: 0.12)
            canvas.strokeRoundedRect(frame.insetBy(dx: 0.75, dy: 0.75), radius: 0, width: 1.5, color)
            let corner = Self.badgeOrigin(of: frame, in: screen, layoutDirection: layoutDirection)
            drawBadge(index + 1, color: color, at: corner, canvas: canvas)
        }
        let left = Double(screen.maxX) + Self.padding
        for row in rows {
            let color = Self.palette[(row.number - 1) % Self.palette.count]
            drawBadge(row.number, color: color, at: CGPoint(x: left, y: row.top), canvas: canvas)
            canvas.draw(row.text, x: left + Self.badge + Self.padding, top: row.top + max(0, (Self.badge - row.text.lineHeight) / 2),
                        width: Double(Self.width) - 3 * Self.padding - Self.badge, alignment: .leading, drawer.theme.text)
        }
        if let more, let last = rows.last {
            canvas.draw(more, x: left + Self.badge + Self.padding, top: last.top + last.height + 8,
                        width: Double(Self.width) - 3 * Self.padding - Self.badge, alignment: .leading,
                        drawer.theme.secondaryText)
        }
    }

    /// Where an element's badge goes: inside its top-leading corner (the top-right one in a right-to-left layout),
    /// kept on the screen.
    static func badgeOrigin(of frame: CGRect, in screen: CGRect, layoutDirection: ListLayoutDirection) -> CGPoint {
        let leading = layoutDirection == .rightToLeft ? Double(frame.maxX) - badge : Double(frame.minX)
        return CGPoint(x: min(max(leading, Double(screen.minX)), Double(screen.maxX) - badge),
                       y: min(max(Double(frame.minY), Double(screen.minY)), Double(screen.maxY) - badge))
    }

    private func drawBadge(_ number: Int, color: ListColor, at origin: CGPoint, canvas: CairoCanvas) {
        let box = CGRect(origin: origin, size: CGSize(width: Self.badge, height: Self.badge))
        canvas.fillCircle(center: CGPoint(x: box.midX, y: box.midY), radius: Self.badge / 2, color)
        let label = TextLayout(text: "\(number)", face: fonts.bold, size: number > 99 ? 7 : 9, width: .infinity)
        canvas.draw(label, x: Double(box.minX), top: Double(box.midY) - label.lineHeight / 2, width: Double(box.width),
                    alignment: .center, .rgb(0xFFFFFF))
    }
}
