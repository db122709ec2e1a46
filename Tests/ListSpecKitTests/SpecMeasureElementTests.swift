import Foundation
import ListCore
import ListLayoutKit
import Testing
@testable import ListSpecKit

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
