import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListRenderKit
import ListTestSupport
import Testing

/// A feed of numbered rows, as an IGListKit app writes it: `NSNumber` models, one 44-point row each, and an empty
/// view (a label reading "No more data!") while there are none.
@MainActor
private final class NumberFeed: ListAdapterDataSource {
    var numbers: [NSNumber]
    let collectionView: ListCollectionView
    let updater = ListAdapterUpdater()
    let adapter: ListAdapter

    init(_ numbers: [NSNumber], layout: ListCollectionViewLayout = ListCollectionViewLayout(), inset: ListEdgeInsets = .zero) {
        self.numbers = numbers
        collectionView = ListCollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 160), collectionViewLayout: layout)
        collectionView.contentInset = inset
        updater.schedulesFlushAutomatically = false
        adapter = ListAdapter(updater: updater, viewController: nil)
        adapter.collectionView = collectionView
        adapter.dataSource = self
    }

    func objects(for listAdapter: ListAdapter) -> [ListDiffable] { numbers }

    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
        ListSingleSectionController(
            configure: { (number: NSNumber, cell: ListCell) in cell.content.text = "Row \(number)" },
            size: { (_: NSNumber, context: ListCollectionContext?) in
                CGSize(width: context!.insetContainerSize.width, height: 44)
            })
    }

    func emptyView(for listAdapter: ListAdapter) -> ListReusableView? {
        let label = ListReusableView(reuseIdentifier: "empty")
        label.content = ListCellContent(text: "No more data!", textAlignment: .center)
        return label
    }

    func update(_ numbers: [NSNumber]) {
        self.numbers = numbers
        adapter.performUpdates(animated: true, completion: nil)
        updater.flush()
    }
}

@Suite @MainActor struct AdapterEmptyViewAndInsetTests {
    let fonts = try! FontSet.bundled()

    @Test func test_whenTheListIsEmpty_thatTheSceneShowsTheEmptyViewFillingTheCollectionView() {
        let feed = NumberFeed([])
        let scene = RenderScene(collectionView: feed.collectionView, scale: 1)
        #expect(scene.elements.isEmpty)
        #expect(scene.backgroundView?.frame == CGRect(x: 0, y: 0, width: 200, height: 160))
        #expect(scene.backgroundView?.content.text == "No more data!")
    }

    @Test func test_whenItemsComeBack_thatTheEmptyViewIsHidden_andShownAgainWhenTheyGo() {
        let feed = NumberFeed([])
        feed.update([1, 2])
        #expect(RenderScene(collectionView: feed.collectionView, scale: 1).backgroundView == nil)
        #expect(feed.collectionView.visibleCells.map(\.content.text) == ["Row 1", "Row 2"])
        feed.update([])
        #expect(RenderScene(collectionView: feed.collectionView, scale: 1).backgroundView?.content.text == "No more data!")
    }

    @Test func test_whenAnAnimatedUpdateEmptiesTheList_thatTheEmptyViewShowsFromTheFirstFrameAfterTheStart() {
        let feed = NumberFeed([1, 2])
        feed.collectionView.layoutIfNeeded()
        let transition = try! #require(feed.updater.recordTransitions { feed.update([]) }.last)
        #expect(transition.kind == .batchUpdate)
        #expect(transition.contentBefore.backgroundView == nil)
        #expect(transition.contentAfter.backgroundView?.text == "No more data!")
        let builder = TransitionSceneBuilder(recorded: transition)
        #expect(builder.scene(at: 0).backgroundView == nil)
        #expect(builder.scene(at: 0.25).backgroundView?.content.text == "No more data!")
        // The deleted rows still fade out over it.
        #expect(builder.scene(at: 0.25).elements.count == 2)
    }

    @Test func test_whenAnAnimatedUpdateBringsItemsBack_thatTheEmptyViewIsHiddenFromTheStart() {
        let feed = NumberFeed([])
        feed.collectionView.layoutIfNeeded()
        let transition = try! #require(feed.updater.recordTransitions { feed.update([7]) }.last)
        #expect(transition.contentBefore.backgroundView?.text == "No more data!")
        #expect(transition.contentAfter.backgroundView == nil)
        let builder = TransitionSceneBuilder(recorded: transition)
        #expect(builder.scene(at: 0).backgroundView?.content.text == "No more data!")
        #expect(builder.scene(at: 0.5).backgroundView == nil)
    }

