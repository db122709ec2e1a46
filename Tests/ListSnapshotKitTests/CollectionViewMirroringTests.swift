import Foundation
import ListAdapterKit
import ListAnimationKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListPipelineKit
import ListRenderKit
import ListSnapshotKit
import ListTestSupport
import Testing

/// A collection view shown right to left is mirrored as UIKit mirrors one (`flipsHorizontallyInOppositeLayoutDirection`,
/// true for the package's layouts): the render and the golden sidecar, vertical and horizontal lists alike; a layout
/// that says `false` is not.
@MainActor @Suite struct CollectionViewMirroringTests {
    /// Three one-item sections: 80 × 40 cells, red, green and blue.
    final class Tiles: ListAdapterDataSource {
        let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
        static let colors = [ListColor(red: 255, green: 0, blue: 0), ListColor(red: 0, green: 255, blue: 0),
                             ListColor(red: 0, green: 0, blue: 255)]

        init(layout: ListCollectionViewLayout) {
            adapter.collectionView = ListCollectionView(boundsSize: CGSize(width: 300, height: 100), layout: layout)
            adapter.dataSource = self
            adapter.collectionView?.layoutIfNeeded()
        }

        var collectionView: ListCollectionView { adapter.collectionView! }

        var count = 3

        func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { (0..<count).map { NSNumber(value: $0) } }
        func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
            ListSingleSectionController(
                configure: { object, cell in
                    cell.content = ListCellContent(backgroundColor: Self.colors[(object as? NSNumber)?.intValue ?? 0])
                },
                size: { _, _ in CGSize(width: 80, height: 40) })
        }
        func emptyView(for listAdapter: ListAdapter) -> ListReusableView? { nil }
    }

    private let rtl = ListEnvironment(layoutDirection: .rightToLeft, locale: "ar")

    /// The leftmost x of each tile's red, green and blue pixels in a render at scale 1 (-1: not shown).
    private func tileXs(_ collectionView: ListCollectionView, environment: ListEnvironment) throws -> [Int] {
        tileXs(try ListSnapshot.image(of: collectionView, scale: 1, environment: environment).rgbaImage())
    }

    private func tileXs(_ image: RGBAImage) -> [Int] {
        var leftmost = [Int](repeating: -1, count: 3)
        for index in 0..<(image.width * image.height) {
            let rgb = Array(image.pixels[index * 4..<index * 4 + 3])
            guard let tile = [[255, 0, 0], [0, 255, 0], [0, 0, 255]].firstIndex(of: rgb) else { continue }
            let x = index % image.width
            if leftmost[tile] < 0 || x < leftmost[tile] { leftmost[tile] = x }
        }
        return leftmost
    }

    /// The frames of the golden sidecar written for `environment`.
    private func sidecarFrames(_ collectionView: ListCollectionView, environment: ListEnvironment) throws -> [[Double]] {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.file("MirrorTests.swift").path
        _ = try? assertListSnapshot(
            of: collectionView, scale: 1, environment: environment, record: .missing,
            artifacts: folder.file("artifacts"), file: file, testName: "tiles()")
        let data = try Data(contentsOf: folder.file("__Snapshots__/MirrorTests/tiles.layout.json"))
        return try SnapshotLayout(json: data).elements.map(\.frame)
    }

    @Test func test_whenAVerticalListIsShownRightToLeft_thatItsCellsAndSidecarMirror() throws {
        let tiles = Tiles(layout: ListCollectionViewLayout())
        let collectionView = tiles.collectionView
        // IGListKit's layout puts the three sections' tiles on one line while they fit.
        #expect(try sidecarFrames(collectionView, environment: .standard)
            == [[0, 0, 80, 40], [80, 0, 80, 40], [160, 0, 80, 40]])
        #expect(try sidecarFrames(collectionView, environment: rtl)
            == [[220, 0, 80, 40], [140, 0, 80, 40], [60, 0, 80, 40]])
        #expect(try tileXs(collectionView, environment: .standard) == [0, 80, 160])
        #expect(try tileXs(collectionView, environment: rtl) == [220, 140, 60])
        // The layout's own frames do not move; the collection view says where they are shown.
        #expect(collectionView.layoutResult.itemFrames.map { $0[0].minX } == [0, 80, 160])
        #expect(!collectionView.isMirrored)
        collectionView.withEnvironment(rtl) {
            #expect(collectionView.isMirrored)
            #expect(collectionView.shownFrame(of: CGRect(x: 80, y: 0, width: 80, height: 40))
                == CGRect(x: 140, y: 0, width: 80, height: 40))
        }
    }

    @Test func test_whenAHorizontalListIsScrolledAndShownRightToLeft_thatItMirrorsAboutTheViewport() throws {
        var layout = ListCollectionViewLayout()
        layout.scrollDirection = .horizontal
        let tiles = Tiles(layout: layout)
        let collectionView = tiles.collectionView
        collectionView.contentOffset = CGPoint(x: 20, y: 0)
        collectionView.layoutIfNeeded()
        // IGListKit's horizontal layout fills a column while the tiles fit its 100 points: content frames (0, 0),
        // (0, 40), (80, 0); seen from x 20 at 0 (clipped), 0, 60; mirrored about the viewport at 240, 240, 160.
        #expect(collectionView.layoutResult.itemFrames.map { $0[0].origin } == [
            CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 40), CGPoint(x: 80, y: 0),
        ])
        #expect(try tileXs(collectionView, environment: .standard) == [0, 0, 60])
        #expect(try tileXs(collectionView, environment: rtl) == [240, 240, 160])
        // The sidecar is in content coordinates: mirrored about 2 × 20 + 300 = 340.
        #expect(try sidecarFrames(collectionView, environment: rtl)
            == [[260, 0, 80, 40], [260, 40, 80, 40], [180, 0, 80, 40]])
        #expect(try sidecarFrames(collectionView, environment: .standard)
            == [[0, 0, 80, 40], [0, 40, 80, 40], [80, 0, 80, 40]])
    }

    @Test func test_whenTheLayoutDoesNotFlip_thatRightToLeftKeepsTheFramesAsLaidOut() throws {
        var layout = ListCollectionViewLayout()
        layout.flipsHorizontallyInOppositeLayoutDirection = false
        let tiles = Tiles(layout: layout)  // kept: the adapter holds its data source weakly
        let collectionView = tiles.collectionView
        #expect(try tileXs(collectionView, environment: rtl) == [0, 80, 160])
        #expect(try sidecarFrames(collectionView, environment: rtl)
            == [[0, 0, 80, 40], [80, 0, 80, 40], [160, 0, 80, 40]])
        collectionView.withEnvironment(rtl) { #expect(!collectionView.isMirrored && collectionView.mirrorAxis == nil) }
        // UIKit's defaults: a flow layout flips, a layout of one's own does not.
        #expect(ListCollectionViewFlowLayout().flipsHorizontallyInOppositeLayoutDirection)
        #expect(ListCollectionViewLayout().flipsHorizontallyInOppositeLayoutDirection)
        #expect(!StackLayout().flipsHorizontallyInOppositeLayoutDirection)
    }

    @Test func test_whenAnUpdateIsRecordedRightToLeft_thatItsFramesAndSidecarMirror() throws {
        let tiles = Tiles(layout: ListCollectionViewLayout())
        tiles.count = 2
        tiles.adapter.performUpdates(animated: false)
        tiles.collectionView.layoutIfNeeded()
        let animation = try ListAnimation(
            recording: tiles.adapter, timing: ListAnimationTiming(duration: 0.1, fps: 10), environment: rtl
        ) {
            tiles.count = 3
            tiles.adapter.performUpdates(animated: true)
        }
        #expect(animation.sequence.isMirrored)
        let frames = try animation.frames()
        #expect(frames.map(\.scale) == [2, 2])
        // In points (frames at scale 2): the blue tile comes in at content x 160, shown at 60, beside red at 220
        // and green at 140.
        func points(_ xs: [Int]) -> [Int] { xs.map { $0 < 0 ? $0 : $0 / 2 } }
        #expect(points(tileXs(frames[0].rgbaImage())) == [220, 140, -1])
        #expect(points(tileXs(frames[1].rgbaImage())) == [220, 140, 60])
        let ltr = try ListAnimation(recording: tiles.adapter, timing: ListAnimationTiming(duration: 0.1, fps: 10)) {
            tiles.count = 2
            tiles.adapter.performUpdates(animated: true)
        }
        #expect(!ltr.sequence.isMirrored)
        #expect(try ltr.frames().map { points(tileXs($0.rgbaImage())) } == [[0, 80, 160], [0, 80, -1]])
    }
}
