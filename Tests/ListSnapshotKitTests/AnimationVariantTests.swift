import Foundation
import ListAdapterKit
import ListAnimationKit
import ListCore
import ListLayoutKit
import ListPipelineKit
import ListSnapshotKit
import ListSpecKit
import ListTestSupport
import Testing

/// `assertListSnapshot` of an animation with variants writes one animation golden per variant, as stills do.
@MainActor @Suite struct AnimationVariantTests {
    private typealias Tiles = CollectionViewMirroringTests.Tiles

    /// Records the insert of the third tile in `environment`, from a fresh list of two.
    private func insert(in environment: ListEnvironment, seen: inout [ListEnvironment]) throws -> ListAnimation {
        seen.append(environment)
        let tiles = Tiles(layout: ListCollectionViewLayout())
        tiles.count = 2
        tiles.adapter.performUpdates(animated: false)
        return try ListAnimation(
            recording: tiles.adapter, timing: ListAnimationTiming(duration: 0.1, fps: 10), environment: environment
        ) {
            tiles.count = 3
            tiles.adapter.performUpdates(animated: true)
        }
    }

    @Test func test_whenAnAnimationHasVariants_thatEachGetsItsOwnGolden_andTheyAreCheckedInTheirEnvironments() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.file("InsertTests.swift").path
        let artifacts = folder.file("artifacts")
        let variants = [
            ListSpecVariant(name: "dark", environment: ListEnvironmentOverrides(theme: .dark)),
            ListSpecVariant(name: "rtl-ax5", environment: ListEnvironmentOverrides(
                contentSizeCategory: .accessibilityExtraExtraExtraLarge, layoutDirection: .rightToLeft, locale: "ar")),
        ]
        var seen: [ListEnvironment] = []
        #expect {
            try assertListSnapshot(
                variants: variants, record: .missing, artifacts: artifacts, file: file, testName: "insert()"
            ) { try insert(in: $0, seen: &seen) }
        } throws: { error in
            "\(error)".components(separatedBy: "no golden was found; recorded").count == 4
        }
        #expect(seen == [
            .standard, ListEnvironment(theme: .dark),
            ListEnvironment(contentSizeCategory: .accessibilityExtraExtraExtraLarge, layoutDirection: .rightToLeft, locale: "ar"),
        ])
        let goldens = folder.file("__Snapshots__/InsertTests")
        #expect(try FileManager.default.contentsOfDirectory(atPath: goldens.path).sorted() == [
            "insert+dark.animation", "insert+dark.animation.layout.json", "insert+rtl-ax5.animation",
            "insert+rtl-ax5.animation.layout.json", "insert.animation", "insert.animation.layout.json",
        ])
        for name in ["insert", "insert+dark", "insert+rtl-ax5"] {
            let frames = try FileManager.default.contentsOfDirectory(atPath: goldens.appendingPathComponent(name + ".animation").path)
            #expect(frames.sorted() == ["frame-0000.png", "frame-0001.png", "manifest.json"], "\(name)")
        }
        // The right-to-left variant's last state is mirrored; the others are not.
        func frames(_ name: String) throws -> [[Double]] {
            try SnapshotLayout(json: Data(contentsOf: goldens.appendingPathComponent(name + ".animation.layout.json")))
                .elements.map(\.frame)
        }
        #expect(try frames("insert") == [[0, 0, 80, 40], [80, 0, 80, 40], [160, 0, 80, 40]])
        #expect(try frames("insert+dark") == [[0, 0, 80, 40], [80, 0, 80, 40], [160, 0, 80, 40]])
        #expect(try frames("insert+rtl-ax5") == [[220, 0, 80, 40], [140, 0, 80, 40], [60, 0, 80, 40]])
        let light = try Data(contentsOf: goldens.appendingPathComponent("insert.animation/frame-0001.png"))
        let dark = try Data(contentsOf: goldens.appendingPathComponent("insert+dark.animation/frame-0001.png"))
        #expect(light != dark)

        // The next run compares each variant with its own golden: all pass.
        try assertListSnapshot(
            variants: variants, record: .never, artifacts: artifacts, file: file, testName: "insert()"
        ) { try insert(in: $0, seen: &seen) }
        let cases = try SnapshotReports.read(from: artifacts.appendingPathComponent("results.json")).results
        #expect(cases.map(\.name) == [
            "InsertTests/insert#animation", "InsertTests/insert+dark#animation", "InsertTests/insert+rtl-ax5#animation",
        ])
        #expect(cases.map(\.isAnimation) == [true, true, true])
        #expect(cases.map(\.status.label) == ["passed", "passed", "passed"])
        #expect(Set(cases.map(\.variant)) == [nil, "dark", "rtl-ax5"])

        #expect { try assertListSnapshot(variants: [variants[0], variants[0]], file: file) { try insert(in: $0, seen: &seen) } }
            throws: { "\($0)" == "variant name \"dark\" is used twice (each names a golden)" }
    }
}
