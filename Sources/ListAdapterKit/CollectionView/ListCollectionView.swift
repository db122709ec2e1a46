import Foundation
import ListCore
import ListDiffKit
import ListLayoutKit
import ListViewKit

/// A headless `UICollectionView`, a ``ListView`` as UIKit's is a `UIView` (through `UIScrollView`): the sections and
/// items its data source reported, a bounds size and content offset, a layout, registered cell and supplementary types,
/// a reuse pool, the cells and supplementary views visible at the current offset, selection and highlight state, and
/// batch updates validated exactly as UIKit validates them (an inconsistent update throws ``ListBatchUpdateError`` and
/// changes nothing).
///
/// Layout is eager: every change (batch update, bounds, offset, layout) recomputes the visible views at once, so
/// the state can be read right after. ``reloadData()`` is the exception, as in UIKit: it computes the layout but
/// creates cells on the next layout pass (``layoutIfNeeded()`` or a content-offset change), so a scroll made right
/// after a reload never displays the cells at the old offset. Queries (``visibleCells``, ``cellForItem(at:)``, …)
/// never run a layout pass themselves: they report what the last one displayed, as in UIKit.
///
/// Embedded in a cell (`contentView.addSubview(collectionView)`, IGListKit's nested-adapter pattern), it lays out
/// with the cell, takes the cell's environment, and its visible cells, headers and footers become its children in
/// the cell's view tree (``ListView/snapshot()``): drawn inside the cell, clipped to its bounds, scrolled by its
/// ``contentOffset`` and mirrored in a right-to-left environment as the list itself is.
///
/// ```swift
/// let collectionView = ListCollectionView(boundsSize: CGSize(width: 390, height: 844), layout: ListCollectionViewLayout())
/// collectionView.register(ListCell.self, forCellWithReuseIdentifier: "cell")
/// collectionView.dataSource = model
/// collectionView.reloadData()
/// try collectionView.performBatchUpdates {
///     model.counts[0] += 1
///     try collectionView.insertItems(at: [ListIndexPath(section: 0, item: 0)])
/// }
/// ```
@MainActor
public final class ListCollectionView: ListView {
    /// Supplies counts and views. Not retained.
    public weak var dataSource: (any ListCollectionViewDataSource)?
    /// Receives sizes, display, selection and scrolling callbacks. Not retained.
    public weak var delegate: (any ListCollectionViewDelegate)?
    /// The layout. Setting it lays out again.
    public var collectionViewLayout: any ListCollectionLayout {
        didSet { invalidateLayout() }
    }
    /// The size of the viewport: the frame's size. Setting it lays out again.
    public var boundsSize: CGSize {
        get { frame.size }
        set {
            let unchanged = newValue == frame.size
            frame.size = newValue
            if unchanged { invalidateLayout() }
        }
    }
    /// UIKit's `frame` (`collectionView.frame = contentView.bounds`): its size is the viewport (``boundsSize``); a
    /// new size lays out again at once. The origin places the collection view in its superview (a cell).
    public override var frame: CGRect {
        didSet { if oldValue.size != frame.size { invalidateLayout() } }
    }
    /// UIScrollView's `bounds`: the viewport in content coordinates, the ``contentOffset`` and the frame's size.
    /// Setting it sets both.
    public override var bounds: CGRect {
        get { CGRect(origin: contentOffset, size: frame.size) }
        set {
            let resized = newValue.size != frame.size
            super.bounds = CGRect(origin: .zero, size: newValue.size)
            contentOffset = newValue.origin
            if resized { invalidateLayout() }
        }
    }
    /// The content inset: room around the content, as UIKit's. The layout's frames do not move (its container
    /// shrinks by the inset, as IGListKit's layout reads it); the inset shifts the content on screen instead, by
    /// widening the scrollable range to ``minimumContentOffset`` ... ``maximumContentOffset``. As in UIKit, a
    /// content offset resting at the old minimum moves to the new one, so a list at rest under a 16-point top inset
    /// has the offset `(0, -16)` and shows its first row 16 points down.
    public var contentInset: ListEdgeInsets = .zero {
        didSet { if oldValue != contentInset { syncAdjustedContentInset() } }
    }
    /// The top-left of the viewport in content coordinates. Setting it updates the visible views and tells the
    /// delegate `scrollViewDidScroll`.
    public var contentOffset: CGPoint = .zero {
        didSet { contentOffsetDidChange(from: oldValue) }
    }
    /// A view shown behind the items (the adapter puts its empty view here); see ``isBackgroundViewHidden``.
    public var backgroundView: ListReusableView?
    /// Whether taps may select items. Default true.
    public var allowsSelection = true
    /// Whether more than one item may be selected. Default false.
    public var allowsMultipleSelection = false
    /// Whether the collection view is on screen (UIKit: in a visible window; IGListKit's
    /// `IGListViewVisibilityTracker`). A headless collection view counts as visible unless told otherwise; the
    /// updater's adaptive coalescing can hold the updates of an invisible one longer
    /// (``ListAdaptiveCoalescingExperimentConfig/useMaxIntervalWhenViewNotVisible``). Default true.
    public var isVisible = true
    /// Whether the user's finger is on the content (UIKit's `isTracking`): true between the start of a
    /// ``simulateDrag(to:velocity:decelerate:)`` and the end of its drag. Settable, to put a list in that state.
    public var isTracking = false
    /// Whether the user is dragging the content (UIKit's `isDragging`), as ``isTracking``.
    public var isDragging = false
    /// Whether the content is moving on after a drag ended (UIKit's `isDecelerating`): true from
    /// `scrollViewDidEndDragging(_:willDecelerate: true)` until `scrollViewDidEndDecelerating`.
    public var isDecelerating = false

