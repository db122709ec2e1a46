import Foundation
import ListPreview

/// The `diff` suite: `ListDiff` over 1k … 1M rows with `Int` ids, for five change patterns, against a plain
/// Dictionary port of the same algorithm timed in the same run; then the memory of a 1M-row diff.
///
/// ns/elem is the time divided by the old array's length. "× baseline" is the baseline's time over ours.
enum DiffBenchmark {
    /// How old and new arrays differ.
    enum Pattern: String, CaseIterable {
        case mixed, identical, allNew = "all new", reversed, shuffled
    }

    static func run() throws {
        let table = Table(columns: ["elements", "pattern", "ms", "ns/elem", "baseline ms", "base ns/elem", "× baseline"])
        table.printHeader()
        for count in [1_000, 10_000, 100_000, 1_000_000] {
            for pattern in Pattern.allCases {
                let (old, new) = arrays(count: count, pattern: pattern)
                check(old, new)
                let runs = max(5, 100_000_000 / (count * 100))
                let ours = Stopwatch.best(runs: runs) { blackHole(ListDiff(oldArray: old, newArray: new)) }
                let baseline = Stopwatch.best(runs: max(2, runs / 3)) { blackHole(DictionaryHeckelBaseline.diff(old, new)) }
                table.printRow([
                    "\(count)", pattern.rawValue, format(ours / 1e6, 3), format(ours / Double(count), 1),
                    format(baseline / 1e6, 3), format(baseline / Double(count), 1), format(baseline / ours, 2),
                ])
            }
        }
        print("(mixed: 10% deletes, 10% inserts, 5% updates, 5% moves; best of several runs)")
        printStringIdentifiers(count: 100_000)
        printMemory(count: 1_000_000)
    }

    /// The mixed pattern with `String` identifiers (hashed with SipHash through `Hashable`, as the CLI's ids are).
    static func printStringIdentifiers(count: Int) {
        let (intOld, intNew) = arrays(count: count, pattern: .mixed)
        let old = intOld.map { BenchmarkStringRow(id: "item-\($0.id)", value: $0.value) }
        let new = intNew.map { BenchmarkStringRow(id: "item-\($0.id)", value: $0.value) }
        let ours = Stopwatch.best(runs: 10) { blackHole(ListDiff(oldArray: old, newArray: new)) }
        let baseline = Stopwatch.best(runs: 3) { blackHole(DictionaryHeckelBaseline.diff(old, new)) }
        print(
            "String ids, \(count) elements (mixed): \(format(ours / 1e6, 3)) ms, \(format(ours / Double(count), 1)) ns/elem; "
                + "baseline \(format(baseline / Double(count), 1)) ns/elem; × baseline \(format(baseline / ours, 2))")
    }

    /// Measures the memory of a diff of `count` rows (mixed pattern) above the inputs: the peak while diffing (the
    /// kernel's RSS high-water mark, reset just before) and what the result keeps.
    static func printMemory(count: Int) {
        let (old, new) = arrays(count: count, pattern: .mixed)
        let memory = ProcessMemory()
        let before = memory.settledResidentBytes()
        memory.resetPeak()
        let result = ListDiff(oldArray: old, newArray: new)
        let peak = memory.peakResidentBytes()
        let kept = memory.settledResidentBytes()
        withExtendedLifetime(result) {}
        let inputs = (old.count + new.count) * MemoryLayout<BenchmarkRow>.stride
        print(
            "memory, \(count) elements (mixed): peak \(format(Double(peak - before) / Double(count), 1)) B/elem above the "
                + "inputs (\(format(Double(peak - before) / 1e6, 1)) MB), result keeps "
                + "\(format(Double(kept - before) / Double(count), 1)) B/elem; the inputs are \(inputs / count) B/elem")
    }

    /// Diffs once with both implementations and stops if they disagree (so no one times a wrong diff).
    static func check(_ old: [BenchmarkRow], _ new: [BenchmarkRow]) {
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
