import Foundation
import Testing
@testable import ListSpecKit

/// YAML that would overflow the parser's stack or expand an alias bomb is refused with the limit, quickly.
@Suite struct YAMLBudgetTests {
    private func message(of yaml: String) -> String? {
        do {
            _ = try ListSpec.parse(Data(yaml.utf8), format: .yaml, file: "hostile.yaml")
            return nil
        } catch let error as ListSpecError {
            return error.description
        } catch {
            return "\(error)"
        }
    }

    @Test func test_whenFlowCollectionsNest5000Deep_thatTheSpecIsRefusedNamingTheDepthLimit() {
        let yaml = "sections: " + String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)
        // The mapping is one level, so the 64th bracket (column 11 + 63) is the 65th level.
        #expect(message(of: yaml) == "hostile.yaml:1:74: YAML nested deeper than 64 levels (the limit of a spec)")
    }

    @Test func test_whenBlockMappingsNest3000Deep_thatTheSpecIsRefusedNamingTheDepthLimit() {
        let yaml = (0..<3000).map { String(repeating: " ", count: $0) + "a:" }.joined(separator: "\n") + " 1"
        #expect(message(of: yaml) == "hostile.yaml:65:65: YAML nested deeper than 64 levels (the limit of a spec)")
        // CRLF and lone CR end lines as LF does; columns count Unicode scalars, not bytes.
        let crlf = "\u{E9}t\u{E9}: x\r\nb: x\rsections: " + String(repeating: "[", count: 100)
        #expect(message(of: crlf) == "hostile.yaml:3:74: YAML nested deeper than 64 levels (the limit of a spec)")
        let accented = "\u{E9}\u{E9}: " + String(repeating: "[", count: 100)
        #expect(message(of: accented) == "hostile.yaml:1:68: YAML nested deeper than 64 levels (the limit of a spec)")
    }

    @Test func test_whenADocumentHoldsMoreThanTenThousandAliases_thatTheSpecIsRefusedAtTheFirstAliasBeyond() {
        let aliases = Array(repeating: "*a", count: 10_001).joined(separator: ", ")
        let yaml = "a: &a 1\nsections: [\(aliases)]"
        // The 10,001st alias starts at column 12 + 4 × 10,000 of line 2.
        #expect(message(of: yaml) == "hostile.yaml:2:40012: YAML more than 10000 aliases (the limit of a spec)")
    }

    @Test func test_whenAliasesExpandBeyondAMillionValues_thatTheSpecIsRefusedNamingTheValueLimit() {
        var lines = [#"a0: &a0 ["x","x","x","x","x","x","x","x","x"]"#]
        for level in 1...8 {
            let alias = Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ",")
            lines.append("a\(level): &a\(level) [\(alias)]")
        }
        lines.append("sections: []")
        #expect(message(of: lines.joined(separator: "\n"))
            == "hostile.yaml:1:22: YAML more than 1000000 values once aliases are expanded (the limit of a spec)")
    }

    @Test func test_whenASpecUsesAFewAliasesAndNestsNormally_thatItStillParses() throws {
        let yaml = """
            cell: &cell { height: 44, text: "Row" }
            sections:
              - id: a
                items: [ *cell, *cell ]
              - id: b
                items:
                  - { height: 60, text: "A [bracketed] # not a comment" }
            """
        let spec = try ListSpec.parse(Data(yaml.utf8), format: .yaml, file: "ok.yaml").spec
        #expect(spec.sections.map(\.items.count) == [2, 1])
    }
}

/// A JSON number no Double can hold is named with its path, not reported as a raw DecodingError.
@Suite struct JSONNumberRangeTests {
    @Test func test_whenAHeightIs1e309_thatTheMessageNamesThePathAndTheRange() {
        let json = #"{ "sections": [ { "items": [ { "height": 12 }, { "height": 1e309 } ] } ] }"#
        #expect(throws: ListSpecError.self) { try ListSpec.parse(Data(json.utf8), file: "big.json") }
        do {
            _ = try ListSpec.parse(Data(json.utf8), file: "big.json")
        } catch {
            #expect("\(error)" == "big.json: sections[0].items[1].height: a number beyond the range of a 64-bit"
                + " floating-point value (about ±1.8e308)")
        }
    }
}
