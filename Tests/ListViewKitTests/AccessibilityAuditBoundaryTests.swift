import Foundation
import ListCore
import ListViewKit
import Testing

/// The audit's edges, each pinned on its side of the line: a ratio exactly at the threshold, tops exactly one row
/// separation apart, a blank label, an interactive image, a text cut at both sizes.
@Suite struct AccessibilityAuditBoundaryTests {
    typealias Audit = ListAccessibilityAudit
    let white = ListColor(red: 255, green: 255, blue: 255)
    let black = ListColor(red: 0, green: 0, blue: 0)

    func text(_ color: ListColor, visible: Double = 1) -> Audit.TextRun {
        Audit.TextRun(source: "cell 0·0/0", text: "Home", frame: CGRect(x: 10, y: 10, width: 40, height: 17),
                      color: color, fontSize: 17, isBold: false, background: [.init(color: white, count: 680)],
                      visibleShare: visible)
    }

    @Test func test_whenTextMeetsTheThresholdExactly_thatItPasses_andJustBelowItIsFound() {
        // Black on white is exactly 21:1.
        let strict = Audit(minimumContrast: 21)
        #expect(strict.findings(in: Audit.Screen(nodes: [], texts: [text(black)])).isEmpty)
        let almost = ListColor(red: 1, green: 1, blue: 1)
        #expect(strict.findings(in: Audit.Screen(nodes: [], texts: [text(almost)])).map(\.check) == [.contrast])
    }

    @Test func test_whenTopsAreExactlyTheRowSeparationApart_thatTheHigherIsReadFirst() {
        let separation = ListAccessibilityHierarchy.rowSeparation
        let right = ListAccessibilityHierarchy.Element(label: "Right, higher", frame: CGRect(x: 200, y: 0, width: 50, height: 20))
        let left = ListAccessibilityHierarchy.Element(
            label: "Left, lower", frame: CGRect(x: 0, y: separation, width: 50, height: 20))
        let order = ListAccessibilityHierarchy(nodes: [.element(left), .element(right)], layoutDirection: .leftToRight)
        #expect(order.elements.map(\.label) == ["Right, higher", "Left, lower"])
        // Just under the separation, they are one row, read from the leading edge.
        var closer = left
        closer.frame.origin.y = separation - 0.5
        let row = ListAccessibilityHierarchy(nodes: [.element(closer), .element(right)], layoutDirection: .leftToRight)
        #expect(row.elements.map(\.label) == ["Left, lower", "Right, higher"])
    }

    @Test func test_whenAControlsLabelIsBlank_thatItHasNoLabel() {
        let blank = ListAccessibilityNode.element(.init(
            label: " \n\t", traits: .button, frame: CGRect(x: 0, y: 0, width: 60, height: 60), kind: "button",
            source: "cell 0·0/close"))
        #expect(Audit(checks: [.unlabeledControl]).findings(in: Audit.Screen(nodes: [blank])).map(\.element)
            == ["cell 0·0/close"])
        // Escaped white space is still white space; anything else beside it is a label.
        let spoken = ListAccessibilityNode.element(.init(
            label: "\nClose\t", traits: .button, frame: CGRect(x: 0, y: 0, width: 60, height: 60), kind: "button",
            source: "cell 0·0/close"))
        #expect(Audit(checks: [.unlabeledControl]).findings(in: Audit.Screen(nodes: [spoken])).isEmpty)
    }

    @Test func test_whenAnImageIsInteractive_thatAMissingLabelIsOneControlFindingNotAnImageOne() {
        let photo = ListAccessibilityNode.element(.init(
            label: nil, traits: [.button, .image], frame: CGRect(x: 0, y: 0, width: 60, height: 60),
            kind: "imageView", source: "cell 0·0/photo"))
        #expect(Audit().findings(in: Audit.Screen(nodes: [photo])).map(\.check) == [.unlabeledControl])
    }

    @Test func test_whenTextIsCutAtBothSizes_thatTheLargerSizeIsNotBlamed_andOnceWholeAtTheLargerSizeNothingIsFound() {
        let cut = Audit.Screen(nodes: [], texts: [text(black, visible: 0.5)])
        let whole = Audit.Screen(nodes: [], texts: [text(black)])
        #expect(Audit().clippedTextFindings(default: cut, enlarged: cut).isEmpty)
        #expect(Audit().clippedTextFindings(default: whole, enlarged: cut).map(\.measured) == [0.5])
        #expect(Audit().clippedTextFindings(default: whole, enlarged: whole).isEmpty)
    }
}
