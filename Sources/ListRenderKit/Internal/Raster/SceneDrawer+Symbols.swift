import Foundation
import ListCore
import ListViewKit

/// The shapes a ``ListCellContent`` shows besides text: its accessory and a placeholder cell's icon (and a search
/// field's glass). In a content view's snapshot (ListViewKit's `ListContentView`) each is an image view whose image
/// is named by this symbol and marked with ``reason``, which the renderer draws as the shape (UIKit draws them as
/// views of its own: a `UITableViewCell` accessory, a `UIActivityIndicatorView`). A user's `UIImage(systemName:)` is
/// never one of them: it keeps its marked placeholder.
enum CellContentSymbol: String, CaseIterable {
    case disclosureIndicator = "accessory.disclosureIndicator"
    case checkmark = "accessory.checkmark"
    case activityIndicator = "accessory.activityIndicator" // ListViewImageContent.activityIndicatorName
    case magnifyingGlass = "searchField.magnifyingGlass" // ListViewImageContent.magnifyingGlassName
    case loading = "placeholder.loading"
    case noResults = "placeholder.noResults"
    case error = "placeholder.error"

    /// The placeholder reason that marks a content symbol in a snapshot.
    static let reason = ListViewImageContent.drawnShapeReason

    /// The symbol an image content stands for, `nil` for any other image.
    init?(_ content: ListViewImageContent) {
        guard content.placeholderReason == Self.reason else { return nil }
        self.init(rawValue: content.name)
    }

    /// The colour the symbol is drawn in.
    func color(in theme: RenderTheme) -> ListColor {
        switch self {
        case .disclosureIndicator: theme.tertiaryText
        case .checkmark: theme.tint
        case .activityIndicator, .loading, .noResults, .magnifyingGlass: theme.secondaryText
        case .error: theme.errorText
        }
    }
}

extension SceneDrawer {
    /// Draws a cell content symbol centred in `rect` (its side sets the size of the rings and icons; the accessory
    /// glyphs have UIKit's fixed size).
    func drawSymbol(_ symbol: CellContentSymbol, in rect: CGRect, color: ListColor) {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let x = Double(center.x)
        let y = Double(center.y)
        let size = Double(min(rect.width, rect.height))
        switch symbol {
        case .disclosureIndicator:
            // The chevron points to the trailing edge: right, or left (mirrored about the box's centre) when the
            // layout is right-to-left, as UIKit mirrors the disclosure indicator.
            let forward = environment.isRightToLeft ? -1.0 : 1.0
            canvas.strokeLines(
                [CGPoint(x: x - 3 * forward, y: y - 6.5), CGPoint(x: x + 3.5 * forward, y: y),
                 CGPoint(x: x - 3 * forward, y: y + 6.5)], width: 2, color)
        case .checkmark:
            canvas.strokeLines(
                [CGPoint(x: x - 6.5, y: y + 0.5), CGPoint(x: x - 2, y: y + 5), CGPoint(x: x + 6.5, y: y - 6)],
                width: 2.2, color)
        case .activityIndicator, .loading:
            drawActivityRing(center: center, radius: size / 2, color: color)
        case .noResults, .magnifyingGlass:
            let radius = size * 0.32
            let lens = CGPoint(x: x - size * 0.08, y: y - size * 0.08)
            // A search field's glass is drawn finer than the no-results icon, as UIKit's glyph.
            let thin = symbol == .magnifyingGlass
            canvas.strokeCircle(center: lens, radius: radius, width: thin ? 1.6 : 2, color)
            let handle = radius * 0.7071
            canvas.strokeLines(
                [CGPoint(x: Double(lens.x) + handle, y: Double(lens.y) + handle),
                 CGPoint(x: x + size * 0.42, y: y + size * 0.42)],
                width: thin ? 2 : 2.5, color)
        case .error:
            canvas.fillCircle(center: center, radius: size / 2, color)
            canvas.strokeLines(
                [CGPoint(x: x, y: y - size * 0.24), CGPoint(x: x, y: y + size * 0.06)], width: 2.4, theme.cell)
            canvas.fillCircle(center: CGPoint(x: x, y: y + size * 0.24), radius: 1.4, theme.cell)
        }
    }

    /// An activity indicator: eight ticks fading around a circle, as UIActivityIndicatorView draws.
    func drawActivityRing(center: CGPoint, radius: Double, color: ListColor) {
        let ticks = 8
        for tick in 0..<ticks {
            let angle = Double(tick) * 2 * Double.pi / Double(ticks) - Double.pi / 2
            let inner = CGPoint(
                x: Double(center.x) + cos(angle) * radius * 0.5, y: Double(center.y) + sin(angle) * radius * 0.5)
            let outer = CGPoint(x: Double(center.x) + cos(angle) * radius, y: Double(center.y) + sin(angle) * radius)
            let alpha = 1 - Double(tick) / Double(ticks) * 0.75
            canvas.strokeLines([inner, outer], width: radius * 0.24, color, alpha: alpha)
        }
    }
}
