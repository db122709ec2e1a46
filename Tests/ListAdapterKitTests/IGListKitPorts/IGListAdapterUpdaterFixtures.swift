import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListTestSupport

/// IGListKit's `IGSectionObject`: a section whose items are `objects`. Without an identifier, its identity is the
/// instance (IGListKit derives it from the object's hash); content equality compares `objects`.
final class SectionObject: NSObject, ListDiffable {
    var objects: [Int]
    private let identifier: String?

    init(_ objects: [Int], identifier: String? = nil) {
        self.objects = objects
        self.identifier = identifier
    }

    func diffIdentifier() -> NSObjectProtocol {
        (identifier ?? "instance \(ObjectIdentifier(self).hashValue)") as NSString
    }

    func isEqual(toDiffableObject object: ListDiffable?) -> Bool {
        guard let other = object as? SectionObject else { return false }
        return other === self || other.objects == objects
    }
}

/// IGListKit's `IGListTestUICollectionViewDataSource`: a section per ``SectionObject``, an item per element.
@MainActor
final class SectionsSource: ListCollectionViewDataSource {
    var sections: [SectionObject] = []

    init(_ collectionView: ListCollectionView) {
        collectionView.register(ListCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = self
    }

    func numberOfSections(in collectionView: ListCollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: ListCollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].objects.count
    }

    func collectionView(_ collectionView: ListCollectionView, cellForItemAt indexPath: ListIndexPath) -> ListCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// Records what a ``ListAdapterUpdater`` tells its delegate, in order, with the data IGListKit's tests check.
@MainActor
final class UpdaterDelegateLog: ListAdapterUpdaterDelegate {
    struct WillPerform {
        let fromObjects: [SectionObject]?
        let toObjects: [SectionObject]?
        let result: ListIndexSetResult?
        let animated: Bool
    }

    var events: [String] = []
    var willPerform: [WillPerform] = []
    var performed: [ListBatchUpdateData] = []
    var diffs: [ListIndexSetResult] = []
    var finishedWithout: [ListCollectionView?] = []

    func listAdapterUpdater(
        _ updater: ListAdapterUpdater, willDiffFromObjects fromObjects: [AnyListDiffable], toObjects: [AnyListDiffable]
    ) {
        events.append("willDiff \(fromObjects.count) \(toObjects.count)")
    }
    func listAdapterUpdater(
        _ updater: ListAdapterUpdater, didDiffWithResults results: ListIndexSetResult, onBackgroundThread: Bool
    ) {
        events.append("didDiff onBackgroundThread \(onBackgroundThread)")
        diffs.append(results)
    }
    func listAdapterUpdater(
        _ updater: ListAdapterUpdater, willPerformBatchUpdatesWith collectionView: ListCollectionView,
        fromObjects: [AnyListDiffable]?, toObjects: [AnyListDiffable]?, listIndexSetResult: ListIndexSetResult?,
        animated: Bool
    ) {
        events.append("willPerformBatchUpdates")
        willPerform.append(WillPerform(
            fromObjects: fromObjects?.map { $0.base as! SectionObject }, toObjects: toObjects?.map { $0.base as! SectionObject },
            result: listIndexSetResult, animated: animated))
    }
    func listAdapterUpdater(
        _ updater: ListAdapterUpdater, didPerformBatchUpdates updates: ListBatchUpdateData,
        collectionView: ListCollectionView
    ) {
        events.append("didPerformBatchUpdates")
        performed.append(updates)
    }
    func listAdapterUpdater(
        _ updater: ListAdapterUpdater, didFinishWithoutUpdatesWith collectionView: ListCollectionView?
    ) {
        events.append("didFinishWithoutUpdates")
        finishedWithout.append(collectionView)
    }
    func listAdapterUpdater(
        _ updater: ListAdapterUpdater, willReloadDataWith collectionView: ListCollectionView, isFallbackReload: Bool
    ) {
        events.append("willReloadData fallback \(isFallbackReload)")
    }
    func listAdapterUpdater(
        _ updater: ListAdapterUpdater, willInsert indexPaths: [ListIndexPath], collectionView: ListCollectionView
    ) {
        events.append("willInsert \(indexPaths)")
    }
    func listAdapterUpdater(
        _ updater: ListAdapterUpdater, willDelete indexPaths: [ListIndexPath], collectionView: ListCollectionView
    ) {
        events.append("willDelete \(indexPaths)")
    }
    func listAdapterUpdater(
        _ updater: ListAdapterUpdater, willMoveFrom indexPath: ListIndexPath, to newIndexPath: ListIndexPath,
        collectionView: ListCollectionView
    ) {
        events.append("willMove \(indexPath) \(newIndexPath)")
    }
    func listAdapterUpdater(
        _ updater: ListAdapterUpdater, willReload indexPaths: [ListIndexPath], collectionView: ListCollectionView
    ) {
        events.append("willReload \(indexPaths)")
    }
    func listAdapterUpdater(
        _ updater: ListAdapterUpdater, willCrashWith collectionView: ListCollectionView?, sectionControllerClass: AnyClass
    ) {
        events.append("willCrash \(sectionControllerClass)")
    }
}

/// IGListKit's `IGListAdapterUpdaterTests` set-up: a 100×100 collection view over a ``SectionsSource`` and an
/// updater that runs only when flushed (IGListKit waits for the run loop).
@MainActor
struct UpdaterFixture {
    let collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: 100), layout: StackLayout())
    let updater = ListAdapterUpdater()
    let source: SectionsSource
    let log = UpdaterDelegateLog()

    init() {
        updater.schedulesFlushAutomatically = false
        source = SectionsSource(collectionView)
    }

    /// IGListKit's `applySectionDataBlock`: the data source takes the new objects.
    var applySectionData: @MainActor ([AnyListDiffable]) -> Void {
        { [source] objects in source.sections = objects.map { $0.base as! SectionObject } }
    }

    /// `reloadDataWithCollectionViewBlock:…` followed by `update`.
    func reload() {
        updater.reloadData(collectionView: collectionView, reloadUpdateBlock: {}, completion: nil)
        updater.flush()
    }

    /// Queues an update from `from` to `to` (IGListKit's `dataBlockFromObjects:toObjects:`) that applies the new
    /// objects to the data source.
    func performUpdate(
        from: [SectionObject], to: [SectionObject], animated: Bool = true,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        performUpdate(from: from, to: to, animated: animated, apply: applySectionData, completion: completion)
    }

    /// Queues an update from `from` to `to` whose `applySectionDataBlock` is `apply`.
    func performUpdate(
        from: [SectionObject], to: [SectionObject], animated: Bool = true,
        apply: @escaping @MainActor ([AnyListDiffable]) -> Void, completion: (@MainActor (Bool) -> Void)?
    ) {
        let erasedTo = [AnyListDiffable](erasing: to)
        updater.performUpdate(
            collectionView: collectionView, fromObjects: [AnyListDiffable](erasing: from), toObjects: { erasedTo },
            animated: animated, objectTransitionBlock: apply, completion: completion)
    }

    /// The item counts of the collection view, section by section.
    var counts: [Int] {
        (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
    }
}
