import Foundation
import ListPreview

/// The `render` suite: rasterising and encoding one 390×844-point frame of about 20 text cells at 1×, 2× and 3×.
///
/// Prints raster ms, encode ms, frames per second (render + encode, one core) and the ratio of the encoder against
/// Cairo's own `cairo_surface_write_to_png` (and libpng at level 1) measured in the same run, then the peak memory,
/// then the cost of text per cell (measuring and drawing, cold and warm; ``textCosts(fonts:scales:)``).
///
/// Parts of it are chosen with `LISTPREVIEW_BENCH_RENDER_SCALES` (`1,2,3`) and `LISTPREVIEW_BENCH_RENDER_PARTS`
/// (`frames`: the frame table; `raster`: only the frames' raster timings, no encoding, for a profiler; `text`;
/// `rich`: 20 rich cells with view trees against the text frame, ``RichCellBenchmark``).
enum RenderBenchmark {
    static func run() throws {
        let selection = try Selection(environment: ProcessInfo.processInfo.environment)
        let fonts = try FontSet.system()
        if selection.parts.contains("raster") { try rasterOnly(fonts: fonts, scales: selection.scales) }
        if selection.parts.contains("frames") { try frames(fonts: fonts, scales: selection.scales) }
        if selection.parts.contains("text") { try textCosts(fonts: fonts, scales: selection.scales) }
        if selection.parts.contains("rich") { try RichCellBenchmark.run(fonts: fonts, scales: selection.scales) }
    }

    /// What to run: the frame table and text costs at 1×, 2× and 3× by default; parts of it (to re-measure a row,
    /// or to profile one) through `LISTPREVIEW_BENCH_RENDER_SCALES` (`1,3`) and `LISTPREVIEW_BENCH_RENDER_PARTS`
    /// (`frames,raster,text`), each a comma-separated list.
    struct Selection {
        var scales = [1.0, 2.0, 3.0]
        var parts: Set<String> = ["frames", "text", "rich"]

        /// Reads the selection from the environment.
        ///
        /// - Throws: ``DiffBenchmark/BenchmarkOptionError`` naming the variable and the value it cannot read.
        init(environment: [String: String]) throws {
            typealias Reader = DiffBenchmark.Selection
            if let text = environment[Self.scalesVariable] {
                scales = try Reader.list(text, variable: Self.scalesVariable) { item in
                    Double(item).flatMap { [1.0, 2.0, 3.0].contains($0) ? $0 : nil }
                }
            }
            if let text = environment[Self.partsVariable] {
                let known: Set = ["frames", "raster", "text", "rich"]
                parts = Set(try Reader.list(text, variable: Self.partsVariable) { known.contains($0) ? $0 : nil })
            }
        }

        static let scalesVariable = "LISTPREVIEW_BENCH_RENDER_SCALES"
        static let partsVariable = "LISTPREVIEW_BENCH_RENDER_PARTS"
    }

    /// Only the raster of the frame (20 interleaved rounds after a warm-up, as in ``frames(fonts:scales:)``), nothing
    /// encoded: what a profiler (`perf record`, `valgrind --tool=callgrind`) should see of one frame.
    static func rasterOnly(fonts: FontSet, scales: [Double]) throws {
        let rasterizer = Rasterizer(fonts: fonts)
        let table = Table(columns: ["scale", "pixels", "raster ms"])
        print(machineLine())
        table.printHeader()
        for scale in scales {
            let scene = frameScene(scale: scale)
            let timing = Interleaved.measure(minRounds: 20, maxRounds: 20, budget: 0) {
                blackHole(try? rasterizer.render(scene))
            }
            let pixels = try scene.pixelSize
            table.printRow(["\(Int(scale))×", "\(pixels.width)×\(pixels.height)", format(timing, scale: 1e6, 2)])
        }
        print("(medians, p90 in parentheses; raster only, one core)")
    }

