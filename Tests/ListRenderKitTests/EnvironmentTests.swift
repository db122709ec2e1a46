import Foundation
import ListCore
import ListDiffKit
import ListLayoutKit
import ListPipelineKit
import ListRenderKit
import ListSpecKit
import ListTestSupport
import ListViewKit
import Testing

/// Dynamic Type, right-to-left and adaptive colours, through the spec pipeline every command uses.
@Suite struct EnvironmentTests {
    let fonts = try! FontSet.bundled()

    /// The `"auto"` height of a cell showing `text`: the size its content view fits.
    static func height(of text: String, width: CGFloat, environment: ListEnvironment, fonts: FontSet) -> CGFloat {
        ListContentConfiguration.cell(showing: ListCellContent(text: text))
            .sizeThatFits(
                CGSize(width: width, height: 0), traitCollection: ListTraitCollection(environment: environment, fonts: fonts)
            ).height
    }

    static func spec(_ json: String) throws -> ListSpec {
        try ListSpec.parse(Data(json.utf8), format: .json, file: "inline.json").spec
    }

    @Test func test_whenTheContentSizeCategoryGrows_thatAutoHeightsGrowMonotonically_andMatchTheMeasuredText() throws {
        let text = "A message long enough to wrap onto more lines as the text grows"
        var previous = 0.0
        for category in ListContentSizeCategory.allCases {
            var environment = ListEnvironment()
            environment.contentSizeCategory = category
            let height = Double(Self.height(of: text, width: 358, environment: environment, fonts: fonts))
            // 16-point paddings each side, 11 above and below; the text is the body style scaled from 15 points.
            let size = 15 * category.bodySize / 17
            let laidOut = TextLayout(text: text, face: fonts.regular, size: size, width: 358 - 32)
            #expect(height == max(44, (laidOut.height + 22).rounded(.up)), "\(category)")
            #expect(height >= previous, "\(category)")
            previous = height
        }
        let large = Self.height(of: text, width: 358, environment: ListEnvironment(), fonts: fonts)
        var ax5 = ListEnvironment()
        ax5.contentSizeCategory = .accessibilityExtraExtraExtraLarge
        let largest = Self.height(of: text, width: 358, environment: ax5, fonts: fonts)
        #expect(largest > 3 * large)
    }

    @Test func test_whenASpecNamesAContentSizeCategory_thatItsAutoHeightsUseIt_andAnOptionOverridesIt() throws {
        let spec = try Self.spec("""
            { "environment": { "contentSizeCategory": "accessibilityMedium" },
              "sections": [ { "header": { "height": "auto", "text": "Header" },
                              "items": [ { "height": "auto", "text": "Wi-Fi" } ] } ] }
            """)
        let asWritten = try SpecPipeline(fonts: fonts).prepare(spec).layout()
        var pipeline = SpecPipeline(fonts: fonts)
        pipeline.environment.contentSizeCategory = .large
        let standard = try pipeline.prepare(spec).layout()
        let item = try #require(asWritten.layoutAttributesForItem(at: ListIndexPath(item: 0, section: 0))).frame
        let standardItem = try #require(standard.layoutAttributesForItem(at: ListIndexPath(item: 0, section: 0))).frame
        #expect(standardItem.height == 44)
        // Body at AX1 is 28 points (17 at large): 15 × 28 / 17 = 24.7-point text, one line.
        let line = TextLayout.lineHeight(of: fonts.regular, size: 15 * 28 / 17)
        #expect(Double(item.height) == (line + 22).rounded(.up))
    }

