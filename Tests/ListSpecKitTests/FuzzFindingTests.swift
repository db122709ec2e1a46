import Foundation
import Testing
@testable import ListSpecKit

/// Inputs the fuzzer (Fuzz/, docs/FUZZING.md) found that broke the property "no crash, no hang, every error names
/// the file and a JSON path", each kept as a regression test once fixed.
@Suite struct FuzzFindingTests {
    /// The lines of the error `data` is refused with, as `file: path: message`.
    private func errorLines(_ data: Data, format: ListSpecFormat = .json, file: String = "fuzz.json") -> [String] {
        do {
            _ = try ListSpec.parse(data, format: format, file: file)
            return ["(no error)"]
        } catch let error as ListSpecError {
            return error.lines
        } catch {
            return ["unexpected \(error)"]
        }
    }

    @Test func test_whenAKeyIsNotValidUTF8_withJSON_thatTheSpecIsRefusedAsNotValidJSON() {
        // crash-29f300112ce9b4e30b109cdaf84a328dfab0537b: `{"secti…on\x81s":[]}` was reported as "a number beyond
        // the range of a 64-bit floating-point value".
        let data = Data(#"{"sectio"#.utf8) + Data([0x81]) + Data(#"ns":[]}"#.utf8)
        let lines = errorLines(data)
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("fuzz.json") == true)
        #expect(lines.first?.contains(": not valid JSON: ") == true)
        #expect(lines.first?.contains("beyond the range") == false)
    }
}

extension FuzzFindingTests {
    @Test func test_whenAKeyHoldsAControlCharacter_withJSON_thatTheSpecIsRefusedAsNotValidJSON() {
        // `{"sectio\x16s":[]}`: a raw control character in a key, also reported as a number out of range.
        let data = Data(#"{"sectio"#.utf8) + Data([0x16]) + Data(#"s":[]}"#.utf8)
        let lines = errorLines(data)
        #expect(lines.count == 1)
        #expect(lines.first?.contains(": not valid JSON: ") == true)
        #expect(lines.first?.contains("beyond the range") == false)
    }

    @Test func test_whenAnOddKeyHoldsANumberNoDoubleCanHold_thatThePathQuotesTheKey() {
        // crash-01a45fb68bab61046b76e5cb3b5e486e6f65da86: `contentOffse*t.y` named a path that reads as two keys.
        let json = #"{ "sections": [], "contentOffse*t": { "y": 1e309 } }"#
        #expect(errorLines(Data(json.utf8)) == [
            #"fuzz.json: ["contentOffse*t"].y: a number beyond the range of a 64-bit floating-point value (about ±1.8e308)"#
        ])
    }

    @Test func test_whenTheWholeDocumentIsANumberNoDoubleCanHold_thatItIsRefusedAsNotAnObject() {
        // crash-a13a499d8464ce6a5db074ebad75b3252855ef80: `1e30830` gave the range message with no JSON path.
        #expect(errorLines(Data("1e30830".utf8)) == [
            "fuzz.json: must be an object, got a number beyond the range of a 64-bit floating-point value"
        ])
    }

    @Test func test_whenTheWholeYAMLDocumentIsAScalarThatCannotBeRead_thatItIsRefusedAsNotAnObject() {
        // The same input read as YAML once YAML scalars were typed by the core schema: the range message had no
        // path. Every other problem of a root scalar reads as "must be an object" too.
        func lines(_ yaml: String) -> [String] { errorLines(Data(yaml.utf8), format: .yaml, file: "fuzz.yaml") }
        #expect(lines("1e30830") == [
            "fuzz.yaml: must be an object, got a number beyond the range of a 64-bit floating-point value"
        ])
        #expect(lines("-.inf") == ["fuzz.yaml: must be an object, got -.inf"])
        #expect(lines(".NaN\n") == ["fuzz.yaml: must be an object, got .NaN"])
        #expect(lines("!foo bar") == [#"fuzz.yaml: must be an object, got !foo "bar""#])
        #expect(lines("!!int 4.5") == [#"fuzz.yaml: must be an object, got !!int "4.5""#])
        #expect(lines("44") == ["fuzz.yaml: must be an object, got 44"])
    }

    @Test func test_whenTheWholeYAMLDocumentIsATaggedOrOddMapping_thatTheMessageStartsWithYAML() {
        func lines(_ yaml: String) -> [String] { errorLines(Data(yaml.utf8), format: .yaml, file: "fuzz.yaml") }
        #expect(lines("!foo { sections: [] }") == [
            "fuzz.yaml: YAML tag !foo is not supported: a spec holds only null, booleans, numbers, strings, lists"
                + " and mappings (write no tag)"
        ])
        #expect(lines("? [a]\n: 1\nsections: []\n") == [
            "fuzz.yaml: YAML mapping with a list as a key: keys must be strings"
        ])
    }

    @Test func test_whenAnUnknownKeyHoldsAnEscapeSequenceOrADot_thatTheWarningQuotesIt() throws {
        let json = #"{ "sections": [], "a\u001b[31m": 1, "view.port": 2, "_ok": 3, "2x": 4 }"#
        let warnings = try ListSpec.parse(Data(json.utf8), file: "odd.json").warningLines
        #expect(warnings == [
            #"odd.json: ["2x"]: unknown key, ignored"#,
            #"odd.json: _ok: unknown key, ignored"#,
            #"odd.json: ["a\u001B[31m"]: unknown key, ignored"#,
            #"odd.json: ["view.port"]: unknown key, ignored (did you mean "viewport"?)"#,
        ])
    }
}

