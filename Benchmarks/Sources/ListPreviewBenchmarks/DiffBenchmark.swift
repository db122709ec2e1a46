import Foundation
import ListDiffKit

/// The `diff` suite: `ListDiff` over 1k … 1M rows with `Int` and `String` ids, for five change patterns, interleaved
/// in one process with a plain Dictionary port of the same algorithm (``DictionaryHeckelBaseline``); then UUID-string
/// ids, the allocations of one diff, and the peak memory of a 1M-row diff.
///
/// Times are medians (90th percentiles in parentheses) of interleaved rounds, per element of the old array. The
/// ratios are medians over rounds of the ratio of two times taken in the same round.
enum DiffBenchmark {
    /// How old and new arrays differ.
    enum Pattern: String, CaseIterable {
        case mixed, identical, allNew = "all new", reversed, shuffled
    }

    static func run() throws {
        let selection = try Selection(environment: ProcessInfo.processInfo.environment)
        if selection.parts.contains("table") {
            table(counts: selection.counts, patterns: selection.patterns)
            print()
        }
        if selection.parts.contains("uuid") {
            printUUIDIdentifiers(counts: selection.counts.filter { $0 >= 100_000 })
            print()
        }
        if selection.parts.contains("allocations") {
            printAllocations(count: 100_000)
            print()
        }
        if selection.parts.contains("memory") { printMemory(count: 1_000_000) }
    }

    /// What to run: everything by default; parts of it (to re-measure a row, or to profile one) through
    /// `LISTPREVIEW_BENCH_DIFF_COUNTS` (`1000,100000`), `LISTPREVIEW_BENCH_DIFF_PATTERNS` (`mixed,all new`) and
    /// `LISTPREVIEW_BENCH_DIFF_PARTS` (`table,uuid,allocations,memory`), each a comma-separated list.
    struct Selection {
        var counts = [1_000, 10_000, 100_000, 1_000_000]
        var patterns = Pattern.allCases
        var parts: Set<String> = ["table", "uuid", "allocations", "memory"]

        /// Reads the selection from the environment.
        ///
        /// - Throws: ``BenchmarkOptionError`` naming the variable and the value it cannot read.
        init(environment: [String: String]) throws {
            if let text = environment[Self.countsVariable] {
                counts = try Self.list(text, variable: Self.countsVariable) { Int($0).flatMap { $0 > 0 ? $0 : nil } }
            }
            if let text = environment[Self.patternsVariable] {
                patterns = try Self.list(text, variable: Self.patternsVariable, Pattern.init(rawValue:))
            }
            if let text = environment[Self.partsVariable] {
                let known: Set = ["table", "uuid", "allocations", "memory"]
                parts = Set(try Self.list(text, variable: Self.partsVariable) { known.contains($0) ? $0 : nil })
            }
        }

        static let countsVariable = "LISTPREVIEW_BENCH_DIFF_COUNTS"
        static let patternsVariable = "LISTPREVIEW_BENCH_DIFF_PATTERNS"
        static let partsVariable = "LISTPREVIEW_BENCH_DIFF_PARTS"

        /// The comma-separated items of `text`, each read by `read`.
        static func list<Item>(_ text: String, variable: String, _ read: (String) -> Item?) throws -> [Item] {
            try text.split(separator: ",").map { item in
                let trimmed = item.trimmingCharacters(in: .whitespaces)
                guard let value = read(trimmed) else {
                    throw BenchmarkOptionError(description: "\(variable): cannot read \"\(trimmed)\"")
                }
                return value
            }
        }
    }

    /// A benchmark selection that cannot be read.
    struct BenchmarkOptionError: Error, CustomStringConvertible {
        var description: String
    }

