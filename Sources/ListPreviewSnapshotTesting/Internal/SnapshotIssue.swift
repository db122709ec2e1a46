#if SnapshotTesting
import XCTest

#if canImport(Testing)
    import Testing
#endif

/// Fails the running test with a message, as swift-snapshot-testing reports its own failures: a Swift Testing
/// issue inside a `@Test`, an XCTest failure otherwise.
enum SnapshotIssue {
    /// Records `message` as a failure of the current test.
    static func record(_ message: String, file: StaticString = #filePath, line: UInt = #line) {
        record(message, fileID: #fileID, filePath: file, line: line, column: 1)
    }

    /// Records `message` as a failure of the current test, at a caller's place.
    static func record(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        #if canImport(Testing)
            if Test.current != nil {
                Issue.record(
                    Comment(rawValue: message),
                    sourceLocation: SourceLocation(
                        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
                return
            }
        #endif
        XCTFail(message, file: filePath, line: line)
    }
}
#endif  // SnapshotTesting
