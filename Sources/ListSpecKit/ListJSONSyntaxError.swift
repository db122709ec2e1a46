/// Where a JSON text breaks JSON's grammar (RFC 8259) and why: the 1-based line and column of the first character
/// that cannot be read (columns count characters, not bytes; a tab is one), as editors and compilers show them.
///
/// ```swift
/// do { try ListJSONSyntax.check(Data("[1, 2,]".utf8)) } catch { print(error) }
/// // 1:6: a comma before `]`: JSON allows no trailing comma
/// ```
public struct ListJSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column in characters, from 1.
    public var column: Int
    /// What was found and what was expected.
    public var reason: String
    /// For a text that is JSON but holds a key twice in one object, the JSON path of that object (`""` for the
    /// root, `viewport`, `sections[0].items[2]`); `nil` for a text that breaks the grammar.
    public var path: String?

    /// Creates an error.
    public init(line: Int, column: Int, reason: String, path: String? = nil) {
        self.line = line
        self.column = column
        self.reason = reason
        self.path = path
    }

    /// `LINE:COLUMN: reason`, or `LINE:COLUMN: path: reason` for a duplicate key below the root.
    public var description: String {
        guard let path, !path.isEmpty else { return "\(line):\(column): \(reason)" }
        return "\(line):\(column): \(path): \(reason)"
    }
}
