import Foundation
import ListAdapterKit
import ListRenderKit

/// Compares the render of a collection view (an adapter's `collectionView`) with the golden of a test, with its
/// layout: the golden gets its layout sidecar (`<test>.layout.json`, the frames, the subviews of cells that have
/// them and the fonts that drew it), and a failure explains the change in words exactly as `verify` does
/// (`cell 0·1: height 120 → 136; 14 elements below moved down 16 pt`, ``cell 0·2: label `title` 2 → 3 lines``,
/// and `fonts differ: …` when the fonts differ). Record modes, tolerance, artifacts and the
/// report are those of ``assertListSnapshot(_:named:layout:tolerance:record:artifacts:file:testName:)``.
///
/// ```swift
/// @Test @MainActor func feed() throws {
///     let adapter = ListAdapter(updater: ListAdapterUpdater())
///     adapter.collectionView = ListCollectionView(boundsSize: CGSize(width: 390, height: 844))
///     adapter.dataSource = dataSource
///     try assertListSnapshot(of: adapter.collectionView!)
/// }
/// ```
///
/// - Parameters:
///   - collectionView: the collection view, drawn at its content offset.
///   - name: tells several snapshots of one test apart.
///   - scale: pixels per point.
///   - theme: the colours.
///   - tolerance: how different the image may be.
///   - record: the record mode.
///   - artifacts: the artifacts folder.
/// - Throws: ``ListSnapshotFailure`` as the image overload does; ``RenderError`` when the view cannot be drawn.
@MainActor
public func assertListSnapshot(
    of collectionView: ListCollectionView, named name: String? = nil, scale: Double = 2, theme: RenderTheme = .light,
    tolerance: SnapshotTolerance = .exact, record: SnapshotRecordMode? = nil, artifacts: URL? = nil,
    file: String = #filePath, testName: String = #function
) throws {
    let image = try ListSnapshot.image(of: collectionView, scale: scale, theme: theme)
    var layout = collectionView.layoutResult.layout.map(SnapshotLayout.init)
    layout?.imageOrigin = [Double(collectionView.contentOffset.x), Double(collectionView.contentOffset.y)]
    layout?.recordFonts(image.fonts)
    layout?.recordViews(of: collectionView.visibleContent)
    try assertListSnapshot(
        image, named: name, layout: layout, tolerance: tolerance, record: record, artifacts: artifacts, file: file,
        testName: testName)
}
