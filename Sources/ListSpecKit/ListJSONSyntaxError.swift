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

    /// Creates an error.
    public init(line: Int, column: Int, reason: String) {
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// `LINE:COLUMN: reason`.
    public var description: String { "\(line):\(column): \(reason)" }
}
