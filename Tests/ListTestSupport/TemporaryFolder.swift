import Foundation

/// A fresh, empty folder under the system's temporary directory, for a test's files. It is the test's to remove:
/// use ``withTemporaryFolder(_:)``, or `defer { folder.remove() }` right after creating one (a suite that keeps one
/// in a stored property is a class that removes it in `deinit`), so that test runs leave nothing in `/tmp`.
///
/// ```swift
/// try withTemporaryFolder { folder in
///     let spec = try folder.write(#"{ "sections": [] }"#, to: "spec.json")
///     #expect(FileManager.default.fileExists(atPath: spec.path))
/// }   // the folder and everything in it are gone here
/// ```
///
/// Every folder has its own unique name, so tests that run in parallel never share one.
public struct TemporaryFolder: Sendable {
    /// The folder.
    public let url: URL

    /// The prefix of every folder's name, `listpreview-tests-`, followed by a UUID.
    public static let namePrefix = "listpreview-tests-"

    /// Creates the folder.
    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(Self.namePrefix)\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Writes `contents` to a file of the folder and returns its URL.
    @discardableResult
    public func write(_ contents: String, to name: String) throws -> URL {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: file)
        return file
    }

    /// The URL of a file of the folder.
    public func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// Removes the folder and everything in it (also files a test made read-only); nothing happens when it is gone.
    public func remove() {
        // A folder whose permissions a test took away cannot be emptied: give them back first.
        if let walker = FileManager.default.enumerator(atPath: url.path) {
            for case let name as String in walker {
                let path = url.appendingPathComponent(name).path
                var info = stat()
                if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { chmod(path, 0o700) }
            }
        }
        chmod(url.path, 0o700)
        try? FileManager.default.removeItem(at: url)
    }
}

/// Runs `body` with a fresh temporary folder and removes the folder afterwards, whether `body` returns or throws.
///
/// - Parameter body: uses the folder.
/// - Returns: what `body` returns.
public func withTemporaryFolder<Result>(_ body: (TemporaryFolder) throws -> Result) throws -> Result {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    return try body(folder)
}

/// Runs `body` with a fresh temporary folder and removes the folder afterwards, whether `body` returns or throws.
///
/// - Parameter body: uses the folder.
/// - Returns: what `body` returns.
public func withTemporaryFolder<Result>(_ body: (TemporaryFolder) async throws -> Result) async throws -> Result {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    return try await body(folder)
}
