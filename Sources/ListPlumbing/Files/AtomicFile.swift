import Foundation

/// The one way ListPreview writes an output file, so that it never destroys what it did not create and readers never
/// see a half-written file:
///
/// - a regular file (or a new one) is written to a temporary file in the same folder, then renamed over it (an
///   existing file keeps its permissions);
/// - a symbolic link (also a dangling one) is followed: its target is written, atomically in the target's folder,
///   and the link stays a link;
/// - a FIFO or a character device (`/dev/stdout`, a named pipe) is streamed into, never replaced;
/// - a folder, a socket or a block device is refused with an ``AtomicFileError``.
///
/// Temporary files are registered with ``TemporaryOutput`` (removed on SIGINT/SIGTERM), and a stale one of a dead
/// run for the same destination is removed first.
///
/// ```swift
/// try AtomicFile.write(pngData, to: URL(fileURLWithPath: "Output/feed.png"))
/// ```
package enum AtomicFile {
    /// Writes `data` to `url`, creating the parent folder of a new file if needed.
    ///
    /// - Throws: ``AtomicFileError`` naming the path when it cannot be written. On failure nothing is left at `url`
    ///   that was not there before, and the temporary file is removed.
    package static func write(_ data: Data, to url: URL) throws {
        switch try OutputTarget(path: url.path) {
        case .file(let path):
            try replace(URL(fileURLWithPath: path), named: url) { try data.write(to: $0) }
        case .stream(let path):
            try stream(data, into: path, named: url)
        }
    }

    /// Lets `body` write a temporary file (whose URL it is given), then puts it at `url` as ``write(_:to:)`` does.
    ///
    /// Use this for encoders that write a file themselves (such as libpng). If `body` throws, the temporary file
    /// is removed and the error is rethrown.
    package static func write(to url: URL, _ body: (URL) throws -> Void) throws {
        switch try OutputTarget(path: url.path) {
        case .file(let path):
            try replace(URL(fileURLWithPath: path), named: url, body)
        case .stream(let path):
            let temporary = streamingTemporary()
            defer { discard(temporary) }
            try run(body, temporary, named: url)
            try stream(contentsOf: temporary, into: path, named: url)
        }
    }

    /// The asynchronous form of ``write(to:_:)``, for writers that render as they go (animations).
    package static func write(to url: URL, _ body: (URL) async throws -> Void) async throws {
        switch try OutputTarget(path: url.path) {
        case .file(let path):
            let destination = URL(fileURLWithPath: path)
            let temporary = try prepare(destination, named: url)
            defer { TemporaryOutput.unregister(temporary.path) }
            do {
                try await body(temporary)
            } catch {
                try? FileManager.default.removeItem(at: temporary)
                throw wrap(error, url)
            }
            try commit(temporary, to: destination, named: url)
        case .stream(let path):
            let temporary = streamingTemporary()
            defer { discard(temporary) }
            do {
                try await body(temporary)
            } catch {
                throw wrap(error, url)
            }
            try stream(contentsOf: temporary, into: path, named: url)
        }
    }

    // MARK: Regular files

    /// A registered temporary file in the system's temporary folder, for a writer whose output is streamed into a
    /// FIFO or a device (a file there cannot be renamed into place). ``discard(_:)`` removes it.
    private static func streamingTemporary() -> URL {
        let temporary = TemporaryOutput.name(
            for: FileManager.default.temporaryDirectory.appendingPathComponent("listpreview"))
        TemporaryOutput.register(temporary.path)
        return temporary
    }

    /// Removes a ``streamingTemporary()`` file and forgets it.
    private static func discard(_ temporary: URL) {
        try? FileManager.default.removeItem(at: temporary)
        TemporaryOutput.unregister(temporary.path)
    }

    private static func replace(_ destination: URL, named url: URL, _ body: (URL) throws -> Void) throws {
        let temporary = try prepare(destination, named: url)
        defer { TemporaryOutput.unregister(temporary.path) }
        do {
            try body(temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw wrap(error, url)
        }
        try commit(temporary, to: destination, named: url)
    }

    /// Creates the destination's folder (for a new file), removes stale temporary files, and registers a new
    /// temporary path.
    private static func prepare(_ destination: URL, named url: URL) throws -> URL {
        let folder = destination.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw AtomicFileError(path: url.path, reason: "cannot create the folder \(folder.path): \(describe(error))")
        }
        TemporaryOutput.removeStale(named: destination.lastPathComponent, in: folder)
        let temporary = TemporaryOutput.name(for: destination)
        TemporaryOutput.register(temporary.path)
        return temporary
    }

    /// Renames the finished temporary file over the destination, keeping an existing file's permissions.
    private static func commit(_ temporary: URL, to destination: URL, named url: URL) throws {
        var existing = stat()
        if stat(destination.path, &existing) == 0, (existing.st_mode & S_IFMT) == S_IFREG {
            _ = chmod(temporary.path, existing.st_mode & 0o7777)
        }
        guard rename(temporary.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw AtomicFileError(path: url.path, reason: reason)
        }
    }

    private static func run(_ body: (URL) throws -> Void, _ temporary: URL, named url: URL) throws {
        do {
            try body(temporary)
        } catch {
            throw wrap(error, url)
        }
    }

    // MARK: FIFOs and devices

    private static func stream(_ data: Data, into path: String, named url: URL) throws {
        let descriptor = try open(path, named: url)
        defer { close(descriptor) }
        try data.withUnsafeBytes { bytes in
            try writeAll(bytes, to: descriptor, named: url)
        }
    }

    private static func stream(contentsOf file: URL, into path: String, named url: URL) throws {
        guard let input = FileHandle(forReadingAtPath: file.path) else {
            throw AtomicFileError(path: url.path, reason: "the temporary file \(file.path) cannot be read")
        }
        defer { try? input.close() }
        let descriptor = try open(path, named: url)
        defer { close(descriptor) }
        while true {
            let chunk: Data
            do {
                chunk = try input.read(upToCount: 1 << 20) ?? Data()
            } catch {
                throw AtomicFileError(path: url.path, reason: describe(error))
            }
            if chunk.isEmpty { return }
            try chunk.withUnsafeBytes { try writeAll($0, to: descriptor, named: url) }
        }
    }

    private static func open(_ path: String, named url: URL) throws -> Int32 {
        // A descriptor the process already has (`/dev/stdout`) is written through a copy of it: reopening a
        // socket or an inherited pipe by path can fail where writing to it does not.
        if let inherited = OutputTarget.descriptor(named: path) {
            let copy = dup(inherited)
            if copy >= 0 { return copy }
        }
        let descriptor = Glibc.open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw AtomicFileError(path: url.path, reason: String(cString: strerror(errno))) }
        return descriptor
    }

    /// Writes every byte, retrying short writes and interrupted calls.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, named url: URL) throws {
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw AtomicFileError(path: url.path, reason: String(cString: strerror(errno)))
            }
            offset += written
        }
    }

    // MARK: Errors

    private static func wrap(_ error: any Error, _ url: URL) -> any Error {
        if error is AtomicFileError { return error }
        return AtomicFileError(path: url.path, reason: describe(error))
    }

    package static func describe(_ error: any Error) -> String {
        if let error = error as? CocoaError, let underlying = error.underlying as? POSIXError {
            return String(cString: strerror(underlying.code.rawValue))
        }
        if let error = error as? POSIXError { return String(cString: strerror(error.code.rawValue)) }
        return String(describing: error)
    }
}

/// A file that could not be written.
package struct AtomicFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The destination path.
    package var path: String
    /// Why it failed (the system's message).
    package var reason: String

    /// Creates an error for a destination path.
    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `cannot write <path>: <reason>`.
    package var description: String { "cannot write \(path): \(reason)" }
}
