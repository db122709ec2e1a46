import Foundation
import ListPreview

/// The `snapshots` suite: `verify` of three suites on every core, each against the render-only time of the same
/// frames in the same run — 200 still specs made from the samples (device scales 2 and 3), 40 animated specs made
/// from `Samples/animations.json` at 3× (three updates, 0.3 s at 30 fps: 28 frames each), and the two together.
///
/// Prints the median and p90 of 5 interleaved runs of each (render only: load, lay out and rasterise every case —
/// each spec and each of its variants, every frame of each animation — on the same workers; render + encode: the
/// same, each image PNG-encoded at the level `render` and `animate` write, which is what `animate` spends on the
/// frames an animation golden checks; verify: the whole suite, goldens read and compared, reports written), verify's
/// cases/s and specs/s, its ratios to render-only and to render + encode, its CPU use (100 % = one core) and
/// `record`'s time and golden size.
///
/// `LISTPREVIEW_BENCH_SNAPSHOT_STILLS`, `LISTPREVIEW_BENCH_SNAPSHOT_ANIMATED` and `LISTPREVIEW_BENCH_SNAPSHOT_ROUNDS`
/// change the counts (200, 40) and the rounds (5), to profile a small suite (for example under callgrind).
enum SnapshotBenchmark {
    static let specCount = setting("LISTPREVIEW_BENCH_SNAPSHOT_STILLS", default: 200)
    static let animatedCount = setting("LISTPREVIEW_BENCH_SNAPSHOT_ANIMATED", default: 40)
    static let rounds = setting("LISTPREVIEW_BENCH_SNAPSHOT_ROUNDS", default: 5)

    /// A count from the environment: a whole number ≥ 1, or the default when unset; anything else stops the run.
    private static func setting(_ name: String, default value: Int) -> Int {
        guard let text = ProcessInfo.processInfo.environment[name] else { return value }
        guard let count = Int(text), count >= 1 else { fatalError("\(name): expected a whole number ≥ 1, got \(text)") }
        return count
    }

    /// One suite's specs and what its rounds measured.
    private struct Suite {
        var name: String
        var specs: [URL]
        var caseCount = 0
        var renderTimes: [Double] = []
        var renderShares: [Double] = []
        var writeTimes: [Double] = []
        var writeShares: [Double] = []
        var verifyTimes: [Double] = []
        var cpuShares: [Double] = []
    }

