import ArgumentParser
import Foundation
import ListPlumbing
import ListPreview

/// `listpreview prune SPEC… [--dry-run]`: deletes goldens no spec or variant produces any more.
struct PruneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prune",
        abstract: "Delete goldens (and their layout sidecars) that no spec or variant produces any more.",
        discussion: """
            Looks in the golden folders of the specs (__Snapshots__ beside them, or --goldens) for images, \
            animation folders and layout sidecars that none of the specs — nor any of their variants — produces, \
            and deletes them, listing each. Beside the specs, every spec in the same folder counts, named or not. \
            With --goldens, every spec in and below the folders of the named specs counts. A spec that cannot be \
            read keeps all goldens of its name. Only what ListPreview provably wrote is deleted: a PNG with its \
            layout sidecar, a sidecar, an animation folder holding only its manifest and frames; links are never \
            followed, other files and folders are kept and listed on standard error.

            Examples:
              listpreview prune Samples --dry-run
              listpreview prune Samples

            Exit status: 0 when done; 2 for bad input, or when a spec could not be read (nothing of its is deleted).
            """
    )

    @Argument(help: ArgumentHelp("Spec files, folders or glob patterns, as for verify.", valueName: "spec-or-folder"))
    var specs: [String]

    @Option(help: ArgumentHelp("One folder for every golden (default: __Snapshots__ beside each spec).", valueName: "folder"))
    var goldens: String?

    @Flag(name: .customLong("dry-run"), help: "List what would be deleted, delete nothing.")
    var dryRun = false

    func run() throws {
        let found = try SpecDiscovery.discover(specs)
        let renderer = SpecSnapshotRenderer(renderer: SpecRenderer(fonts: try FontSet.system(), overlays: .none))
        let pruner = GoldenPruner(goldens: GoldenLocation(folder: goldens.map { URL(fileURLWithPath: $0) }))
        let plan = pruner.plan(specs: found.specs, refusals: found.refusals) { try renderer.variants(ofSpecAt: $0) }
        for (spec, reason) in plan.unreadable {
            StandardError.write(ReportText.terminal("warning: \(spec): kept its goldens, cannot read it: \(reason)\n"))
        }
        for (path, reason) in plan.kept {
            StandardError.write("warning: kept \(path): \(reason)\n")
        }
        for url in plan.unused {
            let path = ReportText.terminal(SnapshotSuite.displayName(of: url))
            if dryRun {
                try StandardOutput.write("would delete \(path)\n")
            } else {
                try GoldenPruner.delete(url)
                try StandardOutput.write("deleted \(path)\n")
            }
        }
        try StandardOutput.write(
            (plan.unused.isEmpty ? "no unused goldens" : "\(plan.unused.count) unused golden\(plan.unused.count == 1 ? "" : "s")"
                + (dryRun ? " (dry run: nothing deleted)" : " deleted")) + "\n")
        if !plan.unreadable.isEmpty { throw ExitCode(InputError.exitCode) }
    }
}
