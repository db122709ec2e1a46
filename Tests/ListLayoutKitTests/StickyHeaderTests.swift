import Foundation
import ListCore
import ListDiffKit
import Testing
@testable import ListLayoutKit

@Suite struct StickyHeaderTests {
    typealias F = LayoutFixture

    static func twoSections(topContentInset: CGFloat = 0) -> ListCollectionViewLayout {
        F.layout(sticky: true, topContentInset: topContentInset, [
            F.section([(100, 50)], header: 10), F.section([(100, 50)], header: 10),
        ])
    }

    @Test func test_whenHeadersAreSticky_withTopContentInsetAndYOffset_thatThePinMovesByBoth() {
        var layout = Self.twoSections(topContentInset: 5)
        layout.stickyHeaderYOffset = 3
        layout.contentOffset = CGPoint(x: 0, y: 10)
        #expect(layout.header(0) == F.rect(0, 18, 100, 10))
    }

    @Test func test_whenTheLastSectionIsSticky_withAnOffsetPastTheEnd_thatItHasNoUpperBound() {
        var layout = Self.twoSections()
        layout.contentOffset = CGPoint(x: 0, y: 500)
        #expect(layout.header(1) == F.rect(0, 500, 100, 10))
        #expect(layout.header(0) == F.rect(0, 50, 100, 10))
    }

    @Test func test_whenTheOffsetIsAboveTheSection_withStickyHeaders_thatTheHeaderRestsAndIsNotSticky() {
        var layout = Self.twoSections()
        layout.contentOffset = CGPoint(x: 0, y: 30)
        let attributes = layout.layoutAttributesForSupplementaryView(ofKind: .header, at: ListIndexPath(section: 1, item: 0))
        #expect(attributes?.frame == F.rect(0, 60, 100, 10))
        #expect(attributes?.isSticky == false)
    }

    @Test func test_whenHeadersAreSticky_withARectQuery_thatThePinnedHeaderIsReturnedAtItsPinnedFrame() {
        var layout = Self.twoSections()
        layout.contentOffset = CGPoint(x: 0, y: 20)
        let elements = layout.layoutAttributesForElements(in: F.rect(0, 20, 100, 30))
        #expect(elements == [
            ListLayoutAttributes(kind: .header, indexPath: ListIndexPath(section: 0, item: 0), frame: F.rect(0, 20, 100, 10), zIndex: 999, isSticky: true),
            ListLayoutAttributes(kind: .cell, indexPath: ListIndexPath(section: 0, item: 0), frame: F.rect(0, 10, 100, 50), zIndex: 0),
        ])
    }

    @Test func test_whenStickyHeadersAreOff_withAnOffset_thatHeadersStayAtRest() {
        var layout = F.layout([F.section([(100, 50)], header: 10)])
        layout.contentOffset = CGPoint(x: 0, y: 30)
        #expect(layout.header(0) == F.rect(0, 0, 100, 10))
    }
}
