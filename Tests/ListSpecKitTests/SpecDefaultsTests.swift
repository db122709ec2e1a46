import Foundation
import ListCore
import ListLayoutKit
import Testing
@testable import ListSpecKit

@Suite struct SpecDefaultsTests {
    @Test func test_whenSpecHasOnlySections_withNoOtherField_thatDefaultsApply() throws {
        let document = try ListSpec.parse(Data(#"{ "sections": [ { "items": [ {} ] } ] }"#.utf8))
        let spec = document.spec
        #expect(spec.viewport == ListSpecViewport(width: 390, height: 844, scale: 2))
        #expect(spec.layout == ListSpecLayoutOptions())
        #expect(spec.contentOffset == .zero)
        #expect(spec.sections == [ListSpecSection(id: "0", items: [ListSpecItem(id: "0")])])
        #expect(spec.updates == [])
        #expect(document.warnings == [])
        let layout = try spec.makeLayout()
        #expect(layout.layoutAttributesForItem(at: .init(section: 0, item: 0))?.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
    }
}

@Suite struct SpecLayoutTests {
    static let json = #"""
        { "viewport": { "width": 300, "scale": 3 },
          "sections": [ { "inset": { "left": 10, "right": 10 },
                          "header": { "text": "H" },
                          "items": [ { "height": "auto", "text": "abc" }, { "width": 100 }, { "height": 20.2 } ] } ] }
        """#

    @Test func test_whenSizesAreOmitted_withAVerticalList_thatItemsFillThePaddedWidthAndAre44High() throws {
        let spec = try ListSpec.parse(Data(#"{ "viewport": { "width": 300 }, "sections": [ { "inset": { "left": 10, "right": 10 }, "header": {}, "items": [ {} ] } ] }"#.utf8)).spec
        let sections = try spec.layoutSections(spec.sections)
        #expect(sections[0].headerSize == CGSize(width: 280, height: 44))
        #expect(sections[0].itemSizes == [CGSize(width: 280, height: 44)])
    }

    @Test func test_whenSizesAreOmitted_withAHorizontalList_thatItemsFillThePaddedHeightAndAre44Wide() throws {
        let spec = try ListSpec.parse(Data(#"{ "viewport": { "height": 200 }, "layout": { "scrollDirection": "horizontal" }, "sections": [ { "inset": { "top": 10 }, "items": [ {} ] } ] }"#.utf8)).spec
        #expect(try spec.layoutSections(spec.sections)[0].itemSizes == [CGSize(width: 44, height: 190)])
    }

    @Test func test_whenAHeightIsAuto_withAMeasure_thatTheMeasureGetsTheContentAndTheItemWidth() throws {
        let spec = try ListSpec.parse(Data(Self.json.utf8)).spec
        var asked: [(String?, CGFloat)] = []
        let layout = try spec.makeLayout(measure: { content, width in
            asked.append((content.text, width))
            return 33.3
        })
        #expect(asked.map(\.0) == ["abc"])
        #expect(asked.map(\.1) == [280])
        #expect(layout.layoutAttributesForItem(at: .init(section: 0, item: 0))?.frame == CGRect(x: 10, y: 44, width: 280, height: CGFloat(100) / 3))
    }

    @Test func test_whenAHeightIsAuto_withoutAMeasure_thatTheErrorNamesThePath() {
        let spec = try? ListSpec.parse(Data(Self.json.utf8)).spec
        #expect(throws: ListSpecError(file: "spec", issues: [ListSpecIssue(
            path: "updates[0].sections[0].items[0].height",
            message: "\"auto\" needs a renderer to measure the content; give a number of points instead")])) {
            _ = try spec?.makeLayout(sections: spec?.sections, path: "updates[0].sections")
        }
    }
}

@Suite struct SpecMeasureElementTests {
    @Test func test_whenHeadersAndItemsAreAuto_withAKindAwareMeasure_thatEachIsMeasuredAsItsKind() throws {
        let json = #"""
            { "viewport": { "width": 200 },
              "sections": [ { "header": { "height": "auto", "text": "H" }, "footer": { "height": "auto" },
                              "items": [ { "height": "auto", "width": 50, "text": "a" } ] } ] }
            """#
        let spec = try ListSpec.parse(Data(json.utf8)).spec
        #expect(spec.hasAutoHeights)
        var asked: [String] = []
        let layout = try spec.makeLayout(measureElement: { kind, content, width in
            asked.append("\(kind.rawValue) \(content.text ?? "-") \(Int(width))")
            return kind == .cell ? 30 : 10
        })
        #expect(asked == ["header H 200", "footer - 200", "cell a 50"])
        #expect(layout.layoutAttributesForItem(at: .init(section: 0, item: 0))?.frame == CGRect(x: 0, y: 10, width: 50, height: 30))
        #expect(!(try ListSpec.parse(Data(#"{ "sections": [ { "items": [ { "height": 3 } ] } ] }"#.utf8)).spec.hasAutoHeights))
    }
}
