import ListDiffKit

/// Supplies a ``ListAdapter``'s objects and the section controller of each (IGListKit's
/// `IGListAdapterDataSource`).
///
/// ```swift
/// extension FeedViewController: ListAdapterDataSource {
///     func objects(for listAdapter: ListAdapter) -> [ListDiffable] { posts }
///     func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
///         PostSectionController()
///     }
///     func emptyView(for listAdapter: ListAdapter) -> ListReusableView? { nil }
/// }
/// ```
@MainActor
public protocol ListAdapterDataSource: AnyObject {
    /// The objects, one per section. Later duplicates of a `diffIdentifier` are dropped.
    func objects(for listAdapter: ListAdapter) -> [ListDiffable]
    /// A new section controller for an object (called once per object; the controller is reused after).
    ///
    /// - Parameter object: one of the objects (cast it to your model type, as with IGListKit).
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController
    /// A view to show when there are no items, or `nil`.
    func emptyView(for listAdapter: ListAdapter) -> ListReusableView?
}
