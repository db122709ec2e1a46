import Foundation
import ListCore
import ListRenderKit
import ListTextKit
import ListViewKit
import Testing

/// UILabel's `adjustsFontSizeToFitWidth` with `minimumScaleFactor`: a one-line label too narrow for its text draws it
/// in a smaller font, down to the factor; text still too wide is cut by `lineBreakMode`; measuring keeps the size.
@MainActor
@Suite struct LabelAutoshrinkTests {
    static let text = "Our summer menu is here"

    static func label(
        factor: CGFloat, lines: Int = 1, width: CGFloat = 150, environment: ListEnvironment = .standard
    ) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 40))
        label.overrideTraitCollection = ListTraitCollection(environment: environment)
        label.font = .systemFont(ofSize: 17)
        label.numberOfLines = lines
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = factor
        label.text = text
        return label
    }

    static func drawn(_ label: UILabel) throws -> (size: Double, layout: TextLayout) {
        let text = try #require(label.snapshot().text)
        return (try #require(text.font).size, text.layout())
    }

    @Test func test_whenTheTextIsTooWide_thatItShrinksToTheLargestQuarterPointThatFits() throws {
        let label = Self.label(factor: 0.5)
        let (size, layout) = try Self.drawn(label)
        #expect(size == 13.5)
        #expect(!layout.isTruncated && layout.lines.count == 1 && layout.width <= 150)
        // A quarter point more no longer fits.
        let larger = TextLayout(
            text: Self.text, font: TextFont(family: PinnedFont.systemFamily, weight: 400, size: size + 0.25), width: .infinity)
        #expect(larger.width > 150)
        // Measuring keeps the font's size (UIKit's sizeThatFits): one line of Inter Display at 17 points is 20.55 points.
        #expect(label.sizeThatFits(CGSize(width: 150, height: 100)).height == 21)
    }

    @Test func test_whenTheFactorIsReached_thatTheTextIsCutAtThatSize() throws {
        let (size, layout) = try Self.drawn(Self.label(factor: 0.9))
        #expect(size == 15.25 && layout.isTruncated && layout.lines.count == 1)
    }

    @Test func test_whenNoFactorOrSeveralLinesOrTheTextFits_thatTheFontKeepsItsSize() throws {
        #expect(try Self.drawn(Self.label(factor: 0)).size == 17)
        #expect(try Self.drawn(Self.label(factor: 0.5, lines: 2)).size == 17)
        #expect(try Self.drawn(Self.label(factor: 0.5, width: 400)).size == 17)
        let off = Self.label(factor: 0.5)
        off.adjustsFontSizeToFitWidth = false
        #expect(try Self.drawn(off).size == 17)
    }

    @Test(arguments: [
        ListEnvironment(contentSizeCategory: .extraSmall),
        ListEnvironment(theme: .dark, layoutDirection: .rightToLeft, locale: "ar"),
    ])
    func test_inOtherEnvironments_thatTheShrunkLineFitsTheBounds(environment: ListEnvironment) throws {
        let (size, layout) = try Self.drawn(Self.label(factor: 0.5, environment: environment))
        #expect(size < 17 && size >= 8.5 && !layout.isTruncated && layout.width <= 150)
    }
}
