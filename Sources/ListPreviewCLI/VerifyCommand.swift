import ArgumentParser
import Foundation
import ListPreview

/// `listpreview verify SPEC…`: compares renders with their goldens.
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Compare renders of specs with their golden images (visual regression).",
        discussion: """
            Renders every spec (and the animation of its updates), decodes its golden and compares the pixels: \
            exactly by default, or within --tolerance (share of pixels) and --delta-e (perceptual difference per \
            pixel). Failures leave the actual image and an expected | difference | actual picture in --artifacts; \
            report.html and junit.xml are written there on every run. Golden files no spec uses are listed.

            Missing goldens are recorded, except in CI (when the CI environment variable is set), where they fail. \
            --record-mode (or LISTPREVIEW_RECORD) changes that: all, failed, missing or never.

            Examples:
              listpreview verify Samples
              listpreview verify Samples --tolerance 0.1% --delta-e 2.3
              CI=true listpreview verify Samples --shard 2/4 --artifacts artifacts/shard-2

            Exit status: 0 when every case passes; 1 when a render differs or a golden is missing; 2 for bad input.
            """
    )

    @OptionGroup var options: SnapshotOptions

    @OptionGroup var recordMode: RecordModeOption

    func run() throws {
        let mode = try recordMode.mode() ?? SnapshotRecordMode.fromEnvironment()
        let outcome = try options.run(action: .verify(mode))
        if outcome.hasErrors { throw ExitCode(InputError.exitCode) }
        if outcome.hasFailures { throw ExitCode(1) }
    }
}
