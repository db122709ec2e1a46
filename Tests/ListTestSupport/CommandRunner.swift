import Foundation

/// Runs the built `listpreview` executable in a child process, as a user or CI would, and captures what it prints.
///
/// The executable is looked up beside the test bundle (SwiftPM puts every product of a build in one folder); a test
/// target that uses this should depend on the `listpreview` target so that it is built first.
///
/// ```swift
/// let result = try CommandRunner.run(["diff", "old.json", "new.json"])
/// #expect(result.status == 0)
/// ```
public enum CommandRunner {
    /// What a run printed and how it exited.
    public struct Result: Sendable {
        /// The exit status.
        public var status: Int32
        /// Everything written to standard output.
        public var standardOutput: String
        /// Everything written to standard error.
        public var standardError: String
        /// Whether a signal ended the process (``status`` is then the signal's number, not an exit status).
        public var signaled = false
    }

    /// The `listpreview` executable of the current build.
    public static var executableURL: URL {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL,
            Bundle.main.bundleURL.deletingLastPathComponent(),
        ]
        for folder in candidates {
            let url = folder.appendingPathComponent("listpreview")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return candidates[0].appendingPathComponent("listpreview")
    }

    /// Runs `listpreview` with `arguments` in `directory` (default: the current folder) and waits for it.
    ///
    /// - Parameters:
    ///   - arguments: the arguments after the program name.
    ///   - directory: the working directory of the child.
    ///   - environment: extra environment variables for the child.
    ///   - timeout: seconds after which the child is killed (`SIGKILL`: the result is then ``Result/signaled``);
    ///     `nil` waits as long as it takes.
    /// - Returns: the exit status and the captured output.
    public static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
        timeout: Double? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = executableURL
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.environment = hermeticEnvironment.merging(environment) { $1 }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let finished = LockedData()
        if let timeout {
            let child = process.processIdentifier
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
                if !finished.isSet { kill(child, SIGKILL) }
            }
        }
        defer { finished.set(Data([1])) }
        // Read both pipes to the end before waiting, so a child that prints a lot never blocks.
        let errorData = LockedData()
        let errorReader = Thread { errorData.set(error.fileHandleForReading.readDataToEndOfFile()) }
        errorReader.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorData.isSet { usleep(1_000) }
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData.value, as: UTF8.self),
            signaled: process.terminationReason == .uncaughtSignal)
    }
}

/// Data handed from a reader thread to the waiting one.
private final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data: Data?

    var isSet: Bool { lock.withLock { data != nil } }
    var value: Data { lock.withLock { data ?? Data() } }

    func set(_ newValue: Data) { lock.withLock { data = newValue } }
}

extension CommandRunner {
    /// The test process's environment without the variables that change what the command line does by default
    /// (`CI`, `LISTPREVIEW_RECORD`, `LISTPREVIEW_ASSETS`): a test that wants them passes them, so the suite behaves
    /// the same on a developer's machine and on a CI runner (where `CI` is set and missing goldens would fail).
    static var hermeticEnvironment: [String: String] {
        ProcessInfo.processInfo.environment.filter { key, _ in
            !["CI", "LISTPREVIEW_RECORD", "LISTPREVIEW_ASSETS"].contains(key)
        }
    }

    /// Runs a `/bin/sh` command line in `directory` with `$LP` set to the `listpreview` executable (for pipes,
    /// redirections and FIFOs), and waits for it.
    ///
    /// - Returns: the exit status, standard output and standard error.
    public static func runShell(_ script: String, in directory: URL) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = directory
        var environment = hermeticEnvironment
        environment["LP"] = executableURL.path
        process.environment = environment
        let output = directory.appendingPathComponent(".stdout-\(UUID().uuidString)")
        let error = directory.appendingPathComponent(".stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: error.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: error)
        }
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: error)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: try Data(contentsOf: output), as: UTF8.self),
            String(decoding: try Data(contentsOf: error), as: UTF8.self)
        )
    }
}
