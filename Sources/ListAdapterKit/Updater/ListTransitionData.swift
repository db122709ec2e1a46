import Foundation
import ListDiffKit

/// The objects before and after an update and the section controllers of the new ones (IGListKit 5's
/// `IGListTransitionData`), handed between the two blocks of
/// ``ListUpdatingDelegate/performUpdate(withCollectionViewBlock:animated:sectionDataBlock:applySectionDataBlock:completion:)``.
///
/// ```swift
/// let data = ListTransitionData(fromObjects: shown, toObjects: next, toSectionControllers: controllers)
/// ```
@MainActor
public final class ListTransitionData {
    /// The objects shown before the update.
    public let fromObjects: [ListDiffable]
    /// The objects shown after it.
    public let toObjects: [ListDiffable]
    /// The section controllers of ``toObjects``, in the same order.
    public let toSectionControllers: [ListSectionController]

    /// Creates the data of an update.
    ///
    /// - Parameters:
    ///   - fromObjects: the objects before.
    ///   - toObjects: the objects after.
    ///   - toSectionControllers: the section controllers of the objects after.
    public init(fromObjects: [ListDiffable], toObjects: [ListDiffable], toSectionControllers: [ListSectionController]) {
        self.fromObjects = fromObjects
        self.toObjects = toObjects
        self.toSectionControllers = toSectionControllers
    }
}

extension ListUpdatingDelegate {
    /// Queues a change of the section objects in IGListKit 5's shape
    /// (`performUpdateWithCollectionViewBlock:animated:sectionDataBlock:applySectionDataBlock:completion:`), beside
    /// the older ``performUpdate(collectionViewProvider:fromObjects:toObjects:animated:objectTransitionBlock:completion:)``
    /// it runs through: `sectionDataBlock` gives the objects before and after, and `applySectionDataBlock` switches
    /// the adapter to them inside the batch.
    ///
    /// ```swift
    /// updater.performUpdate(
    ///     withCollectionViewBlock: { collectionView }, animated: true,
    ///     sectionDataBlock: { ListTransitionData(fromObjects: old, toObjects: new, toSectionControllers: []) },
    ///     applySectionDataBlock: { data in model.objects = data.toObjects }, completion: nil)
    /// ```
    ///
    /// Unlike IGListKit 5, which asks `sectionDataBlock` when the transaction starts, the data is asked for once,
    /// now (the older shape takes the objects before when the update is queued). A `nil` answer, or no collection
    /// view when the update runs, completes with `false`.
    ///
    /// - Parameters:
    ///   - collectionViewBlock: returns the collection view when the update runs.
    ///   - animated: whether the change animates.
    ///   - sectionDataBlock: returns the objects before and after (and the new section controllers).
    ///   - applySectionDataBlock: switches the adapter's data to the new objects, inside the update.
    ///   - completion: called with whether the update finished.
    public func performUpdate(
        withCollectionViewBlock collectionViewBlock: @escaping @MainActor () -> ListCollectionView?, animated: Bool,
        sectionDataBlock: @MainActor () -> ListTransitionData?,
        applySectionDataBlock: @escaping @MainActor (ListTransitionData) -> Void,
        completion: (@MainActor (Bool) -> Void)?
    ) {
        guard let data = sectionDataBlock() else { return (completion ?? { _ in })(false) }
        let to = [AnyListDiffable](erasing: data.toObjects)
        performUpdate(
            collectionViewProvider: collectionViewBlock, fromObjects: [AnyListDiffable](erasing: data.fromObjects),
            toObjects: { to }, animated: animated, objectTransitionBlock: { _ in applySectionDataBlock(data) },
            completion: completion)
    }
}
