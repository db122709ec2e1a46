import Foundation
import ListAdapterKit
import ListTestSupport
import Testing

/// Port of IGListKit's `IGListCollectionScrollingTraitsTests`: the collection view's state, which IGListKit stubs on
/// a mock, is set on the headless collection view; the context reads it.
@Suite @MainActor struct IGListCollectionScrollingTraitsTests {
    let collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: 100), layout: StackLayout())
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)

    private var collectionContext: any ListCollectionContext {
        adapter.collectionView = collectionView
        return adapter
    }

    @Test func test_whenTracking_thatIsTrackingReturnsTrue() {
        collectionView.isTracking = true
        #expect(collectionContext.scrollingTraits.isTracking)
    }

    @Test func test_whenNotTracking_thatIsTrackingReturnsFalse() {
        collectionView.isTracking = false
        #expect(!collectionContext.scrollingTraits.isTracking)
    }

    @Test func test_whenDragging_thatIsDraggingReturnsTrue() {
        collectionView.isDragging = true
        #expect(collectionContext.scrollingTraits.isDragging)
    }

    @Test func test_whenDragging_thatIsDraggingReturnsFalse() {
        collectionView.isDragging = false
        #expect(!collectionContext.scrollingTraits.isDragging)
    }

    @Test func test_whenDecelerating_thatIsDeceleratingReturnsTrue() {
        collectionView.isDecelerating = true
        #expect(collectionContext.scrollingTraits.isDecelerating)
    }

    @Test func test_whenDecelerating_thatIsDeceleratingReturnsFalse() {
        collectionView.isDecelerating = false
        #expect(!collectionContext.scrollingTraits.isDecelerating)
    }

    /// Beyond the port: a simulated drag reports UIKit's state at each delegate call, and the scroll view
    /// delegate may move the resting offset in `scrollViewWillEndDragging`.
    @Test func test_whenSimulatingADrag_thatTraitsFollowUIKit_andTheTargetOffsetCanBeChanged() {
        let list = NumberList(Array(1...9))
        let log = DragLog(snapTo: CGPoint(x: 0, y: 30))
        list.adapter.scrollViewDelegate = log
        log.adapter = list.adapter
        list.collectionView.simulateDrag(to: CGPoint(x: 0, y: 25), velocity: CGPoint(x: 0, y: 1.5), decelerate: true)
        #expect(log.events == [
            "willBegin tracking dragging", "didScroll tracking dragging", "willEnd v=1.5 tracking dragging",
            "didEnd dragging decelerating", "didScroll decelerating", "didEndDecelerating",
        ])
        #expect(list.collectionView.contentOffset == CGPoint(x: 0, y: 30))
        #expect(list.adapter.scrollingTraits == ListCollectionScrollingTraits())
    }
}

/// Records the scroll view delegate's calls with the traits at each, and snaps the target offset.
@MainActor
private final class DragLog: ListScrollViewDelegate {
    let snapTo: CGPoint
    weak var adapter: ListAdapter?
    var events: [String] = []

    init(snapTo: CGPoint) {
        self.snapTo = snapTo
    }

    private func traits() -> String {
        guard let traits = adapter?.scrollingTraits else { return "" }
        let flags = [(traits.isTracking, " tracking"), (traits.isDragging, " dragging"), (traits.isDecelerating, " decelerating")]
        return flags.filter(\.0).map(\.1).joined()
    }

    func scrollViewWillBeginDragging(_ collectionView: ListCollectionView) { events.append("willBegin" + traits()) }
    func scrollViewDidScroll(_ collectionView: ListCollectionView) { events.append("didScroll" + traits()) }
    func scrollViewWillEndDragging(
        _ collectionView: ListCollectionView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        events.append("willEnd v=\(velocity.y)" + traits())
        targetContentOffset.pointee = snapTo
    }
    func scrollViewDidEndDragging(_ collectionView: ListCollectionView, willDecelerate decelerate: Bool) {
        events.append("didEnd" + traits())
    }
    func scrollViewDidEndDecelerating(_ collectionView: ListCollectionView) { events.append("didEndDecelerating") }
}
