import Foundation
import ListCore
import ListLayoutKit
import Testing

/// `UICollectionViewFlowLayout`'s documented behaviour: lines take items while they fit, at least
/// `minimumInteritemSpacing` apart, the space left over spread between them (a lone item centred), items centred in
/// their line, lines `minimumLineSpacing` apart, headers and footers spanning the collection view.
@Suite struct ListCollectionViewFlowLayoutTests {
    private func input(_ sections: [ListLayoutSection], width: CGFloat = 320, height: CGFloat = 480,
                       inset: ListEdgeInsets = .zero) -> ListLayoutInput {
        ListLayoutInput(boundsSize: CGSize(width: width, height: height), contentInset: inset, sections: sections)
    }

    @Test func test_whenCreated_thatItHasUIKitsDefaults() {
        let layout = ListCollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10)
        #expect(layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero)
        #expect(layout.scrollDirection == .vertical)
        #expect(layout.headerReferenceSize == .zero && layout.footerReferenceSize == .zero)
        #expect(layout.estimatedItemSize == .zero)
        #expect(layout.defaultItemSize == CGSize(width: 50, height: 50))
    }

    @Test func test_whenItemsFillLines_thatLeftOverSpaceIsSpreadBetweenThem_andLinesAreSpaced() {
        let layout = ListCollectionViewFlowLayout()
        let section = ListLayoutSection(
            inset: ListEdgeInsets(top: 5, left: 10, bottom: 7, right: 10), minimumLineSpacing: 8,
            minimumInteritemSpacing: 10, itemSizes: Array(repeating: CGSize(width: 90, height: 40), count: 5))
        let result = layout.layout(input([section]))
        // 300 points across: three 90-point items fit (290 with two 10-point gaps); the 10 left over is spread.
        #expect(result.itemFrames[0].map(\.minX) == [10, 115, 220, 10, 220])
        #expect(result.itemFrames[0].map(\.minY) == [5, 5, 5, 53, 53])
        #expect(result.contentSize == CGSize(width: 320, height: 5 + 40 + 8 + 40 + 7))
    }

    @Test func test_whenALineHoldsOneItem_thatItIsCentred() {
        let layout = ListCollectionViewFlowLayout()
        let section = ListLayoutSection(
            minimumInteritemSpacing: 10, itemSizes: [CGSize(width: 200, height: 20), CGSize(width: 200, height: 20)])
        let result = layout.layout(input([section]))
        #expect(result.itemFrames[0] == [CGRect(x: 60, y: 0, width: 200, height: 20), CGRect(x: 60, y: 20, width: 200, height: 20)])
    }

    @Test func test_whenItemsOfALineDifferInHeight_thatTheyAreCentredInTheLine() {
        let layout = ListCollectionViewFlowLayout()
        let section = ListLayoutSection(
            minimumInteritemSpacing: 20, itemSizes: [CGSize(width: 150, height: 40), CGSize(width: 150, height: 20)])
        let result = layout.layout(input([section]))
        #expect(result.itemFrames[0] == [CGRect(x: 0, y: 0, width: 150, height: 40), CGRect(x: 170, y: 10, width: 150, height: 20)])
    }

    @Test func test_whenSectionsHaveHeadersAndFooters_thatTheySpanTheCollectionView_outsideTheSectionInset() {
        let layout = ListCollectionViewFlowLayout()
        let section = ListLayoutSection(
            inset: ListEdgeInsets(top: 4, left: 8, bottom: 4, right: 8), headerSize: CGSize(width: 1, height: 30),
            footerSize: CGSize(width: 1, height: 12), itemSizes: [CGSize(width: 304, height: 50)])
        let result = layout.layout(input([section, section]))
        #expect(result.headerFrames == [CGRect(x: 0, y: 0, width: 320, height: 30), CGRect(x: 0, y: 100, width: 320, height: 30)])
        #expect(result.itemFrames[0] == [CGRect(x: 8, y: 34, width: 304, height: 50)])
        #expect(result.footerFrames[0] == CGRect(x: 0, y: 88, width: 320, height: 12))
        #expect(result.contentSize.height == 200)
    }

    @Test func test_whenTheCollectionViewHasAContentInset_thatLinesFillTheInsetWidth_andFramesStartAtZero() {
        let layout = ListCollectionViewFlowLayout()
        let section = ListLayoutSection(minimumInteritemSpacing: 10, itemSizes: Array(repeating: CGSize(width: 100, height: 10), count: 3))
        let result = layout.layout(input([section], inset: ListEdgeInsets(top: 20, left: 50, bottom: 0, right: 50)))
        // 220 across: two items fit; the third starts a line, centred.
        #expect(result.itemFrames[0].map(\.origin) == [CGPoint(x: 0, y: 0), CGPoint(x: 120, y: 0), CGPoint(x: 60, y: 10)])
        #expect(result.contentSize == CGSize(width: 220, height: 20))
    }

    @Test func test_whenScrollingHorizontally_thatItemsFillColumnsFromTheTop_andHeadersAreColumns() {
        let layout = ListCollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        let section = ListLayoutSection(
            minimumLineSpacing: 5, minimumInteritemSpacing: 0, headerSize: CGSize(width: 25, height: 999),
            itemSizes: Array(repeating: CGSize(width: 60, height: 50), count: 3))
        let result = layout.layout(input([section], width: 300, height: 100))
        #expect(result.headerFrames == [CGRect(x: 0, y: 0, width: 25, height: 100)])
        #expect(result.itemFrames[0] == [
            CGRect(x: 25, y: 0, width: 60, height: 50), CGRect(x: 25, y: 50, width: 60, height: 50),
            CGRect(x: 90, y: 25, width: 60, height: 50),
        ])
        #expect(result.contentSize == CGSize(width: 150, height: 100))
    }

    @Test func test_whenAnEstimatedSizeIsSet_thatItIsTheDefaultItemSize() {
        let layout = ListCollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 120, height: 44)
        #expect(layout.defaultItemSize == CGSize(width: 120, height: 44))
        #expect(layout.defaultSection.minimumLineSpacing == 10)
    }
}
