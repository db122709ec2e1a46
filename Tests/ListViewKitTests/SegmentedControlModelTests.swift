import Foundation
import ListCore
import ListViewKit
import Testing

/// `UISegmentedControl`'s model as UIKit's: segments inserted, removed, retitled and disabled, the selection
/// following its segment, `.valueChanged` on a tap only, and VoiceOver reading each segment as a button.
@MainActor
@Suite struct SegmentedControlModelTests {
    private func control() -> UISegmentedControl {
        let control = UISegmentedControl(items: ["All", "Unread", "Flagged"])
        control.frame.size.width = 300
        return control
    }

    @Test func test_whenSegmentsChange_thatTheModelFollows_andOutOfRangeIndexesAreIgnored() {
        let filter = control()
        filter.insertSegment(withTitle: "Drafts", at: 99, animated: false)
        #expect(filter.numberOfSegments == 4 && filter.titleForSegment(at: 3) == "Drafts")
        filter.setTitle("Everything", forSegmentAt: 0)
        filter.setEnabled(false, forSegmentAt: 2)
        filter.removeSegment(at: -1, animated: false)
        filter.setTitle("x", forSegmentAt: 9)
        filter.setWidth(40, forSegmentAt: 9)
        #expect(filter.titleForSegment(at: 0) == "Everything" && !filter.isEnabledForSegment(at: 2))
        #expect(filter.isEnabledForSegment(at: 1) && !filter.isEnabledForSegment(at: 9) && filter.titleForSegment(at: 9) == nil)
        #expect(filter.widthForSegment(at: 9) == 0 && filter.numberOfSegments == 4)
        let star = UIImage(systemName: "star")
        filter.setImage(star, forSegmentAt: 1)
        #expect(filter.titleForSegment(at: 1) == nil && filter.imageForSegment(at: 1) == star)
        filter.insertSegment(with: star, at: -5, animated: true)
        #expect(filter.imageForSegment(at: 0) == star && filter.titleForSegment(at: 1) == "Everything")
        filter.setWidth(.nan, forSegmentAt: 0)
        filter.setWidth(-3, forSegmentAt: 1)
        #expect(filter.widthForSegment(at: 0) == 0 && filter.widthForSegment(at: 1) == 0)
        filter.removeAllSegments()
        #expect(filter.numberOfSegments == 0 && filter.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test func test_whenSegmentsAreInsertedOrRemovedAroundTheSelection_thatTheSelectedSegmentStaysSelected() {
        let filter = control()
        filter.selectedSegmentIndex = 1
        filter.insertSegment(withTitle: "New", at: 0, animated: false)
        #expect(filter.selectedSegmentIndex == 2 && filter.titleForSegment(at: 2) == "Unread")
        filter.insertSegment(withTitle: "Later", at: 3, animated: false)
        #expect(filter.selectedSegmentIndex == 2)
        filter.removeSegment(at: 0, animated: false)
        #expect(filter.selectedSegmentIndex == 1 && filter.titleForSegment(at: 1) == "Unread")
        filter.removeSegment(at: 1, animated: false)
        #expect(filter.selectedSegmentIndex == UISegmentedControl.noSegment)
        filter.selectedSegmentIndex = 7
        #expect(filter.selectedSegmentIndex == UISegmentedControl.noSegment)
        filter.selectedSegmentIndex = 2
        #expect(filter.selectedSegmentIndex == 2)
    }

    @Test func test_whenASegmentIsTapped_thatValueChangedIsSent_butNotWhenTheIndexIsSetInCode() {
        let filter = control()
        var received: [Int] = []
        filter.addAction(UIAction { [weak filter] _ in received.append(filter?.selectedSegmentIndex ?? -2) }, for: .valueChanged)
        filter.selectedSegmentIndex = 1
        #expect(received.isEmpty)
        filter.tapSegment(at: 2)
        filter.tapSegment(at: 2)   // already selected: no change
        filter.setEnabled(false, forSegmentAt: 0)
        filter.tapSegment(at: 0)   // disabled segment
        filter.tapSegment(at: 5)   // outside
        #expect(received == [2] && filter.selectedSegmentIndex == 2)
        filter.isMomentary = true
        filter.tapSegment(at: 2)   // a momentary control reports every tap
        filter.isEnabled = false
        filter.tapSegment(at: 1)
        #expect(received == [2, 2])
    }

    @Test func test_whenReadByVoiceOver_thatEachSegmentIsAButton_theSelectedOneSelected_inReadingOrder() {
        for direction in [ListLayoutDirection.leftToRight, .rightToLeft] {
            let filter = control()
            filter.overrideTraitCollection = ListTraitCollection(environment: ListEnvironment(layoutDirection: direction))
            filter.selectedSegmentIndex = 1
            filter.setEnabled(false, forSegmentAt: 2)
            let elements = filter.accessibilityHierarchy().elements
            #expect(!filter.isAccessibilityElement)
            #expect(elements.map(\.label) == ["All", "Unread", "Flagged"])
            #expect(elements.map(\.traits) == [.button, [.button, .selected], [.button, .notEnabled]])
            #expect(elements.map(\.frame) == filter.segmentFrames)
            #expect(elements[0].frame.minX == (direction == .rightToLeft ? 200 : 0))
        }
    }

    @Test func test_whenTitleAttributesAreSet_thatTheSelectedStateIsDrawnOverTheNormalOne() throws {
        let filter = control()
        let big = UIFont.systemFont(ofSize: 20)
        filter.setTitleTextAttributes([.font: big, .foregroundColor: UIColor.systemRed], for: .normal)
        filter.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        filter.selectedSegmentIndex = 0
        filter.selectedSegmentTintColor = .systemBlue
        #expect(filter.titleTextAttributes(for: .selected)?.count == 1)
        let node = filter.snapshot()
        let texts = node.children.compactMap { segment in segment.children.first?.text }
        #expect(texts.map(\.string) == ["All", "Unread", "Flagged"])
        #expect(texts.map { $0.color(atUTF8Offset: 0) } == [UIColor.white, .systemRed, .systemRed].map { $0.resolved(for: .light) })
        #expect(texts.allSatisfy { $0.font?.size == 20 })
        #expect(node.children.first { $0.identifier == "segmentedControl.selected" }?.backgroundColor
            == UIColor.systemBlue.resolved(for: .light))
        #expect(node.kind == .segmentedControl)
    }
}
