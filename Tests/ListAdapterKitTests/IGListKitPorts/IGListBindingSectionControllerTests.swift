import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListTestSupport
import Testing

/// Ports of Instagram/IGListKit `Tests/IGListBindingSectionControllerTests.m` (with the `Post`/`PostSection`
/// fixtures: a post's lines are its view models, identified by the text before a colon).
@MainActor @Suite struct IGListBindingSectionControllerTests {
    private func path(_ section: Int, _ item: Int) -> ListIndexPath { ListIndexPath(section: section, item: item) }

    @Test func test_whenInitialLoad_withEmptyViewModels_thatCollectionViewEmpty() {
        let list = BindingList(post: Post(id: 1, lines: []))
        #expect(list.collectionView.numberOfSections == 1)
        #expect(list.collectionView.numberOfItems(inSection: 0) == 0)
    }

    @Test func test_whenInitialLoad_withMultipleViewModels_thatCellsMappedAndConfigured() {
        let list = BindingList(post: Post(id: 1, lines: ["7", "seven"]))
        #expect(list.collectionView.itemCounts == [2])
        #expect(list.collectionView.visibleCells.map { $0.content.text } == ["7", "seven"])
    }

    @Test func test_whenUpdating_withAddedModels_thatCellsCorrectAndConfigured() {
        let list = BindingList(post: Post(id: 1, lines: ["7", "seven"]))
        list.source.post = Post(id: 1, lines: ["7", "seven", "8", "eight"])
        var finished: Bool?
        list.adapter.performUpdates(animated: true) { finished = $0 }
        list.updater.flush()
        #expect(finished == true)
        #expect(list.collectionView.itemCounts == [4])
        #expect(list.collectionView.visibleCells.map { $0.content.text } == ["7", "seven", "8", "eight"])
    }

    @Test func test_whenAdapterReloadsObjects_thatSectionUpdated() {
        let list = BindingList(post: Post(id: 1, lines: ["7", "seven"]))
        list.adapter.reloadObjects([Post(id: 1, lines: ["four", "4", "seven", "7"])])
        var finished: Bool?
        list.adapter.performBatch(animated: true, updates: { _ in }, completion: { finished = $0 })
        list.updater.flush()
        #expect(finished == true)
        #expect(list.collectionView.visibleCells.map { $0.content.text } == ["four", "4", "seven", "7"])
    }

    @Test func test_whenUpdating_withViewModelMovesAndReloads_thatCellUpdatedAndInstanceSame() throws {
        let list = BindingList(post: Post(id: 1, lines: ["foo", "bar", "42:baz"]))
        let cells = (0..<3).map { list.collectionView.cellForItem(at: path(0, $0)) }
        list.source.post = Post(id: 1, lines: ["42:bang", "foo", "bar"])
        list.adapter.performUpdates(animated: true)
        list.updater.flush()
        #expect(list.collectionView.visibleCells.map { $0.content.text } == ["42:bang", "foo", "bar"])
        #expect(list.collectionView.cellForItem(at: path(0, 1)) === cells[0])
        #expect(list.collectionView.cellForItem(at: path(0, 2)) === cells[1])
        #expect(list.collectionView.cellForItem(at: path(0, 0)) === cells[2])
    }

    // The binding cases: a later update coalesced with a queued one reports false at once; the update
    // completion runs after the item batch even when the section objects are equal; sizes of indexes without a
    // view model are zero; interactive moves reorder the view models.
    @Test func test_whenUpdatingTwiceBeforeTheBatchRuns_thatTheSecondCompletesWithNO() throws {
        let list = BindingList(post: Post(id: 1, lines: ["a"]))
        let section = try #require(list.adapter.sectionController(forSection: 0) as? PostSection)
        var results: [String] = []
        list.source.post = Post(id: 1, lines: ["a", "b"])
        section.update(animated: true) { results.append("first \($0)") }
        section.update(animated: true) { results.append("second \($0)") }
        #expect(results == ["second false"])
        list.updater.flush()
        #expect(results == ["second false", "first true"])
    }

    @Test func test_whenSectionObjectsAreEqual_thatPerformUpdatesCompletesAfterTheItemBatch() {
        let list = BindingList(post: Post(id: 1, lines: ["a"]))
        list.source.post = Post(id: 1, lines: ["a", "b"])  // equal as a section object: only the lines differ
        var countsAtCompletion: [Int]?
        list.adapter.performUpdates(animated: true) { _ in countsAtCompletion = list.collectionView.itemCounts }
        list.updater.flush()
        #expect(countsAtCompletion == [2])
        #expect(list.updater.transitions.count == 1)
    }

    @Test func test_whenSizingAnIndexWithoutViewModel_thatSizeIsZero() throws {
        let list = BindingList(post: Post(id: 1, lines: ["a"]))
        let section = try #require(list.adapter.sectionController(forSection: 0))
        #expect(section.sizeForItem(at: 0) == CGSize(width: 100, height: 20))
        #expect(section.sizeForItem(at: 5) == .zero)
    }

    @Test func test_whenMovingObjects_thatViewModelsAreReordered() throws {
        let list = BindingList(post: Post(id: 1, lines: ["a", "b", "c"]))
        let section = try #require(list.adapter.sectionController(forSection: 0) as? PostSection)
        section.moveObject(from: 2, to: 0)
        #expect(section.viewModels.map { ($0 as! Tagged).text } == ["c", "a", "b"])
    }
}
