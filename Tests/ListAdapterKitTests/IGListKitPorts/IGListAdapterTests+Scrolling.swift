import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListTestSupport
import Testing

/// The horizontal and supplementary-view scrolling cases of Instagram/IGListKit `Tests/IGListAdapterTests.m`.
/// IGListKit lays these out with `UICollectionViewFlowLayout` scrolling horizontally (``HorizontalFlowLayout``).
extension IGListAdapterTests {
    /// A horizontal list of 100×10 items: one row of columns in a 300×10 viewport, or stacked columns of ten in
    /// 100×100.
    private func horizontalList(_ objects: [Int], singleRow: Bool, inset: CGFloat = 0) -> NumberList {
        let size = singleRow ? CGSize(width: 300, height: 10) : CGSize(width: 100, height: 100)
        let list = NumberList(layout: HorizontalFlowLayout(), size: size)
        list.collectionView.contentInset = ListEdgeInsets(left: inset, right: inset)
        list.source.objects = objects
        list.adapter.reloadData()
        #expect(list.collectionView.numberOfSections == objects.count)
        return list
    }

    private func checkFirstVisible(
        _ list: NumberList, inset: CGFloat, _ cases: [(CGFloat, ListIndexPath, CGFloat)]
    ) {
        for (x, path, offset) in cases {
            list.collectionView.setContentOffset(CGPoint(x: x - inset, y: 0), animated: false)
            #expect(list.adapter.indexPathForFirstVisibleItem() == path, "\(x)")
            #expect(list.adapter.offsetForFirstVisibleItem(with: .horizontal) == offset, "\(x)")
        }
    }

    @Test func test_whenScrollHorizontallyToItem() {
        let list = NumberList(layout: NumberList.horizontalLayout())
        list.source.horizontal = true
        list.source.objects = [1, 2, 3, 4, 5, 6]
        list.adapter.reloadData()
        #expect(list.collectionView.numberOfSections == 6)
        let cases: [(Int, ListScrollPosition, CGFloat)] = [
            (1, .left, 0), (1, .none, 0), (2, .none, 10), (3, .none, 30), (6, .none, 110),
            (6, .centeredHorizontally, 110), (6, .right, 110),
        ]
        for (object, position, x) in cases {
            list.adapter.scroll(to: object, scrollDirection: .horizontal, scrollPosition: position, animated: false)
            #expect(list.collectionView.contentOffset == CGPoint(x: x, y: 0), "\(object) \(position)")
        }
    }

    @Test func test_whenScrollToItem_thatSupplementarySourceSupportsSingleHeader() throws {
        let list = NumberList([1, 2])
        try #require(list.section(1)).headerKinds = [.header]
        list.adapter.performUpdates(animated: false)
        #expect(list.collectionView.supplementaryView(forElementKind: .header, at: path(0, 0)) != nil)
        list.adapter.scroll(
            to: 1, supplementaryKinds: [ListCollectionView.elementKindSectionHeader], scrollDirection: .vertical, scrollPosition: .none, animated: false)
        #expect(list.collectionView.contentOffset == .zero)
        list.adapter.scroll(
            to: 2, supplementaryKinds: [ListCollectionView.elementKindSectionHeader], scrollDirection: .vertical, scrollPosition: .none, animated: false)
        #expect(list.collectionView.contentOffset == .zero)
    }

    @Test func test_whenScrollToItem_thatSupplementarySourceSupportsHeaderAndFooter() throws {
        let list = NumberList([1, 2])
        try #require(list.section(1)).headerKinds = [.header, .footer]
        list.adapter.performUpdates(animated: false)
        #expect(list.collectionView.supplementaryView(forElementKind: .header, at: path(0, 0)) != nil)
        #expect(list.collectionView.supplementaryView(forElementKind: .footer, at: path(0, 0)) != nil)
        for object in [1, 2] {
            list.adapter.scroll(
                to: object, supplementaryKinds: [ListCollectionView.elementKindSectionHeader, ListCollectionView.elementKindSectionFooter], scrollDirection: .vertical, scrollPosition: .none,
                animated: false)
            #expect(list.collectionView.contentOffset == .zero, "\(object)")
        }
    }

