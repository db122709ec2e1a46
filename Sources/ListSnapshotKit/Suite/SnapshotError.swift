/// What went wrong while recording or verifying snapshots (not a difference: that is a ``ImageDifference``).
public enum SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A tolerance outside its range.
    case invalidTolerance(String)
    /// A golden file that is missing when it may not be recorded (in CI, or with the `never` record mode).
    case missingGolden(path: String)
    /// A golden file that cannot be read or decoded.
    case unreadableGolden(path: String, reason: String)
    /// A golden or sidecar that is not ListPreview's to replace: a symbolic link (also a dangling one), a FIFO, a
    /// device or a folder where a file belongs, or a link among the folders above it.
    case unwritableGolden(path: String, reason: String)
    /// An unknown `LISTPREVIEW_RECORD` value.
    case invalidRecordMode(String)
    /// A `--shard` value that is not `K/N` with 1 ≤ K ≤ N.
    case invalidShard(String)
    /// Two specs that would write the same golden file.
    case goldenCollision(path: String, specs: [String])
    /// Two spec files whose names differ only in Unicode normalisation (NFC and NFD): they would be one case and
    /// share a golden, so the suite refuses the pair by name.
    case ambiguousSpecNames([String])
    /// A path or pattern that names no spec.
    case noSpecs(String)
    /// A variant the spec does not declare.
    case unknownVariant(String, spec: String)
    /// A renderer that draws no accessibility snapshots was asked for one.
    case noAccessibilitySnapshot(spec: String)
    /// A `results.json` that cannot be read.
    case unreadableResults(path: String, reason: String)
    /// A golden's layout sidecar that would not be strict JSON (a NaN or an infinity in a frame); neither it nor
    /// the golden is written.
    case unwritableSidecar(path: String, reason: NonFiniteJSONNumber)
    /// A case `accept` will not promote (its spec changed since the run, its actual image is gone, …).
    case refusedAccept(name: String, reason: String)
    /// A name given to `accept` that matches no pending case.
    case unknownCase(String)

    /// The message for the user.
    public var description: String {
        switch self {
        case let .invalidTolerance(message): "invalid tolerance: \(message)"
        case let .missingGolden(path): "no golden image at \(path) (record it with `listpreview record`)"
        case let .unreadableGolden(path, reason): "cannot read the golden image \(path): \(reason)"
        case let .unwritableGolden(path, reason): "cannot record the golden \(path): \(reason)"
        case let .invalidRecordMode(value):
            "\(SnapshotRecordMode.environmentVariable)=\(value): expected all, failed, missing or never"
        case let .invalidShard(value): "--shard \(value): expected K/N with 1 ≤ K ≤ N, such as 2/8"
        case let .goldenCollision(path, specs):
            "specs \(specs.joined(separator: " and ")) would share the golden \(path): rename one, or keep the "
                + "default __Snapshots__ folder beside each spec"
        case let .ambiguousSpecNames(paths):
            "specs \(paths.joined(separator: " and ")) have names that differ only in Unicode normalisation (NFC/NFD): "
                + "they would be one case with one golden; rename one"
        case let .noSpecs(pattern): "\(pattern): no spec files (.json, .yaml or .yml) found"
        case let .unknownVariant(variant, spec): "\(spec): no variant named \"\(variant)\""
        case let .noAccessibilitySnapshot(spec): "\(spec): this renderer draws no accessibility snapshot"
        case let .unreadableResults(path, reason): "cannot read the results \(path): \(reason)"
        case let .unwritableSidecar(path, reason):
            "cannot write the layout sidecar \(path) (nor its golden): \(reason)"
        case let .refusedAccept(name, reason): "not accepted: \(name): \(reason)"
        case let .unknownCase(name):
            "\(name): no failed or missing case of the last run has this name (see `listpreview accept --list`)"
        }
    }
}
