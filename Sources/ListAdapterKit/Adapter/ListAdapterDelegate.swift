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
    /// A cell of the object's section is about to appear (optional: empty by default).
    func listAdapter(_ listAdapter: ListAdapter, willDisplay object: Any, cell: ListCell, at indexPath: ListIndexPath)
    /// A cell of the object's section disappeared (optional: empty by default).
    func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying object: Any, cell: ListCell, at indexPath: ListIndexPath)
}

extension ListAdapterDelegate {
    /// A cell of an object's section is about to appear (IGListKit's optional cell-level
    /// `listAdapter:willDisplayObject:cell:atIndexPath:`). Does nothing by default.
    public func listAdapter(_ listAdapter: ListAdapter, willDisplay object: Any, cell: ListCell, at indexPath: ListIndexPath) {}
    /// A cell of an object's section disappeared (IGListKit's optional cell-level
    /// `listAdapter:didEndDisplayingObject:cell:atIndexPath:`). Does nothing by default.
    public func listAdapter(
        _ listAdapter: ListAdapter, didEndDisplaying object: Any, cell: ListCell, at indexPath: ListIndexPath
    ) {}
}

