import Foundation

/// Reads an input file the way every command does: any readable file, including pipes, process substitution
/// (`<(…)`) and `/dev/stdin`, with `-` standing for standard input, and a size limit so a runaway input is refused
/// instead of filling memory.
///
/// ```swift
/// let data = try InputFile.read("-")                 // standard input
/// let spec = try InputFile.read("Samples/feed.json")
/// ```
package enum InputFile {
    /// The largest input read by default: 256 MiB.
    package static let defaultLimit = 256 << 20

    /// The name `-` is shown with in messages.
    package static let standardInputName = "<stdin>"

    /// Whether `path` stands for standard input.
    package static func isStandardInput(_ path: String) -> Bool { path == "-" }

    /// Reads the whole of `path` (`-` for standard input).
    ///
    /// - Parameters:
    ///   - path: the file.
    ///   - limit: the most bytes accepted.
    /// - Returns: the bytes.
    /// - Throws: ``InputFileError`` with the reason (no such file, a folder, too large, a read error).
    package static func read(_ path: String, limit: Int = defaultLimit) throws -> Data {
        let descriptor: Int32
        if isStandardInput(path) {
            descriptor = STDIN_FILENO
        } else {
            descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw InputFileError(path: path, reason: reason(errno)) }
        }
        defer { if descriptor != STDIN_FILENO { close(descriptor) } }
        var info = stat()
        if fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw InputFileError(path: path, reason: "it is a folder, expected a file")
        }
        return try readAll(descriptor, path: path, limit: limit)
    }

    /// Reads an open descriptor to its end, refusing more than `limit` bytes.
    package static func readAll(_ descriptor: Int32, path: String, limit: Int) throws(InputFileError) -> Data {
        var data = Data()
        // Not zeroed first: `read` writes what is kept (zeroing 64 KiB for each spec and golden cost more than
        // copying a small file's bytes).
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let count = Glibc.read(descriptor, buffer.baseAddress!, buffer.count)
            if count < 0 {
                if errno == EINTR { continue }
                throw InputFileError(path: path, reason: reason(errno))
            }
            if count == 0 { return data }
            guard data.count + count <= limit else {
                throw InputFileError(path: path, reason: "larger than the limit of \(limit) bytes")
            }
            data.append(buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), count: count)
        }
    }

    package static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES: "cannot read the file: permission denied"
        case EISDIR: "it is a folder, expected a file"
        default: "cannot read the file: \(String(cString: strerror(code)))"
        }
    }
}

/// An input file that could not be read.
package struct InputFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path as given (`-` for standard input).
    package var path: String
    /// Why (`no such file`, `larger than the limit of … bytes`, …).
    package var reason: String

    /// Creates the error.
    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `<path>: <reason>`.
    package var description: String {
        "\(InputFile.isStandardInput(path) ? InputFile.standardInputName : path): \(reason)"
    }
}
