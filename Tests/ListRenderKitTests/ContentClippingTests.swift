import Foundation
import ListCore
import ListLayoutKit
@testable import ListRenderKit
import Testing

/// Text in elements too small for it is clipped or truncated like a UIKit label, never dropped.
@Suite struct ContentClippingTests {
    let fonts = try! FontSet.bundled()

    private func cell(_ content: ListCellContent, height: Double) -> (ContentLayout, top: Double) {
        let layout = ContentLayout(content: content, kind: .cell, fonts: fonts, width: 390, height: height)
        let element = SceneElement(
            kind: .cell, frame: CGRect(x: 0, y: 100, width: 390, height: height), content: content, section: 0, item: 0)
        return (layout, SceneDrawer.contentTop(of: element, layout: layout) - 100)
    }

    @Test func test_whenACellWithDetailTextIs44PointsTall_thatTheDetailIsKept_andTheContentIsCentred() throws {
        let content = ListCellContent(text: "Wi-Fi", detailText: "Home")
        let natural = ContentLayout(content: content, kind: .cell, fonts: fonts, width: 390, height: nil)
        #expect(natural.naturalHeight == 56.59375)  // 11 + text + 2 + detail + 11 ("auto" rounds it up to 57)
        let (layout, top) = cell(content, height: 44)
        let text = try #require(layout.text)
        let detail = try #require(layout.detail)  // before: dropped below 57 points
        #expect(text.lines.count == 1)
        #expect(detail.lines.count == 1)
        #expect(layout.contentHeight == 34.59375)
        #expect(top == 4)  // (44 − 34.6) / 2 rounded down: the 11-point paddings give way first
        #expect(top + text.height + 2 + detail.height <= 44)  // nothing is cut
    }

    @Test func test_whenACellIsShorterThanItsText_thatBothLinesStay_andAreClippedByTheFrame() throws {
        let (layout, top) = cell(ListCellContent(text: "Wi-Fi", detailText: "Home"), height: 20)
        #expect(layout.text?.lines.count == 1)
        #expect(layout.detail?.lines.count == 1)
        #expect(top == -8)  // centred: (20 − 34.6) / 2 rounded down; the frame clips above and below
    }

    @Test func test_whenADetailTextWrapsInAShortCell_thatItIsTruncatedWithAnEllipsis() throws {
        let long = String(repeating: "Connected, secured with WPA3, automatic join. ", count: 4)
        let (layout, _) = cell(ListCellContent(text: "Wi-Fi", detailText: long), height: 44)
        let detail = try #require(layout.detail)
        #expect(detail.lines.count == 1)
        #expect(detail.isTruncated)
    }

    @Test(arguments: [ListCellRole.loading, .noResults, .error])
    func test_whenAPlaceholderCellIsTheDefault44Points_thatItsTextIsShownUnderTheIcon(_ role: ListCellRole) throws {
        let (layout, top) = cell(ListCellContent(text: "No results", role: role), height: 44)
        let text = try #require(layout.text)
        let textTop = top + layout.iconBlockHeight
        #expect(top <= 0 && top >= -3)  // centred, a few points of the icon's margin cut
        #expect(textTop + text.lineHeight * 0.75 <= 44)  // at least three quarters of the line inside the cell
    }
}