    /// The environment the cells and supplementary views are shown in (UIKit's trait collection of the collection
    /// view): each view the collection view displays gets it, so text-style fonts, semantic colours and the layout
    /// direction follow it. `nil`: ``ListTraitCollection/current`` when the views are drawn. The renderer sets the
    /// spec's or the test's environment here.
    public override var overrideTraitCollection: ListTraitCollection? {
        didSet { cellTraitsDidChange() }
    }
    /// The sizes visible cells asked for when the layout sizes items from their content (see
    /// ``selfSizesCells``), by index path; cleared by ``reloadData()``.
    public internal(set) var fittedItemSizes: [ListIndexPath: CGSize] = [:]

    /// The item count of each section as last loaded from the data source; empty before the first load.
    public internal(set) var itemCounts: [Int] = []
    /// The last layout result.
    public internal(set) var layoutResult: ListLayoutResult = .empty
    /// The last applied reload or batch update, with the layouts before and after it: one value, replaced by each
    /// change. To collect the transitions of several changes, apply them inside ``recordTransitions(_:)``.
    public internal(set) var lastTransition: ListUpdateTransition?

    var hasLoaded = false
    var layoutIsValid = false
    var cellClasses: [String: ListCell.Type] = [:]
    var supplementaryClasses: [String: ListReusableView.Type] = [:]
    var reusePool = ListReusePool()
    var visibleCellMap: [ListIndexPath: ListCell] = [:]
    var visibleSupplementaryMap: [ListSupplementaryKey: ListReusableView] = [:]
    var selectedPaths: Set<ListIndexPath> = []
    var highlightedPaths: Set<ListIndexPath> = []
    var pendingUpdate: ListCollectionViewUpdate?
    var contentBeforeUpdate: ListVisibleContent?
    var interactiveMovement: ListInteractiveMovement?
    let transitionRecorder = ListTransitionRecorder()
    /// The trait collection last handed to the visible views (``cellTraitCollection``).
    var appliedCellTraits: ListTraitCollection?
    /// UIScrollView's settings that a still has nothing to show for (``alwaysBounceVertical`` and the others).
    var scrollSettings = ListScrollSettings()
    /// The adjusted content inset the content offset was last kept at rest for (``syncAdjustedContentInset()``).
    var appliedAdjustedContentInset = ListEdgeInsets.zero

