#if SnapshotTesting
import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
@testable import ListPreviewSnapshotTesting
import ListRenderKit
import ListSnapshotKit
import ListTestSupport
import SnapshotTesting
import Testing

/// The swift-snapshot-testing strategies record their cases in ListPreview's report, as `assertListSnapshot` does:
/// the golden at swift-snapshot-testing's path with its layout sidecar, a failure's actual image, sidecar and
/// explanation, and `accept` promoting one case.
@MainActor @Suite struct StrategyReportTests {
    /// Rows of one height, one section each, in a 120 × 200 collection view.
    final class Rows: ListAdapterDataSource {
        var height: CGFloat
        let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)

        init(height: CGFloat) {
            self.height = height
            adapter.collectionView = ListCollectionView(
                boundsSize: CGSize(width: 120, height: 200), layout: ListCollectionViewLayout(stickyHeaders: false))
            adapter.dataSource = self
            adapter.collectionView?.layoutIfNeeded()
        }

        func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { ["One", "Two", "Three"] }
        func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
            let height = self.height
            return ListSingleSectionController(
                configure: { object, cell in cell.content = ListCellContent(text: object as? String) },
                size: { _, context in CGSize(width: context?.containerSize.width ?? 0, height: height) })
        }
        func emptyView(for listAdapter: ListAdapter) -> ListReusableView? { nil }
    }

    /// A folder inside the current folder (`accept` promotes only goldens below it), removed by the caller.
    private func localFolder() throws -> URL {
        let url = URL(fileURLWithPath: ".build/listpreview-strategy-report-tests/\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func cases(in artifacts: URL) throws -> [SnapshotCaseResult] {
        try SnapshotReports.read(from: artifacts.appendingPathComponent("results.json")).results
    }

    private static let testFile = SnapshotSuite.displayName(of: URL(fileURLWithPath: #filePath))

    @Test func test_whenAnAdapterStrategyFails_thatItsCaseIsReportedWithItsExplanation_andAcceptPromotesOnlyIt()
        throws
    {
        let local = try localFolder()
        defer { try? FileManager.default.removeItem(at: local) }
        let goldens = local.appendingPathComponent("__Snapshots__/StrategyReportTests")
        let artifacts = local.appendingPathComponent("artifacts")
        let configuration = ListSnapshotConfiguration(artifacts: artifacts)
        let short = Rows(height: 40)
        let tall = Rows(height: 48)
        func verify(_ rows: Rows, _ record: SnapshotTestingConfiguration.Record, named name: String? = nil) -> String? {
            configuration.withValue {
                verifySnapshot(
                    of: rows.adapter, as: .listImage(scale: 1), named: name, record: record,
                    snapshotDirectory: goldens.path, testName: "rows()")
            }
        }
        // Unnamed snapshots are numbered as swift-snapshot-testing numbers them; each golden gets its sidecar.
        let golden = goldens.appendingPathComponent("rows.1.png")
        #expect(verify(short, .missing) == "snapshot rows.1.png: no golden was found; recorded \(golden.path). "
            + "Run the test again to compare against it.")
        #expect(verify(short, .missing, named: "other case") != nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: goldens.path).sorted() == [
            "rows.1.layout.json", "rows.1.png", "rows.other-case.layout.json", "rows.other-case.png",
        ])
        let sidecar = try SnapshotLayout(json: Data(contentsOf: goldens.appendingPathComponent("rows.1.layout.json")))
        #expect(sidecar.elements.map(\.frame) == [[0, 0, 120, 40], [0, 40, 120, 40], [0, 80, 120, 40]])
        #expect(verify(short, .never, named: "1") == nil)
        #expect(verify(short, .never, named: "other case") == nil)

        // Taller rows: the failure says what moved, as verify does, and names the accept command.
        let grown = "cell 0·0: height 40 → 48; cell 1·0: height 40 → 48, moved down 8 pt; "
            + "cell 2·0: height 40 → 48, moved down 16 pt"
        let message = try #require(verify(tall, .never, named: "1"))
        let lines = message.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("snapshot rows.1.png: ") == true, "\(message)")
        #expect(lines.contains("layout: " + grown), "\(message)")
        #expect(lines.last == "accept: listpreview accept --artifacts \(artifacts.relativePath) -- StrategyReportTests/rows.1")
        #expect(verify(tall, .never, named: "other case") != nil)

        let reported = try cases(in: artifacts)
        #expect(reported.map(\.name) == ["StrategyReportTests/rows.1", "StrategyReportTests/rows.other-case"])
        #expect(reported.map(\.status.label) == ["failed", "failed"])
        #expect(reported.map(\.test) == ["rows.1", "rows.other-case"])
        #expect(reported.map(\.spec) == [Self.testFile, Self.testFile])
        #expect(reported.first?.golden == golden.relativePath)
        #expect(reported.first?.layoutSummary == grown)
        #expect(reported.first?.pixels?.differing == 4278)

        // Accept one of the two: its golden and sidecar become the tall render; the other stays failing.
        let acceptance = try SnapshotAcceptance(artifacts: artifacts)
        let chosen = try acceptance.select(["rows.1"])
        #expect(chosen.map(\.name) == ["StrategyReportTests/rows.1"])
        let actual = try Data(contentsOf: artifacts.appendingPathComponent(try #require(chosen.first?.actualImage)))
        _ = try acceptance.promote(try #require(chosen.first))
        #expect(try Data(contentsOf: golden) == actual)
        let accepted = try SnapshotLayout(json: Data(contentsOf: goldens.appendingPathComponent("rows.1.layout.json")))
        #expect(accepted.elements.map(\.frame) == [[0, 0, 120, 48], [0, 48, 120, 48], [0, 96, 120, 48]])
        #expect(verify(tall, .never, named: "1") == nil)
        #expect(verify(tall, .never, named: "other case") != nil)
        #expect(try cases(in: artifacts).map(\.status.label) == ["passed", "failed"])
    }

    @Test func test_whenUnnamed_thatSnapshotsAreNumberedPerTest_andNamesAreSanitizedAsSnapshotTestingDoes() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let configuration = ListSnapshotConfiguration(artifacts: folder.file("artifacts"))
        let image = RGBAImage(width: 2, height: 1, pixels: [1, 2, 3, 255, 4, 5, 6, 255])
        for (name, test) in [(nil, "feed()"), (nil, "feed()"), ("dark mode!", "feed()"), (nil, "other(_:)")] {
            _ = configuration.withValue {
                verifySnapshot(
                    of: image, as: .listImage, named: name, record: .missing, snapshotDirectory: folder.url.path,
                    testName: test)
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == [
            "artifacts", "feed.1.png", "feed.2.png", "feed.dark-mode.png", "other-_.1.png",
        ])
        #expect(try cases(in: folder.file("artifacts")).map(\.test) == ["feed.1", "feed.2", "feed.dark-mode", "other-_.1"])
    }

    @Test func test_whenTheRecordModeComesFromEachPlace_thatTheInnermostWins() throws {
        let empty: [String: String] = [:]
        #expect(try ListSnapshotGolden.mode(nil, environment: empty) == .missing)
        #expect(try ListSnapshotGolden.mode(nil, environment: ["CI": "true"]) == .never)
        #expect(try ListSnapshotGolden.mode(nil, environment: ["CI": "true", "LISTPREVIEW_RECORD": "failed"]) == .failed)
        #expect(try ListSnapshotGolden.mode(nil, environment: ["SNAPSHOT_TESTING_RECORD": "all", "CI": "1"]) == .all)
        #expect(try ListSnapshotConfiguration(record: .failed).withValue {
            try ListSnapshotGolden.mode(nil, environment: ["SNAPSHOT_TESTING_RECORD": "all"])
        } == .failed)
        #expect(try withSnapshotTesting(record: .never) {
            try ListSnapshotConfiguration(record: .all).withValue { try ListSnapshotGolden.mode(nil, environment: empty) }
        } == .never)
        #expect(try withSnapshotTesting(record: .never) { try ListSnapshotGolden.mode(.all, environment: empty) } == .all)
        #expect(throws: SnapshotError.self) { try ListSnapshotGolden.mode(nil, environment: ["LISTPREVIEW_RECORD": "some"]) }
        let modes: [SnapshotTestingConfiguration.Record] = [.all, .failed, .missing, .never]
        #expect(modes.map(ListSnapshotGolden.mode) == [.all, .failed, .missing, .never])
    }

    @Test func test_whenTheRenderFails_thatTheCaseIsAnErrorInTheReport_andNothingIsRecorded() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let artifacts = folder.file("artifacts")
        let goldens = folder.file("goldens")
        let message = ListSnapshotConfiguration(artifacts: artifacts).withValue {
            verifySnapshot(
                of: ListAdapter(updater: ListAdapterUpdater(), viewController: nil), as: .listImage, named: "none",
                record: .all, snapshotDirectory: goldens.path, testName: "empty()")
        }
        let reason = "the adapter has no collection view (set adapter.collectionView before snapshotting it)"
        #expect(message == "snapshot empty.none.png could not be drawn: " + reason)
        #expect(!FileManager.default.fileExists(atPath: goldens.appendingPathComponent("empty.none.png").path))
        let reported = try cases(in: artifacts)
        #expect(reported.map(\.status) == [.error(reason)])
        #expect(reported.map(\.name) == ["StrategyReportTests/empty.none"])
        // `assertSnapshot` reaches this module's function too: the same case, and an issue with the message.
        let issues = IssueLog()
        withKnownIssue {
            ListSnapshotConfiguration(artifacts: artifacts).withValue {
                assertSnapshot(
                    of: ListAdapter(updater: ListAdapterUpdater(), viewController: nil), as: .listImage, named: "none",
                    record: .never)
            }
        } matching: { issue in
            issues.append(issue.comments.map(\.rawValue))
            return true
        }
        #expect(issues.items == ["snapshot test_whenTheRenderFails_thatTheCaseIsAnErrorInTheReport_andNothingIsRecorded.none.png "
            + "could not be drawn: " + reason])
        #expect(try cases(in: artifacts).map(\.test) == [
            "empty.none", "test_whenTheRenderFails_thatTheCaseIsAnErrorInTheReport_andNothingIsRecorded.none",
        ])
    }

    /// `assertSnapshots(of:as:)` with ListPreview strategies by name: one golden (and sidecar) and one reported case
    /// per variant, in the order of the names; the AX5 variant's larger text is what fails against a default-size
    /// golden, and only it.
    @Test func test_whenStrategiesAreNamedVariants_thatEachHasItsGoldenAndCase_andOnlyTheChangedOneFails() throws {
        let local = try localFolder()
        defer { try? FileManager.default.removeItem(at: local) }
        let goldens = local.appendingPathComponent("__Snapshots__/StrategyReportTests")
        let artifacts = local.appendingPathComponent("artifacts")
        let rows = Rows(height: 40)
        let dark = ListEnvironment(theme: .dark)
        let rtl = ListEnvironment(layoutDirection: .rightToLeft, locale: "ar")
        func verify(_ strategies: [String: Snapshotting<ListAdapter, RGBAImage>], _ record: SnapshotTestingConfiguration.Record)
            -> [String]
        {
            ListSnapshotConfiguration(artifacts: artifacts).withValue {
                verifySnapshots(
                    of: rows.adapter, as: strategies, record: record, snapshotDirectory: goldens.path,
                    testName: "variants()"
                ).map(\.name)
            }
        }
        let variants: [String: Snapshotting<ListAdapter, RGBAImage>] = [
            "light": .listImage(scale: 1), "dark": .listImage(scale: 1, environment: dark),
            "rtl": .listImage(scale: 1, environment: rtl),
        ]
        #expect(verify(variants, .missing) == ["dark", "light", "rtl"])  // recorded: each fails once
        #expect(try FileManager.default.contentsOfDirectory(atPath: goldens.path).sorted() == [
            "variants.dark.layout.json", "variants.dark.png", "variants.light.layout.json", "variants.light.png",
            "variants.rtl.layout.json", "variants.rtl.png",
        ])
        let light = try Data(contentsOf: goldens.appendingPathComponent("variants.light.png"))
        #expect(light != (try Data(contentsOf: goldens.appendingPathComponent("variants.dark.png"))))
        #expect(verify(variants, .never) == [])
        // The light golden compared in AX5: its text is larger, so that variant, and only it, fails.
        let ax5 = ListEnvironment(contentSizeCategory: .accessibilityExtraExtraExtraLarge)
        var changed = variants
        changed["light"] = .listImage(scale: 1, environment: ax5)
        #expect(verify(changed, .never) == ["light"])
        let reported = try cases(in: artifacts)
        #expect(reported.suffix(3).map(\.name) == [
            "StrategyReportTests/variants.dark", "StrategyReportTests/variants.light", "StrategyReportTests/variants.rtl",
        ])
        #expect(reported.suffix(3).map(\.status.label) == ["passed", "failed", "passed"])
    }
}
#endif  // SnapshotTesting
