#if SnapshotTesting
import Foundation
import XCTest

#if canImport(Testing)
    import Testing
#endif

/// Numbers the unnamed snapshots of a test as swift-snapshot-testing does (`test.1.png`, `test.2.png`, …), for the
/// assertions of ListPreview strategies: per test (a Swift Testing test, or an XCTest test case, counted afresh
/// when the next one starts), per snapshot folder and test name. It counts ListPreview's assertions only: a test
/// that mixes unnamed snapshots of other strategies with ListPreview's should name them.
final class SnapshotIdentifierCounter: @unchecked Sendable {
    /// The counter of the process.
    static let shared = SnapshotIdentifierCounter()

    private let lock = NSLock()
    private var counts: [String: Int] = [:]
    private var observing = false

    /// The next number for `key` (the folder and the unsanitized test name) in the running test.
    func next(for key: String) -> Int {
        var scope = "xctest"
        #if canImport(Testing)
            if let test = Test.current { scope = String(describing: test.id) }
        #endif
        if scope == "xctest" { observeXCTestCases() }
        return lock.withLock {
            counts[scope + "|" + key, default: 0] += 1
            return counts[scope + "|" + key]!
        }
    }

    /// Forgets the XCTest counts (a new test case started).
    func resetXCTest() {
        lock.withLock { counts = counts.filter { !$0.key.hasPrefix("xctest|") } }
    }

    /// Registers the observer that resets the XCTest counts, once, from the main thread (where XCTest runs its
    /// tests; elsewhere the counts simply go on).
    private func observeXCTestCases() {
        guard Thread.isMainThread else { return }
        let register = lock.withLock { () -> Bool in
            defer { observing = true }
            return !observing
        }
        if register { XCTestObservationCenter.shared.addTestObserver(XCTestCaseStart()) }
    }
}

/// Resets the XCTest counts when a test case starts.
private final class XCTestCaseStart: NSObject, XCTestObservation {
    func testCaseWillStart(_ testCase: XCTestCase) {
        SnapshotIdentifierCounter.shared.resetXCTest()
    }
}
#endif  // SnapshotTesting
