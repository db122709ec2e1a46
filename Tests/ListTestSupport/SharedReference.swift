import Foundation

/// Locates the files of `../shared/reference/` (the reference semantics and case files that sit beside the
/// repository) and of the repository itself, from the test sources' location.
public enum SharedReference {
    /// The repository's root folder.
    public static let repositoryRoot: URL = {
        // This file is <root>/Tests/ListTestSupport/SharedReference.swift.
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }()

    /// `../shared/reference/` beside the repository, or `$LISTPREVIEW_SHARED_REFERENCE` when set.
    public static var folder: URL {
        if let override = ProcessInfo.processInfo.environment["LISTPREVIEW_SHARED_REFERENCE"] {
            return URL(fileURLWithPath: override)
        }
        return repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/reference")
    }

    /// The contents of a reference file such as `iglistkit-batch-updates.json`.
    ///
    /// - Throws: an error naming the path when the file cannot be read.
    public static func data(named name: String) throws -> Data {
        let url = folder.appendingPathComponent(name)
        do {
            return try Data(contentsOf: url)
        } catch {
            throw ReferenceFileError(path: url.path, underlying: "\(error)")
        }
    }
}

/// A reference file that could not be read.
public struct ReferenceFileError: Error, CustomStringConvertible {
    /// The path that was tried.
    public var path: String
    /// What went wrong.
    public var underlying: String

    /// Names the file and the cause.
    public var description: String {
        "cannot read the reference file \(path) (is ../shared beside the repository?): \(underlying)"
    }
}
