/// Told when a section controller enters or leaves the working range: the visible sections plus
/// `workingRangeSize` sections on each side (IGListKit's `IGListWorkingRangeDelegate`). Use it to prefetch.
///
/// ```swift
/// let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil, workingRangeSize: 2)
/// ```
@MainActor
public protocol ListWorkingRangeDelegate: AnyObject {
    /// The section controller came within the working range.
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerWillEnterWorkingRange sectionController: ListSectionController)
    /// The section controller left the working range.
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerDidExitWorkingRange sectionController: ListSectionController)
}