    /// The main table: every count and pattern, `Int` and `String` ids, ours and the port's, interleaved.
    static func table(counts: [Int], patterns: [Pattern]) {
        print(machineLine())
        let table = Table(columns: [
            "elements", "pattern", "rounds", "Int ns/elem", "String ns/elem", "String/Int", "Int × port",
            "String × port", "port String ns/elem",
        ])
        table.printHeader()
        for count in counts {
            for pattern in patterns {
                let (old, new) = arrays(count: count, pattern: pattern)
                let (stringOld, stringNew) = (old.map(stringRow), new.map(stringRow))
                let isLarge = count >= 1_000_000
                // The checks run ours and the ports once: the warm-up. At 1M the Int port is not run (seconds a run).
                if isLarge { blackHole(ListDiff(oldArray: old, newArray: new)) } else { check(old, new) }
                check(stringOld, stringNew)
                let timings = Interleaved.measure(
                    minRounds: isLarge ? 7 : 9, budget: budget(count), limits: portLimits(count), warmUp: false, [
                    { blackHole(ListDiff(oldArray: old, newArray: new)) },
                    { blackHole(DictionaryHeckelBaseline.diff(old, new)) },
                    { blackHole(ListDiff(oldArray: stringOld, newArray: stringNew)) },
                    { blackHole(DictionaryHeckelBaseline.diff(stringOld, stringNew)) },
                ])
                let (int, intPort, string, stringPort) = (timings[0], timings[1], timings[2], timings[3])
                let perElement = Double(count)
                table.printRow([
                    "\(count)", pattern.rawValue, "\(int.samples.count)", format(int, scale: perElement),
                    format(string, scale: perElement), ratio(string, over: int),
                    intPort.samples.isEmpty ? "—" : ratio(intPort, over: int),
                    ratio(stringPort, over: string), format(stringPort, scale: perElement, 0),
                ])
            }
        }
        print("(mixed: 10% deletes, 10% inserts, 5% updates, 5% moves; String ids \"item-N\", at most 15 UTF-8 bytes;")
        print(" median (p90) of interleaved rounds; ratios: median (p90) over rounds of the per-round ratio;")
        print(" port: DictionaryHeckelBaseline, a plain Dictionary port of IGListDiff timed in the same rounds;")
        print(" at 1M the String port runs in the first 3 rounds only and the Int port not at all (—);")
        print(" rounds: the rounds of the Int and String diffs)")
        print(machineLine())
    }

    /// The seconds each configuration may take beyond its minimum rounds.
    static func budget(_ count: Int) -> Double { count >= 1_000_000 ? 0 : count >= 100_000 ? 2 : 0.5 }

    /// The round limits of the main table's bodies (Int, Int port, String, String port): at 1M elements the String
    /// port (seconds per run) takes part in the first 3 rounds only, and the Int port in none.
    static func portLimits(_ count: Int) -> [Int?] { count >= 1_000_000 ? [nil, 0, nil, 3] : [] }

    /// `median (p90)` of the per-round ratio of two timings.
    static func ratio(_ numerator: Timing, over denominator: Timing) -> String {
        "\(format(Interleaved.medianRatio(numerator, over: denominator), 2)) "
            + "(\(format(Interleaved.p90Ratio(numerator, over: denominator), 2)))"
    }

    /// The mixed pattern with ids that are UUID strings (36 UTF-8 bytes: not small strings, so each is a heap object).
    static func printUUIDIdentifiers(counts: [Int]) {
        let table = Table(columns: ["elements", "pattern", "rounds", "Int ns/elem", "UUID ns/elem", "UUID/Int", "UUID × port"])
        table.printHeader()
        for count in counts {
            let (old, new) = arrays(count: count, pattern: .mixed)
            var random = SplitMix(seed: 99)
            let uuids = (0..<count + count / 10).map { _ in uuidString(using: &random) }
            let uuidOld = old.map { BenchmarkStringRow(id: uuids[$0.id], value: $0.value) }
            let uuidNew = new.map { BenchmarkStringRow(id: uuids[$0.id], value: $0.value) }
            check(uuidOld, uuidNew)
            blackHole(ListDiff(oldArray: old, newArray: new))
            let timings = Interleaved.measure(
                minRounds: count >= 1_000_000 ? 7 : 9, budget: budget(count),
                limits: [nil, nil, count >= 1_000_000 ? 3 : nil], warmUp: false, [
                { blackHole(ListDiff(oldArray: old, newArray: new)) },
                { blackHole(ListDiff(oldArray: uuidOld, newArray: uuidNew)) },
                { blackHole(DictionaryHeckelBaseline.diff(uuidOld, uuidNew)) },
            ])
            table.printRow([
                "\(count)", "mixed", "\(timings[0].samples.count)", format(timings[0], scale: Double(count)),
                format(timings[1], scale: Double(count)), ratio(timings[1], over: timings[0]),
                ratio(timings[2], over: timings[1]),
            ])
        }
    }

    /// Counts the allocations of one diff (ours and the port's) with the malloc interposer, outside the timed runs.
    static func printAllocations(count: Int) {
        let (old, new) = arrays(count: count, pattern: .mixed)
        let (stringOld, stringNew) = (old.map(stringRow), new.map(stringRow))
        let rows: [(String, MallocCount)] = [
            ("ListDiff, Int ids", MallocCount.of { blackHole(ListDiff(oldArray: old, newArray: new)) }),
            ("port, Int ids", MallocCount.of { blackHole(DictionaryHeckelBaseline.diff(old, new)) }),
            ("ListDiff, String ids", MallocCount.of { blackHole(ListDiff(oldArray: stringOld, newArray: stringNew)) }),
            ("port, String ids", MallocCount.of { blackHole(DictionaryHeckelBaseline.diff(stringOld, stringNew)) }),
        ]
        let table = Table(columns: ["\(count) elements (mixed)", "mallocs", "MB allocated"])
        table.printHeader()
        for (name, allocations) in rows {
            table.printRow([
                name, allocations.isCounting ? "\(allocations.mallocs)" : "n/a",
                allocations.isCounting ? format(Double(allocations.bytes) / 1e6, 1) : "n/a",
            ])
        }
    }

