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
            #if canImport(Testing)
                if Test.current != nil {
                    Issue.record(Comment(rawValue: message))
                    return
                }
            #endif
            XCTFail(message, file: file, line: line)
        }
    }
#endif
