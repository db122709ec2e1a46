import Foundation

/// The wall time of each phase of a `diff` run, for `--timings`.
struct DiffPhaseClock {
    /// When the current phase started (nanoseconds of the monotonic clock).
    private var start = DispatchTime.now().uptimeNanoseconds
    /// The phases so far, with their times in milliseconds.
    private(set) var phases: [(name: String, milliseconds: Double)] = []

    /// Ends the current phase, naming it, and starts the next.
    mutating func lap(_ name: String) {
        let now = DispatchTime.now().uptimeNanoseconds
        phases.append((name, Double(now - start) / 1e6))
        start = now
    }

    /// `name 12.3 ms, …` for every phase.
    var summary: String {
        phases.map { "\($0.name) \(String(format: "%.1f", $0.milliseconds)) ms" }.joined(separator: ", ")
    }
}
