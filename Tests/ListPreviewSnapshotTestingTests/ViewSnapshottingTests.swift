#if SnapshotTesting
import Foundation
import ListCore
@testable import ListPreviewSnapshotTesting
import ListRenderKit
import ListSnapshotKit
import ListTestSupport
import ListViewKit
import SnapshotTesting
import Testing

/// `assertSnapshot(of: view, as: .listImage)`: one view, as swift-snapshot-testing's `.image` draws a `UIView`.
@MainActor @Suite(.listSnapshots(artifacts: strategyTestArtifacts)) struct ViewSnapshottingTests {
    /// A badge: a rounded label on a coloured view.
    private func badge(_ text: String) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 32))
        view.backgroundColor = .systemBlue
        view.layer.cornerRadius = 16
        let label = UILabel(frame: CGRect(x: 12, y: 0, width: 96, height: 32))
        label.text = text
        label.textColor = .white
        label.font = .preferredFont(forTextStyle: .body)
        label.accessibilityIdentifier = "text"
        view.addSubview(label)
        return view
    }

    @Test func test_whenAViewIsSnapshotted_thatItsGoldenIsTheViewAlone_andAChangeInsideItFailsInWords() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let view = badge("New")
        let dark = ListEnvironment(theme: .dark, contentSizeCategory: .extraExtraExtraLarge)
        let first = verifySnapshot(
            of: view, as: .listImage(scale: 1, environment: dark), named: "dark", record: .missing,
            snapshotDirectory: folder.url.path, testName: "badge")
        #expect(first?.hasPrefix("snapshot badge.dark.png: no golden was found; recorded ") == true, "\(first ?? "nil")")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
            == ["badge.dark.layout.json", "badge.dark.png"])
        let expected = try ListSnapshot.image(of: view, scale: 1, environment: dark).rgbaImage()
        #expect(expected.width == 120 && expected.height == 32)
        #expect(expected.pixel(x: 0, y: 0).alpha == 0)  // outside the rounded corner: transparent
        let same = try PNGDecoder.decode(contentsOf: folder.file("badge.dark.png")) == expected
        #expect(same)
        #expect(view.overrideTraitCollection == nil)
        #expect(verifySnapshot(
            of: view, as: .listImage(scale: 1, environment: dark), named: "dark", record: .never,
            snapshotDirectory: folder.url.path, testName: "badge") == nil)
        (view.subviews[0] as! UILabel).text = "Newer"
        let failure = verifySnapshot(
            of: view, as: .listImage(scale: 1, environment: dark), named: "dark", record: .never,
            snapshotDirectory: folder.url.path, testName: "badge")
        #expect(failure?.contains("cell 0·0: label `text`") == true, "\(failure ?? "nil")")
        #expect(failure?.contains("text “New” → “Newer”") == true, "\(failure ?? "nil")")
    }
}
#endif  // SnapshotTesting
