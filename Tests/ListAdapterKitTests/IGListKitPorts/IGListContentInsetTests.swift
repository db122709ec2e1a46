import Foundation
import ListAdapterKit
import ListCore
import ListLayoutKit
import Testing

/// Port of IGListKit's `IGListContentInsetTests` (a 320×480 collection view with IGListKit's layout, stretching to
/// the edge), plus UIKit's content-inset behaviour on screen.
@Suite @MainActor struct IGListContentInsetTests {
    let collectionView = ListCollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480),
        collectionViewLayout: ListCollectionViewLayout(stickyHeaders: false, topContentInset: 0, stretchToEdge: true))
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)

    @Test func testCollectionViewContentInset() {
        adapter.collectionView = collectionView
        let inset = UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
        collectionView.contentInset = inset
        #expect(collectionView.contentInset == inset)
        let context: any ListCollectionContext = adapter
        #expect(context.adjustedContainerInset == inset)
    }

    @Test func test_whenSettingAnInsetAtRest_thatTheOffsetMovesToTheNewTop_asUIKit() {
        collectionView.contentInset = ListEdgeInsets(top: 16, left: 8, bottom: 16, right: 8)
        #expect(collectionView.contentOffset == CGPoint(x: -8, y: -16))
        collectionView.contentInset = ListEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: -20))
    }

    @Test func test_whenSettingAnInsetWhileScrolled_thatTheOffsetStays() {
        collectionView.contentOffset = CGPoint(x: 0, y: 40)
        collectionView.contentInset = ListEdgeInsets(top: 16, left: 0, bottom: 0, right: 0)
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 40))
    }
}
