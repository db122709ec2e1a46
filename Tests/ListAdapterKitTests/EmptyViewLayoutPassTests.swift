import Foundation
import ListAdapterKit
import ListCore
import ListViewKit
import Testing

/// The adapter's empty view (IGListKit's `emptyView(for:)`, the collection view's `backgroundView`) gets the
/// collection view's bounds in the layout pass, as UIKit gives its background view, and lays out its subviews there:
/// an app reading its frame after `layoutIfNeeded()` finds it, not only once the screen is rendered (issue 37, from
/// a real app's port: before, its frame stayed zero until a snapshot).
@MainActor
@Suite struct EmptyViewLayoutPassTests {
    final class EmptyView: ListReusableView {
        let message = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            message.text = "Nothing here yet"
            addSubview(message)
        }
        required init?(coder: NSCoder) { nil }
        override func layoutSubviews() {
            super.layoutSubviews()
            message.frame = bounds.insetBy(dx: 10, dy: 10)
        }
    }

    @Test func test_whenTheListIsEmpty_thatTheEmptyViewHasTheBoundsAfterALayoutPass() {
        let list = NumberList()
        let empty = EmptyView(reuseIdentifier: "empty")
        list.source.backgroundView = empty
        list.adapter.reloadData()
        list.collectionView.layoutIfNeeded()
        #expect(list.collectionView.backgroundView === empty)
        #expect(empty.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(empty.message.frame == CGRect(x: 10, y: 10, width: 80, height: 80))
    }

    @Test func test_whenTheCollectionViewIsResized_thatTheEmptyViewFollowsInTheNextPass() {
        let list = NumberList()
        let empty = EmptyView(reuseIdentifier: "empty")
        list.source.backgroundView = empty
        list.adapter.reloadData()
        list.collectionView.layoutIfNeeded()
        list.collectionView.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
        list.collectionView.layoutIfNeeded()
        #expect(empty.frame == CGRect(x: 0, y: 0, width: 320, height: 200))
        #expect(empty.message.frame == CGRect(x: 10, y: 10, width: 300, height: 180))
    }
}
