import Foundation
import ListCore
import ListDiffKit
import ListLayoutKit
import ListViewKit

/// What a section controller may ask of the list that shows it (IGListKit's `IGListCollectionContext`). The
/// ``ListAdapter`` implements it; a section controller reaches it through
/// ``ListSectionController/collectionContext``. Indexes are items of the asking section controller.
///
/// ```swift
/// override func cellForItem(at index: Int) -> ListCell {
///     let cell = collectionContext!.dequeueReusableCell(of: ListCell.self, for: self, at: index)
///     cell.content.text = title
///     return cell
/// }
/// ```
@MainActor
public protocol ListCollectionContext: AnyObject {
    /// The collection view's bounds size.
    var containerSize: CGSize { get }
    /// The collection view's content inset.
    var containerInset: ListEdgeInsets { get }
    /// The bounds size minus the content inset.
    var insetContainerSize: CGSize { get }
    /// The container size minus the section controller's inset.
    func containerSize(for sectionController: ListSectionController) -> CGSize
    /// The item index of a visible cell of this section controller, or `nil`.
    func index(for cell: ListCell, sectionController: ListSectionController) -> Int?
    /// The visible cell of an item, or `nil` when it is not on screen.
    func cellForItem(at index: Int, sectionController: ListSectionController) -> ListCell?
    /// The visible cells of the section controller, in item order.
    func visibleCells(for sectionController: ListSectionController) -> [ListCell]
    /// The index paths of the section controller's visible cells.
    func visibleIndexPaths(for sectionController: ListSectionController) -> [ListIndexPath]
    /// The visible cells of the section controller that lie wholly inside the viewport, in item order.
    func fullyVisibleCells(for sectionController: ListSectionController) -> [ListCell]
    /// The collection view's content offset.
    var containerContentOffset: CGPoint { get }
    /// The scrolling state of the collection view (IGListKit's `scrollingTraits`).
    var scrollingTraits: ListCollectionScrollingTraits { get }
    /// The content inset as UIKit adjusts it (IGListKit's `adjustedContainerInset`).
    var adjustedContainerInset: ListEdgeInsets { get }
    /// The environment the list is shown in (UIKit's `collectionView.traitCollection`): the Dynamic Type size,
    /// the layout direction, light or dark, the locale. Sizes may depend on it: when it changes
    /// (``ListCollectionView/overrideTraitCollection``), the adapter asks every section controller for its sizes
    /// again, as an app re-sizes when the user changes the text size. It is also
    /// ``ListTraitCollection/current`` while sizes are asked and cells configured.
    ///
    /// ```swift
    /// override func sizeForItem(at index: Int) -> CGSize {
    ///     let traits = collectionContext!.traitCollection
    ///     let height = traits.preferredContentSizeCategory.isAccessibilityCategory ? 88 : 44
    ///     return CGSize(width: collectionContext!.containerSize.width, height: CGFloat(height))
    /// }
    /// ```
    var traitCollection: ListTraitCollection { get }
    /// The visible header or footer of the section controller, or `nil` (IGListKit's
    /// `viewForSupplementaryElementOfKind:atIndex:sectionController:`).
    func viewForSupplementaryElement(
        ofKind kind: ListElementKind, at index: Int, sectionController: ListSectionController) -> ListReusableView?
    /// Deselects an item (no callbacks).
    func deselectItem(at index: Int, sectionController: ListSectionController, animated: Bool)
    /// Selects an item (no callbacks), optionally scrolling to it.
    func selectItem(
        at index: Int, sectionController: ListSectionController, animated: Bool, scrollPosition: ListScrollPosition?)
    /// Dequeues a cell of a class, registering it on first use under `identifier` (default: the class name).
    func dequeueReusableCell<Cell: ListCell>(
        of cellClass: Cell.Type, withReuseIdentifier identifier: String?, for sectionController: ListSectionController,
        at index: Int) -> Cell
    /// Dequeues a header or footer of a class, registering it on first use.
    func dequeueReusableSupplementaryView<View: ListReusableView>(
        ofKind elementKind: String, for sectionController: ListSectionController, class viewClass: View.Type,
        at index: Int
    ) -> View
    /// Lays out again (sizes are asked anew).
    func invalidateLayout(for sectionController: ListSectionController, completion: ((Bool) -> Void)?)
    /// Groups item changes of one or more section controllers into one animated batch, coalesced by the updater.
    func performBatch(
        animated: Bool, updates: @escaping @MainActor (any ListBatchContext) -> Void,
        completion: ((Bool) -> Void)?)
    /// Reloads every item of the section controller.
    func reload(_ sectionController: ListSectionController)
    /// Inserts items (new indexes). Outside ``performBatch(animated:updates:completion:)`` it applies at once.
    func insert(in sectionController: ListSectionController, at indexes: [Int])
    /// Deletes items (old indexes).
    func delete(in sectionController: ListSectionController, at indexes: [Int])
    /// Moves an item.
    func move(in sectionController: ListSectionController, from fromIndex: Int, to toIndex: Int)
    /// Reloads items (old indexes).
    func reload(in sectionController: ListSectionController, at indexes: [Int])
    /// Scrolls to an item of the section controller.
    func scroll(
        to sectionController: ListSectionController, at index: Int, scrollPosition: ListScrollPosition, animated: Bool)
}

