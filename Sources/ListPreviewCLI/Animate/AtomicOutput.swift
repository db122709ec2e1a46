import Foundation

/// Writes a file or a folder under a temporary name beside its destination, then renames it into place, so a
/// failed or interrupted run leaves no half-written output. A folder that already exists is replaced whole.
enum AtomicOutput {
    /// Lets `body` write to a temporary path, then renames it to `url`.
    ///
    /// - Parameters:
    ///   - url: the destination.
    ///   - folder: whether the output is a folder (then the temporary path is created as an empty folder).
    ///   - body: writes the output at the path it is given.
    /// - Throws: ``InputError`` naming the path when it cannot be written; `body`'s errors otherwise.
    static func write(to url: URL, folder: Bool, _ body: (URL) async throws -> Void) async throws {
        let manager = FileManager.default
        let parent = url.deletingLastPathComponent()
        let temporary = parent.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try manager.createDirectory(at: parent, withIntermediateDirectories: true)
            if folder { try manager.createDirectory(at: temporary, withIntermediateDirectories: false) }
        } catch {
            throw InputError("cannot write \(url.relativePath): \(describe(error))")
        }
        do {
            try await body(temporary)
            try replace(url, with: temporary, folder: folder)
        } catch {
            try? manager.removeItem(at: temporary)
            if error is InputError { throw error }
            throw InputError("cannot write \(url.relativePath): \(describe(error))")
        }
    }

    /// Renames `temporary` to `url`; an existing folder at `url` is moved aside first and removed after.
    private static func replace(_ url: URL, with temporary: URL, folder: Bool) throws {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        if exists && isDirectory.boolValue != folder {
            throw InputError(
                "cannot write \(url.relativePath): it exists and is \(folder ? "a file" : "a folder"), "
                    + "expected \(folder ? "a folder" : "a file")")
        }
        var aside: URL?
        if exists && folder {
            aside = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).old")
            try posixRename(url, aside!)
        }
        do {
            try posixRename(temporary, url)
        } catch {
            if let aside { try? posixRename(aside, url) }
            throw error
        }
        if let aside { try? FileManager.default.removeItem(at: aside) }
    }

    private static func posixRename(_ from: URL, _ to: URL) throws {
        guard rename(from.path, to.path) == 0 else {
            throw InputError("cannot write \(to.relativePath): \(String(cString: strerror(errno)))")
        }
    }

    private static func describe(_ error: any Error) -> String {
        if let error = error as? CocoaError, let underlying = error.underlying as? POSIXError {
            return String(cString: strerror(underlying.code.rawValue))
        }
        if let error = error as? POSIXError { return String(cString: strerror(error.code.rawValue)) }
        return String(describing: error)
    }
}
