import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListViewKit
import Testing

// Cells written the UIKit way, created by the collection view through init(frame:), and IGListKit's self-sizing
// demo (SelfSizingCellsViewController: a flow layout with an estimated item size, ManuallySelfSizingCell) with its
// Auto Layout constraints ported to a pinned label. DejaVu Sans at 20.48 pt: "a" 12.55, " " 6.51, a line 23.84.

/// IGListKit's ManuallySelfSizingCell, its four constraints (15 points on every side) written as a pin.
final class ManuallySelfSizingCell: ListCell {
    private let label: UILabel = {
        let label = UILabel()
        label.backgroundColor = UIColor.systemGreen.withAlphaComponent(0.1)
        label.numberOfLines = 1
        label.font = UIFont(name: "DejaVuSans", size: 20.48)!
        return label
    }()

    var text: String? {
        get { return label.text }
        set { label.text = newValue }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .white
        contentView.addSubview(label)
        label.pin(to: .edges(UIEdgeInsets(top: 15, left: 15, bottom: 15, right: 15)))
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        setNeedsLayout()
        layoutIfNeeded()
        let size = contentView.systemLayoutSizeFitting(layoutAttributes.size)
        var newFrame = layoutAttributes.frame
        newFrame.size.width = ceil(size.width)
        newFrame.size.height = ceil(size.height)
        layoutAttributes.frame = newFrame
        return layoutAttributes
    }
}

/// A model of IGListKit's demo: one section of options.
final class SelectionModel: NSObject, ListDiffable {
    let options: [String]
    init(options: [String]) { self.options = options }
    func diffIdentifier() -> NSObjectProtocol { return self }
    func isEqual(toDiffableObject object: ListDiffable?) -> Bool { return self === object }
}

/// IGListKit's SelfSizingSectionController: the section controller's size is only the estimate.
final class SelfSizingSectionController: ListSectionController {
    private var model: SelectionModel!

    override init() {
        super.init()
        inset = UIEdgeInsets(top: 0, left: 0, bottom: 40, right: 0)
        minimumLineSpacing = 4
        minimumInteritemSpacing = 4
    }

    override func numberOfItems() -> Int { return model.options.count }

    override func sizeForItem(at index: Int) -> CGSize {
        return CGSize(width: collectionContext!.containerSize.width, height: 55)
    }

    override func cellForItem(at index: Int) -> ListCell {
        let cell = collectionContext!.dequeueReusableCell(of: ManuallySelfSizingCell.self, for: self, at: index)
        cell.text = model.options[index]
        return cell
    }

    override func didUpdate(to object: Any) { model = object as? SelectionModel }
}

/// A cell laid out with frames in layoutSubviews, counting how the collection view made it.
final class AvatarCell: ListCell {
    nonisolated(unsafe) static var framesMadeWith: [CGRect] = []
    let avatar = UIView()
    let name = UILabel()

    override init(frame: CGRect) {
        AvatarCell.framesMadeWith.append(frame)
        super.init(frame: frame)
        backgroundColor = .systemBackground
        avatar.backgroundColor = .systemGray5
        avatar.layer.cornerRadius = 20
        avatar.accessibilityIdentifier = "avatar"
        name.font = UIFont(name: "DejaVuSans", size: 20.48)!
        name.accessibilityIdentifier = "name"
        contentView.addSubview(avatar)
        contentView.addSubview(name)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        avatar.frame = CGRect(x: 16, y: (contentView.bounds.height - 40) / 2, width: 40, height: 40)
        let width = contentView.bounds.width - avatar.frame.maxX - 12 - 16
        name.frame = CGRect(x: avatar.frame.maxX + 12, y: 0, width: width, height: contentView.bounds.height)
    }
}

final class AvatarSection: ListSectionController {
    override func sizeForItem(at index: Int) -> CGSize { CGSize(width: collectionContext!.containerSize.width, height: 60) }
    override func cellForItem(at index: Int) -> ListCell {
        let cell = collectionContext!.dequeueReusableCell(of: AvatarCell.self, for: self, at: index)
        cell.name.text = "aa a"
        return cell
    }
}

