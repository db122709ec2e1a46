import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListTestSupport
import Testing

/// An adapter delegate and a `collectionViewDelegate` written as IGListKit code is: every index path is
/// Foundation's `IndexPath`, supplementary kinds are UIKit's strings. Logs each call with its arguments.
@MainActor
final class IGListKitStyleDelegate: ListAdapterDelegate, ListCollectionViewDelegate {
    var events: [String] = []
    var allowsHighlight = true

    func listAdapter(_ listAdapter: ListAdapter, willDisplay object: Any, at index: Int) {
        events.append("object willDisplay \((object as! Row).id) \(index)")
    }
    func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying object: Any, at index: Int) {
        events.append("object didEndDisplaying \((object as! Row).id) \(index)")
    }
    func listAdapter(_ listAdapter: ListAdapter, willDisplay object: Any, cell: ListCell, at indexPath: IndexPath) {
        events.append("cell willDisplay \(cell.content.text ?? "") \(indexPath.section) \(indexPath.item)")
    }
    func listAdapter(
        _ listAdapter: ListAdapter, didEndDisplaying object: Any, cell: ListCell, at indexPath: IndexPath
    ) {
        events.append("cell didEndDisplaying \(cell.content.text ?? "") \(indexPath.section) \(indexPath.item)")
    }

    func collectionView(_ collectionView: ListCollectionView, willDisplay cell: ListCell, forItemAt indexPath: IndexPath) {
        events.append("cv willDisplay \(indexPath)")
    }
    func collectionView(
        _ collectionView: ListCollectionView, didEndDisplaying cell: ListCell, forItemAt indexPath: IndexPath
    ) {
        events.append("cv didEndDisplaying \(indexPath)")
    }
    func collectionView(
        _ collectionView: ListCollectionView, willDisplaySupplementaryView view: ListReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        events.append("cv willDisplaySupplementary \(elementKind) \(indexPath)")
    }
    func collectionView(
        _ collectionView: ListCollectionView, didEndDisplayingSupplementaryView view: ListReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
        events.append("cv didEndDisplayingSupplementary \(elementKind) \(indexPath)")
    }
    func collectionView(_ collectionView: ListCollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        events.append("cv shouldHighlight \(indexPath)")
        return allowsHighlight
    }
    func collectionView(_ collectionView: ListCollectionView, didHighlightItemAt indexPath: IndexPath) {
        events.append("cv didHighlight \(indexPath)")
    }
    func collectionView(_ collectionView: ListCollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        events.append("cv didUnhighlight \(indexPath)")
    }
    func collectionView(_ collectionView: ListCollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        events.append("cv shouldSelect \(indexPath)")
        return true
    }
    func collectionView(_ collectionView: ListCollectionView, didSelectItemAt indexPath: IndexPath) {
        events.append("cv didSelect \(indexPath)")
    }
    func collectionView(_ collectionView: ListCollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        events.append("cv shouldDeselect \(indexPath)")
        return true
    }
    func collectionView(_ collectionView: ListCollectionView, didDeselectItemAt indexPath: IndexPath) {
        events.append("cv didDeselect \(indexPath)")
    }
}

/// A data source and delegate of a bare collection view written as UIKit code is: `layout:` flow-layout methods,
/// `IndexPath`, kind strings. One section of `heights.count` items with a header.
@MainActor
final class UIKitStyleList: ListCollectionViewDataSource, ListCollectionViewDelegate {
    var heights: [CGFloat] = [30, 40]
    var events: [String] = []

