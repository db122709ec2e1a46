import Foundation
import ListCore
import ListPlumbing

/// Keeps the cases of Swift assertions in an artifacts folder's reports, beside the spec cases of `verify`: one
/// `results.json`, `report.html` and `junit.xml` for both.
///
/// Every change to the reports — a Swift assertion adding its case, a `verify`, `compare` or `accept` run writing its
/// own — reads the folder's `results.json`, merges, and writes the three reports while holding an exclusive lock on
/// `.listpreview.lock` in the folder (`flock`), so parallel tests in one process and parallel test processes never
/// lose each other's cases. A Swift case replaces the earlier result of the same test, variant and still/animation;
/// a `verify` run keeps the Swift cases and replaces the spec cases.
///
/// ```swift
/// try SnapshotCaseLog.record(result, in: URL(fileURLWithPath: ".listpreview-artifacts"))
/// ```
package enum SnapshotCaseLog {
    /// The lock file's name inside the artifacts folder.
    package static let lockName = ".listpreview.lock"

    /// Adds (or replaces) one case in the folder's reports.
    ///
    /// - Throws: `AtomicFileError` when the reports cannot be written; a folder or lock that cannot be created.
    package static func record(_ result: SnapshotCaseResult, in folder: URL) throws {
        try withLock(folder) {
            let previous = readIfPresent(folder)
            let results = ((previous?.results ?? []).filter { $0.key != result.key } + [result]).sorted { $0.key < $1.key }
            try SnapshotReports(results: results, options: previous?.options ?? []).write(to: folder)
        }
    }

    /// The Swift cases of the folder's `results.json` (none when there is no readable one).
    package static func swiftCases(in folder: URL) -> [SnapshotCaseResult] {
        readIfPresent(folder)?.results.filter { $0.test != nil } ?? []
    }

    /// Runs `body` holding the folder's lock (created with the folder when needed).
    package static func withLock<T>(_ folder: URL, _ body: () throws -> T) throws -> T {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(lockName).path
        let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw AtomicFileError(path: path, reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw AtomicFileError(path: path, reason: String(cString: strerror(errno))) }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    private static func readIfPresent(_ folder: URL) -> SnapshotReports? {
        let url = folder.appendingPathComponent("results.json")
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do {
            return try SnapshotReports.read(from: url)
        } catch {
            _ = StandardError.write("warning: \(ReportText.terminal(String(describing: error))); starting a new report\n")
            return nil
        }
    }
}
