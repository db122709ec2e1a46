import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListRenderKit
import ListSnapshotKit
import ListViewKit
import Testing

/// What the layout sidecar records of a list embedded in a cell, and how `verify` explains its changes: cells named by
/// their index path, the part of a partly hidden cell that is drawn (`visible`), cells hidden wholly left out, the
/// nested list's content offset (`offset`), and a scroll said once, not as a move of every cell.
@MainActor @Suite struct EmbeddedSidecarTests {
    private typealias Screen = EmbeddedTextRow.Screen

    /// The sidecar of a screen's visible cells.
    private func sidecar(_ screen: Screen) -> SnapshotLayout {
        var layout = SnapshotLayout(screen.collectionView.collectionViewLayout as! ListCollectionViewLayout)
        layout.recordViews(of: screen.collectionView.visibleContent)
        return layout
    }

    @Test func test_whenTheNestedListIsScrolled_thatPartlyHiddenCellsRecordTheirDrawnPart_andItsOffset() throws {
        let screen = Screen()
        screen.row.collectionView.contentOffset = CGPoint(x: 40, y: 0)
        let views = try #require(sidecar(screen).views)
        #expect(views.map(\.kind) == ["cell"])
        // Chips at 10, 140, 270 in the nested list's content, which starts at x = 20 in the row, scrolled by 40.
        #expect(views[0].nodes == [
            SnapshotViewNode(id: "0", path: "0", type: "view", frame: [0, 0, 320, 80]),
            SnapshotViewNode(id: "chips", path: "0/0", type: "collection", frame: [20, 0, 300, 80], offset: [40, 0]),
            SnapshotViewNode(
                id: "0/0/cell 0·0", path: "0/0/cell 0·0", type: "view", frame: [-10, 10, 120, 60],
                visible: [20, 10, 90, 60]),
            SnapshotViewNode(
                id: "0/0/cell 0·0/0", path: "0/0/cell 0·0/0", type: "view", frame: [-10, 10, 120, 60],
                visible: [20, 10, 90, 60]),
            SnapshotViewNode(id: "0/0/cell 1·0", path: "0/0/cell 1·0", type: "view", frame: [120, 10, 120, 60]),
            SnapshotViewNode(id: "0/0/cell 1·0/0", path: "0/0/cell 1·0/0", type: "view", frame: [120, 10, 120, 60]),
            SnapshotViewNode(
                id: "0/0/cell 2·0", path: "0/0/cell 2·0", type: "view", frame: [250, 10, 120, 60],
                visible: [250, 10, 70, 60]),
            SnapshotViewNode(
                id: "0/0/cell 2·0/0", path: "0/0/cell 2·0/0", type: "view", frame: [250, 10, 120, 60],
                visible: [250, 10, 70, 60]),
        ])
    }

    @Test func test_whenAViewThatClipsHidesSubviews_thatTheDrawnPartIsRecorded_andWhollyHiddenOnesAreLeftOut() {
        // A 100 × 50 element holding a clipping view A at (10, 10, 50, 30) scrolled by 5, and a view G past its edge.
        let tree = ListViewSnapshot(identifier: "", frame: CGRect(x: 0, y: 0, width: 100, height: 50), children: [
            ListViewSnapshot(
                identifier: "A", path: "0", frame: CGRect(x: 10, y: 10, width: 50, height: 30),
                boundsOrigin: CGPoint(x: 5, y: 0), clipsToBounds: true, children: [
                    ListViewSnapshot(identifier: "B", path: "0/0", frame: CGRect(x: 0, y: 0, width: 20, height: 20)),
                    ListViewSnapshot(
                        identifier: "C", path: "0/1", frame: CGRect(x: 100, y: 0, width: 10, height: 10), children: [
                            ListViewSnapshot(
                                identifier: "D", path: "0/1/0", frame: CGRect(x: -90, y: 5, width: 10, height: 10)),
                        ]),
                    ListViewSnapshot(identifier: "E", path: "0/2", frame: CGRect(x: 200, y: 0, width: 0, height: 0)),
                    ListViewSnapshot(identifier: "F", path: "0/3", frame: CGRect(x: 40, y: 0, width: 30, height: 10)),
                ]),
            ListViewSnapshot(identifier: "G", path: "1", frame: CGRect(x: 90, y: 40, width: 20, height: 20)),
        ])
        #expect(SnapshotViewNode.nodes(of: tree) == [
            SnapshotViewNode(id: "A", path: "0", type: "view", frame: [10, 10, 50, 30], offset: [5, 0]),
            SnapshotViewNode(id: "B", path: "0/0", type: "view", frame: [5, 10, 20, 20], visible: [10, 10, 15, 20]),
            // C (105 ..< 115) is wholly outside A (10 ..< 60): left out; its child D pokes back in and is drawn.
            SnapshotViewNode(id: "D", path: "0/1/0", type: "view", frame: [15, 15, 10, 10]),
            SnapshotViewNode(id: "E", path: "0/2", type: "view", frame: [205, 10, 0, 0]),
            SnapshotViewNode(id: "F", path: "0/3", type: "view", frame: [45, 10, 30, 10], visible: [45, 10, 15, 10]),
            // The element clips too (the renderer draws every tree inside its element).
            SnapshotViewNode(id: "G", path: "1", type: "view", frame: [90, 40, 20, 20], visible: [90, 40, 10, 10]),
        ])
    }

    @Test func test_whenASidecarWithVisibleAndOffsetIsWritten_thatItReadsBackTheSame_andOlderSidecarsStillRead() throws {
        let screen = Screen(count: 4)
        screen.row.collectionView.contentOffset = CGPoint(x: 120, y: 0)
        let layout = sidecar(screen)
        let text = try layout.strictJSON()
        #expect(text.contains(
            #"{ "id": "chips", "path": "0/0", "type": "collection", "frame": [20, 0, 300, 80], "offset": [120, 0] }"#))
        #expect(text.contains(
            #"{ "id": "0/0/cell 0·0", "path": "0/0/cell 0·0", "type": "view", "frame": [-90, 10, 120, 60], "visible": [20, 10, 10, 60] }"#))
        #expect(try SnapshotLayout(json: Data(text.utf8)) == layout)
        // Without the new fields (a sidecar written before them), the nodes read with neither.
        let old = #"{ "contentSize": { "width": 1, "height": 1 }, "items": [], "headers": [], "footers": [], "views": [ { "kind": "cell", "section": 0, "item": 0, "nodes": [ { "id": "a", "path": "0", "type": "view", "frame": [1, 2, 3, 4] } ] } ] }"#
        let read = try SnapshotLayout(json: Data(old.utf8))
        #expect(read.views?.first?.nodes == [SnapshotViewNode(id: "a", path: "0", type: "view", frame: [1, 2, 3, 4])])
        let bad = old.replacingOccurrences(of: #""frame": [1, 2, 3, 4]"#, with: #""frame": [1, 2, 3, 4], "visible": [1, 2]"#)
        #expect(throws: SnapshotError.self) { try SnapshotLayout(json: Data(bad.utf8)) }
    }

    @Test func test_whenOnlyTheNestedListScrolled_thatVerifySaysTheScrollOnce_andTheCellsThatCameIntoView() {
        let screen = Screen(count: 4)
        let golden = sidecar(screen)
        screen.row.collectionView.contentOffset = CGPoint(x: 120, y: 0)
        let current = sidecar(screen)
        let changes = ViewChange.changes(from: golden, to: current) ?? []
        // Chip 3 (400 ..< 520 in the content) came into the viewport (120 ..< 420) in part; the others moved with it.
        #expect(ViewChange.summary(of: changes)
            == "cell 0·0: collection `chips` content offset 0, 0 → 120, 0; view `0/0/cell 3·0` appeared (partly hidden)")
        // The same cell keeps its name: chip 1 is matched with itself, not with the first visible cell.
        let chip1 = changes.first { $0.after?.path == "0/0/cell 1·0" }
        #expect(chip1?.before?.frame == [160, 10, 120, 60])
        #expect(chip1?.after?.frame == [40, 10, 120, 60])
    }

    @Test func test_whenANestedCellChangesWhilePartlyHidden_thatVerifySaysSo() {
        let screen = Screen(count: 3)
        screen.row.collectionView.contentOffset = CGPoint(x: 40, y: 0)
        let golden = sidecar(screen)
        var current = golden
        // Chip 2's content view grew by 20 points to the right, in its hidden part.
        current.views?[0].nodes[7].frame = [250, 10, 140, 60]
        let changes = ViewChange.changes(from: golden, to: current) ?? []
        #expect(ViewChange.summary(of: changes) == "cell 0·0: view `0/0/cell 2·0/0` width 120 → 140 (partly hidden)")
    }
}
