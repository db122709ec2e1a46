import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListViewKit
import Testing

// A layout pass of the collection view lays out the cells and headers it displays (their own layoutSubviews), as
// UIKit does before display: their subviews' frames can be read from the live views. DejaVu Sans at 20.48 pt.

/// A cell laid out with frames in layoutSubviews, counting its layout passes.
final class CountingAvatarCell: ListCell {
    let avatar = UIView()
    let name = UILabel()
    var layoutPasses = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        name.font = UIFont(name: "DejaVuSans", size: 20.48)!
        contentView.addSubview(avatar)
        contentView.addSubview(name)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutPasses += 1
        avatar.frame = CGRect(x: 16, y: (contentView.bounds.height - 40) / 2, width: 40, height: 40)
        let width = contentView.bounds.width - avatar.frame.maxX - 12 - 16
        name.frame = CGRect(x: avatar.frame.maxX + 12, y: 0, width: width, height: contentView.bounds.height)
    }
}

/// A header laid out with frames in layoutSubviews, counting its layout passes.
final class LaidOutTitleHeader: ListReusableView {
    let title = UILabel()
    var layoutPasses = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        title.font = UIFont(name: "DejaVuSans", size: 20.48)!
        addSubview(title)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutPasses += 1
        title.frame = bounds.insetBy(dx: 16, dy: 4)
    }
}

/// Avatar cells under a title header.
final class TitledAvatarSection: ListSectionController, ListSupplementaryViewSource {
    override init() {
        super.init()
        supplementaryViewSource = self
    }
    override func sizeForItem(at index: Int) -> CGSize { CGSize(width: collectionContext!.containerSize.width, height: 60) }
    override func cellForItem(at index: Int) -> ListCell {
        let cell = collectionContext!.dequeueReusableCell(of: CountingAvatarCell.self, for: self, at: index)
        cell.name.text = "aa a"
        return cell
    }
    func supportedElementKinds() -> [String] { [ListCollectionView.elementKindSectionHeader] }
    func viewForSupplementaryElement(ofKind elementKind: String, at index: Int) -> ListReusableView {
        let header = collectionContext!.dequeueReusableSupplementaryView(
            ofKind: elementKind, for: self, class: LaidOutTitleHeader.self, at: index)
        header.title.text = "a"
        return header
    }
    func sizeForSupplementaryView(ofKind elementKind: String, at index: Int) -> CGSize {
        CGSize(width: collectionContext!.containerSize.width, height: 30)
    }
}

/// A cell built from a stack view: a 40-point badge on the leading side, a name filling the rest.
final class BadgeRowCell: ListCell {
    let badge = UIView()
    let name = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        badge.constrainedWidth = 40
        let row = UIStackView(arrangedSubviews: [badge, name])
        row.axis = .horizontal
        contentView.addSubview(row)
        row.pin(to: .edges(.zero))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class BadgeRowSection: ListSectionController {
    override func sizeForItem(at index: Int) -> CGSize { CGSize(width: collectionContext!.containerSize.width, height: 50) }
    override func cellForItem(at index: Int) -> ListCell {
        collectionContext!.dequeueReusableCell(of: BadgeRowCell.self, for: self, at: index)
    }
}

@MainActor
@Suite(.serialized) struct UIKitCellLayoutPassTests {
    /// A 320×200 collection view whose adapter shows one object through `section`, laid out once. The adapter and
    /// its data source are returned so that the test keeps them (neither is retained by what uses it).
    static func collectionView(
        showing section: @escaping () -> ListSectionController
    ) -> (ListCollectionView, keepAlive: (ListAdapter, CellSource)) {
        let collectionView = ListCollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: ListCollectionViewLayout())
        let source = CellSource()
        source.objects = ["one" as NSString]
        source.make = section
        let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
        adapter.collectionView = collectionView
        adapter.dataSource = source
        collectionView.layoutIfNeeded()
        return (collectionView, (adapter, source))
    }

    @Test func test_afterALayoutPass_thatTheLiveCellsAndHeadersHaveLaidOutTheirSubviews_once() throws {
        let (collectionView, keepAlive) = Self.collectionView(showing: { TitledAvatarSection() })
        defer { withExtendedLifetime(keepAlive) {} }
        // Read from the live views, before anything records the tree: UIKit lays out the cells it displays.
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? CountingAvatarCell)
        #expect(cell.frame == CGRect(x: 0, y: 30, width: 320, height: 60))
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 60))
        #expect(cell.avatar.frame == CGRect(x: 16, y: 10, width: 40, height: 40))
        #expect(cell.name.frame == CGRect(x: 68, y: 0, width: 236, height: 60))
        let header = try #require(
            collectionView.supplementaryView(forElementKind: .header, at: IndexPath(item: 0, section: 0)) as? LaidOutTitleHeader)
        #expect(header.title.frame == CGRect(x: 16, y: 4, width: 288, height: 22))
        #expect((cell.layoutPasses, header.layoutPasses) == (1, 1))
        // Recording the tree reuses that layout; another pass with nothing changed lays out nothing again.
        let tree = try #require(collectionView.visibleContent.tree(of: .cell, at: IndexPath(item: 0, section: 0)))
        #expect(tree.framesInRoot.map(\.frame).contains(CGRect(x: 16, y: 10, width: 40, height: 40)))
        collectionView.layoutIfNeeded()
        #expect((cell.layoutPasses, header.layoutPasses) == (1, 1))
        // A new size lays the cell out again at the next pass, with the new bounds.
        collectionView.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        collectionView.layoutIfNeeded()
        #expect(cell.layoutPasses == 2)
        #expect(cell.name.frame == CGRect(x: 68, y: 0, width: 216, height: 60))
    }

    @Test func test_whenTheLayoutDirectionChanges_thatTheLiveCellsStackViewsFlipAtTheNextPass() throws {
        let (collectionView, keepAlive) = Self.collectionView(showing: { BadgeRowSection() })
        defer { withExtendedLifetime(keepAlive) {} }
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? BadgeRowCell)
        #expect((cell.badge.frame, cell.name.frame) == (CGRect(x: 0, y: 0, width: 40, height: 50), CGRect(x: 40, y: 0, width: 280, height: 50)))
        // The new environment reaches the stack inside the content view (not only the cell), as a trait change does.
        collectionView.overrideTraitCollection = ListTraitCollection(layoutDirection: .rightToLeft)
        collectionView.layoutIfNeeded()
        #expect((cell.badge.frame, cell.name.frame) == (CGRect(x: 280, y: 0, width: 40, height: 50), CGRect(x: 0, y: 0, width: 280, height: 50)))
    }
}
