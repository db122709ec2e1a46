import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListSpecKit

/// What the elements of one state show, by kind and index path: every element of a spec state, or what a
/// collection view recorded of its visible cells and supplementary views (``ListVisibleContent``).
///
/// ```swift
/// let table = SceneContentTable(sections: spec.sections)
/// table.content(of: .cell, at: ListIndexPath(section: 0, item: 2))
/// let recorded = SceneContentTable(transition.contentAfter)
/// ```
public struct SceneContentTable: Sendable, Equatable {
    /// The contents, by index path (cells) and by kind and section (headers and footers).
    public var contents: ListVisibleContent

    /// Creates a table of recorded contents.
    ///
    /// - Parameter contents: what each element shows.
    public init(_ contents: ListVisibleContent) {
        self.contents = contents
    }

    /// The contents of a spec state's sections: every item, header and footer.
    ///
    /// - Parameter sections: the sections (the spec's own or an update's).
    public init(sections: [ListSpecSection]) {
        var contents = ListVisibleContent()
        for (index, section) in sections.enumerated() {
            for (item, entry) in section.items.enumerated() {
                contents.cells[ListIndexPath(section: index, item: item)] = entry.content
            }
            if let header = section.header {
                contents.supplementaryViews[ListSupplementaryKey(kind: .header, section: index)] = header.content
            }
            if let footer = section.footer {
                contents.supplementaryViews[ListSupplementaryKey(kind: .footer, section: index)] = footer.content
            }
        }
        self.init(contents)
    }

    /// The content of an element, or `nil` when the table does not know it.
    ///
    /// - Parameters:
    ///   - kind: cell, header or footer.
    ///   - indexPath: its path (item ignored for headers and footers).
    /// - Returns: what it shows.
    /// - Complexity: O(1).
    public func content(of kind: ListElementKind, at indexPath: ListIndexPath) -> ListCellContent? {
        contents.content(of: kind, at: indexPath)
    }
}
