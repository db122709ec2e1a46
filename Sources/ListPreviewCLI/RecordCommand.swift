import ArgumentParser
import ListPreview

/// `listpreview record SPEC…`: writes the golden image of every spec.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Write the golden images of specs (visual regression).",
        discussion: """
            Renders every spec (and the animation of its updates) and writes the goldens: by default \
            __Snapshots__/NAME.png beside each spec, or into --goldens. A report is written to --artifacts too.

            Examples:
              listpreview record Samples
              listpreview record 'Samples/*.json' --goldens Tests/Goldens --theme dark

            Exit status: 0 when every golden was written; 2 when a spec could not be rendered.
            """
    )

    @OptionGroup var options: SnapshotOptions

    func run() throws {
        let outcome = try options.run(action: .record)
        if outcome.hasFailures { throw ExitCode(InputError.exitCode) }
    }
}
