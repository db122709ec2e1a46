import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListPipelineKit
import ListRenderKit
import ListSnapshotKit
import ListSpecKit
import ListTestSupport
import ListViewKit
import Testing

/// A cell written the UIKit way, with a Dynamic Type label and a label that follows the layout direction.
private final class CardCell: ListCell {
    let badge = UIView()
    let title = UILabel()
    var badgeX: CGFloat = 12

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        badge.backgroundColor = .systemBlue
        badge.layer.cornerRadius = 6
        badge.accessibilityIdentifier = "badge"
        title.accessibilityIdentifier = "title"
        title.numberOfLines = 0
        title.font = .preferredFont(forTextStyle: .body)
        contentView.addSubview(badge)
        contentView.addSubview(title)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        badge.frame = CGRect(x: badgeX, y: 10, width: 40, height: 40)
        title.frame = CGRect(x: 64, y: 6, width: contentView.bounds.width - 76, height: contentView.bounds.height - 12)
    }
}

@MainActor
private final class CardSource: NSObject, ListAdapterDataSource {
    let quick: Bool
    init(quick: Bool) { self.quick = quick }
    func objects(for listAdapter: ListAdapter) -> [ListDiffable] { ["card" as NSString] }
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
        CardSection(quick: quick)
    }
    func emptyView(for listAdapter: ListAdapter) -> ListReusableView? { nil }
}

private final class CardSection: ListSectionController {
    let quick: Bool
    init(quick: Bool) {
        self.quick = quick
        super.init()
    }
    override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 220, height: 90) }
    override func cellForItem(at index: Int) -> ListCell {
        if quick {
            let cell = collectionContext!.dequeueReusableCell(of: ListCell.self, for: self, at: index)
            cell.content = ListViewSnapshotTests.quickContent
            return cell
        }
        let cell = collectionContext!.dequeueReusableCell(of: CardCell.self, for: self, at: index)
        cell.title.text = ListViewSnapshotTests.title
        return cell
    }
}

/// `assertListSnapshot(of: view)` and `ListSnapshot.image(of: view)`: one view drawn on its own, as swift-snapshot-
/// testing draws a `UIView`, with a sidecar that explains a change inside it.
@MainActor
@Suite struct ListViewSnapshotTests {
    static let title = "Lunch at noon, in the garden"
    static let quickContent = ListCellContent(text: "General", detailText: "On")

    /// The pixels of `image` inside `rect` (whole pixels).
    private func crop(_ image: RGBAImage, _ rect: (x: Int, y: Int, width: Int, height: Int)) -> RGBAImage {
        var pixels: [UInt8] = []
        for y in rect.y..<(rect.y + rect.height) {
            let start = (y * image.width + rect.x) * 4
            pixels += image.pixels[start..<(start + rect.width * 4)]
        }
        return RGBAImage(width: rect.width, height: rect.height, pixels: pixels)
    }

