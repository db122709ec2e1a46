import Foundation

/// Writes messages, warnings and progress to standard error without ever failing: when standard error cannot be
/// written (`2> /dev/full`, a closed terminal) the text is dropped, and the command goes on to report its result by
/// its exit status — a failed write to standard error never crashes and never changes the outcome.
///
/// ```swift
/// StandardError.write("warning: unused golden (no spec uses it): Samples/__Snapshots__/old.png\n")
/// ```
package enum StandardError {
    /// Writes `text` (UTF-8) to standard error, as much of it as the system accepts, with its control characters
    /// but newlines and tabs escaped (`\x1B`): a message may quote a spec or a file name.
    ///
    /// - Returns: whether all of it was written.
    @discardableResult
    package static func write(_ text: String) -> Bool {
        writeVerbatim(TerminalText.escaped(text))
    }

    /// Writes `text` as it is (a progress bar's `\r`): only for text ListPreview composed itself.
    ///
    /// - Returns: whether all of it was written.
    @discardableResult
    package static func writeVerbatim(_ text: String) -> Bool {
        let name = URL(fileURLWithPath: "standard error")
        return Data(text.utf8).withUnsafeBytes { bytes in
            (try? AtomicFile.writeAll(bytes, to: STDERR_FILENO, named: name)) != nil
        }
    }
}
