import Foundation
import ListDiffKit

/// Supplies a ``ListBindingSectionController``'s view models, cells and sizes
/// (IGListKit's `IGListBindingSectionControllerDataSource`).
///
/// ```swift
/// func sectionController(_ sectionController: ListBindingSectionController,
///                        viewModelsFor object: any ListDiffable) -> [any ListDiffable] {
///     let post = object as! Post
///     return [post.header, post.body] + post.comments
/// }
/// ```
@MainActor
public protocol ListBindingSectionControllerDataSource: AnyObject {
    /// The view models of the object: one item each.
    func sectionController(
        _ sectionController: ListBindingSectionController, viewModelsFor object: any ListDiffable
    ) -> [any ListDiffable]
    /// A dequeued cell for a view model; if it is ``ListBindable``, the section controller binds it.
    func sectionController(
        _ sectionController: ListBindingSectionController, cellForViewModel viewModel: any ListDiffable, at index: Int
    ) -> ListCell
    /// The size of a view model's cell.
    func sectionController(
        _ sectionController: ListBindingSectionController, sizeForViewModel viewModel: any ListDiffable, at index: Int
    ) -> CGSize
}

/// Told about selection in a ``ListBindingSectionController``
/// (IGListKit's `IGListBindingSectionControllerSelectionDelegate`).
@MainActor
public protocol ListBindingSectionControllerSelectionDelegate: AnyObject {
    /// An item was selected.
    func sectionController(
        _ sectionController: ListBindingSectionController, didSelectItemAt index: Int, viewModel: any ListDiffable)
    /// An item was deselected.
    func sectionController(
        _ sectionController: ListBindingSectionController, didDeselectItemAt index: Int, viewModel: any ListDiffable)
    /// An item was highlighted.
    func sectionController(
        _ sectionController: ListBindingSectionController, didHighlightItemAt index: Int, viewModel: any ListDiffable)
    /// An item lost its highlight.
    func sectionController(
        _ sectionController: ListBindingSectionController, didUnhighlightItemAt index: Int, viewModel: any ListDiffable)
}

extension ListBindingSectionControllerSelectionDelegate {
    /// Does nothing.
    public func sectionController(
        _ sectionController: ListBindingSectionController, didDeselectItemAt index: Int, viewModel: any ListDiffable
    ) {}
    /// Does nothing.
    public func sectionController(
        _ sectionController: ListBindingSectionController, didHighlightItemAt index: Int, viewModel: any ListDiffable
    ) {}
    /// Does nothing.
    public func sectionController(
        _ sectionController: ListBindingSectionController, didUnhighlightItemAt index: Int,
        viewModel: any ListDiffable
    ) {}
}
