import Foundation
import ListAnimationKit
import ListPipelineKit
import ListRenderKit
import ListSnapshotKit
import ListTestSupport
import Testing

/// `SnapshotSuite.run` from the main queue: the workers' spec animations need it for their engine part, which the
/// waiting caller must serve (before, this deadlocked, or crashed calling `DispatchQueue.main.sync` on the main queue).
@Suite struct MainThreadSuiteTests {
    private let spec = """
        { "viewport": { "width": 120, "height": 100, "scale": 1 },
          "sections": [ { "id": "s", "items": [ { "id": "a", "width": 120, "height": 44, "text": "A" } ] } ],
          "updates": [ { "sections": [ { "id": "s", "items": [
            { "id": "b", "width": 120, "height": 44, "text": "B" }, { "id": "a", "width": 120, "height": 44, "text": "A" }
          ] } ] } ] }
        """

    @Test func test_whenRunOnTheMainThread_withAnimatedSpecs_thatEveryCaseIsRecordedThenPasses() async throws {
        let folder = try TemporaryFolder()
        let specs = try (0..<4).map { try folder.write(spec, to: "specs/list-\($0).json") }
        let renderer = SpecSnapshotRenderer(
            renderer: SpecRenderer(fonts: try FontSet.bundled(), overlays: .none),
            animationTiming: ListAnimationTiming(duration: 0.1, fps: 30))
        var record = SnapshotSuite(specs: specs, action: .record, artifacts: folder.file("artifacts"))
        record.workers = 2
        var verify = record
        verify.action = .verify(.never)
        // The main queue: the main thread, or the thread that drains it after `dispatchMain()` (as the test runner
        // does); either way the one that must run the engine part of spec animations.
        let (recorded, verified) = try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.main.async { [record, verify] in
                continuation.resume(with: Result {
                    (try record.run(renderer: renderer), try verify.run(renderer: renderer))
                })
            }
        }
        #expect(recorded.results.map(\.status.label) == Array(repeating: "recorded", count: 8))
        #expect(recorded.results.filter(\.isAnimation).count == 4)
        #expect(verified.results.map(\.status.label) == Array(repeating: "passed", count: 8))
    }

    @Test func test_whenWaitingOffTheMainThread_thatTheWorkRunsOnTheCallingThread() throws {
        #expect(!Thread.isMainThread)
        let caller = pthread_self()
        let ranOnCaller = try SpecPipeline.drawingInParallel { pthread_equal(pthread_self(), caller) != 0 }
        #expect(ranOnCaller)
    }
}
