import ListDiffKit

/// Told before and after the adapter calls into section controllers on the hot paths, to measure them
/// (IGListKit's `IGListAdapterPerformanceDelegate`). Every method has an empty default.
///
/// ```swift
/// final class Timer: ListAdapterPerformanceDelegate {
///     var start = ContinuousClock.now
///     func listAdapterWillCallSize(_ listAdapter: ListAdapter) { start = .now }
///     func listAdapter(_ listAdapter: ListAdapter, didCallSizeOn sectionController: ListSectionController, at index: Int) {
///         print(ContinuousClock.now - start)
///     }
/// }
/// ```
@MainActor
public protocol ListAdapterPerformanceDelegate: AnyObject {
    /// About to ask a section controller for an item size.
    func listAdapterWillCallSize(_ listAdapter: ListAdapter)
    /// Asked a section controller for an item size.
    func listAdapter(_ listAdapter: ListAdapter, didCallSizeOn sectionController: ListSectionController, at index: Int)
    /// About to ask a section controller for a cell.
    func listAdapterWillCallDequeueCell(_ listAdapter: ListAdapter)
    /// Got a cell from a section controller.
    func listAdapter(
        _ listAdapter: ListAdapter, didCallDequeueCell cell: ListCell, on sectionController: ListSectionController,
        at index: Int)
    /// About to tell the display delegates that a cell appears.
    func listAdapterWillCallDisplayCell(_ listAdapter: ListAdapter)
    /// Told the display delegates that a cell appears.
    func listAdapter(
        _ listAdapter: ListAdapter, didCallDisplayCell cell: ListCell, on sectionController: ListSectionController,
        at index: Int)
    /// About to tell the display delegates that a cell disappeared.
    func listAdapterWillCallEndDisplayCell(_ listAdapter: ListAdapter)
    /// Told the display delegates that a cell disappeared.
    func listAdapter(
        _ listAdapter: ListAdapter, didCallEndDisplayCell cell: ListCell, on sectionController: ListSectionController,
        at index: Int)
    /// A cell was dequeued (IGListKit's Swift spelling, which the adapter calls); the default calls
    /// ``listAdapter(_:didCallDequeueCell:on:at:)``.
    func listAdapter(
        _ listAdapter: ListAdapter, didCallDequeue cell: ListCell, on sectionController: ListSectionController,
        at index: Int)
    /// A cell's display was handled (IGListKit's Swift spelling, which the adapter calls); the default calls
    /// ``listAdapter(_:didCallDisplayCell:on:at:)``.
    func listAdapter(
        _ listAdapter: ListAdapter, didCallDisplay cell: ListCell, on sectionController: ListSectionController,
        at index: Int)
    /// A cell's end of display was handled (IGListKit's Swift spelling, which the adapter calls); the default calls
    /// ``listAdapter(_:didCallEndDisplayCell:on:at:)``.
    func listAdapter(
        _ listAdapter: ListAdapter, didCallEndDisplay cell: ListCell, on sectionController: ListSectionController,
        at index: Int)
    /// About to tell the section controllers about a scroll.
    func listAdapterWillCallScroll(_ listAdapter: ListAdapter)
    /// Told the section controllers about a scroll.
    func listAdapter(_ listAdapter: ListAdapter, didCallScroll collectionView: ListCollectionView)
}

extension ListAdapterPerformanceDelegate {
    /// Calls ``listAdapter(_:didCallDequeueCell:on:at:)``.
    public func listAdapter(
        _ listAdapter: ListAdapter, didCallDequeue cell: ListCell, on sectionController: ListSectionController,
        at index: Int
    ) {
        self.listAdapter(listAdapter, didCallDequeueCell: cell, on: sectionController, at: index)
    }
    /// Calls ``listAdapter(_:didCallDisplayCell:on:at:)``.
    public func listAdapter(
        _ listAdapter: ListAdapter, didCallDisplay cell: ListCell, on sectionController: ListSectionController,
        at index: Int
    ) {
        self.listAdapter(listAdapter, didCallDisplayCell: cell, on: sectionController, at: index)
    }
    /// Calls ``listAdapter(_:didCallEndDisplayCell:on:at:)``.
    public func listAdapter(
        _ listAdapter: ListAdapter, didCallEndDisplay cell: ListCell, on sectionController: ListSectionController,
        at index: Int
    ) {
        self.listAdapter(listAdapter, didCallEndDisplayCell: cell, on: sectionController, at: index)
    }
    /// Does nothing.
    public func listAdapterWillCallSize(_ listAdapter: ListAdapter) {}
    /// Does nothing.
    public func listAdapter(_ listAdapter: ListAdapter, didCallSizeOn sectionController: ListSectionController, at index: Int) {}
    /// Does nothing.
    public func listAdapterWillCallDequeueCell(_ listAdapter: ListAdapter) {}
    /// Does nothing.
    public func listAdapter(
        _ listAdapter: ListAdapter, didCallDequeueCell cell: ListCell, on sectionController: ListSectionController,
        at index: Int
    ) {}
    /// Does nothing.
    public func listAdapterWillCallDisplayCell(_ listAdapter: ListAdapter) {}
    /// Does nothing.
    public func listAdapter(
        _ listAdapter: ListAdapter, didCallDisplayCell cell: ListCell, on sectionController: ListSectionController,
        at index: Int
    ) {}
    /// Does nothing.
    public func listAdapterWillCallEndDisplayCell(_ listAdapter: ListAdapter) {}
    /// Does nothing.
    public func listAdapter(
        _ listAdapter: ListAdapter, didCallEndDisplayCell cell: ListCell, on sectionController: ListSectionController,
        at index: Int
    ) {}
    /// Does nothing.
    public func listAdapterWillCallScroll(_ listAdapter: ListAdapter) {}
    /// Does nothing.
    public func listAdapter(_ listAdapter: ListAdapter, didCallScroll collectionView: ListCollectionView) {}
}
