import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListTestSupport
import ListViewKit
import Testing

/// Ports of Instagram/IGListKit `Tests/IGListAdapterTests.m`, keeping their names. The synchronous
/// ``ListReloadDataUpdater`` stands in for `IGListReloadDataUpdater`; the viewport is 100×100 and every item
/// 100×10, as there.
@MainActor @Suite struct IGListAdapterTests {
    func path(_ section: Int, _ item: Int) -> ListIndexPath { ListIndexPath(section: section, item: item) }

    @Test func test_whenAdapterNotUpdated_withDataSourceUpdated_thatAdapterHasNoSectionControllers() {
        let list = NumberList()
        list.source.objects = [0, 1, 2]
        #expect(list.adapter.sectionController(for: 0) == nil)
        #expect(list.adapter.sectionController(for: 1) == nil)
        #expect(list.adapter.sectionController(for: 2) == nil)
    }

    @Test func test_whenAdapterUpdated_thatAdapterHasSectionControllers() {
        let list = NumberList()
        list.source.objects = [0, 1, 2]
        list.adapter.performUpdates(animated: true)
        #expect(list.section(0) != nil && list.section(1) != nil && list.section(2) != nil)
    }

    @Test func test_whenAdapterReloaded_thatAdapterHasSectionControllers() {
        let list = NumberList()
        list.source.objects = [0, 1, 2]
        list.adapter.reloadData()
        #expect(list.section(0) != nil && list.section(1) != nil && list.section(2) != nil)
    }

    @Test func test_whenAdapterUpdated_thatSectionControllerHasSection() throws {
        let list = NumberList()
        list.source.objects = [0, 1, 2]
        list.adapter.performUpdates(animated: true)
        #expect(list.adapter.section(for: try #require(list.section(1))) == 1)
    }

    @Test func test_whenAdapterUpdated_withUnknownItem_thatSectionControllerHasNoSection() {
        let list = NumberList([0, 1, 2])
        #expect(list.adapter.section(for: NumberSection()) == NSNotFound)
    }

    @Test func test_whenQueryingAdapter_withUnknownItem_thatSectionControllerIsNil() {
        let list = NumberList([0, 1, 2])
        #expect(list.adapter.sectionController(for: 3) == nil)
    }

    @Test func test_whenAdapterUpdated_thatSectionControllerHasCorrectObject() throws {
        let list = NumberList([0, 1, 2])
        #expect(list.adapter.object(for: try #require(list.section(1))) as? Int == 1)
    }

    @Test func test_whenQueryingAdapter_withUnknownItem_thatObjectForSectionControllerIsNil() {
        let list = NumberList([0, 1, 2])
        #expect(list.adapter.object(for: NumberSection()) == nil)
    }

    @Test func test_whenReloadingData_thatNewSectionControllersAreCreated() throws {
        let list = NumberList([0, 1, 2])
        list.adapter.reloadData()
        let old = try #require(list.section(1))
        list.adapter.reloadData()
        let new = try #require(list.section(1))
        #expect(old !== new)
        #expect(old.section == NSNotFound)
        #expect(new.section == 1)
    }

