import Foundation
import ListCore
import ListPlumbing

/// An exclusive lock on an artifacts folder for the length of a run, so two runs sharing the folder (two terminals,
/// two CI steps) take turns: each run's images, written into its own `run-…` folder, are only removed by a later
/// run once that run's reports have replaced the ones that link to them, and no report ever links to an image
/// another run deleted. The lock is `flock(2)` on `.listpreview-run.lock` in the folder, released when the process
/// ends (also by `kill -9`), so a killed run never leaves the folder locked. It is taken before, and apart from,
/// the lock `SnapshotCaseLog` holds on `.listpreview.lock` while the reports are merged and written (always in that
/// order, so the two never deadlock; Swift assertions take only the second).
///
/// ```swift
/// try ArtifactsLock.holding(artifacts) { try suite.runUnlocked(…) }
/// ```
enum ArtifactsLock {
    /// The lock file's name in the artifacts folder.
    static let fileName = ".listpreview-run.lock"

    /// Runs `body` while holding the folder's lock, waiting (and saying so on standard error) while another run
    /// holds it.
    ///
    /// - Throws: `AtomicFileError` when the folder or the lock file cannot be made; what `body` throws.
    static func holding<Result>(_ folder: URL, _ body: () throws -> Result) throws -> Result {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw AtomicFileError(path: folder.path, reason: "cannot create the artifacts folder: \(AtomicFile.describe(error))")
        }
        let path = folder.appendingPathComponent(fileName).path
        let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw AtomicFileError(path: path, reason: "cannot lock the artifacts folder: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            _ = StandardError.write("waiting for another run that uses the artifacts folder \(folder.relativePath)\n")
            while flock(descriptor, LOCK_EX) != 0 {
                guard errno == EINTR else {
                    throw AtomicFileError(path: path, reason: "cannot lock the artifacts folder: \(String(cString: strerror(errno)))")
                }
            }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
