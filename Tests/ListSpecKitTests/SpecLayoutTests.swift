import Foundation
import ListCore
import ListLayoutKit
import Testing
@testable import ListSpecKit

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
