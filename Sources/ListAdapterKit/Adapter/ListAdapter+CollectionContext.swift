import Foundation
import ListCore
import ListDiffKit
import ListLayoutKit
import ListViewKit

extension ListAdapter: ListCollectionContext {
    /// The collection view's bounds size (zero without one).
    public var containerSize: CGSize { collectionView?.boundsSize ?? .zero }

    /// The collection view's trait collection (its environment), else ``ListTraitCollection/current``.
    public var traitCollection: ListTraitCollection { collectionView?.traitCollection ?? .current }

    /// The collection view's content inset.
    public var containerInset: ListEdgeInsets { collectionView?.contentInset ?? .zero }

    /// The bounds size minus the adjusted content inset (``adjustedContainerInset``: the content inset and the
    /// safe area, as IGListKit's `insetContainerSize` reads UIKit's `adjustedContentInset`).
    public var insetContainerSize: CGSize {
        let inset = adjustedContainerInset
        return CGSize(width: containerSize.width - inset.horizontal, height: containerSize.height - inset.vertical)
    }

    /// The container minus the section controller's inset.
    public func containerSize(for sectionController: ListSectionController) -> CGSize {
        CGSize(
            width: containerSize.width - sectionController.inset.horizontal,
            height: containerSize.height - sectionController.inset.vertical)
    }

    /// The item index of a visible cell of the section controller.
    public func index(for cell: ListCell, sectionController: ListSectionController) -> Int? {
        guard let path = collectionView?.indexPath(for: cell), path.section == sectionIndex(for: sectionController)
        else { return nil }
        return path.item
    }

    /// The visible cell of an item of the section controller. Inside an update block the index is in the state
    /// before the update, where the collection view's cells still are (as IGListKit).
    public func cellForItem(at index: Int, sectionController: ListSectionController) -> ListCell? {
        guard let path = indexPaths(for: sectionController, [index], usePreviousSection: true).first else { return nil }
        return collectionView?.cellForItem(at: path)
    }

    /// The visible cells of the section controller, in item order.
    public func visibleCells(for sectionController: ListSectionController) -> [ListCell] {
        visibleIndexPaths(for: sectionController).compactMap { collectionView?.cellForItem(at: $0) }
    }

    /// The index paths of the section controller's visible cells.
    public func visibleIndexPaths(for sectionController: ListSectionController) -> [ListIndexPath] {
        guard let section = sectionIndex(for: sectionController), let collectionView else { return [] }
        return collectionView.indexPathsForVisibleItems.filter { $0.section == section }
    }

    /// The visible cells of the section controller wholly inside the viewport, in item order.
    public func fullyVisibleCells(for sectionController: ListSectionController) -> [ListCell] {
        guard let collectionView else { return [] }
        let viewport = collectionView.bounds
        return visibleIndexPaths(for: sectionController).compactMap { path in
            guard let frame = collectionView.frameForItem(at: path), viewport.contains(frame) else { return nil }
            return collectionView.cellForItem(at: path)
        }
    }

    /// The collection view's content offset (zero without one).
    public var containerContentOffset: CGPoint { collectionView?.contentOffset ?? .zero }

    /// The visible header or footer of the section controller, or `nil`.
    public func viewForSupplementaryElement(
        ofKind kind: ListElementKind, at index: Int, sectionController: ListSectionController
    ) -> ListReusableView? {
        guard let section = sectionIndex(for: sectionController), index == 0 else { return nil }
        return collectionView?.supplementaryView(forElementKind: kind, at: ListIndexPath(section: section, item: index))
    }

    /// Deselects an item without callbacks.
    public func deselectItem(at index: Int, sectionController: ListSectionController, animated: Bool) {
        for path in indexPaths(for: sectionController, [index], usePreviousSection: false) {
            collectionView?.deselectItem(at: path, animated: animated)
        }
    }

    /// Selects an item without callbacks.
    public func selectItem(
        at index: Int, sectionController: ListSectionController, animated: Bool, scrollPosition: ListScrollPosition?
    ) {
        for path in indexPaths(for: sectionController, [index], usePreviousSection: false) {
            collectionView?.selectItem(at: path, animated: animated, scrollPosition: scrollPosition)
        }
    }

    /// Dequeues a cell, registering its class on first use under the identifier followed by the class's full
    /// name (IGListKit's reuse identifier; without an identifier, the class name alone).
    public func dequeueReusableCell<Cell: ListCell>(
        of cellClass: Cell.Type, withReuseIdentifier identifier: String?, for sectionController: ListSectionController,
        at index: Int
    ) -> Cell {
        guard let collectionView, let section = sectionIndex(for: sectionController) else {
            updater.willCrash(with: collectionView, sectionControllerClass: type(of: sectionController))
            fatalError("dequeueing a cell for \(type(of: sectionController)), which is not in a list")
        }
        let identifier = listReusableViewIdentifier(cellClass, kind: nil, given: identifier)
        if !collectionView.isCellRegistered(identifier) {
            collectionView.register(cellClass, forCellWithReuseIdentifier: identifier)
        }
        let cell = collectionView.dequeueReusableCell(
            withReuseIdentifier: identifier, for: ListIndexPath(section: section, item: index))
        guard let typed = cell as? Cell else {
            fatalError("the identifier \(identifier) is registered for \(type(of: cell)), not \(cellClass)")
        }
        return typed
    }

