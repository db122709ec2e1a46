import Foundation
import ListSnapshotKit
import Testing

/// The subviews a layout sidecar records (`"views"`) and how `verify` explains a change inside a cell.
@Suite struct ViewChangeTests {
    private func node(
        _ id: String, _ path: String, _ type: String, _ frame: [Double], lines: Int? = nil, text: String? = nil,
        image: String? = nil
    ) -> SnapshotViewNode {
        SnapshotViewNode(id: id, path: path, type: type, frame: frame, text: text, lines: lines, image: image)
    }

    private func sidecar(_ nodes: [SnapshotViewNode], item: Int = 2) -> SnapshotLayout {
        var layout = SnapshotLayout(
            contentSize: [390, 300], elements: [.init(kind: "cell", section: 0, item: item, frame: [0, 0, 390, 100])])
        layout.views = [SnapshotLayout.ElementViews(kind: "cell", section: 0, item: item, nodes: nodes)]
        return layout
    }

    private var golden: SnapshotLayout {
        sidecar([
            node("avatar", "0/0", "image", [12, 8, 40, 40], image: "avatar"),
            node("0/1", "0/1", "stack", [64, 8, 300, 60]),
            node("title", "0/1/0", "label", [64, 8, 300, 40], lines: 2, text: "Our summer menu is here"),
            node("caption", "0/1/1", "label", [64, 48, 300, 20], lines: 1, text: "Today"),
        ])
    }

    @Test func test_whenALabelWrapsAndTheAvatarMoves_thatTheChangeIsSaidByName() throws {
        let current = sidecar([
            node("avatar", "0/0", "image", [20, 8, 40, 40], image: "avatar"),
            node("0/1", "0/1", "stack", [64, 8, 300, 80]),
            node("title", "0/1/0", "label", [64, 8, 300, 60], lines: 3, text: "Our summer menu is here"),
            node("caption", "0/1/1", "label", [64, 68, 300, 20], lines: 1, text: "Today"),
        ])
        let changes = try #require(ViewChange.changes(from: golden, to: current))
        #expect(changes.map { $0.after?.id } == ["avatar", "0/1", "title", "caption"])
        #expect(ViewChange.summary(of: changes)
            == "cell 0·2: image `avatar` moved right 8 pt; stack `0/1` height 60 → 80; label `title` 2 → 3 lines; "
            + "label `caption` moved down 20 pt")
        #expect(LayoutChange.summary(of: [], views: changes) == ViewChange.summary(of: changes))
    }

    @Test func test_whenAContainerMoves_thatItsSubviewsAreNotRepeated_andTextImageAndVanishingAreSaid() throws {
        let current = sidecar([
            node("avatar", "0/0", "image", [12, 8, 40, 40], image: "placeholder"),
            node("0/1", "0/1", "stack", [64, 18, 300, 60]),
            node("title", "0/1/0", "label", [64, 18, 300, 40], lines: 2, text: "Our autumn menu is here and it is long"),
            node("badge", "0/2", "view", [370, 4, 12, 12]),
        ])
        let changes = try #require(ViewChange.changes(from: golden, to: current))
        #expect(ViewChange.summary(of: changes)
            == "cell 0·2: image `avatar` image avatar → placeholder; stack `0/1` moved down 10 pt; "
            + "label `title` text “Our summer menu is here” → “Our autumn menu is here…”; view `badge` appeared; "
            + "label `caption` disappeared")
        let frames = [LayoutChange(kind: "cell", section: 0, item: 2, before: [0, 0, 390, 100], after: [0, 0, 390, 110])]
        #expect(LayoutChange.summary(of: frames, views: Array(changes.prefix(2)))
            == "cell 0·2: height 100 → 110; cell 0·2: image `avatar` image avatar → placeholder; "
            + "stack `0/1` moved down 10 pt")
    }

    @Test func test_whenNothingInsideChanged_orEitherSidecarHasNoViews_thatNothingIsSaid() {
        #expect(ViewChange.changes(from: golden, to: golden) == [])
        #expect(LayoutChange.summary(of: [], views: []) == "content only: no frame changed")
        var old = golden
        old.views = nil
        #expect(ViewChange.changes(from: old, to: golden) == nil)
        // An element the golden did not draw (scrolled in) is not compared.
        #expect(ViewChange.changes(from: golden, to: sidecar([node("x", "0", "view", [0, 0, 1, 1])], item: 3)) == [])
    }

    @Test func test_whenASidecarRecordsViews_thatTheyAreWrittenLast_readBack_andChecked() throws {
        var layout = sidecar([
            node("avatar", "0/0", "image", [12, 8, 40, 40], image: "avatar"),
            node("title", "0/1", "label", [64, 8, 300, 40.5], lines: 2, text: "Ann \"A\""),
        ])
        #expect(try layout.strictJSON() == """
            {
              "contentSize": { "width": 390, "height": 300 },
              "items": [
                { "section": 0, "item": 2, "frame": [0, 0, 390, 100] }
              ],
              "headers": [],
              "footers": [],
              "views": [
                { "kind": "cell", "section": 0, "item": 2,
                  "nodes": [
                    { "id": "avatar", "path": "0/0", "type": "image", "frame": [12, 8, 40, 40], "image": "avatar" },
                    { "id": "title", "path": "0/1", "type": "label", "frame": [64, 8, 300, 40.5], "lines": 2, "text": "Ann \\"A\\"" }
                  ] }
              ]
            }

            """)
        let read = try SnapshotLayout(json: Data(layout.json.utf8))
        #expect(read.views == layout.views)
        let bad = layout.json.replacingOccurrences(of: "\"kind\": \"cell\"", with: "\"kind\": \"row\"")
        layout.views?[0].nodes[1].frame[3] = .nan
        #expect {
            try layout.strictJSON()
        } throws: { error in
            "\(error)".hasPrefix("views[0].nodes[1].frame[3]: nan is not a number JSON can hold")
        }
        #expect {
            try SnapshotLayout(json: Data(bad.utf8))
        } throws: { error in
            "\(error)".contains("views[0].kind: must be cell, header or footer, got \"row\"")
        }
    }
}
