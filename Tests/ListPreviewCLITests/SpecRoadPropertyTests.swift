import Foundation
import ListAnimationKit
import ListCore
import ListLayoutKit
import ListPipelineKit
import ListRenderKit
import ListSnapshotKit
import ListSpecKit
import ListTestSupport
import Testing

/// Seeded random specs — `"auto"` cells, headers and footers; sticky headers; both scroll directions; section
/// inserts, deletes and moves; items moving across sections; offsets — in random environments (every content size
/// category, both layout directions, the flip flag, both themes, several locales; spec values and command-line
/// overrides) go the one road: the layout `layout` prints, the scene `render` draws, `animate`'s first and last frames
/// (in process and through the command line), the still and animation goldens of `record`/`verify` and the cells of
/// `render --variants` agree, pixel for pixel.
@Suite struct SpecRoadPropertyTests {
    /// The state `index` of a spec (0: its sections) as a spec of its own at `offset`: what `render` is given.
    static func state(_ index: Int, of spec: ListSpec, at offset: CGPoint) -> ListSpec {
        var state = spec
        if index > 0 { state.sections = spec.updates[index - 1].sections }
        state.updates = []
        state.contentOffset = offset
        return state
    }

    static let timing = ListAnimationTiming(duration: 0.1, fps: 30)

    /// The environment the test expects a spec's `environment` JSON to give (an oracle apart from the pipeline).
    static func expected(_ json: [String: Any]) throws -> ListEnvironment {
        ListEnvironment(
            theme: try #require(ListUserInterfaceStyle(rawValue: json["theme"] as? String ?? "")),
            contentSizeCategory: try #require(
                ListContentSizeCategory(rawValue: json["contentSizeCategory"] as? String ?? "")),
            layoutDirection: try #require(ListLayoutDirection(rawValue: json["layoutDirection"] as? String ?? "")),
            locale: try #require(json["locale"] as? String))
    }

