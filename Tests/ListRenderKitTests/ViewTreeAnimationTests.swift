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

private let pureRed = ListColor(red: 255, green: 0, blue: 0)
private let pureBlue = ListColor(red: 0, green: 0, blue: 255)
private let pureWhite = ListColor(red: 255, green: 255, blue: 255)

/// A cell whose only subview is a 20×15 box at (0, 30) in the colour its model gives.
private final class BoxCell: ListCell {
    let box = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        box.accessibilityIdentifier = "box"
        contentView.addSubview(box)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        box.frame = CGRect(x: 0, y: 30, width: 20, height: 15)
    }
}

private final class BoxSection: ListSectionController {
    weak var list: BoxList?
    init(list: BoxList) {
        self.list = list
        super.init()
    }
    override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 100, height: 50) }
    override func cellForItem(at index: Int) -> ListCell {
        let cell = collectionContext!.dequeueReusableCell(of: BoxCell.self, for: self, at: index)
        cell.box.backgroundColor = list?.color ?? .black
        return cell
    }
}

@MainActor
private final class BoxList: ListAdapterDataSource {
    var color = pureRed
    let collectionView: ListCollectionView
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)

    init() {
        var layout = ListCollectionViewLayout()
        layout.scale = 1
        collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: 100), layout: layout)
        (adapter.updater as? ListAdapterUpdater)?.schedulesFlushAutomatically = false
        adapter.collectionView = collectionView
        adapter.dataSource = self
        (adapter.updater as? ListAdapterUpdater)?.flush()
    }

    func objects(for listAdapter: ListAdapter) -> [ListDiffable] { ["box" as NSString] }
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
        BoxSection(list: self)
    }
    func emptyView(for listAdapter: ListAdapter) -> ListReusableView? { nil }
}

/// Animations draw the view trees inside cells: a moved cell keeps its subviews, a reloaded one cross-fades between
/// its old and new trees (exact pixels).
@Suite struct ViewTreeAnimationTests {
    private static func spec(boxColor: String) -> String {
        """
        { "viewport": { "width": 100, "height": 100, "scale": 1 },
          "sections": [ { "id": "s", "items": [
            { "id": "a", "height": 50, "backgroundColor": "#FFFFFF", "view": { "type": "view", "children": [
              { "type": "view", "id": "box", "backgroundColor": "#FF0000", "x": 0, "y": 30, "width": 20, "height": 15 } ] } }
          ] } ],
          "updates": [ { "sections": [ { "id": "s", "items": [
            { "id": "n", "height": 50, "backgroundColor": "#FFFFFF" },
            { "id": "a", "height": 50, "backgroundColor": "#FFFFFF", "view": { "type": "view", "children": [
              { "type": "view", "id": "box", "backgroundColor": "\(boxColor)", "x": 0, "y": 30, "width": 20, "height": 15 } ] } }
          ] } ] } ] }
        """
    }

    @Test func test_whenASpecCellMoves_thatItsSubviewsMoveWithIt_inEveryFrame() throws {
        let document = try ListSpec.parse(Data(Self.spec(boxColor: "#FF0000").utf8))
        let prepared = try SpecPipeline.bundled().prepare(document)
        let sequence = try prepared.animation(timing: ListAnimationTiming(duration: 0.1, fps: 30))
        let builder = try #require(sequence.transitions.first)
        let rasterizer = prepared.rasterizer(overlays: .none)
        // Cell a slides from y 0 to y 50; its box (y 30…45 inside it) with it.
        for (progress, top) in [(0.0, 0.0), (0.5, 25.0), (1.0, 50.0)] {
            let scene = builder.scene(at: progress)
            let cell = try #require(scene.elements.first { $0.kind == .cell && $0.view != nil })
            #expect(Double(cell.frame.minY) == top)
            #expect(cell.view?.node("box")?.frame == CGRect(x: 0, y: 30, width: 20, height: 15))
            let image = try rasterizer.render(scene)
            #expect(image.pixel(x: 10, y: Int(top) + 37) == pureRed, "progress \(progress)")
            #expect(image.pixel(x: 30, y: Int(top) + 37) == pureWhite, "progress \(progress)")
        }
        // The first and last frames are the stills of the two states.
        let first = try rasterizer.render(sequence.scene(for: sequence.timeline.frames[0]))
        #expect(first.rgbaImage() == (try prepared.still(overlays: .none)).image.rgbaImage())
    }

    @Test func test_whenASpecCellsTreeChangesAsItMoves_thatTheNewTreeShowsFromTheFirstStep() throws {
        let document = try ListSpec.parse(Data(Self.spec(boxColor: "#0000FF").utf8))
        let prepared = try SpecPipeline.bundled().prepare(document)
        let builder = try #require(try prepared.animation(timing: ListAnimationTiming(duration: 0.1, fps: 30))
            .transitions.first)
        let rasterizer = prepared.rasterizer(overlays: .none)
        #expect(try rasterizer.render(builder.scene(at: 0)).pixel(x: 10, y: 37) == pureRed)
        // A binding-style update re-binds the cell in place: its new tree shows as soon as the update starts.
        #expect(try rasterizer.render(builder.scene(at: 0.5)).pixel(x: 10, y: 62) == pureBlue)
    }

    @Test @MainActor func test_whenAUIKitCellsSectionIsReloaded_thatItsOldAndNewSubviewsCrossFade() throws {
        let list = BoxList()
        let animation = try ListAnimation(recording: list.adapter) {
            list.color = pureBlue
            list.adapter.reloadObjects(["box" as NSString])
            list.adapter.performUpdates(animated: true)
        }
        let builder = try #require(animation.sequence.transitions.first)
        // A reloaded section is a delete and an insert in the same place (UIKit cross-fades them).
        #expect(builder.transition.tracks.map(\.change) == [.inserted, .deleted])
        #expect(Set(builder.transition.tracks.map(\.endFrame)) == [CGRect(x: 0, y: 0, width: 100, height: 50)])
        let rasterizer = Rasterizer(fonts: try FontSet.bundled(), overlays: .none)
        let start = try rasterizer.render(builder.scene(at: 0))
        let middle = try rasterizer.render(builder.scene(at: 0.5))
        let end = try rasterizer.render(builder.scene(at: 1))
        #expect(start.pixel(x: 10, y: 37) == pureRed)
        #expect(end.pixel(x: 10, y: 37) == pureBlue)
        // Half way: the old red box fading out under the new blue one fading in.
        let mixed = middle.pixel(x: 10, y: 37)
        #expect(mixed.red > UInt8(60) && mixed.red < UInt8(200) && mixed.blue > UInt8(60) && mixed.green < UInt8(130),
                "\(mixed.hexString)")
        // The cell's own area outside the box is unchanged by the fade.
        #expect(middle.pixel(x: 50, y: 37) == start.pixel(x: 50, y: 37))
    }
}
