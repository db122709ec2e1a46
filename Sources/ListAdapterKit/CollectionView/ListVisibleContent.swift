import ListCore
import ListDiffKit
import ListLayoutKit
import ListViewKit

/// What the cells and supplementary views of a collection view show, by index path: the content section
/// controllers gave them when they were dequeued and configured. A ``ListUpdateTransition`` records it before and
/// after each update, so the animation renderer can draw every frame.
///
/// ```swift
/// let shown = collectionView.visibleContent
/// shown.content(of: .cell, at: ListIndexPath(section: 0, item: 0))?.text
/// ```
public struct ListVisibleContent: Sendable, Equatable {
    /// The content of each cell, by index path.
    public var cells: [ListIndexPath: ListCellContent]
    /// The content of each header and footer, by kind and section.
    public var supplementaryViews: [ListSupplementaryKey: ListCellContent]
    /// The content of the background view filling the viewport (the adapter's empty view) while it is shown, or
    /// `nil`.
    public var backgroundView: ListCellContent?
    /// The laid-out view tree of each cell that draws more than its content (subviews, a background colour,
    /// corners, a border), by index path: what the renderer draws for it.
    public var cellTrees: [ListIndexPath: ListViewSnapshot] = [:]
    /// The view trees of headers and footers, by kind and section.
    public var supplementaryTrees: [ListSupplementaryKey: ListViewSnapshot] = [:]
    /// The background view's tree while it is shown, or `nil`.
    public var backgroundTree: ListViewSnapshot?

    /// Creates a record.
    ///
    /// - Parameters:
    ///   - cells: cell contents by index path.
    ///   - supplementaryViews: header and footer contents by kind and section.
    ///   - backgroundView: the shown background view's content (the adapter's empty view), if any.
    public init(
        cells: [ListIndexPath: ListCellContent] = [:], supplementaryViews: [ListSupplementaryKey: ListCellContent] = [:],
        backgroundView: ListCellContent? = nil
    ) {
        self.cells = cells
        self.supplementaryViews = supplementaryViews
        self.backgroundView = backgroundView
    }

    /// Nothing shown.
    public static let empty = ListVisibleContent()

    /// The content of an element, or `nil` when it was not shown.
    ///
    /// - Parameters:
    ///   - kind: cell, header or footer.
    ///   - indexPath: its index path (the item is ignored for headers and footers).
    /// - Returns: what it showed.
    /// - Complexity: O(1).
    public func content(of kind: ListElementKind, at indexPath: ListIndexPath) -> ListCellContent? {
        kind == .cell ? cells[indexPath] : supplementaryViews[ListSupplementaryKey(kind: kind, section: indexPath.section)]
    }

    /// This record with `other`'s entries added where this one has none.
    ///
    /// - Parameter other: another record of the same state.
    /// - Returns: the union, this record winning.
    public func merging(_ other: ListVisibleContent) -> ListVisibleContent {
        var merged = ListVisibleContent(
            cells: cells.merging(other.cells) { mine, _ in mine },
            supplementaryViews: supplementaryViews.merging(other.supplementaryViews) { mine, _ in mine },
            backgroundView: backgroundView)
        merged.cellTrees = cellTrees.merging(other.cellTrees) { mine, _ in mine }
        merged.supplementaryTrees = supplementaryTrees.merging(other.supplementaryTrees) { mine, _ in mine }
        merged.backgroundTree = backgroundTree
        return merged
    }

    /// The view tree of an element, or `nil` when it was not shown or draws only its content.
    ///
    /// - Parameters:
    ///   - kind: cell, header or footer.
    ///   - indexPath: its index path (the item is ignored for headers and footers).
    /// - Returns: the tree.
    /// - Complexity: O(1).
    public func tree(of kind: ListElementKind, at indexPath: ListIndexPath) -> ListViewSnapshot? {
        kind == .cell ? cellTrees[indexPath] : supplementaryTrees[ListSupplementaryKey(kind: kind, section: indexPath.section)]
    }
}
