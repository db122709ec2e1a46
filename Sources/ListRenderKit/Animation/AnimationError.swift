
/// An animation that cannot be made.
public enum AnimationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The spec has no `updates` to animate.
    case noUpdates
    /// The output's extension is not one the animator writes.
    case unknownExtension(path: String)
    /// The libwebp animation encoder failed.
    case webp(reason: String)
    /// An adapter's updates cannot be recorded (no `ListAdapterUpdater`, no collection view, or nothing applied).
    case notRecordable(reason: String)

    /// What went wrong and what was expected.
    public var description: String {
        switch self {
        case .noUpdates:
            "the spec has no \"updates\": add at least one later state of \"sections\" to animate"
        case .unknownExtension(let path):
            "\(path): unknown output type: expected a folder (no extension), .png (with --apng or --strip) or .webp"
        case .webp(let reason):
            "WebP encoder: \(reason)"
        case .notRecordable(let reason):
            "cannot record the adapter's updates: \(reason)"
        }
    }
}
