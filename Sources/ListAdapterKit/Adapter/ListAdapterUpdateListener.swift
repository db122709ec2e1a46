/// What kind of update an adapter finished (IGListKit's `IGListAdapterUpdateType`).
public enum ListAdapterUpdateType: String, Sendable, Hashable, CaseIterable {
    /// ``ListAdapter/performUpdates(animated:completion:)``.
    case performUpdates
    /// ``ListAdapter/reloadData(completion:)``.
    case reloadData
    /// Item updates of section controllers (``ListCollectionContext/performBatch(animated:updates:completion:)``).
    case itemUpdates
}

/// Told when an adapter finishes an update (IGListKit's `IGListAdapterUpdateListener`). Listeners are held
/// weakly; add them with ``ListAdapter/addUpdateListener(_:)``.
///
/// ```swift
/// final class Tracker: ListAdapterUpdateListener {
///     func listAdapter(_ listAdapter: ListAdapter, didFinishUpdate update: ListAdapterUpdateType, animated: Bool) {
///         print("finished", update)
///     }
/// }
/// ```
@MainActor
public protocol ListAdapterUpdateListener: AnyObject {
    /// An update finished (its completion is about to run).
    func listAdapter(_ listAdapter: ListAdapter, didFinishUpdate update: ListAdapterUpdateType, animated: Bool)
}

/// A weak reference to an update listener.
@MainActor
struct ListWeakUpdateListener {
    weak var listener: (any ListAdapterUpdateListener)?
}
