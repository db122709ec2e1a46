import Foundation
import ListCore
import ListLayoutKit
import ListTestSupport
import Testing
@testable import ListSpecKit

@Suite struct SpecParsingTests {
    static let full = #"""
        { "viewport": { "width": 390, "height": 844, "scale": 3,
                        "contentInset": { "top": 1, "left": 2, "bottom": 3, "right": 4 } },
          "layout": { "scrollDirection": "horizontal", "stickyHeaders": true, "topContentInset": 5,
                      "stretchToEdge": true, "showHeaderWhenEmpty": true, "stickyHeaderYOffset": -6 },
          "contentOffset": { "x": 7, "y": 8 },
          "sections": [
            { "id": "news", "inset": { "top": 9, "left": 10, "bottom": 11, "right": 12 },
              "minimumLineSpacing": 13, "minimumInteritemSpacing": 14,
              "header": { "width": 390, "height": 44, "text": "News", "backgroundColor": "#F2F2F7" },
              "footer": { "width": 0, "height": 0 },
              "items": [ { "id": 7, "width": 390, "height": "auto", "text": "First story", "detailText": "Today",
                           "textColor": "#FF000080", "textAlignment": "center", "accessory": "checkmark",
                           "role": "loading", "fontSize": 17 } ] }
          ],
          "updates": [ { "sections": [ ] } ] }
        """#

    @Test func test_whenEveryFieldIsGiven_withJSON_thatTheModelHoldsThem() throws {
        let spec = try ListSpec.parse(Data(Self.full.utf8)).spec
        #expect(spec.viewport == ListSpecViewport(width: 390, height: 844, scale: 3, contentInset: ListEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)))
        #expect(spec.layout == ListSpecLayoutOptions(scrollDirection: .horizontal, stickyHeaders: true, topContentInset: 5, stretchToEdge: true, showHeaderWhenEmpty: true, stickyHeaderYOffset: -6))
        #expect(spec.contentOffset == CGPoint(x: 7, y: 8))
        let section = try #require(spec.sections.first)
        #expect(section.id == "news")
        #expect(section.inset == ListEdgeInsets(top: 9, left: 10, bottom: 11, right: 12))
        #expect(section.minimumLineSpacing == 13)
        #expect(section.minimumInteritemSpacing == 14)
        #expect(section.header == ListSpecSupplementary(size: ListSpecSize(width: .fixed(390), height: .fixed(44)), content: ListCellContent(text: "News", backgroundColor: try ListColor(hex: "#F2F2F7"))))
        #expect(section.footer == ListSpecSupplementary(size: ListSpecSize(width: .fixed(0), height: .fixed(0))))
        #expect(section.items == [ListSpecItem(
            id: "7", size: ListSpecSize(width: .fixed(390), height: .auto),
            content: ListCellContent(text: "First story", detailText: "Today", textAlignment: .center,
                                     textColor: try ListColor(hex: "#FF000080"), fontSize: 17, accessory: .checkmark, role: .loading))])
        #expect(spec.updates == [ListSpecUpdate(sections: [])])
    }

    @Test func test_whenTheSameSpecIsYAML_withTheYamlExtension_thatItParsesToTheSameModel() throws {
        let yaml = """
            viewport: { width: 390, height: 844, scale: 3, contentInset: { top: 1, left: 2, bottom: 3, right: 4 } }
            layout:
              scrollDirection: horizontal
              stickyHeaders: true
              topContentInset: 5
              stretchToEdge: true
              showHeaderWhenEmpty: true
              stickyHeaderYOffset: -6
            contentOffset: { x: 7, y: 8 }
            sections:
              - id: news
                inset: { top: 9, left: 10, bottom: 11, right: 12 }
                minimumLineSpacing: 13
                minimumInteritemSpacing: 14
                header: { width: 390, height: 44, text: News, backgroundColor: "#F2F2F7" }
                footer: { width: 0, height: 0 }
                items:
                  - { id: 7, width: 390, height: auto, text: First story, detailText: Today, textColor: "#FF000080",
                      textAlignment: center, accessory: checkmark, role: loading, fontSize: 17 }
            updates:
              - sections: []
            """
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = try folder.write(yaml, to: "spec.yml")
        let fromYAML = try ListSpec.load(contentsOf: url).spec
        let fromJSON = try ListSpec.parse(Data(Self.full.utf8)).spec
        #expect(fromYAML == fromJSON)
        #expect(ListSpecFormat(pathExtension: "YAML") == .yaml)
        #expect(ListSpecFormat(pathExtension: "json") == .json)
    }

    @Test(arguments: [
        ("iPhone SE", CGFloat(375), CGFloat(667), CGFloat(2)), ("iPhone 16", 393, 852, 3), ("standard", 393, 852, 3),
        ("iPhone 16 Pro Max", 440, 956, 3), ("iPad", 820, 1180, 2), ("iPad Pro 13\"", 1032, 1376, 2), ("ipad pro 13", 1032, 1376, 2),
    ])
    func test_whenADevicePresetIsNamed_withAnyCase_thatItSetsSizeAndScale(name: String, width: CGFloat, height: CGFloat, scale: CGFloat) throws {
        let escaped = name.replacingOccurrences(of: "\"", with: "\\\"")
        let spec = try ListSpec.parse(Data(#"{ "viewport": { "device": "\#(escaped)" }, "sections": [] }"#.utf8)).spec
        #expect(spec.viewport.size == CGSize(width: width, height: height))
        #expect(spec.viewport.scale == scale)
        let topLevel = try ListSpec.parse(Data(#"{ "device": "\#(escaped)", "sections": [] }"#.utf8)).spec
        #expect(topLevel.viewport == spec.viewport)
    }

    @Test func test_whenAPresetIsGiven_withAnExplicitScale_thatTheExplicitFieldWins() throws {
        let spec = try ListSpec.parse(Data(#"{ "viewport": { "device": "iPhone 16", "scale": 1, "height": 500 }, "sections": [] }"#.utf8)).spec
        #expect(spec.viewport == ListSpecViewport(width: 393, height: 500, scale: 1, device: "iPhone 16"))
    }

    @Test func test_whenIdsAreOmitted_withSectionsAndItems_thatTheyDefaultToThePosition() throws {
        let spec = try ListSpec.parse(Data(#"{ "sections": [ { "items": [ {}, {} ] }, { "id": 2.5 } ] }"#.utf8)).spec
        #expect(spec.sections.map(\.id) == ["0", "2.5"])
        #expect(spec.sections[0].items.map(\.id) == ["0", "1"])
    }
}
