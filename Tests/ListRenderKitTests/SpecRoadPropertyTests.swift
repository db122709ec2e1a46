import Foundation
import ListAnimationKit
import ListCore
import ListLayoutKit
import ListRenderKit
import ListSnapshotKit
import ListSpecKit
import ListTestSupport
import Testing

/// Seeded random specs — `"auto"` cells, headers and footers; sticky headers; both scroll directions; section
/// inserts, deletes and moves; items moving across sections; offsets — go the one road: the layout `layout` prints,
/// the scene `render` draws, `animate`'s first and last frames and the goldens of `record`/`verify` agree, pixel for
/// pixel.
@Suite struct SpecRoadPropertyTests {
    /// A random spec as JSON (what a user writes), with one or two updates.
    struct RandomSpec {
        var generator: SplitMix64
        var nextID = 0

        init(seed: UInt64) {
            generator = SplitMix64(seed: seed)
        }

        mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }
        mutating func bool() -> Bool { Bool.random(using: &generator) }
        mutating func id(_ prefix: String) -> String {
            nextID += 1
            return "\(prefix)\(nextID)"
        }

        static let words = ["Alpha", "a longer line of text that wraps", "Ben", "Chloé", "Delta echo foxtrot golf", "Hi"]

        mutating func text() -> String { Self.words[int(0...Self.words.count - 1)] }

        mutating func element(vertical: Bool, auto: Bool) -> [String: Any] {
            var element: [String: Any] = ["text": text()]
            if bool() { element["detailText"] = text() }
            if vertical {
                element["height"] = auto ? "auto" : int(24...70)
                if bool() { element["width"] = int(60...150) }
            } else {
                element["width"] = int(60...120)
                if auto { element["height"] = "auto" }
            }
            return element
        }

        mutating func section(vertical: Bool) -> [String: Any] {
            var section: [String: Any] = ["id": id("s")]
            if int(0...3) > 0 { section["header"] = element(vertical: vertical, auto: bool()) }
            if bool() { section["footer"] = element(vertical: vertical, auto: bool()) }
            if bool() { section["inset"] = ["top": int(0...10), "left": int(0...8), "bottom": int(0...10), "right": 0] }
            section["minimumLineSpacing"] = int(0...6)
            section["items"] = (0..<int(0...5)).map { _ -> [String: Any] in
                var item = element(vertical: vertical, auto: bool())
                item["id"] = id("i")
                return item
            }
            return section
        }

        /// The next state: sections moved, deleted and inserted, items moved across sections, changed, deleted and
        /// inserted.
        mutating func update(_ sections: [[String: Any]], vertical: Bool) -> [[String: Any]] {
            var sections = sections
            if sections.count > 1 && bool() { sections.swapAt(0, int(1...sections.count - 1)) }
            if sections.count > 1 && int(0...2) == 0 { sections.remove(at: int(0...sections.count - 1)) }
            if int(0...2) == 0 { sections.insert(section(vertical: vertical), at: int(0...sections.count)) }
            for index in sections.indices {
                var items = sections[index]["items"] as? [[String: Any]] ?? []
                if !items.isEmpty && bool() { items.remove(at: int(0...items.count - 1)) }
                if !items.isEmpty && bool() { items[int(0...items.count - 1)]["text"] = text() }
                if items.count > 1 && bool() { items.swapAt(0, items.count - 1) }
                if int(0...2) == 0 {
                    var item = element(vertical: vertical, auto: bool())
                    item["id"] = id("i")
                    items.insert(item, at: int(0...items.count))
                }
                sections[index]["items"] = items
            }
            if sections.count > 1, var from = sections[0]["items"] as? [[String: Any]], !from.isEmpty {
                let traveller = from.removeLast()
                sections[0]["items"] = from
                sections[sections.count - 1]["items"] = [traveller] + (sections[sections.count - 1]["items"] as? [[String: Any]] ?? [])
            }
            if let header = sections.first?["header"] as? [String: Any], bool() {
                var changed = header
                changed["text"] = text()
                sections[0]["header"] = changed
            }
            return sections
        }

