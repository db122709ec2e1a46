import ListTestSupport
import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit

/// A model: a section with `count` items; `label` changes its content without changing its identity.
struct Row: ListDiffableValue, Hashable {
    var id: String
    var count: Int = 1
    var label: String = ""

    var diffIdentity: String { id }
}

/// Records what section controllers and delegates are told, in order.
@MainActor
final class EventLog {
    var events: [String] = []
}

/// A section controller with `Row.count` items of 100×40, labelled "id-index", that logs every callback.
@MainActor
final class RowSection: ListSectionController, ListDisplayDelegate, ListWorkingRangeDelegate, ListScrollDelegate,
    ListSupplementaryViewSource, ListTransitionDelegate
{
    let log: EventLog
    var row = Row(id: "")
    var headerHeight: CGFloat = 0
    var movable = false

    init(log: EventLog) {
        self.log = log
        super.init()
        displayDelegate = self
        workingRangeDelegate = self
        scrollDelegate = self
        supplementaryViewSource = self
        transitionDelegate = self
    }

    override func numberOfItems() -> Int { row.count }
    override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 100, height: 40) }
    override func cellForItem(at index: Int) -> ListCell {
        let cell = collectionContext!.dequeueReusableCell(of: ListCell.self, for: self, at: index)
        cell.content = ListCellContent(text: "\(row.id)-\(index)", detailText: row.label)
        return cell
    }
    override func didUpdate(to object: Any) {
        row = object as! Row
        log.events.append("didUpdate \(row.id)")
    }
    override func didSelectItem(at index: Int) { log.events.append("didSelect \(row.id) \(index)") }
    override func didDeselectItem(at index: Int) { log.events.append("didDeselect \(row.id) \(index)") }
    override func didHighlightItem(at index: Int) { log.events.append("didHighlight \(row.id) \(index)") }
    override func didUnhighlightItem(at index: Int) { log.events.append("didUnhighlight \(row.id) \(index)") }
    override func canMoveItem(at index: Int) -> Bool { movable }
    override func moveObject(from sourceIndex: Int, to destinationIndex: Int) {
        log.events.append("moveObject \(row.id) \(sourceIndex) \(destinationIndex)")
    }

    func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController) {
        log.events.append("willDisplay \(row.id)")
    }
    func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController) {
        log.events.append("didEndDisplaying \(row.id)")
    }
    func listAdapter(
        _ listAdapter: ListAdapter, willDisplay sectionController: ListSectionController, cell: ListCell, at index: Int
    ) {
        log.events.append("willDisplay \(row.id) \(index)")
    }
    func listAdapter(
        _ listAdapter: ListAdapter, didEndDisplaying sectionController: ListSectionController, cell: ListCell,
        at index: Int
    ) {
        log.events.append("didEndDisplaying \(row.id) \(index)")
    }
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerWillEnterWorkingRange sectionController: ListSectionController) {
        log.events.append("enter \(row.id)")
    }
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerDidExitWorkingRange sectionController: ListSectionController) {
        log.events.append("exit \(row.id)")
    }
    func listAdapter(_ listAdapter: ListAdapter, didScroll sectionController: ListSectionController) {
        log.events.append("didScroll \(row.id)")
    }
    func listAdapter(_ listAdapter: ListAdapter, willBeginDragging sectionController: ListSectionController) {
        log.events.append("willBeginDragging \(row.id)")
    }
    func listAdapter(
        _ listAdapter: ListAdapter, didEndDragging sectionController: ListSectionController, willDecelerate decelerate: Bool
    ) {
        log.events.append("didEndDragging \(row.id) \(decelerate)")
    }

    func supportedElementKinds() -> [String] { headerHeight > 0 ? [ListCollectionView.elementKindSectionHeader] : [] }
    func viewForSupplementaryElement(ofKind elementKind: String, at index: Int) -> ListReusableView {
        let view = collectionContext!.dequeueReusableSupplementaryView(
            ofKind: elementKind, for: self, class: ListReusableView.self, at: index)
        view.content.text = "header \(row.id)"
        return view
    }
    func sizeForSupplementaryView(ofKind elementKind: String, at index: Int) -> CGSize {
        CGSize(width: 100, height: headerHeight)
    }

    func listAdapter(
        _ listAdapter: ListAdapter, customizedInitialLayoutAttributes attributes: ListTransitionAttributes,
        sectionController: ListSectionController, at index: Int
    ) -> ListTransitionAttributes {
        var attributes = attributes
        attributes.frame.origin.x -= 100
        return attributes
    }
    func listAdapter(
        _ listAdapter: ListAdapter, customizedFinalLayoutAttributes attributes: ListTransitionAttributes,
        sectionController: ListSectionController, at index: Int
    ) -> ListTransitionAttributes {
        attributes
    }
}

