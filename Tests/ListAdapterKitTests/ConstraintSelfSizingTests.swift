import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListViewKit
import Testing

/// IGListKit's ManuallySelfSizingCell with its four Auto Layout constraints as the example app writes them (the
/// pinned port of it is in UIKitCellTests): constraints on the content view size the cell.
final class ConstrainedSelfSizingCell: ListCell {
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
        label.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint(item: label, attribute: .top, relatedBy: .equal, toItem: contentView, attribute: .top,
                           multiplier: 1, constant: 15).isActive = true
        NSLayoutConstraint(item: label, attribute: .leading, relatedBy: .equal, toItem: contentView,
                           attribute: .leading, multiplier: 1, constant: 15).isActive = true
        NSLayoutConstraint(item: contentView, attribute: .trailing, relatedBy: .equal, toItem: label,
                           attribute: .trailing, multiplier: 1, constant: 15).isActive = true
        NSLayoutConstraint(item: contentView, attribute: .bottom, relatedBy: .equal, toItem: label,
                           attribute: .bottom, multiplier: 1, constant: 15).isActive = true
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

final class ConstrainedSelfSizingSectionController: ListSectionController {
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
        let cell = collectionContext!.dequeueReusableCell(of: ConstrainedSelfSizingCell.self, for: self, at: index)
        cell.text = model.options[index]
        return cell
    }

    override func didUpdate(to object: Any) { model = object as? SelectionModel }
}

/// A feed cell as apps write it with anchors: a title and a wrapping body under it, self-sized at the list's width
/// (IGListKit apps' prototype-cell sizing and a flow layout's estimated sizes alike). DejaVu Sans at 20.48 pt:
/// "a" 12.55, " " 6.51, a line 23.84; a label's size rounded up to whole points.
final class ConstrainedPostCell: ListCell {
    let title = UILabel()
    let body = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        body.numberOfLines = 0
        for label in [title, body] {
            label.font = UIFont(name: "DejaVuSans", size: 20.48)!
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -16),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
@Suite(.serialized) struct ConstraintSelfSizingTests {
    @Test func test_whenIGListKitsSelfSizingCellKeepsItsConstraints_thatItIsSizedAsThePinnedPort() throws {
        func sizes(_ make: @escaping () -> ListSectionController) throws -> ([CGSize], ListViewSnapshot) {
            let layout = ListCollectionViewFlowLayout()
            layout.estimatedItemSize = CGSize(width: 100, height: 40)
            let collectionView = ListCollectionView(
                frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
            let source = CellSource()
            source.objects = [SelectionModel(options: ["aa a", "aa aa aa", "a"])]
            source.make = make
            let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
            adapter.collectionView = collectionView
            adapter.dataSource = source
            collectionView.layoutIfNeeded()
            let tree = try #require(collectionView.visibleContent.tree(of: .cell, at: IndexPath(item: 1, section: 0)))
            return (collectionView.layoutResult.itemFrames[0].map(\.size), tree)
        }
        let (constrained, tree) = try sizes { ConstrainedSelfSizingSectionController() }
        // The label's size plus 15 on every side, rounded up as the cell rounds it: "aa a" 44.16 + 30 → 75,
        // "aa aa aa" 88.29 + 30 → 119, "a" 12.55 + 30 → 43; 23.84 + 30 → 54 tall (UIKitCellTests pins the same
        // sizes for the port written as a pin).
        #expect(constrained == [CGSize(width: 75, height: 54), CGSize(width: 119, height: 54), CGSize(width: 43, height: 54)])
        #expect(tree.children[0].frame == CGRect(x: 0, y: 0, width: 119, height: 54))             // the content view
        // The label between the four constraints at the cell's rounded size: 119 - 30 wide, 54 - 30 tall.
        #expect(tree.children[0].children[0].frame == CGRect(x: 15, y: 15, width: 89, height: 24))
        let (pinned, pinnedTree) = try sizes { SelfSizingSectionController() }
        #expect(constrained == pinned)
        #expect(tree.children[0].children[0].frame == pinnedTree.children[0].children[0].frame)
    }

    @Test func test_whenAConstrainedCellIsFittedAtAWidth_thatItsHeightIsItsContents_andDrawingAgrees() throws {
        let cell = ConstrainedPostCell(frame: .zero)
        cell.title.text = "aa a"
        cell.body.text = "aa aa aa"
        // "aa a" is 44.16 × 23.84: 45 × 24. At 92 points the body is 92 - 32 = 60 wide: "aa aa" (56.71) and "aa" on
        // two lines of 23.84: 48 tall.
        let fitted = cell.systemLayoutSizeFitting(
            CGSize(width: 92, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted == CGSize(width: 92, height: 12 + 24 + 4 + 48 + 12))
        // Drawn at the fitted size, every view sits where the measurement put it and nothing is broken.
        cell.frame = CGRect(origin: .zero, size: fitted)
        cell.layoutIfNeeded()
        #expect(cell.contentView.brokenConstraints.isEmpty)
        #expect(cell.title.frame == CGRect(x: 16, y: 12, width: 45, height: 24))
        #expect(cell.body.frame == CGRect(x: 16, y: 40, width: 60, height: 48))
        #expect(cell.body.frame.maxY + 12 == fitted.height)
        // Wider, the body fits on one line: the height follows.
        let wide = cell.systemLayoutSizeFitting(
            CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(wide == CGSize(width: 375, height: 12 + 24 + 4 + 24 + 12))
        // The preferred attributes (a flow layout's self-sizing) hold the estimate only at UIKit's fitting priority
        // (50). The body was last laid out 60 wide, so it starts the fitting wrapped there (UIKit's automatic
        // preferred width): "aa aa" (56.71 → 57) over "aa", 48 tall; the cell is 57 + 32 = 89 wide and
        // 12 + 24 + 4 + 48 + 12 = 100 tall.
        let attributes = ListCollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 0, y: 0, width: 92, height: 50)
        #expect(cell.preferredLayoutAttributesFitting(attributes).size == CGSize(width: 89, height: 100))
        // A cell whose body was never laid out measures it on one line first, as UIKit's does: the cell grows to
        // the body's one-line width, 89 + 32 = 121, and 12 + 24 + 4 + 24 + 12 = 76 tall.
        let fresh = ConstrainedPostCell(frame: .zero)
        fresh.title.text = "aa a"
        fresh.body.text = "aa aa aa"
        #expect(fresh.preferredLayoutAttributesFitting(attributes).size == CGSize(width: 121, height: 76))
    }

    @Test func test_whenTheCellIsRightToLeft_thatTheFittedSizeIsTheSame_andLeadingIsTheRightEdge() throws {
        let cell = ConstrainedPostCell(frame: .zero)
        cell.title.text = "aa a"
        cell.body.text = "aa aa aa"
        cell.overrideTraitCollection = ListTraitCollection(environment: ListEnvironment(layoutDirection: .rightToLeft))
        let fitted = cell.systemLayoutSizeFitting(
            CGSize(width: 92, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted == CGSize(width: 92, height: 100))
        cell.frame = CGRect(origin: .zero, size: fitted)
        cell.layoutIfNeeded()
        // Leading is the right edge: the body's right edge is 16 from the cell's.
        #expect(cell.title.frame == CGRect(x: 92 - 16 - 45, y: 12, width: 45, height: 24))
        #expect(cell.body.frame == CGRect(x: 16, y: 40, width: 60, height: 48))
    }
}
