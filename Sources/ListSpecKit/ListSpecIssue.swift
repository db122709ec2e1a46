/// One problem found in a spec: where (the JSON path) and what.
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

    /// Creates an issue.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`, or the message alone for the whole document.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
