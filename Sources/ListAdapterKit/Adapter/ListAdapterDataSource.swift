import ListDiffKit
import ListViewKit

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
///
/// A data source may return no section controller for an object (IGListKit's Objective-C data sources return
/// `nil`): it implements the variant that returns `ListSectionController?` instead, and the adapter drops the
/// objects that get none, as IGListKit does ("Ignoring nil section controller"). Implement one of the two
/// `listAdapter(_:sectionControllerFor:)` methods; each has a default that calls the other.
@MainActor
public protocol ListAdapterDataSource: AnyObject {
    /// The objects, one per section. Later duplicates of a `diffIdentifier` are dropped.
    func objects(for listAdapter: ListAdapter) -> [ListDiffable]
    /// A new section controller for an object (called once per object; the controller is reused after).
    ///
    /// - Parameter object: one of the objects (cast it to your model type, as with IGListKit).
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController
    /// A new section controller for an object, or `nil` to leave the object out of the list: the adapter leaves
    /// it out of its objects and shows no section for it. The default returns the non-optional
    /// variant's controller.
    ///
    /// - Parameter object: one of the objects.
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController?
    /// A view to show when there are no items, or `nil`: what the adapter calls. The default hosts the view of the
    /// `-> ListView?` variant (UIKit's `-> UIView?`).
    func emptyView(for listAdapter: ListAdapter) -> ListReusableView?
    /// IGListKit's spelling, `emptyView(for:) -> UIView?`: a view to show when there are no items, or `nil`. The
    /// adapter shows it filling the viewport, hosted in a reusable view (a reusable view is shown as it is).
    /// Implement one of the two `emptyView(for:)` methods; the default of this one returns `nil`.
    func emptyView(for listAdapter: ListAdapter) -> ListView?
}

extension ListAdapterDataSource {
    /// The `-> ListView?` variant's view: itself when it is a reusable view, else hosted in one (pinned to the
    /// content view's edges).
    public func emptyView(for listAdapter: ListAdapter) -> ListReusableView? {
        let variant = emptyView(for:) as (ListAdapter) -> ListView?
        let view = variant(listAdapter)
        guard let view else { return nil }
        if let reusable = view as? ListReusableView { return reusable }
        let host = ListReusableView(reuseIdentifier: "emptyView")
        host.contentView.addSubview(view)
        view.pin(to: .edges(.zero))
        return host
    }

    /// No view.
    public func emptyView(for listAdapter: ListAdapter) -> ListView? { nil }

    /// The non-optional variant's controller.
    public func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController? {
        let outer = ListDataSourceRecursionGuard.isInOptionalDefault
        ListDataSourceRecursionGuard.isInOptionalDefault = true
        defer { ListDataSourceRecursionGuard.isInOptionalDefault = outer }
        let controller: ListSectionController = self.listAdapter(listAdapter, sectionControllerFor: object)
        return controller
    }

    /// The optional variant's controller; stops with a message naming the object when that variant returns `nil`
    /// (call the optional variant to allow `nil`, as ``ListAdapter`` does).
    public func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
        precondition(
            !ListDataSourceRecursionGuard.isInOptionalDefault,
            "\(type(of: self)) must implement listAdapter(_:sectionControllerFor:)")
        let controller: ListSectionController? = self.listAdapter(listAdapter, sectionControllerFor: object)
        guard let controller else {
            preconditionFailure("\(type(of: self)) returned no section controller for \(object)")
        }
        return controller
    }
}

/// Turns a data source that implements neither `listAdapter(_:sectionControllerFor:)` variant (each default
/// calls the other) into a message instead of a stack overflow.
@MainActor
enum ListDataSourceRecursionGuard {
    /// Whether the optional variant's default is asking the non-optional variant.
    static var isInOptionalDefault = false
}
