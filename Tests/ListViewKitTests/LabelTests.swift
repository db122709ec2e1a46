import Foundation
import ListCore
import ListTextKit
import ListViewKit
import Testing

/// UILabel measured through ListTextKit. In DejaVu Sans at 20.48 pt, "a" is 12.55 points wide, a space 6.51, and a
/// line 23.84 points tall (TextLayoutTests pins those).
@MainActor
@Suite struct LabelTests {
    let size: CGFloat = 20.48

    func label(_ text: String, lines: Int = 1) -> UILabel {
        let label = UILabel()
        label.font = UIFont(name: "DejaVuSans", size: size)!
        label.text = text
        label.numberOfLines = lines
        return label
    }

    @Test func test_whenALabelFitsOneLine_thatItsSizeIsTheTextsRoundedUp() {
        // "aa a": 12.55 + 12.55 + 6.51 + 12.55 = 44.16 wide, 23.84 tall.
        #expect(label("aa a").sizeThatFits(UIView.layoutFittingExpandedSize) == CGSize(width: 45, height: 24))
        #expect(label("aa a").intrinsicContentSize == CGSize(width: 45, height: 24))
    }

    @Test func test_whenAOneLineLabelIsOfferedLessWidth_thatItStillReportsTheWholeLine() {
        #expect(label("aa aa aa").sizeThatFits(CGSize(width: 40, height: 100)).width == 89)
    }

    @Test func test_whenAMultiLineLabelIsOfferedAWidth_thatItWrapsAndGrowsByWholeLines() {
        // "aa aa aa" at 60 points: "aa aa" (56.71) then "aa".
        let fitted = label("aa aa aa", lines: 0).sizeThatFits(CGSize(width: 60, height: CGFloat.greatestFiniteMagnitude))
        #expect(fitted.width == 57)
        #expect(fitted.height == (2 * 23.84).rounded(.up))
    }

    @Test func test_whenTextNeedsMoreLinesThanAllowed_thatTheSnapshotEndsInAnEllipsis() throws {
        let view = label("aa aa aa aa aa aa", lines: 2)
        view.frame = CGRect(x: 0, y: 0, width: 60, height: 100)
        let text = try #require(view.snapshot().text)
        let layout = text.layout()
        #expect(layout.lines.count == 2)
        #expect(layout.isTruncated)
        // Centred vertically in the 100-point label, as UIKit's.
        #expect(abs(text.rect.minY - (100 - 2 * 23.84) / 2) < 0.001)
    }

    @Test func test_whenTheLabelIsShorterThanItsLines_thatOnlyTheLinesThatFitAreKept() throws {
        let view = label("aa aa aa aa aa aa", lines: 0)
        view.frame = CGRect(x: 0, y: 0, width: 60, height: 50)
        let layout = try #require(view.snapshot().text).layout()
        #expect(layout.lines.count == 2)
        #expect(layout.isTruncated)
    }

    @Test func test_whenTheFontIsATextStyle_thatItFollowsTheLabelsDynamicTypeSize() throws {
        let view = UILabel()
        view.font = .preferredFont(forTextStyle: .body)
        view.text = "a"
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        #expect(try #require(view.snapshot().text?.font?.size) == 17)
        view.overrideTraitCollection = ListTraitCollection(
            environment: ListEnvironment(contentSizeCategory: .accessibilityExtraExtraExtraLarge))
        #expect(try #require(view.snapshot().text?.font?.size) == 53)
    }

    @Test func test_whenATextStyleFontIsMadeInAnEnvironment_thatItsPointSizeIsThatEnvironments() {
        let traits = ListTraitCollection(preferredContentSizeCategory: .extraSmall)
        #expect(traits.performAsCurrent { UIFont.preferredFont(forTextStyle: .headline).pointSize } == 14)
        #expect(UIFont.preferredFont(forTextStyle: .headline).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
    }

    @Test(arguments: [
        (NSTextAlignment.natural, ListLayoutDirection.leftToRight, ListTextAlignment.leading),
        (.natural, .rightToLeft, .leading),
        (.left, .leftToRight, .leading),
        (.left, .rightToLeft, .trailing),
        (.right, .leftToRight, .trailing),
        (.right, .rightToLeft, .leading),
        (.center, .rightToLeft, .center),
        (.justified, .leftToRight, .leading),
    ])
    func test_whenAligned_thatNaturalFollowsTheLayoutDirection(
        alignment: NSTextAlignment, direction: ListLayoutDirection, expected: ListTextAlignment
    ) throws {
        let view = label("a")
        view.textAlignment = alignment
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 30)
        view.overrideTraitCollection = ListTraitCollection(environment: ListEnvironment(layoutDirection: direction))
        let text = try #require(view.snapshot().text)
        #expect(text.alignment == expected)
        #expect(text.isRightToLeft == (direction == .rightToLeft))
    }

    @Test func test_whenBoldAndRegularAreAskedFor_thatSemiboldAndUpDrawBold() throws {
        let traits = ListTraitCollection()
        #expect(try #require(UIFont.systemFont(ofSize: 15, weight: .medium).resolved(for: traits)).isBold == false)
        #expect(try #require(UIFont.systemFont(ofSize: 15, weight: .semibold).resolved(for: traits)).isBold)
        #expect(try #require(UIFont.boldSystemFont(ofSize: 15).resolved(for: traits)).isBold)
        #expect(abs(UIFont(name: "DejaVuSans", size: size)!.lineHeight - 23.84) < 0.001)
    }

    @Test func test_whenTextIsAttributed_thatRunsCarryTheirFontsAndColours() throws {
        let text = NSMutableAttributedString(
            string: "Ann ", attributes: [.font: UIFont.boldSystemFont(ofSize: 15), .foregroundColor: UIColor.label])
        text.append(NSAttributedString(string: "liked é", attributes: [.foregroundColor: UIColor.secondaryLabel]))
        let view = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        view.attributedText = text
        view.overrideTraitCollection = ListTraitCollection(userInterfaceStyle: .dark)
        let runs = try #require(view.snapshot().text?.runs)
        #expect(runs.map(\.range) == [0..<4, 4..<12])
        #expect(runs.map(\.font.isBold) == [true, false])
        #expect(runs.map(\.font.size) == [15, 17])
        #expect(runs.map(\.color.hexString) == ["#FFFFFF", "#EBEBF599"])
        #expect(view.text == "Ann liked é")
    }
}
