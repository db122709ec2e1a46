#if SnapshotTesting
import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListPreviewSnapshotTesting
import ListRenderKit
import ListSnapshotKit
import ListSpecKit
import ListTestSupport
import SnapshotTesting
import Testing

/// Where the strategies' cases go in these tests (the report of every ListPreview assertion).
let strategyTestArtifacts = URL(fileURLWithPath: NSTemporaryDirectory() + "listpreview-strategy-tests-artifacts")

@Suite(.listSnapshots(artifacts: strategyTestArtifacts)) struct SnapshottingTests {
    private func image(_ red: UInt8) -> RGBAImage {
        RGBAImage(width: 3, height: 2, pixels: (0..<6).flatMap { _ -> [UInt8] in [red, 10, 10, 255] })
    }

    @Test func test_whenImagesMatch_thatDiffingFindsNothing_andDataRoundTrips() throws {
        let diffing = Diffing<RGBAImage>.listImage()
        let data = diffing.toData(image(7))
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(diffing.fromData(data) == image(7))
        #expect(diffing.diffV2(image(7), image(7)) == nil)
    }

    @Test func test_whenImagesDiffer_thatTheMessageMeasures_andTheDifferencePictureIsAttached() throws {
        let (message, attachments) = try #require(Diffing<RGBAImage>.listImage().diffV2(image(0), image(255)))
        #expect(message.hasPrefix("6 pixels differ (100 %), allowed 0 %; max ΔE"))
        #expect(attachments.count == 1)
        if case let .data(data, name) = attachments.first {
            #expect(name == "difference.png")
            #expect(try PNGDecoder.decode(data).width == 3 * 3 + 4 * 8)
        } else {
            Issue.record("expected a data attachment")
        }
        #expect(Diffing<RGBAImage>.listImage(tolerance: SnapshotTolerance(pixelShare: 1)).diffV2(image(0), image(255)) == nil)
    }

    @Test func test_whenSnapshottingASpec_thatItMatchesTheRecordedGolden() throws {
        let spec = try ListSpec.parse(Data("""
            { "viewport": { "width": 160, "height": 100, "scale": 1 },
              "sections": [ { "inset": { "top": 8, "left": 8, "bottom": 8, "right": 8 }, "minimumLineSpacing": 8,
                              "items": [ { "width": 144, "height": 36, "text": "Hello" },
                                         { "width": 144, "height": 36, "text": "World", "backgroundColor": "#FFD60A" } ] } ] }
            """.utf8), format: .json, file: "inline.json").spec
        let failure = verifySnapshot(of: spec, as: .listImage, named: "hello", testName: "spec")
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test func test_whenASpecCannotBeRendered_thatTheAssertionFailsWithTheError_andRecordsNothing() throws {
        var spec = try ListSpec.parse(Data("""
            { "viewport": { "width": 200, "height": 100, "scale": 2 },
              "sections": [ { "items": [ { "width": 100, "height": 36, "text": "Hello" } ] } ] }
            """.utf8), format: .json, file: "wide.json").spec
        spec.viewport.width = 20000  // built in code, past what a spec file may say: the renderer refuses it
        let failure = try RenderFailure.verify(spec, as: .listImage)
        #expect(failure.reported == [])
        #expect(failure.message?.hasPrefix("snapshot render.golden.png could not be drawn: ") == true)
        #expect(failure.message?.contains("40000") == true, "\(failure.message ?? "nil")")
        #expect(failure.recordedFiles == [])
        // Through swift-snapshot-testing's own function the strategy reports the error itself and hands over nothing.
        let direct = try RenderFailure.verify(spec, as: .listImage, throughSnapshotTesting: true)
        #expect(direct.reported.count == 1, "\(direct.reported)")
        #expect(direct.reported.first?.hasPrefix("ListPreview could not render the snapshot: ") == true)
        #expect(direct.reported.first?.contains("40000") == true, "\(direct.reported)")
        #expect(direct.message?.hasPrefix("Exceeded timeout of 0.05 seconds waiting for snapshot.") == true)
        #expect(direct.recordedFiles == [])
    }

    @Test func test_whenTheGoldenIsMissing_thatTheStrategyRecordsIt_andFailsOnce_asAssertListSnapshotDoes() throws {
        let folder = try TemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder.url) }
        let golden = folder.url.appendingPathComponent("render.golden.png")
        let first = verifySnapshot(
            of: image(7), as: .listImage, named: "golden", record: .missing, snapshotDirectory: folder.url.path,
            testName: "render")
        #expect(first == "snapshot render.golden.png: no golden was found; recorded \(golden.path). "
            + "Run the test again to compare against it.")
        #expect(try PNGDecoder.decode(contentsOf: golden) == image(7))
        let second = verifySnapshot(
            of: image(7), as: .listImage, named: "golden", record: .missing, snapshotDirectory: folder.url.path,
            testName: "render")
        #expect(second == nil, "\(second ?? "")")
        let inCI = verifySnapshot(
            of: image(7), as: .listImage, named: "other", record: .never, snapshotDirectory: folder.url.path,
            testName: "render")
        #expect(inCI?.hasPrefix("snapshot render.other.png: no golden image at ") == true, "\(inCI ?? "nil")")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("render.other.png").path))
    }

    @Test func test_whenTheGoldenIsNotAPNG_thatTheAssertionFailsSayingSo() throws {
        let folder = try TemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder.url) }
        try folder.write("not a png", to: "render.golden.png")
        let message = verifySnapshot(
            of: image(7), as: .listImage, named: "golden", record: .never, snapshotDirectory: folder.url.path,
            testName: "render")
        #expect(message == "snapshot render.golden.png: cannot read the golden image \(folder.url.path)/render.golden.png: "
            + "cannot decode the PNG: not a PNG file (bad signature)")
        // Through swift-snapshot-testing's own function, the diffing reports it.
        let issues = IssueLog()
        var direct: String?
        withKnownIssue {
            direct = SnapshotTesting.verifySnapshot(
                of: image(7), as: .listImage, named: "golden", record: .never, snapshotDirectory: folder.url.path,
                testName: "render")
        } matching: { issue in
            issues.append(issue.comments.map(\.rawValue))
            return true
        }
        #expect(issues.items.count == 1 && issues.items[0].hasPrefix("the recorded snapshot is not a PNG"), "\(issues.items)")
        #expect(direct?.contains("differ") == true, "\(direct ?? "nil")")
    }
}

