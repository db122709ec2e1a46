import Foundation
import ListAdapterKit
import ListCore
@testable import ListPreviewSnapshotTesting
import ListPipelineKit
import ListRenderKit
import ListSnapshotKit
import ListTestSupport
import Testing

/// The Swift Testing trait scopes record mode, tolerance and artifacts per suite and test, and attaches the images
/// of a failure.
@Suite(.listSnapshots(record: .all, artifacts: URL(fileURLWithPath: NSTemporaryDirectory() + "trait-suite-artifacts")))
struct ListSnapshotsTraitTests {
    private func solid(_ red: UInt8) throws -> RasterImage {
        try RasterImage(flattening: RGBAImage(width: 2, height: 2, pixels: (0..<4).flatMap { _ in [red, 9, 9, 255] }))
    }

    @Test func test_whenASuiteSaysRecordAll_thatItsAssertionsReRecord() throws {
        let configuration = ListSnapshotConfiguration.current
        #expect(configuration.record == .all)
        #expect(configuration.artifacts?.path == NSTemporaryDirectory() + "trait-suite-artifacts")
        #expect(configuration.tolerance == nil)
        #expect(configuration.attachFailure != nil)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.file("T.swift").path
        // Artifacts given to the call win over the suite's.
        let artifacts = folder.file("artifacts")
        #expect { try assertListSnapshot(try solid(1), artifacts: artifacts, file: file, testName: "t()") } throws: {
            "\($0)".contains("no golden was found; recorded")
        }
        #expect { try assertListSnapshot(try solid(1), artifacts: artifacts, file: file, testName: "t()") } throws: {
            "\($0)".contains("record mode is on; re-recorded")
        }
        // An argument wins over the trait.
        try assertListSnapshot(try solid(1), record: .never, artifacts: artifacts, file: file, testName: "t()")
        #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("results.json").path))
    }

    @Test(.listSnapshots(record: .never, tolerance: SnapshotTolerance(pixelShare: 1), attachesImages: false))
    func test_whenATestRefinesItsSuite_thatItsSettingsWin_andTheOthersAreTheSuites() throws {
        let configuration = ListSnapshotConfiguration.current
        #expect(configuration.record == .never)
        #expect(configuration.tolerance == SnapshotTolerance(pixelShare: 1))
        #expect(configuration.artifacts?.path == NSTemporaryDirectory() + "trait-suite-artifacts")
        // The test's `attachesImages: false` turns attachments off: a handler that attaches nothing.
        #expect(configuration.attachFailure != nil)
    }

    @Test func test_whenAnAssertionFails_thatItHandsTheExpectedActualAndDifferenceFilesToAttach() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.file("T.swift").path
        let artifacts = folder.file("artifacts")
        let handed = Handed()
        ListSnapshotConfiguration(record: .missing).withValue {
            _ = try? assertListSnapshot(try solid(1), artifacts: artifacts, file: file, testName: "t()")
        }
        ListSnapshotConfiguration(record: .never, attachFailure: { handed.append($0) }).withValue {
            #expect(throws: ListSnapshotFailure.self) {
                try assertListSnapshot(try solid(200), artifacts: artifacts, file: file, testName: "t()")
            }
        }
        let images = try #require(handed.all.first)
        #expect(handed.all.count == 1)
        #expect(images.name == "T/t")
        #expect(images.files.map(\.name) == ["expected.png", "actual.png", "difference.png"])
        #expect(try PNGDecoder.decode(contentsOf: #require(images.actual)).pixels[0] == 200)
        #expect(try PNGDecoder.decode(contentsOf: #require(images.expected)).pixels[0] == 1)
        #expect(try PNGDecoder.decode(contentsOf: #require(images.difference)).width > 2)
        // The trait attaches them (to this test: Swift Testing keeps them with its results); in a detached task no
        // test is current, and nothing can be attached.
        ListSnapshotsTrait.attach(images)
        #expect(images.attachToCurrentTest())
        let outside = Task.detached { images.attachToCurrentTest() }
        #expect(await outside.value == false)
    }
}

/// Images handed to an attach handler, from any thread.
final class Handed: @unchecked Sendable {
    private let lock = NSLock()
    private var images: [ListSnapshotFailureImages] = []
    func append(_ image: ListSnapshotFailureImages) { lock.withLock { images.append(image) } }
    var all: [ListSnapshotFailureImages] { lock.withLock { images } }
}
