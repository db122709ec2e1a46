import Foundation
import ListPreview

/// The `audit` suite: what `verify --audit` costs over `verify` on the same suite — 200 still specs made from the
/// samples (``SnapshotBenchmark/makeSpecs(count:in:)``: device scales 2 and 3, with the samples' variants, so
/// Dynamic Type, dark and right-to-left variants are audited too), goldens and audit baselines recorded first, so
/// every case passes. Prints the median and p90 of interleaved runs of each (every core, reports written), the
/// cases per second, and the median and p90 over the rounds of the per-round ratio audit / plain.
///
/// `LISTPREVIEW_BENCH_AUDIT_STILLS` and `LISTPREVIEW_BENCH_AUDIT_ROUNDS` change the count (200) and the rounds (7).
enum AuditBenchmark {
    static func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let specCount = environment["LISTPREVIEW_BENCH_AUDIT_STILLS"].flatMap(Int.init).map { max(1, $0) } ?? 200
        let rounds = environment["LISTPREVIEW_BENCH_AUDIT_ROUNDS"].flatMap(Int.init).map { max(1, $0) } ?? 7
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("listpreview-bench-audit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let specs = try SnapshotBenchmark.makeSpecs(count: specCount, in: folder.appendingPathComponent("specs"))
        let artifacts = folder.appendingPathComponent("artifacts")
        let plain = SpecSnapshotRenderer(renderer: SpecRenderer(fonts: try FontSet.bundled(), overlays: .none))
        var audited = plain
        audited.recordsAudit = true
        let audit = ListAccessibilityAudit()

        var record = SnapshotSuite(specs: specs, action: .record, artifacts: artifacts)
        record.audit = audit
        let recorded = try record.run(renderer: audited).results
        var findings = 0
        for result in recorded { findings += result.audit?.entries.count ?? 0 }

        var cases = 0
        func verify(auditing: Bool) throws {
            var suite = SnapshotSuite(specs: specs, action: .verify(.never), artifacts: artifacts)
            suite.audit = auditing ? audit : nil
            let outcome = try suite.run(renderer: auditing ? audited : plain)
            if outcome.hasFailures {
                for result in outcome.results where result.status != .passed { print("\(result.name): \(result.status)") }
                preconditionFailure("the benchmark's goldens and baselines must pass")
            }
            cases = outcome.results.count
        }
        let timings = try Interleaved.measure(
            minRounds: rounds, maxRounds: rounds, budget: 0, wallTime: true,
            [{ try verify(auditing: false) }, { try verify(auditing: true) }])
        let table = Table(columns: ["what", "median s", "p90 s", "cases/s", "× verify (median)", "× verify (p90)"])
        table.printHeader()
        for (name, timing) in zip(["verify", "verify --audit"], timings) {
            table.printRow([
                name, format(timing.median / 1e9, 3), format(timing.p90 / 1e9, 3),
                format(Double(cases) / (timing.median / 1e9), 1),
                format(Interleaved.medianRatio(timing, over: timings[0]), 3),
                format(Interleaved.p90Ratio(timing, over: timings[0]), 3),
            ])
        }
        print("(\(specs.count) specs from Samples/*.json with their variants: \(cases) still cases, \(findings) findings "
            + "accepted in their baselines; \(ProcessInfo.processInfo.activeProcessorCount) workers; \(rounds) "
            + "interleaved rounds after a warm-up; ratios per round, then their median and p90)")
        print(machineLine(wallTime: true))
    }
}
