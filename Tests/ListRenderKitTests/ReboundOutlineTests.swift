import Foundation
import ListAdapterKit
import ListAnimationKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListPipelineKit
import ListRenderKit
import ListSpecKit
import ListViewKit
import Testing

private let red = ListColor(red: 255, green: 0, blue: 0)
private let blue = ListColor(red: 0, green: 0, blue: 255)
private let white = ListColor(red: 255, green: 255, blue: 255)
private let orange = TransitionSceneBuilder.reloadedColor

/// A swatch: same id, another colour is the same object updated (a binding section controller re-binds its cell).
private struct Swatch: ListDiffableValue {
    var id: String
    var color: ListColor
    var diffIdentity: String { id }
    func isEqual(toDiffableObject object: Swatch) -> Bool { self.id == object.id && color == object.color }
}

/// A palette: one binding section of swatches, updated by its controller (its swatches diffed), never reloaded: equal
/// by identity, as IGListKit asks of a binding section controller's object.
private struct Palette: ListDiffableValue {
    var swatches: [Swatch]
    var diffIdentity: String { "palette" }
    func isEqual(toDiffableObject object: Palette) -> Bool { true }
}

/// A 100×40 cell whose only subview is a 20×15 box at (0, 20) in its swatch's colour: it shows nothing but its tree
/// (its `content` stays empty), as a UIKit-style cell does.
private final class SwatchCell: ListCell, ListBindable {
    let box = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = white
        contentView.addSubview(box)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        box.frame = CGRect(x: 0, y: 20, width: 20, height: 15)
    }

    func bindViewModel(_ viewModel: Any) { box.backgroundColor = (viewModel as? Swatch)?.color }
}

@MainActor
private final class PaletteSection: ListBindingSectionController<Palette>, ListBindingSectionControllerDataSource {
    override init() {
        super.init()
        dataSource = self
        minimumLineSpacing = 10
    }

    func sectionController(
        _ sectionController: ListBindingSectionController<ListDiffable>, viewModelsFor object: Any
    ) -> [ListDiffable] {
        (object as? Palette)?.swatches ?? []
    }

    func sectionController(
        _ sectionController: ListBindingSectionController<ListDiffable>, cellForViewModel viewModel: Any, at index: Int
    ) -> ListCell & ListBindable {
        collectionContext!.dequeueReusableCell(of: SwatchCell.self, for: self, at: index)
    }

    func sectionController(
        _ sectionController: ListBindingSectionController<ListDiffable>, sizeForViewModel viewModel: Any, at index: Int
    ) -> CGSize {
        CGSize(width: 100, height: 40)
    }
}

/// A 100×150 collection view at scale 1 over one palette.
@MainActor
private final class PaletteList: ListAdapterDataSource {
    var palette: Palette
    let collectionView: ListCollectionView
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)

    init(_ palette: Palette) {
        self.palette = palette
        var layout = ListCollectionViewLayout()
        layout.scale = 1
        collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: 150), layout: layout)
        (adapter.updater as? ListAdapterUpdater)?.schedulesFlushAutomatically = false
        adapter.collectionView = collectionView
        adapter.dataSource = self
        (adapter.updater as? ListAdapterUpdater)?.flush()
    }

    func objects(for listAdapter: ListAdapter) -> [ListDiffable] { [palette] }
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
        PaletteSection()
    }
    func emptyView(for listAdapter: ListAdapter) -> ListReusableView? { nil }
}