    @Test func test_whenTheCollectionViewHasAContentInset_thatTheContentIsShiftedOnScreen_andTheFramesStayIGListKits() {
        let feed = NumberFeed([1, 2, 3, 4, 5], inset: ListEdgeInsets(top: 16, left: 16, bottom: 16, right: 16))
        feed.collectionView.layoutIfNeeded()
        // IGListKit's frames: the layout's container is the bounds less the inset, rows start at 0.
        #expect(feed.collectionView.frameForItem(at: IndexPath(item: 0, section: 0)) == CGRect(x: 0, y: 0, width: 168, height: 44))
        #expect(feed.collectionView.contentOffset == CGPoint(x: -16, y: -16))
        let scene = RenderScene(collectionView: feed.collectionView, scale: 1)
        #expect(scene.elements.map(\.frame.minY) == [16, 60, 104, 148])
        #expect(scene.elements.first?.frame == CGRect(x: 16, y: 16, width: 168, height: 44))
        // Scrolled to the end, the last row rests above the bottom inset.
        feed.collectionView.setContentOffset(feed.collectionView.maximumContentOffset, animated: false)
        #expect(feed.collectionView.contentOffset == CGPoint(x: -16, y: 76))
        let end = RenderScene(collectionView: feed.collectionView, scale: 1)
        #expect(end.elements.last?.frame == CGRect(x: 16, y: 100, width: 168, height: 44))
    }

    @Test func test_whenScrollingToAnItem_withAContentInset_thatItRestsInsideTheInsetArea_asUIKit() {
        let feed = NumberFeed((1...9).map { NSNumber(value: $0) }, inset: ListEdgeInsets(top: 16, left: 0, bottom: 20, right: 0))
        let collectionView = feed.collectionView
        collectionView.scrollToItem(at: IndexPath(item: 0, section: 3), at: .top, animated: false)
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 116))  // row 3 at 132, under the 16-point inset
        collectionView.scrollToItem(at: IndexPath(item: 0, section: 3), at: .bottom, animated: false)
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 36))   // its bottom (176) 20 points above the bottom
        collectionView.scrollToItem(at: IndexPath(item: 0, section: 0), at: .none, animated: false)
        #expect(collectionView.contentOffset.y == -16)
        #expect(collectionView.adjustedVisibleRect == CGRect(x: 0, y: 0, width: 200, height: 124))
    }

    @Test func test_whenHeadersAreSticky_withAContentInset_thatTheyRestBelowTheInset_andPinToTheBoundsTop_asIGListKit() {
        let rows = StickyRows()
        let collectionView = ListCollectionView(
            boundsSize: CGSize(width: 200, height: 160), layout: ListCollectionViewLayout(stickyHeaders: true))
        collectionView.dataSource = rows
        collectionView.delegate = rows
        collectionView.contentInset = ListEdgeInsets(top: 16, left: 0, bottom: 0, right: 0)
        let atRest = RenderScene(collectionView: collectionView, scale: 1)
        #expect(atRest.elements.last?.kind == .header)
        #expect(atRest.elements.last?.frame.minY == 16)
        collectionView.contentOffset = CGPoint(x: 0, y: 100)
        let scrolled = RenderScene(collectionView: collectionView, scale: 1)
        #expect(scrolled.elements.last?.frame.minY == 0)
        #expect(scrolled.elements.last?.isPinned == true)
    }

    @Test func test_whenRenderingAnEmptyListWithAnEmptyView_thatItMatchesTheGolden() throws {
        let feed = NumberFeed([])
        let image = try Rasterizer(fonts: fonts, overlays: .none).render(RenderScene(collectionView: feed.collectionView, scale: 2))
        try GoldenImage.assertMatches(image, named: "adapter-empty-view")
    }

    @Test func test_whenRenderingAScreenWithAContentInset_thatItMatchesTheGolden() throws {
        let feed = NumberFeed([1, 2, 3, 4, 5], inset: ListEdgeInsets(top: 16, left: 16, bottom: 16, right: 16))
        let image = try Rasterizer(fonts: fonts).render(RenderScene(collectionView: feed.collectionView, scale: 2))
        try GoldenImage.assertMatches(image, named: "adapter-content-inset")
    }
}

/// One section of ten 40-point rows under a 30-point header.
@MainActor
private final class StickyRows: ListCollectionViewDataSource, ListCollectionViewDelegate {
    func numberOfSections(in collectionView: ListCollectionView) -> Int { 1 }
    func collectionView(_ collectionView: ListCollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
    func collectionView(_ collectionView: ListCollectionView, cellForItemAt indexPath: ListIndexPath) -> ListCell {
        collectionView.register(ListCell.self, forCellWithReuseIdentifier: "row")
        return collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    }
    func collectionView(
        _ collectionView: ListCollectionView, viewForSupplementaryElementOfKind kind: ListElementKind,
        at indexPath: ListIndexPath
    ) -> ListReusableView {
        collectionView.register(ListReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "h")
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "h", for: indexPath)
    }
    func collectionView(_ collectionView: ListCollectionView, sizeForItemAt indexPath: ListIndexPath) -> CGSize {
        CGSize(width: 200, height: 40)
    }
    func collectionView(_ collectionView: ListCollectionView, referenceSizeForHeaderInSection section: Int) -> CGSize {
        CGSize(width: 200, height: 30)
    }
}
