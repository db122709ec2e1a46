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
