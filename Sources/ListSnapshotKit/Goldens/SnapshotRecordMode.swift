import Foundation

/// When goldens are (re)written, as swift-snapshot-testing's record modes.
///
/// | mode | missing golden | different image |
/// |---|---|---|
/// | `all` | recorded | recorded (the case still fails in `verify`) |
/// | `failed` | recorded | recorded (the case still fails in `verify`) |
/// | `missing` | recorded | fails |
/// | `never` | fails | fails |
///
/// The default is `missing`, except in CI (when the `CI` environment variable is set), where it is `never`: a
/// golden that is not in the repository must fail the build rather than be recorded on a CI machine.
public enum SnapshotRecordMode: String, Hashable, Sendable, CaseIterable {
    /// Write every golden.
    case all
    /// Write the goldens of failing and missing cases.
    case failed
    /// Write only missing goldens.
    case missing
    /// Write nothing.
    case never

    /// The environment variable that sets the mode: `LISTPREVIEW_RECORD=all|failed|missing|never`.
    public static let environmentVariable = "LISTPREVIEW_RECORD"

    /// The mode the environment asks for: `LISTPREVIEW_RECORD`, else `never` in CI and `missing` elsewhere.
    ///
    /// - Throws: ``SnapshotError/invalidRecordMode(_:)`` for an unknown value.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment)
        throws -> SnapshotRecordMode
    {
        if let value = environment[environmentVariable], !value.isEmpty {
            guard let mode = SnapshotRecordMode(rawValue: value.lowercased()) else {
                throw SnapshotError.invalidRecordMode(value)
            }
            return mode
        }
        return isCI(environment) ? .never : .missing
    }

    /// Whether the environment is a CI run (`CI` set to anything but `0` or `false`).
    public static func isCI(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard let value = environment["CI"] else { return false }
        return !["", "0", "false"].contains(value.lowercased())
    }

    /// Whether a missing golden is recorded.
    public var recordsMissing: Bool { self != .never }

    /// Whether a golden that differs is re-recorded.
    public var recordsFailures: Bool { self == .all || self == .failed }
}
