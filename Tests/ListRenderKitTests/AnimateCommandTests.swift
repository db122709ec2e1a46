import Foundation
import ListAnimationKit
import ListRenderKit
import ListTestSupport
import Testing

@Suite struct AnimateCommandTests {
    let folder = try! TemporaryFolder()
    let sample = SharedReference.repositoryRoot.appendingPathComponent("Samples/animations.json").path

    @Test func test_whenAnimatingIntoAFolder_thatItHoldsNumberedFramesAndAManifest() throws {
        let output = folder.file("frames")
        let result = try CommandRunner.run(["animate", sample, "-o", output.path, "--scale", "1", "--quiet"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty)
        let manifest = try JSONDecoder().decode(
            AnimationManifest.self, from: Data(contentsOf: output.appendingPathComponent("manifest.json")))
        // Three updates of 0.3 s at 30 fps: 10 frames, then 9 more for each later update.
        #expect(manifest.frameCount == 28 && manifest.frames.count == 28)
        #expect(manifest.fps == 30 && manifest.duration == 0.3 && manifest.curve == "ease-in-out")
        #expect(manifest.updates == 3 && manifest.width == 390 && manifest.height == 560)
        #expect(manifest.frames.map(\.update) == Array(repeating: 0, count: 10) + Array(repeating: 1, count: 9)
            + Array(repeating: 2, count: 9))
        let files = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(files == (0..<28).map(AnimationManifest.fileName) + ["manifest.json"])
        let last = try PNGDecoder.decode(contentsOf: output.appendingPathComponent("frame-0027.png"))
        #expect(last.width == 390 && last.height == 560)
    }

    @Test func test_whenTheFolderExists_thatItIsReplacedWhole() throws {
        let output = folder.file("again")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try Data("old".utf8).write(to: output.appendingPathComponent("stale.txt"))
        let result = try CommandRunner.run([
            "animate", sample, "-o", output.path, "--scale", "1", "--fps", "10", "--instant",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let files = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(files == ["frame-0000.png", "frame-0001.png", "frame-0002.png", "manifest.json"])
    }

    @Test func test_whenWritingAStrip_thatItIsOnePNGWithAllTiles() throws {
        let output = folder.file("strip.png")
        let result = try CommandRunner.run([
            "animate", sample, "-o", output.path, "--strip", "--strip-frames", "3", "--scale", "1",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let image = try PNGDecoder.decode(contentsOf: output)
        // 3 columns of (390 + 14) + 14; 3 rows of (560 + 30 + 14) + 14 + a 48-point legend.
        #expect(image.width == 1226 && image.height == 1874)
    }

    @Test(arguments: [
        (["--fps", "0"], "--fps: expected"),
        (["--duration", "0"], "--duration: expected"),
        (["--curve", "bouncy"], "--curve: unknown timing curve \"bouncy\""),
        (["--strip-frames", "1", "--strip"], "--strip-frames: expected"),
    ])
    func test_whenAnOptionIsBad_thatItExits2NamingTheOption(arguments: [String], message: String) throws {
        let output = folder.file("bad.png")
        let result = try CommandRunner.run(["animate", sample, "-o", output.path, "--apng"] + arguments)
        #expect(result.status == 2)
        #expect(result.standardError.contains("error: \(message)"), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test(arguments: [
        ("out.gif", [String](), "GIF is not supported"),
        ("out.mp4", [], "unknown output extension \".mp4\""),
        ("out.png", [], "a .png output needs --apng"),
    ])
    func test_whenTheOutputTypeIsWrong_thatItExits2NamingThePath(name: String, flags: [String], message: String) throws {
        let output = folder.file(name)
        let result = try CommandRunner.run(["animate", sample, "-o", output.path] + flags)
        #expect(result.status == 2)
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func test_whenThePathCannotBeWritten_thatItExits2AndLeavesNothing() throws {
        let blocker = try folder.write("a file", to: "blocker")
        let output = blocker.appendingPathComponent("out.webp")
        let result = try CommandRunner.run(["animate", sample, "-o", output.path])
        #expect(result.status == 2)
        #expect(result.standardError.contains("cannot write"), "\(result.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["blocker"])
    }

    @Test func test_whenTheSpecHasNoUpdates_thatItExits2NamingUpdates() throws {
        let spec = try folder.write(#"{ "sections": [ { "items": [ { "height": 40 } ] } ] }"#, to: "still.json")
        let result = try CommandRunner.run(["animate", spec.path, "-o", folder.file("x.webp").path])
        #expect(result.status == 2)
        #expect(result.standardError.contains("still.json: updates: the spec has no \"updates\""), "\(result.standardError)")
    }
}
