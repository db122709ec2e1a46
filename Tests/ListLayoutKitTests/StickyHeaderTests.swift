import Foundation
import ListCore
import ListDiffKit
import Testing
@testable import ListLayoutKit

/// Sticky headers, vertically and horizontally (transposed) at scales 1, 2, 3.
@Suite struct StickyHeaderTests {
    typealias F = LayoutFixture

    static func twoSections(_ o: Orientation, topContentInset: CGFloat = 0) -> ListCollectionViewLayout {
        o.layout(sticky: true, topContentInset: topContentInset, [
            o.section([(100, 50)], header: 10), o.section([(100, 50)], header: 10),
        ])
    }

    @Test(arguments: Orientation.all)
    func test_whenHeadersAreSticky_withTopContentInsetAndYOffset_thatThePinMovesByBoth(o: Orientation) {
        var layout = Self.twoSections(o, topContentInset: 5)
        layout.stickyHeaderYOffset = 3
        layout.contentOffset = o.offset(10)
        #expect(layout.header(0) == o.rect(0, 18, 100, 10))
    }

    @Test(arguments: Orientation.all)
    func test_whenTheLastSectionIsSticky_withAnOffsetPastTheEnd_thatItHasNoUpperBound(o: Orientation) {
        var layout = Self.twoSections(o)
        layout.contentOffset = o.offset(500)
        #expect(layout.header(1) == o.rect(0, 500, 100, 10))
        #expect(layout.header(0) == o.rect(0, 50, 100, 10))
    }

    @Test(arguments: Orientation.all)
    func test_whenTheOffsetIsAboveTheSection_withStickyHeaders_thatTheHeaderRestsAndIsNotSticky(o: Orientation) {
        var layout = Self.twoSections(o)
        layout.contentOffset = o.offset(30)
        let attributes = layout.layoutAttributesForSupplementaryView(ofKind: .header, at: ListIndexPath(section: 1, item: 0))
        #expect(attributes?.frame == o.rect(0, 60, 100, 10))
        #expect(attributes?.isSticky == false)
    }

    @Test(arguments: Orientation.all)
    func test_whenHeadersAreSticky_withARectQuery_thatThePinnedHeaderIsReturnedAtItsPinnedFrame(o: Orientation) {
        var layout = Self.twoSections(o)
        layout.contentOffset = o.offset(20)
        let elements = layout.layoutAttributesForElements(in: o.rect(0, 20, 100, 30))
        #expect(elements == [
            ListLayoutAttributes(kind: .header, indexPath: ListIndexPath(section: 0, item: 0), frame: o.rect(0, 20, 100, 10), zIndex: 999, isSticky: true),
            ListLayoutAttributes(kind: .cell, indexPath: ListIndexPath(section: 0, item: 0), frame: o.rect(0, 10, 100, 50), zIndex: 0),
        ])
    }

    @Test(arguments: Orientation.all)
    func test_whenStickyHeadersAreOff_withAnOffset_thatHeadersStayAtRest(o: Orientation) {
        var layout = o.layout([o.section([(100, 50)], header: 10)])
        layout.contentOffset = o.offset(30)
        #expect(layout.header(0) == o.rect(0, 0, 100, 10))
    }
}
