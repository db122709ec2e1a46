import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListPreviewSnapshotTesting
import ListRenderKit
import ListSnapshotKit
import ListSpecKit
import SnapshotTesting
import Testing

@Suite struct SnapshottingTests {
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

@MainActor @Suite struct CollectionViewSnapshottingTests {
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
}
