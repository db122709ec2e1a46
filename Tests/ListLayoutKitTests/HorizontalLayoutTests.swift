import Foundation
import ListCore
import ListDiffKit
import Testing
@testable import ListLayoutKit

@Suite struct HorizontalLayoutTests {
    typealias F = LayoutFixture

    static func horizontal(
        scale: CGFloat = 1, sticky: Bool = false, showHeaderWhenEmpty: Bool = false, _ sections: [ListLayoutSection]
    ) -> ListCollectionViewLayout {
        F.layout(scale: scale, direction: .horizontal, sticky: sticky, showHeaderWhenEmpty: showHeaderWhenEmpty, sections)
    }

    @Test func test_whenItemsFillTheHeight_withOneSection_thatTheyStackRightwards() {
        let layout = Self.horizontal([F.section([(10, 100), (20, 100), (30, 100)])])
        #expect(layout.allCellFrames == [[F.rect(0, 0, 10, 100), F.rect(10, 0, 20, 100), F.rect(30, 0, 30, 100)]])
        #expect(layout.contentSize == CGSize(width: 60, height: 100))
    }

    @Test func test_whenSectionsHaveNoHeaders_withShortItems_thatConsecutiveSectionsShareAColumn() {
        let layout = Self.horizontal([F.section([(10, 30), (10, 30)]), F.section([(20, 30), (10, 30)])])
        #expect(layout.allCellFrames == [
            [F.rect(0, 0, 10, 30), F.rect(0, 30, 10, 30)],
            [F.rect(0, 60, 20, 30), F.rect(20, 0, 10, 30)],
        ])
    }

    @Test func test_whenColumnsWrap_withLineAndInteritemSpacing_thatLineSpacingStaysInsideTheSection() {
        let layout = Self.horizontal([
            F.section([(10, 45), (10, 45), (10, 45)], line: 5, interitem: 10),
            F.section([(10, 45)], line: 7, interitem: 3),
        ])
        #expect(layout.allCellFrames == [
            [F.rect(0, 0, 10, 45), F.rect(0, 55, 10, 45), F.rect(15, 0, 10, 45)],
            [F.rect(15, 55, 10, 45)],
        ])
    }

    @Test(arguments: [CGFloat(1), 2, 3])
    func test_whenSectionHasHeaderFooterAndInsets_withHorizontalScrolling_thatTheFooterFollowsTheTrailingInset(scale: CGFloat) {
        // Quirk: horizontally the right inset comes before the footer (vertically the bottom inset comes after it).
        let inset = ListEdgeInsets(top: 10, left: 5, bottom: 10, right: 7)
        let layout = Self.horizontal(scale: scale, [F.section([(20, 80)], inset: inset, header: 10, footer: 12, direction: .horizontal), F.section([(10, 100)])])
        #expect(layout.header(0) == F.rect(5, 10, 10, 80))
        #expect(layout.cell(0, 0) == F.rect(15, 10, 20, 80))
        #expect(layout.footer(0) == F.rect(42, 10, 12, 80))
        #expect(layout.cell(1, 0) == F.rect(61, 0, 10, 100))
        #expect(layout.contentSize == CGSize(width: 71, height: 100))
    }

    @Test func test_whenHeadersAreSticky_withHorizontalOffsets_thatTheHeaderPinsAlongX() {
        var layout = Self.horizontal(sticky: true, [
            F.section([(50, 100)], header: 10, direction: .horizontal), F.section([(50, 100)], header: 10, direction: .horizontal),
        ])
        layout.contentOffset = CGPoint(x: 20, y: 300)
        #expect(layout.header(0) == F.rect(20, 0, 10, 100))
        layout.contentOffset = CGPoint(x: 55, y: 0)
        #expect(layout.header(0) == F.rect(50, 0, 10, 100))
        #expect(layout.header(1) == F.rect(60, 0, 10, 100))
    }

    @Test(arguments: [(CGFloat(1), F.rect(0, 0, 11, 34), F.rect(0, 33, 11, 34)),
                      (CGFloat(2), F.rect(0, 0, 10.5, 33.5), F.rect(0, 33, 10.5, 33.5)),
                      (CGFloat(3), F.rect(0, 0, CGFloat(31) / 3, CGFloat(100) / 3), F.rect(0, CGFloat(99) / 3, CGFloat(31) / 3, CGFloat(100) / 3))])
    func test_whenSizesAreFractional_withEachScaleHorizontally_thatOriginsFloorAndSizesCeil(
        scale: CGFloat, first: CGRect, second: CGRect
    ) {
        let layout = Self.horizontal(scale: scale, [F.section([(10.3, 33.3), (10.3, 33.3)])])
        #expect(layout.cell(0, 0) == first)
        #expect(layout.cell(0, 1) == second)
    }

    @Test func test_whenTheSameListIsTransposed_withoutFooters_thatHorizontalFramesAreTheTransposedVerticalOnes() {
        var rng = SplitMixForTests(seed: 11)
        for _ in 0..<200 {
            let scale = CGFloat(Int.random(in: 1...3, using: &rng))
            let vertical = RandomLayouts.sections(&rng, footers: false)
            let horizontal = vertical.map(RandomLayouts.transposed)
            let v = F.layout(width: 100, height: 70, scale: scale, vertical)
            let h = F.layout(width: 70, height: 100, scale: scale, direction: .horizontal, horizontal)
            #expect(h.allCellFrames == v.allCellFrames.map { $0.map(RandomLayouts.transposed) })
            #expect((0..<v.numberOfSections).map { h.header($0) } == (0..<v.numberOfSections).map { v.header($0).map(RandomLayouts.transposed) })
            #expect(h.contentSize == CGSize(width: v.contentSize.height, height: v.contentSize.width))
        }
    }
}
