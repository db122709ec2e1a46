import Foundation
import ListCore
import ListPipelineKit
import ListRenderKit
import ListSpecKit
import ListViewKit
import Testing

/// A spec label's `"runs"` go the road of Swift's attributed text: an `NSAttributedString` on the `UILabel`,
/// measured for `"auto"` and drawn by the same Pango layout, each run in its font and colour.
@MainActor
@Suite struct SpecLabelRunsRenderTests {
    static let white = ListColor(red: 255, green: 255, blue: 255)

    /// A one-item spec whose cell is `label`, 200 points wide at scale 1.
    nonisolated static func json(_ label: String, height: String = #""auto""#, theme: String = "light") -> String {
        #"""
        { "viewport": { "width": 200, "height": 300, "scale": 1 }, "environment": { "theme": "\#(theme)" },
          "sections": [ { "items": [ { "height": \#(height), "backgroundColor": "#FFFFFF", "view": \#(label) } ] } ] }
        """#
    }

    static let headline = #"""
        { "type": "label", "numberOfLines": 0, "runs": [
            { "text": "Headline ", "font": { "size": 30, "weight": "bold" } },
            { "text": "and a tail of small words that wraps onto more lines", "font": { "size": 12 } } ] }
        """#

    /// The same text built in Swift: a bold 30-point run and a regular 12-point one.
    static func swiftLabel(in environment: ListEnvironment) -> UILabel {
        let text = NSMutableAttributedString(string: "Headline ", attributes: [.font: UIFont.boldSystemFont(ofSize: 30)])
        text.append(NSAttributedString(
            string: "and a tail of small words that wraps onto more lines", attributes: [.font: UIFont.systemFont(ofSize: 12)]))
        let label = UILabel()
        label.overrideTraitCollection = ListTraitCollection(environment: environment)
        label.numberOfLines = 0
        label.attributedText = text
        return label
    }

    @Test func test_whenALabelHasRunsOfTwoFonts_thatAutoIsTheSwiftLabelsHeight_exactly() throws {
        let document = try ListSpec.parse(Data(Self.json(Self.headline).utf8), file: "runs.json")
        let prepared = try SpecPipeline.bundled().prepare(document)
        let sections = try prepared.layoutSections()
        let swift = Self.swiftLabel(in: prepared.environment)
            .sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        #expect(sections.first?.itemSizes == [CGSize(width: 200, height: swift.height)])
        // Two lines: the one holding the bold 30-point run (36.2 points, Inter Display's line height at 30: 2,476/2,048
        // em) and one 12-point line (14.5 points): 50.7, rounded up.
        #expect(swift.height == 51)
        let scene = try prepared.scene(of: prepared.layout())
        let text = try #require(scene.elements.first?.view?.text)
        #expect(text.runs.map(\.range) == [0..<9, 9..<61])
        #expect(text.runs.map(\.font.size) == [30, 12] && text.runs.map(\.font.isBold) == [true, false])
        #expect(text.layout().lines.count == 2)
    }

    @Test(arguments: [ListContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge])
    func test_whenARunHasATextStyle_thatItFollowsDynamicType_andAFixedRunDoesNot(
        category: ListContentSizeCategory
    ) throws {
        let label = #"""
            { "type": "label", "runs": [ { "text": "Fixed ", "font": { "size": 12 } },
                                          { "text": "Body", "font": { "textStyle": "body" } } ] }
            """#
        let document = try ListSpec.parse(Data(Self.json(label).utf8), file: "runs.json")
        var pipeline = try SpecPipeline.bundled()
        pipeline.environment.contentSizeCategory = category
        let prepared = pipeline.prepare(document)
        let scene = try prepared.scene(of: prepared.layout())
        let text = try #require(scene.elements.first?.view?.text)
        let body = try #require(UIFont.preferredFont(forTextStyle: .body)
            .resolved(for: ListTraitCollection(environment: prepared.environment)))
        #expect(text.runs.map(\.font.size) == [12, body.size])
        let height = try #require(prepared.layoutSections().first?.itemSizes.first?.height)
        #expect(height == CGFloat(UIFont.systemFont(ofSize: body.size).lineHeight.rounded(.up)))
    }

    /// The columns of the pixels that are mostly red, mostly blue and mostly green.
    private func inkColumns(_ image: RasterImage) -> (red: [Int], blue: [Int], green: [Int]) {
        var red: [Int] = [], blue: [Int] = [], green: [Int] = []
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image.pixel(x: x, y: y)
                let (r, g, b) = (Int(pixel.red), Int(pixel.green), Int(pixel.blue))
                if r - max(g, b) > 100 { red.append(x) }
                if b - max(r, g) > 100 { blue.append(x) }
                if g - max(r, b) > 100 { green.append(x) }
            }
        }
        return (red, blue, green)
    }

    @Test func test_whenRunsHaveColours_thatEachRunIsDrawnInItsColour_andAPlainRunInTheLabels() throws {
        let label = #"""
            { "type": "label", "textColor": "#00FF00", "runs": [
                { "text": "MMMM", "textColor": "#FF0000" }, { "text": "MMMM", "textColor": "#0000FF" }, "MMMM" ] }
            """#
        let document = try ListSpec.parse(Data(Self.json(label, height: "30").utf8), file: "runs.json")
        let image = try SpecPipeline.bundled().prepare(document).still(overlays: .none).image
        let (red, blue, green) = inkColumns(image)
        #expect(red.count > 100 && blue.count > 100 && green.count > 100)
        // "MMMM" at 17 points is 55.25 points wide in Inter Display (1,664/2,048 em each): red, then blue, then the
        // label's green.
        #expect(try #require(red.max()) < (try #require(blue.min())))
        #expect(try #require(blue.max()) < (try #require(green.min())))
        #expect(try #require(red.max()) < 58 && (try #require(blue.min())) > 52 && (try #require(green.min())) > 107)
        // The runs drawn as the same label written with "text" in one colour: the same ink, in three colours.
        let plain = ##"{ "type": "label", "textColor": "#FF0000", "text": "MMMMMMMMMMMM" }"##
        let one = try SpecPipeline.bundled()
            .prepare(try ListSpec.parse(Data(Self.json(plain, height: "30").utf8), file: "plain.json"))
            .still(overlays: .none).image
        #expect(inkColumns(one).red.count == red.count + blue.count + green.count)
    }

    @Test func test_whenTheThemeIsDark_thatARunsAdaptiveColourIsItsDarkValue() throws {
        let label = #"""
            { "type": "label", "runs": [ { "text": "MMMM", "textColor": { "light": "#FF0000", "dark": "#0000FF" } } ] }
            """#
        for (theme, expectsRed) in [("light", true), ("dark", false)] {
            let document = try ListSpec.parse(Data(Self.json(label, height: "30", theme: theme).utf8), file: "runs.json")
            let image = try SpecPipeline.bundled().prepare(document).still(overlays: .none).image
            let (red, blue, _) = inkColumns(image)
            #expect((red.count > 100) == expectsRed && (blue.count > 100) == !expectsRed)
        }
    }
}