    func numberOfSections(in collectionView: ListCollectionView) -> Int { 1 }
    func collectionView(_ collectionView: ListCollectionView, numberOfItemsInSection section: Int) -> Int {
        heights.count
    }
    func collectionView(_ collectionView: ListCollectionView, cellForItemAt indexPath: IndexPath) -> ListCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.content.text = "item \(indexPath.item)"
        return cell
    }
    func collectionView(
        _ collectionView: ListCollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> ListReusableView {
        events.append("viewForSupplementary \(kind) \(indexPath)")
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        view.content.text = "header \(indexPath.section)"
        return view
    }

    func collectionView(
        _ collectionView: ListCollectionView, layout collectionViewLayout: any ListCollectionLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        events.append("size \(indexPath)")
        return CGSize(width: collectionView.bounds.width, height: heights[indexPath.item])
    }
    func collectionView(
        _ collectionView: ListCollectionView, layout collectionViewLayout: any ListCollectionLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        UIEdgeInsets(top: 5, left: 10, bottom: 0, right: 10)
    }
    func collectionView(
        _ collectionView: ListCollectionView, layout collectionViewLayout: any ListCollectionLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        3
    }
    func collectionView(
        _ collectionView: ListCollectionView, layout collectionViewLayout: any ListCollectionLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        CGSize(width: collectionView.bounds.width, height: 20)
    }
    func collectionView(_ collectionView: ListCollectionView, willDisplay cell: ListCell, forItemAt indexPath: IndexPath) {
        events.append("willDisplay \(indexPath)")
    }
    func collectionView(
        _ collectionView: ListCollectionView, willDisplaySupplementaryView view: ListReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        events.append("willDisplaySupplementary \(elementKind) \(indexPath)")
    }
}

/// ListPreview's shorter spellings (no `layout:`, ``ListElementKind`` kinds): still called, through the defaults of
/// UIKit's spellings.
@MainActor
final class ShortSpellingList: ListCollectionViewDataSource, ListCollectionViewDelegate {
    var events: [String] = []

    func numberOfSections(in collectionView: ListCollectionView) -> Int { 1 }
    func collectionView(_ collectionView: ListCollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
    func collectionView(_ collectionView: ListCollectionView, cellForItemAt indexPath: ListIndexPath) -> ListCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(
        _ collectionView: ListCollectionView, viewForSupplementaryElementOfKind kind: ListElementKind,
        at indexPath: ListIndexPath
    ) -> ListReusableView {
        events.append("viewForSupplementary \(kind)")
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "footer", for: indexPath)
    }
    func collectionView(_ collectionView: ListCollectionView, sizeForItemAt indexPath: ListIndexPath) -> CGSize {
        CGSize(width: 100, height: 44)
    }
    func collectionView(_ collectionView: ListCollectionView, insetForSectionAt section: Int) -> ListEdgeInsets {
        ListEdgeInsets(top: 6, left: 0, bottom: 0, right: 0)
    }
    func collectionView(_ collectionView: ListCollectionView, referenceSizeForFooterInSection section: Int) -> CGSize {
        CGSize(width: 100, height: 10)
    }
    func collectionView(
        _ collectionView: ListCollectionView, willDisplaySupplementaryView view: ListReusableView,
        forElementKind kind: ListElementKind, at indexPath: ListIndexPath
    ) {
        events.append("willDisplaySupplementary \(kind) \(indexPath)")
    }
}

