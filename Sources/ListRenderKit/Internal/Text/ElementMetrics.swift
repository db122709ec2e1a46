import ListCore
import ListLayoutKit

/// The fixed measurements of how an element lays out its content (iOS's table-cell metrics), shared by the
/// measurer and the rasteriser so that a cell sized by ``TextMeasurer`` fits exactly what is drawn.
///
/// ```
///   ┌──────────────────────────────────────┐
///   │ 16 │ text (15 pt) …          │ › │ 16 │   11 pt above and below the text
///   │    │ detail (13 pt)          │   │    │
///   └──────────────────────────────────────┘
/// ```
struct ElementMetrics {
    /// Space between the frame's left/right edges and the content.
    var horizontalPadding: Double
    /// Space between the frame's top/bottom edges and the content.
    var verticalPadding: Double
    /// The default size of the main text.
    var textSize: Double
    /// The size of the detail text.
    var detailSize: Double
    /// The gap between the text and the detail line below it.
    var detailGap: Double
    /// The smallest height a measured element gets.
    var minimumHeight: Double

    /// Cells: 16 pt sides, 11 pt top and bottom, 15 pt text, at least 44 pt tall (UITableView's default row).
    static let cell = ElementMetrics(
        horizontalPadding: 16, verticalPadding: 11, textSize: 15, detailSize: 13, detailGap: 2, minimumHeight: 44)
    /// Headers and footers: 16 pt sides, 6 pt top and bottom, 13 pt text.
    static let supplementary = ElementMetrics(
        horizontalPadding: 16, verticalPadding: 6, textSize: 13, detailSize: 13, detailGap: 2, minimumHeight: 0)

    /// The metrics of an element kind.
    static func of(_ kind: ListElementKind) -> ElementMetrics {
        kind == .cell ? .cell : .supplementary
    }

    /// The size of a placeholder's icon (activity ring, magnifier, error badge).
    static let placeholderIconSize = 22.0
    /// The gap between a placeholder's icon and its text.
    static let placeholderIconGap = 8.0
    /// The gap between the text and a trailing accessory.
    static let accessoryGap = 10.0

    /// The width an accessory takes at the trailing edge, gap included.
    static func accessoryWidth(_ accessory: ListCellAccessory) -> Double {
        switch accessory {
        case .none: return 0
        case .disclosureIndicator: return 8 + accessoryGap
        case .checkmark: return 14 + accessoryGap
        case .activityIndicator: return 18 + accessoryGap
        }
    }
}