    @Test func test_whenSettingCollectionView_thenSettingDataSource_thatViewControllerIsSet() {
        let owner = ListViewController()
        let source = NumberSource([0, 1, 2])
        let adapter = ListAdapter(updater: ListReloadDataUpdater(), viewController: owner)
        adapter.collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: 100), layout: StackLayout())
        adapter.dataSource = source
        #expect(adapter.sectionController(for: 1)?.viewController === owner)
    }

    @Test func test_whenSettingCollectionView_thenSettingDataSource_thatCellExists() {
        let collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: 100), layout: StackLayout())
        let source = NumberSource([1])
        let adapter = ListAdapter(updater: ListReloadDataUpdater(), viewController: nil)
        adapter.collectionView = collectionView
        adapter.dataSource = source
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: path(0, 0)) != nil)
    }

    @Test func test_whenSettingDataSource_thenSettingCollectionView_thatCellExists() {
        let collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: 100), layout: StackLayout())
        let source = NumberSource([1])
        let adapter = ListAdapter(updater: ListReloadDataUpdater(), viewController: nil)
        adapter.dataSource = source
        adapter.collectionView = collectionView
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: path(0, 0)) != nil)
    }

    @Test func test_whenChangingCollectionViews_thatCellsExist() {
        let collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: 100), layout: StackLayout())
        let source = NumberSource([1])
        let updater = ListAdapterUpdater()
        updater.schedulesFlushAutomatically = false
        let adapter = ListAdapter(updater: updater, viewController: nil)
        adapter.dataSource = source
        adapter.collectionView = collectionView
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: path(0, 0)) != nil)
        let other = ListCollectionView(boundsSize: CGSize(width: 100, height: 100), layout: StackLayout())
        adapter.collectionView = other
        other.layoutIfNeeded()
        #expect(other.cellForItem(at: path(0, 0)) != nil)
    }

    @Test func test_whenChangingCollectionViewsToACollectionViewInUseByAnotherAdapter_thatCollectionViewDelegateIsUpdated() {
        let collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: 100), layout: StackLayout())
        let source1 = NumberSource([1])
        let source2 = NumberSource()
        let adapter1 = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
        let adapter2 = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
        adapter1.dataSource = source1
        adapter1.dataSource = source2
        adapter1.collectionView = collectionView
        #expect(collectionView.dataSource === adapter1)
        adapter2.collectionView = collectionView
        #expect(collectionView.dataSource === adapter2)
        adapter1.collectionView = collectionView
        #expect(collectionView.dataSource === adapter1)
    }

    @Test func test_whenCellsExtendBeyondBounds_thatVisibleSectionControllersAreLimited() {
        let list = NumberList(Array(1...12))
        #expect(list.collectionView.numberOfSections == 12)
        let visible = list.adapter.visibleSectionControllers()
        #expect(visible.count == 4)
        #expect(visible.map { ($0 as! NumberSection).number } == [1, 2, 3, 4])
    }

    @Test func test_whenCellsExtendBeyondBounds_thatVisibleCellsExistForSectionControllers() throws {
        let list = NumberList([2, 3, 4, 5, 6])
        let counts = try [2, 3, 4, 5, 6].map { list.adapter.visibleCells(for: try #require(list.section($0))).count }
        #expect(counts == [2, 3, 4, 1, 0])
    }

    @Test func test_whenCellsExtendBeyondBounds_thatVisibleIndexPathsExistForSectionControllers() throws {
        let list = NumberList([2, 3, 4, 5, 6])
        let counts = try [2, 3, 4, 5, 6].map {
            list.adapter.visibleIndexPaths(for: try #require(list.section($0))).count
        }
        #expect(counts == [2, 3, 4, 1, 0])
    }

    @Test func test_whenDataSourceAddsItems_thatEmptyViewBecomesVisible() {
        let list = NumberList()
        let background = ListReusableView(reuseIdentifier: "empty")
        list.source.backgroundView = background
        list.adapter.reloadData()
        #expect(list.collectionView.backgroundView === background)
        list.source.objects = [2]
        list.adapter.reloadData()
        #expect(list.collectionView.backgroundView == nil)
    }

    @Test func test_whenAdapterReleased_withSectionControllerStrongRefToCell_thatSectionControllersRelease() throws {
        weak var weakCollectionView: ListCollectionView?
        weak var weakAdapter: ListAdapter?
        weak var weakSectionController: NumberSection?
        try {
            let collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: 100), layout: StackLayout())
            let source = NumberSource([0, 1, 2])
            let adapter = ListAdapter(updater: ListReloadDataUpdater(), viewController: nil)
            adapter.collectionView = collectionView
            adapter.dataSource = source
            let sectionController = try #require(adapter.sectionController(for: 1) as? NumberSection)
            collectionView.layoutIfNeeded()
            let cell = try #require(collectionView.cellForItem(at: ListIndexPath(section: 1, item: 0)))
            sectionController.retained = cell
            weakCollectionView = collectionView
            weakAdapter = adapter
            weakSectionController = sectionController
            #expect(weakCollectionView != nil && weakAdapter != nil && weakSectionController != nil)
        }()
        #expect(weakCollectionView == nil)
        #expect(weakAdapter == nil)
        #expect(weakSectionController == nil)
    }

    @Test func test_whenAdapterReleased_withSectionControllerStrongRefToCollectionView_thatSectionControllersRelease() throws {
        weak var weakCollectionView: ListCollectionView?
        weak var weakAdapter: ListAdapter?
        weak var weakSectionController: NumberSection?
        try {
            let collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: 100), layout: StackLayout())
            let source = NumberSource([0, 1, 2])
            let adapter = ListAdapter(updater: ListReloadDataUpdater(), viewController: nil)
            adapter.collectionView = collectionView
            adapter.dataSource = source
            let sectionController = try #require(adapter.sectionController(for: 1) as? NumberSection)
            collectionView.layoutIfNeeded()
            sectionController.retained = collectionView
            weakCollectionView = collectionView
            weakAdapter = adapter
            weakSectionController = sectionController
            #expect(weakCollectionView != nil && weakAdapter != nil && weakSectionController != nil)
        }()
        #expect(weakCollectionView == nil)
        #expect(weakAdapter == nil)
        #expect(weakSectionController == nil)
    }

    @Test func test_whenAdapterUpdatedTwice_withThreeSections_thatSectionsUpdatedFirstLast() throws {
        let list = NumberList([0, 1, 2])
        let flags = { [0, 1, 2].map { (list.section($0)!.isFirstSection, list.section($0)!.isLastSection) } }
        #expect(flags().map(\.0) == [true, false, false])
        #expect(flags().map(\.1) == [false, false, true])
        list.source.objects = [2, 0, 1]
        list.adapter.performUpdates(animated: false)
        #expect(flags().map(\.0) == [false, false, true])
        #expect(flags().map(\.1) == [false, true, false])
    }

    @Test func test_whenAdapterUpdated_withObjectsOverflow_thatVisibleObjectsIsSubsetOfAllObjects() {
        let list = NumberList([1, 2, 3, 4, 5, 6])
        list.collectionView.contentOffset = CGPoint(x: 0, y: 30)
        list.collectionView.layoutIfNeeded()
        #expect(list.adapter.visibleObjects().map { $0 as! Int }.sorted() == [3, 4, 5])
    }

    @Test func test_whenAdapterUpdated_fetchingCellIsValid() throws {
        let list = NumberList([1, 2, 3, 4, 5, 6])
        list.collectionView.layoutIfNeeded()
        #expect(list.adapter.cellForItem(at: 0, sectionController: try #require(list.section(2))) != nil)
    }

    @Test func test_whenAdapterUpdated_thatVisibleCellsForObjectAreFound() {
        let list = NumberList([2, 10, 5])
        list.collectionView.contentOffset = CGPoint(x: 0, y: 80)
        list.collectionView.layoutIfNeeded()
        let cells = list.adapter.visibleCells(for: 10)
        #expect(cells.compactMap { list.collectionView.indexPath(for: $0)?.item } == [6, 7, 8, 9])
        #expect(list.adapter.visibleCells(for: 5).count == 5)
    }

    @Test func test_whenAdapterUpdated_thatVisibleCellsForNilObjectIsEmpty() {
        let list = NumberList([2, 10, 5])
        list.collectionView.contentOffset = CGPoint(x: 0, y: 80)
        #expect(list.adapter.visibleCells(for: 3).isEmpty)
    }

    @Test func test_whenAdapterUpdated_thatFullyVisibleIndexPathsIsCorrect() throws {
        let list = NumberList([2, 10, 5])
        list.collectionView.layoutIfNeeded()
        #expect(list.adapter.visibleIndexPaths(for: try #require(list.section(10))).count == 8)
    }

    @Test func test_whenScrollVerticallyToItem() {
        let list = NumberList([1, 2, 3, 4, 5, 6])
        #expect(list.collectionView.numberOfSections == 6)
        let expectations: [(Int, ListScrollPosition, CGFloat)] = [
            (1, .none, 0), (2, .none, 10), (3, .none, 30), (6, .none, 110), (6, .centeredVertically, 110),
            (6, .bottom, 110),
        ]
        for (object, position, y) in expectations {
            list.adapter.scroll(to: object, scrollDirection: .vertical, scrollPosition: position, animated: false)
            #expect(list.collectionView.contentOffset == CGPoint(x: 0, y: y), "\(object) \(position)")
        }
    }

    @Test func test_whenScrollVerticallyToItemInASectionWithNoCellsAndNoSupplymentaryView() {
        let list = NumberList([1, 0, 300])
        #expect(list.collectionView.numberOfSections == 3)
        list.adapter.scroll(to: 1, scrollDirection: .vertical, scrollPosition: .none, animated: false)
        #expect(list.collectionView.contentOffset == .zero)
        list.adapter.scroll(to: 0, scrollDirection: .vertical, scrollPosition: .none, animated: false)
        #expect(list.collectionView.contentOffset == .zero)
        list.adapter.scroll(to: 300, scrollDirection: .vertical, scrollPosition: .none, animated: false)
        #expect(list.collectionView.contentOffset == CGPoint(x: 0, y: 10))
    }

    @Test func test_whenScrollVerticallyToItemInASectionWithNoCellsButAHeaderSupplymentaryView() {
        let list = NumberList([1, 0, 300])
        list.section(0)?.headerKinds = [.header]
        list.adapter.performUpdates(animated: false)
        #expect(list.collectionView.numberOfSections == 3)
        list.adapter.scroll(to: 1, scrollDirection: .vertical, scrollPosition: .none, animated: false)
        #expect(list.collectionView.contentOffset == .zero)
        list.adapter.scroll(to: 0, scrollDirection: .vertical, scrollPosition: .none, animated: false)
        #expect(list.collectionView.contentOffset == .zero)
        list.adapter.scroll(
            to: 0, supplementaryKinds: [ListCollectionView.elementKindSectionHeader], scrollDirection: .vertical, scrollPosition: .top, animated: false)
        #expect(list.collectionView.contentOffset == CGPoint(x: 0, y: 10))
        list.adapter.scroll(to: 300, scrollDirection: .vertical, scrollPosition: .none, animated: false)
        #expect(list.collectionView.contentOffset == CGPoint(x: 0, y: 20))
    }

    @Test func test_whenScrollVerticallyToItemWithPositionning() {
        let list = NumberList([1, 100, 200])
        let expectations: [(Int, ListScrollPosition, CGFloat)] = [
            (1, .none, 0), (1, .top, 0), (1, .centeredVertically, 0), (1, .bottom, 0),
            (100, .none, 10), (100, .top, 10), (100, .centeredVertically, 460), (100, .bottom, 910),
        ]
        for (object, position, y) in expectations {
            list.adapter.scroll(to: object, scrollDirection: .vertical, scrollPosition: position, animated: false)
            #expect(list.collectionView.contentOffset == CGPoint(x: 0, y: y), "\(object) \(position)")
        }
        list.adapter.scroll(to: 200, scrollDirection: .vertical, scrollPosition: .bottom, animated: false)
        #expect(list.collectionView.contentOffset.y == list.collectionView.contentSize.height - 100)
    }

    @Test func test_whenScrollVerticallyToBottom_withContentInsets_thatBottomFlushWithCollectionViewBounds() {
        let list = NumberList([100])
        let cases: [(ListEdgeInsets, CGFloat)] = [
            (.zero, 900), (ListEdgeInsets(top: 100), 900), (ListEdgeInsets(bottom: 100), 1000),
            (ListEdgeInsets(top: 50, bottom: 100), 1000),
        ]
        for (inset, y) in cases {
            list.collectionView.contentInset = inset
            list.adapter.scroll(to: 100, scrollDirection: .vertical, scrollPosition: .bottom, animated: false)
            #expect(list.collectionView.contentOffset == CGPoint(x: 0, y: y), "\(inset)")
        }
    }

    @Test func test_whenScrollHorizontalToRight_withContentInsets_thatRightFlushWithCollectionViewBounds() {
        let list = NumberList(layout: NumberList.horizontalLayout())
        list.source.horizontal = true
        list.source.objects = [100]
        list.adapter.reloadData()
        let cases: [(ListEdgeInsets, CGFloat)] = [
            (.zero, 900), (ListEdgeInsets(left: 100), 900), (ListEdgeInsets(right: 100), 1000),
            (ListEdgeInsets(left: 50, right: 100), 1000),
        ]
        for (inset, x) in cases {
            list.collectionView.contentInset = inset
            list.adapter.scroll(to: 100, scrollDirection: .horizontal, scrollPosition: .right, animated: false)
            #expect(list.collectionView.contentOffset == CGPoint(x: x, y: 0), "\(inset)")
        }
    }

    @Test func test_whenScrollToItem_thatNonVisibleCellsDidNotAppear() throws {
        let list = NumberList()
        let source = NumberSource([20, 22])
        list.adapter.dataSource = source
        list.adapter.scroll(to: 22, scrollDirection: .vertical, scrollPosition: .top, animated: false)
        list.collectionView.layoutIfNeeded()
        let first = try #require(list.adapter.sectionController(for: 20) as? NumberSection)
        let last = try #require(list.adapter.sectionController(for: 22) as? NumberSection)
        #expect(!first.wasDisplayed)
        #expect(last.wasDisplayed)
    }

    @Test func test_whenScrollVerticallyToItem_thatFeedIsEmpty() {
        let list = NumberList()
        #expect(list.collectionView.numberOfSections == 0)
        list.adapter.scroll(to: 1, scrollDirection: .vertical, scrollPosition: .none, animated: false)
        #expect(list.collectionView.contentOffset == .zero)
    }

    @Test func test_whenScrollVerticallyToItem_thatItemNotInFeed() {
        let list = NumberList([1, 2, 3, 4])
        for object in [1, 5, 2, 5] {
            list.adapter.scroll(to: object, scrollDirection: .vertical, scrollPosition: .none, animated: false)
            #expect(list.collectionView.contentOffset == .zero)
        }
    }

    @Test func test_whenQueryingSectionForObject_thatSectionReturned() {
        let list = NumberList([0, 1, 2])
        #expect([0, 1, 2, 3].map { list.adapter.section(for: $0) } == [0, 1, 2, NSNotFound])
    }

    @Test func test_whenQueryingSectionControllerForSection_thatControllerReturned() {
        let list = NumberList([0, 1, 2])
        for number in 0...2 { #expect(list.adapter.sectionController(forSection: number) === list.section(number)) }
    }

    @Test func test_whenReloadingData_withNoDataSource_thatCompletionCalledWithNO() {
        let adapter = ListAdapter(updater: ListReloadDataUpdater(), viewController: nil)
        adapter.collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: 100), layout: StackLayout())
        var finished: Bool?
        adapter.reloadData { finished = $0 }
        #expect(finished == false)
    }

    @Test func test_whenReloadingData_withNoCollectionView_thatCompletionCalledWithNO() {
        let source = NumberSource([1])
        let adapter = ListAdapter(updater: ListReloadDataUpdater(), viewController: nil)
        adapter.dataSource = source
        var finished: Bool?
        adapter.reloadData { finished = $0 }
        #expect(finished == false)
    }

    @Test func test_whenReloadingObjectsThatDontExist_thatAdapterContinues() {
        let list = NumberList([0, 1, 2])
        list.adapter.reloadObjects([1, 3])
        #expect(list.collectionView.numberOfSections == 3)
    }

    @Test func test_whenDeselectingThroughContext_thatCellDeselected() throws {
        let list = NumberList([1, 2, 3])
        list.collectionView.selectItem(at: path(0, 0), animated: false, scrollPosition: .top)
        #expect(list.collectionView.cellForItem(at: path(0, 0))?.isSelected == true)
        list.adapter.deselectItem(at: 0, sectionController: try #require(list.section(1)), animated: false)
        #expect(list.collectionView.cellForItem(at: path(0, 0))?.isSelected == false)
    }

    @Test func test_whenSelectingThroughContext_thatCellSelected() throws {
        let list = NumberList([1, 2, 3])
        list.adapter.selectItem(
            at: 0, sectionController: try #require(list.section(1)), animated: false, scrollPosition: .top)
        #expect(list.collectionView.cellForItem(at: path(0, 0))?.isSelected == true)
    }

    @Test func test_whenScrollingToIndex_withSectionController_thatPositionCorrect() throws {
        let list = NumberList(Array(1...19))
        let section = try #require(list.section(8))
        section.collectionContext?.scroll(to: section, at: 0, scrollPosition: .top, animated: false)
        #expect(list.collectionView.contentOffset == CGPoint(x: 0, y: 280))
    }

    @Test func test_whenSelectingCell_thatSectionControllerReceivesMethod() {
        let list = NumberList([0, 1, 2])
        list.adapter.collectionView(list.collectionView, didSelectItemAt: path(0, 0))
        #expect([0, 1, 2].map { list.section($0)!.wasSelected } == [true, false, false])
    }

    @Test func test_whenDeselectingCell_thatSectionControllerReceivesMethod() {
        let list = NumberList([0, 1, 2])
        list.adapter.collectionView(list.collectionView, didDeselectItemAt: path(0, 0))
        #expect([0, 1, 2].map { list.section($0)!.wasDeselected } == [true, false, false])
    }

    @Test func test_whenHighlightingCell_thatSectionControllerReceivesMethod() {
        let list = NumberList([0, 1, 2])
        list.adapter.collectionView(list.collectionView, didHighlightItemAt: path(0, 0))
        #expect([0, 1, 2].map { list.section($0)!.wasHighlighted } == [true, false, false])
    }

    @Test func test_whenUnhighlightingCell_thatSectionControllerReceivesMethod() {
        let list = NumberList([0, 1, 2])
        list.adapter.collectionView(list.collectionView, didUnhighlightItemAt: path(0, 0))
        #expect([0, 1, 2].map { list.section($0)!.wasUnhighlighted } == [true, false, false])
    }

    @Test func test_whenSelectingCell_thatSelectionConfirmationDelegatesReturnValues() {
        let list = NumberList([0, 1, 2])
        #expect(list.adapter.collectionView(list.collectionView, shouldSelectItemAt: path(0, 0)))
        #expect(list.adapter.collectionView(list.collectionView, shouldDeselectItemAt: path(0, 0)))
    }

    @Test func test_whenSectionEdgeInsetIsNotZero() throws {
        let list = NumberList([42])
        let size = list.adapter.containerSize(for: try #require(list.section(42)))
        #expect(size == CGSize(width: 98, height: 98))
    }

    @Test func test_whenQueryingContainerInset_thatMatchesCollectionView() throws {
        let list = NumberList([2])
        list.collectionView.contentInset = ListEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let inset = try #require(list.section(2)?.collectionContext?.containerInset)
        #expect(inset == ListEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    @Test func test_whenQueryingInsetContainerSize_thatResultIsBoundsInsetByContent() throws {
        let list = NumberList([2])
        list.collectionView.contentInset = ListEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(list.section(2)?.collectionContext?.insetContainerSize == CGSize(width: 94, height: 96))
    }

    @Test func test_whenInsertingAtBeginning_thatAllSectionControllerIndexesUpdateCorrectly_forInsertAtHead() throws {
        let list = NumberList()
        list.source.objects = [1, 2, 3]
        list.adapter.performUpdates(animated: false)
        let one = try #require(list.section(1))
        #expect(one.section == 0 && one.isFirstSection)
        #expect(list.section(2)?.section == 1)
        #expect(list.section(3)?.section == 2 && list.section(3)?.isLastSection == true)
        list.source.objects = [0, 1, 2, 3]
        list.adapter.performUpdates(animated: false)
        #expect(list.section(0)?.section == 0 && list.section(0)?.isFirstSection == true)
        #expect(one.section == 1 && !one.isFirstSection)
        #expect(list.section(2)?.section == 2)
        #expect(list.section(3)?.section == 3 && list.section(3)?.isLastSection == true)
    }

    @Test func test_whenRemovingFromHead_thatAllSectionControllerIndexesUpdateCorrectly_RemovedSectionControllerIsNotFound() throws {
        let list = NumberList()
        list.source.objects = [0, 1, 2, 3]
        list.adapter.performUpdates(animated: false)
        let zero = try #require(list.adapter.sectionController(forSection: 0))
        let one = try #require(list.adapter.sectionController(forSection: 1))
        let three = try #require(list.adapter.sectionController(forSection: 3))
        #expect(zero.section == 0 && zero.isFirstSection && one.section == 1 && !one.isFirstSection)
        #expect(three.section == 3 && three.isLastSection)
        list.source.objects = [1, 2, 3]
        list.adapter.performUpdates(animated: false)
        #expect(zero.section == NSNotFound && !zero.isFirstSection)
        #expect(one.section == 0 && one.isFirstSection)
        #expect(three.section == 2 && three.isLastSection)
    }

    @Test func test_whenRemovingFromMiddle_thatAllSectionControllerIndexesUpdateCorrectly_removedSectionControllerIsNotFound() throws {
        let list = NumberList()
        list.source.objects = [0, 1, 2, 3]
        list.adapter.performUpdates(animated: false)
        let zero = try #require(list.adapter.sectionController(forSection: 0))
        let one = try #require(list.adapter.sectionController(forSection: 1))
        let three = try #require(list.adapter.sectionController(forSection: 3))
        list.source.objects = [0, 2, 3]
        list.adapter.performUpdates(animated: false)
        #expect(zero.section == 0 && zero.isFirstSection)
        #expect(one.section == NSNotFound && !one.isFirstSection)
        #expect(three.section == 2 && three.isLastSection)
    }

    @Test func test_withStrongRefToSectionController_thatAdaptersectionIsZero_thatSectionControllerIndexDoesNotChange() throws {
        let collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: 100), layout: StackLayout())
        weak var weakAdapter: ListAdapter?
        let controller: ListSectionController = try {
            let source = NumberSource()
            let adapter = ListAdapter(updater: ListReloadDataUpdater(), viewController: nil)
            adapter.dataSource = source
            adapter.collectionView = collectionView
            weakAdapter = adapter
            source.objects = [0, 1, 2]
            adapter.performUpdates(animated: false)
            let controller = try #require(adapter.sectionController(forSection: 1))
            #expect(controller.section == 1)
            return controller
        }()
        #expect(weakAdapter == nil)
        #expect(controller.section == NSNotFound)
        #expect(controller.collectionContext == nil)
    }

    @Test func test_whenSectionControllerRemoved_thatCellForIndexPathIsNil() throws {
        let list = NumberList()
        list.source.objects = [1]
        list.adapter.performUpdates(animated: false)
        let controller = try #require(list.section(1))
        list.source.objects = [2]
        list.adapter.performUpdates(animated: false)
        #expect(controller.collectionContext?.cellForItem(at: 0, sectionController: controller) == nil)
    }

    @Test func test_whenSectionControllerRemoved_thatVisibleCellsIsEmpty() throws {
        let list = NumberList()
        list.source.objects = [1]
        list.adapter.performUpdates(animated: false)
        let controller = try #require(list.section(1))
        list.source.objects = [2]
        list.adapter.performUpdates(animated: false)
        #expect(controller.collectionContext?.visibleCells(for: controller).isEmpty == true)
    }

    @Test func test_whenSectionControllerRemoved_thatVisibleIndexPathIsEmpty() throws {
        let list = NumberList()
        list.source.objects = [1]
        list.adapter.performUpdates(animated: false)
        let controller = try #require(list.section(1))
        list.source.objects = [2]
        list.adapter.performUpdates(animated: false)
        #expect(controller.collectionContext?.visibleIndexPaths(for: controller).isEmpty == true)
    }

    @Test func test_whenSectionControllerRemoved_thatDoesNotCrashOnInvalidatingLayout() throws {
        let list = NumberList()
        list.source.objects = [1]
        list.adapter.performUpdates(animated: false)
        let controller = try #require(list.section(1))
        list.source.objects = [2]
        list.adapter.performUpdates(animated: false)
        controller.collectionContext?.invalidateLayout(for: controller, completion: nil)
        #expect(list.collectionView.itemCounts == [2])
    }
}