@MainActor
final class CellSource: NSObject, ListAdapterDataSource {
    var objects: [ListDiffable] = []
    var make: () -> ListSectionController = { ListSectionController() }
    func objects(for listAdapter: ListAdapter) -> [ListDiffable] { objects }
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController { make() }
    func emptyView(for listAdapter: ListAdapter) -> ListReusableView? { nil }
}

@MainActor
@Suite(.serialized) struct UIKitCellTests {
    @Test func test_whenTheLayoutHasAnEstimatedItemSize_thatCellsAreSizedFromTheirContent() throws {
        let layout = ListCollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 100, height: 40)
        let collectionView = ListCollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
        let source = CellSource()
        source.objects = [SelectionModel(options: ["aa a", "aa aa aa", "a"])]
        source.make = { SelfSizingSectionController() }
        let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
        adapter.collectionView = collectionView
        adapter.dataSource = source
        collectionView.layoutIfNeeded()
        // "aa a" 44.16 → 45, "aa aa aa" 88.29 → 89, "a" 12.55 → 13 wide; 23.84 → 24 tall; plus 15 on every side.
        let sizes = collectionView.layoutResult.itemFrames[0].map(\.size)
        #expect(sizes == [CGSize(width: 75, height: 54), CGSize(width: 119, height: 54), CGSize(width: 43, height: 54)])
        // 75 + 4 + 119 + 4 + 43 = 245 fit one 300-point line: the section is 54 tall plus its 40-point bottom inset.
        #expect(collectionView.layoutResult.contentSize.height == 94)
        #expect(collectionView.fittedItemSizes.count == 3)
        let tree = try #require(collectionView.visibleContent.tree(of: .cell, at: IndexPath(item: 1, section: 0)))
        #expect(tree.children[0].frame == CGRect(x: 0, y: 0, width: 119, height: 54))             // the content view
        #expect(tree.children[0].children[0].frame == CGRect(x: 15, y: 15, width: 89, height: 24))  // the label
    }

    @Test func test_whenTheLayoutHasNoEstimate_thatTheSectionControllersSizeStands() {
        let collectionView = ListCollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: ListCollectionViewFlowLayout())
        let source = CellSource()
        source.objects = [SelectionModel(options: ["aa a"])]
        source.make = { SelfSizingSectionController() }
        let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
        adapter.collectionView = collectionView
        adapter.dataSource = source
        collectionView.layoutIfNeeded()
        #expect(collectionView.layoutResult.itemFrames[0].map(\.size) == [CGSize(width: 300, height: 55)])
    }

    @Test func test_whenACellIsWrittenTheUIKitWay_thatTheCollectionViewMakesItWithInitFrame_andRecordsItsTree() throws {
        AvatarCell.framesMadeWith = []
        let collectionView = ListCollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: ListCollectionViewLayout())
        collectionView.overrideTraitCollection = ListTraitCollection(userInterfaceStyle: .dark)
        let source = CellSource()
        source.objects = ["one" as NSString, "two" as NSString]
        source.make = { AvatarSection() }
        let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
        adapter.collectionView = collectionView
        adapter.dataSource = source
        collectionView.layoutIfNeeded()
        #expect(AvatarCell.framesMadeWith == [.zero, .zero])
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 1)) as? AvatarCell)
        #expect(cell.reuseIdentifier.isEmpty == false)
        #expect(cell.frame == CGRect(x: 0, y: 60, width: 320, height: 60))
        let tree = try #require(collectionView.visibleContent.tree(of: .cell, at: IndexPath(item: 0, section: 1)))
        #expect(tree.backgroundColor?.hexString == "#000000")                                   // dark
        let frames = Dictionary(uniqueKeysWithValues: tree.framesInRoot.map { ($0.identifier, $0.frame) })
        #expect(frames["avatar"] == CGRect(x: 16, y: 10, width: 40, height: 40))
        #expect(frames["name"] == CGRect(x: 68, y: 0, width: 236, height: 60))
        #expect(tree.node("avatar")?.backgroundColor?.hexString == "#2C2C2E")
        #expect(tree.node("name")?.text?.string == "aa a")
        // A cell that only has ListCellContent records no tree (it is drawn as today's text cell).
        #expect(collectionView.visibleContent.cellTrees.count == 2)
    }
}
