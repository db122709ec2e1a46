import Foundation
import ListCore
import ListDiffKit
import Testing
@testable import ListLayoutKit

@Suite struct LayoutInvalidationTests {
    typealias F = LayoutFixture

    @Test func test_whenBoundsChange_withOrWithoutStickyHeaders_thatOnlySizeChangesOrStickyScrollsInvalidate() {
        let plain = F.layout([F.section([(100, 10)])])
        let sticky = F.layout(sticky: true, [F.section([(100, 10)])])
        #expect(plain.shouldInvalidateLayout(forBoundsChange: F.rect(0, 0, 120, 100)))
        #expect(!plain.shouldInvalidateLayout(forBoundsChange: F.rect(0, 40, 100, 100)))
        #expect(sticky.shouldInvalidateLayout(forBoundsChange: F.rect(0, 40, 100, 100)))
        #expect(!sticky.shouldInvalidateLayout(forBoundsChange: F.rect(40, 0, 100, 100)))
        #expect(!sticky.shouldInvalidateLayout(forBoundsChange: F.rect(0, 0, 100, 100)))
    }

    @Test func test_whenTheContainerWidthChanges_withWrappingItems_thatEverythingIsLaidOutAgain() {
        var layout = F.layout([F.section([(50, 10), (50, 10)])])
        #expect(layout.cell(0, 1) == F.rect(50, 0, 50, 10))
        layout.bounds.size.width = 80
        #expect(layout.cell(0, 1) == F.rect(0, 10, 50, 10))
        #expect(layout.lastRelayoutFirstSection == 0)
    }

    @Test func test_whenOnlyTheOffsetChanges_withAnyLayout_thatNothingIsLaidOutAgain() {
        var layout = F.layout([F.section([(50, 10)]), F.section([(50, 10)])])
        layout.lastRelayoutFirstSection = -1
        layout.contentOffset = CGPoint(x: 0, y: 300)
        #expect(layout.lastRelayoutFirstSection == -1)
    }

    @Test func test_whenALateSectionChanges_withABatchUpdate_thatRelayoutStartsThereAndMatchesAFreshLayout() {
        let sections = (0..<10).map { _ in F.section([(40, 10), (40, 12), (40, 14)], line: 2, interitem: 3, header: 5) }
        var layout = F.layout(sections)
        var changed = sections
        changed[7].itemSizes.append(CGSize(width: 30, height: 30))
        changed.remove(at: 9)
        layout.setSections(changed)
        #expect(layout.lastRelayoutFirstSection == 7)
        let fresh = F.layout(changed)
        #expect(layout.allCellFrames == fresh.allCellFrames)
        #expect(layout.entries == fresh.entries)
        #expect(layout.contentSize == fresh.contentSize)
    }

    @Test func test_whenSeveralInputsChange_withPerformBatchUpdates_thatTheLayoutRunsOnce() {
        var layout = F.layout([F.section([(50, 10)])])
        var runs = 0
        layout.performBatchUpdates { layout in
            layout.scale = 3
            layout.bounds.size = CGSize(width: 200, height: 200)
            layout.showHeaderWhenEmpty = true
            runs = layout.relayoutCount
        }
        #expect(runs == layout.relayoutCount - 1)
    }
}