/// Delegate and data source methods written with IGListKit's and UIKit's Swift signatures (`IndexPath`, `layout:`,
/// kind strings) are the protocols' requirements, so they are called: none compiles and is then ignored.
@MainActor
@Suite struct UIKitSignatureTests {
    private func adapter(
        _ rows: [Row], height: CGFloat, headerHeight: CGFloat = 0, delegate: IGListKitStyleDelegate
    ) -> (ListCollectionView, ListAdapter, RowFeed) {
        let collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: height), layout: StackLayout())
        let updater = ListAdapterUpdater()
        updater.schedulesFlushAutomatically = false
        let adapter = ListAdapter(updater: updater, viewController: nil)
        let feed = RowFeed(rows)
        feed.headerHeight = headerHeight
        adapter.delegate = delegate
        adapter.collectionViewDelegate = delegate
        adapter.collectionView = collectionView
        adapter.dataSource = feed
        collectionView.layoutIfNeeded()
        return (collectionView, adapter, feed)
    }

    @Test func test_whenAdapterDelegatesUseIndexPath_thatDisplayCallsArriveInIGListKitsOrder() {
        let spy = IGListKitStyleDelegate()
        // Items are 40 high: a-0 [0, 40), a-1 [40, 80), b-0 [80, 120) are visible in 100 points, b-1 is not.
        let (collectionView, adapter, _) = adapter(rows(2, 2), height: 100, delegate: spy)
        #expect(spy.events == [
            "cv willDisplay [0, 0]", "object willDisplay a 0", "cell willDisplay a-0 0 0",
            "cv willDisplay [0, 1]", "cell willDisplay a-1 0 1",
            "cv willDisplay [1, 0]", "object willDisplay b 1", "cell willDisplay b-0 1 0",
        ])

        spy.events = []
        collectionView.setContentOffset(CGPoint(x: 0, y: 60), animated: false)  // [60, 160): a-0 leaves, b-1 comes
        #expect(spy.events == [
            "cv didEndDisplaying [0, 0]", "cell didEndDisplaying a-0 0 0",
            "cv willDisplay [1, 1]", "cell willDisplay b-1 1 1",
        ])

        spy.events = []
        collectionView.setContentOffset(CGPoint(x: 0, y: 120), animated: false)  // [120, 160): only b-1 is left
        #expect(spy.events == [
            "cv didEndDisplaying [0, 1]", "cell didEndDisplaying a-1 0 1", "object didEndDisplaying a 0",
            "cv didEndDisplaying [1, 0]", "cell didEndDisplaying b-0 1 0",
        ])
        withExtendedLifetime(adapter) {}  // the collection view holds its adapter weakly, as UIKit its delegate
    }

    @Test func test_whenCollectionViewDelegateUsesIndexPath_thatTouchesReachEverySelectionMethod() {
        let spy = IGListKitStyleDelegate()
        let (collectionView, adapter, feed) = adapter(rows(2), height: 100, delegate: spy)
        collectionView.allowsMultipleSelection = true
        spy.events = []
        feed.log.events = []
        collectionView.tapItem(at: IndexPath(item: 1, section: 0))
        collectionView.tapItem(at: IndexPath(item: 1, section: 0))
        #expect(spy.events == [
            "cv shouldHighlight [0, 1]", "cv didHighlight [0, 1]", "cv didUnhighlight [0, 1]",
            "cv shouldSelect [0, 1]", "cv didSelect [0, 1]",
            "cv shouldHighlight [0, 1]", "cv didHighlight [0, 1]", "cv didUnhighlight [0, 1]",
            "cv shouldDeselect [0, 1]", "cv didDeselect [0, 1]",
        ])
        // The section controller is told too (after the forwarding delegate, as in IGListKit).
        #expect(feed.log.events == [
            "didHighlight a 1", "didUnhighlight a 1", "didSelect a 1",
            "didHighlight a 1", "didUnhighlight a 1", "didDeselect a 1",
        ])

        spy.events = []
        spy.allowsHighlight = false  // IGListKit asks the collectionViewDelegate's shouldHighlightItemAt too
        collectionView.tapItem(at: IndexPath(item: 0, section: 0))
        #expect(spy.events == ["cv shouldHighlight [0, 0]"])
        #expect(collectionView.indexPathsForSelectedItems.isEmpty)
        withExtendedLifetime(adapter) {}
    }

    @Test func test_whenCollectionViewDelegateUsesKindStrings_thatSupplementaryDisplayIsForwarded() {
        let spy = IGListKitStyleDelegate()
        // Header 30 + two items of 40 per section: a's header [0, 30), a-0, a-1 up to 110; b's header [110, 140).
        let (collectionView, adapter, _) = adapter(rows(2, 1), height: 120, headerHeight: 30, delegate: spy)
        let header = ListCollectionView.elementKindSectionHeader
        #expect(spy.events.filter { $0.contains("Supplementary") } == [
            "cv willDisplaySupplementary \(header) [0, 0]", "cv willDisplaySupplementary \(header) [1, 0]",
        ])
        spy.events = []
        collectionView.setContentOffset(CGPoint(x: 0, y: 35), animated: false)  // [35, 155): a's header leaves
        #expect(spy.events.filter { $0.contains("Supplementary") } == [
            "cv didEndDisplayingSupplementary \(header) [0, 0]",
        ])
        withExtendedLifetime(adapter) {}
    }

    @Test func test_whenABareCollectionViewHasUIKitStyleMethods_thatFlowLayoutSizesAndKindStringsAreUsed() throws {
        let list = UIKitStyleList()
        let collectionView = ListCollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 300),
            collectionViewLayout: ListCollectionViewLayout(stickyHeaders: false, topContentInset: 0, stretchToEdge: false))
        collectionView.register(ListCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(
            ListReusableView.self, forSupplementaryViewOfKind: ListCollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        collectionView.delegate = list
        collectionView.dataSource = list
        collectionView.layoutIfNeeded()

        // The inset's top is above the header; items are clamped to the width inside the left and right insets and
        // separated by the line spacing.
        let header = try #require(collectionView.supplementaryView(forElementKind: .header, at: IndexPath(item: 0, section: 0)))
        #expect(header.frame == CGRect(x: 10, y: 5, width: 80, height: 20))
        #expect(header.content.text == "header 0")
        #expect(collectionView.frameForItem(at: IndexPath(item: 0, section: 0)) == CGRect(x: 10, y: 25, width: 80, height: 30))
        #expect(collectionView.frameForItem(at: IndexPath(item: 1, section: 0)) == CGRect(x: 10, y: 58, width: 80, height: 40))
        let kind = ListCollectionView.elementKindSectionHeader
        #expect(list.events == [
            "size [0, 0]", "size [0, 1]",
            "viewForSupplementary \(kind) [0, 0]", "willDisplaySupplementary \(kind) [0, 0]",
            "willDisplay [0, 0]", "willDisplay [0, 1]",
        ])
    }

    @Test func test_whenABareCollectionViewHasListPreviewsShortSpellings_thatTheyAreStillCalled() throws {
        let list = ShortSpellingList()
        let collectionView = ListCollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 300),
            collectionViewLayout: ListCollectionViewLayout(stickyHeaders: false, topContentInset: 0, stretchToEdge: false))
        collectionView.register(ListCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(ListReusableView.self, forSupplementaryViewOfKind: .footer, withReuseIdentifier: "footer")
        collectionView.delegate = list
        collectionView.dataSource = list
        collectionView.layoutIfNeeded()
        #expect(collectionView.frameForItem(at: ListIndexPath(section: 0, item: 0)) == CGRect(x: 0, y: 6, width: 100, height: 44))
        let footer = try #require(collectionView.supplementaryView(forElementKind: .footer, at: ListIndexPath(section: 0, item: 0)))
        #expect(footer.frame == CGRect(x: 0, y: 50, width: 100, height: 10))
        #expect(list.events == ["viewForSupplementary footer", "willDisplaySupplementary footer [0, 0]"])
    }
}

