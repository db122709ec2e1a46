import Foundation

#if canImport(Testing)
    import Testing
#endif

extension ListSnapshotFailureImages {
    /// Attaches the images to the running Swift Testing test as `expected.png`, `actual.png` and `difference.png`
    /// (`swift test --attachments-path DIR` saves them), the files that were written; outside a Swift Testing test
    /// (XCTest, a program) it attaches nothing and the failure message names the files instead.
    ///
    /// Every failing Swift assertion calls it unless ``ListSnapshotConfiguration/attachFailure`` says otherwise.
    ///
    /// ```swift
    /// ListSnapshotConfiguration(attachFailure: { images in images.attachToCurrentTest() })
    /// ```
    ///
    /// - Returns: whether a Swift Testing test was running to attach them to.
    @discardableResult
    public func attachToCurrentTest() -> Bool {
        #if canImport(Testing)
            guard Test.current != nil else { return false }
            for (name, url) in files {
                guard let data = try? Data(contentsOf: url) else { continue }
                Attachment.record([UInt8](data), named: name)
            }
            return true
        #else
            return false
        #endif
    }
}
