import Foundation
import ListPreview

/// The `snapshots` suite: `verify` of 200 still specs made from the samples (device scales 2 and 3), on every core,
/// against the render-only time of the same frames in the same run.
///
/// Prints the median and p90 of 5 interleaved runs of each (render only: load, lay out and rasterise every case —
/// each spec and each of its variants — on the same workers; verify: the whole suite, goldens read and compared,
/// reports written), verify's cases/s and specs/s,
/// its ratio to render-only, its CPU use (100 % = one core) and `record`'s time and golden size.
enum SnapshotBenchmark {
    static let specCount = 200

    static func run() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("listpreview-bench-snapshots-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let specs = try makeSpecs(count: specCount, in: folder.appendingPathComponent("specs"))
        let renderer = SpecSnapshotRenderer(
            renderer: SpecRenderer(fonts: try FontSet.bundled(), overlays: .none), animationTiming: nil)
        let artifacts = folder.appendingPathComponent("artifacts")
        let workers = ProcessInfo.processInfo.activeProcessorCount

        let record = SnapshotSuite(specs: specs, action: .record, artifacts: artifacts)
        var caseCount = 0
        let recordTime = try measure { caseCount = try record.run(renderer: renderer).results.count }
        let goldenFolder = GoldenLocation().folder(for: specs[0])
        let goldenNames = try FileManager.default.contentsOfDirectory(atPath: goldenFolder.path).filter { $0.hasSuffix(".png") }
        let goldenBytes = goldenNames.reduce(0) { total, name in
            let path = goldenFolder.appendingPathComponent(name).path
            return total + ((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0)
        }

        let verify = SnapshotSuite(specs: specs, action: .verify(.never), artifacts: artifacts)
        var renderTimes: [Double] = []
        var verifyTimes: [Double] = []
        var cpuShares: [Double] = []
        for _ in 0..<5 {
            renderTimes.append(measure {
                DispatchQueue.concurrentPerform(iterations: workers) { worker in
                    for index in stride(from: worker, to: specs.count, by: workers) {
                        renderCases(of: specs[index], renderer: renderer)
                    }
                }
            })
            let cpuBefore = AnimateBenchmark.processCPUSeconds()
            let run = try measure {
                let outcome = try verify.run(renderer: renderer)
                precondition(!outcome.hasFailures, "the benchmark's goldens must pass")
            }
            verifyTimes.append(run)
            cpuShares.append((AnimateBenchmark.processCPUSeconds() - cpuBefore) / run)
        }
        let render = (median(renderTimes), p90(renderTimes))
        let check = (median(verifyTimes), p90(verifyTimes))
        let table = Table(columns: ["what", "median s", "p90 s", "cases/s", "specs/s", "× render only", "CPU %"])
        table.printHeader()
        table.printRow([
            "render only", format(render.0, 3), format(render.1, 3), format(Double(caseCount) / render.0, 1),
            format(Double(specCount) / render.0, 1), "1.00", "",
        ])
        table.printRow([
            "verify", format(check.0, 3), format(check.1, 3), format(Double(caseCount) / check.0, 1),
            format(Double(specCount) / check.0, 1), format(check.0 / render.0, 2), format(median(cpuShares) * 100, 0),
        ])
        print("record: \(format(recordTime, 2)) s for \(caseCount) cases (\(format(Double(caseCount) / recordTime, 1)) cases/s); "
            + "\(goldenNames.count) goldens: \(format(Double(goldenBytes) / 1_048_576, 1)) MB")
        print("(\(specCount) still specs from Samples/*.json at device scales 2–3, \(caseCount) cases with their variants, "
            + "\(workers) workers; 5 interleaved runs)")
    }

    /// Renders the still of every case of a spec (the spec as written and each variant), as verify does.
    private static func renderCases(of spec: URL, renderer: SpecSnapshotRenderer) {
        guard let prepared = try? renderer.preparingCases(ofSpecAt: spec) else { return }
        let variants = (try? prepared.variants(ofSpecAt: spec)) ?? []
        for variant in [nil] + variants.map(Optional.some) {
            blackHole(try? prepared.renderStill(specAt: spec, variant: variant).raster)
        }
    }

    /// Still specs made from the JSON samples: their `updates` removed, texts numbered so every spec differs.
    static func makeSpecs(count: Int, in folder: URL) throws -> [URL] {
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Samples")
        let names = try FileManager.default.contentsOfDirectory(atPath: samples.path).filter { $0.hasSuffix(".json") }.sorted()
        let bases: [(String, [String: Any])] = try names.compactMap { name in
            let data = try Data(contentsOf: samples.appendingPathComponent(name))
            guard var object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
            object["updates"] = nil
            return (String(name.dropLast(5)), object)
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try (0..<count).map { index in
            let (name, base) = bases[index % bases.count]
            let round = index / bases.count
            var object = base
            if var viewport = object["viewport"] as? [String: Any], viewport["device"] == nil {
                viewport["scale"] = round.isMultiple(of: 2) ? 3 : 2
                object["viewport"] = viewport
            }
            object["sections"] = (object["sections"] as? [[String: Any]])?.map { section in
                var section = section
                section["items"] = (section["items"] as? [[String: Any]])?.map { item in
                    var item = item
                    if let text = item["text"] as? String { item["text"] = "\(text) #\(round)" }
                    return item
                }
                return section
            }
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