    /// Seeded: a cell with subviews, and a quick text cell, rendered on their own equal — pixel for pixel — the same
    /// cells shown by a collection view, in random environments (every theme, direction and Dynamic Type size) at
    /// 1×, 2× and 3×.
    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6])
    func test_whenACellIsRenderedOnItsOwn_inAnyEnvironment_thatItsPixelsAreThoseItHasInAList(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let environment = ListEnvironment.random(using: &random)
        let scale = Double(Int.random(in: 1...3, using: &random))
        for quick in [false, true] {
            let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
            let collectionView = ListCollectionView(
                frame: CGRect(x: 0, y: 0, width: 220, height: 120), collectionViewLayout: ListCollectionViewLayout())
            let source = CardSource(quick: quick)
            adapter.collectionView = collectionView
            adapter.dataSource = source
            let list = try ListSnapshot.image(of: collectionView, scale: scale, environment: environment).rgbaImage()
            let cell: ListCell
            if quick {
                cell = ListCell(frame: CGRect(x: 0, y: 0, width: 220, height: 90))
                cell.content = Self.quickContent
            } else {
                let card = CardCell(frame: CGRect(x: 0, y: 0, width: 220, height: 90))
                card.title.text = Self.title
                cell = card
            }
            let alone = try ListSnapshot.image(of: cell, scale: scale, environment: environment).rgbaImage()
            let side = (width: Int(220 * scale), height: Int(90 * scale))
            #expect(alone.width == side.width && alone.height == side.height)
            let inList = crop(list, (0, 0, side.width, side.height))
            if quick {
                // A quick cell's fill has rounded corners: there the list's background shows, and the canvas of the
                // cell alone is transparent. Every other pixel is the same.
                let corner = Int(12 * scale)
                var differing = 0, outsideCorners = 0
                for y in 0..<side.height {
                    for x in 0..<side.width where alone.pixel(x: x, y: y) != inList.pixel(x: x, y: y) {
                        differing += 1
                        let nearCorner = (x < corner || x >= side.width - corner) && (y < corner || y >= side.height - corner)
                        if !nearCorner || alone.pixel(x: x, y: y).alpha == 255 { outsideCorners += 1 }
                    }
                }
                #expect(differing > 0, "the corners are rounded: \(environment)")
                #expect(outsideCorners == 0, "\(environment), \(scale)×")
            } else {
                let same = alone == inList
                #expect(same, "\(environment), \(scale)×")
            }
            // The cell gets its own trait collection back.
            #expect(cell.overrideTraitCollection == nil)
        }
    }

    @Test func test_whenAPlainViewIsRendered_thatOnlyWhatItDrawsIsInTheImage_onATransparentCanvas() throws {
        let view = UIView(frame: CGRect(x: 30, y: 40, width: 50, height: 20))
        let square = UIView(frame: CGRect(x: 10, y: 5, width: 10, height: 10))
        square.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        view.addSubview(square)
        let image = try ListSnapshot.image(of: view, scale: 2).rgbaImage()
        #expect(image.width == 100 && image.height == 40)
        #expect(image.pixel(x: 0, y: 0) == ListColor(red: 0, green: 0, blue: 0, alpha: UInt8(0)))
        #expect(image.pixel(x: 20, y: 10) == ListColor(red: 255, green: 0, blue: 0))
        #expect(image.pixel(x: 39, y: 29) == ListColor(red: 255, green: 0, blue: 0))
        #expect(image.pixel(x: 40, y: 30) == ListColor(red: 0, green: 0, blue: 0, alpha: UInt8(0)))
        // A size given to the snapshot is the view's.
        #expect(try ListSnapshot.image(of: view, size: CGSize(width: 10, height: 10), scale: 3).width == 30)
        #expect(view.frame == CGRect(x: 30, y: 40, width: 10, height: 10))
    }

    @Test func test_whenAReusableViewIsNoCell_thatItIsDrawnAsAHeader_andAPlainViewAsItsTree() {
        let header = ListReusableView(frame: CGRect(x: 5, y: 5, width: 200, height: 30))
        header.content = ListCellContent(text: "Section")
        let scene = RenderScene(view: header, scale: 1)
        #expect(scene.elements.map(\.kind) == [.header])
        #expect(scene.elements[0].item == nil && scene.elements[0].view == nil)
        #expect(scene.elements[0].frame == CGRect(x: 0, y: 0, width: 200, height: 30))
        #expect(scene.elements[0].content.text == "Section")
        let cell = ListCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        #expect(RenderScene(view: cell).elements.map(\.kind) == [.cell])
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(RenderScene(view: plain).elements[0].view?.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(RenderScene(view: plain).backgroundColor == .clear)
    }

    @Test func test_whenTheViewHasNoSize_thatTheSnapshotFailsSayingSo() {
        let view = UIView()
        #expect {
            try ListSnapshot.image(of: view)
        } throws: { error in
            "\(error)".contains("the view to snapshot is 0.0 × 0.0 points: give it a frame, or pass a size")
        }
    }

    @Test func test_whenACellsLabelWrapsAndItsBadgeMoves_thatTheAssertionExplainsItAsVerifyDoes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.file("CardTests.swift").path
        let artifacts = folder.file("artifacts")
        let cell = CardCell(frame: CGRect(x: 0, y: 0, width: 220, height: 90))
        cell.title.text = "Short"
        #expect(throws: ListSnapshotFailure.self) {  // recording never passes
            try assertListSnapshot(
                of: cell, scale: 1, variants: [ListSpecVariant(name: "dark", environment: .init(theme: .dark))],
                record: .all, artifacts: artifacts, file: file, testName: "card()")
        }
        let snapshots = folder.file("__Snapshots__/CardTests")
        let names = try FileManager.default.contentsOfDirectory(atPath: snapshots.path).sorted()
        #expect(names == ["card+dark.layout.json", "card+dark.png", "card.layout.json", "card.png"])
        let sidecar = try String(contentsOf: snapshots.appendingPathComponent("card.layout.json"), encoding: .utf8)
        #expect(sidecar.contains("""
                    { "id": "badge", "path": "0/0", "type": "view", "frame": [12, 10, 40, 40] },
                    { "id": "title", "path": "0/1", "type": "label", "frame": [64, 6, 144, 78], "lines": 1, "text": "Short" }
            """), "\(sidecar)")
        // Unchanged, it passes in both environments.
        try assertListSnapshot(
            of: cell, scale: 1, variants: [ListSpecVariant(name: "dark", environment: .init(theme: .dark))],
            record: .never, artifacts: artifacts, file: file, testName: "card()")
        cell.title.text = "A longer title that wraps"
        cell.badgeX = 20
        cell.setNeedsLayout()
        do {
            try assertListSnapshot(of: cell, scale: 1, record: .never, artifacts: artifacts, file: file, testName: "card()")
            Issue.record("a changed cell must fail")
        } catch let failure as ListSnapshotFailure {
            #expect(failure.description.contains("""
                \nlayout: cell 0·0: view `badge` moved right 8 pt; label `title` 1 → 2 lines, text “Short” → “A longer title that wra…”\n
                """), "\(failure.description)")
        }
    }
}
