import ArgumentParser
import Foundation

/// `--jobs N`, shared by every command that draws in parallel (`animate`, `record`, `verify`, `compare`): one
/// declaration, one validation message.
///
/// ```swift
/// @OptionGroup var parallel: JobsOption
/// let workers = try parallel.workers()   // every core unless --jobs says otherwise
/// ```
struct JobsOption: ParsableArguments {
    @Option(help: ArgumentHelp("How many frames or specs to draw at once (default: every core).", valueName: "n"))
    var jobs: Int?

    /// `--jobs`, checked: `nil` when not given.
    ///
    /// - Throws: ``InputError`` `--jobs: expected at least 1, got N` (exit status 2).
    func checked() throws -> Int? {
        guard let jobs else { return nil }
        guard jobs >= 1 else { throw InputError("--jobs: expected at least 1, got \(jobs)") }
        return jobs
    }

    /// The number of workers: `--jobs`, or every active core.
    func workers() throws -> Int {
        try checked() ?? ProcessInfo.processInfo.activeProcessorCount
    }
}
