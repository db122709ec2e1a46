import Foundation

/// Times a piece of work: the best of several runs, in nanoseconds, after a warm-up run.
///
/// The best run is the least disturbed by the rest of the machine; every figure the benchmarks print is also given as
/// a ratio against a baseline timed the same way in the same run, so a noisy machine moves both together.
enum Stopwatch {
    /// Runs `body` once to warm up, then `runs` times, and returns the fastest run in nanoseconds.
    static func best(runs: Int = 5, _ body: () throws -> Void) rethrows -> Double {
        try body()
        var best = Double.infinity
        for _ in 0..<max(1, runs) {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
            best = min(best, elapsed)
        }
        return best
    }
}

/// Keeps a value alive and opaque to the optimiser, so that timed work is not removed as dead code.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Prints aligned rows of a benchmark table.
struct Table {
    let columns: [String]

    func printHeader() {
        print(columns.map { $0.padding(toLength: max(12, $0.count + 2), withPad: " ", startingAt: 0) }.joined())
    }

    func printRow(_ cells: [String]) {
        print(zip(columns, cells).map { column, cell in
            cell.padding(toLength: max(12, column.count + 2), withPad: " ", startingAt: 0)
        }.joined())
    }
}

/// Formats a number with a fixed count of decimals.
func format(_ value: Double, _ decimals: Int = 1) -> String {
    String(format: "%.\(decimals)f", value)
}
