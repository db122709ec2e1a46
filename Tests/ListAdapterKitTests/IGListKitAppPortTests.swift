import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListTestSupport
import Testing

/// A message as a Swift value shown by a ``ListValueSectionController`` (IGListSwiftKit's way).
private struct Message: ListIdentifiable {
    let id: Int
    let text: String
    var diffIdentifier: NSObjectProtocol { id as NSNumber }
}

@MainActor
private final class MessageSection: ListValueSectionController<Message> {
    var updates: [String] = []
    override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 100, height: 10) }
    override func cellForItem(at index: Int) -> ListCell {
        let cell = collectionContext!.dequeueReusableCell(of: ListCell.self, for: self, at: index)
        cell.content.text = value.text
        return cell
    }
    override func didUpdate(to value: Message) { updates.append(value.text) }
}

/// A header dequeued with IGListSwiftKit's typed call.
private final class TitleHeader: ListReusableView {}

/// A section controller for `NSNumber` models, typed as IGListKit's generic section controller, with a header
/// dequeued the IGListSwiftKit way.
@MainActor
private final class NumberSectionController: ListGenericSectionController<NSNumber>, ListSupplementaryViewSource {
    override init() {
        super.init()
        supplementaryViewSource = self
    }
    override func numberOfItems() -> Int { object?.intValue ?? 0 }
    override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 100, height: 10) }
    override func cellForItem(at index: Int) -> ListCell {
        let cell: ListCell = collectionContext.dequeueReusableCell(for: self, at: index)
        cell.content.text = "\(object?.intValue ?? -1).\(index)"
        return cell
    }
    func supportedElementKinds() -> [String] { [ListCollectionView.elementKindSectionHeader] }
    func viewForSupplementaryElement(ofKind elementKind: String, at index: Int) -> ListReusableView {
        let header: TitleHeader = collectionContext.dequeueReusableSupplementaryView(
            ofKind: elementKind, forSectionController: self, atIndex: index)
        header.content.text = "Header \(object?.intValue ?? -1)"
        return header
    }
    func sizeForSupplementaryView(ofKind elementKind: String, at index: Int) -> CGSize { CGSize(width: 100, height: 5) }
}

/// A data source of mixed IGListKit-style objects: `NSNumber`s, `NSString`s and boxed ``Message`` values.
@MainActor
private final class MixedSource: ListAdapterDataSource {
    var objects: [ListDiffable]
    init(_ objects: [ListDiffable]) { self.objects = objects }
    func objects(for listAdapter: ListAdapter) -> [ListDiffable] { objects }
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
        if Message.isDiffable(object) { return MessageSection() }
        if object is NSString {
            return ListSingleSectionController(
                configure: { (text: NSString, cell: ListCell) in cell.content.text = text as String },
                size: { (_: NSString, context: ListCollectionContext?) in
                    CGSize(width: context?.containerSize.width ?? 0, height: 10)
                })
        }
        return NumberSectionController()
    }
    func emptyView(for listAdapter: ListAdapter) -> ListReusableView? { nil }
}

/// A model whose identifier can be changed in place: the mistake IGListKit 5.1 checks for.
private final class MutableIdentity: NSObject, ListDiffable {
    var id: Int
    init(id: Int) { self.id = id }
    override var description: String { "MutableIdentity(\(id))" }
    func diffIdentifier() -> NSObjectProtocol { id as NSNumber }
    func isEqual(toDiffableObject object: ListDiffable?) -> Bool { (object as? MutableIdentity)?.id == id }
}

@MainActor
private final class ReasonLog: ListAdapterUpdaterDelegate {
    var reasons: [ListUpdateFallbackReason] = []
    func listAdapterUpdater(
        _ updater: ListAdapterUpdater, didFallBackToReload reason: ListUpdateFallbackReason,
        collectionView: ListCollectionView
    ) {
        reasons.append(reason)
    }
}

