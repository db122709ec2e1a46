import ListCore
import ListLayoutKit
import ListViewKit

extension ListContentConfiguration {
    /// What an element of a kind shows for quick content: a cell's configuration
    /// (``ListContentConfiguration/cell(showing:)``), a grouped header's or a grouped footer's. The renderer draws
    /// a ``SceneElement`` without a view tree as a ``ListContentView`` of this configuration, and a spec's
    /// `"height": "auto"` is that view's size that fits.
    ///
    /// ```swift
    /// let header = ListContentConfiguration(ListCellContent(text: "Network"), kind: .header)
    /// header.sizeThatFits(CGSize(width: 390, height: 0), traitCollection: ListTraitCollection()).height  // 28
    /// ```
    ///
    /// - Parameters:
    ///   - content: what the element shows.
    ///   - kind: cell, header or footer.
    public init(_ content: ListCellContent, kind: ListElementKind) {
        switch kind {
        case .cell: self = .cell(showing: content)
        case .header: self = .groupedHeader(showing: content)
        case .footer: self = .groupedFooter(showing: content)
        }
    }
}
