import Foundation
import ListDiffKit

/// A section of one cell bound to one view model, the section's object (IGListKit 5's
/// `ListBindingSingleSectionController<ViewModel, Cell>`). Subclass it and override ``configure(_:withViewModel:)``
/// and ``size(forViewModel:)``; when the object changes while the cell is shown, the cell is configured again in
/// place (inside the batch update, as IGListKit does in `didUpdateToObject:`).
///
/// ```swift
/// final class UserSectionController: ListBindingSingleSectionController<User, UserCell> {
///     override func configure(_ cell: UserCell, withViewModel viewModel: User) {
///         cell.content.text = viewModel.name
///     }
///     override func size(forViewModel viewModel: User) -> CGSize {
///         CGSize(width: collectionContext!.containerSize.width, height: 44)
///     }
/// }
/// ```
///
/// The method names are IGListKit's as Swift imports them. An override written with another spelling does not
/// compile (`method does not override any method from its superclass`), so none is silently ignored.
@MainActor
open class ListBindingSingleSectionController<ViewModel, Cell: ListCell>: ListSectionController {
    /// The view model, the section's object: `nil` before the first update (or when it is not a `ViewModel`).
    public private(set) var object: ViewModel?

    /// Creates a section controller.
    public override init() {
        super.init()
    }

    /// The class of the cell; default `Cell`. A subclass of `Cell` may be returned.
    open func cellClass() -> AnyClass { Cell.self }

    /// Fills the cell from the view model (required: the default stops with a message naming the class).
    ///
    /// - Parameters:
    ///   - cell: the dequeued or displayed cell.
    ///   - viewModel: the section's object.
    open func configure(_ cell: Cell, withViewModel viewModel: ViewModel) {
        fatalError("\(type(of: self)) must override configure(_:withViewModel:)")
    }

    /// The cell's size for the view model (required: the default stops with a message naming the class).
    ///
    /// - Parameter viewModel: the section's object.
    /// - Returns: the size.
    open func size(forViewModel viewModel: ViewModel) -> CGSize {
        fatalError("\(type(of: self)) must override size(forViewModel:)")
    }

    /// The shown cell was selected. Does nothing by default.
    open func didSelectItem(with cell: Cell) {}
    /// The shown cell was deselected. Does nothing by default.
    open func didDeselectItem(with cell: Cell) {}
    /// The shown cell was highlighted. Does nothing by default.
    open func didHighlightItem(with cell: Cell) {}
    /// The shown cell lost its highlight. Does nothing by default.
    open func didUnhighlightItem(with cell: Cell) {}

    /// Whether the cell is on screen now (the collection view has it; no layout pass is run).
    public func isDisplayingCell() -> Bool { shownCell != nil }

    /// 1.
    open override func numberOfItems() -> Int { 1 }

    /// ``size(forViewModel:)`` of the object; zero before the first update.
    open override func sizeForItem(at index: Int) -> CGSize {
        guard let object else { return .zero }
        return size(forViewModel: object)
    }

    /// A cell of ``cellClass()``, configured with the object.
    open override func cellForItem(at index: Int) -> ListCell {
        guard let context = collectionContext else {
            fatalError("\(type(of: self)) has no collection context: it is not in a list")
        }
        let dequeued = context.dequeueReusableCell(of: cellClass(), for: self, at: index)
        guard let cell = dequeued as? Cell else {
            fatalError("\(type(of: self)): cellClass() \(cellClass()) is not a \(Cell.self)")
        }
        if let object { configure(cell, withViewModel: object) }
        return cell
    }

    /// Keeps the view model and configures the shown cell with it.
    open override func didUpdate(to object: Any) {
        self.object = object as? ViewModel
        if let cell = shownCell, let viewModel = self.object { configure(cell, withViewModel: viewModel) }
    }

    /// Calls ``didSelectItem(with:)`` with the shown cell.
    open override func didSelectItem(at index: Int) {
        if let cell = shownCell { didSelectItem(with: cell) }
    }

    /// Calls ``didDeselectItem(with:)`` with the shown cell.
    open override func didDeselectItem(at index: Int) {
        if let cell = shownCell { didDeselectItem(with: cell) }
    }

    /// Calls ``didHighlightItem(with:)`` with the shown cell.
    open override func didHighlightItem(at index: Int) {
        if let cell = shownCell { didHighlightItem(with: cell) }
    }

    /// Calls ``didUnhighlightItem(with:)`` with the shown cell.
    open override func didUnhighlightItem(at index: Int) {
        if let cell = shownCell { didUnhighlightItem(with: cell) }
    }

    /// The cell on screen, if any.
    private var shownCell: Cell? {
        collectionContext?.cellForItem(at: 0, sectionController: self) as? Cell
    }
}
