import Foundation
import ListCore
import ListDiffKit
import Testing
@testable import ListLayoutKit

/// IGListKit's quirks, reproduced on purpose (see docs/LAYOUT.md), at every scale.
@Suite struct LayoutQuirkTests {
    typealias F = LayoutFixture

    @Test(arguments: Orientation.all)
    func test_whenTheCollectionViewHasAContentInset_withWideItems_thatFramesStartAtZeroInAThinnerContainer(o: Orientation) {
        let layout = o.layout(
            contentInset: ListEdgeInsets(top: 20, left: 10, bottom: 0, right: 10), [o.section([(100, 10)])])
        #expect(layout.cell(0, 0) == o.rect(0, 0, 80, 10))
        #expect(layout.contentSize == o.size(80, 10))
    }

    @Test(arguments: Orientation.all)
    func test_whenASectionContinuesARow_withALeftInset_thatTheLeadingInsetIsAddedToTheCursor(o: Orientation) {
        let layout = o.layout([
            o.section([(30, 10)]), o.section([(30, 10)], inset: ListEdgeInsets(top: 0, left: 5, bottom: 0, right: 0)),
        ])
        #expect(layout.cell(1, 0) == o.rect(35, 0, 30, 10))
    }

    @Test(arguments: Orientation.all)
    func test_whenASectionContinuesARow_withATopInset_thatItsItemsSitLowerThanTheirRowNeighbours(o: Orientation) {
        let layout = o.layout([
            o.section([(30, 10)]), o.section([(30, 10)], inset: ListEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)),
        ])
        #expect(layout.cell(0, 0) == o.rect(0, 0, 30, 10))
        #expect(layout.cell(1, 0) == o.rect(30, 5, 30, 10))
    }

    @Test(arguments: Orientation.all)
    func test_whenASectionEnds_withARightInset_thatTheTrailingInsetPushesTheNextSectionAlongTheRow(o: Orientation) {
        let layout = o.layout([
            o.section([(30, 10)], inset: ListEdgeInsets(top: 0, left: 0, bottom: 0, right: 10), interitem: 2),
            o.section([(30, 10)]),
        ])
        #expect(layout.cell(1, 0) == o.rect(42, 0, 30, 10))
    }

    @Test(arguments: Orientation.all)
    func test_whenAHeaderedSectionHasLineSpacing_withItsFirstRow_thatNoLineSpacingPrecedesIt(o: Orientation) {
        let layout = o.layout([o.section([(100, 10)]), o.section([(100, 10), (100, 10)], line: 50, header: 5)])
        #expect(layout.cell(1, 0) == o.rect(0, 15, 100, 10))
        #expect(layout.cell(1, 1) == o.rect(0, 75, 100, 10))
    }

    @Test(arguments: Orientation.at(scale: 2))
    func test_whenStretchToEdgeIsOn_withALeftInset_thatItemsStretchToThePaddedWidthNotTheEdge(o: Orientation) {
        // Quirk: the cursor includes the left inset but the padded width does not, so the target is 10 pt short.
        let inset = ListEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        let layout = o.layout(stretchToEdge: true, [o.section([(40, 10), (39.5, 10), (40, 10), (49.5, 10)], inset: inset)])
        #expect(layout.cell(0, 1) == o.rect(50, 0, 40, 10))
        #expect(layout.cell(0, 3) == o.rect(50, 10, 49.5, 10))
    }

    @Test(arguments: Orientation.all)
    func test_whenAnEmptySectionShowsItsHeader_withATopInset_thatTheHeaderFollowsThePreviousBoxWithoutTheInset(o: Orientation) {
        let layout = o.layout(showHeaderWhenEmpty: true, [
            o.section([(100, 10)], inset: ListEdgeInsets(top: 0, left: 0, bottom: 4, right: 0)),
            o.section([], inset: ListEdgeInsets(top: 6, left: 3, bottom: 0, right: 3), header: 8, footer: 2),
        ])
        #expect(layout.header(1) == o.rect(3, 10, 94, 8))
        #expect(layout.footer(1) == o.rect(3, 18, 94, 2))
        #expect(layout.contentSize == o.size(100, 20))
    }

    @Test(arguments: Orientation.all)
    func test_whenATallItemSharesARowWithTheLastSection_withShortItems_thatTheContentSizeOnlyCountsTheLastSection(o: Orientation) {
        let layout = o.layout([o.section([(50, 80)]), o.section([(50, 10)])])
        #expect(layout.cell(0, 0) == o.rect(0, 0, 50, 80))
        #expect(layout.contentSize == o.size(100, 10))
    }

    @Test(arguments: Orientation.all)
    func test_whenASectionWithASmallerTopInsetContinuesARow_withTwoRowsBefore_thatItOverlapsThePreviousRow(o: Orientation) {
        // Quirk: rows share one cursor but each item adds its own section's top inset, so an item of a section
        // with a smaller top inset, continuing the row, moves up into the row above.
        //   |[ 0,0 ][ 0,1 ]|  y 5..15
        //   |[ 0,2 ][ 1,0 ]|  (0,2) at y 15..25, (1,0) at y 11..21: 4 pt into (0,1)
        let layout = o.layout([
            o.section([(50, 10), (50, 10), (50, 10)], inset: ListEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)),
            o.section([(50, 10)], inset: ListEdgeInsets(top: 1, left: 0, bottom: 0, right: 0)),
        ])
        #expect(layout.cell(0, 1) == o.rect(50, 5, 50, 10))
        #expect(layout.cell(0, 2) == o.rect(0, 15, 50, 10))
        #expect(layout.cell(1, 0) == o.rect(50, 11, 50, 10))
    }

    @Test(arguments: Orientation.all)
    func test_whenThereAreNoSections_withAnyBounds_thatTheContentSizeIsZero(o: Orientation) {
        let layout = o.layout([])
        #expect(layout.contentSize == .zero)
        #expect(layout.layoutAttributesForElements(in: o.rect(0, 0, 100, 100)) == [])
        #expect(layout.header(0) == nil)
        #expect(layout.cell(0, 0) == nil)
    }

    @Test(arguments: Orientation.all)
    func test_whenAStickyHeaderRestsInTheBottomInset_withARectOnlyOverThatGap_thatIGListKitReturnsNothing(o: Orientation) {
        // The header is clamped into the gap between section 0's box and section 1, but the rect query only looks
        // at sections whose box intersects the rect.
        var layout = o.layout(sticky: true, [
            o.section([(100, 20)], inset: ListEdgeInsets(top: 0, left: 0, bottom: 30, right: 0), header: 10),
            o.section([(100, 20)], header: 10),
        ])
        layout.contentOffset = o.offset(45)
        #expect(layout.header(0) == o.rect(0, 45, 100, 10))
        #expect(layout.layoutAttributesForElements(in: o.rect(0, 40, 100, 15)) == [])
    }

    @Test(arguments: Orientation.all)
    func test_whenAnItemHasZeroSize_withARectAroundIt_thatAPointStrictlyInsideIntersects(o: Orientation) {
        // A zero-width item fits after a full row (100 + 0 is not > 100 + 1) and sits at its end.
        let layout = o.layout([o.section([(100, 10), (0, 0), (100, 10)])])
        #expect(layout.cell(0, 1) == o.rect(100, 0, 0, 0))
        let found = layout.layoutAttributesForElements(in: o.rect(95, -5, 10, 10)).map(\.indexPath.item)
        #expect(found == [0, 1])
        #expect(layout.layoutAttributesForElements(in: o.rect(100, -5, 10, 5)).map(\.indexPath.item) == [])
    }
}
