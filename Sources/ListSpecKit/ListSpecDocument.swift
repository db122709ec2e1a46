/// A parsed spec with the warnings found while reading it (unknown keys, items wider than the container).
public struct ListSpecDocument: Equatable, Sendable {
    /// The file's name as given.
    public var file: String
    /// The spec.
    public var spec: ListSpec
    /// The warnings: the spec is usable, but something looks wrong.
    public var warnings: [ListSpecIssue]

    /// Creates a document.
    public init(file: String, spec: ListSpec, warnings: [ListSpecIssue] = []) {
        self.file = file
        self.spec = spec
        self.warnings = warnings
    }

    /// One line per warning, each `file: path: message`.
    public var warningLines: [String] { warnings.map { "\(file): \($0)" } }
}
