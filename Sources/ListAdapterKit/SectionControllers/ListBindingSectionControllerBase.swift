import Foundation
import ListDiffKit

/// The machinery of ``ListBindingSectionController``, whatever its object type: what the data source and the
/// selection delegate receive. Subclass ``ListBindingSectionController`` (generic over the object type), not this.
///
/// Inside this class and its subclasses, `ListBindingSectionController<AnyType>` names this class (a member
/// typealias), so a binding section controller that is its own data source writes the data source methods with
/// IGListKit's parameter type, `ListBindingSectionController<ListDiffable>`, and they match the protocol. Another
/// object conforming to ``ListBindingSectionControllerDataSource`` writes `ListBindingSectionControllerBase` there:
/// outside a binding section controller, `ListBindingSectionController<ListDiffable>` is one specialisation of the
/// generic class, which a `ListBindingSectionController<Post>` is not (Swift generic classes are invariant), so
/// the protocol could not hand it every binding section controller.
@MainActor
open class ListBindingSectionControllerBase: ListSectionController {
    /// Inside a binding section controller, IGListKit's `ListBindingSectionController<ListDiffable>` (any type
    /// argument) is the base class: the type the data source and the selection delegate receive.
    public typealias ListBindingSectionController<ObjectType> = ListBindingSectionControllerBase

    /// Supplies view models, cells and sizes. Not retained.
    public weak var dataSource: (any ListBindingSectionControllerDataSource)?
    /// Told about selection. Not retained.
    public weak var selectionDelegate: (any ListBindingSectionControllerSelectionDelegate)?
    /// The current object, as handed to ``didUpdate(to:)``, untyped (`nil` before the first update). Subclasses
    /// of ``ListBindingSectionController`` read it typed as `object`.
    public private(set) var untypedObject: Any?
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
        let isFirst = untypedObject == nil
        untypedObject = object
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
    public func update(animated: Bool, completion: ((Bool) -> Void)? = nil) {
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
        guard let object = untypedObject, let dataSource else { return [] }
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
