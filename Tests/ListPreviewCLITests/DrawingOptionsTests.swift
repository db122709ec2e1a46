import ArgumentParser
import Foundation
import ListPreview
import ListTestSupport
import Testing

@testable import ListPreviewCLI

/// Every drawing command takes the same drawing options (`--font`, `--scale`, the environment options) and the same
/// `--jobs`, declared once (`DrawingOptions`, `JobsOption`) and refused with one message.
@Suite struct DrawingOptionsTests {
    private let spec = """
        { "viewport": { "width": 120, "height": 60, "scale": 1 },
          "sections": [ { "items": [ { "width": 120, "height": 30, "text": "One" } ] } ] }
        """

    @Test(arguments: [["animate", "specs/list.json", "-o", "frames", "-q"], ["record", "specs"], ["verify", "specs"],
                      ["compare", "specs"]])
    func test_whenJobsIsZero_thatEveryCommandSaysTheSame_andExitsTwo(_ command: [String]) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(spec, to: "specs/list.json")
        for jobs in ["0", "-3"] {
            let result = try CommandRunner.run(command + ["--jobs=\(jobs)"], in: folder.url)
            #expect(result.status == 2, "\(command[0]): \(result.standardError)")
            #expect(result.standardError == "error: --jobs: expected at least 1, got \(jobs)\n", "\(command[0])")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.file("frames").path))
        #expect(!FileManager.default.fileExists(atPath: folder.file("specs/__Snapshots__").path))
    }

    /// Every command that draws or lays out a spec, as run in a folder holding `specs/list.json`.
    static let drawingCommands: [[String]] = [
        ["layout", "specs/list.json"], ["render", "specs/list.json", "-o", "out.png"],
        ["animate", "specs/list.json", "-o", "frames", "-q"], ["record", "specs"], ["verify", "specs"], ["compare", "specs"],
    ]

    /// The help entries of the drawing options, one line each (laid out 1,000 columns wide; a long name's help, on
    /// the lines below it, joined to it; spaces folded).
    private static func drawingHelp(of command: ParsableCommand.Type) -> [String] {
        let options = ["--scale", "--font", "--theme", "--content-size-category", "--layout-direction", "--locale", "--jobs"]
        var entries: [String] = []
        for line in ListPreviewCommand.helpMessage(for: command, columns: 1000).split(separator: "\n") {
            let words = line.split(separator: " ").joined(separator: " ")
            if line.hasPrefix("  -") {
                entries.append(words)
            } else if line.hasPrefix("    "), !words.isEmpty, let last = entries.popLast() {
                entries.append(last + " " + words)  // the help of the entry above
            }
        }
        return entries.filter { entry in options.contains { entry.hasPrefix($0 + " ") } }
    }

    @Test func test_whenHelpIsPrinted_thatEveryDrawingCommandDescribesTheDrawingOptionsAlike() {
        let commands: [ParsableCommand.Type] = [
            LayoutCommand.self, RenderCommand.self, AnimateCommand.self, RecordCommand.self, VerifyCommand.self,
            CompareCommand.self,
        ]
        let expected = [
            "--scale <scale> The screen scale (1, 2, 3…), overriding the spec's.",
            "--theme <name> The colour theme: light or dark (overrides the spec's).",
            "--content-size-category <name> The Dynamic Type size, UIKit's name: extraSmall … large … "
                + "accessibilityExtraExtraExtraLarge.",
            "--layout-direction <direction> leftToRight or rightToLeft (overrides the spec's).",
            "--locale <tag> The locale, a BCP 47 tag such as ar or ja-JP (overrides the spec's).",
            "--font <path> A TrueType/OpenType font file to use instead of the system font (Inter Display).",
        ]
        let jobs = "--jobs <n> How many frames or specs to draw at once (default: every core)."
        for command in commands {
            let name = command._commandName
            let parallel = command != LayoutCommand.self && command != RenderCommand.self
            #expect(Self.drawingHelp(of: command) == expected + (parallel ? [jobs] : []), "\(name)")
        }
    }

