/// One problem found in a spec: where (the JSON path, or the line and column of a syntax error) and what.
///
/// ```swift
/// ListSpecIssue(path: "sections[2].items[5].height", message: "must be a finite number ≥ 0, got -4").description
/// // "sections[2].items[5].height: must be a finite number ≥ 0, got -4"
/// ```
public struct ListSpecIssue: Hashable, Sendable, CustomStringConvertible {
    /// The JSON path, such as `sections[2].items[5].height` (empty for the whole document).
    public var path: String
    /// What is wrong and what was expected.
    public var message: String
    /// The 1-based line and column in the file of a syntax error (`nil` for a problem of a value, named by `path`).
    public var line: Int?
    /// The column, in characters from 1, that goes with ``line``.
    public var column: Int?

    /// Creates an issue.
    public init(path: String, message: String, line: Int? = nil, column: Int? = nil) {
        self.path = path
        self.message = message
        self.line = line
        self.column = column
    }

    /// `path: message`, or the message alone for the whole document.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