extension ListCollectionContext {
    /// ``ListTraitCollection/current``, for contexts that do not know a collection view's.
    public var traitCollection: ListTraitCollection { .current }

    /// Dequeues a cell registered under its class name.
    public func dequeueReusableCell<Cell: ListCell>(
        of cellClass: Cell.Type, for sectionController: ListSectionController, at index: Int
    ) -> Cell {
        dequeueReusableCell(of: cellClass, withReuseIdentifier: nil, for: sectionController, at: index)
    }

    /// Dequeues a cell of the type the context asks for (IGListSwiftKit's `dequeueReusableCell(for:at:)`):
    /// `let cell: TitleCell = collectionContext.dequeueReusableCell(for: self, at: index)`.
    public func dequeueReusableCell<Cell: ListCell>(for sectionController: ListSectionController, at index: Int)
        -> Cell
    {
        dequeueReusableCell(of: Cell.self, withReuseIdentifier: nil, for: sectionController, at: index)
    }

    /// Dequeues a cell of a class chosen at run time (IGListKit's `dequeueReusableCellOfClass:forSectionController:
    /// atIndex:` with an `AnyClass`), as a ``ListCell``.
    ///
    /// - Precondition: `cellClass` is a ``ListCell`` subclass (UIKit also stops on a class that is not a cell).
    @_disfavoredOverload
    public func dequeueReusableCell(of cellClass: AnyClass, for sectionController: ListSectionController, at index: Int)
        -> ListCell
    {
        dequeueReusableCell(of: cellClass, withReuseIdentifier: nil, for: sectionController, at: index)
    }

    /// Dequeues a cell of a class chosen at run time under a reuse identifier, as a ``ListCell``.
    ///
    /// - Precondition: `cellClass` is a ``ListCell`` subclass.
    @_disfavoredOverload
    public func dequeueReusableCell(
        of cellClass: AnyClass, withReuseIdentifier identifier: String?, for sectionController: ListSectionController,
        at index: Int
    ) -> ListCell {
        guard let cellType = cellClass as? ListCell.Type else {
            preconditionFailure("\(cellClass) is not a ListCell subclass: section controllers dequeue ListCell classes")
        }
        return dequeueReusableCell(of: cellType, withReuseIdentifier: identifier, for: sectionController, at: index)
    }

    /// Dequeues a header or footer of a class chosen at run time, as a ``ListReusableView``.
    ///
    /// - Precondition: `viewClass` is a ``ListReusableView`` subclass.
    @_disfavoredOverload
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, for sectionController: ListSectionController, class viewClass: AnyClass,
        at index: Int
    ) -> ListReusableView {
        guard let viewType = viewClass as? ListReusableView.Type else {
            preconditionFailure("\(viewClass) is not a ListReusableView subclass")
        }
        return dequeueReusableSupplementaryView(ofKind: elementKind, for: sectionController, class: viewType, at: index)
    }

    /// Lays the section out again, without a completion (IGListKit's completion defaults to `nil` in Swift).
    public func invalidateLayout(for sectionController: ListSectionController) {
        invalidateLayout(for: sectionController, completion: nil)
    }

    /// Runs item updates as one batch, without a completion (IGListKit's completion defaults to `nil` in Swift).
    public func performBatch(animated: Bool, updates: @escaping @MainActor (any ListBatchContext) -> Void) {
        performBatch(animated: animated, updates: updates, completion: nil)
    }
}

/// The item operations allowed inside ``ListCollectionContext/performBatch(animated:updates:completion:)``
/// (IGListKit's `IGListBatchContext`).
///
/// ```swift
/// collectionContext?.performBatch(animated: true, updates: { batch in
///     self.items.insert(item, at: 0)
///     batch.insert(in: self, at: [0])
/// }, completion: nil)
/// ```
@MainActor
public protocol ListBatchContext: AnyObject {
    /// Inserts items (new indexes).
    func insert(in sectionController: ListSectionController, at indexes: [Int])
    /// Deletes items (old indexes).
    func delete(in sectionController: ListSectionController, at indexes: [Int])
    /// Moves an item (old index to new index).
    func move(in sectionController: ListSectionController, from fromIndex: Int, to toIndex: Int)
    /// Reloads items (old indexes).
    func reload(in sectionController: ListSectionController, at indexes: [Int])
    /// Reloads every item of the section controller.
    func reload(_ sectionController: ListSectionController)
    /// Lays the items out again (sizes are asked anew) as part of the batch, keeping their cells (IGListKit's
    /// `invalidateLayoutInSectionController:atIndexes:`).
    func invalidateLayout(in sectionController: ListSectionController, at indexes: [Int])
}
