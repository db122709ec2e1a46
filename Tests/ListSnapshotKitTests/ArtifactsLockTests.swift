import Foundation
@testable import ListSnapshotKit
import ListTestSupport
import Testing

/// Two runs sharing an artifacts folder take turns (issue 27): the second waits for the first's lock.
@Suite struct ArtifactsLockTests {
    @Test func test_whenTwoRunsShareAnArtifactsFolder_thatTheSecondWaitsUntilTheFirstIsDone() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let artifacts = folder.file("artifacts")
        let order = SharedLog()
        let first = Thread {
            try? ArtifactsLock.holding(artifacts) {
                order.append("first in")
                Thread.sleep(forTimeInterval: 0.5)
                order.append("first out")
            }
        }
        first.start()
        while order.entries.isEmpty { usleep(1_000) }
        try ArtifactsLock.holding(artifacts) { order.append("second in") }
        #expect(order.entries == ["first in", "first out", "second in"])
        #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent(".listpreview-run.lock").path))
    }
}

private final class SharedLog: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []
    var entries: [String] { lock.withLock { list } }
    func append(_ entry: String) { lock.withLock { list.append(entry) } }
}
