import Foundation

/// The distribution of one timed piece of work: every run, in nanoseconds.
struct Timing {
    /// Every run's time in nanoseconds, in the order they ran.
    var samples: [Double] = []

    /// The median run (the middle one of the sorted runs; the mean of the two middle ones for an even count).
    var median: Double { Self.percentile(50, of: samples) }

    /// The 90th percentile (nearest rank: with fewer than ten runs it is the slowest).
    var p90: Double { Self.percentile(90, of: samples) }

    /// The `p`-th percentile of `values` (nearest rank; the median interpolates between the two middle values).
    static func percentile(_ p: Double, of values: [Double]) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        if p == 50 {
            let middle = sorted.count / 2
            return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
        }
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }
}

/// Times several pieces of work **interleaved**: one round runs each once, in a rotating order, so that a change of
/// the machine's load moves all of them alike, and no piece always runs first (warm caches) or last.
///
/// Medians and 90th percentiles are read off the runs (``Timing``); ratios between two pieces are taken per round
/// (both timed seconds apart) and their median reported, which a loaded machine disturbs much less than a ratio of
/// two separately measured bests.
enum Interleaved {
    /// Runs each body once untimed (warm-up; `warmUp: false` when the caller has just run them), then rounds until `minRounds` are done and either `budget` seconds have
    /// passed or `maxRounds` are done. A body with a `limits` entry runs in that many rounds at most (the first
    /// ones, still interleaved with the others): slow baselines need fewer runs than the work they are compared with.
    ///
    /// `wallTime`: time with the wall clock whatever `LISTPREVIEW_BENCH_CLOCK` says, for work that runs on other
    /// threads (the calling thread's CPU time would leave their work out).
    ///
    /// - Returns: one ``Timing`` per body, in the order of `bodies`.
    ///
    /// Not optimised: Swift 6.3.1 crashes compiling its specialisation for `wallTime: true` in release ("swifterror
    /// argument should come from an alloca or parameter"); the loop only calls the bodies (optimised on their own)
    /// and reads the clock.
    @_optimize(none)
    static func measure<Failure: Error>(
        minRounds: Int = 7, maxRounds: Int = 101, budget: Double = 1.0, limits: [Int?] = [], warmUp: Bool = true,
        wallTime: Bool = false, _ bodies: [() throws(Failure) -> Void]
    ) throws(Failure) -> [Timing] {
        if warmUp { for body in bodies { try body() } }
        var timings = [Timing](repeating: Timing(), count: bodies.count)
        let start = DispatchTime.now().uptimeNanoseconds
        var round = 0
        while round < maxRounds {
            for step in 0..<bodies.count {
                let index = (round + step) % bodies.count
                if index < limits.count, let limit = limits[index], round >= limit { continue }
                let begin = Clock.now(wallTime: wallTime)
                try bodies[index]()
                timings[index].samples.append(Double(Clock.now(wallTime: wallTime) - begin))
            }
            round += 1
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            if round >= minRounds && elapsed >= budget { break }
        }
        return timings
    }

    /// Times one body alone (no baseline to alternate with): a warm-up, then rounds as ``measure(minRounds:maxRounds:budget:_:)``.
    static func measure<Failure: Error>(
        minRounds: Int = 7, maxRounds: Int = 101, budget: Double = 1.0, _ body: @escaping () throws(Failure) -> Void
    ) throws(Failure) -> Timing {
        try measure(minRounds: minRounds, maxRounds: maxRounds, budget: budget, [body])[0]
    }

    /// The median over rounds of `numerator`'s time divided by `denominator`'s in the same round.
    static func medianRatio(_ numerator: Timing, over denominator: Timing) -> Double {
        Timing.percentile(50, of: zip(numerator.samples, denominator.samples).map { $0 / $1 })
    }

    /// The 90th percentile over rounds of `numerator`'s time divided by `denominator`'s in the same round.
    static func p90Ratio(_ numerator: Timing, over denominator: Timing) -> Double {
        Timing.percentile(90, of: zip(numerator.samples, denominator.samples).map { $0 / $1 })
    }
}

/// The clock of the timed runs: wall time by default; the calling thread's CPU time when the environment variable
/// `LISTPREVIEW_BENCH_CLOCK` is `cpu` (the time the thread actually ran: on a machine loaded by other processes it
/// leaves out the time spent waiting for a core, though not the caches those processes take).
enum Clock {
    /// Whether the thread's CPU time is used.
    static let isCPUTime = ProcessInfo.processInfo.environment["LISTPREVIEW_BENCH_CLOCK"] == "cpu"

    /// The name of the clock, for the tables' notes.
    static var name: String { isCPUTime ? "thread CPU time" : "wall time" }

    /// Now, in nanoseconds (`wallTime`: on the wall clock whatever the variable says).
    static func now(wallTime: Bool = false) -> UInt64 {
        guard isCPUTime, !wallTime else { return DispatchTime.now().uptimeNanoseconds }
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}

/// Keeps a value alive and opaque to the optimiser, so that timed work is not removed as dead code.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// The machine the figures come from: cores and the load average when called (printed with every suite), and the
/// clock (`wallTime`: the suite's work runs on several threads, so it is timed on the wall clock whatever
/// `LISTPREVIEW_BENCH_CLOCK` says).
func machineLine(wallTime: Bool = false) -> String {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    var load = "?"
    if let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) {
        load = text.split(separator: " ").prefix(3).joined(separator: " ")
    }
    let clock = wallTime && Clock.isCPUTime ? "wall time (the work runs on several threads: a thread's CPU time would leave it out)" : wallTime ? "wall time" : Clock.name
    return "machine: \(cores) cores, load average \(load) (1, 5, 15 min); clock: \(clock)"
}

/// Prints aligned rows of a benchmark table.
struct Table {
    let columns: [String]

    func printHeader() {
        print(columns.map { $0.padding(toLength: max(16, $0.count + 2), withPad: " ", startingAt: 0) }.joined())
    }

    func printRow(_ cells: [String]) {
        print(zip(columns, cells).map { column, cell in
            cell.padding(toLength: max(16, column.count + 2), withPad: " ", startingAt: 0)
        }.joined())
    }
}

/// Formats a number with a fixed count of decimals.
func format(_ value: Double, _ decimals: Int = 1) -> String {
    String(format: "%.\(decimals)f", value)
}

/// Formats a median and its 90th percentile as `median (p90)`.
func format(_ timing: Timing, scale: Double, _ decimals: Int = 1) -> String {
    "\(format(timing.median / scale, decimals)) (\(format(timing.p90 / scale, decimals)))"
}