/// The IGListKit and IGListSwiftKit API that Swift apps use, as they use it (issue 25).
@Suite @MainActor struct IGListKitAppPortTests {
    let collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: 200), layout: StackLayout())
    let updater = ListAdapterUpdater()
    let adapter: ListAdapter

    init() {
        updater.schedulesFlushAutomatically = false
        adapter = ListAdapter(updater: updater, viewController: nil)
    }

    private func load(_ source: MixedSource) {
        adapter.collectionView = collectionView
        adapter.dataSource = source
    }

    @Test func test_whenTheDataSourceIsSet_thatCellForItemIsNilUntilTheFirstLayoutPass_asUIKit() {
        let source = MixedSource([2 as NSNumber])
        load(source)
        #expect(collectionView.numberOfSections == 1)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(adapter.cellForItem(at: 0, sectionController: adapter.sectionController(forSection: 0)!) == nil)
        #expect(collectionView.supplementaryView(forElementKind: .header, at: IndexPath(item: 0, section: 0)) == nil)
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.content.text == "2.0")
        #expect(collectionView.supplementaryView(forElementKind: .header, at: IndexPath(item: 0, section: 0)) is TitleHeader)
    }

    @Test func test_whenTheDataSourceIsSet_thatVisibleViewsAreEmptyUntilTheFirstLayoutPass_asUIKit() {
        load(MixedSource([1 as NSNumber, "a" as NSString, 2 as NSNumber]))
        #expect(collectionView.visibleCells.isEmpty)
        #expect(collectionView.indexPathsForVisibleItems.isEmpty)
        #expect(collectionView.visibleSupplementaryViews.isEmpty)
        #expect(collectionView.visibleContent == .empty)
        #expect(adapter.visibleObjects().isEmpty)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)  // the reads laid nothing out
        collectionView.layoutIfNeeded()
        #expect(
            collectionView.indexPathsForVisibleItems == [
                IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1), IndexPath(item: 0, section: 2),
                IndexPath(item: 1, section: 2),
            ])
        #expect(
            collectionView.visibleSupplementaryViews.keys.sorted() == [
                ListSupplementaryKey(kind: .header, section: 0), ListSupplementaryKey(kind: .header, section: 2),
            ])
        #expect(collectionView.visibleContent.cells[IndexPath(item: 1, section: 2)]?.text == "2.1")
        #expect(collectionView.visibleContent.supplementaryViews[ListSupplementaryKey(kind: .header, section: 2)]?.text == "Header 2")
    }

    @Test func test_whenReloadingData_thatVisibleViewsAreEmptyUntilTheNextLayoutPass_asUIKit() {
        load(MixedSource([1 as NSNumber, "a" as NSString]))
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.map(\.content.text) == ["1.0", "a"])
        collectionView.reloadData()
        #expect(collectionView.visibleCells.isEmpty)
        #expect(collectionView.indexPathsForVisibleItems.isEmpty)
        #expect(collectionView.visibleSupplementaryViews.isEmpty)
        #expect(collectionView.visibleContent == .empty)
        collectionView.layoutIfNeeded()
        #expect(collectionView.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
        #expect(collectionView.visibleCells.map(\.content.text) == ["1.0", "a"])
    }

    @Test func test_whenModelsAreNSNumbersAndNSStrings_thatTheyDiffAsIGListKitsCategories() {
        let source = MixedSource([1 as NSNumber, "a" as NSString, 2 as NSNumber])
        load(source)
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.map(\.content.text) == ["1.0", "a", "2.0", "2.1"])
        let controller = adapter.sectionController(for: 2 as NSNumber)
        source.objects = [2 as NSNumber, "b" as NSString, 1 as NSNumber]
        adapter.performUpdates(animated: true, completion: nil)
        updater.flush()
        #expect(adapter.sectionController(for: 2 as NSNumber) === controller)
        #expect(collectionView.visibleCells.map(\.content.text) == ["2.0", "2.1", "b", "1.0"])
        let diff = ListDiff(oldArray: [1, 2, 3] as [NSNumber], newArray: [3, 1] as [NSNumber], option: .equality)
        #expect(diff.deletes == [1])
        #expect(diff.inserts.isEmpty)
        #expect(diff.oldIndexFor(identifier: 3 as NSNumber) == 2)
        #expect(diff.newIndexFor(identifier: 3 as NSNumber) == 0)
    }

    @Test func test_whenAValueSectionControllerGetsItsBoxedValue_thatItUnboxesIt() {
        let source = MixedSource([Message(id: 1, text: "hi").diffable()])
        load(source)
        collectionView.layoutIfNeeded()
        let section = adapter.sectionController(forSection: 0) as? MessageSection
        #expect(section?.value == Message(id: 1, text: "hi"))
        #expect(collectionView.visibleCells.map(\.content.text) == ["hi"])
        source.objects = [Message(id: 1, text: "hello")].diffables()
        adapter.performUpdates(animated: true, completion: nil)
        updater.flush()
        #expect(adapter.sectionController(forSection: 0) === section)
        #expect(section?.updates == ["hi", "hello"])
        #expect(Message(diffable: source.objects[0]) == Message(id: 1, text: "hello"))
        #expect(Message(diffable: 1 as NSNumber) == nil)
    }

    @Test func test_whenAwaitingPerformUpdates_thatItReturnsOnceApplied() async {
        let updater = ListAdapterUpdater()   // flushes on the next main-actor turn, as IGListKit's run loop
        let adapter = ListAdapter(updater: updater, viewController: nil)
        let source = MixedSource([1 as NSNumber])
        adapter.collectionView = collectionView
        adapter.dataSource = source
        source.objects = [1 as NSNumber, 3 as NSNumber]
        let finished = await adapter.performUpdates(animated: true)
        #expect(finished)
        #expect(collectionView.numberOfSections == 2)
        let reloaded = await adapter.reloadData()
        #expect(reloaded)
        #expect(collectionView.visibleCells.count == 4)
    }

    @Test func test_whenADiffIdentifierChangesBetweenUpdates_thatTheUpdaterFallsBackToAReloadNamingTheObject() {
        let log = ReasonLog()
        updater.delegate = log
        let model = MutableIdentity(id: 1)
        let source = MixedSource([model, 5 as NSNumber])
        load(source)
        model.id = 9
        source.objects = [model, 5 as NSNumber, 6 as NSNumber]
        adapter.performUpdates(animated: true, completion: nil)
        let transitions = updater.flushRecording()
        #expect(log.reasons == [.diffIdentifierChanged(object: "MutableIdentity(9)", section: 0)])
        #expect(log.reasons.first?.description
            == "the diffIdentifier of MutableIdentity(9) (section 0) changed after the adapter took it")
        #expect(collectionView.numberOfSections == 3)
        #expect(transitions.map(\.kind) == [.reloadData])
    }

    @Test func test_whenUsingIGListKit5sUpdaterShape_thatTheSectionDataIsApplied() {
        let source = MixedSource([1 as NSNumber])
        load(source)
        var applied: [ListDiffable] = []
        var finished: Bool?
        updater.performUpdate(
            withCollectionViewBlock: { [collectionView] in collectionView }, animated: true,
            sectionDataBlock: {
                ListTransitionData(fromObjects: [1 as NSNumber], toObjects: [1 as NSNumber, 2 as NSNumber],
                                   toSectionControllers: [])
            },
            applySectionDataBlock: { data in
                applied = data.toObjects
                source.objects = data.toObjects
                adapter.performUpdates(animated: false, completion: nil)
            },
            completion: { finished = $0 })
        updater.flush()
        #expect(applied.count == 2)
        #expect(finished == true)
        var nilFinished: Bool?
        updater.performUpdate(
            withCollectionViewBlock: { nil }, animated: true, sectionDataBlock: { nil }, applySectionDataBlock: { _ in },
            completion: { nilFinished = $0 })
        #expect(nilFinished == false)
    }

    @Test func test_whenAFlowLayoutsDelegateGivesNoSizes_thatTheLayoutsPropertiesApply_asUIKit() {
        let layout = ListCollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 40, height: 30)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 5
        layout.sectionInset = ListEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        let collectionView = ListCollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: layout)
        let source = PlainSource()
        collectionView.dataSource = source
        collectionView.delegate = source          // answers none of the flow-layout methods
        collectionView.layoutIfNeeded()
        // 100 across: two 40-point items per line, the 20 left over between them.
        #expect(collectionView.layoutResult.itemFrames[0].map(\.origin) == [
            CGPoint(x: 0, y: 10), CGPoint(x: 60, y: 10), CGPoint(x: 30, y: 45),
        ])
        collectionView.delegate = nil
        collectionView.invalidateLayout()
        #expect(collectionView.layoutResult.itemFrames[0].count == 3)
        #expect(collectionView.layoutResult.contentSize == CGSize(width: 100, height: 75))
    }

    @Test func test_whenMovingAnItemByPosition_thatTheTargetIsTheItemUnderThePoint() {
        let source = ReorderSource()
        collectionView.dataSource = source
        collectionView.delegate = source
        collectionView.layoutIfNeeded()
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 25))   // over item 2 (20..<30)
        #expect(collectionView.interactiveMovementTarget == IndexPath(item: 2, section: 0))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 500))  // over nothing: stays
        #expect(collectionView.interactiveMovementTarget == IndexPath(item: 2, section: 0))
        collectionView.endInteractiveMovement()
        #expect(source.moves == ["0->2"])
    }
}

