import ArgumentParser
import ListPreview

/// `--record-mode`, shared by `verify` and `compare`.
struct RecordModeOption: ParsableArguments {
    @Option(name: .customLong("record-mode"), help: ArgumentHelp(
        "When to (re)write goldens: all, failed, missing or never (verify's default: LISTPREVIEW_RECORD, else never "
            + "in CI and missing elsewhere; compare's: never).", valueName: "mode"))
    var recordMode: String?

    /// The mode the option names, or `nil` when it is not given.
    ///
    /// - Throws: ``InputError`` for an unknown mode.
    func mode() throws -> SnapshotRecordMode? {
        guard let recordMode else { return nil }
        guard let parsed = SnapshotRecordMode(rawValue: recordMode) else {
            throw InputError("--record-mode: expected all, failed, missing or never, got \"\(recordMode)\"")
        }
        return parsed
    }
}