extension FuzzFindingTests {
    @Test(arguments: [ListSpecFormat.json, .yaml])
    func test_whenAValueIsNull_thatItIsReadAsNull_notAsASyntaxError(format: ListSpecFormat) {
        // Found by the hostile-spec property test when the fix above first let `null` through as an error.
        let text = format == .json
            ? #"{ "sections": [ { "items": [ { "text": null } ] } ] }"#
            : "sections:\n  - items:\n      - text: null\n"
        #expect(errorLines(Data(text.utf8), format: format, file: "null.\(format.rawValue)") == [
            "null.\(format.rawValue): sections[0].items[0].text: must be a string, got null"
        ])
    }
}

extension FuzzFindingTests {
    @Test(arguments: [
        ("5e-324", "5e-324"), ("1e-300", "1e-300"), ("0.0000009", "9e-07"),
    ])
    func test_whenTheScaleIsBelowAMillionth_thatItIsRefusedNamingTheLimit(scale: String, shown: String) {
        // Found by HostileSpecPropertyTests: at scale 5e-324 a 35-point cell rounded up to one whole pixel is 1 / 5e-324
        // points, infinite: `layout` printed no frames ("contentSize.height: inf is not a number JSON can hold", a
        // message with no spec path) and `render --full` had no image size.
        let json = #"{ "viewport": { "width": 100, "height": 100, "scale": \#(scale) }, "sections": [] }"#
        #expect(errorLines(Data(json.utf8)) == [
            "fuzz.json: viewport.scale: must be at least 0.000001 (a pixel of at most 1000000 points), got \(shown)"
        ])
    }

    @Test func test_whenTheScaleIsAMillionth_thatEveryFrameIsFinite() throws {
        let json = """
            { "viewport": { "width": 1000000, "height": 1000000, "scale": 0.000001,
                            "contentInset": { "top": 5, "left": 1, "bottom": 32768, "right": 0 } },
              "sections": [ { "header": { "height": 35 }, "items": [ { "height": 35 }, { "height": 1000000 } ] } ] }
            """
        let spec = try ListSpec.parse(Data(json.utf8), file: "small.json").spec
        let layout = try spec.makeLayout(measure: { _, _ in 44 })
        // A pixel is 1,000,000 points: origins round down to whole pixels, sizes up — odd frames, all finite. The
        // header sits above its section's first item, which rounded down to 0.
        let pixel: CGFloat = 1_000_000
        let header = layout.layoutAttributesForSupplementaryView(ofKind: .header, at: .init(section: 0, item: 0))
        #expect(header?.frame == CGRect(x: 0, y: -35, width: 999_999, height: 35))
        #expect(layout.layoutAttributesForItem(at: .init(section: 0, item: 0))?.frame == CGRect(x: 0, y: 0, width: pixel, height: pixel))
        #expect(layout.layoutAttributesForItem(at: .init(section: 0, item: 1))?.frame == CGRect(x: 0, y: pixel, width: pixel, height: pixel))
        #expect(layout.contentSize == CGSize(width: 999_999, height: 2 * pixel))
    }
}
