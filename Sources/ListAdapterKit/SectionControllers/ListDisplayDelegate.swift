/// Told when a section controller and its cells appear and disappear (IGListKit's `IGListDisplayDelegate`). A
/// section is displayed from its first visible cell or supplementary view until its last one leaves.
///
/// ```swift
/// func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController) {
///     analytics.impression(of: sectionController)
/// }
/// ```
@MainActor
public protocol ListDisplayDelegate: AnyObject {
    /// The section controller's first view is about to appear.
    func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController)
    /// The section controller's last view disappeared.
    func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController)
    /// One of its cells is about to appear.
    func listAdapter(
        _ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController, cell: ListCell, at index: Int)
    /// One of its cells disappeared.
    func listAdapter(
        _ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController, cell: ListCell,
        at index: Int)
}
