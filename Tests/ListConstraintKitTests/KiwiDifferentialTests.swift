import Foundation
import ListConstraintKit
import Testing

/// Our solver against an independent Cassowary, kiwisolver (PyPI), on thousands of seeded random systems replayed
/// by scripts/kiwi-oracle.py in one Python process. Both must accept and refuse the same required constraints and
/// reach the same optimum (each priority level's total error); where kiwi's optimum fixes a variable (its probes
/// cannot move it), both must give it the same value.
///
/// It runs wherever `python3 -c "import kiwisolver"` works (scripts/setup.sh installs kiwisolver). Locally,
/// `LISTPREVIEW_SKIP_KIWI=1` skips it, said in the output; in CI (`CI=true`) it always runs and a missing
/// kiwisolver fails it.
@Suite struct KiwiDifferentialTests {
    static let seeds: ClosedRange<UInt64> = 1_000_001...1_004_000

    struct OracleResult: Decodable {
        var accepted: [[Int]] = []
        var values: [Double] = []
        var ranges: [[Double]] = []
        /// Why kiwi aborted on this system (its C++ core's InternalSolverError), if it did.
        var kiwiFailed: String?

        enum CodingKeys: String, CodingKey { case accepted, values, ranges, kiwiFailed }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            kiwiFailed = try container.decodeIfPresent(String.self, forKey: .kiwiFailed)
            if kiwiFailed != nil { return }
            // [[call index, true | false], …]: decoded through JSONSerialization's mixed arrays.
            let pairs = try container.decode([[FlexibleNumber]].self, forKey: .accepted)
            accepted = pairs.map { $0.map(\.value) }
            values = try container.decode([Double].self, forKey: .values)
            ranges = try container.decode([[Double]].self, forKey: .ranges)
        }
    }

    /// A JSON number or boolean as an Int (true 1, false 0).
    struct FlexibleNumber: Decodable {
        var value: Int
        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let flag = try? container.decode(Bool.self) { value = flag ? 1 : 0 } else { value = try container.decode(Int.self) }
        }
    }

    static var skipped: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["LISTPREVIEW_SKIP_KIWI"] == "1" && environment["CI"] != "true"
    }

    @Test func test_whenRandomSystemsAreSolvedByKiwiToo_thatBothReachTheSameOptimum() throws {
        if Self.skipped {
            print("KiwiDifferentialTests: skipped (LISTPREVIEW_SKIP_KIWI=1)")
            return
        }
        let systems = Self.seeds.map { RandomSystem(seed: $0) }
        let results = try Self.runOracle(systems)
        try #require(results.count == systems.count)
        var comparedValues = 0
        var totalValues = 0
        var mismatches = 0
        var kiwiFailures = 0
        for (offset, (system, kiwi)) in zip(systems, results).enumerated() where mismatches < 10 {
            let seed = Self.seeds.lowerBound + UInt64(offset)
            let ours = try Replay(system)
            if kiwi.kiwiFailed != nil {
                kiwiFailures += 1
                continue
            }
            let acceptedByUs = ours.accepted.keys.sorted().map { [$0, ours.accepted[$0]! ? 1 : 0] }
            guard acceptedByUs == kiwi.accepted else {
                Issue.record("seed \(seed): accepted \(acceptedByUs), kiwi \(kiwi.accepted)")
                mismatches += 1
                continue
            }
            let constraints = ours.effectiveConstraints
            let kiwiValue = { (variable: SolverVariable) in kiwi.values[variable.index] }
            for constraint in constraints where constraint.strength.isRequired {
                #expect(violation(of: constraint, values: kiwiValue) <= 1e-6, "seed \(seed): kiwi breaks \(constraint)")
            }
            let ourErrors = levelErrors(constraints, values: ours.solver.value(of:))
            let kiwiErrors = levelErrors(constraints, values: kiwiValue)
            if zip(ourErrors, kiwiErrors).contains(where: { abs($0 - $1) > 1e-6 * max(1, abs($1)) }) {
                Issue.record("seed \(seed): level errors \(ourErrors), kiwi \(kiwiErrors)")
                mismatches += 1
                continue
            }
            for variable in ours.variables {
                totalValues += 1
                let range = kiwi.ranges[variable.index]
                guard abs(range[1] - range[0]) <= 1e-7 else { continue }
                comparedValues += 1
                let (a, b) = (ours.solver.value(of: variable), kiwi.values[variable.index])
                if abs(a - b) > 1e-6 * max(1, abs(b)) {
                    Issue.record("seed \(seed): \(ours.solver.name(of: variable)) = \(a), kiwi \(b) (unique)")
                    mismatches += 1
                }
            }
        }
        print("""
            KiwiDifferentialTests: \(systems.count) systems (kiwi aborted on \(kiwiFailures)), \(comparedValues) of \
            \(totalValues) values unique and equal, the rest at the same optimum
            """)
        // Kiwi's known abort (a redundant row rounding below zero) stays rare, or the test compares too little.
        #expect(kiwiFailures * 20 < systems.count)
        // Most variables are fixed by their systems: the value comparison is not vacuous.
        #expect(comparedValues * 2 > totalValues)
    }

    /// Runs scripts/kiwi-oracle.py on the systems, in one process.
    static func runOracle(_ systems: [RandomSystem]) throws -> [OracleResult] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let script = root.appendingPathComponent("scripts/kiwi-oracle.py").path
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiwi-oracle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { if ProcessInfo.processInfo.environment["KIWI_ORACLE_KEEP"] == nil { try? FileManager.default.removeItem(at: folder) } }
        let input = folder.appendingPathComponent("systems.json")
        try JSONEncoder().encode(["systems": systems]).write(to: input)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script, input.path]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Issue.record("""
                scripts/kiwi-oracle.py failed (\(process.terminationStatus)): \(message)
                Install kiwisolver (bash scripts/setup.sh, or python3 -m pip install kiwisolver), or skip locally \
                with LISTPREVIEW_SKIP_KIWI=1.
                """)
            return []
        }
        struct Output: Decodable { var results: [OracleResult] }
        return try JSONDecoder().decode(Output.self, from: data).results
    }
}
