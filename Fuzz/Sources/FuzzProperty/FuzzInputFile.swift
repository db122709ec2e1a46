import Foundation

/// A file in a private temporary folder that each fuzz input is written to, so that it is read the way a command
/// reads the file named on its command line.
public struct FuzzInputFile: Sendable {
    /// The file's path, as a command line would give it (messages name it so).
    public let path: String

    /// A file named `name` (which may hold folders) in a folder of this process's own (in memory, `/dev/shm`, when the machine has it),
    /// created now.
    public init(name: String) {
        let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        let folder = (base as NSString).appendingPathComponent("listpreview-fuzz-\(getpid())")
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        path = (folder as NSString).appendingPathComponent(name)
        // A name may hold folders (`feed.animation/manifest.json`).
        try? FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    }

    /// Replaces the file's contents with `data` (plain `write(2)`: no `fsync`, which would make each run
    /// thousands of times slower); a failure to write is the machine's problem, not a finding.
    public func write(_ data: Data) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { FuzzProperty.fail("cannot open the fuzz input file \(path)") }
        defer { close(descriptor) }
        let written = data.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        guard written == data.count else { FuzzProperty.fail("cannot write the fuzz input file \(path)") }
    }
}
