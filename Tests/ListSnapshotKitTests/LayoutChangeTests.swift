import Foundation
import ListSnapshotKit
import Testing

@Suite struct LayoutChangeTests {
    private func layout(_ heights: [Double], header: Double? = nil) -> SnapshotLayout {
        var elements: [SnapshotLayout.Element] = []
        var y = 0.0
        if let header {
            elements.append(.init(kind: "header", section: 0, item: 0, frame: [0, 0, 390, header]))
            y = header
        }
        for (index, height) in heights.enumerated() {
            elements.append(.init(kind: "cell", section: 1, item: index, frame: [0, y, 390, height]))
            y += height
        }
        return SnapshotLayout(contentSize: [390, y], elements: elements)
    }

    @Test func test_whenOneCellGrows_thatItsHeightAndTheElementsBelowAreToldInWords() {
        let before = layout([44, 44, 44, 44, 44, 44, 44, 44, 44, 44])
        let after = layout([44, 44, 60, 44, 44, 44, 44, 44, 44, 44])
        let changes = LayoutChange.changes(from: before, to: after)
        #expect(changes.count == 8)
        #expect(changes[0] == LayoutChange(kind: "cell", section: 1, item: 2, before: [0, 88, 390, 44], after: [0, 88, 390, 60]))
        #expect(LayoutChange.summary(of: changes) == "cell 1·2: height 44 → 60; 7 elements below moved down 16 pt")
    }

    @Test func test_whenNothingMoved_thatItIsContentOnly_andAppearingElementsAreNamed() {
        #expect(LayoutChange.changes(from: layout([44, 44]), to: layout([44, 44])) == [])
        #expect(LayoutChange.summary(of: []) == "content only: no frame changed")
        let changes = LayoutChange.changes(from: layout([44], header: 20), to: layout([44, 44]))
        #expect(LayoutChange.summary(of: changes)
            == "cell 1·1 appeared; header 0 disappeared; cell 1·0 moved up 20 pt")
    }

    @Test func test_whenASidecarIsWrittenAndRead_thatItIsTheLayoutCommandsShape_andRoundTrips() throws {
        var sidecar = layout([44, 60], header: 30)
        sidecar.stickyHeaders = [0]
        #expect(sidecar.json == """
            {
              "contentSize": { "width": 390, "height": 134 },
              "items": [
                { "section": 1, "item": 0, "frame": [0, 30, 390, 44] },
                { "section": 1, "item": 1, "frame": [0, 74, 390, 60] }
              ],
              "headers": [
                { "section": 0, "frame": [0, 0, 390, 30], "sticky": true }
              ],
              "footers": []
            }

            """)
        let read = try SnapshotLayout(json: Data(sidecar.json.utf8))
        #expect(Set(read.elements) == Set(sidecar.elements))
        #expect(read.stickyHeaders == [0])
        #expect(throws: SnapshotError.self) { try SnapshotLayout(json: Data("[]".utf8)) }
    }

    @Test func test_whenManyCasesShareTheSameChange_thatTheyAreGroupedOnce() {
        let change = [LayoutChange(kind: "cell", section: 0, item: 1, before: [0, 44, 390, 44], after: [0, 44, 390, 60])]
        var results = (0..<3).map { index in
            var result = SnapshotCaseResult(name: "s\(index).json", status: .failed("x"))
            result.layoutChanges = change
            return result
        }
        var other = SnapshotCaseResult(name: "other.json", status: .failed("y"))
        other.layoutChanges = []
        results.append(other)
        let groups = SnapshotChangeGroup.groups(of: results)
        #expect(groups.count == 1)
        #expect(groups[0].headline == "the same 1 element changed in 3 cases")
        #expect(groups[0].summary == "cell 0·1: height 44 → 60")
        #expect(groups[0].cases == ["s0.json", "s1.json", "s2.json"])
    }
}
