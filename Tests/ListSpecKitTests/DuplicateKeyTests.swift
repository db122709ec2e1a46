import Foundation
import Testing
@testable import ListSpecKit

/// A key written twice in one object is refused, in JSON and in YAML alike, at the second key, with the JSON path of
/// the object and the place of the first: JSON leaves its meaning open (Foundation keeps the first value, a YAML
/// reader the last), so a spec and its YAML twin would differ and a typo would pass silently.
@Suite struct DuplicateKeyTests {
    private func messages(_ text: String, format: ListSpecFormat, file: String) -> [String] {
        do {
            _ = try ListSpec.parse(Data(text.utf8), format: format, file: file)
            return []
        } catch let error as ListSpecError {
            return error.lines
        } catch {
            return ["\(error)"]
        }
    }

    @Test func test_whenAJSONObjectHoldsAKeyTwice_atTheRootOrNested_thatTheSecondIsRefusedWithThePath() {
        #expect(messages("{\n  \"sections\": [],\n  \"sections\": []\n}", format: .json, file: "feed.json")
            == ["feed.json:3:3: the key \"sections\" appears twice (first at 2:3)"])
        let nested = """
            {
              "viewport": {
                "width": 390,
                "height": 844,
                "width": 400
              },
              "sections": []
            }
            """
        #expect(messages(nested, format: .json, file: "feed.json")
            == ["feed.json:5:5: viewport: the key \"width\" appears twice (first at 3:5)"])
    }

    @Test func test_whenAJSONItemInAnArrayHoldsAKeyTwice_thatThePathNamesItsIndex() {
        let text = #"{ "sections": [ { "items": [ { "height": 4 }, { "height": 4, "id": "b", "height": 5 } ] } ] }"#
        #expect(messages(text, format: .json, file: "feed.json")
            == ["feed.json:1:73: sections[0].items[1]: the key \"height\" appears twice (first at 1:49)"])
    }

    @Test func test_whenTwoJSONKeysAreEqualOnlyOnceDecoded_thatTheyAreTheSameKey() {
        // An escape, and the two ways Unicode writes é (Swift compares keys as text, as the decoded object does).
        #expect(messages(#"{ "a\u0062": 1, "ab": 2 }"#, format: .json, file: "s.json")
            == [#"s.json:1:17: the key "ab" appears twice (first at 1:3)"#])
        #expect(messages("{ \"caf\u{E9}\": 1, \"cafe\u{301}\": 2 }", format: .json, file: "s.json")
            == ["s.json:1:14: the key \"cafe\u{301}\" appears twice (first at 1:3)"])
        // Keys differing only in case, or equal keys in different objects, are fine.
        #expect(ListSpecDuplicateProbe.passes(#"{ "a": { "x": 1 }, "b": { "x": 1 }, "A": 1 }"#))
    }

    @Test func test_whenAJSONObjectHasManyKeys_thatADuplicateFarApartIsStillFound() {
        let keys = (0..<100).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        let text = "{ \(keys), \"k3\": 0 }"
        #expect(throws: ListJSONSyntaxError(
            line: 1, column: text.utf8.count - 8, reason: #"the key "k3" appears twice (first at 1:30)"#, path: "")
        ) {
            try ListJSONSyntax.check(Data(text.utf8))
        }
        #expect(ListSpecDuplicateProbe.passes(text, refusing: false))
    }

    @Test func test_whenAYAMLMappingHoldsAKeyTwice_atTheRootOrNested_thatTheSecondIsRefusedWithThePath() {
        let yaml = """
            viewport:
              width: 390
              height: 844
              width: 400
            sections: []
            """
        #expect(messages(yaml, format: .yaml, file: "feed.yml")
            == ["feed.yml:4:3: viewport: the key \"width\" appears twice (first at 2:3)"])
        #expect(messages("sections: []\nviewport: {}\nsections: []\n", format: .yaml, file: "feed.yml")
            == ["feed.yml:3:1: the key \"sections\" appears twice (first at 1:1)"])
    }

    @Test func test_whenAYAMLItemInAListHoldsAKeyTwice_thatThePathNamesItsIndex() {
        let yaml = """
            sections:
              - items:
                  - { height: 4 }
                  - { height: 4, "height": 5 }
            """
        #expect(messages(yaml, format: .yaml, file: "feed.yml")
            == ["feed.yml:4:22: sections[0].items[1]: the key \"height\" appears twice (first at 4:11)"])
    }

    @Test func test_whenAYAMLMergeKeyBringsAKeyAlsoWritten_thatItIsNoDuplicateAndTheWrittenWins() throws {
        let yaml = """
            base: &base { height: 30, text: "base" }
            sections:
              - items:
                  - { <<: *base, height: 44 }
            """
        let spec = try ListSpec.parse(Data(yaml.utf8), format: .yaml, file: "s.yaml").spec
        #expect(spec.sections[0].items[0].size.height == .fixed(44))
        #expect(spec.sections[0].items[0].content.text == "base")
    }
}

/// Whether a text passes the syntax check.
enum ListSpecDuplicateProbe {
    static func passes(_ text: String, refusing: Bool = true) -> Bool {
        (try? ListJSONSyntax.check(Data(text.utf8), refusingDuplicateKeys: refusing)) != nil
    }
}
