import Foundation
import ListDiffKit
import ListLayoutKit
import ListViewKit

extension ListCollectionView {
    /// Removes the views that left the viewport (into the reuse pool) and asks the data source for the ones
    /// that entered it; moves the others to their new frames. When the layout sizes items from their content
    /// (``selfSizesCells``), the visible cells are then asked for their size and the layout runs again with it,
    /// as UIKit's self-sizing does (a few passes at most). Last, the visible views lay out their own subviews
    /// (`layoutSubviews()`), as UIKit lays out the cells it displays: after a layout pass a cell's subviews have
    /// their frames, and the recorded view tree (``visibleContent``) reuses that layout instead of making its own.
    func updateVisibleViews() {
        placeVisibleViews()
        var passes = 0
        while selfSizesCells, passes < Self.selfSizingPasses, fitVisibleCells() {
            passes += 1
            layoutIsValid = false
            computeLayoutIfNeeded()
            placeVisibleViews()
        }
        layOutVisibleViews()
    }

    /// Runs `layoutIfNeeded()` on every visible cell, header and footer (index path order), in the collection
    /// view's environment. A view whose size did not change and that was not marked lays nothing out again.
    private func layOutVisibleViews() {
        traitCollection.performAsCurrent {
            for path in visibleCellMap.keys.sorted() { visibleCellMap[path]?.layoutIfNeeded() }
            for key in visibleSupplementaryMap.keys.sorted() { visibleSupplementaryMap[key]?.layoutIfNeeded() }
        }
        layOutBackgroundView()
    }

    /// The background view (the adapter's empty view) while shown gets the bounds and lays out in the pass, as
    /// UIKit's `backgroundView` does, in the environment the snapshot draws it in.
    private func layOutBackgroundView() {
        guard let background = visibleBackgroundView else { return }
        background.frame = bounds
        cellTraitCollection.performAsCurrentIfSet { background.layoutIfNeeded() }
    }

    /// Cells and supplementary views are configured with ``traitCollection`` current.
    private func placeVisibleViews() {
        traitCollection.performAsCurrent { placeVisibleViewsInEnvironment() }
    }

    private func placeVisibleViewsInEnvironment() {
        var cellFrames: [ListIndexPath: CGRect] = [:]
        var supplementaryFrames: [ListSupplementaryKey: CGRect] = [:]
        let elements = layoutResult.elements(in: bounds)
        for element in elements {
            switch element.kind {
            case .cell: cellFrames[element.indexPath] = element.frame
            case .header, .footer: supplementaryFrames[Self.key(of: element)] = element.frame
            }
        }
        for path in visibleCellMap.keys.sorted() where cellFrames[path] == nil { endDisplayingCell(at: path) }
        for key in visibleSupplementaryMap.keys.sorted() where supplementaryFrames[key] == nil {
            endDisplayingSupplementary(key)
        }
        for element in elements {
            switch element.kind {
            case .cell: displayCell(at: element.indexPath, frame: element.frame)
            case .header, .footer: displaySupplementary(Self.key(of: element), frame: element.frame)
            }
        }
        delegate?.collectionViewDidUpdateVisibleViews(self)
    }

    private func displayCell(at path: ListIndexPath, frame: CGRect) {
        if let cell = visibleCellMap[path] {
            cell.frame = frame
            return
        }
        guard let dataSource else { return }
        let cell = dataSource.collectionView(self, cellForItemAt: path)
        cell.overrideTraitCollection = cellTraitCollection
        cell.frame = frame
        cell.indexPath = path
        cell.isSelected = selectedPaths.contains(path)
        cell.isHighlighted = highlightedPaths.contains(path)
        visibleCellMap[path] = cell
        delegate?.collectionView(self, willDisplay: cell, forItemAt: path)
    }

    private func displaySupplementary(_ key: ListSupplementaryKey, frame: CGRect) {
        if let view = visibleSupplementaryMap[key] {
            view.frame = frame
            return
        }
        guard let dataSource else { return }
        let view = dataSource.collectionView(
            self, viewForSupplementaryElementOfKind: key.kind.elementKind, at: key.indexPath)
        view.overrideTraitCollection = cellTraitCollection
        view.frame = frame
        view.indexPath = key.indexPath
        visibleSupplementaryMap[key] = view
        delegate?.collectionView(
            self, willDisplaySupplementaryView: view, forElementKind: key.kind.elementKind, at: key.indexPath)
    }

    func endDisplayingCell(at path: ListIndexPath) {
        guard let cell = visibleCellMap.removeValue(forKey: path) else { return }
        delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
        reusePool.enqueue(cell, kind: Self.cellKind)
    }

    func endDisplayingSupplementary(_ key: ListSupplementaryKey) {
        guard let view = visibleSupplementaryMap.removeValue(forKey: key) else { return }
        delegate?.collectionView(
            self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind.elementKind, at: key.indexPath)
        reusePool.enqueue(view, kind: key.kind)
    }

    func removeAllVisibleViews() {
        for path in visibleCellMap.keys.sorted() { endDisplayingCell(at: path) }
        for key in visibleSupplementaryMap.keys.sorted() { endDisplayingSupplementary(key) }
    }

    private static func key(of element: ListLayoutAttributes) -> ListSupplementaryKey {
        ListSupplementaryKey(kind: element.kind, section: element.indexPath.section)
    }

    /// The reuse-pool kind of cells.
    static let cellKind = ListElementKind.cell
}
