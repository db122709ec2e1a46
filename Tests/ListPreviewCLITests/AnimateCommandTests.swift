import Foundation
import ListAnimationKit
import ListRenderKit
import ListTestSupport
import Testing

@Suite final class AnimateCommandTests: Sendable {
    let folder = try! TemporaryFolder()

    deinit { folder.remove() }
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

    @Test func test_whenTheFolderHasFilesAnimateDidNotWrite_thatItRefusesWithExit2_andTouchesNothing() throws {
        let output = folder.file("again")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try Data("old".utf8).write(to: output.appendingPathComponent("stale.txt"))
        let result = try CommandRunner.run([
            "animate", sample, "-o", output.path, "--scale", "1", "--fps", "10", "--instant",
        ])
        #expect(result.status == 2)
        #expect(result.standardError.contains("was not written by animate"), "\(result.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == ["stale.txt"])
    }

    @Test func test_whenTheOutputIsTheSpecsOwnFolder_thatItRefuses_andTheSpecSurvives() throws {
        let spec = folder.file("spec.json")
        try FileManager.default.copyItem(atPath: sample, toPath: spec.path)
        let result = try CommandRunner.run(["animate", "spec.json", "-o", ".", "--instant", "--scale", "1"], in: folder.url)
        #expect(result.status == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["spec.json"])
        #expect(try Data(contentsOf: spec) == Data(contentsOf: URL(fileURLWithPath: sample)))
    }

    @Test func test_whenTheFolderWasWrittenByAnimate_thatItIsRewritten_andOldFramesOfOursGo_andOtherFilesStay() throws {
        let output = folder.file("ours")
        let long = try CommandRunner.run(["animate", sample, "-o", output.path, "--scale", "1", "--fps", "10", "-q"])
        #expect(long.status == 0, "\(long.standardError)")
        try Data("notes".utf8).write(to: output.appendingPathComponent("notes.txt"))
        let short = try CommandRunner.run(["animate", sample, "-o", output.path, "--scale", "1", "--instant", "-q"])
        #expect(short.status == 0, "\(short.standardError)")
        let files = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        #expect(files == ["frame-0000.png", "frame-0001.png", "frame-0002.png", "manifest.json", "notes.txt"])
        let manifest = try JSONDecoder().decode(
            AnimationManifest.self, from: Data(contentsOf: output.appendingPathComponent("manifest.json")))
        #expect(manifest.frameCount == 3)
    }

    @Test func test_whenForced_thatFramesGoBesideForeignFiles_butAForeignFrameNameIsNeverReplaced() throws {
        let output = folder.file("forced")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: output.appendingPathComponent("readme.txt"))
        let forced = try CommandRunner.run([
            "animate", sample, "-o", output.path, "--scale", "1", "--instant", "--force", "-q",
        ])
        #expect(forced.status == 0, "\(forced.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
            == ["frame-0000.png", "frame-0001.png", "frame-0002.png", "manifest.json", "readme.txt"])
        #expect(try Data(contentsOf: output.appendingPathComponent("readme.txt")) == Data("mine".utf8))

        let clash = folder.file("clash")
        try FileManager.default.createDirectory(at: clash, withIntermediateDirectories: true)
        try Data("a photo".utf8).write(to: clash.appendingPathComponent("frame-0001.png"))
        let refused = try CommandRunner.run(["animate", sample, "-o", clash.path, "--instant", "--force", "-q"])
        #expect(refused.status == 2)
        #expect(refused.standardError.contains("frame-0001.png exists and was not written by animate"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: clash.path) == ["frame-0001.png"])
        #expect(try Data(contentsOf: clash.appendingPathComponent("frame-0001.png")) == Data("a photo".utf8))
    }

    @Test(arguments: [("SIGTERM", SIGTERM), ("SIGINT", SIGINT)])
    func test_whenInterrupted_thatTheTemporaryFolderIsRemoved_andTheStatusIsTheSignal(name: String, number: Int32) throws {
        // A process started with the signal ignored (a background job of a script) keeps it ignored, as its
        // children do: then there is nothing to test.
        var current = sigaction()
        sigaction(number, nil, &current)
        if current.__sigaction_handler.sa_handler.map({ unsafeBitCast($0, to: Int.self) }) == 1 { return }
        let output = folder.file("interrupted-\(name)")
        let process = Process()
        process.executableURL = CommandRunner.executableURL
        process.arguments = ["animate", sample, "-o", output.path, "--fps", "240", "--duration", "2", "-q", "--jobs", "1"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait until the first frame is in the temporary folder, then interrupt.
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, process.isRunning {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.url.path)) ?? []
            if let temporary = entries.first(where: { $0.hasPrefix(".interrupted-\(name).") }),
                let frames = try? FileManager.default.contentsOfDirectory(
                    atPath: folder.url.appendingPathComponent(temporary).path), !frames.isEmpty
            {
                break
            }
            usleep(20_000)
        }
        kill(process.processIdentifier, number)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == number)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
            .filter { $0.contains("interrupted-\(name)") }
        #expect(left.isEmpty, "left behind: \(left)")
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

    @Test func test_whenTheAnimationWouldHaveTooManyFrames_thatItExits2BeforeRendering_andWritesNothing() throws {
        let update = #"{ "sections": [ { "items": [ { "id": "a", "height": 40 } ] } ] }"#
        let spec = try folder.write(
            #"{ "sections": [ { "items": [ { "id": "a", "height": 40 } ] } ], "updates": ["#
                + Array(repeating: update, count: 5).joined(separator: ",") + "] }",
            to: "many.json")
        let output = folder.file("many")
        let result = try CommandRunner.run(["animate", spec.path, "-o", output.path, "--fps", "240", "--duration", "10"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("frames, more than the limit of 10000"), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func test_whenThousandsOfUpdatesWouldMakeMillionsOfFrames_thatTheCountIsRefusedBeforeTheSequenceIsBuilt() throws {
        let update = #"{ "sections": [ { "items": [ { "id": "a", "height": 40 } ] } ] }"#
        let spec = try folder.write(
            #"{ "sections": [ { "items": [ { "id": "a", "height": 40 } ] } ], "updates": ["#
                + Array(repeating: update, count: 3000).joined(separator: ",") + "] }",
            to: "thousands.json")
        let output = folder.file("thousands")
        let result = try CommandRunner.run(["animate", spec.path, "-o", output.path, "--fps", "240", "--duration", "10"])
        #expect(result.status == 2)
        #expect(result.standardError == "error: \(spec.path): updates: the animation would have 7200001 frames, more than "
            + "the limit of 10000: lower --fps, --duration or --pause, or animate fewer updates\n")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }
}
