import Foundation
import ListAdapterKit
import ListAnimationKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListPipelineKit
import ListRenderKit
import ListViewKit
import Testing

private let red = ListColor(red: 255, green: 0, blue: 0)
private let blue = ListColor(red: 0, green: 0, blue: 255)
private let orange = TransitionSceneBuilder.reloadedColor

/// A note: one section, equal by identity (so the adapter hands a changed note to its controller, which configures
/// its visible cell in place, as many IGListKit section controllers do in `didUpdate(to:)`).
private struct Note: ListDiffableValue {
    var id: String
    var text: String
    var color: ListColor
    var diffIdentity: String { id }
    func isEqual(toDiffableObject object: Note) -> Bool { true }
}

/// A 100×40 cell: a label across its top and a 20×15 box at (0, 20) in the note's colour.
private final class NoteCell: ListCell {
    let label = UILabel()
    let box = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = ListColor(red: 255, green: 255, blue: 255)
        label.font = .preferredFont(forTextStyle: .body)
        label.accessibilityIdentifier = "title"
        box.accessibilityIdentifier = "box"
        contentView.addSubview(label)
        contentView.addSubview(box)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = CGRect(x: 30, y: 0, width: 70, height: 20)
        box.frame = CGRect(x: 0, y: 20, width: 20, height: 15)
    }

    func configure(_ note: Note) {
        label.text = note.text
        box.backgroundColor = note.color
    }
}

/// One cell; `didUpdate(to:)` re-binds the visible cell in place, with no batch update.
@MainActor
private final class NoteSection: ListSectionController {
    var note: Note?

    override init() {
        super.init()
        inset = ListEdgeInsets(top: 50, left: 0, bottom: 0, right: 0)
    }

    override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 100, height: 40) }

    override func cellForItem(at index: Int) -> ListCell {
        let cell: NoteCell = collectionContext!.dequeueReusableCell(of: NoteCell.self, for: self, at: index)
        if let note { cell.configure(note) }
        return cell
    }

    override func didUpdate(to object: Any) {
        note = object as? Note
        if let note, let cell = collectionContext?.cellForItem(at: 0, sectionController: self) as? NoteCell {
            cell.configure(note)
        }
    }
}

/// A 100×150 collection view at scale 1 over one note.
@MainActor
private final class NoteList: ListAdapterDataSource {
    var note: Note
    let collectionView: ListCollectionView
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)

    init(_ note: Note, environment: ListEnvironment) {
        self.note = note
        var layout = ListCollectionViewLayout()
        layout.scale = 1
        collectionView = ListCollectionView(boundsSize: CGSize(width: 100, height: 150), layout: layout)
        collectionView.overrideTraitCollection = ListTraitCollection(environment: environment)
        (adapter.updater as? ListAdapterUpdater)?.schedulesFlushAutomatically = false
        adapter.collectionView = collectionView
        adapter.dataSource = self
        (adapter.updater as? ListAdapterUpdater)?.flush()
    }

    func objects(for listAdapter: ListAdapter) -> [ListDiffable] { [note] }
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
        NoteSection()
    }
    func emptyView(for listAdapter: ListAdapter) -> ListReusableView? { nil }
}

/// Environments the recordings are checked in: UIKit's default, dark, right to left (Arabic), the largest
/// accessibility Dynamic Type size.
private let environments: [ListEnvironment] = [
    .standard,
    ListEnvironment(theme: .dark),
    ListEnvironment(layoutDirection: .rightToLeft, locale: "ar"),
    ListEnvironment(contentSizeCategory: .accessibilityExtraExtraExtraLarge),
]

/// An update that only re-binds visible cells in place (no batch update) is recorded as one animated transition of
/// kept elements, the re-bound ones outlined as reloads, as the spec road's re-bound elements (docs/ANIMATION.md);
/// only a recording in which nothing changed is refused.
@Suite struct InPlaceRebindRecordingTests {
    @Test(arguments: environments)
    @MainActor func test_whenACellIsReBoundInPlace_thatTheRecordingIsOneAnimatedTransitionOutliningIt(
        environment: ListEnvironment
    ) throws {
        let list = NoteList(Note(id: "n", text: "Old", color: red), environment: environment)
        let timing = ListAnimationTiming(duration: 0.1, fps: 20)
        let animation = try ListAnimation(recording: list.adapter, timing: timing) {
            list.note = Note(id: "n", text: "New", color: blue)
            list.adapter.performUpdates(animated: true)
        }
        #expect(animation.environment == environment)
        #expect(animation.sequence.transitions.count == 1)
        #expect(animation.sequence.timeline.frames.count == 3)
        let builder = try #require(animation.sequence.transitions.first)
        #expect(builder.transition.tracks.map(\.change) == [.unchanged])
        // What the cell showed before and after: its tree, label text and box colour.
        let scene0 = builder.scene(at: 0)
        let scene1 = builder.scene(at: 1, highlights: true)
        func node(_ scene: RenderScene, _ id: String) -> ListViewSnapshot? {
            scene.elements.first { $0.kind == .cell }?.view?.allNodes.first { $0.identifier == id }
        }
        #expect(node(scene0, "title")?.text?.string == "Old" && node(scene1, "title")?.text?.string == "New")
        #expect(node(scene0, "box")?.backgroundColor == red && node(scene1, "box")?.backgroundColor == blue)
        #expect(node(scene1, "title")?.frame == CGRect(x: 30, y: 0, width: 70, height: 20))
        let cell = try #require(scene1.elements.first { $0.kind == .cell })
        #expect(cell.frame == CGRect(x: 0, y: 50, width: 100, height: 40))
        #expect(cell.outline == .color(orange))
        #expect(builder.scene(at: 1).elements.allSatisfy { $0.outline == nil })
        // Pixels: the first frame still shows the old box, the last the new one; the 2-pt outline just outside the
        // cell (y 50…90) in the highlighted scene.
        let frames = try animation.frames()
        #expect(frames.count == 3)
        #expect(frames[0].pixel(x: 10, y: 77) == red)
        #expect(frames[1].pixel(x: 10, y: 77) == blue && frames[2].pixel(x: 10, y: 77) == blue)
        let outlined = try Rasterizer(fonts: try FontSet.bundled(), overlays: .none).render(scene1)
        for y in [48, 49, 90, 91] { #expect(outlined.pixel(x: 50, y: y) == orange, "row \(y)") }
        #expect(outlined.pixel(x: 50, y: 120) != orange)
    }

    @Test(arguments: environments)
    @MainActor func test_whenNothingChanges_thatRecordingIsRefusedWithAClearMessage(environment: ListEnvironment) {
        let list = NoteList(Note(id: "n", text: "Same", color: red), environment: environment)
        let expected = AnimationError.notRecordable(
            reason: "nothing changed while recording: the adapter applied no update and no visible cell, header "
                + "or footer was re-bound to new content (change the model, then call "
                + "performUpdates(animated:) inside the closure)")
        // The same note again: handed to no one (unchanged), no batch, nothing re-bound.
        #expect(throws: expected) {
            try ListAnimation(recording: list.adapter) { list.adapter.performUpdates(animated: true) }
        }
        // A new value with the same content: re-bound, but to what the cell already showed.
        #expect(throws: expected) {
            try ListAnimation(recording: list.adapter) {
                list.note = Note(id: "n", text: "Same", color: red)
                list.adapter.performUpdates(animated: true)
            }
        }
        #expect(throws: expected) { try ListAnimation(recording: list.adapter) {} }
    }
}
