import ListDiffKit

/// Told when interactive reordering moved a whole single-item section, so the app can reorder its model
/// (IGListKit's `IGListAdapterMoveDelegate`).
///
/// ```swift
/// func listAdapter(_ listAdapter: ListAdapter, move object: Any,
///                  from previousObjects: [Any], to objects: [Any]) {
///     tasks = objects.compactMap { $0 as? Task }
/// }
/// ```
@MainActor
public protocol ListAdapterMoveDelegate: AnyObject {
    /// The object moved; `objects` is the new order.
    func listAdapter(
        _ listAdapter: ListAdapter, move object: Any, from previousObjects: [Any],
        to objects: [Any])
}
