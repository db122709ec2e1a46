/// What went wrong while recording or verifying snapshots (not a difference: that is a ``ImageDifference``).
public enum SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A tolerance outside its range.
    case invalidTolerance(String)
    /// A golden file that is missing when it may not be recorded (in CI, or with the `never` record mode).
    case missingGolden(path: String)
    /// A golden file that cannot be read or decoded.
    case unreadableGolden(path: String, reason: String)

    /// The message for the user.
    public var description: String {
        switch self {
        case let .invalidTolerance(message): "invalid tolerance: \(message)"
        case let .missingGolden(path): "no golden image at \(path) (record it with `listpreview record`)"
        case let .unreadableGolden(path, reason): "cannot read the golden image \(path): \(reason)"
        }
    }
}
