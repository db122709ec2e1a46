import Foundation
import ListPreview

/// The `snapshots` suite: `verify` of three suites on every core, each against the render-only time of the same
/// frames in the same run — 200 still specs made from the samples (device scales 2 and 3), 40 animated specs made
/// from `Samples/animations.json` at 3× (three updates, 0.3 s at 30 fps: 28 frames each), and the two together.
///
/// Prints the median and p90 of 5 interleaved runs of each phase — render only: every case rendered as a passing
/// verify renders it (each spec read once, its stills, each animation a frame at a time, each frame dropped before the
/// next, on the same workers taking specs the same way), nothing read or compared; frames held: each
/// animation rendered whole, every frame and its sidecar layouts held at once (how verify rendered animations before
/// 27 November 2026, and still renders a case that does not pass); render + encode: that, each image PNG-encoded at
/// the level `render` and `animate` write, i.e. what `animate` spends on the frames an animation golden checks;
/// verify: the whole suite, goldens read and compared, reports written — with cases/s and specs/s, the ratios to
/// render-only and to render + encode, the CPU use (100 % = one core), and below the resource use of each phase
/// (user and kernel CPU seconds, page faults, waits, preemptions by other processes), then `record`'s time and
/// golden size.
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

    /// What one phase of a suite (render only, render + encode, verify) measured in each round: wall seconds and the
    /// process's resource use over that time.
    private struct Phase {
        var name: String
        var times: [Double] = []
        var usages: [ResourceUse] = []

        var median: Double { SnapshotBenchmark.median(times) }
        var p90: Double { SnapshotBenchmark.p90(times) }

        /// The median over the rounds of a figure of each round's resource use and wall seconds.
        func median(_ figure: (ResourceUse, Double) -> Double) -> Double {
            SnapshotBenchmark.median(zip(usages, times).map(figure))
        }
    }

    /// One suite's specs and what its rounds measured.
    private struct Suite {
        var name: String
        var specs: [URL]
        var caseCount = 0
        var phases = ["render only", "frames held", "render + encode", "verify"].map { Phase(name: $0) }
    }

    static func run() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("listpreview-bench-snapshots-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let stills = try makeSpecs(count: specCount, in: folder.appendingPathComponent("specs"))
        let animated = try makeAnimatedSpecs(count: animatedCount, in: folder.appendingPathComponent("animated"))
        let renderer = SpecSnapshotRenderer(renderer: SpecRenderer(fonts: try FontSet.system(), overlays: .none))
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
                let specs = suites[index].specs
                var caseCount = 0
                let bodies: [() throws -> Void] = [
                    { try renderAll(specs, workers: workers) { renderCases(of: $0, renderer: renderer) } },
                    { try renderAll(specs, workers: workers) { renderCases(of: $0, renderer: renderer, holding: true) } },
                    { try renderAll(specs, workers: workers) { renderCases(of: $0, renderer: renderer, encoding: true) } },
                    {
                        let verify = SnapshotSuite(specs: specs, action: .verify(.never), artifacts: artifacts)
                        let outcome = try verify.run(renderer: renderer)
                        if outcome.hasFailures {
                            for result in outcome.results where result.status != .passed {
                                print("\(result.name): \(result.status)")
                            }
                            preconditionFailure("the benchmark's goldens must pass")
                        }
                        caseCount = outcome.results.count
                    },
                ]
                for (phase, body) in bodies.enumerated() {
                    let before = ResourceUse.now()
                    let time = try measure(body)
                    suites[index].phases[phase].times.append(time)
                    suites[index].phases[phase].usages.append(ResourceUse.now() - before)
                }
                if round == 0 { suites[index].caseCount = caseCount }
            }
        }
        printTables(suites)
        print("record: \(format(recordTime, 2)) s for \(recorded) cases (\(format(Double(recorded) / recordTime, 1)) cases/s); "
            + "\(goldenNames.count) still goldens: \(format(Double(goldenBytes) / 1_048_576, 1)) MB")
        print("(\(specCount) still specs from Samples/*.json at device scales 2–3 with their variants; \(animatedCount) "
            + "animated specs from Samples/animations.json at 3×, a still and an animation case each; \(workers) workers; "
            + "\(rounds) interleaved rounds of the three suites; CPU %: 100 = one core busy; user, sys: CPU seconds; "
            + "faults: minor page faults; blocked: voluntary context switches (waits); preempted: involuntary ones, "
            + "i.e. other processes taking the cores)")
    }

    /// The times (median, p90, rates, ratios, CPU share) and, below, the resource use of each phase (medians).
    private static func printTables(_ suites: [Suite]) {
        let table = Table(columns: [
            "suite", "what", "median s", "p90 s", "cases/s", "specs/s", "× render only", "× render + encode", "CPU %",
        ])
        table.printHeader()
        for suite in suites {
            let render = suite.phases[0].median, write = suite.phases[2].median
            let cases = Double(suite.caseCount), specs = Double(suite.specs.count)
            for phase in suite.phases {
                table.printRow([
                    suite.name, phase.name, format(phase.median, 3), format(phase.p90, 3),
                    format(cases / phase.median, 1), format(specs / phase.median, 1), format(phase.median / render, 2),
                    format(phase.median / write, 2), format(phase.median { $0.cpuSeconds / $1 } * 100, 0),
                ])
            }
        }
        print()
        let usage = Table(columns: ["suite", "what", "user s", "sys s", "faults", "blocked", "preempted"])
        usage.printHeader()
        for suite in suites {
            for phase in suite.phases {
                usage.printRow([
                    suite.name, phase.name, format(phase.median { use, _ in use.user }, 3),
                    format(phase.median { use, _ in use.system }, 3), format(phase.median { use, _ in use.faults }, 0),
                    format(phase.median { use, _ in use.waits }, 0), format(phase.median { use, _ in use.preemptions }, 0),
                ])
            }
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

    fileprivate static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }

    fileprivate static func p90(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.9).rounded(.up)) - 1)]
    }
}
