import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListTestSupport
import Testing

/// IGListKit's `IGTestDelegateDataSource` with its `kIGTestDelegateDataSourceSkipObject`: the object
/// ``SkippingSource/skip`` gets no section controller. It counts how often it is asked.
@MainActor
final class SkippingSource: ListAdapterDataSource {
    static let skip = "kIGTestDelegateDataSourceSkipObject"
    var objects: [any ListDiffable] = []
    var asked: [String] = []

    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { objects }

    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController? {
        asked.append((object as? TestObject).map { "\($0.key)" } ?? "\(object)")
        return object as? String == Self.skip ? nil : CountingSection()
    }

    func emptyView(for listAdapter: ListAdapter) -> ListReusableView? { nil }
}

extension IGListAdapterE2ETests {
    @Test func test_whenUpdating_withMissingSectionController_thatDoesNotCrash() {
        let collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: 100), layout: StackLayout())
        let updater = ListAdapterUpdater()
        updater.schedulesFlushAutomatically = false
        let log = UpdaterEvents()
        updater.delegate = log
        let adapter = ListAdapter(updater: updater, viewController: nil, workingRangeSize: 2)
        let source = SkippingSource()
        source.objects = [TestObject(0, 1), TestObject(1, 1)]
        adapter.collectionView = collectionView
        adapter.dataSource = source
        collectionView.layoutIfNeeded()

        // An object that gets no section controller is added.
        source.objects = [TestObject(0, 1), TestObject(1, 1), SkippingSource.skip]
        var finished: Bool?
        adapter.performUpdates(animated: false) { finished = $0 }
        updater.flush()
        #expect(finished == true)
        #expect(collectionView.numberOfSections == 2)
        #expect(adapter.objects().count == 2)
        #expect(adapter.section(for: SkippingSource.skip) == NSNotFound)
        // The object is dropped before the diff: nothing changed, so no batch (IGListKit 5 with
        // IGListExperimentSkipPerformUpdateIfPossible) and no fallback reload.
        #expect(log.events == ["willPerformBatchUpdates", "didFinishWithoutUpdates"])
        #expect(source.asked == ["0", "1", SkippingSource.skip])
    }

    @Test func test_whenLoading_withMissingSectionController_thatTheObjectIsDroppedFromTheSections() {
        let collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: 100), layout: StackLayout())
        let adapter = ListAdapter(updater: ListReloadDataUpdater(), viewController: nil)
        let source = SkippingSource()
        source.objects = [TestObject(0, 1), SkippingSource.skip, TestObject(1, 2)]
        adapter.collectionView = collectionView
        adapter.dataSource = source
        #expect(collectionView.itemCounts == [1, 2])
        #expect(adapter.objects().map { ($0 as? TestObject)?.key } == [0, 1])
        #expect(adapter.sectionController(forSection: 1)?.section == 1)
        var finished: Bool?
        adapter.reloadData { finished = $0 }
        #expect(finished == true)
        #expect(collectionView.itemCounts == [1, 2])
    }
}

/// IGListKit's `IGListTestAdapterDataSource`, which handles numbers only: any other object gets no section
/// controller.
@MainActor
final class NumbersOnlySource: ListAdapterDataSource {
    var objects: [any ListDiffable] = []
    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { objects }
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController? {
        object is Int ? NumberSection() : nil
    }
    func emptyView(for listAdapter: ListAdapter) -> ListReusableView? { nil }
}

extension IGListAdapterTests {
    @Test func test_whenDataSourceDoesntHandleObject_thatObjectIsDropped() {
        let collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: 100), layout: StackLayout())
        let adapter = ListAdapter(updater: ListReloadDataUpdater(), viewController: nil)
        let source = NumbersOnlySource()
        adapter.collectionView = collectionView
        adapter.dataSource = source
        source.objects = [1, "dog", 2]
        adapter.reloadData(completion: nil)
        #expect(adapter.objects().map { $0 as? Int } == [1, 2])
        #expect(collectionView.itemCounts == [1, 2])
    }
}
