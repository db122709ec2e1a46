import Foundation
import ListAdapterKit
import ListDiffKit
import ListTestSupport
import Testing

/// Records the display events an announcer passes on, with the adapter they came from (IGListKit's tests use an
/// OCMock expectation per call).
@MainActor
private final class DisplayListener: ListAdapterDelegate {
    let names: [ObjectIdentifier: String]
    var events: [String] = []

    init(names: [ObjectIdentifier: String]) {
        self.names = names
    }

    private func name(_ adapter: ListAdapter) -> String { names[ObjectIdentifier(adapter)] ?? "?" }

    func listAdapter(_ listAdapter: ListAdapter, willDisplay object: Any, at index: Int) {
        events.append("\(name(listAdapter)) willDisplay \(object) at \(index)")
    }
    func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying object: Any, at index: Int) {
        events.append("\(name(listAdapter)) didEndDisplaying \(object) at \(index)")
    }
    func listAdapter(_ listAdapter: ListAdapter, willDisplay object: Any, cell: ListCell, at indexPath: IndexPath) {
        events.append("\(name(listAdapter)) willDisplay \(object) cell at \(indexPath.section)-\(indexPath.item)")
    }
    func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying object: Any, cell: ListCell, at indexPath: IndexPath) {
        events.append("\(name(listAdapter)) didEndDisplaying \(object) cell at \(indexPath.section)-\(indexPath.item)")
    }
}

/// Port of IGListKit's `IGListAdapterDelegateAnnouncerTests`: two adapters on two 100×100 collection views sharing
/// one announcer.
@Suite @MainActor struct IGListAdapterDelegateAnnouncerTests {
    let announcer = ListAdapterDelegateAnnouncer()
    let collectionView1 = ListCollectionView(boundsSize: CGSize(width: 100, height: 100), layout: StackLayout())
    let collectionView2 = ListCollectionView(boundsSize: CGSize(width: 100, height: 100), layout: StackLayout())
    let dataSource1 = NumberSource()
    let dataSource2 = NumberSource()
    let adapter1 = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
    let adapter2 = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)

    init() {
        adapter1.globalDelegateAnnouncer = announcer
        adapter2.globalDelegateAnnouncer = announcer
    }

    private var names: [ObjectIdentifier: String] {
        [ObjectIdentifier(adapter1): "adapter1", ObjectIdentifier(adapter2): "adapter2"]
    }

    private func setUp(_ adapter: ListAdapter, _ collectionView: ListCollectionView, _ source: NumberSource,
                       _ objects: [any ListDiffable]) {
        source.objects = objects
        adapter.setUpForTest(collectionView, source)
    }

    private func performUpdates(_ adapter: ListAdapter) -> Bool {
        var finished = false
        adapter.performUpdates(animated: false) { finished = $0 }
        (adapter.updater as? ListAdapterUpdater)?.flush()
        return finished
    }

    @Test func test_whenShowingOneItem_withTwoListeners_withOneAdapter_thatBothListenersReceivesWillDisplay() {
        setUp(adapter1, collectionView1, dataSource1, [])
        dataSource1.objects = [1]
        let listener1 = DisplayListener(names: names)
        let listener2 = DisplayListener(names: names)
        announcer.addListener(listener1)
        announcer.addListener(listener2)
        #expect(performUpdates(adapter1))
        let expected = ["adapter1 willDisplay 1 at 0", "adapter1 willDisplay 1 cell at 0-0"]
        #expect(listener1.events == expected)
        #expect(listener2.events == expected)
    }

    @Test func test_whenRemovignOneItem_withTwoListeners_withOneAdapter_thatBothListenersReceivesEndDisplay() {
        setUp(adapter1, collectionView1, dataSource1, [1])
        dataSource1.objects = []
        let listener1 = DisplayListener(names: names)
        let listener2 = DisplayListener(names: names)
        announcer.addListener(listener1)
        announcer.addListener(listener2)
        #expect(performUpdates(adapter1))
        let expected = ["adapter1 didEndDisplaying 1 cell at 0-0", "adapter1 didEndDisplaying 1 at 0"]
        #expect(listener1.events == expected)
        #expect(listener2.events == expected)
    }

    @Test func test_whenShowingTwoItems_withOneListeners_withTwoAdapters_thatBothItemsSendWillDisplay() {
        setUp(adapter1, collectionView1, dataSource1, [])
        setUp(adapter2, collectionView2, dataSource2, [])
        dataSource1.objects = [1]
        dataSource2.objects = [1]
        let listener = DisplayListener(names: names)
        announcer.addListener(listener)
        #expect(performUpdates(adapter1))
        #expect(performUpdates(adapter2))
        #expect(listener.events == [
            "adapter1 willDisplay 1 at 0", "adapter1 willDisplay 1 cell at 0-0",
            "adapter2 willDisplay 1 at 0", "adapter2 willDisplay 1 cell at 0-0",
        ])
    }

    @Test func test_whenAnAdapterIsCreated_thatItAnnouncesToTheSharedAnnouncer_asIGListKit() {
        let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
        #expect(adapter.globalDelegateAnnouncer === ListAdapterDelegateAnnouncer.shared)
    }

    @Test func test_whenAListenerIsRemovedOrReleased_thatItHearsNothingMore() {
        setUp(adapter1, collectionView1, dataSource1, [])
        let kept = DisplayListener(names: names)
        let removed = DisplayListener(names: names)
        announcer.addListener(kept)
        announcer.addListener(kept)
        announcer.addListener(removed)
        announcer.removeListener(removed)
        dataSource1.objects = [1]
        #expect(performUpdates(adapter1))
        #expect(kept.events.count == 2)
        #expect(removed.events.isEmpty)
    }
}
