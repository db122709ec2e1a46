import Foundation
import ListCore
import ListRenderKit
import ListSnapshotKit
import ListTestSupport
import Testing

@Suite struct AssertListSnapshotTests {
    private func solid(_ red: UInt8) throws -> RasterImage {
        let pixels: [UInt8] = (0..<12).flatMap { _ -> [UInt8] in [red, 40, 40, 255] }
        return try RasterImage(flattening: RGBAImage(width: 4, height: 3, pixels: pixels))
    }

    @Test func test_whenGoldenIsMissing_thatLocalRunsRecordIt_andFailOnce_andLaterRunsCompare() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let testFile = folder.file("FeedTests.swift").path
        let golden = folder.file("__Snapshots__/FeedTests/testFeed.png")
        #expect {
            try assertListSnapshot(try solid(200), record: .missing, artifacts: folder.file("artifacts"), file: testFile, testName: "testFeed()")
        } throws: { error in
            "\(error)" == "snapshot testFeed.png: no golden was found; recorded \(golden.path). "
                + "Run the test again to compare against it."
        }
        try assertListSnapshot(try solid(200), record: .missing, artifacts: folder.file("artifacts"), file: testFile, testName: "testFeed()")
        #expect(try PNGDecoder.decode(contentsOf: golden).pixel(x: 0, y: 0).red == 200)
        try assertListSnapshot(try solid(200), record: .never, artifacts: folder.file("artifacts"), file: testFile, testName: "testFeed()")
        do {
            try assertListSnapshot(try solid(90), record: .never, artifacts: folder.file("artifacts"), file: testFile, testName: "testFeed()")
            Issue.record("a different image must fail")
        } catch let failure as ListSnapshotFailure {
            #expect(failure.description.hasPrefix("snapshot testFeed.png: 12 pixels differ (100 %), allowed 0 %; max ΔE"))
            #expect(failure.description.contains("\ndifference: "))
        }
    }

    @Test func test_whenGoldenIsMissingInCI_thatTheAssertionFails_andNamesTheFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let testFile = folder.file("FeedTests.swift").path
        #expect(throws: ListSnapshotFailure.self) {
            try assertListSnapshot(try solid(1), named: "dark", record: .never, artifacts: folder.file("artifacts"), file: testFile, testName: "feed()")
        }
        do {
            try assertListSnapshot(try solid(1), named: "dark", record: .never, artifacts: folder.file("artifacts"), file: testFile, testName: "feed()")
        } catch {
            #expect("\(error)".contains("no golden image at \(folder.file("__Snapshots__/FeedTests/feed.dark.png").path)"))
            // A Swift test is recorded from the test or accepted, not with `listpreview record` (which reads specs).
            #expect("\(error)".contains("(record it by running the test outside CI or with LISTPREVIEW_RECORD=missing, "
                + "or accept this run's image with the command below)"))
            #expect(!"\(error)".contains("listpreview record"))
            #expect("\(error)".contains("accept: listpreview accept --artifacts "))
            #expect("\(error)".hasSuffix(" FeedTests/feed.dark"))
        }
    }

    @Test func test_whenToleranceAdmitsTheDifference_thatTheAssertionPasses() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let testFile = folder.file("T.swift").path
        #expect(throws: ListSnapshotFailure.self) {  // recording never passes
            try assertListSnapshot(try solid(100), record: .all, artifacts: folder.file("artifacts"), file: testFile, testName: "t()")
        }
        #expect {
            try assertListSnapshot(try solid(100), record: .all, artifacts: folder.file("artifacts"), file: testFile, testName: "t()")
        } throws: { error in
            "\(error)".contains("record mode is on; re-recorded")
        }
        try assertListSnapshot(
            try solid(101), tolerance: SnapshotTolerance(deltaE: 1), record: .never, artifacts: folder.file("artifacts"), file: testFile, testName: "t()")
    }
}