/// The cases of `IGListAdapterTests.m` about swapping collection views between adapters.
@MainActor @Suite struct IGListAdapterSwapTests {
    @Test func test_whenSwappingCollectionViews_withMultipleAdapters_thatDoesntNilOtherAdaptersCollectionView() {
        let source1 = NumberSource()
        let source2 = NumberSource()
        let adapter1 = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
        let adapter2 = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
        adapter1.dataSource = source1
        adapter2.dataSource = source2
        let collectionView1 = ListCollectionView(boundsSize: .zero, layout: StackLayout())
        let collectionView2 = ListCollectionView(boundsSize: .zero, layout: StackLayout())
        adapter1.collectionView = collectionView1
        adapter2.collectionView = collectionView2
        #expect(adapter1.collectionView === collectionView1 && collectionView1.dataSource === adapter1)
        #expect(adapter2.collectionView === collectionView2 && collectionView2.dataSource === adapter2)
        adapter2.collectionView = collectionView1
        #expect(adapter2.collectionView === collectionView1 && collectionView1.dataSource === adapter2)
        #expect(adapter1.collectionView == nil)
        adapter1.collectionView = collectionView2
        #expect(adapter1.collectionView === collectionView2 && collectionView2.dataSource === adapter1)
        #expect(adapter2.collectionView === collectionView1 && collectionView1.dataSource === adapter2)
    }
}
