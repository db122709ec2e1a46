import Foundation
import ListPlumbing
import Testing

@testable import ListSpecKit

/// Issue 27, "A 1,000,000-item spec takes 30.6 s and 765 MB to render one viewport": the JSON tree is built in one
/// pass (no `Decodable` probing), and a spec's items and sections are bounded (docs/SPEC.md, "Large specs").
@Suite struct LargeSpecTests {
    private func tree(_ text: String) throws -> JSONValue {
        let data = Data(text.utf8)
        try ListJSONSyntax.check(data)
        return try JSONValue.parsing(checkedJSON: data)
    }

    @Test func test_whenCheckedJSONIsParsed_thatTheTreeIsExact_escapesNumbersAndNesting() throws {
        let text = #"""
            { "a": [1, -0, 2.5e3, 5e-324, 1e-400, 12345678901234567890, true, false, null, [], {}],
              "s": "plain", "e": "q\"b\\s\/n\nt\tu\u00e9\ud83d\ude00\u0000end", "é": { "x": [ [ { } ] ] } }
            """#
        let expected = JSONValue.object([
            ("a", .array([.number(1), .number(-0.0), .number(2500), .number(.leastNonzeroMagnitude), .number(0),
                          .number(12345678901234567890.0), .bool(true), .bool(false), .null, .array([]), .object([])])),
            ("s", .string("plain")), ("e", .string("q\"b\\s/n\nt\tué😀\u{0}end")),
            ("é", .object([("x", .array([.array([.object([])])]))])),
        ])
        #expect(try tree(text) == expected)
        // The fields in the order written; every number a Double (`.number`), as every reader of the tree reads it.
        guard case .object(let fields) = try tree(text), fields.map(\.0) == ["a", "s", "e", "é"],
            case .array(let numbers)? = fields.first?.1,
            case .number(let zero) = numbers[1]
        else { Issue.record("not an object"); return }
        #expect(zero.sign == .minus)
        // A UTF-8 byte order mark is skipped; whitespace anywhere.
        #expect(try JSONValue.parsing(checkedJSON: Data([0xEF, 0xBB, 0xBF] + Array(" \n[ 1 ,\t2 ]\r\n".utf8)))
            == .array([.number(1), .number(2)]))
    }

    @Test func test_whenANumberIsBeyondADouble_thatItsPathIsNamed() throws {
        let error = #expect(throws: CheckedJSONError.self) {
            try tree(#"{ "sections": [ { "items": [ { "height": 1 }, { "height": -1e309 } ] } ] }"#)
        }
        #expect(error.map { ListSpec.jsonPath($0.path) } == "sections[0].items[1].height")
        #expect(error?.reason == .numberOutOfRange("-1e309"))
        #expect(throws: CheckedJSONError(reason: .numberOutOfRange("1e30830"), offset: 0, path: [])) { try tree("1e30830") }
        #expect(throws: ListSpecError.self) {
            try ListSpec.parse(Data(#"{ "sections": [], "contentOffset": { "x": 1e309 } }"#.utf8), format: .json, file: "f.json")
        }
    }

    /// Reads `text` with lowered limits (the real ones are 1,000,000 items a state, 2,000,000 in all, 100,000
    /// sections: the same code, without millions of items in a unit test).
    private func issues(_ text: String) throws -> [String] {
        var reader = SpecReader()
        reader.counts = ElementCounts(itemLimit: 3, totalItemLimit: 5, sectionLimit: 2)
        _ = reader.readSpec(try tree(text))
        return reader.errors.map { "\($0.path): \($0.message)" }
    }

    @Test func test_whenASpecPassesItsItemOrSectionLimits_thatTheFirstElementBeyondIsNamed_once() throws {
        let limit = " (the limit of a spec; see docs/SPEC.md, \"Large specs\")"
        #expect(try issues(#"{ "sections": [ { "items": [ {}, {} ] }, { "items": [ {} ] } ] }"#) == [])
        #expect(try issues(#"{ "sections": [ { "items": [ {}, {} ] }, { "items": [ {}, {}, {} ] } ] }"#)
            == ["sections[1].items[1]: more than 3 items in one state of the list" + limit])
        #expect(try issues(#"{ "sections": [ {}, {}, {}, { "items": [ {} ] } ] }"#)
            == ["sections[2]: more than 2 sections in one state of the list" + limit])
        // Each update is a state of its own; the items of all states together have their own limit.
        let updates = #"""
            { "sections": [ { "items": [ {}, {}, {} ] } ],
              "updates": [ { "sections": [ { "items": [ {}, {} ] } ] }, { "sections": [ { "items": [ {} ] } ] } ] }
            """#
        #expect(try issues(updates)
            == ["updates[1].sections[0].items[0]: more than 5 items in sections and updates together" + limit])
        // The real limits, stated.
        #expect(ListSpecLimits.items == 1_000_000 && ListSpecLimits.totalItems == 2_000_000 && ListSpecLimits.sections == 100_000)
    }
}
