#if SnapshotTesting
import Foundation
import ListCore
@testable import ListPreviewSnapshotTesting
import ListRenderKit
import ListSnapshotKit
import ListSpecKit
import ListTestSupport
import ListViewKit
import SnapshotTesting
import Testing

/// `.listImage(…, audit:)`: the strategies audit what they draw; under this module's `assertSnapshot` a new finding
/// fails the assertion by name and the baseline beside the golden (`<test>.<name>.audit.json`) accepts old ones.
@MainActor @Suite(.listSnapshots(artifacts: strategyTestArtifacts)) struct AuditSnapshottingTests {
    /// A white row with a black 30-point-tall Follow button.
    private func row() -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        view.backgroundColor = .white
        let follow = UIButton(type: .system)
        follow.setTitle("Follow", for: .normal)
        follow.setTitleColor(.black, for: .normal)
        follow.accessibilityIdentifier = "follow"
        follow.frame = CGRect(x: 100, y: 15, width: 80, height: 30)
        view.addSubview(follow)
        return view
    }

    @Test func test_whenAViewStrategyAudits_thatANewFindingFailsByName_andTheBaselineAcceptsIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let view = row()
        let strategy = Snapshotting<UIView, RGBAImage>.listImage(
            scale: 1, audit: ListAccessibilityAudit(checks: [.touchTarget]))
        func verify(_ record: SnapshotTestingConfiguration.Record) -> String? {
            verifySnapshot(
                of: view, as: strategy, named: "row", record: record, snapshotDirectory: folder.url.path,
                testName: "follow")
        }
        let recorded = try #require(verify(.missing))
        #expect(recorded.contains("audit baseline follow.row.audit.json: no baseline was found; recorded 1 finding"),
                "\(recorded)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
            == ["follow.row.audit.json", "follow.row.layout.json", "follow.row.png"])
        #expect(verify(.never) == nil)
        // The picture is the one `.listImage` draws.
        #expect(verifySnapshot(
            of: view, as: .listImage(scale: 1), named: "row", record: .never, snapshotDirectory: folder.url.path,
            testName: "follow") == nil)
        try FileManager.default.removeItem(at: folder.file("follow.row.audit.json"))
        let new = try #require(verify(.never))
        #expect(new.contains(
            #"accessibility audit: 1 new finding: touchTarget: cell 0·0/follow "Follow" 80 × 30 pt, needs 44 × 44 pt"#),
                "\(new)")
    }

    @Test func test_whenASpecStrategyAudits_thatTheSpecsThresholdsApply_andAVariantRefinesThem() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let spec = try ListSpec.parse(Data("""
            { "viewport": { "width": 200, "height": 60, "scale": 1 },
              "audit": { "minimumContrast": 1.5 },
              "variants": [ { "name": "strict", "audit": { "minimumContrast": 7 } } ],
              "sections": [ { "items": [ { "height": 44, "text": "Pale", "textColor": "#BBBBBB" } ] } ] }
            """.utf8), file: "pale.json").spec
        func verify(_ variant: String?, _ record: SnapshotTestingConfiguration.Record) -> String? {
            verifySnapshot(
                of: spec, as: .listImage(variant: variant, audit: .default), named: variant ?? "plain",
                record: record, snapshotDirectory: folder.url.path, testName: "pale")
        }
        #expect(verify(nil, .missing)?.contains("recorded 0 findings") == true)
        #expect(verify(nil, .never) == nil)
        #expect(verify("strict", .missing)?.contains("recorded 1 finding") == true)
        try Data(AuditBaseline(findings: []).json.utf8).write(to: folder.file("pale.strict.audit.json"))
        let strict = try #require(verify("strict", .never))
        #expect(strict.contains("accessibility audit: 1 new finding: contrast: "), "\(strict)")
        #expect(strict.contains("needs 7:1"), "\(strict)")
    }
}
#endif  // SnapshotTesting
