import Foundation
import ListSpecKit
import Testing

/// JSON syntax errors say line and column (issue 11 §4): the strict checker that runs before Foundation's parser, and
/// a spec's error lines.
@Suite struct JSONSyntaxTests {
    func failure(_ text: String, maximumDepth: Int = .max) -> String? {
        do {
            try ListJSONSyntax.check(Data(text.utf8), maximumDepth: maximumDepth)
            return nil
        } catch {
            return error.description
        }
    }

    @Test(arguments: [
        #"{ "sections": [ { "items": [ { "id": "a\"b\\c\/\b\f\n\r\t\u00e9", "height": -0.5e+10 } ] } ] }"#,
        "[0, -0, 1.5, 2E-3, 10e5, true, false, null, \"é 日本\", {}, [], {\"a\": [{}]}]",
        "\u{FEFF}[1]", " \t\r\n\"just a string\"\r\n", "42",
    ])
    func test_whenTheTextIsJSON_thatItPasses(text: String) {
        #expect(failure(text) == nil)
    }

    @Test(arguments: [
        ("", "1:1: unexpected end of the file: expected a JSON value"),
        ("[1, 2", "1:6: unexpected end of the file: the array opened at 1:1 is not closed"),
        ("{\n  \"a\": [1, 2,]\n}", "2:13: a comma before `]`: JSON allows no trailing comma"),
        ("{\"a\": 1,}", "1:8: a comma before `}`: JSON allows no trailing comma"),
        ("[1, @]", "1:5: unexpected `@`: expected a value (an object, array, string, number, true, false or null)"),
        ("[01]", "1:2: a number with a leading zero: JSON numbers start with 1-9 (or are 0)"),
        ("[1.]", "1:4: unexpected `]`: expected a digit after the decimal point"),
        ("[-]", "1:3: unexpected `]`: expected a digit in the number"),
        ("[1e]", "1:4: unexpected `]`: expected a digit in the exponent"),
        ("[tru]", "1:5: unexpected `]`: expected `true`"),
        ("[\"a\tb\"]", "1:4: unexpected U+0009 in a string: control characters must be escaped (such as \\n)"),
        (#"["\q"]"#, "1:3: invalid escape `\\q` in a string"),
        (#"["\u12G4"]"#, "1:3: invalid escape in a string: `\\u` takes 4 hexadecimal digits"),
        ("[\"abc", "1:2: a string that is not closed: the file ends inside it"),
        ("{} {}", "1:4: unexpected `{`: expected the end of the file after the JSON value"),
        ("{\"a\" 1}", "1:6: unexpected `1`: expected `:` after the key"),
        ("{a: 1}", "1:2: unexpected `a`: expected a key (a string in double quotes)"),
        ("[1 2]", "1:4: unexpected `2`: expected `,` or `]`"),
        ("[\"é\", x]", "1:7: unexpected `x`: expected a value (an object, array, string, number, true, false or null)"),
        ("[\"日本\"\n,\n\t× ]", "3:2: unexpected U+00D7: expected a value (an object, array, string, number, true, false or null)"),
    ])
    func test_whenTheTextBreaksTheGrammar_thatTheErrorSaysLineColumnAndWhy(text: String, message: String) {
        #expect(failure(text) == message)
    }

    @Test func test_whenAByteIsNotUTF8_thatItIsNamed() {
        var data = Data("[".utf8)
        data.append(0xFF)
        data.append(contentsOf: Array("]".utf8))
        #expect(throws: ListJSONSyntaxError(
            line: 1, column: 2,
            reason: "unexpected byte 0xFF: expected a value (an object, array, string, number, true, false or null)")
        ) { try ListJSONSyntax.check(data) }
    }

    @Test func test_whenNestingIsDeeperThanTheLimit_thatItStopsThere_andDeepTextCostsNoStack() {
        let deep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        #expect(failure(deep, maximumDepth: 64) == "1:65: nested deeper than 64 levels (the limit of a spec)")
        #expect(failure(deep, maximumDepth: 65) == nil)
        let unclosed = String(repeating: "[", count: 200_000)
        #expect(failure(unclosed) == "1:200001: unexpected end of the file: the array opened at 1:200000 is not closed")
    }

    @Test func test_whenTheTextIsUTF16_thatItIsLeftToFoundation() throws {
        let data = try #require("[1, 2]".data(using: .utf16LittleEndian))
        #expect(throws: Never.self) { try ListJSONSyntax.check(data) }
    }

    @Test func test_whenFoundationGivesACharacterOffset_thatItBecomesALineAndColumn() throws {
        let data = Data("{\n  \"sections\": [\n    {\"items\": [ {\"height\": 4x4} ]}\n  ]\n}\n".utf8)
        let error = #expect(throws: (any Error).self) { try JSONSerialization.jsonObject(with: data) }
        let located = try #require(error.flatMap { ListJSONSyntax.locate($0, in: data) })
        #expect(located.line == 3 && located.column == 29, "\(located)")
        let end = ListJSONSyntax.location(ofByte: data.count, in: data)
        #expect(end.line == 6 && end.column == 1)
    }

    @Test(arguments: [
        ("{\n  \"sections\": [\n    { \"items\": [ { \"height\": 44 }\n",
         "spec.json:4:1: not valid JSON: unexpected end of the file: the array opened at 3:16 is not closed"),
        ("{\n  \"sections\": [\n    { \"items\": [ { \"height\": 44 }, ] }\n  ]\n}\n",
         "spec.json:3:34: not valid JSON: a comma before `]`: JSON allows no trailing comma"),
        ("{\n  \"sections\": [\n    { \"items\": [ { \"height\": 4x4 } ] }\n  ]\n}\n",
         "spec.json:3:31: not valid JSON: unexpected `x`: expected `,` or `}`"),
    ])
    func test_whenASpecHasASyntaxError_thatItsLineIsFileLineColumn(text: String, line: String) {
        let error = #expect(throws: ListSpecError.self) { try ListSpec.parse(Data(text.utf8), file: "spec.json") }
        #expect(error?.lines == [line])
        #expect(error?.issues.first?.line != nil && error?.issues.first?.path == "")
    }

    @Test func test_whenAValueIsWrong_thatItsLineStillNamesTheJSONPath() {
        let error = #expect(throws: ListSpecError.self) {
            try ListSpec.parse(Data(#"{ "sections": [ { "items": [ { "height": -4 } ] } ] }"#.utf8), file: "spec.json")
        }
        #expect(error?.lines.first?.hasPrefix("spec.json: sections[0].items[0].height: ") == true)
    }

    @Test func test_whenAYAMLSpecHasASyntaxError_thatItsLineIsFileLineColumnToo() {
        let text = "sections:\n  - items: [\n    - height: 4\n"
        let error = #expect(throws: ListSpecError.self) {
            try ListSpec.parse(Data(text.utf8), format: .yaml, file: "spec.yaml")
        }
        #expect(error?.lines.first?.hasPrefix("spec.yaml:3:5: not valid YAML: error: parser: ") == true, "\(String(describing: error))")
    }
}
