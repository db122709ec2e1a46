import Foundation

extension URL {
    /// `standardizedFileURL.path`: the path with its `.` and `..` components resolved, how the suite keys specs,
    /// goldens and folders. Foundation standardizes by parsing and rebuilding the URL (about 35,000 instructions,
    /// 12 times a spec in a `verify`); an absolute file path without a `.`, `..` or empty component (`//`, a
    /// trailing `/`) is already standard, so it is returned as it is, and any other URL goes through Foundation.
    ///
    /// ```swift
    /// URL(fileURLWithPath: "/specs/feed.json").standardizedFilePath        // "/specs/feed.json" (as it is)
    /// URL(fileURLWithPath: "/specs/./a/../feed.json").standardizedFilePath // "/specs/feed.json" (Foundation)
    /// ```
    ///
    /// - Complexity: O(n) in the length of the path.
    package var standardizedFilePath: String {
        if isFileURL {
            let path = path
            if path.utf8.first == UInt8(ascii: "/"), !Self.needsStandardizing(path) { return path }
        }
        return standardizedFileURL.path
    }

    /// `standardizedFileURL.pathComponents` (`["/", "specs", "feed.json"]`): the components of
    /// ``standardizedFilePath`` split at `/` when that path is already standard, Foundation's otherwise.
    ///
    /// - Complexity: O(n) in the length of the path.
    package var standardizedPathComponents: [String] {
        if isFileURL {
            let path = path
            if path.utf8.first == UInt8(ascii: "/"), !Self.needsStandardizing(path) {
                // Split on the bytes: splitting the `String` compares every character (about 37,000 instructions).
                var components = ["/"]
                var start = path.utf8.index(after: path.utf8.startIndex)
                for index in path.utf8.indices.dropFirst() where path.utf8[index] == UInt8(ascii: "/") {
                    components.append(String(path[start..<index]))
                    start = path.utf8.index(after: index)
                }
                if start != path.utf8.endIndex { components.append(String(path[start...])) }
                return components
            }
        }
        return standardizedFileURL.pathComponents
    }

    /// Whether Foundation's standardizing may change an absolute path: it has a `.` or `..` component, or an empty
    /// one (`//`, a trailing `/`), which it drops.
    static func needsStandardizing(_ path: String) -> Bool {
        // The length of the current component while it holds only dots; -1 once it holds another byte.
        var length = -1  // the leading `/` ends no component
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                if length == 0 || length == 1 || length == 2 { return true }
                length = 0
            } else if byte == UInt8(ascii: "."), length >= 0 {
                length += 1
            } else {
                length = -1
            }
        }
        return (length == 0 && path.utf8.count > 1) || length == 1 || length == 2
    }
}
