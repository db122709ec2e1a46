// ListPreview's benchmarks. Usage: ListPreviewBenchmarks [suite…]   (no argument: every suite)
//
// Each suite prints its figures and, for each, the ratio against a baseline measured in the same run.
import Foundation

#if DEBUG
print("warning: a debug build; run the benchmarks with -c release (make bench)")
#endif

/// Every suite, by name, in the order they run.
let suites: [(name: String, run: () throws -> Void)] = [
    ("layout", LayoutBenchmark.run),
    ("render", RenderBenchmark.run),
    ("diff", DiffBenchmark.run),
    ("adapter", AdapterBenchmark.run),
    ("animate", AnimateBenchmark.run),
    ("snapshots", SnapshotBenchmark.run),
    ("viewtrees", ViewTreeBenchmark.run),
    ("constraints", ConstraintsBenchmark.run),
    ("autolayout", AutoLayoutBenchmark.run),
    ("viewlayout", ViewLayoutBenchmark.run),
    ("audit", AuditBenchmark.run),
]

let requested = Set(CommandLine.arguments.dropFirst())
let unknown = requested.subtracting(suites.map(\.name))
if !unknown.isEmpty {
    FileHandle.standardError.write(Data("unknown suite(s): \(unknown.sorted().joined(separator: ", ")); suites: \(suites.map(\.name).joined(separator: ", "))\n".utf8))
    exit(2)
}
for suite in suites where requested.isEmpty || requested.contains(suite.name) {
    print("== \(suite.name) ==")
    do {
        try suite.run()
    } catch {
        FileHandle.standardError.write(Data("error: \(suite.name): \(error)\n".utf8))
        exit(2)
    }
    print()
}
