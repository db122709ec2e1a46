import ListDiffKit

/// Told when objects' sections appear and disappear (IGListKit's `IGListAdapterDelegate`).
///
/// ```swift
/// func listAdapter(_ listAdapter: ListAdapter, willDisplay object: Any, at index: Int) {
///     print("showing", object)
/// }
/// ```
@MainActor
public protocol ListAdapterDelegate: AnyObject {
    /// A cell of the object's section is about to appear (`index` is the section).
    func listAdapter(_ listAdapter: ListAdapter, willDisplay object: Any, at index: Int)
    /// A cell of the object's section disappeared.
    func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying object: Any, at index: Int)
}
