import ListCore
import ListDiffKit
import ListLayoutKit

/// What the elements of one state show, by kind and index path: every element of a spec state, or what a
/// collection view recorded of its visible cells and supplementary views (the bridges of `ListPipelineKit` make
/// one from either).
///
/// ```swift
/// var table = SceneContentTable()
/// table.cells[ListIndexPath(section: 0, item: 2)] = ListCellContent(text: "Wi-Fi")
/// table.content(of: .cell, at: ListIndexPath(section: 0, item: 2))   // Wi-Fi
/// ```
public struct SceneContentTable: Sendable, Equatable {
    /// What each cell shows, by index path.
    public var cells: [ListIndexPath: ListCellContent]
    /// What each header shows, by section.
    public var headers: [Int: ListCellContent]
    /// What each footer shows, by section.
    public var footers: [Int: ListCellContent]

    /// Creates a table.
    ///
    /// - Parameters:
    ///   - cells: what each cell shows.
    ///   - headers: what each section's header shows.
    ///   - footers: what each section's footer shows.
    public init(
        cells: [ListIndexPath: ListCellContent] = [:], headers: [Int: ListCellContent] = [:],
        footers: [Int: ListCellContent] = [:]
    ) {
        self.cells = cells
        self.headers = headers
        self.footers = footers
    }

    /// The content of an element, or `nil` when the table does not know it.
    ///
    /// - Parameters:
    ///   - kind: cell, header or footer.
    ///   - indexPath: its path (item ignored for headers and footers).
    /// - Returns: what it shows.
    /// - Complexity: O(1).
    public func content(of kind: ListElementKind, at indexPath: ListIndexPath) -> ListCellContent? {
        switch kind {
        case .cell: cells[indexPath]
        case .header: headers[indexPath.section]
        case .footer: footers[indexPath.section]
        }
    }
}