    /// Creates an empty collection view.
    ///
    /// - Parameters:
    ///   - boundsSize: the viewport size.
    ///   - layout: the layout.
    public init(boundsSize: CGSize, layout: any ListCollectionLayout) {
        collectionViewLayout = layout
        super.init(frame: CGRect(origin: .zero, size: boundsSize))
        clipsToBounds = true
    }

    /// No nibs or storyboards: `nil`, as every view's `init?(coder:)`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Lays out if the layout is invalid, then brings the visible views in line with the viewport; then lays out
    /// its own subviews (UIKit's `layoutIfNeeded()`). Embedded in a cell, it first hands the cell's environment on
    /// to its visible views when that changed.
    public override func layoutIfNeeded() {
        if superview != nil, appliedCellTraits != cellTraitCollection { cellTraitsDidChange() }
        syncAdjustedContentInset()
        computeLayoutIfNeeded()
        updateVisibleViews()
        super.layoutIfNeeded()
    }

    /// The content size of the last layout.
    public var contentSize: CGSize { layoutResult.contentSize }

    /// The number of sections (loading from the data source on first use).
    public var numberOfSections: Int {
        loadIfNeeded()
        return itemCounts.count
    }

    /// The number of items in a section (loading from the data source on first use); 0 for a missing section.
    public func numberOfItems(inSection section: Int) -> Int {
        loadIfNeeded()
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// Whether the background view is hidden: when any section has items.
    public var isBackgroundViewHidden: Bool { itemCounts.contains { $0 > 0 } }

    /// The background view while it is shown (set and not hidden), filling the viewport behind the items: what the
    /// renderer draws (``ListVisibleContent/backgroundView``).
    public var visibleBackgroundView: ListReusableView? { isBackgroundViewHidden ? nil : backgroundView }

    /// Registers the class of cell that ``dequeueReusableCell(withReuseIdentifier:for:)`` creates for an
    /// identifier. Registering again replaces the class.
    public func register(_ cellClass: ListCell.Type, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
    }

    /// Registers the class of header or footer for a kind and identifier.
    public func register(
        _ viewClass: ListReusableView.Type, forSupplementaryViewOfKind kind: ListElementKind,
        withReuseIdentifier identifier: String
    ) {
        supplementaryClasses[ListReusePool.key(kind, identifier)] = viewClass
    }

    /// Asks the data source for every count again, discards the visible views (into the reuse pool), clears
    /// the selection and computes the layout again; the new cells appear on the next layout pass (as in UIKit).
    /// Sets ``lastTransition`` to a ``ListUpdateTransition`` of kind `.reloadData` (recorded inside
    /// ``recordTransitions(_:)``).
    public func reloadData() {
        let before = layoutResult
        let boundsBefore = bounds
        let contentBefore = shownContent
        itemCounts = fetchCounts()
        hasLoaded = true
        fittedItemSizes = [:]
        selectedPaths = []
        highlightedPaths = []
        removeAllVisibleViews()
        layoutIsValid = false
        computeLayoutIfNeeded()
        lastTransition = ListUpdateTransition(
            kind: .reloadData, layoutBefore: before, layoutAfter: layoutResult, boundsBefore: boundsBefore,
            boundsAfter: bounds, update: ListCollectionViewUpdate(), mapping: nil, contentBefore: contentBefore,
            contentAfter: shownContent)
        transitionRecorder.record(lastTransition!)
    }

    /// Marks the layout invalid and lays out again at once.
    public func invalidateLayout() {
        layoutIsValid = false
        layoutIfNeeded()
    }

    /// The counts the data source reports now.
    func fetchCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = dataSource.numberOfSections(in: self)
        return (0..<max(sections, 0)).map { max(dataSource.collectionView(self, numberOfItemsInSection: $0), 0) }
    }

    func loadIfNeeded() {
        guard !hasLoaded, dataSource != nil else { return }
        hasLoaded = true
        itemCounts = fetchCounts()
    }
}
