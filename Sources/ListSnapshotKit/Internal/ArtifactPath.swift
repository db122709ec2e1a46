import Foundation

/// An artifact path read from `results.json` — what `accept` promotes — checked before anything is opened: relative,
/// without `..`, inside the artifacts folder, and not passing through a symbolic link; the file itself a regular file
/// (a folder for an animation). (docs/SNAPSHOTS.md, "Paths from data".)
enum ArtifactPath {
    /// The URL of `path` inside `base`, or a reason it is refused.
    static func resolve(_ path: String, in base: URL) -> Result<URL, RefusedPath> {
        func fail(_ reason: String) -> Result<URL, RefusedPath> { .failure(RefusedPath(path: path, reason: reason)) }
        guard !path.isEmpty else { return fail("is empty") }
        guard !path.hasPrefix("/") else { return fail("is absolute") }
        guard !path.utf8.contains(0) else { return fail("holds a NUL byte") }
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        guard !components.contains("..") else { return fail("leaves its folder (`..`)") }
        var url = base
        for component in components where component != "." {
            url.appendPathComponent(String(component))
            if kind(of: url) == S_IFLNK { return fail("passes through a symbolic link") }
        }
        return .success(url)
    }

    /// Whether `url` itself is a regular file (not a link, folder, FIFO or device).
    static func isRegularFile(_ url: URL) -> Bool { kind(of: url) == S_IFREG }

    /// Whether `url` itself is a folder (not a link to one).
    static func isFolder(_ url: URL) -> Bool { kind(of: url) == S_IFDIR }

    private static func kind(of url: URL) -> mode_t? {
        var status = stat()
        return lstat(url.path, &status) == 0 ? status.st_mode & S_IFMT : nil
    }
}

/// A path from data that is refused, and why.
struct RefusedPath: Error, CustomStringConvertible {
    /// The path as the data holds it.
    var path: String
    /// What is wrong.
    var reason: String

    var description: String { "\"\(path)\": \(reason)" }
}