/// An updater delegate written with IGListKit's Swift signatures: objects as `[ListDiffable]?`, an optional diff
/// result, `IndexSet` sections, `IndexPath` items.
@MainActor
final class IGListKitStyleUpdaterDelegate: ListAdapterUpdaterDelegate {
    var events: [String] = []

    private func ids(_ objects: [ListDiffable]?) -> String {
        objects.map { "\($0.map { ($0 as! Row).id })" } ?? "nil"
    }

    func listAdapterUpdater(
        _ listAdapterUpdater: ListAdapterUpdater, willDiffFromObjects fromObjects: [ListDiffable]?,
        toObjects: [ListDiffable]?
    ) {
        events.append("willDiff \(ids(fromObjects)) \(ids(toObjects))")
    }
    func listAdapterUpdater(
        _ listAdapterUpdater: ListAdapterUpdater, didDiffWithResults listIndexSetResults: ListIndexSetResult?,
        onBackgroundThread: Bool
    ) {
        events.append("didDiff inserts \(listIndexSetResults?.inserts ?? []) background \(onBackgroundThread)")
    }
    func listAdapterUpdater(
        _ listAdapterUpdater: ListAdapterUpdater, willPerformBatchUpdatesWith collectionView: ListCollectionView,
        fromObjects: [ListDiffable]?, toObjects: [ListDiffable]?, listIndexSetResult: ListIndexSetResult?,
        animated: Bool
    ) {
        events.append("willPerformBatchUpdates \(ids(fromObjects)) \(ids(toObjects)) animated \(animated)")
    }
    func listAdapterUpdater(
        _ listAdapterUpdater: ListAdapterUpdater, willReloadSections sections: IndexSet,
        collectionView: ListCollectionView
    ) {
        events.append("willReloadSections \(Array(sections))")
    }
    func listAdapterUpdater(
        _ listAdapterUpdater: ListAdapterUpdater, willInsert indexPaths: [IndexPath], collectionView: ListCollectionView
    ) {
        events.append("willInsert \(indexPaths.map { [$0.section, $0.item] })")
    }
}

