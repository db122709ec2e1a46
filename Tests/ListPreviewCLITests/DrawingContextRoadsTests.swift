import Foundation
import ListAdapterKit
import ListAnimationKit
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

/// Every road that draws takes one ``DrawingContext`` (fonts, theme, environment, overlays, scale), so the same state
/// is the same picture whichever road draws it, in any environment: a spec through `render --clean`, frame 0 of
/// `animate`, `ListSnapshot.image(of:)`, the snapshot suite's animation frames and a `ListAnimation` of the prepared
/// spec; a collection view through `ListSnapshot.image(of:)` and frame 0 of a `ListAnimation` recorded from its
/// adapter. Before the context, `ListAnimation(recording:)` drew in the system font whatever fonts the collection
/// view's trait collection named, while its stills used them.
@Suite final class DrawingContextRoadsTests: Sendable {
    let folder = try! TemporaryFolder()

    deinit { folder.remove() }

    /// The environment of a seed: a scale, `--font` or not, a theme, a Dynamic Type size, a direction, a locale.
    struct Drawn {
        var scale: Int
        var font: URL?
        var overrides: ListEnvironmentOverrides

        init(seed: UInt64) {
            var rng = SplitMix64(seed: seed)
            scale = [1, 2, 3].randomElement(using: &rng)!
            font = Bool.random(using: &rng)
                ? SharedReference.repositoryRoot.appendingPathComponent("Sources/ListTextKit/Fonts/DejaVuSans-Bold.ttf")
                : nil
            overrides = ListEnvironmentOverrides(
                theme: [.light, .dark].randomElement(using: &rng)!,
                contentSizeCategory: [.extraSmall, .large, .extraExtraExtraLarge, .accessibilityLarge]
                    .randomElement(using: &rng)!,
                layoutDirection: [.leftToRight, .rightToLeft].randomElement(using: &rng)!,
                locale: ["en", "ar", "ja-JP", "de"].randomElement(using: &rng)!)
        }

        /// The same choices as command-line options.
        var options: [String] {
            var options = ["--scale", String(scale)]
            if let font { options += ["--font", font.path] }
            options += ["--theme", overrides.theme!.rawValue]
            options += ["--content-size-category", overrides.contentSizeCategory!.rawValue]
            options += ["--layout-direction", overrides.layoutDirection!.rawValue]
            options += ["--locale", overrides.locale!]
            return options
        }

        func fonts() throws -> FontSet {
            try font.map { try FontSet(path: $0.path) } ?? FontSet.system()
        }
    }

    /// A card of a stack (a wrapping title, a subtitle), a quick-content cell with an accessory, a fixed card and a
    /// footer tree; with an update that inserts a card.
    static func spec(withUpdate: Bool) -> String {
        func card(_ id: String, _ title: String, height: String) -> String {
            """
            { "id": "\(id)", "height": \(height), "view": { "type": "stack", "axis": "vertical", "spacing": 4,
              "isLayoutMarginsRelativeArrangement": true,
              "layoutMargins": { "top": 10, "left": 16, "bottom": 10, "right": 16 }, "children": [
                { "type": "label", "text": "\(title)", "numberOfLines": 0, "font": { "textStyle": "headline" } },
                { "type": "label", "text": "Subtitle of \(id)", "textColor": "secondaryLabel" } ] } }
            """
        }
        let items = [
            card("a", "A title long enough to wrap on a narrow card", height: "\"auto\""),
            #"{ "id": "q", "height": "auto", "text": "Quick content", "detailText": "detail", "#
                + #""accessory": "disclosureIndicator" }"#,
            card("b", "Second card", height: "72"),
        ]
        let footer = #"{ "height": "auto", "view": { "type": "label", "text": "Footer text", "numberOfLines": 0 } }"#
        func sections(_ items: [String]) -> String {
            #"[ { "id": "s", "footer": \#(footer), "items": [ \#(items.joined(separator: ",\n")) ] } ]"#
        }
        let inserted = card("c", "An inserted card", height: "\"auto\"")
        let update = withUpdate ? #", "updates": [ { "sections": \#(sections([inserted] + items)) } ]"# : ""
        return #"{ "viewport": { "width": 320, "height": 480 }, "sections": \#(sections(items))\#(update) }"#
    }

