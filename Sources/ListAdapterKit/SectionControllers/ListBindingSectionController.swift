import Foundation
import ListDiffKit

/// A section whose items are view models derived from its object and diffed inside the section: when the
/// object changes, the view models are diffed and the items inserted, deleted and moved in one animated batch,
/// while items whose view model changed in place are re-bound in their visible cells
/// (IGListKit's `ListBindingSectionController<ObjectType>`).
///
/// Written as in IGListKit's Swift API: subclass `ListBindingSectionController<Post>` (or
/// `ListBindingSectionController<ListDiffable>`) and implement the data source, whose methods take
/// `ListBindingSectionController<ListDiffable>`:
///
/// ```swift
/// final class PostSectionController: ListBindingSectionController<Post>, ListBindingSectionControllerDataSource {
///     override init() { super.init(); dataSource = self }
///     func sectionController(_ sectionController: ListBindingSectionController<ListDiffable>,
///                            viewModelsFor object: Any) -> [ListDiffable] {
///         guard let post = object as? Post else { return [] }
///         return [post.title]
///     }
///     func sectionController(_ sectionController: ListBindingSectionController<ListDiffable>,
///                            cellForViewModel viewModel: Any, at index: Int) -> ListCell & ListBindable {
///         collectionContext!.dequeueReusableCell(of: TitleCell.self, for: self, at: index)
///     }
///     func sectionController(_ sectionController: ListBindingSectionController<ListDiffable>,
///                            sizeForViewModel viewModel: Any, at index: Int) -> CGSize {
///         CGSize(width: collectionContext!.containerSize.width, height: 44)
///     }
/// }
/// ```
///
/// In Swift a generic class is not a subtype of its other specialisations, so the object type is a phantom
/// parameter: every `ListBindingSectionController<T>` is this one class, and ``ListBindingSectionControllerBase/object``
/// is `Any?` (cast it, as in ``ListSectionController/didUpdate(to:)``).
public typealias ListBindingSectionController<ObjectType> = ListBindingSectionControllerBase

/// The class behind ``ListBindingSectionController``: write `ListBindingSectionController<Model>` in your code.
@MainActor
open class ListBindingSectionControllerBase: ListSectionController {
    /// Supplies view models, cells and sizes. Not retained.
    public weak var dataSource: (any ListBindingSectionControllerDataSource)?
    /// Told about selection. Not retained.
    public weak var selectionDelegate: (any ListBindingSectionControllerSelectionDelegate)?
    /// The current object.
    public private(set) var object: Any?
    /// The current view models, one per item (duplicates by identifier removed, the first kept).
    public var viewModels: [ListDiffable] { erasedViewModels.map(\.base) }

    private var erasedViewModels: [AnyListDiffable] = []
    private var updateIsQueued = false

    /// The number of view models.
    open override func numberOfItems() -> Int { erasedViewModels.count }

    /// The data source's size for the view model; zero for an index without a view model (IGListKit).
    open override func sizeForItem(at index: Int) -> CGSize {
        guard erasedViewModels.indices.contains(index) else { return .zero }
        return dataSource?.sectionController(self, sizeForViewModel: erasedViewModels[index].base, at: index) ?? .zero
    }

    /// An interactive reordering moved an item within the section: the view models follow (IGListKit's
    /// `moveObjectFromIndex:toIndex:`).
    open override func moveObject(from sourceIndex: Int, to destinationIndex: Int) {
        guard erasedViewModels.indices.contains(sourceIndex), erasedViewModels.indices.contains(destinationIndex)
        else { return }
        erasedViewModels.insert(erasedViewModels.remove(at: sourceIndex), at: destinationIndex)
    }

    /// The data source's cell, bound to its view model.
    open override func cellForItem(at index: Int) -> ListCell {
        guard let dataSource else { fatalError("\(type(of: self)) has no dataSource") }
        let viewModel = erasedViewModels[index].base
        let cell = dataSource.sectionController(self, cellForViewModel: viewModel, at: index)
        cell.bindViewModel(viewModel)
        return cell
    }

    /// The first object sets the view models; a later one diffs them in an animated batch.
    open override func didUpdate(to object: Any) {
        let isFirst = self.object == nil
        self.object = object
        if isFirst {
            erasedViewModels = currentViewModels()
        } else {
            update(animated: true, completion: nil)
        }
    }

    /// Diffs the view models of the current object against the shown ones and applies the difference as one
    /// batch (coalesced with other updates by the updater).
    ///
    /// - Parameters:
    ///   - animated: whether the change animates.
    ///   - completion: called with `true` when the batch is applied; with `false` at once when an update is
    ///     already queued (that one will include this change), as IGListKit.
    public func update(animated: Bool, completion: ((Bool) -> Void)?) {
        guard let context = collectionContext else {
            erasedViewModels = currentViewModels()
            completion?(false)
            return
        }
        guard !updateIsQueued else {
            completion?(false)
            return
        }
        updateIsQueued = true
        context.performBatch(animated: animated, updates: { [weak self] batch in
            self?.applyQueuedUpdate(batch)
        }, completion: { [weak self] finished in
            self?.updateIsQueued = false
            completion?(finished)
        })
    }

    private func applyQueuedUpdate(_ batch: any ListBatchContext) {
        guard updateIsQueued else { return }
        updateIsQueued = false
        let old = erasedViewModels
        erasedViewModels = currentViewModels()
        let result = ListDiff(oldArray: old, newArray: erasedViewModels, option: .equality)
        for oldIndex in result.updates {
            guard let newIndex = result.newIndex(for: old[oldIndex].diffIdentity),
                let cell = collectionContext?.cellForItem(at: oldIndex, sectionController: self) as? any ListBindable
            else { continue }
            cell.bindViewModel(erasedViewModels[newIndex].base)
        }
        batch.delete(in: self, at: result.deletes)
        batch.insert(in: self, at: result.inserts)
        for move in result.moves { batch.move(in: self, from: move.from, to: move.to) }
    }

    private func currentViewModels() -> [AnyListDiffable] {
        guard let object, let dataSource else { return [] }
        return ListObjectLookup.removingDuplicates(
            [AnyListDiffable](erasing: dataSource.sectionController(self, viewModelsFor: object)))
    }

    /// Tells the selection delegate.
    open override func didSelectItem(at index: Int) {
        selectionDelegate?.sectionController(self, didSelectItemAt: index, viewModel: erasedViewModels[index].base)
    }

    /// Tells the selection delegate.
    open override func didDeselectItem(at index: Int) {
        selectionDelegate?.sectionController(self, didDeselectItemAt: index, viewModel: erasedViewModels[index].base)
    }

    /// Tells the selection delegate.
    open override func didHighlightItem(at index: Int) {
        selectionDelegate?.sectionController(self, didHighlightItemAt: index, viewModel: erasedViewModels[index].base)
    }

    /// Tells the selection delegate.
    open override func didUnhighlightItem(at index: Int) {
        selectionDelegate?.sectionController(
            self, didUnhighlightItemAt: index, viewModel: erasedViewModels[index].base)
    }
}
