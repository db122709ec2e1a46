import Foundation
import ListAnimationKit
import ListDiffKit
import ListLayoutKit
import Testing

@Suite struct StickyTransitionTests {
    /// Two sections, each a 40-point header over 100-point items, sticky headers, in a 390×300 viewport.
    static func layout(itemCounts: [Int], offset: CGFloat) -> ListCollectionViewLayout {
        var layout = ListCollectionViewLayout(stickyHeaders: true)
        layout.performBatchUpdates { layout in
            layout.bounds = CGRect(x: 0, y: offset, width: 390, height: 300)
            layout.setSections(
                itemCounts.map { count in
                    ListLayoutSection(
                        headerSize: CGSize(width: 390, height: 40),
                        itemSizes: Array(repeating: CGSize(width: 390, height: 100), count: count))
                })
        }
        return layout
    }

    /// Section 0 loses its first two items: section 1 comes up by 200 points, pushing section 0's pinned header.
    let before = layout(itemCounts: [4, 4], offset: 210)
    let after = layout(itemCounts: [2, 4], offset: 210)
    var transition: ListTransition {
        ListTransition(
            before: ListTransitionLayout(before), after: ListTransitionLayout(after),
            changes: ListTransitionChanges(
                sectionSources: [.existing(0), .existing(1)],
                itemSources: [
                    [.existing(ListIndexPath(section: 0, item: 2)), .existing(ListIndexPath(section: 0, item: 3))],
                    (0..<4).map { .existing(ListIndexPath(section: 1, item: $0)) },
                ]))
    }

    func header(_ state: ListTransitionState, _ section: Int) -> ListElementState? {
        state.elements.first { $0.kind == .header && $0.indexPath.section == section }
    }

    @Test func test_whenStickyHeadersAnimate_thatTheEndsPinExactlyAsTheLayouts() throws {
        #expect(transition.after.viewport.origin.y == 210)
        for (progress, layout) in [(0.0, before), (1.0, after)] {
            let state = transition.state(at: progress)
            for section in 0..<2 {
                let expected = layout.layoutAttributesForSupplementaryView(
                    ofKind: .header, at: ListIndexPath(section: section, item: 0))
                let shown = header(state, section)
                #expect(shown?.frame == expected?.frame, "progress \(progress), section \(section)")
                if let expected { #expect(shown?.isPinned == expected.isSticky) }
            }
        }
    }

    @Test func test_whenStickyHeadersAnimate_thatTheyArePinnedFromTheInterpolatedSectionBoxes() throws {
        // Before: box 0 = 0…440, box 1 = 440…880; after: box 0 = 0…240, box 1 = 240…680. Offset 210.
        // At 0.5 box 1 starts at 340: header 0 sits at min(max(0, 210), 340 − 40) = 210 (pinned).
        let middle = transition.state(at: 0.5)
        let first = try #require(header(middle, 0))
        #expect(first.frame == CGRect(x: 0, y: 210, width: 390, height: 40))
        #expect(first.isPinned)
        // At 63/64 box 1 starts at 440/64 + 240·63/64 = 243.125: header 0 is pushed up to 203.125.
        #expect(try #require(header(transition.state(at: 63.0 / 64), 0)).frame.minY == 203.125)
        // At 1 box 1 starts at 240: header 0 is held at 240 − 40 = 200, and header 1 rests at 240.
        let end = transition.state(at: 1)
        #expect(try #require(header(end, 0)).frame.minY == 200)
        #expect(try #require(header(end, 1)).frame.minY == 240)
    }

    @Test func test_whenHeadersRestMidTransition_thatNoneIsReportedPinned() throws {
        let resting = ListTransition(
            before: ListTransitionLayout(Self.layout(itemCounts: [4, 4], offset: 0)),
            after: ListTransitionLayout(Self.layout(itemCounts: [2, 4], offset: 0)),
            changes: transition.changes)
        for progress in stride(from: 0.0, through: 1.0, by: 0.1) {
            let headers = resting.state(at: progress).elements.filter { $0.kind == .header }
            #expect(!headers.isEmpty)
            #expect(headers.allSatisfy { !$0.isPinned }, "progress \(progress)")
        }
    }

    @Test func test_whenTheViewportIsBelowTheLastSectionsBox_thatItsHeaderIsNotPinnedThere_asTheLayoutShowsIt() {
        // One section: box 0…440 (a 40-point header over 4 items), scrolled to 500: the layout pins the last
        // section's header at 500 (no next box holds it) but shows no element, since no section's box is in view.
        let before = Self.layout(itemCounts: [4], offset: 500)
        let transition = ListTransition(
            before: ListTransitionLayout(before), after: ListTransitionLayout(before),
            changes: ListTransitionChanges(
                sectionSources: [.existing(0)], itemSources: [(0..<4).map { .existing(ListIndexPath(section: 0, item: $0)) }]))
        #expect(before.layoutAttributesForElements(in: before.bounds).isEmpty)
        #expect(transition.state(at: 0).viewport.minY == 500)
        #expect(transition.state(at: 0).elements.isEmpty)
        // The transition ends at the offset the content allows (140), where the box is in view again.
        #expect(header(transition.state(at: 1), 0)?.frame == CGRect(x: 0, y: 140, width: 390, height: 40))
        // Scrolled to 420, the box is in view and the header is pinned at 420 as the layout pins it.
        let inView = Self.layout(itemCounts: [4], offset: 420)
        let shown = ListTransition(
            before: ListTransitionLayout(inView), after: ListTransitionLayout(inView), changes: transition.changes)
        let pinned = header(shown.state(at: 0), 0)
        #expect(pinned?.frame == CGRect(x: 0, y: 420, width: 390, height: 40))
        #expect(pinned?.frame == inView.layoutAttributesForElements(in: inView.bounds).first { $0.kind == .header }?.frame)
    }
}
