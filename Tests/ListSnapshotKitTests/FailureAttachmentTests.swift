import Foundation
import ListRenderKit
import ListSnapshotKit
import ListTestSupport
import Testing

/// Without any trait a failing Swift assertion attaches nothing (attaching is the test-facing module's, so that the
/// command line links no test framework) and its message names the three files; a configured handler gets them.
@Suite struct FailureAttachmentTests {
    private func solid(_ red: UInt8, width: Int = 3) throws -> RasterImage {
        try RasterImage(
            flattening: RGBAImage(width: width, height: 2, pixels: (0..<(2 * width)).flatMap { _ in [red, 9, 9, 255] }))
    }

    @Test func test_whenAnAssertionFailsWithoutATrait_thatTheMessageNamesTheThreeImages() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.file("AttachTests.swift").path
        let artifacts = folder.file("artifacts")
        #expect(ListSnapshotConfiguration.current.attachFailure == nil)
        _ = try? assertListSnapshot(try solid(10), record: .missing, artifacts: artifacts, file: file, testName: "t()")
        var failure = ""
        do {
            try assertListSnapshot(try solid(90), record: .never, artifacts: artifacts, file: file, testName: "t()")
        } catch {
            failure = "\(error)"
        }
        let lines = failure.split(separator: "\n").map(String.init)
        #expect(lines.count == 5, "\(failure)")
        #expect(lines.first?.hasPrefix("snapshot t.png: 6 pixels differ (100 %), allowed 0 %") == true, "\(failure)")
        #expect(Array(lines.dropFirst().prefix(3)).map { $0.split(separator: " ").first.map(String.init) ?? "" }
            == ["difference:", "expected:", "actual:"])
        let named = lines.dropFirst().prefix(3).map { String($0.split(separator: " ", maxSplits: 1)[1]) }
        #expect(named.allSatisfy { FileManager.default.fileExists(atPath: $0) }, "\(named)")
        #expect(named.allSatisfy { $0.hasPrefix(artifacts.path + "/swift/") }, "\(named)")
        let expected = try PNGDecoder.decode(contentsOf: URL(fileURLWithPath: named[1]))
        let actual = try PNGDecoder.decode(contentsOf: URL(fileURLWithPath: named[2]))
        #expect(expected.pixels.prefix(4) == [10, 9, 9, 255] && actual.pixels.prefix(4) == [90, 9, 9, 255])

        let images = ListSnapshotFailureImages(
            name: "AttachTests/t", expected: URL(fileURLWithPath: named[1]), actual: URL(fileURLWithPath: named[2]),
            difference: URL(fileURLWithPath: named[0]))
        #expect(images.files.map(\.name) == ["expected.png", "actual.png", "difference.png"])
    }

    @Test func test_whenAConfigurationHandlesFailures_thatItGetsTheImagesInsteadOfTheTest() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = folder.file("AttachTests.swift").path
        let handed = HandedImages()
        ListSnapshotConfiguration(record: .never, artifacts: folder.file("artifacts"), attachFailure: { handed.add($0) })
            .withValue {
                _ = try? assertListSnapshot(try solid(1), record: .missing, file: file, testName: "u()")
                #expect(throws: ListSnapshotFailure.self) {
                    try assertListSnapshot(try solid(1, width: 4), file: file, testName: "u()")
                }
            }
        #expect(handed.all.map(\.name) == ["AttachTests/u"])
        #expect(handed.all.first?.files.map(\.name) == ["expected.png", "actual.png", "difference.png"])
    }
}

/// Images handed to a failure handler, from any thread.
final class HandedImages: @unchecked Sendable {
    private let lock = NSLock()
    private var images: [ListSnapshotFailureImages] = []
    func add(_ images: ListSnapshotFailureImages) { lock.withLock { self.images.append(images) } }
    var all: [ListSnapshotFailureImages] { lock.withLock { images } }
}