    /// Dequeues a header or footer, registering its class on first use.
    public func dequeueReusableSupplementaryView<View: ListReusableView>(
        ofKind elementKind: String, for sectionController: ListSectionController, class viewClass: View.Type,
        at index: Int
    ) -> View {
        guard let kind = ListElementKind(elementKind: elementKind), kind != .cell else {
            fatalError("\(type(of: sectionController)) dequeues a supplementary view of kind '\(elementKind)': "
                + "use ListCollectionView.elementKindSectionHeader or .elementKindSectionFooter")
        }
        guard let collectionView, let section = sectionIndex(for: sectionController) else {
            updater.willCrash(with: collectionView, sectionControllerClass: type(of: sectionController))
            fatalError("dequeueing a \(kind) for \(type(of: sectionController)), which is not in a list")
        }
        let identifier = listReusableViewIdentifier(viewClass, kind: kind.elementKind, given: nil)
        if !collectionView.isSupplementaryViewRegistered(ofKind: kind, identifier) {
            collectionView.register(viewClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
        }
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: identifier, for: ListIndexPath(section: section, item: index))
        guard let typed = view as? View else {
            fatalError("the identifier \(identifier) is registered for \(type(of: view)), not \(viewClass)")
        }
        return typed
    }

    /// Lays out again at once.
    public func invalidateLayout(for sectionController: ListSectionController, completion: ((Bool) -> Void)?) {
        collectionView?.invalidateLayout()
        completion?(collectionView != nil)
    }

    /// Runs `updates` inside the updater's next batch.
    public func performBatch(
        animated: Bool, updates: @escaping @MainActor (any ListBatchContext) -> Void, completion: ((Bool) -> Void)?
    ) {
        guard collectionView != nil else {
            completion?(false)
            return
        }
        updater.performUpdate(
            collectionViewProvider: { [weak self] in self?.collectionView }, animated: animated,
            itemUpdates: { [weak self] in
                guard let self else { return }
                self.isInUpdateBlock = true
                updates(self)
                self.isInUpdateBlock = false
            },
            completion: { [weak self] finished in
                self?.updateBackgroundView()
                self?.notifyUpdateListeners(.itemUpdates, animated: animated)
                completion?(finished)
            })
    }

    /// Scrolls to an item of the section controller.
    public func scroll(
        to sectionController: ListSectionController, at index: Int, scrollPosition: ListScrollPosition, animated: Bool
    ) {
        for path in indexPaths(for: sectionController, [index], usePreviousSection: false) {
            collectionView?.scrollToItem(at: path, at: scrollPosition, animated: animated)
        }
    }
}

extension ListAdapter: ListBatchContext {
    /// Reloads every item of the section controller (its section).
    public func reload(_ sectionController: ListSectionController) {
        guard let collectionView else { return }
        let map = isInUpdateBlock ? (previousSectionMap ?? sectionMap) : sectionMap
        guard let section = map.section(for: sectionController) else { return }
        updater.reloadCollectionView(collectionView, sections: [section])
        updateBackgroundViewOutsideBatch()
    }

    /// Lays the section out again inside the batch; the cells stay (an empty index list does nothing).
    public func invalidateLayout(in sectionController: ListSectionController, at indexes: [Int]) {
        guard !indexes.isEmpty, sectionIndex(for: sectionController) != nil else { return }
        collectionView?.invalidateLayout()
    }

    /// Inserts items of the section controller.
    public func insert(in sectionController: ListSectionController, at indexes: [Int]) {
        guard let collectionView, !indexes.isEmpty else { return }
        updater.insertItems(
            into: collectionView, at: indexPaths(for: sectionController, indexes, usePreviousSection: false))
        updateBackgroundViewOutsideBatch()
    }

    /// Deletes items of the section controller.
    public func delete(in sectionController: ListSectionController, at indexes: [Int]) {
        guard let collectionView, !indexes.isEmpty else { return }
        updater.deleteItems(
            from: collectionView, at: indexPaths(for: sectionController, indexes, usePreviousSection: true))
        updateBackgroundViewOutsideBatch()
    }

    /// Moves an item of the section controller.
    public func move(in sectionController: ListSectionController, from fromIndex: Int, to toIndex: Int) {
        guard let collectionView,
            let from = indexPaths(for: sectionController, [fromIndex], usePreviousSection: true).first,
            let to = indexPaths(for: sectionController, [toIndex], usePreviousSection: false).first
        else { return }
        updater.moveItem(in: collectionView, from: from, to: to)
    }

    /// Reloads items of the section controller.
    public func reload(in sectionController: ListSectionController, at indexes: [Int]) {
        guard let collectionView else { return }
        let froms = indexPaths(for: sectionController, indexes, usePreviousSection: true)
        let tos = indexPaths(for: sectionController, indexes, usePreviousSection: false)
        for (from, to) in zip(froms, tos) { updater.reloadItem(in: collectionView, from: from, to: to) }
    }
}

extension ListAdapter {
    /// Shows or hides the empty view after an item change made outside a batch block, as IGListKit's
    /// `insertInSectionController:`, `deleteInSectionController:` and `reloadSectionController:` do (inside a
    /// batch, the batch's completion does it once).
    fileprivate func updateBackgroundViewOutsideBatch() {
        guard !isInUpdateBlock else { return }
        updateBackgroundView()
    }
}
