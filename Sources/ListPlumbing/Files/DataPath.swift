import Foundation

/// A path read from data — an artifact path in `results.json`, a frame of a manifest, a Swift golden's path, a golden
/// name derived from a spec's file name — is accepted only when it stays inside its base folder: relative, not empty,
/// without `.`, `..` or empty components, and (when resolved) not passing through a symbolic link below the folder
/// the user named. This is the one implementation of that rule. (docs/SNAPSHOTS.md, "Paths from data".)
///
/// ```swift
/// DataPath.isContained("run-3f9c2a71b0de/feed.actual.png")   // true
/// DataPath.isContained("../../etc/passwd")                   // false
/// let url = try DataPath.resolve("run-3f9c2a71b0de/feed.actual.png", in: artifacts).get()
/// ```
package enum DataPath {
    /// Whether `path` names something inside its base folder (the rule without looking at the disk).
    package static func isContained(_ path: String) -> Bool { refusal(of: path) == nil }

    /// Why `path` would leave its base folder, or `nil` when it is contained.
    package static func refusal(of path: String) -> String? {
        guard !path.isEmpty else { return "is empty" }
        guard !path.hasPrefix("/") else { return "is absolute" }
        guard !path.utf8.contains(0) else { return "holds a NUL byte" }
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !components.contains("..") else { return "leaves its folder (`..`)" }
        guard components.allSatisfy({ !$0.isEmpty && $0 != "." }) else { return "has an empty or `.` component" }
        return nil
    }

    /// The URL of `path` inside `base`, or why it is refused: the rule of ``isContained(_:)``, and no component
    /// below `base` may be a symbolic link (`base` itself, a folder the user named, may be one).
    ///
    /// - Parameters:
    ///   - path: the path as the data holds it.
    ///   - base: the folder it is relative to.
    /// - Returns: the URL, or a ``DataPathError`` naming the path and the reason.
    package static func resolve(_ path: String, in base: URL) -> Result<URL, DataPathError> {
        if let reason = refusal(of: path) { return .failure(DataPathError(path: path, reason: reason)) }
        var url = base
        for component in path.split(separator: "/") {
            url.appendPathComponent(String(component))
            if DerivedFile.kind(of: url) == .link {
                return .failure(DataPathError(path: path, reason: "passes through a symbolic link"))
            }
        }
        return .success(url)
    }
}

/// A path from data that is refused, and why.
package struct DataPathError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path as the data holds it.
    package var path: String
    /// What is wrong (`leaves its folder (`..`)`).
    package var reason: String

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `"../../x.png": leaves its folder (`..`)`, control characters escaped.
    package var description: String { "\"\(TerminalText.escaped(path, keeping: []))\": \(reason)" }
}