        mutating func spec() throws -> String {
            let vertical = int(0...3) > 0
            var sections = (0..<int(1...4)).map { _ in section(vertical: vertical) }
            var updates: [[String: Any]] = []
            for _ in 0..<int(1...2) {
                sections = update(sections, vertical: vertical)
                var update: [String: Any] = ["sections": sections]
                if int(0...3) == 0 { update["contentOffset"] = vertical ? ["x": 0, "y": int(0...300)] : ["x": int(0...300), "y": 0] }
                updates.append(update)
            }
            let json: [String: Any] = [
                "viewport": ["width": 220, "height": 320, "scale": 1, "contentInset": ["top": bool() ? 20 : 0, "left": 0, "bottom": 0, "right": 0]],
                "layout": ["scrollDirection": vertical ? "vertical" : "horizontal", "stickyHeaders": bool()],
                "contentOffset": vertical ? ["x": 0, "y": int(0...200)] : ["x": int(0...200), "y": 0],
                "sections": (0..<int(1...4)).map { _ in section(vertical: vertical) },
                "updates": updates,
            ]
            return String(decoding: try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys]), as: UTF8.self)
        }
    }

    /// The state `index` of a spec (0: its sections) as a spec of its own at `offset`: what `render` is given.
    static func state(_ index: Int, of spec: ListSpec, at offset: CGPoint) -> ListSpec {
        var state = spec
        if index > 0 { state.sections = spec.updates[index - 1].sections }
        state.updates = []
        state.contentOffset = offset
        return state
    }

    static let timing = ListAnimationTiming(duration: 0.1, fps: 30)

    @Test(arguments: 1...24)
    func test_whenARandomSpecAnimates_thatLayoutRenderAndAnimateAgree_atBothEndsOfEveryUpdate(seed: Int) throws {
        var random = RandomSpec(seed: UInt64(seed))
        let spec = try ListSpec.parse(Data(try random.spec().utf8)).spec
        let renderer = SpecRenderer(fonts: try FontSet.bundled(), overlays: .none)
        let sequence = try renderer.animation(of: spec, timing: Self.timing)
        for (update, builder) in sequence.transitions.enumerated() {
            for (state, offset, scene, progress) in [
                (update, builder.transition.before.viewport.origin, builder.beforeScene, 0.0),
                (update + 1, builder.transition.after.viewport.origin, builder.afterScene, 1.0),
            ] {
                let still = Self.state(state, of: spec, at: offset)
                let layout = try renderer.pipeline.layout(of: still)
                // The layout `layout` prints is the one the engine recorded, and `render`'s scene is the animation's.
                #expect(renderer.pipeline.scene(of: still, layout: layout) == scene, "seed \(seed) state \(state)")
                let frame = try renderer.rasterizer.render(builder.scene(at: progress)).rgbaImage()
                #expect(frame == (try renderer.render(still).rgbaImage()), "seed \(seed) update \(update) at \(progress)")
            }
        }
    }

    @Test(arguments: [3, 8, 13, 21])
    func test_whenARandomSpecGoesThroughTheCommands_thatAnimateFramesAndGoldensAreRenderClean(seed: Int) throws {
        var random = RandomSpec(seed: UInt64(seed))
        let json = try random.spec()
        let spec = try ListSpec.parse(Data(json.utf8)).spec
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write(json, to: "random.json")
        let frames = folder.file("frames")
        let animate = try CommandRunner.run(["animate", file.path, "-o", frames.path, "--quiet", "--duration", "0.1"])
        #expect(animate.status == 0, "\(animate.standardError)")
        let manifest = try JSONDecoder().decode(
            AnimationManifest.self, from: Data(contentsOf: frames.appendingPathComponent("manifest.json")))
        let animated = try (0..<manifest.frameCount).map {
            try PNGDecoder.decode(contentsOf: frames.appendingPathComponent(AnimationManifest.fileName($0)))
        }
        // First frame: `render --clean` of the spec.
        let still = folder.file("still.png")
        let render = try CommandRunner.run(["render", file.path, "-o", still.path, "--clean"])
        #expect(render.status == 0, "\(render.standardError)")
        #expect(animated.first == (try PNGDecoder.decode(contentsOf: still)), "seed \(seed)")
        // Last frame: `render --clean` of the last state at the offset the animation ends at.
        let sequence = try SpecRenderer(fonts: try FontSet.bundled(), overlays: .none).animation(of: spec, timing: Self.timing)
        let end = try #require(sequence.transitions.last).transition.after.viewport.origin
        var object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let updates = try #require(object["updates"] as? [[String: Any]])
        object["sections"] = updates.last?["sections"]
        object["updates"] = nil
        let lastFile = try folder.write(
            String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self), to: "last.json")
        let lastStill = folder.file("last.png")
        let lastRender = try CommandRunner.run([
            "render", lastFile.path, "-o", lastStill.path, "--clean", "--offset=\(Double(end.x)),\(Double(end.y))",
        ])
        #expect(lastRender.status == 0, "\(lastRender.standardError)")
        #expect(animated.last == (try PNGDecoder.decode(contentsOf: lastStill)), "seed \(seed)")
        // The goldens `record` writes are these frames.
        let golden = try #require(
            try SpecSnapshotRenderer(renderer: SpecRenderer(fonts: try FontSet.bundled(), overlays: .none),
                                     animationTiming: Self.timing).renderAnimation(specAt: file))
        #expect(golden.frames.map { $0.pixels() } == animated, "seed \(seed)")
        let stillGolden = try SpecSnapshotRenderer(renderer: SpecRenderer(fonts: try FontSet.bundled(), overlays: .none))
            .renderStill(specAt: file)
        #expect(stillGolden.pixels() == animated.first)
    }
}
