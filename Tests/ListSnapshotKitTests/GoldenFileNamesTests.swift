import Foundation
@testable import ListSnapshotKit
import ListTestSupport
import Testing

/// The unused-golden warning knows a spec's goldens by their names in its golden folder instead of standardizing a
/// URL for each golden and sidecar: the names are the same paths, for spec paths with `.` and `..` segments, spaces,
/// accents, hidden and over-long names (shortened by `FileName.fitting`), variants, and a `--goldens` folder; and a
/// suite given such paths lists exactly the golden files no case uses.
@Suite struct GoldenFileNamesTests {
    static let components = ["a", "b c", "é", ".", "..", "sub", ".hidden", String(repeating: "long", count: 70)]

    static func randomSpec(using rng: inout SplitMix64) -> URL {
        let parts = (0..<Int.random(in: 1...4, using: &rng)).map { _ in components.randomElement(using: &rng)! }
        let name = ["feed", "ü ber", ".dot", String(repeating: "n", count: 260)].randomElement(using: &rng)!
        let path = (parts + [name + ".json"]).joined(separator: "/")
        return Bool.random(using: &rng) ? URL(fileURLWithPath: "/tmp/" + path) : URL(fileURLWithPath: path)
    }

    @Test(arguments: Array(UInt64(1)...40))
    func test_whenAGoldensNamesAreJoinedToItsFolder_thatTheyAreItsGoldensStandardizedPaths(_ seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let spec = Self.randomSpec(using: &rng)
        let location = Bool.random(using: &rng)
            ? GoldenLocation() : GoldenLocation(folder: URL(fileURLWithPath: "/tmp/x/../goldens/./g"))
        for variant in [nil, "dark", "xl_rtl-2"] as [String?] {
            let urls = location.goldens(for: spec, variant: variant).flatMap { [$0, GoldenLocation.sidecarURL(for: $0)] }
            let folder = location.folder(for: spec).standardizedFileURL.path
            let names = GoldenLocation.fileNames(of: spec, variant: variant)
            #expect(names.map { folder + "/" + $0 } == urls.map(\.standardizedFileURL.path), "seed \(seed): \(spec.path)")
            #expect(names.count == 6 && Set(names).count == 6, "seed \(seed)")
        }
    }

    @Test func test_whenSpecsAreGivenThroughDotSegments_thatOnlyTheGoldensNoCaseUsesAreListed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        _ = try folder.write(#"{ "sections": [] }"#, to: "specs/feed.json")
        _ = try folder.write(#"{ "sections": [] }"#, to: "specs/grid.json")
        _ = try folder.write("", to: "specs/sub/notes.txt")  // the folder the first path goes through
        let feed = folder.file("specs/./sub/../feed.json")
        let grid = folder.file("specs/../specs/grid.json")
        let renderer = SolidRenderer(colors: ["feed": (255, 0, 0), "grid": (0, 0, 255)])
        let artifacts = folder.file("artifacts")
        _ = try SnapshotSuite(specs: [feed, grid], action: .record, artifacts: artifacts).run(renderer: renderer)
        let stray = try folder.write("", to: "specs/__Snapshots__/gone+dark.layout.json")
        let outcome = try SnapshotSuite(specs: [feed, grid], action: .verify(.never), artifacts: artifacts)
            .run(renderer: renderer)
        #expect(!outcome.hasFailures)
        #expect(outcome.unusedGoldens == [stray.standardizedFileURL.path])
    }
}
