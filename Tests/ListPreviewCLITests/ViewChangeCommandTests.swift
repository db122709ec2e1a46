import Foundation
import ListTestSupport
import Testing

/// `record` keeps the subviews of cells with a `"view"` tree in the sidecar, and `verify` explains a change inside
/// a cell by the subviews' names, in the console, `results.json` and the Markdown summary.
@Suite struct ViewChangeCommandTests {
    private func spec(margin: Int = 10, title: String = "Our summer menu is here, with") -> String {
        """
        { "viewport": { "width": 240, "height": 120, "scale": 1 },
          "sections": [ { "items": [ { "height": 100, "backgroundColor": "#FFFFFF", "view":
            { "type": "stack", "axis": "horizontal", "spacing": 8, "alignment": "top",
              "isLayoutMarginsRelativeArrangement": true,
              "layoutMargins": { "top": 10, "left": \(margin), "bottom": 10, "right": 10 },
              "children": [
                { "type": "view", "id": "avatar", "backgroundColor": "#FF0000", "width": 40, "height": 40 },
                { "type": "label", "id": "title", "text": "\(title)", "numberOfLines": 0,
                  "font": { "size": 17 } } ] } } ] } ] }
        """
    }

    @Test func test_whenALabelWrapsAndTheAvatarMoves_thatVerifyExplainsItBySubview() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(spec(), to: "specs/card.json")
        let record = try CommandRunner.run(["record", "specs"], in: folder.url)
        #expect(record.status == 0, "\(record.standardError)")
        let sidecar = try String(contentsOf: folder.file("specs/__Snapshots__/card.layout.json"), encoding: .utf8)
        #expect(sidecar.contains("""
              "views": [
                { "kind": "cell", "section": 0, "item": 0,
                  "nodes": [
                    { "id": "avatar", "path": "0", "type": "view", "frame": [10, 10, 40, 40] },
                    { "id": "title", "path": "1", "type": "label", "frame": [58, 10, 172, 42], "lines": 2, "text": "Our summer menu is here, with" }
                  ] }
              ]
            }
            """), "\(sidecar)")

        try folder.write(spec(margin: 18, title: "Our summer menu is here, with peaches and cream"), to: "specs/card.json")
        let verify = try CommandRunner.run(
            ["verify", "specs", "--summary", "summary.md"], in: folder.url, environment: ["CI": "true"])
        #expect(verify.status == 1)
        let explanation = "cell 0·0: view `avatar` moved right 8 pt; label `title` 2 → 3 lines, "
            + "text “…, with” → “…, with peaches and cre…”, width 172 → 164, moved right 8 pt"
        #expect(verify.standardOutput.contains("\n    layout: \(explanation)\n"), "\(verify.standardOutput)")
        let data = try Data(contentsOf: folder.file(".listpreview-artifacts/results.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let failed = try #require((json["cases"] as? [[String: Any]])?.first)
        #expect(failed["layoutSummary"] as? String == explanation)
        let changes = try #require(failed["viewChanges"] as? [[String: Any]])
        #expect(changes.count == 2)
        let title = try #require(changes[1]["after"] as? [String: Any])
        #expect(title["id"] as? String == "title")
        #expect(title["lines"] as? Int == 3)
        #expect((changes[1]["before"] as? [String: Any])?["frame"] as? [Double] == [58, 10, 172, 42])
        #expect(try String(contentsOf: folder.file("summary.md"), encoding: .utf8).contains("layout: cell 0·0&#58; view &#96;avatar&#96;"))

        // merge-reports reads the changes back and says the same.
        let merge = try CommandRunner.run(["merge-reports", ".listpreview-artifacts", "-o", "merged"], in: folder.url)
        #expect(merge.status == 0, "\(merge.standardError)")
        let merged = try Data(contentsOf: folder.file("merged/results.json"))
        let mergedJSON = try #require(try JSONSerialization.jsonObject(with: merged) as? [String: Any])
        #expect((mergedJSON["cases"] as? [[String: Any]])?.first?["layoutSummary"] as? String == explanation)
    }
}
