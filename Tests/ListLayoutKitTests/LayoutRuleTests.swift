import Foundation
import ListCore
import ListDiffKit
import Testing
@testable import ListLayoutKit

/// The layout rules of IGListKit, each example run vertically and horizontally (transposed) at scales 1, 2, 3.
@Suite struct LayoutRuleTests {
    typealias F = LayoutFixture

    @Test(arguments: Orientation.all)
    func test_whenItemsFillTheWidth_withOneSection_thatTheyStack(o: Orientation) {
        let layout = o.layout([o.section([(100, 10), (100, 20), (100, 30)])])
        #expect(layout.allCellFrames == [[o.rect(0, 0, 100, 10), o.rect(0, 10, 100, 20), o.rect(0, 30, 100, 30)]])
        #expect(layout.contentSize == o.size(100, 60))
    }

    @Test(arguments: Orientation.all)
    func test_whenSectionsHaveNoHeaders_withSmallItems_thatConsecutiveSectionsShareARow(o: Orientation) {
        // |[ 0,0 ][ 0,1 ][ 1,0 ]   |
        // |[ 1,1 ]                 |
        let layout = o.layout([o.section([(30, 10), (30, 10)]), o.section([(30, 20), (30, 10)])])
        #expect(layout.allCellFrames == [
            [o.rect(0, 0, 30, 10), o.rect(30, 0, 30, 10)],
            [o.rect(60, 0, 30, 20), o.rect(0, 20, 30, 10)],
        ])
    }

    @Test(arguments: Orientation.all)
    func test_whenSecondSectionHasAHeader_withSmallItems_thatItStartsANewRow(o: Orientation) {
        let layout = o.layout([o.section([(30, 10)]), o.section([(30, 10)], header: 15)])
        #expect(layout.cell(1, 0) == o.rect(0, 25, 30, 10))
        #expect(layout.header(1) == o.rect(0, 10, 100, 15))
    }

    @Test(arguments: Orientation.all)
    func test_whenRowsWrap_withLineAndInteritemSpacing_thatLineSpacingStaysInsideTheSection(o: Orientation) {
        let layout = o.layout([
            o.section([(45, 10), (45, 10), (45, 10)], line: 5, interitem: 10),
            o.section([(45, 10)], line: 7, interitem: 3),
        ])
        // 45 + 10 + 45 = 100 fits; the third item wraps with line spacing 5. Section 1's first item follows on the
        // same row after the interitem spacing of section 0 (10).
        #expect(layout.allCellFrames == [
            [o.rect(0, 0, 45, 10), o.rect(55, 0, 45, 10), o.rect(0, 15, 45, 10)],
            [o.rect(55, 15, 45, 10)],
        ])
    }

    @Test(arguments: Orientation.all)
    func test_whenAnItemOverflowsByOnePoint_withTheEpsilon_thatItStaysOnTheRow(o: Orientation) {
        let layout = o.layout([o.section([(50, 10), (51, 10), (50, 10), (52, 10)])])
        #expect(layout.allCellFrames == [
            [o.rect(0, 0, 50, 10), o.rect(50, 0, 51, 10), o.rect(0, 10, 50, 10), o.rect(0, 20, 52, 10)],
        ])
    }

    @Test(arguments: Orientation.all)
    func test_whenAnItemIsWiderThanTheContainer_withInsets_thatItIsClampedToThePaddedWidth(o: Orientation) {
        let inset = ListEdgeInsets(top: 0, left: 10, bottom: 0, right: 5)
        let layout = o.layout([o.section([(500, 10)], inset: inset)])
        #expect(layout.cell(0, 0) == o.rect(10, 0, 85, 10))
    }

    @Test func test_whenSectionHasHeaderFooterAndInsets_withVerticalScrolling_thatTheFooterPrecedesTheBottomInset() {
        let inset = ListEdgeInsets(top: 5, left: 10, bottom: 7, right: 10)
        let layout = F.layout([F.section([(80, 20)], inset: inset, header: 10, footer: 12), F.section([(100, 10)])])
        #expect(layout.header(0) == F.rect(10, 5, 80, 10))
        #expect(layout.cell(0, 0) == F.rect(10, 15, 80, 20))
        #expect(layout.footer(0) == F.rect(10, 35, 80, 12))
        #expect(layout.cell(1, 0) == F.rect(0, 54, 100, 10))
        #expect(layout.contentSize == CGSize(width: 100, height: 64))
    }

    @Test(arguments: Orientation.all)
    func test_whenSectionIsEmpty_withHeaderAndFooter_thatTheyAreHiddenUnlessShowHeaderWhenEmpty(o: Orientation) {
        let sections = [o.section([(100, 10)]), o.section([], header: 20, footer: 5), o.section([(100, 10)])]
        let hidden = o.layout(sections)
        #expect(hidden.header(1) == nil)
        #expect(hidden.footer(1) == nil)
        #expect(hidden.cell(2, 0) == o.rect(0, 10, 100, 10))
        let shown = o.layout(showHeaderWhenEmpty: true, sections)
        #expect(shown.header(1) == o.rect(0, 10, 100, 20))
        #expect(shown.footer(1) == o.rect(0, 30, 100, 5))
        #expect(shown.cell(2, 0) == o.rect(0, 35, 100, 10))
    }

    @Test(arguments: [(CGFloat(1), F.rect(0, 0, 34, 11), F.rect(33, 0, 34, 11)),
                      (CGFloat(2), F.rect(0, 0, 33.5, 10.5), F.rect(33.0, 0, 33.5, 10.5)),
                      (CGFloat(3), F.rect(0, 0, CGFloat(100) / 3, CGFloat(31) / 3), F.rect(CGFloat(99) / 3, 0, CGFloat(100) / 3, CGFloat(31) / 3))])
    func test_whenSizesAreFractional_withEachScale_thatOriginsFloorAndSizesCeilButTheCursorStaysExact(
        scale: CGFloat, first: CGRect, second: CGRect
    ) {
        let layout = F.layout(scale: scale, [F.section([(33.3, 10.3), (33.3, 10.3)])])
        #expect(layout.cell(0, 0) == first)
        #expect(layout.cell(0, 1) == second)
    }

    @Test(arguments: Orientation.at(scale: 2))
    func test_whenStretchToEdgeIsOn_withAGapUnderOnePoint_thatTheItemIsStretched(o: Orientation) {
        let layout = o.layout(stretchToEdge: true, [o.section([(50, 10), (49.5, 10)])])
        #expect(layout.cell(0, 1) == o.rect(50, 0, 50, 10))
        let off = o.layout([o.section([(50, 10), (49.5, 10)])])
        #expect(off.cell(0, 1) == o.rect(50, 0, 49.5, 10))
    }

    @Test(arguments: Orientation.all)
    func test_whenHeadersAreSticky_withOffsets_thatTheHeaderPinsAndIsPushedByTheNextSection(o: Orientation) {
        var layout = o.layout(sticky: true, [
            o.section([(100, 50)], header: 10), o.section([(100, 50)], header: 10),
        ])
        layout.contentOffset = o.offset(20)
        #expect(layout.header(0) == o.rect(0, 20, 100, 10))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: .header, at: ListIndexPath(section: 0, item: 0))?.isSticky == true)
        layout.contentOffset = o.offset(55)
        #expect(layout.header(0) == o.rect(0, 50, 100, 10))
        #expect(layout.header(1) == o.rect(0, 60, 100, 10))
        layout.contentOffset = o.offset(100)
        #expect(layout.header(1) == o.rect(0, 100, 100, 10))
        layout.contentOffset = o.offset(-30)
        #expect(layout.header(0) == o.rect(0, 0, 100, 10))
    }

    @Test(arguments: Orientation.all)
    func test_whenElementsAreQueried_withARectTouchingAnEdge_thatTouchingElementsAreExcluded(o: Orientation) {
        let layout = o.layout([o.section([(100, 10), (100, 10), (100, 10)], header: 10)])
        let kinds = layout.layoutAttributesForElements(in: o.rect(0, 20, 100, 10)).map { ($0.kind, $0.indexPath.item) }
        #expect(kinds.map(\.0) == [.cell])
        #expect(kinds.map(\.1) == [1])
        #expect(layout.layoutAttributesForElements(in: o.rect(0, 5, 100, 10)).map(\.kind) == [.header, .cell])
    }

    @Test(arguments: Orientation.all)
    func test_whenAttributesAreQueried_withCellsAndHeaders_thatZIndexFollowsIGListKit(o: Orientation) {
        let layout = o.layout([o.section([(100, 10)], header: 10), o.section([(100, 10), (100, 10)], header: 10)])
        let all = layout.layoutAttributesForElements(in: o.rect(0, 0, 100, 1000))
        #expect(all.map(\.zIndex) == [999, 0, 1999, 1000, 1001])
    }
}