    @Test func test_whenTheLayoutIsRightToLeft_thatFramesStay_unlessTheSpecFlipsThem() throws {
        let json = """
            { "viewport": { "width": 300, "height": 200, "scale": 1 },
              "environment": { "layoutDirection": "rightToLeft" },
              "layout": { "flipsHorizontallyInOppositeLayoutDirection": FLIP },
              "sections": [ { "inset": { "left": 10, "right": 0 },
                              "items": [ { "width": 100, "height": 50, "text": "א" },
                                         { "width": 100, "height": 50, "text": "ב" } ] } ] }
            """
        let pipeline = SpecPipeline(fonts: fonts)
        let kept = try Self.spec(json.replacingOccurrences(of: "FLIP", with: "false"))
        let flipped = try Self.spec(json.replacingOccurrences(of: "FLIP", with: "true"))
        var leftToRight = kept
        leftToRight.environment.layoutDirection = .leftToRight
        func scene(_ spec: ListSpec) throws -> RenderScene {
            let prepared = pipeline.prepare(spec)
            return prepared.scene(of: try prepared.layout())
        }
        let reference = try scene(leftToRight)
        let same = try scene(kept)
        let mirrored = try scene(flipped)
        #expect(same.elements.map(\.frame) == reference.elements.map(\.frame))
        #expect(reference.elements.map(\.frame.minX) == [10, 110])
        #expect(mirrored.elements.map(\.frame.minX) == [190, 90])
        #expect(mirrored.elements.map(\.frame.minY) == reference.elements.map(\.frame.minY))
    }

