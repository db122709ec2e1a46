/// A spec that cannot be used: every error found in it, each with its file and JSON path.
///
/// ```
/// feed.json: sections[2].items[5].height: must be a finite number ≥ 0, got -4
/// feed.json: layout.scrollDirection: must be one of "vertical", "horizontal", got "diagonal"
/// broken.json:3:17: not valid JSON: a comma before `]`: JSON allows no trailing comma
/// ```
public struct ListSpecError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file's name as given (or `spec` for data without a file).
    public var file: String
    /// Every error, in document order.
    public var issues: [ListSpecIssue]
    /// The warnings found along the way (unknown keys, items wider than the container), for the user's benefit.
    public var warnings: [ListSpecIssue]

    /// Creates the error.
    public init(file: String, issues: [ListSpecIssue], warnings: [ListSpecIssue] = []) {
        self.file = file
        self.issues = issues
        self.warnings = warnings
    }

    /// One line per warning, each `file: path: message`.
    public var warningLines: [String] { warnings.map { "\(file): \($0)" } }

    /// One line per issue, each `file: path: message`, or `file:LINE:COLUMN: message` for a syntax error.
    public var lines: [String] {
        issues.map { issue in
            guard let line = issue.line else { return "\(file): \(issue)" }
            return "\(file):\(line):\(issue.column ?? 1): \(issue)"
        }
    }

    /// The ``lines`` joined by newlines.
    public var description: String { lines.joined(separator: "\n") }
}