/// An adapter data source over `rows`, making `RowSection`s; keeps them by row id.
@MainActor
final class RowFeed: ListAdapterDataSource, ListAdapterDelegate, ListAdapterMoveDelegate {
    var rows: [Row]
    let log = EventLog()
    var emptyText: String?
    var headerHeight: CGFloat = 0
    var movable = false

    init(_ rows: [Row]) {
        self.rows = rows
    }

    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { rows }

    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
        let section = RowSection(log: log)
        section.headerHeight = headerHeight
        section.movable = movable
        return section
    }

    func emptyView(for listAdapter: ListAdapter) -> ListReusableView? {
        guard let emptyText else { return nil }
        let view = ListReusableView(reuseIdentifier: "empty")
        view.content.text = emptyText
        return view
    }

    func listAdapter(_ listAdapter: ListAdapter, willDisplay object: Any, at index: Int) {
        log.events.append("adapter willDisplay \((object as! Row).id) \(index)")
    }

    func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying object: Any, at index: Int) {
        log.events.append("adapter didEndDisplaying \((object as! Row).id) \(index)")
    }

    func listAdapter(
        _ listAdapter: ListAdapter, move object: Any, from previousObjects: [Any],
        to objects: [Any]
    ) {
        rows = objects.map { $0 as! Row }
        log.events.append("move \((object as! Row).id)")
    }
}

/// A list wired up: collection view (100×200, stack layout), adapter with a non-scheduling updater, feed.
@MainActor
struct ListFixture {
    let collectionView: ListCollectionView
    let updater: ListAdapterUpdater
    let adapter: ListAdapter
    let feed: RowFeed

    init(_ rows: [Row], height: CGFloat = 200, workingRangeSize: Int = 0, configure: (RowFeed) -> Void = { _ in }) {
        collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: height), layout: StackLayout())
        updater = ListAdapterUpdater()
        updater.schedulesFlushAutomatically = false
        adapter = ListAdapter(updater: updater, viewController: nil, workingRangeSize: workingRangeSize)
        feed = RowFeed(rows)
        configure(feed)
        adapter.delegate = feed
        adapter.moveDelegate = feed
        adapter.collectionView = collectionView
        adapter.dataSource = feed
        collectionView.layoutIfNeeded()  // the cells appear on the first layout pass, as in UIKit
    }

    /// The text of every visible cell, in index path order.
    var visibleTexts: [String] { collectionView.visibleCells.map { $0.content.text ?? "" } }

    /// The text of every item (laid out or not), through the adapter's section controllers.
    var counts: [Int] { collectionView.itemCounts }
}

/// Rows "a", "b", … with the given item counts.
func rows(_ counts: Int...) -> [Row] {
    counts.enumerated().map { Row(id: String(UnicodeScalar(UInt8(97 + $0.offset))), count: $0.element) }
}

extension ListAdapterUpdater {
    /// Runs the queued updates inside a recording scope: the transitions they applied.
    @discardableResult func flushRecording() -> [ListUpdateTransition] {
        recordTransitions { flush() }
    }
}