/// A cell re-bound in place (same identity, changed content: IGListKit's update of a binding section controller's
/// view model) is outlined as a reload in strips and highlighted frames, docs/ANIMATION.md — also when all it shows
/// is its view tree (a UIKit-style cell, a spec `"view"`), not only a text cell's content.
@Suite struct ReboundOutlineTests {
    @Test @MainActor func test_whenAUIKitCellIsReBound_thatItIsOutlinedOrange_andItsUnchangedNeighbourIsNot() throws {
        let list = PaletteList(Palette(swatches: [Swatch(id: "a", color: red), Swatch(id: "b", color: red)]))
        let animation = try ListAnimation(recording: list.adapter) {
            list.palette.swatches[1].color = blue
            list.palette.swatches.append(Swatch(id: "c", color: red))
            list.adapter.performUpdates(animated: true)
        }
        let builder = try #require(animation.sequence.transitions.first)
        // The first two cells are kept (the second re-bound in place, not reloaded): no track is a reload.
        #expect(builder.transition.tracks.map(\.change) == [.unchanged, .unchanged, .inserted])
        let scene = builder.scene(at: 0.5, highlights: true)
        let cells = scene.elements.filter { $0.kind == .cell }
        #expect(cells.count == 3 && cells.allSatisfy { $0.content == ListCellContent() })
        #expect(cells.map(\.outline) == [nil, .color(orange), .inserted])
        // Pixels: the 2-point outline just outside the second cell (y 50…90): rows 48–49 and 90–91; the first cell
        // (y 0…40) has none below it, and its box stays red while the second's is blue.
        let image = try Rasterizer(fonts: try FontSet.bundled(), overlays: .none).render(scene)
        for y in [48, 49, 90, 91] { #expect(image.pixel(x: 50, y: y) == orange, "row \(y)") }
        for y in [40, 41] { #expect(image.pixel(x: 50, y: y) != orange, "row \(y)") }
        #expect(image.pixel(x: 10, y: 27) == red && image.pixel(x: 10, y: 77) == blue)
        // Not outlined without highlights (plain frames), and the first frame is the state before.
        #expect(builder.scene(at: 0.5).elements.allSatisfy { $0.outline == nil })
        let first = try Rasterizer(fonts: try FontSet.bundled(), overlays: .none).render(builder.scene(at: 0))
        #expect(first.pixel(x: 10, y: 77) == red)
    }

    @Test @MainActor func test_whenNoCellChanges_thatNoCellIsOutlined() throws {
        let list = PaletteList(Palette(swatches: [Swatch(id: "a", color: red), Swatch(id: "b", color: red)]))
        let animation = try ListAnimation(recording: list.adapter) {
            list.palette.swatches.append(Swatch(id: "c", color: blue))
            list.adapter.performUpdates(animated: true)
        }
        let builder = try #require(animation.sequence.transitions.first)
        let outlines = builder.scene(at: 0.5, highlights: true).elements.filter { $0.kind == .cell }.map(\.outline)
        #expect(outlines == [nil, nil, .inserted])
    }

    /// A spec cell whose `"view"` changed (its `text` and every other field equal) is re-bound: outlined orange.
    @Test(arguments: [("#0000FF", true), ("#FF0000", false)])
    func test_whenASpecCellsViewTreeChanges_thatItIsOutlinedAsAReload(box: String, changed: Bool) throws {
        func item(_ color: String) -> String {
            #"""
            { "id": "a", "height": 40, "backgroundColor": "#FFFFFF", "view": { "type": "view", "children": [
              { "type": "view", "backgroundColor": "\#(color)", "x": 0, "y": 20, "width": 20, "height": 15 } ] } }
            """#
        }
        let json = """
            { "viewport": { "width": 100, "height": 150, "scale": 1 },
              "sections": [ { "id": "s", "items": [ \(item("#FF0000")) ] } ],
              "updates": [ { "sections": [ { "id": "s", "minimumLineSpacing": 10, "items": [
                { "id": "n", "height": 40, "backgroundColor": "#FFFFFF" }, \(item(box)) ] } ] } ] }
            """
        let prepared = try SpecPipeline.bundled().prepare(try ListSpec.parse(Data(json.utf8)))
        let builder = try #require(try prepared.animation().transitions.first)
        let scene = builder.scene(at: 1, highlights: true)
        let cell = try #require(scene.elements.first { $0.kind == .cell && $0.item == 1 })
        #expect(cell.frame == CGRect(x: 0, y: 50, width: 100, height: 40))
        #expect(cell.outline == (changed ? .color(orange) : nil))
        let image = try prepared.rasterizer(overlays: .none).render(scene)
        #expect((image.pixel(x: 50, y: 91) == orange) == changed)
        #expect(image.pixel(x: 10, y: 77) == (changed ? blue : red))
    }
}
