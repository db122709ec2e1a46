import Foundation
import ListPlumbing
import ListPreview
import ListTestSupport
import Testing

@testable import ListPreviewCLI

/// `diff` inputs are read straight from their bytes (``DiffInputReader``); these tests hold the reader to what
/// `JSONSerialization` read before it, on seeded random element arrays.
struct DiffInputReaderTests {
    @Test func test_whenRandomElementArraysAreRead_thatTheElementsAreWhatJSONSerializationReads() throws {
        var random = SplitMix64(seed: 0xD1FF_1AB0)
        var elementsRead = 0
        for round in 0..<300 {
            var generator = RandomElementText(random: random)
            let text = generator.document()
            random = generator.random
            let data = Data(text.utf8)
            try ListJSONSyntax.check(data)
            let read = try DiffInputReader.elements(of: data)
            let expected = try FoundationOracle.elements(of: data)
            #expect(read.count == expected.count, "round \(round): \(text)")
            for (got, want) in zip(read, expected) {
                #expect(got.id == want.id, "round \(round): \(text)")
                #expect(FoundationOracle.same(got.value, want.value), "round \(round): \(got.value) \(want.value) in \(text)")
            }
            elementsRead += read.count
        }
        #expect(elementsRead > 3000)
    }

    @Test func test_whenNumbersAreSpelledEveryWay_thatIntegersAreExact_andOthersTheNearestDouble() throws {
        let text = #"[0, -0, -0.0, 1.0, 1e2, 1E+2, 2.50, -7.25e-3, 9007199254740993, 999999999999999999, "#
            + #"-9223372036854775808, 9223372036854775807, 9223372036854775808, 12345678901234567890, 0.1]"#
        let values = try DiffInputReader.elements(of: Data(text.utf8)).map(\.value)
        let expected: [JSONValue] = [
            .integer(0), .integer(0), .integer(0), .integer(1), .integer(100), .integer(100), .number(2.5),
            .number(-7.25e-3), .integer(9_007_199_254_740_993), .integer(999_999_999_999_999_999), .integer(.min),
            .integer(.max), .number(9_223_372_036_854_775_808), .number(12_345_678_901_234_567_168), .number(0.1),
        ]
        #expect(values.count == expected.count)
        for (value, want) in zip(values, expected) { #expect(FoundationOracle.same(value, want), "\(value)") }
    }

    @Test func test_whenLongNumbersAreRead_thatIntegersAreExact_andOthersAreTheCorrectlyRoundedDouble() throws {
        // `JSONSerialization` on Linux is not correctly rounded beyond 15 digits (it read 688.78336396891286 as
        // 688.7833639689127, and -2344522540441246898 as an integer off by 178): the reader is held to C's strtod
        // and to Int64's own parsing instead.
        var random = SplitMix64(seed: 0x5_7270D)
        for _ in 0..<5000 {
            let digits = (0..<Int.random(in: 1..<26, using: &random)).map { _ in String(Int.random(in: 0..<10, using: &random)) }
            var mantissa = String(digits.joined().drop { $0 == "0" })
            if mantissa.isEmpty { mantissa = "0" }
            var text = (Bool.random(using: &random) ? "-" : "") + mantissa
            if Bool.random(using: &random) {
                text += "." + (0..<Int.random(in: 1..<12, using: &random)).map { _ in String(Int.random(in: 0..<10, using: &random)) }.joined()
            }
            if Bool.random(using: &random) { text += "e" + String(Int.random(in: -320..<280, using: &random)) }
            let value = try #require(try DiffInputReader.elements(of: Data("[\(text)]".utf8)).first?.value)
            let expected: JSONValue
            let isInteger = !text.contains(".") && !text.contains("e")
            if isInteger, let integer = Int64(text) {
                expected = .integer(integer)
            } else {
                let double = strtod(text, nil)
                expected = Int64(exactly: double).map(JSONValue.integer) ?? .number(double)
            }
            #expect(FoundationOracle.same(value, expected), "\(text): \(value) \(expected)")
        }
    }

    @Test func test_whenStringsHoldEscapes_thatTheyAreDecoded() throws {
        let text = #"["a\"b\\c\/d", "\n\r\t\b\f", "\u00e9t\u00E9", "\ud83d\ude00 \u0000", {"\u0069d": "x\u0041"}]"#
        let ids = try DiffInputReader.elements(of: Data(text.utf8)).map(\.id)
        #expect(ids == ["a\"b\\c/d", "\n\r\t\u{8}\u{C}", "\u{E9}t\u{E9}", "\u{1F600} \u{0}", "xA"])
    }

    @Test func test_whenTheTextStartsWithAByteOrderMark_thatItIsSkipped() throws {
        let ids = try DiffInputReader.elements(of: Data([0xEF, 0xBB, 0xBF] + Array(#"["a", 1]"#.utf8))).map(\.id)
        #expect(ids == ["a", "1"])
    }

    @Test func test_whenTheRootOrAnElementIsNotOne_thatTheProblemNamesIt() {
        #expect(throws: DiffInputReader.Problem.rootIsNot(kind: "an object")) {
            try DiffInputReader.elements(of: Data(#"{"id": 1}"#.utf8))
        }
        #expect(throws: DiffInputReader.Problem.element(
            index: 2, subpath: "", message: "expected an object { \"id\", \"value\" }, a string or a number, got null")
        ) {
            try DiffInputReader.elements(of: Data(#"[1, "a", null]"#.utf8))
        }
        #expect(throws: DiffInputReader.Problem.element(
            index: 0, subpath: ".id", message: "expected a string or a number, got an array")
        ) {
            try DiffInputReader.elements(of: Data(#"[{"value": 1, "id": [1]}]"#.utf8))
        }
        #expect(throws: DiffInputReader.Problem.numberOutOfRange(text: "-1e400", offset: 12)) {
            try DiffInputReader.elements(of: Data(#"[{"value": [-1e400]}]"#.utf8))
        }
    }

    @Test func test_whenAValueIsNestedAsDeepAsTheCheckAllows_thatItIsRead() throws {
        // The root array, the element object and 510 arrays: 512 levels, the most the syntax check lets through.
        let depth = ListJSONSyntax.foundationDepth - 2
        let text = #"[{"id": "deep", "value": "# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}]"
        let data = Data(text.utf8)
        try ListJSONSyntax.check(data)
        var value = try #require(try DiffInputReader.elements(of: data).first?.value)
        var levels = 0
        while case .array(let elements) = value {
            levels += 1
            guard let first = elements.first else { break }
            value = first
        }
        #expect(levels == depth)
        #expect(throws: ListJSONSyntaxError.self) { try ListJSONSyntax.check(Data(("[" + text + "]").utf8)) }
    }

    @Test func test_whenTheTextIsCutShort_thatTheReaderStops_withoutTrapping() {
        let text = Array(#"[{"id": "a\u00e9", "value": [1, 2.5, {"k": true}, null]}, "b", 3]"#.utf8)
        for length in 0..<text.count {
            #expect(throws: DiffInputReader.Problem.self) {
                try DiffInputReader.elements(of: Data(text.prefix(length)))
            }
        }
    }
}

/// What `JSONSerialization` read: the conversion the `diff` command made before it read bytes itself.
private enum FoundationOracle {
    static func elements(of data: Data) throws -> [DiffElement] {
        let root = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        return (root as! [Any]).map { element in
            switch element {
            case let text as String:
                return DiffElement(id: text, value: .string(text))
            case let fields as [String: Any]:
                let id = value(fields["id"]!)
                return DiffElement(id: id.idText!, value: fields["value"].map(value) ?? .null)
            default:
                let json = value(element)
                return DiffElement(id: json.idText!, value: json)
            }
        }
    }

    static func value(_ value: Any) -> JSONValue {
        switch value {
        case let text as String: return .string(text)
        case let number as NSNumber:
            switch UInt8(bitPattern: number.objCType.pointee) {
            case UInt8(ascii: "c"): return .bool(number.boolValue)
            case UInt8(ascii: "q"), UInt8(ascii: "l"), UInt8(ascii: "i"), UInt8(ascii: "s"):
                return .integer(number.int64Value)
            case UInt8(ascii: "Q"), UInt8(ascii: "L"), UInt8(ascii: "I"), UInt8(ascii: "S"):
                if let value = Int64(exactly: number.uint64Value) { return .integer(value) }
                return .number(number.doubleValue)
            default:
                let double = number.doubleValue
                if let integer = Int64(exactly: double) { return .integer(integer) }
                return .number(double)
            }
        case let object as [String: Any]: return .object(object.map { ($0.key, Self.value($0.value)) })
        case let array as [Any]: return .array(array.map(Self.value))
        default: return .null
        }
    }

    private static func sameFields(_ x: [String: JSONValue], _ y: [String: JSONValue]) -> Bool {
        x.count == y.count && x.allSatisfy { key, value in y[key].map { same(value, $0) } ?? false }
    }

    /// Structural equality: the same kind and payload (a `Double` by its bits), unlike JSON's `1 == 1.0`.
    static func same(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): true
        case let (.bool(x), .bool(y)): x == y
        case let (.integer(x), .integer(y)): x == y
        case let (.number(x), .number(y)): x.bitPattern == y.bitPattern
        case let (.string(x), .string(y)): Array(x.utf8) == Array(y.utf8)
        case let (.array(x), .array(y)): x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
        case let (.object(x), .object(y)):
            sameFields(Dictionary(x, uniquingKeysWith: { $1 }), Dictionary(y, uniquingKeysWith: { $1 }))
        default: false
        }
    }
}

/// Seeded random `diff` inputs: element objects (keys in any order, extra keys), bare strings and numbers; strings
/// with escapes, multi-byte characters and lengths past the small-string limit; numbers spelled every way JSON
/// allows; nested values; whitespace between every token.
private struct RandomElementText {
    var random: SplitMix64

    mutating func document() -> String {
        var text = space() + "["
        let count = Int.random(in: 0..<40, using: &random)
        for index in 0..<count {
            if index > 0 { text += space() + "," }
            text += space() + element()
        }
        return text + space() + "]" + space()
    }

    mutating func element() -> String {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: return string()
        case 1: return number()
        default:
            var fields = ["\"id\"" + space() + ":" + space() + (Bool.random(using: &random) ? string() : number())]
            if Int.random(in: 0..<5, using: &random) > 0 { fields.append("\"value\"" + space() + ":" + space() + value(depth: 0)) }
            if Int.random(in: 0..<4, using: &random) == 0 { fields.append("\"extra\":" + value(depth: 1)) }
            fields.shuffle(using: &random)
            return "{" + space() + fields.joined(separator: space() + "," + space()) + space() + "}"
        }
    }

    mutating func value(depth: Int) -> String {
        switch Int.random(in: 0..<(depth < 3 ? 8 : 6), using: &random) {
        case 0: return "null"
        case 1: return Bool.random(using: &random) ? "true" : "false"
        case 2, 3: return number()
        case 4, 5: return string()
        case 6:
            let items = (0..<Int.random(in: 0..<4, using: &random)).map { _ in value(depth: depth + 1) }
            return "[" + items.joined(separator: "," + space()) + "]"
        default:
            let keys = Set((0..<Int.random(in: 0..<4, using: &random)).map { _ in "k\(Int.random(in: 0..<9, using: &random))" })
            let fields = keys.sorted().map { "\"\($0)\"" + space() + ":" + space() + value(depth: depth + 1) }
            return "{" + fields.joined(separator: ",") + "}"
        }
    }

    mutating func string() -> String {
        let pieces = [
            "a", "Z", "item-", "7", " ", "\\\"", "\\\\", "\\/", "\\n", "\\t", "\\b", "\\f", "\\r", "\\u0041", "\\u00e9",
            "\\u6F22", "\\ud83d\\ude00", "\\u0000", "\u{E9}", "\u{6F22}", "\u{1F600}", "e\u{301}",
        ]
        let length = Int.random(in: 0..<(Bool.random(using: &random) ? 6 : 30), using: &random)
        return "\"" + (0..<length).map { _ in pieces.randomElement(using: &random)! }.joined() + "\""
    }

    /// A number whose value any reader finds exactly: an integer of up to 10 digits, a short binary fraction, a
    /// small positive power of ten. (`JSONSerialization` on Linux is not correctly rounded — it reads
    /// 15048.692453363 as 15048.692453363003 —, so it cannot judge other numbers:
    /// `test_whenLongNumbersAreRead_…` holds the reader to C's `strtod` instead.)
    mutating func number() -> String {
        let sign = Int.random(in: 0..<4, using: &random) == 0 ? "-" : ""
        let integer = Int.random(in: 0..<3, using: &random) == 0
            ? "0" : String(Int.random(in: 1..<10_000_000_000, using: &random) >> Int.random(in: 0..<34, using: &random))
        var text = sign + integer
        if Int.random(in: 0..<3, using: &random) == 0 {
            text += [".0", ".00", ".5", ".25", ".75", ".125", ".0625"].randomElement(using: &random)!
        }
        if Int.random(in: 0..<4, using: &random) == 0 {
            text += ["e", "E"].randomElement(using: &random)! + ["", "+"].randomElement(using: &random)!
                + String(Int.random(in: 0..<6, using: &random))
        }
        return text
    }

    mutating func space() -> String {
        ["", "", "", " ", "\n", "\t", "  \r\n"].randomElement(using: &random)!
    }
}