    static func run() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("listpreview-bench-snapshots-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let stills = try makeSpecs(count: specCount, in: folder.appendingPathComponent("specs"))
        let animated = try makeAnimatedSpecs(count: animatedCount, in: folder.appendingPathComponent("animated"))
        let renderer = SpecSnapshotRenderer(renderer: SpecRenderer(fonts: try FontSet.bundled(), overlays: .none))
        let artifacts = folder.appendingPathComponent("artifacts")
        let workers = ProcessInfo.processInfo.activeProcessorCount

        let record = SnapshotSuite(specs: stills + animated, action: .record, artifacts: artifacts)
        var recorded = 0
        let recordTime = try measure { recorded = try record.run(renderer: renderer).results.count }
        let goldenFolder = GoldenLocation().folder(for: stills[0])
        let goldenNames = try FileManager.default.contentsOfDirectory(atPath: goldenFolder.path).filter { $0.hasSuffix(".png") }
        let goldenBytes = goldenNames.reduce(0) { total, name in
            let path = goldenFolder.appendingPathComponent(name).path
            return total + ((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0)
        }

        var suites = [
            Suite(name: "stills", specs: stills), Suite(name: "animated 3×", specs: animated),
            Suite(name: "mixed", specs: stills + animated),
        ]
        for round in 0..<rounds {
            for index in suites.indices {
                var suite = suites[index]
                let specs = suite.specs
                // The workers hand the engine part of a view tree's measuring and of an animation to the main
                // thread, which serves it while it waits (as verify's own workers do).
                let renderCPUBefore = AnimateBenchmark.processCPUSeconds()
                suite.renderTimes.append(try measure {
                    try EngineConfinement.wait {
                        DispatchQueue.concurrentPerform(iterations: workers) { worker in
                            for spec in stride(from: worker, to: specs.count, by: workers) {
                                renderCases(of: specs[spec], renderer: renderer)
                            }
                        }
                    }
                })
                suite.renderShares.append(
                    (AnimateBenchmark.processCPUSeconds() - renderCPUBefore) / suite.renderTimes[suite.renderTimes.count - 1])
                let writeCPUBefore = AnimateBenchmark.processCPUSeconds()
                suite.writeTimes.append(try measure {
                    try EngineConfinement.wait {
                        DispatchQueue.concurrentPerform(iterations: workers) { worker in
                            for spec in stride(from: worker, to: specs.count, by: workers) {
                                renderCases(of: specs[spec], renderer: renderer, encoding: true)
                            }
                        }
                    }
                })
                suite.writeShares.append(
                    (AnimateBenchmark.processCPUSeconds() - writeCPUBefore) / suite.writeTimes[suite.writeTimes.count - 1])
                let verify = SnapshotSuite(specs: suite.specs, action: .verify(.never), artifacts: artifacts)
                let cpuBefore = AnimateBenchmark.processCPUSeconds()
                let run = try measure {
                    let outcome = try verify.run(renderer: renderer)
                    if outcome.hasFailures {
                        for result in outcome.results where result.status != .passed {
                            print("\(suite.name): \(result.name): \(result.status)")
                        }
                        preconditionFailure("the benchmark's goldens must pass")
                    }
                    if round == 0 { suite.caseCount = outcome.results.count }
                }
                suite.verifyTimes.append(run)
                suite.cpuShares.append((AnimateBenchmark.processCPUSeconds() - cpuBefore) / run)
                suites[index] = suite
            }
        }
        let table = Table(columns: [
            "suite", "what", "median s", "p90 s", "cases/s", "specs/s", "× render only", "× render + encode", "CPU %",
        ])
        table.printHeader()
        for suite in suites {
            let render = (median(suite.renderTimes), p90(suite.renderTimes))
            let write = (median(suite.writeTimes), p90(suite.writeTimes))
            let check = (median(suite.verifyTimes), p90(suite.verifyTimes))
            let cases = Double(suite.caseCount), specs = Double(suite.specs.count)
            table.printRow([
                suite.name, "render only", format(render.0, 3), format(render.1, 3), format(cases / render.0, 1),
                format(specs / render.0, 1), "1.00", format(render.0 / write.0, 2),
                format(median(suite.renderShares) * 100, 0),
            ])
            table.printRow([
                suite.name, "render + encode", format(write.0, 3), format(write.1, 3), format(cases / write.0, 1),
                format(specs / write.0, 1), format(write.0 / render.0, 2), "1.00",
                format(median(suite.writeShares) * 100, 0),
            ])
            table.printRow([
                suite.name, "verify", format(check.0, 3), format(check.1, 3), format(cases / check.0, 1),
                format(specs / check.0, 1), format(check.0 / render.0, 2), format(check.0 / write.0, 2),
                format(median(suite.cpuShares) * 100, 0),
            ])
        }
        print("record: \(format(recordTime, 2)) s for \(recorded) cases (\(format(Double(recorded) / recordTime, 1)) cases/s); "
            + "\(goldenNames.count) still goldens: \(format(Double(goldenBytes) / 1_048_576, 1)) MB")
        print("(\(specCount) still specs from Samples/*.json at device scales 2–3 with their variants; \(animatedCount) "
            + "animated specs from Samples/animations.json at 3×, a still and an animation case each; \(workers) workers; "
            + "\(rounds) interleaved rounds of the three suites; CPU %: 100 = one core busy)")
    }

    /// Renders every case of a spec as verify does: the still and the animation (every frame) of the spec as written
    /// and of each variant; `encoding` also PNG-encodes each image as `render` and `animate` write it.
    private static func renderCases(of spec: URL, renderer: SpecSnapshotRenderer, encoding: Bool = false) {
        guard let prepared = try? renderer.preparingCases(ofSpecAt: spec) else { return }
        let variants = (try? prepared.variants(ofSpecAt: spec)) ?? []
        for variant in [nil] + variants.map(Optional.some) {
            let still = try? prepared.renderStill(specAt: spec, variant: variant)
            let frames = (try? prepared.renderAnimation(specAt: spec, variant: variant))?.frames ?? []
            guard encoding else {
                blackHole(still?.raster)
                blackHole(frames.count)
                continue
            }
            for image in (still.map { [$0] } ?? []) + frames { blackHole(try? image.encoded().count) }
        }
    }

    /// Animated specs made from `Samples/animations.json`: at 3×, texts numbered so every spec differs.
    static func makeAnimatedSpecs(count: Int, in folder: URL) throws -> [URL] {
        let data = try Data(contentsOf: samplesFolder.appendingPathComponent("animations.json"))
        guard let base = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { return [] }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try (0..<count).map { index in
            var object = base
            if var viewport = object["viewport"] as? [String: Any] {
                viewport["scale"] = 3
                object["viewport"] = viewport
            }
            object["sections"] = numbered(object["sections"], round: index)
            let url = folder.appendingPathComponent(String(format: "animations-%03d.json", index))
            try JSONSerialization.data(withJSONObject: object).write(to: url)
            return url
        }
    }

    /// The sections with every item's text numbered `#round`.
    private static func numbered(_ sections: Any?, round: Int) -> [[String: Any]]? {
        (sections as? [[String: Any]])?.map { section in
            var section = section
            section["items"] = (section["items"] as? [[String: Any]])?.map { item in
                var item = item
                if let text = item["text"] as? String { item["text"] = "\(text) #\(round)" }
                return item
            }
            return section
        }
    }

    private static let samplesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples")

    /// Still specs made from the JSON samples: their `updates` removed, texts numbered so every spec differs.
    static func makeSpecs(count: Int, in folder: URL) throws -> [URL] {
        let samples = samplesFolder
        let names = try FileManager.default.contentsOfDirectory(atPath: samples.path).filter { $0.hasSuffix(".json") }.sorted()
        let bases: [(String, [String: Any])] = try names.compactMap { name in
            let data = try Data(contentsOf: samples.appendingPathComponent(name))
            guard var object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
            object["updates"] = nil
            return (String(name.dropLast(5)), object)
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // The samples' images (`"assets": "assets"` in feed-views.json), beside the specs as in Samples/.
        try FileManager.default.copyItem(
            at: samples.appendingPathComponent("assets"), to: folder.appendingPathComponent("assets"))
        return try (0..<count).map { index in
            let (name, base) = bases[index % bases.count]
            let round = index / bases.count
            var object = base
            if var viewport = object["viewport"] as? [String: Any], viewport["device"] == nil {
                viewport["scale"] = round.isMultiple(of: 2) ? 3 : 2
                object["viewport"] = viewport
            }
            object["sections"] = numbered(object["sections"], round: round)
            let url = folder.appendingPathComponent(String(format: "%@-%03d.json", name, round))
            try JSONSerialization.data(withJSONObject: object).write(to: url)
            return url
        }
    }

    /// The wall-clock seconds `body` takes.
    private static func measure(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }

    private static func p90(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.9).rounded(.up)) - 1)]
    }
}
