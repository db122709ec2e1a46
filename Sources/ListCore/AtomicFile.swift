import Foundation

/// Writes files so that readers never see a half-written one: the bytes go to a temporary file in the same
/// folder, which is then renamed over the destination.
///
/// ```swift
/// try AtomicFile.write(pngData, to: URL(fileURLWithPath: "Output/feed.png"))
/// ```
public enum AtomicFile {
    /// Writes `data` to `url` atomically, creating the parent folder if needed.
    ///
    /// - Throws: ``AtomicFileError`` naming the path when the folder cannot be created or the file cannot be
    ///   written or renamed. On failure nothing is left at `url` that was not there before, and the temporary
    ///   file is removed.
    public static func write(_ data: Data, to url: URL) throws {
        try write(to: url) { temporaryURL in
            try data.write(to: temporaryURL)
        }
    }

    /// Lets `body` write a temporary file (whose URL it is given), then renames it to `url`.
    ///
    /// Use this for encoders that write a file themselves (such as libpng). If `body` throws, the temporary file
    /// is removed and the error is rethrown.
    public static func write(to url: URL, _ body: (URL) throws -> Void) throws {
        let manager = FileManager.default
        let folder = url.deletingLastPathComponent()
        do {
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw AtomicFileError(path: url.path, reason: "cannot create the folder \(folder.path): \(describe(error))")
        }
        let temporaryURL = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try body(temporaryURL)
        } catch {
            try? manager.removeItem(at: temporaryURL)
            if error is AtomicFileError { throw error }
            throw AtomicFileError(path: url.path, reason: describe(error))
        }
        guard rename(temporaryURL.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? manager.removeItem(at: temporaryURL)
            throw AtomicFileError(path: url.path, reason: reason)
        }
    }

    private static func describe(_ error: any Error) -> String {
        if let error = error as? CocoaError, let underlying = error.underlying as? POSIXError {
            return String(cString: strerror(underlying.code.rawValue))
        }
        return String(describing: error)
    }
}

/// A file that could not be written.
public struct AtomicFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The destination path.
    public var path: String
    /// Why it failed (the system's message).
    public var reason: String

    /// Creates an error for a destination path.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `cannot write <path>: <reason>`.
    public var description: String { "cannot write \(path): \(reason)" }
}
