import Foundation

/// The temporary files and folders a run is writing, removed if the process is interrupted (SIGINT, SIGTERM,
/// SIGHUP), and recognised by their names when a later run writes to the same place after a crash or `kill -9`.
///
/// Temporary names are `.NAME.PID-UUID.tmp` beside the destination `NAME`: the process id tells a live writer's
/// temporary output from a dead one's, so a stale one is removed without touching a concurrent run's.
///
/// ```swift
/// TemporaryOutput.installSignalHandlers()          // once, at the start of a command-line tool
/// let temporary = TemporaryOutput.name(for: url)     // .out.png.1234-….tmp beside out.png
/// TemporaryOutput.register(temporary.path)
/// defer { TemporaryOutput.unregister(temporary.path) }
/// ```
/// The write end of the pipe the signal handler writes to (set once, before any handler is installed).
nonisolated(unsafe) private var signalPipe: Int32 = -1

package enum TemporaryOutput {
    private final class Registry: @unchecked Sendable {
        // Unchecked: every access holds the lock.
        let lock = NSLock()
        var paths: Set<String> = []
        var installed = false
        var interrupted = false
    }

    private static let registry = Registry()

    /// The signals that remove the registered temporary output before the process ends.
    package static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// A temporary path beside `url`, named after it and this process: `.NAME.PID-UUID.tmp` (`NAME` shortened
    /// by ``FileName/fitting(_:reserving:)`` when the whole would exceed 255 bytes).
    package static func name(for url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(
            ".\(stem(url.lastPathComponent)).\(getpid())-\(UUID().uuidString).tmp")
    }

    /// The part of a temporary name that stands for the destination `name`: room for `.`, `.`, a process id,
    /// `-`, a UUID and `.tmp`.
    private static func stem(_ name: String) -> String {
        FileName.fitting(name, reserving: 2 + 10 + 1 + 36 + 4)
    }

    /// Registers a temporary file or folder to remove if the process is interrupted.
    package static func register(_ path: String) {
        registry.lock.withLock { _ = registry.paths.insert(path) }
    }

    /// Forgets a temporary path (it was renamed into place or removed).
    package static func unregister(_ path: String) {
        registry.lock.withLock { _ = registry.paths.remove(path) }
    }

    /// Removes every registered temporary path (files and whole folders).
    package static func removeAll() {
        let paths = registry.lock.withLock {
            let paths = registry.paths
            registry.paths = []
            return paths
        }
        for path in paths { remove(path) }
    }

    /// Removes a temporary path that another thread may still be writing into: it is first renamed (to a name of
    /// the same pattern, so a later run still recognises it if this one dies now), which makes further writes by
    /// path fail instead of refilling the folder while it is removed.
    private static func remove(_ path: String) {
        var target = path
        let suffix = 36 + ".tmp".count
        if path.hasSuffix(".tmp"), path.count > suffix {
            let aside = String(path.dropLast(suffix)) + UUID().uuidString + ".tmp"
            if rename(path, aside) == 0 { target = aside }
        }
        for _ in 0..<3 where (try? FileManager.default.removeItem(atPath: target)) == nil {
            guard FileManager.default.fileExists(atPath: target) else { return }
        }
    }

    /// Makes SIGINT, SIGTERM and SIGHUP remove the registered temporary output, then end the process by the same
    /// signal (so the parent sees the usual status, 130 for ^C). Call once, early; later calls do nothing. A signal
    /// the process was started with ignored (`nohup`, a background job of a script) stays ignored.
    ///
    /// The handler only writes the signal's number to a pipe (all a handler may safely do); a thread waiting on the
    /// pipe removes the files, restores the default action and raises the signal again.
    package static func installSignalHandlers() {
        registry.lock.withLock {
            guard !registry.installed else { return }
            registry.installed = true
            var fds: [Int32] = [0, 0]
            guard pipe(&fds) == 0 else { return }
            _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
            signalPipe = fds[1]
            let reader = fds[0]
            let thread = Thread {
                var number: UInt8 = 0
                while read(reader, &number, 1) != 1 {
                    if errno != EINTR { return }
                }
                registry.lock.withLock { registry.interrupted = true }
                removeAll()
                signal(Int32(number), SIG_DFL)
                kill(getpid(), Int32(number))
            }
            thread.name = "listpreview.signals"
            thread.start()
            // A parent may have blocked them (the mask survives exec): unblock them on this thread, so a
            // process-directed signal always finds a thread to interrupt.
            var unblocked = sigset_t()
            sigemptyset(&unblocked)
            for number in signals { sigaddset(&unblocked, number) }
            pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
            for number in signals {
                var previous = sigaction()
                guard sigaction(number, nil, &previous) == 0 else { continue }
                let ignored = previous.__sigaction_handler.sa_handler.map { unsafeBitCast($0, to: Int.self) } == 1
                if ignored { continue }  // SIG_IGN
                var action = sigaction()
                action.__sigaction_handler.sa_handler = { number in
                    var byte = UInt8(truncatingIfNeeded: number)
                    _ = write(signalPipe, &byte, 1)
                }
                sigemptyset(&action.sa_mask)
                action.sa_flags = SA_RESTART
                sigaction(number, &action, nil)
            }
        }
    }

    /// Waits for the end of the process when a signal is being handled: removing the temporary output makes the
    /// writers fail, and their error must not end the process with status 2 before the signal ends it. Call before
    /// exiting normally.
    package static func waitIfInterrupted() {
        while registry.lock.withLock({ registry.interrupted }) { pause() }
    }

    /// Removes the temporary output of dead processes for the destination named `name` in `folder`
    /// (`.NAME.PID-UUID.tmp` whose PID is no longer running, and the `.NAME.UUID.tmp` of earlier versions).
    ///
    /// - Returns: the names removed.
    @discardableResult
    package static func removeStale(named name: String, in folder: URL) -> [String] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        var removed: [String] = []
        for entry in entries where isStale(entry, for: name) {
            if (try? FileManager.default.removeItem(at: folder.appendingPathComponent(entry))) != nil {
                removed.append(entry)
            }
        }
        return removed.sorted()
    }

    /// Whether `entry` is a temporary name for `name` left by a process that is no longer running.
    package static func isStale(_ entry: String, for name: String) -> Bool {
        let prefix = ".\(stem(name))."
        guard entry.hasPrefix(prefix), entry.hasSuffix(".tmp") else { return false }
        let middle = entry.dropFirst(prefix.count).dropLast(4)
        if UUID(uuidString: String(middle)) != nil { return true }  // an earlier version's name: no process id
        let parts = middle.split(separator: "-", maxSplits: 1)
        guard parts.count == 2, let pid = Int32(parts[0]), pid > 0, UUID(uuidString: String(parts[1])) != nil else {
            return false
        }
        return pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH
    }
}
