import Foundation

/// A path read from data — an artifact path in `results.json`, a frame of a manifest, a golden name derived from a
/// spec's file name — is accepted only when it stays inside its base folder: relative, not empty, and without `.`,
/// `..` or empty components. (docs/SNAPSHOTS.md, "Paths from data".)
///
/// ```swift
/// DataPath.isContained("run-3f9c2a71b0de/feed.actual.png")   // true
/// DataPath.isContained("../../etc/passwd")                   // false
/// ```
package enum DataPath {
    /// Whether `path` names something inside its base folder.
    package static func isContained(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.utf8.contains(0) else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
            !$0.isEmpty && $0 != "." && $0 != ".."
        }
    }
}
