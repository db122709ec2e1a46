import ArgumentParser
import ListPreview

/// `listpreview compare SPEC…`: like `verify`, but differences do not fail the command (for bots and reviews).
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare renders with their goldens and report, without failing on differences.",
        discussion: """
            Does what verify does — results.json, report.html and junit.xml in --artifacts, failure images, \
            layout changes in words — but exits 0 when images differ or goldens are missing, so a bot can post \
            the report on a pull request. It writes no golden unless --record-mode says so.

            Examples:
              listpreview compare Samples --artifacts review
              listpreview compare Samples && jq '.cases[] | select(.status == "failed") | .spec' \\
                .listpreview-artifacts/results.json

            Exit status: 0 whatever the images show; 2 for bad input or a spec that cannot be read or rendered.
            """
    )

    @OptionGroup var options: SnapshotOptions
    @OptionGroup var recordMode: RecordModeOption

    func run() throws {
        let outcome = try options.run(action: .verify(try recordMode.mode() ?? .never))
        if outcome.hasErrors { throw ExitCode(InputError.exitCode) }
    }
}
