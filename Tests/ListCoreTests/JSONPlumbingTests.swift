import ListPlumbing
import Testing

/// The one JSON value tree and its strict writer (`ListPlumbing`): JSON equality, exact text, escapes.
@Suite struct JSONPlumbingTests {
    @Test func test_whenValuesAreEqualAsJSON_thatTheyCompareEqual_whateverTheSpellingOrOrder() {
        #expect(JSONValue.integer(1) == .number(1.0))
        #expect(JSONValue.integer(1) != .number(1.5))
        #expect(JSONValue.string("1") != .integer(1))
        let ordered: JSONValue = .object([("a", .integer(1)), ("b", .array([.null, .bool(true)]))])
        let reordered: JSONValue = .object([("b", .array([.null, .bool(true)])), ("a", .number(1))])
        #expect(ordered == reordered)
        #expect(ordered != .object([("a", .integer(1))]))
        #expect(ordered != .object([("a", .integer(1)), ("b", .array([.bool(true), .null]))]))
        // The last of a repeated key counts, as a dictionary read would keep it.
        #expect(JSONValue.object([("a", .integer(1)), ("a", .integer(2))]) == .object([("a", .integer(2))]))
        #expect(JSONValue.object([("a", .integer(1)), ("a", .integer(2))]) != .object([("a", .integer(1)), ("a", .integer(1))]))
    }

    @Test func test_whenWriting_thatTheTextIsExact_keysInOrder_andNonFiniteNumbersNull() {
        let value: JSONValue = .object([
            ("name", .string("feed")), ("frames", .array([.integer(3), .number(2.5), .number(-0.0)])),
            ("size", .optional(nil as Double?) { .number($0) }), ("nested", .array([.object([("ok", .bool(false))])])),
            ("empty", .array([])), ("none", .object([])), ("bad", .array([.number(.infinity), .number(.nan)])),
        ])
        #expect(JSONWriter.write(value) == """
            {
              "name": "feed",
              "frames": [3, 2.5, 0],
              "size": null,
              "nested": [
                {
                  "ok": false
                }
              ],
              "empty": [],
              "none": {},
              "bad": [null, null]
            }
            """)
    }

    @Test func test_whenNamingAPath_thatPlainKeysAreDotted_andEveryOtherKeyIsQuotedInBrackets() {
        #expect(JSONPath.string([]) == "")
        #expect(JSONPath.string([.key("sections"), .index(2), .key("items"), .index(5), .key("height")])
            == "sections[2].items[5].height")
        #expect(JSONPath.string([.index(3), .key("id")]) == "[3].id")
        #expect(JSONPath.member("p~ngo", of: "textLibraries") == #"textLibraries["p~ngo"]"#)
        #expect(JSONPath.member("odd key", of: "") == #"["odd key"]"#)
        #expect(JSONPath.member("2x", of: "a") == #"a["2x"]"#)
        #expect(JSONPath.member("", of: "a") == #"a[""]"#)
        #expect(JSONPath.member("t\u{1B}[31m", of: "a") == #"a["t\u001B[31m"]"#)
        #expect(JSONPath.member("é", of: "a") == #"a["é"]"#)
        #expect(JSONPath.member("_private9", of: "a") == "a._private9")
    }

    @Test func test_whenQuoting_thatControlCharactersAreEscaped_andPlainTextIsCopied() {
        #expect(JSONWriter.quoted("plain é ✓") == "\"plain é ✓\"")
        #expect(JSONWriter.quoted("a\"b\\c") == #""a\"b\\c""#)
        #expect(JSONWriter.quoted("\n\r\t\u{1B}[31m\u{7F}") == #""\n\r\t\u001B[31m\u007F""#)
        #expect(JSONValue.integer(7).idText == "7")
        #expect(JSONValue.number(1.0).idText == "1")
        #expect(JSONValue.object([]).kindDescription == "an object")
    }
}
