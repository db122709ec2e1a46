import Foundation
import ListAdapterKit
import ListDiffKit
import ListCore
import ListLayoutKit
import Testing
import ListLayoutKit

@MainActor @Suite struct ListCollectionViewTests {
    private func path(_ section: Int, _ item: Int) -> ListIndexPath { ListIndexPath(section: section, item: item) }

    @Test func test_whenLoaded_with200ptViewport_thatFiveCellsAreVisibleWithFrames() {
        let model = CountsModel([3, 4])
        let collectionView = model.makeCollectionView()
        #expect(collectionView.indexPathsForVisibleItems == [path(0, 0), path(0, 1), path(0, 2), path(1, 0), path(1, 1)])
        #expect(collectionView.cellForItem(at: path(1, 1))?.frame == CGRect(x: 0, y: 160, width: 100, height: 40))
        #expect(collectionView.cellForItem(at: path(1, 1))?.content.text == "1-1")
        #expect(collectionView.contentSize == CGSize(width: 100, height: 280))
    }

    @Test func test_whenScrolling_thatCellsLeaveIntoThePoolAndAreReused() {
        let model = CountsModel([10])
        let collectionView = model.makeCollectionView(height: 80)
        let first = collectionView.cellForItem(at: path(0, 0))!
        model.events = []
        collectionView.contentOffset = CGPoint(x: 0, y: 80)
        #expect(collectionView.indexPathsForVisibleItems == [path(0, 2), path(0, 3)])
        #expect(model.events == ["didEndDisplaying [0, 0]", "didEndDisplaying [0, 1]", "willDisplay [0, 2]", "willDisplay [0, 3]", "didScroll 80.0"])
        let reused = collectionView.visibleCells.filter { $0 === first }
        #expect(reused.count == 1)
        #expect(reused.first?.reuseCount == 1)
        #expect(reused.first?.content.text == "0-2" || reused.first?.content.text == "0-3")
    }

