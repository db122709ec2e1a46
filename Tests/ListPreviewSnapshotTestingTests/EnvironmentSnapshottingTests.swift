#if SnapshotTesting
import Foundation
import ListAdapterKit
import ListCore
@testable import ListPreviewSnapshotTesting
import ListPipelineKit
import ListRenderKit
import ListSnapshotKit
import ListTestSupport
import SnapshotTesting
import Testing

/// The strategies take the environment the section controllers size in, and honour `withSnapshotTesting(record:)`.
@MainActor @Suite(.listSnapshots(artifacts: strategyTestArtifacts)) struct EnvironmentSnapshottingTests {
    @Test func test_whenAStrategyHasAnEnvironment_thatItDrawsTheListInIt_andWithSnapshotTestingRecordAllReRecords()
        throws
    {
        let list = TitleList(["One", "Two"])
        let collectionView = try #require(list.adapter.collectionView)
        let ax5 = ListEnvironment(
            theme: .dark, contentSizeCategory: .accessibilityExtraExtraExtraLarge, layoutDirection: .rightToLeft,
            locale: "ar")
        let expected = try ListSnapshot.image(of: collectionView, scale: 1, environment: ax5).rgbaImage()
        let standard = try ListSnapshot.image(of: collectionView, scale: 1).rgbaImage()
        #expect(expected != standard)
        #expect(collectionView.overrideTraitCollection == nil)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let first = verifySnapshot(
            of: list.adapter, as: .listImage(scale: 1, environment: ax5), named: "ax5", record: .missing,
            snapshotDirectory: folder.url.path, testName: "list")
        #expect(first?.hasPrefix("snapshot list.ax5.png: no golden was found; recorded ") == true, "\(first ?? "nil")")
        let recorded = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(recorded.sorted() == ["list.ax5.layout.json", "list.ax5.png"])
        let name = "list.ax5.png"
        #expect(try PNGDecoder.decode(contentsOf: folder.file(name)) == expected)
        #expect(verifySnapshot(
            of: collectionView, as: .listImage(scale: 1, environment: ax5), named: "ax5", record: .never,
            snapshotDirectory: folder.url.path, testName: "list") == nil)
        // withSnapshotTesting(record: .all) re-records through the strategy: the golden becomes the standard render.
        let again = withSnapshotTesting(record: .all) {
            verifySnapshot(
                of: collectionView, as: .listImage(scale: 1), named: "ax5", snapshotDirectory: folder.url.path,
                testName: "list")
        }
        #expect(again?.hasPrefix("snapshot list.ax5.png: record mode is on; re-recorded ") == true, "\(again ?? "nil")")
        #expect(try PNGDecoder.decode(contentsOf: folder.file(name)) == standard)
    }
}
#endif  // SnapshotTesting
