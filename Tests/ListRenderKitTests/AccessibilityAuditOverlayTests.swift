import Foundation
import ListCore
import ListLayoutKit
import ListPipelineKit
import ListRenderKit
import ListSpecKit
import ListTestSupport
import ListViewKit
import Testing

/// The audit reads what the app draws beneath text, never ListPreview's debug overlays (guides, spacing markers,
/// index paths, frames, change outlines): a screen audited with every overlay drawn is the screen audited without
/// them, text for text and view for view, while the picture keeps its overlays.
@MainActor
@Suite struct AccessibilityAuditOverlayTests {
    typealias Audit = ListAccessibilityAudit
    let fonts = try! FontSet.bundled()

    /// A transparent view-tree element with one label at `labelFrame` (element coordinates) in `ink`.
    func labelled(
        _ kind: ListElementKind, frame: CGRect, labelFrame: CGRect, text: String, ink: ListColor, item: Int?,
        fill: ListColor? = nil, isPinned: Bool = false, outline: ElementOutline? = nil, alignment: NSTextAlignment = .natural
    ) -> SceneElement {
        let root = UIView(frame: CGRect(origin: .zero, size: frame.size))
        root.backgroundColor = fill
        let label = UILabel(frame: labelFrame)
        label.text = text
        label.textColor = ink
        label.textAlignment = alignment
        label.accessibilityIdentifier = "label"
        root.addSubview(label)
        return SceneElement(kind: kind, frame: frame, content: ListCellContent(), section: 0, item: item,
                            isPinned: isPinned, outline: outline, view: root.snapshot())
    }

    /// Text over each kind of overlay, placed and coloured at random: a transparent cell over the section inset's
    /// band and dashed edge, a cell's text beside the next one's change outline, a transparent pinned header whose
    /// trailing text lies over a cell's index path and frame labels, and over a spacing marker's pill.
    func scene(seed: UInt64) -> RenderScene {
        var random = SplitMix64(seed: seed)
        func grey() -> ListColor {
            let value = UInt8.random(in: 90...200, using: &random)
            return ListColor(red: value, green: value, blue: UInt8.random(in: 90...200, using: &random))
        }
        let inset = CGFloat(Int.random(in: 20...36, using: &random))
        let width: CGFloat = 320
        var elements: [SceneElement] = []
        // Over the band above the items and its dashed edge.
        elements.append(labelled(.cell, frame: CGRect(x: 0, y: 0, width: width, height: inset + 10),
                                 labelFrame: CGRect(x: 8, y: inset - 14, width: 200, height: 20),
                                 text: "Over the guide", ink: grey(), item: 0))
        // An outlined cell, then one whose text starts at its leading edge, inside the outline's stroke.
        let outlined = ElementOutline.random(using: &random)
        elements.append(labelled(.cell, frame: CGRect(x: 0, y: inset + 20, width: 150, height: 44),
                                 labelFrame: CGRect(x: 16, y: 12, width: 120, height: 20), text: "Moved",
                                 ink: grey(), item: 1, fill: grey(), outline: outlined))
        elements.append(labelled(.cell, frame: CGRect(x: 150, y: inset + 20, width: 170, height: 44),
                                 labelFrame: CGRect(x: 0, y: 0, width: 160, height: 20), text: "Beside",
                                 ink: grey(), item: 2))
        // A cell whose top-right corner shows its index path; a pinned header over it reads trailing text there.
        let top = inset + 80
        elements.append(labelled(.cell, frame: CGRect(x: 0, y: top, width: width, height: 60),
                                 labelFrame: CGRect(x: 16, y: 30, width: 150, height: 20), text: "Covered",
                                 ink: ListColor(red: 0, green: 0, blue: 0), item: 3, fill: grey()))
        elements.append(labelled(.header, frame: CGRect(x: 0, y: top - 6, width: width, height: 30),
                                 labelFrame: CGRect(x: 200, y: 4, width: 116, height: 22), text: "Pinned 0·3",
                                 ink: grey(), item: nil, isPinned: true, alignment: .right))
        // A spacing marker beneath a second pinned header's text.
        let gapY = top + 90
        elements.append(labelled(.header, frame: CGRect(x: 0, y: gapY - 12, width: width, height: 24),
                                 labelFrame: CGRect(x: 100, y: 2, width: 120, height: 20), text: "Over a marker",
                                 ink: grey(), item: nil, isPinned: true))
        let markerX = CGFloat(Int.random(in: 90...120, using: &random))
        var scene = RenderScene(
            size: CGSize(width: width, height: gapY + 60), scale: Double(1 + seed % 3), elements: elements,
            guides: [SceneGuide(kind: .sectionInset, outer: CGRect(x: 0, y: 0, width: width, height: gapY + 60),
                                inner: CGRect(x: 0, y: inset, width: width, height: gapY + 60 - 2 * inset))],
            spacingMarkers: [SpacingMarker(start: CGPoint(x: markerX, y: gapY - 8), end: CGPoint(x: markerX, y: gapY + 8),
                                           value: 16)])
        scene.backgroundColor = ListColor(red: 242, green: 242, blue: 247)
        return scene
    }

