/// Told about scrolling while the section controller is visible (IGListKit's `IGListScrollDelegate`).
///
/// ```swift
/// func listAdapter(_ listAdapter: ListAdapter, didScroll sectionController: ListSectionController) {
///     parallaxOffset = listAdapter.collectionView!.contentOffset.y
/// }
/// ```
@MainActor
public protocol ListScrollDelegate: AnyObject {
    /// The content offset changed.
    func listAdapter(_ listAdapter: ListAdapter, didScroll sectionController: ListSectionController)
    /// A drag began.
    func listAdapter(_ listAdapter: ListAdapter, willBeginDragging sectionController: ListSectionController)
    /// A drag ended.
    func listAdapter(
        _ listAdapter: ListAdapter, didEndDragging sectionController: ListSectionController, willDecelerate decelerate: Bool)
    /// Deceleration ended.
    func listAdapter(_ listAdapter: ListAdapter, didEndDeceleratingSectionController sectionController: ListSectionController)
}

extension ListScrollDelegate {
    /// Does nothing.
    public func listAdapter(_ listAdapter: ListAdapter, didEndDeceleratingSectionController sectionController: ListSectionController) {}
}