/// Three items in one section, with no size of its own.
@MainActor
private final class PlainSource: ListCollectionViewDataSource, ListCollectionViewDelegate {
    func numberOfSections(in collectionView: ListCollectionView) -> Int { 1 }
    func collectionView(_ collectionView: ListCollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: ListCollectionView, cellForItemAt indexPath: ListIndexPath) -> ListCell {
        collectionView.register(ListCell.self, forCellWithReuseIdentifier: "c")
        return collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
    }
}

/// Five movable 100×10 items in one section.
@MainActor
private final class ReorderSource: ListCollectionViewDataSource, ListCollectionViewDelegate {
    var moves: [String] = []
    func numberOfSections(in collectionView: ListCollectionView) -> Int { 1 }
    func collectionView(_ collectionView: ListCollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
    func collectionView(_ collectionView: ListCollectionView, cellForItemAt indexPath: ListIndexPath) -> ListCell {
        collectionView.register(ListCell.self, forCellWithReuseIdentifier: "c")
        return collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
    }
    func collectionView(_ collectionView: ListCollectionView, canMoveItemAt indexPath: ListIndexPath) -> Bool { true }
    func collectionView(_ collectionView: ListCollectionView, moveItemAt source: ListIndexPath, to destination: ListIndexPath) {
        moves.append("\(source.item)->\(destination.item)")
    }
    func collectionView(_ collectionView: ListCollectionView, sizeForItemAt indexPath: ListIndexPath) -> CGSize {
        CGSize(width: 100, height: 10)
    }
}
