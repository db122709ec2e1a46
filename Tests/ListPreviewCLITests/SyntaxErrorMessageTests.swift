import Foundation
import ListTestSupport
import Testing

/// A JSON syntax error in a spec or a `diff` input exits 2 with `file:LINE:COLUMN: …` (issue 11 §4), and failed writes
/// to standard output or standard error never crash (issue 11 §4).
@Suite struct SyntaxErrorMessageTests {
    func shell(_ script: String, files: [String: String]) throws -> (status: Int32, output: String, error: String) {
        try withTemporaryFolder { folder in
            for (name, contents) in files { try folder.write(contents, to: name) }
            return try CommandRunner.runShell(script, in: folder.url)
        }
    }

    @Test(arguments: [
        ("{\n  \"sections\": [\n    { \"items\": [ { \"height\": 44 }\n",
         "spec.json:4:1: not valid JSON: unexpected end of the file: the array opened at 3:16 is not closed"),
        ("{\n  \"sections\": [\n    { \"items\": [ { \"height\": 44 }, ] }\n  ]\n}\n",
         "spec.json:3:34: not valid JSON: a comma before `]`: JSON allows no trailing comma"),
        ("{\n  \"sections\": [\n    { \"items\": [ { \"height\": 4x4 } ] }\n  ]\n}\n",
         "spec.json:3:31: not valid JSON: unexpected `x`: expected `,` or `}`"),
    ])
    func test_whenASpecHasASyntaxError_thatLayoutRenderAndAnimateExit2WithFileLineColumn(spec: String, message: String) throws {
        for command in [#""$LP" layout spec.json"#, #""$LP" render spec.json -o out.png"#, #""$LP" animate spec.json -o out"#] {
            let result = try shell(command, files: ["spec.json": spec])
            #expect(result.status == 2, "\(command)")
            #expect(result.error == "error: \(message)\n", "\(command)")
        }
    }

