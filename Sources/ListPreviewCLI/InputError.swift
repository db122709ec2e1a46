/// Bad input given to a command: a file that cannot be read, malformed JSON, an option out of range.
///
/// The message names the culprit (the file and the JSON path, or the option) and what was expected. The process
/// exits with ``exitCode``.
public struct InputError: Error, CustomStringConvertible, Sendable {
    /// The exit status for bad input.
    public static let exitCode: Int32 = 2

    /// The full message, e.g. `old.json: [3].id: expected a string or a number, got an object`.
    public var description: String

    /// Creates an error with its full message.
    public init(_ description: String) {
        self.description = description
    }
}
