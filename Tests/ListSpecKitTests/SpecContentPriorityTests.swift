import Foundation
import ListSpecKit
import Testing

/// A view node's `"contentHuggingPriority"` and `"contentCompressionResistancePriority"`: per axis, each optional, a
/// priority in (0, 1000] as a constraint's; taken from `"styles"` like every look attribute; every mistake an error
/// naming the file and the JSON path.
@Suite struct SpecContentPriorityTests {
    private func spec(_ node: String, styles: String = "") -> String {
        #"""
        { \#(styles) "sections": [ { "items": [ { "height": 60, "view": { "type": "view", "children": [ \#(node) ] } } ] } ] }
        """#
    }

    @Test func test_whenANodeSetsPriorities_thatEachAxisIsDecoded_andAStyleGivesThemToo() throws {
        let json = spec(#"""
            { "type": "button", "id": "follow", "title": "Follow",
              "contentCompressionResistancePriority": { "horizontal": 1000 },
              "contentHuggingPriority": { "horizontal": 251, "vertical": 0.5 } },
            { "type": "label", "id": "name", "text": "Ada", "style": "stretchy" }
            """#, styles: #""styles": { "stretchy": { "contentHuggingPriority": { "horizontal": 1 } } },"#)
        let document = try ListSpec.parse(Data(json.utf8), file: "feed.json")
        let children = try #require(document.spec.sections.first?.items.first?.view?.children)
        #expect(children[0].style.contentCompressionResistancePriority == ListSpecAxisPriorities(horizontal: 1000))
        #expect(children[0].style.contentHuggingPriority == ListSpecAxisPriorities(horizontal: 251, vertical: 0.5))
        #expect(children[1].style.contentHuggingPriority == ListSpecAxisPriorities(horizontal: 1))
        #expect(children[1].style.contentCompressionResistancePriority == nil)
    }

    @Test func test_whenPrioritiesAreWrong_thatEveryErrorNamesTheFileAndJSONPath() {
        let json = spec(#"""
            { "type": "label", "text": "a", "contentHuggingPriority": { "horizontal": 0, "vertical": 1001 } },
            { "type": "label", "text": "b", "contentCompressionResistancePriority": { "horizontal": "required" } },
            { "type": "label", "text": "c", "contentCompressionResistancePriority": { "vertical": -5 } },
            { "type": "label", "text": "d", "contentHuggingPriority": 250 }
            """#)
        let path = "feed.json: sections[0].items[0].view.children"
        #expect(SpecFixture.lines(json) == [
            "\(path)[0].contentHuggingPriority.horizontal: must be a finite number > 0, got 0",
            "\(path)[0].contentHuggingPriority.vertical: must be at most 1000, got 1001",
            #"\#(path)[1].contentCompressionResistancePriority.horizontal: must be a finite number > 0, got "required""#,
            "\(path)[2].contentCompressionResistancePriority.vertical: must be a finite number > 0, got -5",
            "\(path)[3].contentHuggingPriority: must be an object, got 250",
        ])
    }

    @Test func test_whenAnAxisIsMisspelt_thatItIsAWarningWithAGuess_andTheOtherAxisIsKept() throws {
        let json = spec(#"""
            { "type": "label", "text": "c", "contentCompressionResistancePriority": { "horizontl": 750, "vertical": 1 } }
            """#)
        #expect(try SpecFixture.warnings(json) == [
            #"sections[0].items[0].view.children[0].contentCompressionResistancePriority.horizontl: unknown key, ignored (did you mean "horizontal"?)"#,
        ])
        let document = try ListSpec.parse(Data(json.utf8), file: "feed.json")
        let label = try #require(document.spec.sections.first?.items.first?.view?.children.first)
        #expect(label.style.contentCompressionResistancePriority == ListSpecAxisPriorities(vertical: 1))
    }
}
