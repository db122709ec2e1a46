import Foundation
import ListSnapshotKit
import ListViewKit
import Testing

/// The words `verify --accessibility` explains a change in what VoiceOver reads with, and the sidecar section.
@MainActor
@Suite struct AccessibilityChangeTests {
    func entry(_ element: String, _ label: String?, kind: String = "button", traits: ListAccessibilityTraits = .button)
        -> SnapshotLayout.AccessibilityEntry
    {
        SnapshotLayout.AccessibilityEntry(ListAccessibilityHierarchy.Element(
            label: label, traits: traits, frame: CGRect(x: 0, y: 0, width: 10, height: 10), kind: kind, source: element))
    }

    @Test func test_whenALabelIsRemovedAndTwoElementsSwap_thatTheExplanationSaysBoth() {
        let old = [entry("header 1", "Ana", kind: "view"), entry("cell 1·0/name", "Ana", kind: "label", traits: .staticText),
                   entry("cell 1·0/age", "5h", kind: "label", traits: .staticText), entry("cell 1·1/share", "Share"),
                   entry("cell 1·1/like", "Like")]
        var new = old
        new.swapAt(3, 4)
        new[3] = entry("cell 1·1/like", nil)
        #expect(AccessibilityChange.explanations(from: old, to: new)
            == ["cell 1·1: label of button `like` removed", "reading order 4 ↔ 5"])
    }

    @Test func test_whenElementsComeGoAndChange_thatEachIsNamed() {
        let old = [entry("cell 0·0", "Wi-Fi", kind: "cell", traits: []), entry("cell 0·1/like", "Like")]
        let new = [entry("cell 0·0", "WLAN", kind: "cell", traits: [.header]), entry("cell 0·1/save", "Save")]
        #expect(AccessibilityChange.explanations(from: old, to: new) == [
            "cell 0·0: label of the cell \"Wi-Fi\" → \"WLAN\"", "cell 0·0: traits of the cell none → header",
            "cell 0·1: button `like` no longer read", "cell 0·1: button `save` now read (\"Save. Button.\")",
        ])
        #expect(AccessibilityChange.explanations(from: old, to: old).isEmpty)
        let many = (0..<40).map { entry("cell 0·\($0)", "\($0)") }
        #expect(AccessibilityChange.explanations(from: many, to: []).count == AccessibilityChange.maximumExplanations + 1)
    }

    @Test func test_whenASidecarHasAnAccessibilitySection_thatItReadsBackAsWritten() throws {
        var layout = SnapshotLayout(contentSize: [100, 100], elements: [])
        layout.recordAccessibility(ListAccessibilityHierarchy(elements: [
            ListAccessibilityHierarchy.Element(
                label: "Say \"hi\"\n", value: "1", hint: "Double tap.", traits: [.button, .toggleButton],
                frame: CGRect(x: 1, y: 2, width: 3, height: 4), customActions: ["Reply"], kind: "switch",
                source: "cell 0·0/toggle"),
        ]))
        let json = try layout.strictJSON()
        #expect(json.contains(#""label": "Say \"hi\"\\u{A}""#), "\(json)")
        let read = try SnapshotLayout(json: Data(json.utf8))
        #expect(read.accessibility == layout.accessibility)
        #expect(read.accessibility?.first?.traits == ["button", "toggleButton"])
        #expect(read.accessibility?.first?.actions == ["Reply"])
        #expect(SnapshotLayout(contentSize: [1, 1], elements: []).json.contains("accessibility") == false)
    }
}
