import Foundation

/// Writes to standard output and reports a failed write (a full disk, `> /dev/full`, a closed pipe) as an error
/// instead of crashing or losing the output silently.
///
/// ```swift
/// try StandardOutput.write("{\"contentSize\":[390,844]}\n")
/// ```
package enum StandardOutput {
    /// Writes `text` (UTF-8) to standard output, all of it.
    ///
    /// - Throws: ``AtomicFileError`` with the path `standard output` and the system's reason.
    package static func write(_ text: String) throws {
        try write(Data(text.utf8))
    }

    /// Writes `data` to standard output, all of it.
    package static func write(_ data: Data) throws {
        let name = URL(fileURLWithPath: "standard output")
        fflush(nil)
        try data.withUnsafeBytes { bytes in
            do {
                try AtomicFile.writeAll(bytes, to: STDOUT_FILENO, named: name)
            } catch let error as AtomicFileError {
                throw AtomicFileError(path: "standard output", reason: error.reason)
            }
        }
    }
}
