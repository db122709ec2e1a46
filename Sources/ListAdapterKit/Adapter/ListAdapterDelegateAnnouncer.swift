import Foundation
import ListDiffKit

/// Tells every listener the display events of every adapter it is set on (IGListKit's
/// `IGListAdapterDelegateAnnouncer`): one place to log impressions across all lists. Listeners are
/// ``ListAdapterDelegate``s, held weakly, told in the order they were added, after each adapter's own `delegate`.
///
/// ```swift
/// ListAdapterDelegateAnnouncer.shared.addListener(impressionLogger)   // hears every adapter
/// ```
@MainActor
public final class ListAdapterDelegateAnnouncer: ListAdapterDelegate {
    /// One announcer for the whole app (IGListKit's `sharedInstance`): every adapter's
    /// ``ListAdapter/globalDelegateAnnouncer`` unless set otherwise.
    public static let shared = ListAdapterDelegateAnnouncer()

    private var listeners: [WeakListener] = []

    /// Creates an announcer without listeners.
    public init() {}

    /// Adds a listener (not retained); adding one twice changes nothing.
    ///
    /// - Parameter listener: told every display event of the adapters using this announcer.
    public func addListener(_ listener: any ListAdapterDelegate) {
        listeners.removeAll { $0.value == nil }
        guard !listeners.contains(where: { $0.value === listener }) else { return }
        listeners.append(WeakListener(value: listener))
    }

    /// Removes a listener.
    ///
    /// - Parameter listener: a listener added before.
    public func removeListener(_ listener: any ListAdapterDelegate) {
        listeners.removeAll { $0.value == nil || $0.value === listener }
    }

    /// Tells every listener.
    public func listAdapter(_ listAdapter: ListAdapter, willDisplay object: Any, at index: Int) {
        for listener in current { listener.listAdapter(listAdapter, willDisplay: object, at: index) }
    }

    /// Tells every listener.
    public func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying object: Any, at index: Int) {
        for listener in current { listener.listAdapter(listAdapter, didEndDisplaying: object, at: index) }
    }

    /// Tells every listener.
    public func listAdapter(_ listAdapter: ListAdapter, willDisplay object: Any, cell: ListCell, at indexPath: IndexPath) {
        for listener in current { listener.listAdapter(listAdapter, willDisplay: object, cell: cell, at: indexPath) }
    }

    /// Tells every listener.
    public func listAdapter(
        _ listAdapter: ListAdapter, didEndDisplaying object: Any, cell: ListCell, at indexPath: IndexPath
    ) {
        for listener in current { listener.listAdapter(listAdapter, didEndDisplaying: object, cell: cell, at: indexPath) }
    }

    /// The listeners still alive, in the order they were added.
    private var current: [any ListAdapterDelegate] { listeners.compactMap(\.value) }

    private struct WeakListener {
        weak var value: (any ListAdapterDelegate)?
    }
}