    @Test(arguments: 0..<24)
    func test_whenARandomSpecAnimatesInARandomEnvironment_thatLayoutRenderAndAnimateAgree_atBothEndsOfEveryUpdate(
        seed: Int
    ) throws {
        var random = RandomSpec(seed: UInt64(seed))
        let environment = random.environment(seed: seed)
        let spec = try ListSpec.parse(Data(try random.spec(environment: environment).utf8)).spec
        let renderer = SpecRenderer(fonts: try FontSet.system(), overlays: .none)
        let prepared = renderer.prepare(spec)
        #expect(prepared.environment == (try Self.expected(environment)), "seed \(seed)")
        let sequence = try prepared.animation(timing: Self.timing)
        let rasterizer = prepared.rasterizer(overlays: .none)
        for (update, builder) in sequence.transitions.enumerated() {
            for (state, offset, resting, progress) in [
                (update, builder.transition.before.viewport.origin, builder.beforeScene, 0.0),
                (update + 1, builder.transition.after.viewport.origin, builder.afterScene, 1.0),
            ] {
                let still = try renderer.still(of: renderer.prepare(Self.state(state, of: spec, at: offset)))
                // The frames `layout` prints are the ones the engine recorded, and `render`'s scene is the
                // animation's resting scene, mirrored alike.
                #expect(still.scene == (sequence.isMirrored ? resting.mirroredHorizontally() : resting),
                        "seed \(seed) state \(state)")
                let frame = try rasterizer.render(sequence.scene(ofUpdate: update, at: progress)).rgbaImage()
                #expect(frame == still.image.rgbaImage(), "seed \(seed) update \(update) at \(progress)")
            }
        }
    }

    /// Runs a command of the executable, expecting success.
    static func run(_ arguments: [String]) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 0, "\(arguments[0]): \(result.standardError)")
    }

    @Test(arguments: [3, 8, 13, 21])
    func test_whenARandomSpecInARandomEnvironmentGoesThroughTheCommands_thatFramesGoldensAndVariantsAreRenderClean(
        seed: Int
    ) throws {
        var random = RandomSpec(seed: UInt64(seed))
        let json = try random.spec(environment: random.environment(seed: seed), variants: 2)
        // Half the seeds override the spec's environment on the command line, as `--theme` and friends do.
        let overrides = seed % 2 == 0 ? [] : ["--content-size-category", "extraSmall", "--layout-direction", "rightToLeft"]
        var pipeline = SpecPipeline(fonts: try FontSet.system())
        if !overrides.isEmpty {
            pipeline.environment.contentSizeCategory = .extraSmall
            pipeline.environment.layoutDirection = .rightToLeft
        }
        let renderer = SpecRenderer(pipeline: pipeline, overlays: .none)
        let spec = try ListSpec.parse(Data(json.utf8)).spec
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write(json, to: "random.json")
        let frames = folder.file("frames")
        try Self.run(["animate", file.path, "-o", frames.path, "--quiet", "--duration", "0.1"] + overrides)
        let manifest = try JSONDecoder().decode(
            AnimationManifest.self, from: Data(contentsOf: frames.appendingPathComponent("manifest.json")))
        let animated = try (0..<manifest.frameCount).map {
            try PNGDecoder.decode(contentsOf: frames.appendingPathComponent(AnimationManifest.fileName($0)))
        }
        // In process, the same frames.
        let prepared = renderer.prepare(spec, file: file.path)
        let sequence = try prepared.animation(timing: Self.timing)
        let rasterizer = prepared.rasterizer(overlays: .none)
        let frameImages = try sequence.timeline.frames.map { try rasterizer.render(sequence.scene(for: $0)).rgbaImage() }
        #expect(frameImages == animated, "seed \(seed)")
        // First frame: `render --clean` of the spec, and the still golden.
        let still = folder.file("still.png")
        try Self.run(["render", file.path, "-o", still.path, "--clean"] + overrides)
        #expect(animated.first == (try PNGDecoder.decode(contentsOf: still)), "seed \(seed)")
        let snapshots = SpecSnapshotRenderer(renderer: renderer, animationTiming: Self.timing)
        let stillGolden = try snapshots.renderStill(specAt: file)
        #expect(stillGolden.pixels() == animated.first, "seed \(seed)")
        // Last frame: `render --clean` of the last state at the offset the animation ends at.
        let end = try #require(sequence.transitions.last).transition.after.viewport.origin
        var object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let updates = try #require(object["updates"] as? [[String: Any]])
        object["sections"] = updates.last?["sections"]
        object["updates"] = nil
        let lastFile = try folder.write(
            String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self), to: "last.json")
        let lastStill = folder.file("last.png")
        try Self.run(
            ["render", lastFile.path, "-o", lastStill.path, "--clean", "--offset=\(Double(end.x)),\(Double(end.y))"]
                + overrides)
        #expect(animated.last == (try PNGDecoder.decode(contentsOf: lastStill)), "seed \(seed)")
        // The animation golden `record` writes is these frames.
        let golden = try #require(try snapshots.renderAnimation(specAt: file))
        #expect(golden.frames.map { $0.pixels() } == animated, "seed \(seed)")
        // `layout` prints the frames the still golden's sidecar records.
        let layout = try CommandRunner.run(["layout", file.path] + overrides)
        #expect(layout.status == 0, "layout: \(layout.standardError)")
        let printed = try SnapshotLayout(json: Data(layout.standardOutput.utf8))
        #expect(Set(printed.elements) == Set(stillGolden.layout?.elements ?? []), "seed \(seed)")
        #expect(printed.elements.count == stillGolden.layout?.elements.count, "seed \(seed)")
        #expect(printed.contentSize == stillGolden.layout?.contentSize, "seed \(seed)")
        try checkVariantCells(of: spec, file: file, in: folder, overrides: overrides, renderer: renderer, seed: seed)
    }

    /// `render --variants` draws each variant's cell as `render` draws the variant, which is its still golden.
    func checkVariantCells(
        of spec: ListSpec, file: URL, in folder: TemporaryFolder, overrides: [String], renderer: SpecRenderer,
        seed: Int
    ) throws {
        let sheetFile = folder.file("sheet.png")
        try Self.run(["render", file.path, "-o", sheetFile.path, "--clean", "--variants"] + overrides)
        let sheet = try PNGDecoder.decode(contentsOf: sheetFile)
        let layout = VariantSheet(renderer: renderer)
        let snapshots = SpecSnapshotRenderer(renderer: renderer, animationTiming: nil)
        let cases: [ListSpecVariant?] = [nil] + spec.variants.map(Optional.some)
        var cells: [RGBAImage] = []
        for variant in cases {
            let shown = variant.map { spec.applying($0) } ?? spec
            let image = try renderer.render(shown).rgbaImage()
            cells.append(image)
            let golden = try snapshots.renderStill(specAt: file, variant: variant?.name)
            #expect(golden.pixels() == image, "seed \(seed) variant \(variant?.name ?? "as written")")
        }
        // Cells sit in rows of `columns`, `gap` apart, under a caption (the sheet is at the spec's scale, 1).
        let tileWidth = cells.map(\.width).max() ?? 0
        var top = Int(layout.gap)
        for row in stride(from: 0, to: cells.count, by: layout.columns) {
            let rowCells = cells[row..<min(row + layout.columns, cells.count)]
            for (column, cell) in rowCells.enumerated() {
                let left = Int(layout.gap) + column * (tileWidth + Int(layout.gap))
                let crop = sheet.cropped(x: left, y: top + Int(layout.captionHeight), width: cell.width, height: cell.height)
                #expect(crop == cell, "seed \(seed) cell \(row + column)")
            }
            top += Int(layout.captionHeight) + (rowCells.map(\.height).max() ?? 0) + Int(layout.gap)
        }
    }
}

extension RGBAImage {
    /// The pixels of a rectangle of the image.
    func cropped(x: Int, y: Int, width: Int, height: Int) -> RGBAImage {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for row in y..<(y + height) {
            let start = (row * self.width + x) * 4
            pixels += self.pixels[start..<(start + width * 4)]
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
