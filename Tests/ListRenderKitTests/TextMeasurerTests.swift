import Foundation
import ListCore
import ListRenderKit
import Testing

@Suite struct TextMeasurerTests {
    let measurer = try! TextMeasurer.bundled()

    @Test func test_whenACellHasOneShortLine_thatItGetsTheMinimumRowHeightOf44() {
        #expect(measurer.height(of: .cell, content: ListCellContent(text: "Wi-Fi"), width: 358) == 44)
    }

    @Test func test_whenACellHasTextAndDetail_thatItStacksThemWithPaddings() {
        // 11 + 17.46 (15 pt line) + 2 + 15.13 (13 pt line) + 11 = 56.59, rounded up.
        let content = ListCellContent(text: "Wi-Fi", detailText: "Home")
        #expect(measurer.height(of: .cell, content: content, width: 358) == 57)
    }

    @Test func test_whenTheTextWrapsOnTwoLines_thatTheHeightGrowsByOneLine() {
        let content = ListCellContent(
            text: "A long message that wraps onto a second line", detailText: "Yesterday")
        #expect(measurer.height(of: .cell, content: content, width: 300) == 75)
    }

    @Test func test_whenMeasuringAHeader_thatItUsesThe13PointTextAnd6PointPaddings() {
        #expect(measurer.height(of: .header, content: ListCellContent(text: "Network"), width: 390) == 28)
    }

    @Test func test_whenMeasuringALoadingPlaceholder_thatTheIconIsStackedAboveTheText() {
        #expect(measurer.height(of: .cell, content: ListCellContent(text: "Loading…", role: .loading), width: 358) == 70)
        #expect(measurer.height(of: .cell, content: ListCellContent(role: .loading), width: 358) == 44)
    }

    @Test func test_whenACellIsSizedByTheMeasurer_thatItsTextIsNotTruncated() throws {
        let fonts = try FontSet.bundled()
        let content = ListCellContent(
            text: "Four lines of text in a narrow cell, to be sure that nothing at all is cut", detailText: "and detail")
        let height = measurer.height(of: .cell, content: content, width: 200)
        let size = measurer.size(of: content.text!, size: 15, width: 200 - 32)
        #expect(size.height == 4 * 17.4609375)
        #expect(height == 109)  // 22 + 4 × 17.46 + 2 + 15.13 = 108.98, rounded up
        let layout = TextLayout(text: content.text!, face: fonts.regular, size: 15, width: 200 - 32, maxLines: 4)
        #expect(!layout.isTruncated)
    }
}
