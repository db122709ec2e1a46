import Foundation
import ListPreview
import ListTestSupport
import Testing

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
