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
        let unclosed = String(repeating: "[", count: 512)
        #expect(failure(unclosed) == "1:513: unexpected end of the file: the array opened at 1:512 is not closed")
    }

    @Test func test_whenNestingIsDeeperThanFoundationReads_withNoLimitGiven_thatTheCheckStopsAtFoundationsDepth() {
        // Foundation would say "Too many nested arrays or dictionaries around character 513." without a line.
        #expect(ListJSONSyntax.foundationDepth == 512)
        let deep = String(repeating: "[", count: 200_000)
        #expect(failure(deep) == "1:513: nested deeper than 512 levels (the most the JSON reader reads)")
        let deepest = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(failure(deepest) == nil)
        #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(deepest.utf8)) }
        let beyond = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(throws: (any Error).self) { try JSONSerialization.jsonObject(with: Data(beyond.utf8)) }
    }

    @Test func test_whenTheTextIsUTF16OrUTF32_thatItIsCheckedAsTheTextItDecodesTo() throws {
        for encoding: String.Encoding in [.utf16LittleEndian, .utf16BigEndian, .utf32LittleEndian, .utf32BigEndian] {
            let good = try #require("[1, 2]".data(using: encoding))
            #expect(throws: Never.self) { try ListJSONSyntax.check(good) }
            let bad = try #require("[\n1, 2,]".data(using: encoding))
            #expect(throws: ListJSONSyntaxError(
                line: 2, column: 5, reason: "a comma before `]`: JSON allows no trailing comma")
            ) { try ListJSONSyntax.check(bad) }
        }
        let withMark = try #require("\u{FEFF}[1, @]".data(using: .utf16BigEndian))
        #expect(throws: ListJSONSyntaxError(
            line: 1, column: 5,
            reason: "unexpected `@`: expected a value (an object, array, string, number, true, false or null)")
        ) { try ListJSONSyntax.check(withMark) }
        // A lone surrogate among UTF-16 code units: no text at all.
        #expect(throws: ListJSONSyntaxError(
            line: 1, column: 1,
            reason: "the first bytes say UTF-16 but the text does not decode as UTF-16 (JSON text is UTF-8)")
        ) { try ListJSONSyntax.check(Data([0x5B, 0x00, 0x00, 0xD8, 0x5D, 0x00])) }
    }

    /// Foundation refuses each of these with "The given data was not valid JSON." and no place; the check says
    /// where and why first.
    @Test(arguments: [
        (#"["\ud800"]"#, #"1:3: invalid escape `\ud800` in a string: a high surrogate must be followed by a low surrogate escape (\uDC00-\uDFFF)"#),
        (#"["\uD800\u0041"]"#, #"1:3: invalid escape `\uD800` in a string: a high surrogate must be followed by a low surrogate escape (\uDC00-\uDFFF)"#),
        (#"["\ud800\ud800"]"#, #"1:3: invalid escape `\ud800` in a string: a high surrogate must be followed by a low surrogate escape (\uDC00-\uDFFF)"#),
        (#"["ab\ud800"]"#, #"1:5: invalid escape `\ud800` in a string: a high surrogate must be followed by a low surrogate escape (\uDC00-\uDFFF)"#),
        (#"["\udc00"]"#, #"1:3: invalid escape `\udc00` in a string: a low surrogate with no high surrogate (\uD800-\uDBFF) before it"#),
        (#"{"\uDFFF": 1}"#, #"1:3: invalid escape `\uDFFF` in a string: a low surrogate with no high surrogate (\uD800-\uDBFF) before it"#),
    ])
    func test_whenAnEscapeIsALoneSurrogate_thatTheErrorSaysWhere(text: String, message: String) {
        #expect(throws: (any Error).self) { try JSONSerialization.jsonObject(with: Data(text.utf8)) }
        #expect(failure(text) == message)
    }

    @Test func test_whenEscapesArePairedSurrogatesOrOtherUnits_thatTheyPass() {
        #expect(failure(#"["\ud83d\ude00", "\uDBFF\uDFFF", "\u0000\uFFFF\uE000"]"#) == nil)
    }

    /// Bytes inside a string that are not well-formed UTF-8 (the Unicode Standard's table 3-7).
    @Test(arguments: [
        ([0xC0, 0xAF], "1:3: unexpected byte 0xC0 in a string: not UTF-8 text (JSON text is UTF-8)"),  // overlong `/`
        ([0xE0, 0x80, 0xAF], "1:3: unexpected byte 0xE0 in a string: not UTF-8 text (JSON text is UTF-8)"),  // overlong
        ([0xED, 0xA0, 0x80], "1:3: unexpected byte 0xED in a string: not UTF-8 text (JSON text is UTF-8)"),  // U+D800
        ([0xF4, 0x90, 0x80, 0x80], "1:3: unexpected byte 0xF4 in a string: not UTF-8 text (JSON text is UTF-8)"),  // > U+10FFFF
        ([0xFF], "1:3: unexpected byte 0xFF in a string: not UTF-8 text (JSON text is UTF-8)"),
        ([0x80], "1:3: unexpected byte 0x80 in a string: not UTF-8 text (JSON text is UTF-8)"),  // a lone continuation
        ([0x61, 0xE2, 0x82], "1:4: unexpected byte 0xE2 in a string: not UTF-8 text (JSON text is UTF-8)"),  // cut short
        ([0xE2, 0x82, 0x41], "1:3: unexpected byte 0xE2 in a string: not UTF-8 text (JSON text is UTF-8)"),
    ] as [([UInt8], String)])
    func test_whenAStringHoldsBytesThatAreNotUTF8_thatTheErrorNamesTheFirst(bytes: [UInt8], message: String) {
        var data = Data(#"[""#.utf8)
        data.append(contentsOf: bytes)
        data.append(contentsOf: Array(#""]"#.utf8))
        #expect(throws: (any Error).self) { try JSONSerialization.jsonObject(with: data) }
        do {
            try ListJSONSyntax.check(data)
            Issue.record("expected \(message)")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func test_whenAStringHoldsEveryLengthOfUTF8Sequence_thatItPasses() {
        #expect(failure("[\"é ह € 𝄞 \u{10FFFF} \u{E000} \u{FFFD}\"]") == nil)
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
        #expect(error?.lines == [
            "spec.yaml:3:5: not valid YAML: did not find expected node content (in the flow node that starts at 3:5)",
        ])
    }
}
