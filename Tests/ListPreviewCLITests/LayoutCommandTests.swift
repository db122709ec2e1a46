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

    /// The `"auto"` height of quick content: the size its content view fits, in the bundled fonts.
    static func height(of kind: ListElementKind, content: ListCellContent, width: CGFloat) -> CGFloat {
        ListContentConfiguration(content, kind: kind)
            .sizeThatFits(CGSize(width: width, height: 0), traitCollection: ListTraitCollection()).height
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
        let header = Self.height(of: .header, content: ListCellContent(text: "Today"), width: 200)
        let cell = Self.height(of: .cell, content: ListCellContent(text: text), width: 200)
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

    @Test func test_whenAYAMLSpecQuotesTextThatLooksLikeANumberOrNull_thatLayoutAndRenderKeepTheString() throws {
        // Auto heights measure the text, so a text lost (or read as a number) changes the frames and the pixels.
        let yaml = """
            viewport: { width: 120, height: 200, scale: 1 }
            sections:
              - header: { height: auto, text: "true" }
                items:
                  - { height: auto, text: "44" }
                  - { height: auto, text: "null" }
                  - { height: auto, text: "" }
            """
        let json = #"""
            { "viewport": { "width": 120, "height": 200, "scale": 1 },
              "sections": [ { "header": { "height": "auto", "text": "true" },
                              "items": [ { "height": "auto", "text": "44" }, { "height": "auto", "text": "null" },
                                         { "height": "auto", "text": "" } ] } ] }
            """#
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(yaml, to: "quoted.yaml")
        try folder.write(json, to: "quoted.json")
        let fromYAML = try CommandRunner.run(["layout", "quoted.yaml"], in: folder.url)
        let fromJSON = try CommandRunner.run(["layout", "quoted.json"], in: folder.url)
        #expect(fromYAML.status == 0)
        #expect(fromYAML.standardError == "")
        #expect(fromYAML.standardOutput == fromJSON.standardOutput)
        let cell = Self.height(of: .cell, content: ListCellContent(text: "44"), width: 120)
        let header = Self.height(of: .header, content: ListCellContent(text: "true"), width: 120)
        #expect(fromYAML.standardOutput.contains(
            #"{ "section": 0, "item": 0, "frame": [0, \#(ListJSONNumber.format(header)), 120, \#(ListJSONNumber.format(cell))] }"#))
        #expect(try CommandRunner.run(["render", "quoted.yaml", "-o", "yaml.png"], in: folder.url).status == 0)
        #expect(try CommandRunner.run(["render", "quoted.json", "-o", "json.png"], in: folder.url).status == 0)
        let yamlPNG = try Data(contentsOf: folder.url.appendingPathComponent("yaml.png"))
        #expect(!yamlPNG.isEmpty)
        #expect(yamlPNG == (try Data(contentsOf: folder.url.appendingPathComponent("json.png"))))
    }

    @Test func test_whenTheSpecFileIsMissing_withAPath_thatTheErrorNamesIt() throws {
        let result = try CommandRunner.run(["layout", "/nonexistent/spec.json"])
        #expect(result.status == 2)
        #expect(result.standardError == "error: /nonexistent/spec.json: no such file\n")
    }
}

/// `layout`, `render` and the golden sidecars agree on the frames of a right-to-left spec, flipped or not.
@Suite struct LayoutCommandFlipTests {
    static let spec = #"""
        { "viewport": { "width": 300, "height": 120, "scale": 1 },
          "environment": { "layoutDirection": "rightToLeft" },
          "layout": { "flipsHorizontallyInOppositeLayoutDirection": FLIP },
          "sections": [ { "inset": { "left": 10, "right": 0 },
                          "items": [ { "width": 100, "height": 50, "text": "א", "backgroundColor": "#FF0000" },
                                     { "width": 100, "height": 50, "text": "ב", "backgroundColor": "#0000FF" } ] } ] }
        """#

    private func items(_ json: String) throws -> [[Double]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let list = try #require((object["items"] ?? object["elements"]) as? [[String: Any]])
        return try list.map { try #require(($0["frame"] as? [NSNumber])?.map(\.doubleValue)) }
    }

    /// The colour at the middle of a frame in a 1× render.
    private func color(in image: RGBAImage, at frame: [Double]) -> [UInt8] {
        let offset = (Int(frame[1] + frame[3] / 2) * image.width + Int(frame[0] + 8)) * 4
        return Array(image.pixels[offset..<offset + 3])
    }

    @Test(arguments: [false, true])
    func test_whenRightToLeft_thatLayoutJSONSidecarAndPixelsShowTheSameFrames_mirroredOnlyWithTheFlag(flip: Bool) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.spec.replacingOccurrences(of: "FLIP", with: "\(flip)"), to: "specs/list.json")
        let layout = try CommandRunner.run(["layout", "specs/list.json"], in: folder.url)
        #expect(layout.status == 0, "\(layout.standardError)")
        let frames = try items(layout.standardOutput)
        // IGListKit's frames (section inset on the left) stay; the flag mirrors x about the 300-point viewport.
        #expect(frames == (flip ? [[190, 0, 100, 50], [90, 0, 100, 50]] : [[10, 0, 100, 50], [110, 0, 100, 50]]))

        let render = try CommandRunner.run(["render", "specs/list.json", "-o", "list.png", "--clean"], in: folder.url)
        #expect(render.status == 0, "\(render.standardError)")
        let image = try PNGDecoder.decode(contentsOf: folder.file("list.png"))
        #expect(color(in: image, at: frames[0]) == [255, 0, 0])
        #expect(color(in: image, at: frames[1]) == [0, 0, 255])

        // --rect is asked in the picture's coordinates too: the point (150, 10) is on item 1 when flipped.
        let rect = try CommandRunner.run(["layout", "specs/list.json", "--rect", "150,10,1,1"], in: folder.url)
        #expect(try items(rect.standardOutput) == [flip ? [90, 0, 100, 50] : [110, 0, 100, 50]])

        #expect(try CommandRunner.run(["record", "specs"], in: folder.url).status == 0)
        let sidecar = try String(contentsOf: folder.file("specs/__Snapshots__/list.layout.json"), encoding: .utf8)
        #expect(try items(sidecar) == frames)
    }
}
