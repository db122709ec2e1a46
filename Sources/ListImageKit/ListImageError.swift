/// An image file that cannot be drawn: unreadable, of an unknown kind, larger than the limits, or corrupt. The
/// message names the file; a spec adds its own file and JSON path in front.
///
/// ```swift
/// do { _ = try ListImageStore.shared.image(contentsOfFile: "huge.png") }
/// catch let error as ListImageError { print(error) }
/// // huge.png: a PNG of 100000×100000 pixels is larger than the limit of 8192 pixels a side and 16777216 in all
/// ```
public struct ListImageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file as it was named (a path, or a folder and the name looked up).
    public var path: String
    /// What is wrong, in words.
    public var reason: String

    /// Creates the error.
    ///
    /// - Parameters:
    ///   - path: the file.
    ///   - reason: what is wrong.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `<path>: <reason>`.
    public var description: String { "\(path): \(reason)" }
}
