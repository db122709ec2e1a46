/// A cell that shows a view model of a ``ListBindingSectionController`` (IGListKit's `IGListBindable`).
///
/// ```swift
/// final class UserCell: ListCell, ListBindable {
///     func bindViewModel(_ viewModel: Any) {
///         content.text = (viewModel as? User)?.name
///     }
/// }
/// ```
@MainActor
public protocol ListBindable: AnyObject {
    /// Shows the view model.
    func bindViewModel(_ viewModel: Any)
}