    @Test func test_whenScrolledHorizontallyWithSingleRow_thatIndexPathForFirstVisibleItemIsCorrect() {
        let list = horizontalList([1, 2, 3, 4], singleRow: true)
        checkFirstVisible(list, inset: 0, [
            (0, path(0, 0), 0), (80, path(0, 0), 80), (120, path(1, 0), 20), (350, path(2, 0), 50),
            (400, path(2, 1), 0), (590, path(2, 2), 90),
        ])
    }

    @Test func test_whenScrolledHorizontallyWithSingleRowWithContentInset_thatIndexPathForFirstVisibleItemIsCorrect() {
        let list = horizontalList([1, 2, 3, 4], singleRow: true, inset: 172)
        checkFirstVisible(list, inset: 172, [
            (0, path(0, 0), 0), (80, path(0, 0), 80), (120, path(1, 0), 20), (350, path(2, 0), 50),
            (400, path(2, 1), 0), (590, path(2, 2), 90),
        ])
    }

    @Test func test_whenScrolledHorizontallyWithStackedSections_thatIndexPathForFirstVisibleItemIsCorrect() {
        let list = horizontalList([1, 2, 3, 4, 5, 6], singleRow: false)
        checkFirstVisible(list, inset: 0, [
            (0, path(0, 0), 0), (80, path(0, 0), 80), (120, path(1, 0), 20), (350, path(3, 0), 50),
            (400, path(4, 0), 0), (590, path(5, 0), 90),
        ])
    }

    @Test func test_whenScrolledHorizontallyWithSingleRow_thatOffsetForFirstVisibleItemIsCorrect() {
        let list = NumberList(layout: HorizontalFlowLayout(), size: CGSize(width: 300, height: 10))
        list.source.objects = [1, 2, 3, 4]
        #expect(list.adapter.offsetForFirstVisibleItem(with: .horizontal) == 0)
        list.adapter.reloadData()
        #expect(list.collectionView.numberOfSections == 4)
        checkFirstVisible(list, inset: 0, [
            (0, path(0, 0), 0), (80, path(0, 0), 80), (120, path(1, 0), 20), (350, path(2, 0), 50),
            (400, path(2, 1), 0), (599, path(2, 2), 99),
        ])
    }

    @Test func test_whenScrolledHorizontallyWithSingleRowWithContentInset_thatOffsetForFirstVisibleItemIsCorrect() {
        let list = horizontalList([1, 2, 3, 4], singleRow: true, inset: 172)
        checkFirstVisible(list, inset: 172, [
            (0, path(0, 0), 0), (80, path(0, 0), 80), (120, path(1, 0), 20), (350, path(2, 0), 50),
            (400, path(2, 1), 0), (599, path(2, 2), 99),
        ])
    }

    @Test func test_whenScrolledHorizontallyWithStackedSections_thatOffsetForFirstVisibleItemIsCorrect() {
        let list = horizontalList([1, 2, 3, 4, 5, 6], singleRow: false)
        checkFirstVisible(list, inset: 0, [
            (0, path(0, 0), 0), (80, path(0, 0), 80), (120, path(1, 0), 20), (350, path(3, 0), 50),
            (400, path(4, 0), 0), (599, path(5, 0), 99),
        ])
    }

    @Test func test_whenScrollToIndexPathWithAdditionalOffsetHorizontally_thatOffsetForFirstVisibleItemIsCorrect() {
        let list = horizontalList([1, 2, 3, 4, 5, 6], singleRow: false, inset: 172)
        for (object, extra) in [(1, 0), (1, 73), (3, 0), (3, 36), (4, 99)] as [(Int, CGFloat)] {
            list.adapter.scroll(
                to: object, scrollDirection: .horizontal, scrollPosition: .none, additionalOffset: extra,
                animated: false)
            #expect(list.adapter.offsetForFirstVisibleItem(with: .horizontal) == extra, "\(object)")
        }
    }
}