    @Test(arguments: [
        (["--scale", "9"], "--scale: expected a number from 0.000001 to 4, got 9.0"),
        (["--scale", "0"], "--scale: expected a number from 0.000001 to 4, got 0.0"),
        (["--theme", "sepia"], "--theme: expected one of light, dark, got \"sepia\""),
        (["--content-size-category", "huge"], "--content-size-category: expected one of extraSmall, small, medium, "
            + "large, extraLarge, extraExtraLarge, extraExtraExtraLarge, accessibilityMedium, accessibilityLarge, "
            + "accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge, got \"huge\""),
        (["--layout-direction", "up"], "--layout-direction: expected one of leftToRight, rightToLeft, got \"up\""),
        (["--locale", "en US"], "--locale: expected a BCP 47 language tag such as ar or ja-JP, got \"en US\""),
    ])
    func test_whenADrawingOptionIsBad_thatEveryDrawingCommandSaysTheSame_andExitsTwo(
        _ option: [String], _ message: String
    ) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(spec, to: "specs/list.json")
        for command in Self.drawingCommands {
            let result = try CommandRunner.run(command + option, in: folder.url)
            #expect(result.status == 2, "\(command[0]): \(result.standardError)")
            #expect(result.standardError == "error: \(message)\n", "\(command[0])")
            #expect(result.standardOutput.isEmpty, "\(command[0])")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.file("frames").path))
        #expect(!FileManager.default.fileExists(atPath: folder.file("out.png").path))
        #expect(!FileManager.default.fileExists(atPath: folder.file("specs/__Snapshots__").path))
    }

    @Test func test_whenTheFontFileIsMissing_thatEveryDrawingCommandSaysTheSame_andExitsTwo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(spec, to: "specs/list.json")
        var messages: [String: String] = [:]
        for command in Self.drawingCommands {
            let result = try CommandRunner.run(command + ["--font", "missing.ttf"], in: folder.url)
            #expect(result.status == 2, "\(command[0]): \(result.standardError)")
            messages[command[0]] = result.standardError
        }
        #expect(Set(messages.values).count == 1, "\(messages)")
        #expect(messages["render"]?.hasPrefix("error: font file missing.ttf: ") == true, "\(messages)")
    }

    @Test func test_whenLayoutIsGivenAScale_thatItsFramesAreRoundedAtThatScale_asRenderDrawsThem() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("""
            { "viewport": { "width": 100, "height": 60, "scale": 1 },
              "sections": [ { "items": [ { "width": 33.3, "height": 10.25 }, { "width": 33.3, "height": 10.25 } ] } ] }
            """, to: "list.json")
        let one = try CommandRunner.run(["layout", "list.json"], in: folder.url)
        let two = try CommandRunner.run(["layout", "list.json", "--scale", "2"], in: folder.url)
        #expect(one.status == 0, "\(one.standardError)")
        #expect(two.status == 0, "\(two.standardError)")
        // At scale 1 sizes are ceiled to whole points, at scale 2 to half points.
        #expect(one.standardOutput.contains("[0, 0, 34, 11]"), "\(one.standardOutput)")
        #expect(two.standardOutput.contains("[0, 0, 33.5, 10.5]"), "\(two.standardOutput)")
    }

    @Test(arguments: [["record", "specs"], ["verify", "specs"], ["compare", "specs"],
                      ["render", "specs/list.json", "-o", "out.png"]])
    func test_whenScaleIsOutOfRange_thatEveryCommandSaysTheSame(_ command: [String]) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(spec, to: "specs/list.json")
        let result = try CommandRunner.run(command + ["--scale", "9"], in: folder.url)
        #expect(result.status == 2, "\(command[0]): \(result.standardError)")
        #expect(result.standardError == "error: --scale: expected a number from 0.000001 to 4, got 9.0\n", "\(command[0])")
    }

    @Test func test_whenRecordingWithScale_thatTheGoldenHasThatScale_andVerifyRepeatsIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(spec, to: "specs/list.json")
        let record = try CommandRunner.run(["record", "specs", "--scale", "2", "--jobs", "1"], in: folder.url)
        #expect(record.status == 0, "\(record.standardError)")
        let golden = try PNGDecoder.decode(contentsOf: folder.file("specs/__Snapshots__/list.png"))
        #expect(golden.width == 240)
        #expect(golden.height == 120)
        let render = try CommandRunner.run(["render", "specs/list.json", "-o", "still.png", "--scale", "2"], in: folder.url)
        #expect(render.status == 0, "\(render.standardError)")
        #expect(try PNGDecoder.decode(contentsOf: folder.file("still.png")) == golden)

        let same = try CommandRunner.run(["verify", "specs", "--scale", "2"], in: folder.url, environment: ["CI": "true"])
        #expect(same.status == 0, "\(same.standardOutput)\(same.standardError)")
        let results = try String(contentsOf: folder.file(".listpreview-artifacts/results.json"), encoding: .utf8)
        #expect(results.contains("\"--scale\""))
        let other = try CommandRunner.run(["verify", "specs"], in: folder.url, environment: ["CI": "true"])
        #expect(other.status == 1, "\(other.standardOutput)")
    }
}