    @Test func test_whenAFlippedSpecAnimates_thatItsFramesAreMirroredAsItsStills() throws {
        let json = """
            { "viewport": { "width": 300, "height": 200, "scale": 1 },
              "environment": { "layoutDirection": "rightToLeft" },
              "layout": { "flipsHorizontallyInOppositeLayoutDirection": FLIP },
              "sections": [ { "items": [ { "id": "a", "width": 100, "height": 50 }, { "id": "b", "width": 100, "height": 50 } ] } ],
              "updates": [ { "sections": [ { "items": [ { "id": "b", "width": 100, "height": 50 } ] } ] } ] }
            """
        let pipeline = SpecPipeline(fonts: fonts)
        for flip in [false, true] {
            let spec = try Self.spec(json.replacingOccurrences(of: "FLIP", with: "\(flip)"))
            let prepared = pipeline.prepare(spec)
            let sequence = try prepared.animation()
            let first = sequence.scene(for: try #require(sequence.timeline.frames.first))
            let last = sequence.scene(for: try #require(sequence.timeline.frames.last))
            let still = prepared.scene(of: try prepared.layout())
            let end = prepared.scene(
                of: try prepared.layout(of: spec.updates[0].sections), sections: spec.updates[0].sections)
            #expect(sequence.isMirrored == flip)
            #expect(first.elements.map(\.frame) == still.elements.map(\.frame))
            #expect(last.elements.map(\.frame) == end.elements.map(\.frame))
            #expect(still.elements.map(\.frame.minX) == (flip ? [200, 100] : [0, 100]))
        }
    }

    @Test func test_whenRightToLeft_thatTextIsRightAligned_andTheAccessoryIsOnTheLeft() throws {
        let json = """
            { "viewport": { "width": 300, "height": 60, "scale": 1 },
              "environment": { "layoutDirection": "DIRECTION" },
              "sections": [ { "items": [ { "width": 300, "height": 60, "text": "שלום", "accessory": "disclosureIndicator" } ] } ] }
            """
        func inkColumns(_ direction: String) throws -> (text: ClosedRange<Int>, chevron: ClosedRange<Int>) {
            let spec = try Self.spec(json.replacingOccurrences(of: "DIRECTION", with: direction))
            let image = try SpecRenderer(fonts: fonts, overlays: .none).render(spec)
            // Text is black, the chevron tertiary grey: find the columns of each on the cell's middle rows.
            var text: [Int] = []
            var chevron: [Int] = []
            for x in 0..<image.width {
                for y in 20..<40 {
                    let pixel = image.pixel(x: x, y: y)
                    if pixel.red < 80 { text.append(x) }
                    if pixel == RenderTheme.light.tertiaryText { chevron.append(x) }
                }
            }
            return (try #require(text.min())...(try #require(text.max())),
                    try #require(chevron.min())...(try #require(chevron.max())))
        }
        let ltr = try inkColumns("leftToRight")
        let rtl = try inkColumns("rightToLeft")
        #expect(ltr.text.lowerBound >= 16 && ltr.text.lowerBound < 24)
        #expect(ltr.chevron.lowerBound > 270)
        #expect(rtl.chevron.upperBound < 30)
        #expect(rtl.text.upperBound <= 300 - 16 && rtl.text.upperBound > 300 - 24)
    }

    @Test(arguments: ["leftToRight", "rightToLeft"])
    func test_theDisclosureChevron_pointsToTheTrailingEdge_mirroredWhenRightToLeft(_ direction: String) throws {
        let spec = try Self.spec("""
            { "viewport": { "width": 300, "height": 60, "scale": 1 },
              "environment": { "layoutDirection": "\(direction)" },
              "sections": [ { "items": [ { "width": 300, "height": 60, "accessory": "disclosureIndicator" } ] } ] }
            """)
        let image = try SpecRenderer(fonts: fonts, overlays: .none).render(spec)
        // The chevron's ink (any pixel darker than the white cell), row by row.
        var rows: [Int: [Int]] = [:]
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y).green < 230 { rows[y, default: []].append(x) }
        }
        let top = try #require(rows.keys.min())
        let bottom = try #require(rows.keys.max())
        let middle = (top + bottom) / 2
        func meanColumn(_ y: Int) throws -> Int {
            let columns = try #require(rows[y])
            return columns.reduce(0, +) / columns.count
        }
        let tip = try meanColumn(middle)
        let armTop = try meanColumn(top)
        let armBottom = try meanColumn(bottom)
        let isRightToLeft = direction == "rightToLeft"
        // At the trailing edge: the right for left-to-right, the left (16-point padding) for right-to-left.
        #expect(isRightToLeft ? tip < 30 : tip > 270)
        // The tip lies 5 pixels nearer the trailing edge than both arms' ends (the mean column of each row's ink;
        // 6.5 points apart in the drawing).
        let expected = isRightToLeft ? -5 : 5
        #expect(tip - armTop == expected)
        #expect(tip - armBottom == expected)
    }

    @Test func test_whenAColourIsSemanticOrAdaptive_thatEachThemeDrawsItsOwnValue() throws {
        #expect(ListColor(named: "systemGroupedBackground")?.resolved(for: .dark).hexString == "#000000")
        #expect(ListColor(named: "systemGroupedBackground")?.resolved(for: .light).hexString == "#F2F2F7")
        #expect(ListColor(named: "secondaryLabel")?.resolved(for: .dark).hexString == "#EBEBF599")
        #expect(ListColor(named: "systemBlue")?.resolved(for: .dark).hexString == "#0A84FF")
        let spec = try Self.spec("""
            { "viewport": { "width": 100, "height": 100, "scale": 1 },
              "sections": [ { "items": [
                { "width": 100, "height": 50, "backgroundColor": "secondarySystemGroupedBackground" },
                { "width": 100, "height": 50, "backgroundColor": { "light": "#FFD60A", "dark": "#3A3000" } } ] } ] }
            """)
        for (style, first, second) in [
            (ListUserInterfaceStyle.light, "#FFFFFF", "#FFD60A"), (.dark, "#1C1C1E", "#3A3000"),
        ] {
            var pipeline = SpecPipeline(fonts: fonts)
            pipeline.environment.theme = style
            let image = try SpecRenderer(pipeline: pipeline, overlays: .none).render(spec)
            #expect(image.pixel(x: 50, y: 25).hexString == first)
            #expect(image.pixel(x: 50, y: 75).hexString == second)
        }
    }

    @Test func test_whenTheSpecNamesADarkTheme_thatItRendersDark_andAThemeOptionOverridesIt() throws {
        let spec = try Self.spec("""
            { "environment": { "theme": "dark" }, "viewport": { "width": 50, "height": 50, "scale": 1 },
              "sections": [] }
            """)
        #expect(try SpecRenderer(fonts: fonts).render(spec).pixel(x: 5, y: 5) == RenderTheme.dark.background)
        var pipeline = SpecPipeline(fonts: fonts)
        pipeline.environment.theme = .light
        #expect(try SpecRenderer(pipeline: pipeline).render(spec).pixel(x: 5, y: 5) == RenderTheme.light.background)
    }
}
