import Foundation
import ListDiffKit

/// The `diff` suite: `ListDiff` over 1k … 1M rows with `Int`, `"item-N"` String and UUID-string ids, for five change
/// patterns, interleaved in one process with a plain Dictionary port of the same algorithm
/// (``DictionaryHeckelBaseline``); then the allocations of one diff, and the peak memory of a 1M-row diff.
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
        if let kind = selection.profile {
            profile(kind, count: selection.counts[0], pattern: selection.patterns[0])
            return
        }
        if selection.parts.contains("table") {
            table(counts: selection.counts, patterns: selection.patterns)
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
    /// `LISTPREVIEW_BENCH_DIFF_PARTS` (`table,allocations,memory`), each a comma-separated list; or, with
    /// `LISTPREVIEW_BENCH_DIFF_PROFILE` (`int`, `string` or `uuid`), only our diff of the first count and pattern,
    /// over and over, for a profiler.
    struct Selection {
        var counts = [1_000, 10_000, 100_000, 1_000_000]
        var patterns = Pattern.allCases
        var parts: Set<String> = ["table", "allocations", "memory"]
        /// `LISTPREVIEW_BENCH_DIFF_PROFILE`: only diff, over and over, with these ids (for `perf record`).
        var profile: IdentifierKind?

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
                let known: Set = ["table", "allocations", "memory"]
                parts = Set(try Self.list(text, variable: Self.partsVariable) { known.contains($0) ? $0 : nil })
            }
            if let text = environment[Self.profileVariable] {
                guard let kind = IdentifierKind(rawValue: text) else {
                    throw BenchmarkOptionError(description: "\(Self.profileVariable): cannot read \"\(text)\"")
                }
                profile = kind
            }
        }

        static let countsVariable = "LISTPREVIEW_BENCH_DIFF_COUNTS"
        static let patternsVariable = "LISTPREVIEW_BENCH_DIFF_PATTERNS"
        static let partsVariable = "LISTPREVIEW_BENCH_DIFF_PARTS"
        static let profileVariable = "LISTPREVIEW_BENCH_DIFF_PROFILE"

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

    /// The identifiers of a profiled diff.
    enum IdentifierKind: String {
        case int, string, uuid
    }

    /// Diffs the first selected count and pattern over and over (about 20 million elements' worth), nothing else
    /// timed or printed: a steady load for a profiler (`perf record`), ours only, with the chosen identifiers.
    static func profile(_ kind: IdentifierKind, count: Int, pattern: Pattern) {
        let (old, new) = arrays(count: count, pattern: pattern)
        let rounds = max(1, 20_000_000 / count)
        switch kind {
        case .int:
            for _ in 0..<rounds { blackHole(ListDiff(oldArray: old, newArray: new)) }
        case .string:
            let (stringOld, stringNew) = (old.map(stringRow), new.map(stringRow))
            for _ in 0..<rounds { blackHole(ListDiff(oldArray: stringOld, newArray: stringNew)) }
        case .uuid:
            let (uuidOld, uuidNew) = (old.map(uuidRow), new.map(uuidRow))
            for _ in 0..<rounds { blackHole(ListDiff(oldArray: uuidOld, newArray: uuidNew)) }
        }
        print("profiled: \(rounds) diffs of \(count) elements (\(pattern.rawValue), \(kind.rawValue) ids)")
    }

    /// The main table: every count and pattern with `Int`, `"item-N"` String and UUID-string ids, ours and the
    /// port's, interleaved.
    static func table(counts: [Int], patterns: [Pattern]) {
        print(machineLine())
        let table = Table(columns: [
            "elements", "pattern", "rounds", "Int ns/elem", "String ns/elem", "UUID ns/elem", "String/Int",
            "UUID/Int", "Int × port", "String × port", "UUID × port",
        ])
        table.printHeader()
        for count in counts {
            for pattern in patterns {
                let (old, new) = arrays(count: count, pattern: pattern)
                let (stringOld, stringNew) = (old.map(stringRow), new.map(stringRow))
                let (uuidOld, uuidNew) = (old.map(uuidRow), new.map(uuidRow))
                let isLarge = count >= 1_000_000
                // The checks run ours and the ports once: the warm-up. At 1M the Int port is not run (seconds a run).
                if isLarge { blackHole(ListDiff(oldArray: old, newArray: new)) } else { check(old, new) }
                check(stringOld, stringNew)
                check(uuidOld, uuidNew)
                let timings = Interleaved.measure(
                    minRounds: isLarge ? 7 : 9, budget: budget(count), limits: portLimits(count), warmUp: false, [
                    { blackHole(ListDiff(oldArray: old, newArray: new)) },
                    { blackHole(DictionaryHeckelBaseline.diff(old, new)) },
                    { blackHole(ListDiff(oldArray: stringOld, newArray: stringNew)) },
                    { blackHole(DictionaryHeckelBaseline.diff(stringOld, stringNew)) },
                    { blackHole(ListDiff(oldArray: uuidOld, newArray: uuidNew)) },
                    { blackHole(DictionaryHeckelBaseline.diff(uuidOld, uuidNew)) },
                ])
                let (int, intPort, string, stringPort) = (timings[0], timings[1], timings[2], timings[3])
                let (uuid, uuidPort) = (timings[4], timings[5])
                let perElement = Double(count)
                table.printRow([
                    "\(count)", pattern.rawValue, "\(int.samples.count)", format(int, scale: perElement),
                    format(string, scale: perElement), format(uuid, scale: perElement), ratio(string, over: int),
                    ratio(uuid, over: int), intPort.samples.isEmpty ? "—" : ratio(intPort, over: int),
                    ratio(stringPort, over: string), ratio(uuidPort, over: uuid),
                ])
            }
        }
        print("(mixed: 10% deletes, 10% inserts, 5% updates, 5% moves; String ids \"item-N\", at most 15 UTF-8 bytes,")
        print(" held in the String value; UUID: 36-byte lower-case UUID strings, each a heap object, the old and new")
        print(" arrays holding different objects with equal text, made in array order, as parsing two files makes them;")
        print(" median (p90) of interleaved rounds; ratios: median (p90) over rounds of the per-round ratio;")
        print(" port: DictionaryHeckelBaseline, a plain Dictionary port of IGListDiff timed in the same rounds;")
        print(" at 100k the ports run in the first 9 rounds only; at 1M the String and UUID ports in the first 3")
        print(" and the Int port not at all (—);")
        print(" rounds: the rounds of our diffs)")
        print(machineLine())
    }

    /// The seconds each configuration may take beyond its minimum rounds.
    static func budget(_ count: Int) -> Double { count >= 1_000_000 ? 0 : count >= 100_000 ? 8 : 0.5 }

    /// The round limits of the main table's bodies (Int, Int port, String, String port, UUID, UUID port): at 100k
    /// elements the ports take part in the first 9 rounds only; at 1M the String and UUID ports (seconds per run) in
    /// the first 3, and the Int port in none.
    static func portLimits(_ count: Int) -> [Int?] {
        if count >= 1_000_000 { return [nil, 0, nil, 3, nil, 3] }
        // At 100k the ports take 10–30× our diffs' time: in the first 9 rounds only, so that the budget buys rounds
        // of ours (the String/Int ratios), not of theirs.
        if count >= 100_000 { return [nil, 9, nil, 9, nil, 9] }
        return []
    }

    /// `median (p90)` of the per-round ratio of two timings.
    static func ratio(_ numerator: Timing, over denominator: Timing) -> String {
        "\(format(Interleaved.medianRatio(numerator, over: denominator), 2)) "
            + "(\(format(Interleaved.p90Ratio(numerator, over: denominator), 2)))"
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

    /// Measures the memory of a diff of `count` rows (mixed pattern) above the inputs, with `Int`, `"item-N"` String
    /// and UUID-string ids: the peak while diffing (the kernel's RSS high-water mark, reset just before) and what the result keeps.
    static func printMemory(count: Int) {
        let (old, new) = arrays(count: count, pattern: .mixed)
        let (stringOld, stringNew) = (old.map(stringRow), new.map(stringRow))
        let table = Table(columns: ["\(count) elements (mixed)", "peak B/elem", "peak MB", "result keeps B/elem"])
        table.printHeader()
        table.printRow(["Int ids"] + memory(count) { ListDiff(oldArray: old, newArray: new) })
        table.printRow(["String ids"] + memory(count) { ListDiff(oldArray: stringOld, newArray: stringNew) })
        let (uuidOld, uuidNew) = (old.map(uuidRow), new.map(uuidRow))
        table.printRow(["UUID ids"] + memory(count) { ListDiff(oldArray: uuidOld, newArray: uuidNew) })
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

    /// A row whose id is a UUID string made from the row's number (36 UTF-8 bytes: not a small string, so each is
    /// a heap object of its own — every call makes a new one, as parsing a file does).
    static func uuidRow(_ row: BenchmarkRow) -> BenchmarkStringRow {
        BenchmarkStringRow(id: uuidString(row.id), value: row.value)
    }

    /// The UUID (lower-case hex, 8-4-4-4-12) of a number: 128 bits drawn from a generator seeded with it, so equal
    /// numbers give equal text, in a new `String` each call.
    static func uuidString(_ number: Int) -> String {
        var random = SplitMix(seed: UInt64(bitPattern: Int64(number)) &* 0x2545_F491_4F6C_DD1D)
        let words = (random.next(), random.next())
        return String(unsafeUninitializedCapacity: 36) { buffer in
            var bits = words.0
            var written = 0
            for digit in 0..<32 {
                if digit == 16 { bits = words.1 }
                if digit == 8 || digit == 12 || digit == 16 || digit == 20 {
                    buffer[written] = UInt8(ascii: "-")
                    written += 1
                }
                let nibble = UInt8(truncatingIfNeeded: bits & 15)
                buffer[written] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
                written += 1
                bits >>= 4
            }
            return written
        }
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