/// A list of titles behind an adapter, for the collection view and adapter strategies.
@MainActor final class TitleList: ListAdapterDataSource {
    var titles: [String]
    let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)

    init(_ titles: [String]) {
        self.titles = titles
        adapter.collectionView = ListCollectionView(
            boundsSize: CGSize(width: 120, height: 90), layout: ListCollectionViewLayout())
        adapter.dataSource = self
        adapter.collectionView?.layoutIfNeeded()
    }

    func objects(for listAdapter: ListAdapter) -> [ListDiffable] { titles }
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
        ListSingleSectionController(
            cellClass: ListCell.self,
            configureBlock: { object, cell in cell.content = ListCellContent(text: object as? String) },
            sizeBlock: { _, context in CGSize(width: context?.containerSize.width ?? 0, height: 30) })
    }
    func emptyView(for listAdapter: ListAdapter) -> ListReusableView? { nil }
}

@MainActor @Suite(.listSnapshots(artifacts: strategyTestArtifacts)) struct CollectionViewSnapshottingTests {
    @Test func test_whenSnapshottingAnAdapterAndItsCollectionView_thatBothAreWhatTheCollectionViewShows() throws {
        let list = TitleList(["One", "Two"])
        let collectionView = try #require(list.adapter.collectionView)
        let expected = try ListSnapshot.image(of: collectionView).rgbaImage()
        #expect(expected.width == 240 && expected.height == 180)
        #expect(collectionView.visibleCells.map(\.content.text) == ["One", "Two"])
        var adapterImage: RGBAImage?
        Snapshotting<ListAdapter, RGBAImage>.listImage.snapshot(list.adapter).run { adapterImage = $0 }
        var viewImage: RGBAImage?
        Snapshotting<ListCollectionView, RGBAImage>.listImage.snapshot(collectionView).run { viewImage = $0 }
        #expect(adapterImage == expected)
        #expect(viewImage == expected)
        var dark: RGBAImage?
        Snapshotting<ListCollectionView, RGBAImage>.listImage(scale: 1, theme: .dark).snapshot(collectionView)
            .run { dark = $0 }
        #expect(dark == (try ListSnapshot.image(of: collectionView, scale: 1, theme: .dark).rgbaImage()))
    }

    @Test func test_whenAnAdapterSnapshotDiffers_thatTheFailureNamesTheDifferenceImageFile() throws {
        let before = try ListSnapshot.image(of: try #require(TitleList(["One", "Two"]).adapter.collectionView))
            .rgbaImage()
        let after = try ListSnapshot.image(of: try #require(TitleList(["One", "Three"]).adapter.collectionView))
            .rgbaImage()
        let (message, _) = try #require(Diffing<RGBAImage>.listImage().diffV2(before, after))
        let line = try #require(message.split(separator: "\n").first { $0.hasPrefix("difference image: ") })
        let path = String(line.dropFirst("difference image: ".count))
        #expect(path.contains("/ListPreviewDifferences/difference-") && path.hasSuffix(".png"), "\(path)")
        let picture = try PNGDecoder.decode(contentsOf: URL(fileURLWithPath: path))
        #expect(picture.width == 3 * before.width + 4 * 8)  // expected | difference | actual, as attached
    }

    @Test func test_whenACollectionViewCannotBeRendered_thatTheAssertionFailsWithTheError_andRecordsNothing() throws {
        let collectionView = ListCollectionView(boundsSize: .zero, layout: ListCollectionViewLayout())
        let failure = try RenderFailure.verify(collectionView, as: .listImage)
        #expect(failure.reported == [])
        #expect(failure.message?.hasPrefix("snapshot render.golden.png could not be drawn: ") == true)
        #expect(failure.message?.contains("each side must be 1...32766 pixels") == true, "\(failure.message ?? "nil")")
        #expect(failure.recordedFiles == [])
    }

    @Test func test_whenAnAdapterHasNoCollectionView_thatTheAssertionFailsSayingSo_andRecordsNothing() throws {
        let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
        let failure = try RenderFailure.verify(adapter, as: .listImage)
        #expect(failure.reported == [])
        #expect(failure.message == "snapshot render.golden.png could not be drawn: the adapter has no collection view "
            + "(set adapter.collectionView before snapshotting it)")
        #expect(failure.recordedFiles == [])
    }
}

/// What a snapshot assertion whose render fails reports: the issues the strategy recorded, the message
/// swift-snapshot-testing returns, and the files it recorded.
struct RenderFailure {
    var reported: [String]
    var message: String?
    var recordedFiles: [String]

    /// Verifies `value` with a missing golden in a fresh folder (so a render that went through would be recorded
    /// there), catching the issues the strategy reports; the folder is removed afterwards.
    static func verify<Value>(
        _ value: Value, as strategy: Snapshotting<Value, RGBAImage>, throughSnapshotTesting: Bool = false
    ) throws -> RenderFailure {
        let folder = try TemporaryFolder().url
        defer { try? FileManager.default.removeItem(at: folder) }
        let issues = IssueLog()
        var message: String?
        withKnownIssue(isIntermittent: !throughSnapshotTesting) {
            message = throughSnapshotTesting
                ? SnapshotTesting.verifySnapshot(
                    of: value, as: strategy, named: "golden", record: .missing, snapshotDirectory: folder.path,
                    timeout: 0.05, testName: "render")
                : verifySnapshot(
                    of: value, as: strategy, named: "golden", record: .missing, snapshotDirectory: folder.path,
                    timeout: 0.05, testName: "render")
        } matching: { issue in
            issues.append(issue.comments.map(\.rawValue))
            return true
        }
        return RenderFailure(
            reported: issues.items, message: message,
            recordedFiles: try FileManager.default.contentsOfDirectory(atPath: folder.path))
    }
}

/// The comments of the issues a known-issue matcher saw (the matcher is `@Sendable`).
final class IssueLog: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []

    var items: [String] { lock.withLock { storage } }

    func append(_ comments: [String]) { lock.withLock { storage += comments } }
}
#endif  // SnapshotTesting