    func rasterizer(seed: UInt64, overlays: RenderOverlays) -> Rasterizer {
        var random = SplitMix64(seed: seed ^ 0xA11)
        let environment = ListEnvironment(
            theme: Bool.random(using: &random) ? .dark : .light,
            contentSizeCategory: [.large, .extraSmall, .extraExtraExtraLarge].randomElement(using: &random)!,
            layoutDirection: Bool.random(using: &random) ? .rightToLeft : .leftToRight)
        return Rasterizer(fonts: fonts, theme: RenderTheme(style: environment.theme), overlays: overlays,
                          environment: environment)
    }

    @Test(arguments: 0..<8)
    func test_whenTextLiesOverEveryDebugOverlay_thatTheAuditReadsTheScreenWithoutThem(seed: UInt64) throws {
        let scene = scene(seed: seed)
        // What the app draws: no overlay, no change outline.
        var bare = scene
        for index in bare.elements.indices { bare.elements[index].outline = nil }
        let (clean, truth) = try rasterizer(seed: seed, overlays: .none).renderForAudit(bare)
        let (shown, audited) = try rasterizer(seed: seed, overlays: .all).renderForAudit(scene)
        #expect(audited.texts.count == 6)
        for (run, expected) in zip(audited.texts, truth.texts) {
            #expect(run == expected, "seed \(seed), \(run.source) \"\(run.text)\"")
        }
        #expect(audited == truth, "seed \(seed)")
        #expect(Audit().findings(in: audited) == Audit().findings(in: truth), "seed \(seed)")
        // The picture keeps its overlays, and they lie beneath four of the texts (the test has teeth).
        let plain = try rasterizer(seed: seed, overlays: .all).render(scene)
        #expect(shown.withUnsafePixels { Array($0) } == plain.withUnsafePixels { Array($0) })
        let over = truth.texts.filter { differs(shown, clean, in: $0.frame) }.map(\.text)
        #expect(over == ["Over the guide", "Beside", "Pinned 0·3", "Over a marker"], "seed \(seed)")
    }

    /// Whether the two images differ somewhere inside `frame` (points).
    func differs(_ a: RasterImage, _ b: RasterImage, in frame: CGRect) -> Bool {
        let minX = max(0, Int((Double(frame.minX) * a.scale).rounded(.down)))
        let maxX = min(a.width, Int((Double(frame.maxX) * a.scale).rounded(.up)))
        let minY = max(0, Int((Double(frame.minY) * a.scale).rounded(.down)))
        let maxY = min(a.height, Int((Double(frame.maxY) * a.scale).rounded(.up)))
        guard minX < maxX, minY < maxY else { return false }
        for y in minY..<maxY {
            for x in minX..<maxX where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { return true }
        }
        return false
    }

    /// Every sample spec and each of its variants: the findings of `verify --audit` (the still with the default
    /// overlays) are those of `verify --audit --clean`. Samples/animations.json's sticky headers lie over the
    /// spacing markers.
    @Test func test_whenTheSamplesAreAuditedWithAndWithoutOverlays_thatTheFindingsAreTheSame() throws {
        let samples = SharedReference.repositoryRoot.appendingPathComponent("Samples")
        let names = try FileManager.default.contentsOfDirectory(atPath: samples.path)
            .filter { $0.hasSuffix(".json") || $0.hasSuffix(".yaml") }.sorted()
        #expect(names.contains("animations.json"))
        let pipeline = try SpecPipeline.bundled()
        var audited = 0
        for name in names {
            let url = samples.appendingPathComponent(name)
            let prepared = pipeline.prepare(try ListSpec.load(contentsOf: url))
            for variant in prepared.variants {
                let over = try variant.still(overlays: .default, audited: true)
                let bare = try variant.still(overlays: .none, audited: true)
                let findings = { (still: SpecStill) in Audit().findings(in: try #require(still.audit)).map(\.message) }
                #expect(try findings(over) == findings(bare), "\(name) \(variant.variant?.name ?? "")")
                audited += 1
            }
        }
        #expect(audited >= 12)
    }
}

extension ElementOutline {
    /// One of the outlines, chosen at random.
    static func random(using random: inout SplitMix64) -> ElementOutline {
        [.inserted, .deleted, .moved, .color(ListColor(red: 255, green: 149, blue: 0))].randomElement(using: &random)!
    }
}
