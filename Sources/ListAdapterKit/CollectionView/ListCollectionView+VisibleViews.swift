import Foundation
import ListDiffKit
import ListLayoutKit
import ListViewKit

extension ListCollectionView {
    /// The visible cells, in index path order: what the last layout pass displayed. As in UIKit, reading it never
    /// runs a layout pass: before the first one (or after ``reloadData()``, until the next one) it is empty; call
    /// ``layoutIfNeeded()`` first to read a fresh state.
    ///
    /// ```swift
    /// adapter.dataSource = model            // nothing displayed yet: visibleCells == []
    /// collectionView.layoutIfNeeded()       // the cells in the viewport are created
    /// let texts = collectionView.visibleCells.map(\.content.text)
    /// ```
    public var visibleCells: [ListCell] {
        visibleCellMap.keys.sorted().map { visibleCellMap[$0]! }
    }

    /// The index paths of the visible cells, ascending; like ``visibleCells``, without a layout pass.
    public var indexPathsForVisibleItems: [ListIndexPath] {
        visibleCellMap.keys.sorted()
    }

    /// The visible headers and footers; like ``visibleCells``, without a layout pass.
    public var visibleSupplementaryViews: [ListSupplementaryKey: ListReusableView] {
        visibleSupplementaryMap
    }

    /// UIKit's `visibleSupplementaryViews(ofKind:)`: the visible headers (`UICollectionView.elementKindSectionHeader`)
    /// or footers, by section; like ``visibleCells``, without a layout pass. Another kind has none.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [ListReusableView] {
        guard let kind = ListElementKind(elementKind: elementKind) else { return [] }
        return visibleSupplementaryMap.keys.filter { $0.kind == kind }.sorted().map { visibleSupplementaryMap[$0]! }
    }

    /// What the visible cells, headers and footers show; like ``visibleCells``, without a layout pass. Every
    /// ``ListUpdateTransition`` records it before and after the change.
    ///
    /// - Complexity: O(*v*) for *v* visible views.
    public var visibleContent: ListVisibleContent {
        shownContent
    }

    /// What the views in the visible maps (and the background view, while shown) show now, without a layout pass.
    var shownContent: ListVisibleContent {
        var shown = ListVisibleContent(
            cells: visibleCellMap.mapValues(\.content), supplementaryViews: visibleSupplementaryMap.mapValues(\.content),
            backgroundView: visibleBackgroundView?.content)
        shown.cellTrees = visibleCellMap.compactMapValues(\.viewTree)
        shown.supplementaryTrees = visibleSupplementaryMap.compactMapValues(\.viewTree)
        shown.backgroundTree = visibleBackgroundView?.viewTree
        return shown
    }

    /// The visible cell of an item, or `nil` when the item is not on screen. As in UIKit, this never runs a layout
    /// pass: after ``reloadData()`` (or the adapter's first load) it is `nil` until the next one
    /// (``layoutIfNeeded()`` or a scroll).
    ///
    /// - Complexity: O(1).
    public func cellForItem(at indexPath: ListIndexPath) -> ListCell? {
        visibleCellMap[indexPath]
    }

    /// The visible header or footer of a section, or `nil`; like ``cellForItem(at:)``, without a layout pass.
    public func supplementaryView(forElementKind kind: ListElementKind, at indexPath: ListIndexPath) -> ListReusableView? {
        visibleSupplementaryMap[ListSupplementaryKey(kind: kind, section: indexPath.section)]
    }

    /// The index path of a visible cell, or `nil`; like ``cellForItem(at:)``, without a layout pass.
    public func indexPath(for cell: ListCell) -> ListIndexPath? {
        visibleCellMap.first { $0.value === cell }?.key
    }

    /// The item whose frame contains a point in content coordinates (UIKit's `indexPathForItemAtPoint:`), or
    /// `nil`.
    ///
    /// - Complexity: O(*n*) in the number of items.
    public func indexPathForItem(at point: CGPoint) -> ListIndexPath? {
        computeLayoutIfNeeded()
        for (section, frames) in layoutResult.itemFrames.enumerated() {
            if let item = frames.firstIndex(where: { $0.contains(point) }) {
                return ListIndexPath(section: section, item: item)
            }
        }
        return nil
    }

    /// The frame of an item in the last layout, or `nil` when out of range.
    public func frameForItem(at indexPath: ListIndexPath) -> CGRect? {
        let frames = layoutResult.itemFrames
        guard frames.indices.contains(indexPath.section), frames[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return frames[indexPath.section][indexPath.item]
    }
}
