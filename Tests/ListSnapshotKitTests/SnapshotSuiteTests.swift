import Foundation
import ListCore
import ListRenderKit
import ListSnapshotKit
import ListTestSupport
import Testing

/// A renderer whose pictures are solid colours chosen per spec name, so tests control exactly what changes.
struct SolidRenderer: SnapshotRendering {
    var colors: [String: (UInt8, UInt8, UInt8)]
    var size = (width: 6, height: 4)
    var animationFrames: [String: [(UInt8, UInt8, UInt8)]] = [:]
    var fps = 30.0

    func image(_ color: (UInt8, UInt8, UInt8)) throws -> RenderedSnapshot {
        let pixels: [UInt8] = (0..<size.width * size.height).flatMap { _ -> [UInt8] in [color.0, color.1, color.2, 255] }
        return try RenderedSnapshot(image: RGBAImage(width: size.width, height: size.height, pixels: pixels))
    }

    func renderStill(specAt url: URL) throws -> RenderedSnapshot {
        let name = url.deletingPathExtension().lastPathComponent
        guard let color = colors[name] else { throw RenderError.encoding(reason: "cannot render \(name)") }
        return try image(color)
    }

    func renderAnimation(specAt url: URL) throws -> RenderedAnimation? {
        guard let frames = animationFrames[url.deletingPathExtension().lastPathComponent] else { return nil }
        return RenderedAnimation(fps: fps, frames: try frames.map(image))
    }
}

@Suite final class SnapshotSuiteTests: Sendable {
    let folder: TemporaryFolder
    let feed: URL
    let grid: URL

