import Foundation

/// A fresh, empty folder under the system's temporary directory, for a test's files.
public struct TemporaryFolder: Sendable {
    /// The folder.
    public let url: URL

    /// Creates the folder.
    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("listpreview-tests-\(UUID().uuidString)")
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
}