    @Test func test_whenBatchIsInconsistent_thatItThrowsAndStateIsUnchanged() {
        let model = CountsModel([3])
        let collectionView = model.makeCollectionView()
        collectionView.selectItem(at: path(0, 2), animated: false)
        let cells = collectionView.visibleCells
        model.counts = [5]
        #expect(throws: ListBatchUpdateError.invalidNumberOfItems(section: 0, after: 5, before: 3, inserted: 1, deleted: 0, movedIn: 0, movedOut: 0)) {
            try collectionView.performBatchUpdates { () throws(ListBatchUpdateError) in
                try collectionView.insertItems(at: [ListIndexPath(section: 0, item: 0)])
            }
        }
        #expect(collectionView.itemCounts == [3])
        #expect(collectionView.visibleCells.map(ObjectIdentifier.init) == cells.map(ObjectIdentifier.init))
        #expect(collectionView.indexPathsForSelectedItems == [path(0, 2)])
        #expect(collectionView.lastTransition?.kind == .reloadData)
    }

    @Test func test_whenBatchIsValid_thatCellsAndSelectionFollowTheirItems() throws {
        let model = CountsModel([3])
        let collectionView = model.makeCollectionView()
        let third = collectionView.cellForItem(at: path(0, 2))!
        collectionView.selectItem(at: path(0, 2), animated: false)
        model.counts = [3]
        var finished = false
        try collectionView.performBatchUpdates({ () throws(ListBatchUpdateError) in
            try collectionView.deleteItems(at: [path(0, 0)])
            try collectionView.insertItems(at: [path(0, 2)])
        }, completion: { finished = $0 })
        #expect(finished)
        #expect(collectionView.cellForItem(at: path(0, 1)) === third)
        #expect(third.frame == CGRect(x: 0, y: 40, width: 100, height: 40))
        #expect(collectionView.indexPathsForSelectedItems == [path(0, 1)])
        #expect(collectionView.cellForItem(at: path(0, 2))?.content.text == "0-2")
        let transition = try #require(collectionView.lastTransition)
        #expect(transition.kind == .batchUpdate)
        #expect(transition.insertedItems == [path(0, 2)])
        #expect(transition.deletedItems == [path(0, 0)])
        #expect(transition.layoutBefore.itemFrames[0][2] == CGRect(x: 0, y: 80, width: 100, height: 40))
    }

    @Test func test_whenSingleOperationOutsideBatch_thatItIsItsOwnBatch() throws {
        let model = CountsModel([2, 1])
        let collectionView = model.makeCollectionView()
        model.counts = [1]
        try collectionView.deleteSections([0])
        #expect(collectionView.itemCounts == [1])
        model.counts = [1, 0]
        #expect(throws: ListBatchUpdateError.self) { try collectionView.insertSections([3]) }
        #expect(collectionView.itemCounts == [1])
    }

    @Test func test_whenReloadingSection_thatItsCellsAreReplaced() throws {
        let model = CountsModel([2, 1])
        let collectionView = model.makeCollectionView()
        let old = collectionView.cellForItem(at: path(1, 0))!
        let kept = collectionView.cellForItem(at: path(0, 0))!
        try collectionView.reloadSections([1])
        #expect(collectionView.cellForItem(at: path(0, 0)) === kept)
        // As in UIKit, the new cell is displayed before the old one ends display (into the reuse pool).
        #expect(collectionView.cellForItem(at: path(1, 0)) !== old)
        #expect(old.reuseCount == 0)
        try collectionView.reloadSections([1])
        #expect(collectionView.cellForItem(at: path(1, 0)) === old)  // recycled through the pool
        #expect(old.reuseCount == 1)
        #expect(collectionView.lastTransition?.insertedItems == [path(1, 0)])
    }

    @Test func test_whenTapping_withSingleSelection_thatDelegateSeesUIKitsSequence() {
        let model = CountsModel([3])
        let collectionView = model.makeCollectionView()
        model.events = []
        collectionView.tapItem(at: path(0, 0))
        collectionView.tapItem(at: path(0, 1))
        #expect(model.events == [
            "didHighlight [0, 0]", "didUnhighlight [0, 0]", "didSelect [0, 0]",
            "didHighlight [0, 1]", "didUnhighlight [0, 1]", "didDeselect [0, 0]", "didSelect [0, 1]",
        ])
        #expect(collectionView.indexPathsForSelectedItems == [path(0, 1)])
        #expect(collectionView.cellForItem(at: path(0, 1))?.isSelected == true)
        #expect(collectionView.cellForItem(at: path(0, 0))?.isSelected == false)
    }

    @Test func test_whenTapping_withMultipleSelection_thatSecondTapDeselects() {
        let model = CountsModel([3])
        let collectionView = model.makeCollectionView()
        collectionView.allowsMultipleSelection = true
        model.refuseSelection = [path(0, 2)]
        collectionView.tapItem(at: path(0, 0))
        collectionView.tapItem(at: path(0, 1))
        collectionView.tapItem(at: path(0, 2))
        #expect(collectionView.indexPathsForSelectedItems == [path(0, 0), path(0, 1)])
        collectionView.tapItem(at: path(0, 0))
        #expect(collectionView.indexPathsForSelectedItems == [path(0, 1)])
    }

    @Test func test_whenTouchIsDown_thatCellIsHighlightedUntilTouchUp() {
        let model = CountsModel([1])
        let collectionView = model.makeCollectionView()
        collectionView.touchDown(at: path(0, 0))
        #expect(collectionView.cellForItem(at: path(0, 0))?.isHighlighted == true)
        #expect(collectionView.indexPathsForHighlightedItems == [path(0, 0)])
        collectionView.touchUp(at: path(0, 0))
        #expect(collectionView.cellForItem(at: path(0, 0))?.isHighlighted == false)
        #expect(collectionView.indexPathsForSelectedItems == [path(0, 0)])
    }

    @Test func test_whenScrollingToItem_thatOffsetIsClampedToContent() {
        let model = CountsModel([10])
        let collectionView = model.makeCollectionView(height: 100)
        collectionView.scrollToItem(at: path(0, 5), at: .top, animated: false)
        #expect(collectionView.contentOffset.y == 200)
        collectionView.scrollToItem(at: path(0, 9), at: .top, animated: false)
        #expect(collectionView.contentOffset.y == 300)
        collectionView.scrollToItem(at: path(0, 0), at: .centeredVertically, animated: false)
        #expect(collectionView.contentOffset.y == 0)
    }

    @Test func test_whenReorderingInteractively_thatItemMovesAndDataSourceIsTold() {
        let model = CountsModel([3, 1])
        let collectionView = model.makeCollectionView()
        let first = collectionView.cellForItem(at: path(0, 0))!
        #expect(collectionView.beginInteractiveMovementForItem(at: path(0, 0)))
        collectionView.updateInteractiveMovementTarget(to: path(1, 1))
        #expect(collectionView.interactiveMovementTarget == path(1, 1))
        collectionView.endInteractiveMovement()
        #expect(collectionView.itemCounts == [2, 2])
        #expect(model.counts == [2, 2])
        #expect(collectionView.cellForItem(at: path(1, 1)) === first)
        model.movable = false
        #expect(!collectionView.beginInteractiveMovementForItem(at: path(0, 0)))
    }

    @Test func test_whenHeadersAreVisible_thatSupplementaryViewsAreDequeued() {
        let model = CountsModel([1, 1])
        model.headerHeight = 20
        let collectionView = model.makeCollectionView()
        let header = collectionView.supplementaryView(forElementKind: ListElementKind.header, at: path(1, 0))
        #expect(header?.frame == CGRect(x: 0, y: 60, width: 100, height: 20))
        #expect(collectionView.visibleSupplementaryViews.count == 2)
    }
}