    init() throws {
        folder = try TemporaryFolder()
        feed = try folder.write(#"{ "sections": [] }"#, to: "specs/feed.json")
        grid = try folder.write(#"{ "sections": [] }"#, to: "specs/grid.json")
    }

    deinit { folder.remove() }

    private func suite(_ action: SnapshotSuite.Action, specs: [URL]? = nil) -> SnapshotSuite {
        SnapshotSuite(specs: specs ?? [feed, grid], action: action, artifacts: folder.file("artifacts"))
    }

    private let red: (UInt8, UInt8, UInt8) = (255, 0, 0)
    private let blue: (UInt8, UInt8, UInt8) = (0, 0, 255)

    @Test func test_whenRecordingThenVerifying_thatGoldensAreWrittenBesideSpecs_andEverythingPasses() throws {
        let renderer = SolidRenderer(colors: ["feed": red, "grid": blue])
        let recorded = try suite(.record).run(renderer: renderer)
        #expect(recorded.results.map(\.status) == [.recorded, .recorded])
        let golden = folder.file("specs/__Snapshots__/feed.png")
        #expect(try PNGDecoder.decode(contentsOf: golden).pixel(x: 0, y: 0).hexString == "#FF0000")
        let verified = try suite(.verify(.never)).run(renderer: renderer)
        #expect(verified.results.map(\.status) == [.passed, .passed])
        #expect(!verified.hasFailures)
        #expect(FileManager.default.fileExists(atPath: verified.report.path))
        #expect(try String(contentsOf: verified.junit, encoding: .utf8).contains(#"tests="2" failures="0""#))
    }

    @Test func test_whenARenderChanges_thatVerifyFails_withTheMeasuredValue_andLeavesArtifacts() throws {
        _ = try suite(.record).run(renderer: SolidRenderer(colors: ["feed": red, "grid": blue]))
        let outcome = try suite(.verify(.never)).run(renderer: SolidRenderer(colors: ["feed": red, "grid": red]))
        #expect(outcome.hasFailures)
        let failure = try #require(outcome.results.last)
        #expect(failure.status == .failed("24 pixels differ (100 %), allowed 0 %; max ΔE 52.9"))
        let artifacts = folder.file("artifacts")
        for image in [failure.actualImage, failure.expectedImage, failure.differenceImage] {
            let name = try #require(image)
            #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent(name).path), "\(name)")
        }
        let difference = try PNGDecoder.decode(contentsOf: artifacts.appendingPathComponent(failure.differenceImage!))
        #expect(difference.width == 3 * 6 + 4 * 8)
        #expect(difference.pixel(x: 8, y: 8).hexString == "#0000FF")          // expected
        #expect(difference.pixel(x: 8 + 6 + 8, y: 8).red == 255)              // difference: red
        #expect(difference.pixel(x: 8 + 12 + 16, y: 8).hexString == "#FF0000") // actual
        // The golden is untouched.
        #expect(try PNGDecoder.decode(contentsOf: folder.file("specs/__Snapshots__/grid.png")).pixel(x: 0, y: 0)
            .hexString == "#0000FF")
    }

    @Test func test_whenGoldenIsMissing_thatCIFails_butALocalRunRecordsIt() throws {
        let renderer = SolidRenderer(colors: ["feed": red, "grid": blue])
        let ci = try suite(.verify(.never), specs: [feed]).run(renderer: renderer)
        #expect(ci.results.first?.status.label == "missing")
        #expect(!FileManager.default.fileExists(atPath: folder.file("specs/__Snapshots__/feed.png").path))
        let local = try suite(.verify(.missing), specs: [feed]).run(renderer: renderer)
        #expect(local.results.first?.status == .recorded)
        #expect(!local.hasFailures)
    }

    @Test func test_whenModeIsFailed_thatAFailingGoldenIsRerecorded_butTheRunStillFails() throws {
        _ = try suite(.record, specs: [feed]).run(renderer: SolidRenderer(colors: ["feed": red]))
        let outcome = try suite(.verify(.failed), specs: [feed]).run(renderer: SolidRenderer(colors: ["feed": blue]))
        #expect(outcome.hasFailures)
        #expect(outcome.results.first?.status.message?.hasSuffix("(recorded the new image)") == true)
        let again = try suite(.verify(.never), specs: [feed]).run(renderer: SolidRenderer(colors: ["feed": blue]))
        #expect(!again.hasFailures)
    }

    @Test func test_whenASpecCannotRender_thatItIsAnError_andOthersStillRun() throws {
        let outcome = try suite(.record).run(renderer: SolidRenderer(colors: ["grid": blue]))
        #expect(outcome.results.map(\.status.label) == ["error", "recorded"])
        #expect(outcome.results.first?.status.message == "cannot encode the PNG: cannot render feed")
    }

    @Test func test_whenGoldensAreLeftOver_thatTheyAreListed() throws {
        _ = try suite(.record).run(renderer: SolidRenderer(colors: ["feed": red, "grid": blue]))
        let outcome = try suite(.verify(.never), specs: [feed]).run(renderer: SolidRenderer(colors: ["feed": red]))
        #expect(outcome.unusedGoldens == [folder.file("specs/__Snapshots__/grid.png").standardizedFileURL.path])
    }

    @Test func test_whenTwoSpecsWouldShareAGolden_thatTheRunStopsBeforeWriting() throws {
        let other = try folder.write(#"{ "sections": [] }"#, to: "other/feed.json")
        let shared = SnapshotSuite(
            specs: [feed, other], action: .record, goldens: GoldenLocation(folder: folder.file("goldens")),
            artifacts: folder.file("artifacts"))
        #expect(throws: SnapshotError.self) { try shared.run(renderer: SolidRenderer(colors: ["feed": red])) }
        #expect(!FileManager.default.fileExists(atPath: folder.file("goldens").path))
    }

    @Test func test_whenVerifyingAnimations_thatFrameCountFpsAndEachFrameAreChecked() throws {
        var renderer = SolidRenderer(colors: ["feed": red], animationFrames: ["feed": [red, blue, red]])
        _ = try suite(.record, specs: [feed]).run(renderer: renderer)
        let goldenFolder = folder.file("specs/__Snapshots__/feed.animation")
        #expect(try String(contentsOf: goldenFolder.appendingPathComponent("manifest.json"), encoding: .utf8)
            == #"{ "fps": 30, "frameCount": 3 }"# + "\n")
        #expect(try suite(.verify(.never), specs: [feed]).run(renderer: renderer).results.map(\.status) == [.passed, .passed])

        renderer.animationFrames["feed"] = [red, red, red]
        var outcome = try suite(.verify(.never), specs: [feed]).run(renderer: renderer)
        #expect(outcome.results.last?.name.hasSuffix("feed.json#animation") == true)
        #expect(outcome.results.last?.status == .failed("frame 1 of 3: 24 pixels differ (100 %), allowed 0 %; max ΔE 52.9"))

        renderer.animationFrames["feed"] = [red, blue]
        outcome = try suite(.verify(.never), specs: [feed]).run(renderer: renderer)
        #expect(outcome.results.last?.status == .failed("frame count differs: expected 3, actual 2"))

        renderer.animationFrames["feed"] = [red, blue, red]
        renderer.fps = 60
        outcome = try suite(.verify(.never), specs: [feed]).run(renderer: renderer)
        #expect(outcome.results.last?.status == .failed("fps differs: expected 30, actual 60"))
    }
}

@Suite struct SnapshotOptionsTests {
    @Test func test_whenReadingTheRecordMode_thatCIDefaultsToNever_andLocalToMissing() throws {
        #expect(try SnapshotRecordMode.fromEnvironment([:]) == .missing)
        #expect(try SnapshotRecordMode.fromEnvironment(["CI": "true"]) == .never)
        #expect(try SnapshotRecordMode.fromEnvironment(["CI": "0"]) == .missing)
        #expect(try SnapshotRecordMode.fromEnvironment(["CI": "1", "LISTPREVIEW_RECORD": "Failed"]) == .failed)
        #expect(throws: SnapshotError.invalidRecordMode("sometimes")) {
            try SnapshotRecordMode.fromEnvironment(["LISTPREVIEW_RECORD": "sometimes"])
        }
    }

    @Test func test_whenSharding_thatEverySpecIsInExactlyOneShard() throws {
        let items = Array(0..<10)
        let shards = try (1...3).map { try SnapshotShard(parsing: "\($0)/3").select(items) }
        #expect(shards == [[0, 3, 6, 9], [1, 4, 7], [2, 5, 8]])
        for bad in ["0/3", "4/3", "2", "a/b", "1/0"] {
            #expect(throws: SnapshotError.invalidShard(bad)) { try SnapshotShard(parsing: bad) }
        }
    }

    @Test func test_whenDiscoveringSpecs_thatFoldersKeepOnlySpecs_andPatternsExpand() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(#"{ "sections": [] }"#, to: "Samples/feed.json")
        try folder.write("sections:\n  - items: []\n", to: "Samples/chat.yaml")
        try folder.write(#"[1, 2, 3]"#, to: "Samples/diff/old.json")
        try folder.write(#"{ "sections": [] }"#, to: "Samples/__Snapshots__/ignored.json")
        let root = folder.url.path
        let found = try SpecDiscovery.specs(for: [root + "/Samples"]).map(\.lastPathComponent)
        #expect(found == ["chat.yaml", "feed.json"])
        let globbed = try SpecDiscovery.specs(for: [root + "/Samples/*.json", root + "/Samples/feed.json"])
        #expect(globbed.map(\.lastPathComponent) == ["feed.json"])
        #expect(throws: SnapshotError.noSpecs(root + "/Nothing")) { try SpecDiscovery.specs(for: [root + "/Nothing"]) }
    }
}