    /// The frame table: raster, encode, frames per second, the encoders compared, peak memory.
    static func frames(fonts: FontSet, scales: [Double]) throws {
        let rasterizer = Rasterizer(fonts: fonts)
        let fast = PNGEncoder(backend: .libdeflate)
        let libpng = PNGEncoder(backend: .libpng)
        let cairo = PNGEncoder(backend: .cairo)
        let table = Table(columns: [
            "scale", "pixels", "raster ms", "encode ms", "fps", "libpng ms", "cairo png ms", "× cairo", "KB",
            "cairo KB",
        ])
        print(machineLine())
        table.printHeader()
        var peakAfterOwnFrames = 0.0
        for scale in scales {
            let scene = frameScene(scale: scale)
            let rasterTiming = Interleaved.measure(minRounds: 20, maxRounds: 20, budget: 0) {
                blackHole(try? rasterizer.render(scene))
            }
            let raster = rasterTiming.median
            let image = try rasterizer.render(scene)
            var size = 0
            let ownEncode = try Interleaved.measure(minRounds: 20, maxRounds: 20, budget: 0) {
                size = try fast.encode(image).count
            }
            if scale == scales.last { peakAfterOwnFrames = peakMemoryMB() }
            // Our encoder and the two baselines, interleaved.
            var cairoSize = 0
            let encoders = try Interleaved.measure(minRounds: 7, maxRounds: 7, budget: 0, [
                { size = try fast.encode(image).count },
                { blackHole(try libpng.encode(image)) },
                { cairoSize = try cairo.encode(image).count },
            ])
            let encode = ownEncode.median
            let viaLibpng = encoders[1].median
            let viaCairo = encoders[2].median
            let frame = raster + encode
            let baseline = raster + viaCairo
            let interleavedFrame = raster + encoders[0].median
            table.printRow([
                "\(Int(scale))×", "\(image.width)×\(image.height)", format(rasterTiming, scale: 1e6, 2),
                format(ownEncode, scale: 1e6, 2),
                format(1e9 / frame, 0), format(viaLibpng / 1e6, 2), format(viaCairo / 1e6, 2),
                format(baseline / interleavedFrame, 2), "\(size / 1024)", "\(cairoSize / 1024)",
            ])
        }
        print("(medians, p90 in parentheses; fps: 1 / (raster + encode medians), one core; × cairo: render +")
        print(" cairo_surface_write_to_png over render + our encoder, from the encoders' medians timed interleaved)")
        print("peak memory after rendering and encoding up to the last frame (before its baselines): \(format(peakAfterOwnFrames, 1)) MB")
        print("peak memory of the whole suite, baselines included: \(format(peakMemoryMB(), 1)) MB")
    }

