import Foundation
import ListDiffKit

/// Supplies a ``ListBindingSectionController``'s view models, cells and sizes
/// (IGListKit's `IGListBindingSectionControllerDataSource`).
///
/// ```swift
/// func sectionController(_ sectionController: ListBindingSectionControllerBase,
///                        viewModelsFor object: Any) -> [ListDiffable] {
///     guard let post = object as? Post else { return [] }
///     return [post.title] + post.comments
/// }
/// ```
@MainActor
public protocol ListBindingSectionControllerDataSource: AnyObject {
    /// The view models of the object: one item each.
    func sectionController(
        _ sectionController: ListBindingSectionControllerBase, viewModelsFor object: Any
    ) -> [ListDiffable]
    /// A dequeued cell for a view model; the section controller binds it to the view model.
    func sectionController(
        _ sectionController: ListBindingSectionControllerBase, cellForViewModel viewModel: Any,
        at index: Int
    ) -> ListCell & ListBindable
    /// The size of a view model's cell.
    func sectionController(
        _ sectionController: ListBindingSectionControllerBase, sizeForViewModel viewModel: Any, at index: Int
    ) -> CGSize
}

/// Told about selection in a ``ListBindingSectionController``
/// (IGListKit's `IGListBindingSectionControllerSelectionDelegate`). As for the data source, the section controller
/// parameter is ``ListBindingSectionControllerBase``, spelled `ListBindingSectionController<ListDiffable>` inside
/// a binding section controller.
@MainActor
public protocol ListBindingSectionControllerSelectionDelegate: AnyObject {
    /// An item was selected.
    func sectionController(
        _ sectionController: ListBindingSectionControllerBase, didSelectItemAt index: Int, viewModel: Any)
    /// An item was deselected.
    func sectionController(
        _ sectionController: ListBindingSectionControllerBase, didDeselectItemAt index: Int, viewModel: Any)
    /// An item was highlighted.
    func sectionController(
        _ sectionController: ListBindingSectionControllerBase, didHighlightItemAt index: Int, viewModel: Any)
    /// An item lost its highlight.
    func sectionController(
        _ sectionController: ListBindingSectionControllerBase, didUnhighlightItemAt index: Int, viewModel: Any)
}

extension ListBindingSectionControllerSelectionDelegate {
    /// Does nothing.
    public func sectionController(
        _ sectionController: ListBindingSectionControllerBase, didDeselectItemAt index: Int, viewModel: Any
    ) {}
    /// Does nothing.
    public func sectionController(
        _ sectionController: ListBindingSectionControllerBase, didHighlightItemAt index: Int, viewModel: Any
    ) {}
    /// Does nothing.
    public func sectionController(
        _ sectionController: ListBindingSectionControllerBase, didUnhighlightItemAt index: Int,
        viewModel: Any
    ) {}
}
