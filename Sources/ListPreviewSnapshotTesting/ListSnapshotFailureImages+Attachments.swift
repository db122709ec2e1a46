#if canImport(Testing)
    import Foundation
    import ListSnapshotKit
    import Testing

    extension ListSnapshotFailureImages {
        /// Attaches the images to the running Swift Testing test as `expected.png`, `actual.png` and
        /// `difference.png` (`swift test --attachments-path DIR` saves them), the files that were written; outside a
        /// Swift Testing test (XCTest, a program) it attaches nothing and the failure message names the files instead.
        ///
        /// The `.listSnapshots` trait calls it for every failing assertion in its scope (unless `attachesImages` is
        /// `false`). It lives in this test-facing module, not in `ListSnapshotKit`, so that the `listpreview` command
        /// links no test framework; code without the trait hands it to a configuration:
        ///
        /// ```swift
        /// ListSnapshotConfiguration(attachFailure: { images in images.attachToCurrentTest() })
        /// ```
        ///
        /// - Returns: whether a Swift Testing test was running to attach them to.
        @discardableResult
        public func attachToCurrentTest() -> Bool {
            guard Test.current != nil else { return false }
            for (name, url) in files {
                guard let data = try? Data(contentsOf: url) else { continue }
                Attachment.record([UInt8](data), named: name)
            }
            return true
        }
    }
#endif
