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

    /// Lays out if the layout is invalid, then brings the visible views in line with the viewport.
    public func layoutIfNeeded() {
        computeLayoutIfNeeded()
        updateVisibleViews()
    }

    /// Computes the layout if it is invalid, without touching the visible views (UIKit's `prepareLayout`).
    func computeLayoutIfNeeded() {
        loadIfNeeded()
        guard !layoutIsValid else { return }
        layoutResult = collectionViewLayout.layout(layoutInput())
        layoutIsValid = true
    }

    /// The input the layout gets: bounds, insets, offset, and every section's sizes from the delegate (UIKit's
    /// flow-layout spelling, whose defaults ask the shorter one).
    /// The sizes are asked with the collection view's ``traitCollection`` current, so section controllers that
    /// read ``ListTraitCollection/current`` (`UIFont.preferredFont(forTextStyle:)`) size in its environment.
    public func layoutInput() -> ListLayoutInput {
        traitCollection.performAsCurrent { layoutInputInEnvironment() }
    }

    private func layoutInputInEnvironment() -> ListLayoutInput {
        let layout = collectionViewLayout
        let fallback = defaultSection
        let sections = itemCounts.enumerated().map { section, count in
            ListLayoutSection(
                inset: delegate?.collectionView(self, layout: layout, insetForSectionAt: section) ?? fallback.inset,
                minimumLineSpacing: delegate?.collectionView(self, layout: layout, minimumLineSpacingForSectionAt: section)
                    ?? fallback.minimumLineSpacing,
                minimumInteritemSpacing: delegate?.collectionView(
                    self, layout: layout, minimumInteritemSpacingForSectionAt: section) ?? fallback.minimumInteritemSpacing,
                headerSize: delegate?.collectionView(self, layout: layout, referenceSizeForHeaderInSection: section)
                    ?? fallback.headerSize,
                footerSize: delegate?.collectionView(self, layout: layout, referenceSizeForFooterInSection: section)
                    ?? fallback.footerSize,
                itemSizes: (0..<count).map {
                    let path = IndexPath(section: section, item: $0)
                    if selfSizesCells, let fitted = fittedItemSizes[path] { return fitted }
                    return delegate?.collectionView(self, layout: layout, sizeForItemAt: path) ?? fallback.itemSizes[0]
                })
        }
        return ListLayoutInput(
            boundsSize: boundsSize, contentInset: contentInset, contentOffset: contentOffset, sections: sections)
    }

    /// What a section gets from a delegate that answers none of the flow-layout methods: the properties of a
    /// ``ListCollectionViewFlowLayout`` (UIKit's flow layout), else zero insets, spacings and reference sizes, and
    /// 50×50 items. `itemSizes` holds the one default item size.
    public var defaultSection: ListLayoutSection {
        guard let flow = collectionViewLayout as? ListCollectionViewFlowLayout else {
            return ListLayoutSection(itemSizes: [CGSize(width: 50, height: 50)])
        }
        var section = flow.defaultSection
        section.itemSizes = [flow.defaultItemSize]
        return section
    }

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
        cell.overrideTraitCollection = overrideTraitCollection
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
        view.overrideTraitCollection = overrideTraitCollection
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

    /// After a batch update: surviving cells follow their items to their new index paths; supplementary views
    /// follow their sections. Deleted and reloaded ones are taken out and returned, still displayed: UIKit ends
    /// their display only after the new views appeared (they animate out), so the caller ends them after the
    /// layout pass with ``endDisplaying(_:)``.
    func remapVisibleViews(_ mapping: ListBatchUpdateMapping) -> ListLeavingViews {
        var leaving = ListLeavingViews()
        var moved: [ListIndexPath: ListCell] = [:]
        for path in visibleCellMap.keys.sorted() {
            guard let new = remappedSurvivor(path, mapping) else {
                leaving.cells.append((path, visibleCellMap[path]!))
                continue
            }
            let cell = visibleCellMap[path]!
            cell.indexPath = new
            moved[new] = cell
        }
        visibleCellMap = moved
        var movedViews: [ListSupplementaryKey: ListReusableView] = [:]
        for key in visibleSupplementaryMap.keys.sorted() {
            guard let new = mapping.newSectionForOld[key.section], case .existing = mapping.sectionSources[new] else {
                leaving.supplementaryViews.append((key, visibleSupplementaryMap[key]!))
                continue
            }
            let view = visibleSupplementaryMap[key]!
            view.indexPath = ListIndexPath(section: new, item: 0)
            movedViews[ListSupplementaryKey(kind: key.kind, section: new)] = view
        }
        visibleSupplementaryMap = movedViews
        return leaving
    }

    /// Ends the display of views a batch update removed (old index paths), into the reuse pool.
    func endDisplaying(_ leaving: ListLeavingViews) {
        for (path, cell) in leaving.cells {
            delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
            reusePool.enqueue(cell, kind: Self.cellKind)
        }
        for (key, view) in leaving.supplementaryViews {
            delegate?.collectionView(
                self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind.elementKind,
                at: key.indexPath)
            reusePool.enqueue(view, kind: key.kind)
        }
    }

    private static func key(of element: ListLayoutAttributes) -> ListSupplementaryKey {
        ListSupplementaryKey(kind: element.kind, section: element.indexPath.section)
    }

    /// The reuse-pool kind of cells.
    static let cellKind = ListElementKind.cell
}
