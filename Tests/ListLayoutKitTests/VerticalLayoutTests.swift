import Foundation
import ListCore
import ListDiffKit
import Testing
@testable import ListLayoutKit

@Suite struct VerticalLayoutTests {
    typealias F = LayoutFixture

    @Test func test_whenItemsFillTheWidth_withOneSection_thatTheyStack() {
        let layout = F.layout([F.section([(100, 10), (100, 20), (100, 30)])])
        #expect(layout.allCellFrames == [[F.rect(0, 0, 100, 10), F.rect(0, 10, 100, 20), F.rect(0, 30, 100, 30)]])
        #expect(layout.contentSize == CGSize(width: 100, height: 60))
    }

    @Test func test_whenSectionsHaveNoHeaders_withSmallItems_thatConsecutiveSectionsShareARow() {
        // |[ 0,0 ][ 0,1 ][ 1,0 ]   |
        // |[ 1,1 ]                 |
        let layout = F.layout([F.section([(30, 10), (30, 10)]), F.section([(30, 20), (30, 10)])])
        #expect(layout.allCellFrames == [
            [F.rect(0, 0, 30, 10), F.rect(30, 0, 30, 10)],
            [F.rect(60, 0, 30, 20), F.rect(0, 20, 30, 10)],
        ])
    }

    @Test func test_whenSecondSectionHasAHeader_withSmallItems_thatItStartsANewRow() {
        let layout = F.layout([F.section([(30, 10)]), F.section([(30, 10)], header: 15)])
        #expect(layout.cell(1, 0) == F.rect(0, 25, 30, 10))
        #expect(layout.header(1) == F.rect(0, 10, 100, 15))
    }

    @Test func test_whenRowsWrap_withLineAndInteritemSpacing_thatLineSpacingStaysInsideTheSection() {
        let layout = F.layout([
            F.section([(45, 10), (45, 10), (45, 10)], line: 5, interitem: 10),
            F.section([(45, 10)], line: 7, interitem: 3),
        ])
        // 45 + 10 + 45 = 100 fits; the third item wraps with line spacing 5. Section 1's first item follows on the
        // same row after the interitem spacing of section 0 (10).
        #expect(layout.allCellFrames == [
            [F.rect(0, 0, 45, 10), F.rect(55, 0, 45, 10), F.rect(0, 15, 45, 10)],
            [F.rect(55, 15, 45, 10)],
        ])
    }

    @Test func test_whenAnItemOverflowsByOnePoint_withTheEpsilon_thatItStaysOnTheRow() {
        let layout = F.layout([F.section([(50, 10), (51, 10), (50, 10), (52, 10)])])
        #expect(layout.allCellFrames == [
            [F.rect(0, 0, 50, 10), F.rect(50, 0, 51, 10), F.rect(0, 10, 50, 10), F.rect(0, 20, 52, 10)],
        ])
    }

    @Test func test_whenAnItemIsWiderThanTheContainer_withInsets_thatItIsClampedToThePaddedWidth() {
        let inset = ListEdgeInsets(top: 0, left: 10, bottom: 0, right: 5)
        let layout = F.layout([F.section([(500, 10)], inset: inset)])
        #expect(layout.cell(0, 0) == F.rect(10, 0, 85, 10))
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

    @Test func test_whenSectionIsEmpty_withHeaderAndFooter_thatTheyAreHiddenUnlessShowHeaderWhenEmpty() {
        let sections = [F.section([(100, 10)]), F.section([], header: 20, footer: 5), F.section([(100, 10)])]
        let hidden = F.layout(sections)
        #expect(hidden.header(1) == nil)
        #expect(hidden.footer(1) == nil)
        #expect(hidden.cell(2, 0) == F.rect(0, 10, 100, 10))
        let shown = F.layout(showHeaderWhenEmpty: true, sections)
        #expect(shown.header(1) == F.rect(0, 10, 100, 20))
        #expect(shown.footer(1) == F.rect(0, 30, 100, 5))
        #expect(shown.cell(2, 0) == F.rect(0, 35, 100, 10))
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

    @Test func test_whenStretchToEdgeIsOn_withAGapUnderOnePoint_thatTheItemIsStretched() {
        let layout = F.layout(scale: 2, stretchToEdge: true, [F.section([(50, 10), (49.5, 10)])])
        #expect(layout.cell(0, 1) == F.rect(50, 0, 50, 10))
        let off = F.layout(scale: 2, [F.section([(50, 10), (49.5, 10)])])
        #expect(off.cell(0, 1) == F.rect(50, 0, 49.5, 10))
    }

    @Test func test_whenHeadersAreSticky_withOffsets_thatTheHeaderPinsAndIsPushedByTheNextSection() {
        var layout = F.layout(sticky: true, [
            F.section([(100, 50)], header: 10), F.section([(100, 50)], header: 10),
        ])
        layout.contentOffset = CGPoint(x: 0, y: 20)
        #expect(layout.header(0) == F.rect(0, 20, 100, 10))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: .header, at: ListIndexPath(section: 0, item: 0))?.isSticky == true)
        layout.contentOffset = CGPoint(x: 0, y: 55)
        #expect(layout.header(0) == F.rect(0, 50, 100, 10))
        #expect(layout.header(1) == F.rect(0, 60, 100, 10))
        layout.contentOffset = CGPoint(x: 0, y: 100)
        #expect(layout.header(1) == F.rect(0, 100, 100, 10))
        layout.contentOffset = CGPoint(x: 0, y: -30)
        #expect(layout.header(0) == F.rect(0, 0, 100, 10))
    }

    @Test func test_whenElementsAreQueried_withARectTouchingAnEdge_thatTouchingElementsAreExcluded() {
        let layout = F.layout([F.section([(100, 10), (100, 10), (100, 10)], header: 10)])
        let kinds = layout.layoutAttributesForElements(in: F.rect(0, 20, 100, 10)).map { ($0.kind, $0.indexPath.item) }
        #expect(kinds.map(\.0) == [.cell])
        #expect(kinds.map(\.1) == [1])
        #expect(layout.layoutAttributesForElements(in: F.rect(0, 5, 100, 10)).map(\.kind) == [.header, .cell])
    }

    @Test func test_whenAttributesAreQueried_withCellsAndHeaders_thatZIndexFollowsIGListKit() {
        let layout = F.layout([F.section([(100, 10)], header: 10), F.section([(100, 10), (100, 10)], header: 10)])
        let all = layout.layoutAttributesForElements(in: F.rect(0, 0, 100, 1000))
        #expect(all.map(\.zIndex) == [999, 0, 1999, 1000, 1001])
    }
}
