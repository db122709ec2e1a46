import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension CommandRunner {
    /// How a run measured by ``runMeasuringPeakMemory(_:environment:)`` ended.
    public struct MeasuredRun: Sendable {
        /// The exit status (or the signal's number when ``signaled``).
        public var status: Int32
        /// Whether a signal ended the process.
        public var signaled: Bool
        /// The most memory the process held at once (its peak resident set, `VmHWM`, last read at most 5 ms before
        /// it exited), in KiB.
        public var peakKiB: Int
        /// What it wrote to standard error.
        public var standardError: String
    }

    /// Runs `listpreview` with `arguments` (absolute paths: the child runs in the current folder) and waits for it,
    /// reading that one child's peak resident memory (`VmHWM`, its own address space's high-water mark) every 5 ms
    /// until it exits. Standard output is discarded.
    ///
    /// ```swift
    /// let run = try CommandRunner.runMeasuringPeakMemory(["record", folder.file("specs").path])
    /// #expect(run.peakKiB < 600 * 1024)
    /// ```
    public static func runMeasuringPeakMemory(
        _ arguments: [String], environment: [String: String] = [:]
    ) throws -> MeasuredRun {
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("peak-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: errorFile) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let executable = executableURL.path
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let variables = hermeticEnvironment.merging(environment) { $1 }.map { "\($0.key)=\($0.value)" }
        let envp = variables.map { strdup($0) } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, executable, &actions, nil, argv, envp)
        guard spawned == 0 else {
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "posix_spawn: \(spawned)"])
        }
        // The child's own high-water mark (`VmHWM` of /proc/PID/status), read until it exits: `wait4`'s ru_maxrss
        // would count this process's memory too (a spawned child starts from its parent's address space).
        var status: Int32 = 0
        var peakKiB = 0
        while true {
            peakKiB = max(peakKiB, highWaterMarkKiB(of: child))
            let waited = waitpid(child, &status, WNOHANG)
            if waited == child || (waited < 0 && errno != EINTR) { break }
            usleep(5_000)
        }
        let signal = status & 0x7F
        let error = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        return MeasuredRun(
            status: signal == 0 ? (status >> 8) & 0xFF : signal, signaled: signal != 0, peakKiB: peakKiB,
            standardError: error)
    }

    /// `VmHWM` of /proc/PID/status in KiB (0 once the process has exited).
    private static func highWaterMarkKiB(of process: pid_t) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Int(line.dropFirst(6).trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "") ?? 0
        }
        return 0
    }
}