    /// Measures the memory of a diff of `count` rows (mixed pattern) above the inputs, with `Int` and with `String`
    /// ids: the peak while diffing (the kernel's RSS high-water mark, reset just before) and what the result keeps.
    static func printMemory(count: Int) {
        let (old, new) = arrays(count: count, pattern: .mixed)
        let (stringOld, stringNew) = (old.map(stringRow), new.map(stringRow))
        let table = Table(columns: ["\(count) elements (mixed)", "peak B/elem", "peak MB", "result keeps B/elem"])
        table.printHeader()
        table.printRow(["Int ids"] + memory(count) { ListDiff(oldArray: old, newArray: new) })
        table.printRow(["String ids"] + memory(count) { ListDiff(oldArray: stringOld, newArray: stringNew) })
        print("(above the inputs: the RSS high-water mark, reset just before the diff, minus the RSS before it)")
    }

    /// The peak and kept memory of `body`'s work, per element.
    static func memory<Result>(_ count: Int, _ body: () -> Result) -> [String] {
        let memory = ProcessMemory()
        let before = memory.settledResidentBytes()
        memory.resetPeak()
        let result = body()
        let peak = memory.peakResidentBytes()
        let kept = memory.settledResidentBytes()
        withExtendedLifetime(result) {}
        return [
            format(Double(peak - before) / Double(count), 1), format(Double(peak - before) / 1e6, 1),
            format(Double(kept - before) / Double(count), 1),
        ]
    }

    /// A row with the id `"item-N"` (a small string: at most 15 UTF-8 bytes, stored inline).
    static func stringRow(_ row: BenchmarkRow) -> BenchmarkStringRow {
        BenchmarkStringRow(id: "item-\(row.id)", value: row.value)
    }

    /// A random UUID in its usual text form (lower-case hex, 8-4-4-4-12).
    static func uuidString(using random: inout SplitMix) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(36)
        var bits = random.next()
        var used = 0
        for index in 0..<32 {
            if [8, 12, 16, 20].contains(index) { bytes.append(UInt8(ascii: "-")) }
            if used == 16 {
                bits = random.next()
                used = 0
            }
            bytes.append(digits[Int(bits & 15)])
            bits >>= 4
            used += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Diffs once with both implementations and stops if they disagree (so no one times a wrong diff).
    static func check<Row: ListDiffableValue>(_ old: [Row], _ new: [Row]) {
        let ours = ListDiff(oldArray: old, newArray: new)
        let reference = DictionaryHeckelBaseline.diff(old, new)
        guard ours.inserts == reference.inserts, ours.deletes == reference.deletes, ours.updates == reference.updates,
              ours.moves == reference.moves
        else { fatalError("ListDiff and the baseline disagree on \(old.count) rows") }
    }

    /// An old array of `count` rows with ids `0..<count`, and a new array changed by `pattern`.
    static func arrays(count: Int, pattern: Pattern) -> ([BenchmarkRow], [BenchmarkRow]) {
        var random = SplitMix(seed: UInt64(count))
        let old = (0..<count).map { BenchmarkRow(id: $0, value: 0) }
        switch pattern {
        case .identical: return (old, old)
        case .allNew: return (old, (0..<count).map { BenchmarkRow(id: count + $0, value: 0) })
        case .reversed: return (old, old.reversed())
        case .shuffled:
            var new = old
            new.shuffle(using: &random)
            return (old, new)
        case .mixed: return (old, mixed(old, using: &random))
        }
    }

    /// 10 % deleted, 5 % updated, 5 % moved to random places, 10 % new ids inserted at random places.
    static func mixed(_ old: [BenchmarkRow], using random: inout SplitMix) -> [BenchmarkRow] {
        let count = old.count
        var placed: [(key: Double, row: BenchmarkRow)] = []
        placed.reserveCapacity(count + count / 10)
        for row in old {
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<10: continue
            case 10..<15: placed.append((Double(row.id), BenchmarkRow(id: row.id, value: 1)))
            case 15..<20: placed.append((Double.random(in: 0..<Double(count), using: &random), row))
            default: placed.append((Double(row.id), row))
            }
        }
        for index in 0..<count / 10 {
            placed.append((Double.random(in: 0..<Double(count), using: &random), BenchmarkRow(id: count + index, value: 0)))
        }
        placed.sort { $0.key < $1.key }
        return placed.map(\.row)
    }
}
