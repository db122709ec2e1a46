#if SnapshotTesting
import Foundation
import ListRenderKit
import ListTestSupport
import Testing

@testable import ListPreviewSnapshotTesting

/// The failure picture goes through the one atomic writer as a derived file: written whole, and never through a
/// symbolic link planted at its name.
@Suite struct SnapshotDifferenceFileTests {
    private let image = RGBAImage(width: 1, height: 1, pixels: [1, 2, 3, 255])

    @Test func test_whenWriting_thatThePictureIsWholeAtItsName_andALinkAtTheNameIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let differences = folder.url.appendingPathComponent("ListPreviewDifferences")
        let expected = differences.appendingPathComponent(
            "difference-\(SnapshotDifferenceFile.fingerprint(of: image)).png")
        #expect(SnapshotDifferenceFile.folder(["SNAPSHOT_ARTIFACTS": folder.url.path]) == differences)

        let written = SnapshotDifferenceFile.write(Data("picture".utf8), actual: image, in: differences)
        #expect(written?.path == expected.path)
        #expect(try Data(contentsOf: expected) == Data("picture".utf8))

        // A link planted at the name (pointing at a file of the user's) is neither followed nor replaced.
        let victim = folder.url.appendingPathComponent("victim.txt")
        try Data("mine".utf8).write(to: victim)
        try FileManager.default.removeItem(at: expected)
        try FileManager.default.createSymbolicLink(at: expected, withDestinationURL: victim)
        let refused = SnapshotDifferenceFile.write(Data("other".utf8), actual: image, in: differences)
        #expect(refused == nil)
        #expect(try String(contentsOf: victim, encoding: .utf8) == "mine")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: expected.path) == victim.path)
    }
}
#endif  // SnapshotTesting
