import Foundation
import ListPreview
import ListTestSupport
import Testing

/// Standard input, pipes and process substitution as inputs; a failing standard output; spec numbers at their
/// limits (issue 11 §2 and §4).
@Suite struct InputOutputTests {
    static let spec = #"{ "viewport": { "width": 100, "height": 50 }, "sections": [ { "items": [ { "height": 20 } ] } ] }"#
    static let yamlSpec = "viewport: { width: 100, height: 50 }\nsections:\n  - items:\n      - height: 20\n"
    static let layout = """
        {
          "contentSize": { "width": 100, "height": 20 },
          "items": [
            { "section": 0, "item": 0, "frame": [0, 0, 100, 20] }
          ],
          "headers": [],
          "footers": []
        }

        """

    /// Runs a shell command line with `$LP` set to the built executable, in a fresh folder.
    func shell(_ script: String, files: [String: String] = [:]) throws -> (status: Int32, output: String, error: String) {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for (name, contents) in files { try folder.write(contents, to: name) }
        return try CommandRunner.runShell(script, in: folder.url)
    }

    @Test func test_whenTheSpecIsDash_thatItIsReadFromStandardInput_JSONOrYAML() throws {
        let json = try shell(#"cat spec.json | "$LP" layout -"#, files: ["spec.json": Self.spec])
        #expect(json.status == 0, "\(json.error)")
        #expect(json.output == Self.layout)
        let yaml = try shell(#"cat spec.yaml | "$LP" layout -"#, files: ["spec.yaml": Self.yamlSpec])
        #expect(yaml.status == 0, "\(yaml.error)")
        #expect(yaml.output == Self.layout)
    }

    @Test func test_whenTheSpecIsAPipeOrDevStdin_thatItIsRead() throws {
        let stdin = try shell(#""$LP" layout /dev/stdin < spec.json"#, files: ["spec.json": Self.spec])
        #expect(stdin.status == 0, "\(stdin.error)")
        #expect(stdin.output == Self.layout)
        let fifo = try shell(#"mkfifo p; cat spec.json > p & "$LP" layout p"#, files: ["spec.json": Self.spec])
        #expect(fifo.status == 0, "\(fifo.error)")
        #expect(fifo.output == Self.layout)
    }

    @Test func test_whenDiffReadsPipes_thatItDiffs() throws {
        let result = try shell(#"printf '[1,2]' > old; printf '[2,1]' > new; cat old | "$LP" diff - new"#)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains(#""moves": [{ "from": 1, "to": 0 }, { "from": 0, "to": 1 }]"#), "\(result.output)")
    }

    @Test(arguments: [
        #""$LP" layout spec.json > /dev/full"#,
        #"printf '[1]' > a; "$LP" diff a a > /dev/full"#,
        #""$LP" render spec.json -o out.png > /dev/full"#,
    ])
    func test_whenStandardOutputIsFull_thatItExits2WithAMessage_notACrash(script: String) throws {
        let result = try shell(script, files: ["spec.json": Self.spec])
        #expect(result.status == 2)
        #expect(result.error == "error: cannot write standard output: No space left on device\n")
    }

    @Test func test_whenAnInputIsAFolder_thatItExits2NamingIt() throws {
        let result = try shell(#"mkdir d; "$LP" layout d"#)
        #expect(result.status == 2)
        #expect(result.error == "error: d: it is a folder, expected a file\n")
    }

    @Test(arguments: [
        (#"{ "viewport": { "width": 1e308 }, "sections": [] }"#,
         "spec.json: viewport.width: must be at most 1000000, got 1e+308"),
        (#"{ "viewport": { "scale": 1e308 }, "sections": [] }"#,
         "spec.json: viewport.scale: must be at most 4, got 1e+308"),
        (#"{ "viewport": { "width": 20000, "scale": 2 }, "sections": [] }"#,
         "spec.json: viewport.width: 20000 points at scale 2 is 40000 pixels: more than the limit of 32766"),
        (#"{ "viewport": { "scale": 5 }, "sections": [] }"#,
         "spec.json: viewport.scale: must be at most 4, got 5"),
        (#"{ "sections": [ { "items": [ { "height": 1e19 } ] } ] }"#,
         "spec.json: sections[0].items[0].height: must be at most 1000000, got 1e+19"),
        (#"{ "contentOffset": { "x": 0, "y": -2e6 }, "sections": [] }"#,
         "spec.json: contentOffset.y: must be from -1000000 to 1000000, got -2000000"),
        (#"{ "sections": [ { "items": [ { "height": 10, "fontSize": 5000 } ] } ] }"#,
         "spec.json: sections[0].items[0].fontSize: must be at most 1000, got 5000"),
    ])
    func test_whenANumberIsBeyondItsLimit_thatLayoutExits2NamingThePathAndTheLimit(spec: String, message: String) throws {
        let result = try shell(#""$LP" layout spec.json"#, files: ["spec.json": spec])
        #expect(result.status == 2)
        #expect(result.error.contains("error: \(message)\n"), "\(result.error)")
        #expect(result.output.isEmpty)
    }
}