    @Test(arguments: [11, 12, 13, 14, 15])
    func test_whenTheEnvironmentIsRandom_thatEveryRoadDrawsASpecsStateWithTheSamePixels(_ seed: UInt64) throws {
        let drawn = Drawn(seed: seed)
        let animated = try folder.write(Self.spec(withUpdate: true), to: "\(seed)/animated.json")
        let still = try folder.write(Self.spec(withUpdate: false), to: "\(seed)/still.json")
        // The command line: `render --clean` and frame 0 of `animate`.
        let png = folder.file("\(seed)/still.png")
        let render = try CommandRunner.run(["render", still.path, "-o", png.path, "--clean"] + drawn.options)
        #expect(render.status == 0, "\(drawn.options): \(render.standardError)")
        let rendered = try PNGDecoder.decode(contentsOf: png)
        let frames = folder.file("\(seed)/frames")
        let animate = try CommandRunner.run(
            ["animate", animated.path, "-o", frames.path, "--quiet", "--duration", "0.1"] + drawn.options)
        #expect(animate.status == 0, "\(drawn.options): \(animate.standardError)")
        let frame0 = try PNGDecoder.decode(contentsOf: frames.appendingPathComponent(AnimationManifest.fileName(0)))
        // The API: ListSnapshot, the snapshot suite's frames, a ListAnimation of the prepared spec.
        let renderer = SpecRenderer(fonts: try drawn.fonts(), overlays: .none, scale: CGFloat(drawn.scale))
        let snapshot = try ListSnapshot.image(
            of: ListSpec.load(contentsOf: still).spec, renderer: renderer, environment: drawn.overrides)
        var suiteRenderer = renderer
        suiteRenderer.pipeline.environment = drawn.overrides
        let timing = ListAnimationTiming(duration: 0.1)
        let suiteFrames = try #require(
            try SpecSnapshotRenderer(renderer: suiteRenderer, animationTiming: timing)
                .animationFrames(specAt: animated, variant: nil))
        let prepared = suiteRenderer.prepare(try ListSpec.load(contentsOf: animated))
        let animation = ListAnimation(
            sequence: try prepared.animation(timing: timing), context: prepared.drawingContext(overlays: .none))
        let roads: [(String, RGBAImage)] = [
            ("animate frame 0", frame0),
            ("ListSnapshot.image(of: spec)", snapshot.rgbaImage()),
            ("SpecSnapshotRenderer.animationFrames frame 0", try suiteFrames.frame(0).pixels()),
            ("ListAnimation(prepared).frames()[0]", try animation.frames()[0].rgbaImage()),
        ]
        #expect(rendered.width == 320 * drawn.scale)
        for (road, image) in roads {
            #expect(image == rendered, "\(road) differs from render --clean with \(drawn.options)")
        }
    }

    @Test(arguments: [21, 22, 23, 24, 25]) @MainActor
    func test_whenACollectionViewsTraitsNameFonts_thatItsAnimationsFirstFrameIsItsStill(_ seed: UInt64) throws {
        let drawn = Drawn(seed: seed)
        let environment = drawn.overrides.applied(to: .standard)
        // Its own faces (bold whenever the seed has no --font: never the system font the animation used to fall to).
        let fonts = try drawn.font.map { try FontSet(path: $0.path) } ?? FontSet(
            path: SharedReference.repositoryRoot.appendingPathComponent("Sources/ListTextKit/Fonts/DejaVuSans-Bold.ttf")
                .path)
        let list = ContextRoadList(rows: ["Ann", "Bo", "Cy"], scale: drawn.scale)
        list.collectionView.overrideTraitCollection = ListTraitCollection(environment: environment, fonts: fonts)
        let still = try ListSnapshot.image(of: list.adapter, scale: Double(drawn.scale))
        let animation = try ListAnimation(recording: list.adapter, timing: ListAnimationTiming(duration: 0.1)) {
            list.rows.insert("Dee", at: 1)
            list.adapter.performUpdates(animated: true)
        }
        let after = try ListSnapshot.image(of: list.adapter, scale: Double(drawn.scale))
        let frames = try animation.frames()
        #expect(frames.first?.rgbaImage() == still.rgbaImage(), "frame 0 with \(drawn.options)")
        #expect(frames.last?.rgbaImage() == after.rgbaImage(), "last frame with \(drawn.options)")
        #expect(still.rgbaImage() != after.rgbaImage())
    }
}

/// A row of ``ContextRoadList``: its text is its identity.
private struct ContextRoadRow: ListDiffableValue {
    var text: String
    var diffIdentity: String { text }
    func isEqual(toDiffableObject object: ContextRoadRow) -> Bool { text == object.text }
}

/// One 44-point cell showing its row's text (quick content with a disclosure indicator).
@MainActor
private final class ContextRoadSection: ListSectionController {
    private var row: ContextRoadRow?

    override func sizeForItem(at index: Int) -> CGSize {
        CGSize(width: collectionContext?.containerSize.width ?? 0, height: 44)
    }

    override func cellForItem(at index: Int) -> ListCell {
        let cell = collectionContext!.dequeueReusableCell(of: ListCell.self, for: self, at: index)
        cell.content = ListCellContent(text: row?.text, accessory: .disclosureIndicator)
        return cell
    }

    override func didUpdate(to object: Any) { row = object as? ContextRoadRow }
}

/// An adapter over rows in a 240×300 collection view at a scale.
@MainActor
private final class ContextRoadList: ListAdapterDataSource {
    var rows: [String]
    let collectionView: ListCollectionView
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)

    init(rows: [String], scale: Int) {
        self.rows = rows
        var layout = ListCollectionViewLayout()
        layout.scale = CGFloat(scale)
        collectionView = ListCollectionView(boundsSize: CGSize(width: 240, height: 300), layout: layout)
        (adapter.updater as? ListAdapterUpdater)?.schedulesFlushAutomatically = false
        adapter.collectionView = collectionView
        adapter.dataSource = self
        (adapter.updater as? ListAdapterUpdater)?.flush()
    }

    func objects(for listAdapter: ListAdapter) -> [ListDiffable] { rows.map { ContextRoadRow(text: $0) } }

    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
        ContextRoadSection()
    }

    func emptyView(for listAdapter: ListAdapter) -> ListReusableView? { nil }
}
