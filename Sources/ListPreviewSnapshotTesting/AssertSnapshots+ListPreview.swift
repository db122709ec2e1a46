#if SnapshotTesting
import Foundation
import ListRenderKit
import ListSnapshotKit
import SnapshotTesting

// swift-snapshot-testing's `assertSnapshots`, for the strategies of this module: one golden per named strategy (a
// set of variants: themes, text sizes, directions), each checked and reported as `assertSnapshot` does.
//
//     assertSnapshots(of: adapter, as: [
//         "light": .listImage(), "dark": .listImage(environment: dark), "ax5-rtl": .listImage(environment: ax5RTL),
//     ])
//     // goldens: __Snapshots__/FeedTests/feed.light.png, feed.dark.png, feed.ax5-rtl.png (and their sidecars)
//     // report:  cases FeedTests/feed.light, FeedTests/feed.dark, FeedTests/feed.ax5-rtl

/// Asserts a value's ListPreview render against one golden per named strategy, as swift-snapshot-testing's
/// `assertSnapshots(of:as:)` does, and records each case in ListPreview's report.
///
/// The strategies are checked in the order of their names (not the dictionary's, which changes from run to run), each
/// as ``assertSnapshot(of:as:named:record:timeout:fileID:file:testName:line:column:)`` with its name: its golden
/// `<test>.<name>.png` with its layout sidecar, its case `<TestFile>/<test>.<name>` in `results.json`,
/// `report.html` and `junit.xml`, and `listpreview accept` for its failure. Every failing strategy fails the test.
///
/// - Parameters:
///   - value: what to render.
///   - strategies: ListPreview strategies by golden name (`"dark": .listImage(environment: dark)`).
///   - record: the record mode.
///   - timeout: how long swift-snapshot-testing waits for another library's strategy.
///   - fileID: the caller's file ID.
///   - filePath: the test file (its `__Snapshots__` folder holds the goldens).
///   - testName: the test's name.
///   - line: the caller's line.
///   - column: the caller's column.
public func assertSnapshots<Value>(
    of value: @autoclosure () throws -> Value, as strategies: [String: Snapshotting<Value, RGBAImage>],
    record: SnapshotTestingConfiguration.Record? = nil, timeout: TimeInterval = 5,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let failures = verifySnapshots(
        of: try value(), as: strategies, record: record, timeout: timeout, fileID: fileID, file: filePath,
        testName: testName, line: line, column: column)
    for (_, failure) in failures {
        SnapshotIssue.record(failure, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Verifies a value's ListPreview render against one golden per named strategy, as
/// ``assertSnapshots(of:as:record:timeout:fileID:file:testName:line:column:)`` does, returning the failures instead of
/// failing the test.
///
/// - Parameters:
///   - value: what to render (evaluated once).
///   - strategies: ListPreview strategies by golden name.
///   - record: the record mode.
///   - snapshotDirectory: the goldens' folder (default: `__Snapshots__/<TestFile>` beside the test file).
///   - timeout: how long swift-snapshot-testing waits for another library's strategy.
///   - fileID: the caller's file ID.
///   - filePath: the test file.
///   - testName: the test's name.
///   - line: the caller's line.
///   - column: the caller's column.
/// - Returns: each failing strategy's name and failure message, in the order of the names; empty when all match.
public func verifySnapshots<Value>(
    of value: @autoclosure () throws -> Value, as strategies: [String: Snapshotting<Value, RGBAImage>],
    record: SnapshotTestingConfiguration.Record? = nil, snapshotDirectory: String? = nil, timeout: TimeInterval = 5,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) -> [(name: String, failure: String)] {
    let rendered: Value
    do {
        rendered = try value()
    } catch {
        return strategies.keys.sorted().map { ($0, "snapshot \($0) could not be drawn: \(error)") }
    }
    return strategies.keys.sorted().compactMap { name in
        verifySnapshot(
            of: rendered, as: strategies[name]!, named: name, record: record, snapshotDirectory: snapshotDirectory,
            timeout: timeout, fileID: fileID, file: filePath, testName: testName, line: line, column: column
        ).map { (name, $0) }
    }
}
#endif  // SnapshotTesting
