/// Why ``ListAdapterUpdater`` applied a change with `reloadData` instead of an animated batch update, in the
/// cases where IGListKit falls back.
///
/// ```swift
/// func listAdapterUpdater(_ updater: ListAdapterUpdater, didFallBackToReload reason: ListUpdateFallbackReason) {
///     print(reason) // more than 100 changes (240) with allowsReloadingOnTooManyUpdates
/// }
/// ```
public enum ListUpdateFallbackReason: Error, Sendable, Equatable, CustomStringConvertible {
    /// The diff had more changes than ``ListAdapterUpdater/maximumBatchUpdateCount`` and
    /// `allowsReloadingOnTooManyUpdates` is on.
    case tooManyUpdates(count: Int)
    /// The collection view's section count differs from the number of objects before the update.
    case sectionCountMismatch(collectionView: Int, fromObjects: Int)
    /// The collection view rejected the batch (IGListKit catches UIKit's exception and reloads).
    case rejectedBatch(ListBatchUpdateError)
    /// An object's `diffIdentifier()` changed after the adapter took it (IGListKit 5.1 asserts: identifiers must not
    /// change while an object is in a list, or the diff matches the wrong objects). `object` describes it.
    case diffIdentifierChanged(object: String, section: Int)

    /// What happened, in a sentence.
    public var description: String {
        switch self {
        case .tooManyUpdates(let count):
            "more than 100 changes (\(count)) with allowsReloadingOnTooManyUpdates"
        case let .sectionCountMismatch(collectionView, fromObjects):
            "the collection view has \(collectionView) sections but the update starts from \(fromObjects) objects"
        case .rejectedBatch(let error):
            "the collection view rejected the batch update: \(error)"
        case let .diffIdentifierChanged(object, section):
            "the diffIdentifier of \(object) (section \(section)) changed after the adapter took it"
        }
    }
}
