import Foundation
import ListAdapterKit
import ListAnimationKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListPipelineKit
import ListRenderKit
import ListSnapshotKit
import ListSpecKit
import ListTestSupport
import ListViewKit
import Testing

/// Every Swift entry point that draws takes the CLI's environment and variants: one golden per variant
/// (`NAME+VARIANT.png`), each drawn in its environment, which the section controllers size their items in.
@Suite @MainActor struct SwiftEnvironmentTests {
    /// Rows as tall as two lines of body text at the context's Dynamic Type size (34 pt at `large`, 106 at AX5).
    final class Rows: ListAdapterDataSource {
        var names = ["One", "Two"]
        func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { names.map { $0 as NSString } }
        func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
            ListSingleSectionController(
                configure: { object, cell in cell.content = ListCellContent(text: (object as? NSString).map(String.init)) },
                size: { _, context in
                    let category = context?.traitCollection.preferredContentSizeCategory ?? .large
                    return CGSize(width: context?.containerSize.width ?? 0, height: CGFloat(category.bodySize * 2))
                })
        }
        func emptyView(for listAdapter: ListAdapter) -> ListReusableView? { nil }
    }

    private func makeAdapter(_ rows: Rows) -> ListAdapter {
        let collectionView = ListCollectionView(
            boundsSize: CGSize(width: 120, height: 240), layout: ListCollectionViewLayout(stickyHeaders: false))
        let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
        adapter.collectionView = collectionView
        adapter.dataSource = rows
        collectionView.layoutIfNeeded()
        return adapter
    }

    private static let matrix = ListSpecVariant.matrix(
        themes: [.light, .dark], contentSizeCategories: [.large, .accessibilityExtraExtraExtraLarge],
        layoutDirections: [.leftToRight, .rightToLeft])

    @Test func test_whenAnAdapterIsAssertedWithVariants_thatEachHasItsGoldenAndSidecar_drawnInItsEnvironment() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let artifacts = folder.file("artifacts")
        let testFile = folder.file("FeedTests.swift").path
        let rows = Rows()
        let adapter = makeAdapter(rows)
        #expect(Self.matrix.map(\.name) == [
            "light-large-ltr", "light-large-rtl", "light-ax5-ltr", "light-ax5-rtl",
            "dark-large-ltr", "dark-large-rtl", "dark-ax5-ltr", "dark-ax5-rtl",
        ])
        #expect(throws: ListSnapshotFailure.self) {
            try assertListSnapshot(
                of: adapter, scale: 1, variants: Self.matrix, record: .missing, artifacts: artifacts, file: testFile,
                testName: "feed()")
        }
        let goldens = folder.file("__Snapshots__/FeedTests")
        let names = try FileManager.default.contentsOfDirectory(atPath: goldens.path).sorted()
        let bases: [String] = ["feed"] + Self.matrix.map { "feed+" + $0.name }
        let expectedNames: [String] = bases.flatMap { [$0 + ".layout.json", $0 + ".png"] }.sorted()
        #expect(names == expectedNames)
        func image(_ base: String) throws -> RGBAImage {
            try PNGDecoder.decode(Data(contentsOf: goldens.appendingPathComponent(base + ".png")))
        }
        func heights(_ base: String) throws -> [Double] {
            try SnapshotLayout(json: Data(contentsOf: goldens.appendingPathComponent(base + ".layout.json")))
                .elements.map { $0.frame[3] }
        }
        // The environment as given is the standard one: the light-large-ltr variant draws the same bytes.
        #expect(try Data(contentsOf: goldens.appendingPathComponent("feed.png"))
            == Data(contentsOf: goldens.appendingPathComponent("feed+light-large-ltr.png")))
        #expect(try heights("feed") == [34, 34])
        #expect(try heights("feed+dark-ax5-rtl") == [106, 106])
        #expect(try heights("feed+light-ax5-ltr") == [106, 106])
        // Dark variants sit on the dark theme's background; right-to-left ones set their text at the right edge.
        let light = RenderTheme(style: .light).background, dark = RenderTheme(style: .dark).background
        let lightRGB: [UInt8] = [light.red, light.green, light.blue], darkRGB: [UInt8] = [dark.red, dark.green, dark.blue]
        let corner = { (image: RGBAImage) in
            Array(image.pixels[(image.width * 239 + 119) * 4..<(image.width * 239 + 119) * 4 + 3])
        }
        #expect(try corner(image("feed+light-large-ltr")) == lightRGB)
        #expect(try corner(image("feed+dark-large-ltr")) == darkRGB)
        #expect(try image("feed+light-large-rtl").pixels != image("feed+light-large-ltr").pixels)
        #expect(try image("feed+light-ax5-ltr").pixels != image("feed+light-large-ltr").pixels)
        // The list got its own environment back.
        #expect(adapter.collectionView?.overrideTraitCollection == nil)
        #expect(adapter.collectionView?.layoutResult.itemFrames[1][0] == CGRect(x: 0, y: 34, width: 120, height: 34))

        // The next run compares every variant; one case per variant in the report, named as accept takes them.
        try assertListSnapshot(
            of: adapter, scale: 1, variants: Self.matrix, record: .never, artifacts: artifacts, file: testFile,
            testName: "feed()")
        let report = try SnapshotAcceptance(artifacts: artifacts)
        #expect(report.reports.results.count == 9)
        #expect(report.reports.results.allSatisfy { $0.status == .passed && $0.test == "feed" })
        let variants: [String] = report.reports.results.map { $0.variant ?? "" }.sorted()
        #expect(variants == ([""] + Self.matrix.map(\.name)).sorted())

        // A row that grows fails its AX5 variants only, each explained; the failure names them all.
        rows.names[1] = "Two, longer"
        adapter.performUpdates(animated: false)
        (adapter.updater as? ListAdapterUpdater)?.flush()
        #expect {
            try assertListSnapshot(
                of: adapter, scale: 1, variants: Self.matrix, record: .never, artifacts: artifacts, file: testFile,
                testName: "feed()")
        } throws: { error in
            let text = "\(error)"
            return Self.matrix.allSatisfy { text.contains("snapshot feed+\($0.name).png: ") }
                && text.contains("accept: listpreview accept --artifacts \(artifacts.path) -- FeedTests/feed+dark-ax5-rtl")
        }
        let failed = try SnapshotAcceptance(artifacts: artifacts)
        #expect(failed.pending.count == 9)
        #expect(try failed.select(["feed+dark-ax5-rtl"]).map(\.name) == ["FeedTests/feed+dark-ax5-rtl"])
    }

    @Test func test_whenAVariantIsNamedBadly_orTwice_thatTheAssertionSaysSo_andRecordsNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let adapter = makeAdapter(Rows())
        for variants in [[ListSpecVariant(name: "dark mode", environment: .init(theme: .dark))],
                         [ListSpecVariant(name: "dark", environment: .init(theme: .dark)),
                          ListSpecVariant(name: "dark", environment: .init(contentSizeCategory: .small))]] {
            #expect {
                try assertListSnapshot(
                    of: adapter, variants: variants, record: .missing, artifacts: folder.file("artifacts"),
                    file: folder.file("T.swift").path, testName: "t()")
            } throws: { error in
                "\(error)".hasPrefix("variant name \"\(variants.last!.name)\"")
            }
        }
        #expect(!FileManager.default.fileExists(atPath: folder.file("__Snapshots__").path))
    }

    @Test func test_whenASpecIsAsserted_thatItsVariantsGetTheGoldensRecordWrites_byteForByte() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let json = #"""
            { "viewport": { "width": 120, "height": 100, "scale": 1 },
              "environment": { "locale": "en" },
              "variants": [ { "name": "dark", "theme": "dark" },
                            { "name": "ax5-rtl", "contentSizeCategory": "accessibilityExtraExtraExtraLarge",
                              "layoutDirection": "rightToLeft", "locale": "ar" } ],
              "sections": [ { "items": [ { "height": "auto", "text": "Hello, world" } ] } ] }
            """#
        try folder.write(json, to: "specs/hello.json")
        let record = try CommandRunner.run(["record", "specs", "--clean"], in: folder.url)
        #expect(record.status == 0, "\(record.standardError)")
        let spec = try ListSpec.load(contentsOf: folder.file("specs/hello.json")).spec
        let testFile = folder.file("HelloTests.swift").path
        #expect(throws: ListSnapshotFailure.self) {
            try assertListSnapshot(
                of: spec, record: .missing, artifacts: folder.file("artifacts"), file: testFile, testName: "hello()")
        }
        for (cli, swift) in [("hello", "hello"), ("hello+dark", "hello+dark"), ("hello+ax5-rtl", "hello+ax5-rtl")] {
            for suffix in [".png", ".layout.json"] {
                #expect(try Data(contentsOf: folder.file("specs/__Snapshots__/\(cli)\(suffix)"))
                    == Data(contentsOf: folder.file("__Snapshots__/HelloTests/\(swift)\(suffix)")), "\(cli)\(suffix)")
            }
        }
        // ListSnapshot.image(of:variant:) is the variant's golden; an environment override is the same picture.
        let dark = try ListSnapshot.image(of: spec, variant: "dark")
        #expect(try PNGDecoder.decode(contentsOf: folder.file("specs/__Snapshots__/hello+dark.png")) == dark.rgbaImage())
        #expect(try ListSnapshot.image(of: spec, environment: .init(theme: .dark)).rgbaImage() == dark.rgbaImage())
        #expect(throws: ListSnapshotFailure.self) { try ListSnapshot.image(of: spec, variant: "sepia") }
    }

    @Test func test_whenAnAdapterUpdateIsRecordedAtAX5_thatItsAnimationGoldenHasTheAX5Sidecar() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let rows = Rows()
        let adapter = makeAdapter(rows)
        let ax5 = ListEnvironment(contentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let animation = try ListAnimation(
            recording: adapter, timing: ListAnimationTiming(duration: 0.1, fps: 20), environment: ax5
        ) {
            rows.names.insert("Zero", at: 0)
            adapter.performUpdates(animated: true)
        }
        #expect(animation.environment == ax5)
        let recorded = try #require(animation.lastLayout.map(SnapshotLayout.init))
        let recordedHeights: [CGFloat] = recorded.elements.map { CGFloat($0.frame[3]) }
        let shownHeights: [CGFloat] = (adapter.collectionView?.layoutResult.itemFrames ?? []).flatMap { $0 }.map { $0.height }
        #expect(recordedHeights == [106, 106, 106])
        #expect(shownHeights == [34, 34, 34])
        #expect(throws: ListSnapshotFailure.self) {
            try assertListSnapshot(
                animation, variant: "ax5", record: .missing, artifacts: folder.file("artifacts"),
                file: folder.file("RowsTests.swift").path, testName: "insert()")
        }
        let golden = folder.file("__Snapshots__/RowsTests/insert+ax5.animation")
        let sidecar = try SnapshotLayout(json: Data(contentsOf: GoldenLocation.sidecarURL(for: golden)))
        #expect(sidecar.elements.map(\.frame) == [[0, 0, 120, 106], [0, 106, 120, 106], [0, 212, 120, 106]])
        #expect(sidecar.fonts?.isEmpty == false)
        let standard = try ListAnimation(recording: adapter, timing: ListAnimationTiming(duration: 0.1, fps: 20)) {
            rows.names.append("Three")
            adapter.performUpdates(animated: true)
        }
        #expect(standard.environment == .standard)
        #expect(try animation.frames().last?.rgbaImage() != standard.frames().first?.rgbaImage())
    }
}