    @Test(arguments: [
        ("[1, 2", "old.json:1:6: malformed JSON: unexpected end of the file: the array opened at 1:1 is not closed"),
        ("[\n  \"a\",\n  \"b\",\n]\n", "old.json:3:6: malformed JSON: a comma before `]`: JSON allows no trailing comma"),
        ("[1, @]", "old.json:1:5: malformed JSON: unexpected `@`: expected a value (an object, array, string, number, true, false or null)"),
    ])
    func test_whenADiffInputHasASyntaxError_thatDiffExits2WithFileLineColumn(old: String, message: String) throws {
        let result = try shell(#""$LP" diff old.json new.json"#, files: ["old.json": old, "new.json": "[1]"])
        #expect(result.status == 2)
        #expect(result.error == "error: \(message)\n")
        #expect(result.output.isEmpty)
    }

    /// Texts Foundation refuses with only "The given data was not valid JSON." (or "Too many nested arrays or
    /// dictionaries around character 513."): every JSON reader gives its own message with the line and column.
    static let foundationOnlyRefusals: [(bytes: [UInt8], place: String, reason: String)] = [
        (Array(#"["a", "\ud800"]"#.utf8), "1:8",
         #"invalid escape `\ud800` in a string: a high surrogate must be followed by a low surrogate escape (\uDC00-\uDFFF)"#),
        (Array("[\n  \"\\uDC01\"]".utf8), "2:4",
         #"invalid escape `\uDC01` in a string: a low surrogate with no high surrogate (\uD800-\uDBFF) before it"#),
        (Array(#"["a", ""#.utf8) + [0xC0, 0xAF] + Array(#""]"#.utf8), "1:8",
         "unexpected byte 0xC0 in a string: not UTF-8 text (JSON text is UTF-8)"),
        (Array(#"[""#.utf8) + [0xED, 0xA0, 0x80] + Array(#""]"#.utf8), "1:3",
         "unexpected byte 0xED in a string: not UTF-8 text (JSON text is UTF-8)"),
        // A zero byte first: UTF-16 to Foundation (U+005B, U+2261, U+225D), and no JSON either way.
        ([0x00] + Array(#"["a"]"#.utf8), "1:2",
         "unexpected U+2261: expected a value (an object, array, string, number, true, false or null)"),
    ]

    @Test func test_whenAJSONTextIsOneFoundationRefusesWithoutAPlace_thatLayoutAndDiffSayLineAndColumn() throws {
        for (bytes, place, reason) in Self.foundationOnlyRefusals {
            try withTemporaryFolder { folder in
                let file = folder.file("in.json")
                try Data(bytes).write(to: file)
                try folder.write("[1]", to: "other.json")
                let diff = try CommandRunner.run(["diff", "in.json", "other.json"], in: folder.url)
                #expect(diff.status == 2)
                #expect(diff.standardError == "error: in.json:\(place): malformed JSON: \(reason)\n")
                let layout = try CommandRunner.run(["layout", "in.json"], in: folder.url)
                #expect(layout.status == 2)
                #expect(layout.standardError == "error: in.json:\(place): not valid JSON: \(reason)\n")
                #expect(!layout.standardError.contains("The given data"))
            }
        }
    }

    @Test func test_whenADiffInputNestsDeeperThanFoundationReads_thatDiffSaysWhere() throws {
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        let result = try shell(#""$LP" diff old.json new.json"#, files: ["old.json": deep, "new.json": "[1]"])
        #expect(result.status == 2)
        #expect(result.error
            == "error: old.json:1:513: malformed JSON: nested deeper than 512 levels (the most the JSON reader reads)\n")
    }

    @Test func test_whenASpecStringHasALoneSurrogate_thatLayoutRenderAndAnimateSayWhere() throws {
        let spec = #"{ "sections": [ { "items": [ { "height": 44, "text": "\ud83d" } ] } ] }"#
        for command in [#""$LP" layout spec.json"#, #""$LP" render spec.json -o out.png"#, #""$LP" animate spec.json -o out"#] {
            let result = try shell(command, files: ["spec.json": spec])
            #expect(result.status == 2, "\(command)")
            #expect(result.error == #"error: spec.json:1:55: not valid JSON: invalid escape `\ud83d` in a string: "#
                + #"a high surrogate must be followed by a low surrogate escape (\uDC00-\uDFFF)"# + "\n", "\(command)")
        }
    }

    @Test func test_whenVerifysStandardOutputIsFull_thatItExits2_afterWritingItsReports() throws {
        let spec = #"{ "viewport": { "width": 40, "height": 30, "scale": 1 }, "sections": [ { "items": [ { "height": 10 } ] } ] }"#
        let result = try shell(
            #""$LP" record specs --artifacts artifacts > /dev/null && "$LP" verify specs --artifacts artifacts > /dev/full; "#
                + #"echo "status $?"; ls artifacts"#,
            files: ["specs/a.json": spec])
        #expect(result.output == "status 2\njunit.xml\nreport.html\nresults.json\n")
        #expect(result.error == "error: cannot write standard output: No space left on device\n")
    }

    @Test func test_whenStandardErrorIsFull_thatWarningsAreDropped_andTheRunStillSucceeds() throws {
        let spec = #"{ "viewport": { "width": 40, "height": 30, "scale": 1 }, "unknownKey": 1, "sections": [] }"#
        let result = try shell(
            #""$LP" layout spec.json 2> /dev/full; echo "status $?"; "#
                + #"mkdir -p specs/__Snapshots__ && cp spec.json specs/ && "$LP" record specs --artifacts a > /dev/null 2>&1 && "#
                + #"cp specs/__Snapshots__/spec.png specs/__Snapshots__/gone.png && "#
                + #""$LP" verify specs --artifacts a > /dev/null 2> /dev/full; echo "status $?""#,
            files: ["spec.json": spec])
        #expect(result.output.hasSuffix("status 0\nstatus 0\n"), "\(result.output)")
        #expect(result.output.hasPrefix("{\n  \"contentSize\""))
        #expect(result.error.isEmpty)
    }
}
