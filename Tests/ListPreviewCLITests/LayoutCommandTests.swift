import Foundation
import ListPreview
import ListTestSupport
import Testing

@Suite struct LayoutCommandTests {
    static let spec = #"""
        { "viewport": { "width": 100, "height": 50, "scale": 2 },
          "layout": { "stickyHeaders": true },
          "sections": [
            { "header": { "height": 10, "text": "A" }, "items": [ { "width": 50, "height": 20.25 }, { "width": 50, "height": 20 } ] },
            { "header": { "height": 10 }, "footer": { "height": 5 }, "items": [ { "height": 30 } ] } ] }
        """#

    func run(_ arguments: [String], spec: String = LayoutCommandTests.spec, name: String = "spec.json") throws -> CommandRunner.Result {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(spec, to: name)
        return try CommandRunner.run(["layout"] + arguments.map { $0 == "SPEC" ? name : $0 }, in: folder.url)
    }

    @Test func test_whenASpecIsLaidOut_withNoOption_thatTheContractJSONIsPrinted() throws {
        let result = try run(["SPEC"])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(result.standardOutput == """
            {
              "contentSize": { "width": 100, "height": 75.5 },
              "items": [
                { "section": 0, "item": 0, "frame": [0, 10, 50, 20.5] },
                { "section": 0, "item": 1, "frame": [50, 10, 50, 20] },
                { "section": 1, "item": 0, "frame": [0, 40.5, 100, 30] }
              ],
              "headers": [
                { "section": 0, "frame": [0, 0, 100, 10], "sticky": false },
                { "section": 1, "frame": [0, 30.5, 100, 10], "sticky": false }
              ],
              "footers": [
                { "section": 1, "frame": [0, 70.5, 100, 5] }
              ]
            }

            """)
        let decoded = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        #expect(decoded?.keys.sorted() == ["contentSize", "footers", "headers", "items"])
    }

    @Test func test_whenAnOffsetIsGiven_withStickyHeaders_thatThePinnedHeaderMovesAndIsFlagged() throws {
        let result = try run(["SPEC", "--offset", "0,25"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains(#"{ "section": 0, "frame": [0, 20.5, 100, 10], "sticky": true }"#))
        #expect(result.standardOutput.contains(#"{ "section": 1, "frame": [0, 30.5, 100, 10], "sticky": false }"#))
    }

    @Test func test_whenARectIsGiven_withAnOffset_thatOnlyIntersectingElementsArePrinted() throws {
        let result = try run(["SPEC", "--offset", "0,35", "--rect", "0,35,100,10"])
        #expect(result.status == 0)
        #expect(result.standardOutput == """
            {
              "contentSize": { "width": 100, "height": 75.5 },
              "elements": [
                { "kind": "header", "section": 1, "item": 0, "frame": [0, 35, 100, 10], "sticky": true },
                { "kind": "cell", "section": 1, "item": 0, "frame": [0, 40.5, 100, 30] }
              ]
            }

            """)
    }

    @Test(arguments: [
        (["--offset", "1"], #"error: --offset: expected 2 numbers X,Y, got "1""#),
        (["--offset", "a,b"], #"error: --offset: expected 2 numbers X,Y, got "a,b""#),
        (["--rect", "0,0,10"], #"error: --rect: expected 4 numbers X,Y,W,H, got "0,0,10""#),
        (["--rect", "0,0,-1,10"], "error: --rect: the width and height must be ≥ 0, got 0,0,-1,10"),
    ])
    func test_whenAnOptionIsMalformed_withEachOption_thatTheErrorNamesTheOption(options: [String], message: String) throws {
        let result = try run(["SPEC"] + options)
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(result.standardError == message + "\n")
    }

    @Test func test_whenTheSpecHasErrors_withWarningsToo_thatAllArePrintedAndTheStatusIs2() throws {
        let bad = #"{ "sections": [ { "items": [ { "height": -4 }, { "width": "x" } ] } ], "layuot": {} }"#
        let result = try run(["SPEC"], spec: bad, name: "bad.json")
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(result.standardError == """
            warning: bad.json: layuot: unknown key, ignored (did you mean "layout"?)
            error: bad.json: sections[0].items[0].height: must be a finite number ≥ 0 or "auto", got -4
            error: bad.json: sections[0].items[1].width: must be a finite number ≥ 0, got "x"

            """)
    }

    @Test func test_whenAHeightIsAuto_withTheLayoutCommand_thatItIsMeasuredWithTheRenderersFonts() throws {
        let text = "A long story that wraps onto several lines when it is laid out in a narrow cell of the list"
        let spec = #"{ "viewport": { "width": 200 }, "sections": [ { "header": { "height": "auto", "text": "Today" }, "items": [ { "height": "auto", "text": "\#(text)" } ] } ] }"#
        let result = try run(["SPEC"], spec: spec, name: "auto.json")
        #expect(result.status == 0)
        let measurer = try TextMeasurer.bundled()
        let header = measurer.height(of: .header, content: ListCellContent(text: "Today"), width: 200)
        let cell = measurer.height(of: .cell, content: ListCellContent(text: text), width: 200)
        #expect(cell > 44)
        let expected = #"{ "section": 0, "item": 0, "frame": [0, \#(Int(header)), 200, \#(Int(cell))] }"#
        #expect(result.standardOutput.contains(expected))
    }

    @Test func test_whenTheSpecIsYAML_withTheYmlExtension_thatItIsLaidOut() throws {
        let yaml = """
            viewport: { width: 100, height: 50 }
            sections:
              - items: [ { width: 100, height: 10 } ]
            """
        let result = try run(["SPEC"], spec: yaml, name: "spec.yml")
        #expect(result.status == 0)
        #expect(result.standardOutput.contains(#"{ "section": 0, "item": 0, "frame": [0, 0, 100, 10] }"#))
    }

    @Test func test_whenTheSpecFileIsMissing_withAPath_thatTheErrorNamesIt() throws {
        let result = try CommandRunner.run(["layout", "/nonexistent/spec.json"])
        #expect(result.status == 2)
        #expect(result.standardError == "error: /nonexistent/spec.json: no such file\n")
    }
}