    /// Text per cell (Pango over HarfBuzz): measuring an `"auto"` cell, and drawing the frame's text, each cold (text
    /// the layout cache has not seen: shaping and line breaking) and warm (cached layouts, as the frames of an
    /// animation and the re-renders of one list get). Drawing is the frame with text minus the same frame with
    /// empty cells, timed in the same rounds (median over rounds of the difference, divided by the 21 elements).
    static func textCosts(fonts: FontSet, scales: [Double]) throws {
        let traits = ListTraitCollection(fonts: fonts)
        func measure(_ content: ListCellContent) -> CGFloat {
            ListContentConfiguration.cell(showing: content)
                .sizeThatFits(CGSize(width: 358, height: 0), traitCollection: traits).height
        }
        var serial = 0
        func text(_ item: Int, fresh: Bool) -> String {
            if fresh { serial += 1 }
            return "Story \(fresh ? serial : item + 1): a headline long enough to wrap on narrow cells"
        }
        func content(_ item: Int, fresh: Bool) -> ListCellContent {
            ListCellContent(
                text: text(item, fresh: fresh), detailText: item.isMultiple(of: 2) ? "Updated \(item + 2) minutes ago" : nil)
        }
        let measures = Interleaved.measure(minRounds: 30, maxRounds: 30, budget: 0, [
            { for item in 0..<20 { blackHole(measure(content(item, fresh: true))) } },
            { for item in 0..<20 { blackHole(measure(content(item, fresh: false))) } },
        ])
        print("text per cell, one core: measuring an \"auto\" cell (title + detail, 358 pt): "
            + "\(format(measures[0].median / 20e3, 1)) (\(format(measures[0].p90 / 20e3, 1))) µs cold, "
            + "\(format(measures[1].median / 20e3, 2)) (\(format(measures[1].p90 / 20e3, 2))) µs warm")
        let table = Table(columns: ["scale", "frame, no text ms", "text draw µs/cell warm", "text draw µs/cell cold"])
        table.printHeader()
        for scale in scales {
            let rasterizer = Rasterizer(fonts: fonts, overlays: .none)
            let warm = frameScene(scale: scale)
            var empty = warm
            for index in empty.elements.indices { empty.elements[index].content = ListCellContent() }
            let cells = Double(warm.elements.count)
            let timings = Interleaved.measure(minRounds: 20, maxRounds: 20, budget: 0, [
                { blackHole(try? rasterizer.render(empty)) },
                { blackHole(try? rasterizer.render(warm)) },
                {
                    var cold = warm
                    for index in cold.elements.indices { cold.elements[index].content.text = text(index, fresh: true) }
                    blackHole(try? rasterizer.render(cold))
                },
            ])
            func perCell(_ timing: Timing) -> String {
                let differences = zip(timing.samples, timings[0].samples).map { ($0 - $1) / cells / 1e3 }
                return "\(format(Timing.percentile(50, of: differences), 1)) "
                    + "(\(format(Timing.percentile(90, of: differences), 1)))"
            }
            table.printRow([
                "\(Int(scale))×", format(timings[0], scale: 1e6, 2), perCell(timings[1]), perCell(timings[2]),
            ])
        }
        print("(medians, p90 in parentheses; per cell: the frame with text minus the frame without, same round, over")
        print(" its 21 elements; cold: new strings every run, shaped and broken into lines by Pango; without overlays)")
    }

    /// A frame like a feed: a pinned header, 20 cells with text, detail and accessories, insets and spacing.
    static func frameScene(scale: Double) -> RenderScene {
        var scene = RenderScene(size: CGSize(width: 390, height: 844), scale: scale)
        scene.elements.append(
            SceneElement(
                kind: .header, frame: CGRect(x: 0, y: 0, width: 390, height: 40),
                content: ListCellContent(text: "Today", detailText: "20 stories"), section: 0, isPinned: true))
        let accessories: [ListCellAccessory] = [.disclosureIndicator, .none, .checkmark, .none]
        var y = 48.0
        for item in 0..<20 {
            let content = ListCellContent(
                text: "Story \(item + 1): a headline long enough to wrap on narrow cells",
                detailText: item.isMultiple(of: 2) ? "Updated \(item + 2) minutes ago" : nil,
                accessory: accessories[item % accessories.count])
            scene.elements.append(
                SceneElement(
                    kind: .cell, frame: CGRect(x: 16, y: y, width: 358, height: 32), content: content, section: 0,
                    item: item))
            scene.spacingMarkers.append(
                SpacingMarker(start: CGPoint(x: 195, y: y + 32), end: CGPoint(x: 195, y: y + 40), value: 8))
            y += 40
        }
        scene.guides.append(
            SceneGuide(
                kind: .sectionInset, outer: CGRect(x: 0, y: 40, width: 390, height: 808),
                inner: CGRect(x: 16, y: 48, width: 358, height: 792)))
        scene.scrollIndicator = CGRect(x: 384, y: 60, width: 3, height: 200)
        return scene
    }

    /// The process's peak resident memory in MB (VmHWM of /proc/self/status; 0 where there is none).
    static func peakMemoryMB() -> Double {
        Double(ProcessMemory().peakResidentBytes()) / 1_048_576
    }
}
