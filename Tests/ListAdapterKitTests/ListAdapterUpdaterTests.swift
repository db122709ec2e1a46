import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import Testing

@MainActor @Suite struct ListAdapterUpdaterTests {
    private func path(_ section: Int, _ item: Int) -> ListIndexPath { ListIndexPath(section: section, item: item) }

    @Test func test_whenSectionMovesAsDeletesInserts_thatMovesBecomeDeletesAndInserts() throws {
        let list = ListFixture(rows(1, 1, 1))
        list.updater.sectionMovesAsDeletesInserts = true
        list.feed.rows = [list.feed.rows[2], list.feed.rows[0], list.feed.rows[1]]
        list.adapter.performUpdates(animated: true)
        let transitions = list.updater.flushRecording()
        let update = try #require(transitions.last?.update)
        #expect(update.moveSections.isEmpty)
        #expect(update.deleteSections == [0, 1, 2] && update.insertSections == [0, 1, 2])  // IGListKit reports 3 moves
        #expect(list.visibleTexts == ["c-0", "a-0", "b-0"])
    }

    @Test func test_whenReloadIsQueuedWithUpdates_thatOneReloadCoversThemAndAllCompletionsRun() {
        let list = ListFixture(rows(1))
        var finished: [String] = []
        list.feed.rows = rows(1, 1)
        list.adapter.performUpdates(animated: true) { _ in finished.append("update") }
        list.adapter.reloadData { _ in finished.append("reload") }
        let transitions = list.updater.flushRecording()
        #expect(finished == ["update", "reload"])
        #expect(transitions.map(\.kind) == [.reloadData])
        #expect(list.collectionView.itemCounts == [1, 1])
    }

    @Test func test_whenFlushIsScheduledAutomatically_thatTheUpdateRunsOnALaterMainActorTurn() async {
        let list = ListFixture(rows(1))
        list.updater.schedulesFlushAutomatically = true
        list.feed.rows = rows(1, 2)
        list.adapter.performUpdates(animated: true, completion: nil)  // without await: the completion form
        #expect(list.collectionView.itemCounts == [1])  // not yet: the next turn
        for _ in 0..<10 where list.updater.hasPendingUpdates { await Task.yield() }
        #expect(!list.updater.hasPendingUpdates)
        #expect(list.collectionView.itemCounts == [1, 2])
    }

    @Test func test_whenACompletionQueuesAnotherUpdate_thatFlushRunsItInALaterRound() {
        let list = ListFixture(rows(1))
        list.feed.rows = rows(1, 1)
        list.adapter.performUpdates(animated: true) { _ in
            list.feed.rows = rows(1, 1, 1)
            list.adapter.performUpdates(animated: true)
        }
        let transitions = list.updater.flushRecording()
        #expect(list.collectionView.itemCounts == [1, 1, 1])
        #expect(transitions.map(\.update.insertSections) == [[1], [2]])
        #expect(list.updater.flushRecording().isEmpty)
    }

    @Test func test_whenSectionControllersSetSpacingAndInset_thatTheLayoutGetsThem() throws {
        let list = ListFixture(rows(2))
        let controller = try #require(list.adapter.sectionController(forSection: 0))
        controller.inset = ListEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        controller.minimumLineSpacing = 5
        controller.minimumInteritemSpacing = 6
        let section = list.collectionView.layoutInput().sections[0]
        #expect(section.inset == ListEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(section.minimumLineSpacing == 5 && section.minimumInteritemSpacing == 6)
        #expect(section.itemSizes == [CGSize(width: 100, height: 40), CGSize(width: 100, height: 40)])
    }

    @Test func test_whenMovingAnItemAcrossSectionsInABatch_thatCountsFollow() throws {
        let list = ListFixture(rows(2, 1))
        let first = try #require(list.adapter.sectionController(forSection: 0) as? RowSection)
        let second = try #require(list.adapter.sectionController(forSection: 1) as? RowSection)
        let moved = list.collectionView.cellForItem(at: path(0, 1))
        list.updater.performUpdate(collectionView: list.collectionView, animated: true, itemUpdates: {
            first.row.count = 1
            second.row.count = 2
            list.feed.rows = [first.row, second.row]
            list.updater.moveItem(in: list.collectionView, from: path(0, 1), to: path(1, 0))
        }, completion: nil)
        let transitions = list.updater.flushRecording()
        #expect(list.collectionView.itemCounts == [1, 2])
        #expect(list.collectionView.cellForItem(at: path(1, 0)) === moved)
        #expect(transitions.last?.movedItems.contains(.init(from: path(0, 1), to: path(1, 0))) == true)
    }
}