@MainActor @Suite struct ListCollectionViewLayoutConformanceTests {
    @Test func test_whenUsingIGListKitLayout_withInsetsAndHeader_thatFramesFollowItsRules() {
        let list = ListFixture(rows(2, 1), configure: { $0.headerHeight = 20 })
        var layout = ListCollectionViewLayout(stickyHeaders: true)
        layout.scale = 2
        list.collectionView.collectionViewLayout = layout
        list.adapter.sectionController(forSection: 1)?.inset = ListEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        list.collectionView.invalidateLayout()
        let result = list.collectionView.layoutResult
        #expect(result.headerFrames == [CGRect(x: 0, y: 0, width: 100, height: 20), CGRect(x: 0, y: 105, width: 100, height: 20)])
        #expect(result.itemFrames == [
            [CGRect(x: 0, y: 20, width: 100, height: 40), CGRect(x: 0, y: 60, width: 100, height: 40)],
            [CGRect(x: 0, y: 125, width: 100, height: 40)],
        ])
        #expect(list.collectionView.contentSize == CGSize(width: 100, height: 165))
        list.collectionView.contentOffset = CGPoint(x: 0, y: 10)
        #expect(list.collectionView.supplementaryView(forElementKind: .header, at: ListIndexPath(section: 0, item: 0))?.frame.minY == 10)
    }
}

@MainActor @Suite struct ListUpdateTransitionMoveTests {
    private func path(_ section: Int, _ item: Int) -> ListIndexPath { ListIndexPath(section: section, item: item) }

    @Test func test_whenASectionMovesAndItemsShift_thatMovedItemsListsOnlyMoves_andSurvivingItemsEveryKeptItem() throws {
        let model = CountsModel([2, 1, 3])
        let collectionView = model.makeCollectionView()
        model.counts = [1, 2, 3]  // section 1 (one item) moves to the front; section 0 loses its first item
        try collectionView.performBatchUpdates { () throws(ListBatchUpdateError) in
            try collectionView.moveSection(1, toSection: 0)
            try collectionView.deleteItems(at: [path(0, 0)])
            try collectionView.insertItems(at: [path(1, 1)])
        }
        let transition = try #require(collectionView.lastTransition)
        #expect(transition.movedItems == [.init(from: path(1, 0), to: path(0, 0))])
        #expect(transition.survivingItems == [
            .init(from: path(1, 0), to: path(0, 0)), .init(from: path(0, 1), to: path(1, 0)),
            .init(from: path(2, 0), to: path(2, 0)), .init(from: path(2, 1), to: path(2, 1)),
            .init(from: path(2, 2), to: path(2, 2)),
        ])
    }
}
