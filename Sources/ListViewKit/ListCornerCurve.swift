/// Core Animation's `CALayerCornerCurve` (`layer.cornerCurve`): how rounded corners bend. Recorded: corners are
/// drawn as circular arcs (the continuous curve is a hair fuller near the straight edges).
public struct ListCornerCurve: RawRepresentable, Sendable, Hashable {
    /// The curve's name, Core Animation's.
    public let rawValue: String

    /// A curve by name.
    ///
    /// - Parameter rawValue: `"circular"` or `"continuous"`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Quarter circles (the default).
    public static let circular = ListCornerCurve(rawValue: "circular")
    /// The continuous curve of the system's rounded rectangles.
    public static let continuous = ListCornerCurve(rawValue: "continuous")
}
