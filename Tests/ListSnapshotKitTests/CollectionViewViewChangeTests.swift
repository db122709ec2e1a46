import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListSnapshotKit
import ListTestSupport
import ListViewKit
import Testing

/// A cell written the UIKit way: subviews placed in `layoutSubviews`.
private final class PostCell: ListCell {
    let avatar = UIView()
    let title = UILabel()
    var avatarX: CGFloat = 12

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        avatar.backgroundColor = .systemBlue
        avatar.accessibilityIdentifier = "avatar"
        title.accessibilityIdentifier = "title"
        title.numberOfLines = 0
        title.font = .systemFont(ofSize: 15)
        contentView.addSubview(avatar)
        contentView.addSubview(title)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        avatar.frame = CGRect(x: avatarX, y: 10, width: 40, height: 40)
        title.frame = CGRect(x: 64, y: 10, width: contentView.bounds.width - 76, height: 60)
    }
}

@MainActor
private final class PostSource: NSObject, ListAdapterDataSource {
    var text = "Short"
    var avatarX: CGFloat = 12
    func objects(for listAdapter: ListAdapter) -> [ListDiffable] { ["post" as NSString] }
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
        PostSection(source: self)
    }
    func emptyView(for listAdapter: ListAdapter) -> ListReusableView? { nil }
}

private final class PostSection: ListSectionController {
    weak var source: PostSource?
    init(source: PostSource) {
        self.source = source
        super.init()
    }
    override func sizeForItem(at index: Int) -> CGSize { CGSize(width: collectionContext!.containerSize.width, height: 80) }
    override func cellForItem(at index: Int) -> ListCell {
        let cell = collectionContext!.dequeueReusableCell(of: PostCell.self, for: self, at: index)
        cell.title.text = source?.text
        cell.avatarX = source?.avatarX ?? 0
        return cell
    }
}

@MainActor
@Suite struct CollectionViewViewChangeTests {
    private func collectionView(_ source: PostSource) -> (ListAdapter, ListCollectionView) {
        let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
        let collectionView = ListCollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: ListCollectionViewLayout())
        adapter.collectionView = collectionView
        adapter.dataSource = source
        collectionView.layoutIfNeeded()
        return (adapter, collectionView)
    }

    @Test func test_whenACellsLabelWrapsAndItsAvatarMoves_thatTheAssertionExplainsItAsVerifyDoes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.file("FeedTests.swift").path
        let artifacts = folder.file("artifacts")
        let source = PostSource()
        let (adapter, first) = collectionView(source)
        #expect(throws: ListSnapshotFailure.self) {  // recording never passes
            try assertListSnapshot(of: first, scale: 1, record: .all, artifacts: artifacts, file: file, testName: "post()")
        }
        let sidecar = try String(contentsOf: folder.file("__Snapshots__/FeedTests/post.layout.json"), encoding: .utf8)
        #expect(sidecar.hasSuffix("""
              "views": [
                { "kind": "cell", "section": 0, "item": 0,
                  "nodes": [
                    { "id": "0", "path": "0", "type": "view", "frame": [0, 0, 200, 80] },
                    { "id": "avatar", "path": "0/0", "type": "view", "frame": [12, 10, 40, 40] },
                    { "id": "title", "path": "0/1", "type": "label", "frame": [64, 10, 124, 60], "lines": 1, "text": "Short" }
                  ] }
              ]
            }

            """), "\(sidecar)")
        source.text = "A longer title that wraps"
        source.avatarX = 20
        let (_, second) = collectionView(source)
        do {
            try assertListSnapshot(of: second, scale: 1, record: .never, artifacts: artifacts, file: file, testName: "post()")
            Issue.record("a changed cell must fail")
        } catch let failure as ListSnapshotFailure {
            #expect(failure.description.contains("""
                \nlayout: cell 0·0: view `avatar` moved right 8 pt; label `title` 1 → 2 lines, text “Short” → “A longer title that wra…”\n
                """), "\(failure.description)")
        }
        _ = adapter
    }
}
