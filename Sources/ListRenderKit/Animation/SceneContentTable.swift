import ListCore
import ListDiffKit
import ListLayoutKit
import ListViewKit

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
    /// The view tree of each cell that draws one (subviews; root frame at the origin), by index path.
    public var cellTrees: [ListIndexPath: ListViewSnapshot] = [:]
    /// The view tree of each header that draws one, by section.
    public var headerTrees: [Int: ListViewSnapshot] = [:]
    /// The view tree of each footer that draws one, by section.
    public var footerTrees: [Int: ListViewSnapshot] = [:]

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

    /// The view tree of an element, or `nil` when it draws none (or the table does not know it): what an animation
    /// draws inside the element, so that a moved cell keeps its subviews and a reloaded one cross-fades its trees.
    ///
    /// - Parameters:
    ///   - kind: cell, header or footer.
    ///   - indexPath: its path (item ignored for headers and footers).
    /// - Returns: its tree, root frame at the origin.
    /// - Complexity: O(1).
    public func tree(of kind: ListElementKind, at indexPath: ListIndexPath) -> ListViewSnapshot? {
        switch kind {
        case .cell: cellTrees[indexPath]
        case .header: headerTrees[indexPath.section]
        case .footer: footerTrees[indexPath.section]
        }
    }
}
