import ListCore
import ListDiffKit
import ListLayoutKit
import ListSpecKit

/// What every element of one state shows: item contents per section, and each section's header and footer.
///
/// ```swift
/// let table = SceneContentTable(sections: spec.sections)
/// table.content(of: .cell, at: ListIndexPath(section: 0, item: 2))
/// ```
public struct SceneContentTable: Sendable, Equatable {
    /// Item contents, per section.
    public var items: [[ListCellContent]]
    /// Header contents (`nil`: no header).
    public var headers: [ListCellContent?]
    /// Footer contents (`nil`: no footer).
    public var footers: [ListCellContent?]

    /// Creates a table.
    ///
    /// - Parameters:
    ///   - items: item contents per section.
    ///   - headers: header contents per section.
    ///   - footers: footer contents per section.
    public init(items: [[ListCellContent]], headers: [ListCellContent?], footers: [ListCellContent?]) {
        self.items = items
        self.headers = headers
        self.footers = footers
    }

    /// The contents of a spec state's sections.
    ///
    /// - Parameter sections: the sections (the spec's own or an update's).
    public init(sections: [ListSpecSection]) {
        self.init(
            items: sections.map { $0.items.map(\.content) }, headers: sections.map { $0.header?.content },
            footers: sections.map { $0.footer?.content })
    }

    /// The content of an element, or `nil` when the path is out of range.
    ///
    /// - Parameters:
    ///   - kind: cell, header or footer.
    ///   - indexPath: its path (item ignored for headers and footers).
    /// - Returns: what it shows.
    public func content(of kind: ListElementKind, at indexPath: ListIndexPath) -> ListCellContent? {
        guard items.indices.contains(indexPath.section) else { return nil }
        switch kind {
        case .cell:
            let section = items[indexPath.section]
            return section.indices.contains(indexPath.item) ? section[indexPath.item] : nil
        case .header: return headers[indexPath.section]
        case .footer: return footers[indexPath.section]
        }
    }
}
