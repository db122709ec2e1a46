import Foundation
import ListCore
import ListPlumbing
import ListPreview

/// A one-line progress bar on standard error — frames done of the total and the frame rate — redrawn in place.
/// Disabled (silent) when standard error is not a terminal or with `--quiet`.
final class ProgressBar: @unchecked Sendable {
    // Unchecked: every access to the state goes through `lock`.
    private let lock = NSLock()
    private let enabled: Bool
    private let started = Date()
    private var drawn = false

    init(enabled: Bool) {
        self.enabled = enabled
    }

    /// Redraws the bar: `[██████░░░░] 12/30 frames  41.2 fps`.
    func update(done: Int, total: Int) {
        guard enabled, total > 0 else { return }
        lock.lock()
        defer { lock.unlock() }
        let width = 24
        let filled = width * done / total
        let elapsed = max(Date().timeIntervalSince(started), 1e-6)
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let line = String(format: "\r[%@] %d/%d frames  %.1f fps", bar, done, total, Double(done) / elapsed)
        StandardError.writeVerbatim(line)  // a failed write loses the bar, never the run
        drawn = true
    }

    /// Ends the bar's line.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if drawn { StandardError.write("\n") }
        drawn = false
    }
}