extension UIKitSignatureTests {
    @Test func test_whenTheUpdaterDelegateUsesIGListKitsTypes_thatEveryCallArrives() throws {
        let log = IGListKitStyleUpdaterDelegate()
        let list = ListFixture(rows(1, 1))
        list.updater.delegate = log
        list.feed.rows = rows(1, 1, 1)
        list.adapter.performUpdates(animated: true)
        list.updater.flush()
        #expect(log.events == [
            #"willDiff ["a", "b"] ["a", "b", "c"]"#, "didDiff inserts [2] background false",
            #"willPerformBatchUpdates ["a", "b"] ["a", "b", "c"] animated true"#,
        ])

        log.events = []
        let section = try #require(list.adapter.sectionController(forSection: 1) as? RowSection)
        list.adapter.reload(section)
        section.row.count = 2
        list.adapter.insert(in: section, at: [1])
        #expect(log.events == ["willReloadSections [1]", "willInsert [[1, 1]]"])
        #expect(list.visibleTexts == ["a-0", "b-0", "b-1", "c-0"])
    }
}

/// A performance delegate with IGListKit's Swift names (`didCallDequeue`, `didCallDisplay`, `didCallEndDisplay`).
@MainActor
final class IGListKitStylePerformanceLog: ListAdapterPerformanceDelegate {
    var events: [String] = []
    func listAdapter(
        _ listAdapter: ListAdapter, didCallDequeue cell: ListCell, on sectionController: ListSectionController,
        at index: Int
    ) {
        events.append("dequeue \(cell.content.text ?? "") \(index)")
    }
    func listAdapter(
        _ listAdapter: ListAdapter, didCallDisplay cell: ListCell, on sectionController: ListSectionController,
        at index: Int
    ) {
        events.append("display \(cell.content.text ?? "") \(index)")
    }
    func listAdapter(
        _ listAdapter: ListAdapter, didCallEndDisplay cell: ListCell, on sectionController: ListSectionController,
        at index: Int
    ) {
        events.append("endDisplay \(cell.content.text ?? "") \(index)")
    }
}

extension UIKitSignatureTests {
    @Test func test_whenThePerformanceDelegateUsesIGListKitsNames_thatDequeueDisplayAndEndDisplayArrive() {
        let log = IGListKitStylePerformanceLog()
        let list = ListFixture(rows(2), height: 40) { _ in }
        list.adapter.performanceDelegate = log
        list.collectionView.setContentOffset(CGPoint(x: 0, y: 40), animated: false)  // a-0 leaves, a-1 comes
        #expect(log.events == ["endDisplay a-0 0", "dequeue a-1 1", "display a-1 1"])
    }
}
