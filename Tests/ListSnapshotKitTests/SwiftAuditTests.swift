import Foundation
import ListAdapterKit
import ListCore
import ListDiffKit
import ListLayoutKit
import ListPipelineKit
import ListRenderKit
import ListSnapshotKit
import ListSpecKit
import ListTestSupport
import ListViewKit
import Testing

/// The audit from Swift: `assertListSnapshot(…, audit:)` fails on each new finding, named with its element, check,
/// measured value and threshold; its baseline beside the golden is a golden under the record mode; and
/// `ListSnapshot.audit(of:)` returns the findings as values.
@Suite @MainActor struct SwiftAuditTests {
    /// Rows of one pale text each (#BBBBBB on white: 1.9:1), 30 points tall whatever the text size.
    final class Rows: ListAdapterDataSource {
        var names = ["Settings"]
        var color = ListColor(red: 0xBB, green: 0xBB, blue: 0xBB)
        func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { names.map { $0 as NSString } }
        func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
            let color = self.color
            return ListSingleSectionController(
                configure: { object, cell in
                    cell.content = ListCellContent(text: (object as? NSString).map(String.init), textColor: color)
                },
                size: { _, context in CGSize(width: context?.containerSize.width ?? 0, height: 30) })
        }
        func emptyView(for listAdapter: ListAdapter) -> ListReusableView? { nil }
    }

    private func makeAdapter(_ rows: Rows) -> ListAdapter {
        let collectionView = ListCollectionView(
            boundsSize: CGSize(width: 200, height: 60), layout: ListCollectionViewLayout(stickyHeaders: false))
        let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: nil)
        adapter.collectionView = collectionView
        adapter.dataSource = rows
        collectionView.layoutIfNeeded()
        return adapter
    }

    private func failure(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return String(describing: error)
        }
    }

    @Test func test_whenAnAssertionAudits_thatTheBaselineIsRecordedLikeAGolden_andNewFindingsFailByName() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let artifacts = folder.file("artifacts"), testFile = folder.file("FeedTests.swift").path
        let adapter = makeAdapter(Rows())
        func assert(_ mode: SnapshotRecordMode, audit: ListAccessibilityAudit = .default) -> String? {
            failure {
                try assertListSnapshot(
                    of: adapter, scale: 1, audit: audit, record: mode, artifacts: artifacts, file: testFile,
                    testName: "feed()")
            }
        }
        let baseline = folder.file("__Snapshots__/FeedTests/feed.audit.json")
        // In CI nothing is recorded: the golden is missing.
        #expect(assert(.never)?.contains("no golden") == true)
        #expect(!FileManager.default.fileExists(atPath: baseline.path))
        // Recorded as a missing golden is: both files, one failure that names them.
        let recorded = try #require(assert(.missing))
        #expect(recorded.contains("no golden was found; recorded"))
        #expect(recorded.contains("audit baseline feed.audit.json: no baseline was found; recorded 1 finding in "))
        let accepted = try AuditBaseline.read(at: baseline)
        #expect(accepted.keys == [#"contrast cell 0·0/textLabel "Settings""#])
        // The next run compares: the accepted finding does not fail.
        #expect(assert(.never) == nil)
        // Without the baseline the finding is new, and the failure names element, check, value and threshold.
        try FileManager.default.removeItem(at: baseline)
        let new = try #require(assert(.never))
        #expect(new.hasPrefix("snapshot feed.png: accessibility audit: 1 new finding: contrast: cell 0·0/textLabel "
            + #""Settings" 1."#), "\(new)")
        #expect(new.contains(":1, needs 4.5:1 (text, "))
        #expect(new.contains("audit baseline: "))
        #expect(new.contains("accept: listpreview accept"))
        #expect(!FileManager.default.fileExists(atPath: baseline.path))
        // A threshold of the caller's: 1.5:1 is met.
        #expect(assert(.never, audit: ListAccessibilityAudit(minimumContrast: 1.5)) == nil)
        #expect(assert(.never, audit: ListAccessibilityAudit(checks: [.touchTarget])) == nil)
        // `failed` records a missing baseline once; over one that lacks the finding, it adds it and still fails.
        #expect(assert(.failed)?.contains("no baseline was found; recorded 1 finding") == true)
        try Data(AuditBaseline(findings: []).json.utf8).write(to: baseline)
        #expect(assert(.missing)?.contains("accessibility audit: 1 new finding") == true)
        #expect(try AuditBaseline.read(at: baseline).keys.isEmpty)
        let failed = try #require(assert(.failed))
        #expect(failed.contains("(recorded them in "))
        #expect(try AuditBaseline.read(at: baseline).keys == accepted.keys)
        #expect(assert(.never) == nil)
        // `all` re-records both and fails once.
        #expect(assert(.all)?.contains("audit baseline feed.audit.json: record mode is on; re-recorded 1 finding") == true)
        #expect(assert(.never) == nil)
    }

    @Test func test_whenAVariantIsLarger_thatItsClippedTextIsFound_andThePlainAPIReturnsTheSameFindings() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let rows = Rows()
        rows.color = ListColor(red: 0, green: 0, blue: 0)
        rows.names = ["Notifications and sounds"]
        let adapter = makeAdapter(rows)
        let ax5 = ListEnvironment(contentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(try ListSnapshot.audit(of: adapter, scale: 1).isEmpty)
        let findings = try ListSnapshot.audit(of: adapter, scale: 1, environment: ax5)
        #expect(findings.map(\.check) == [.clippedText])
        #expect(findings.first?.element == "cell 0·0/textLabel" && findings.first?.threshold == 1)
        #expect(try ListSnapshot.audit(of: adapter, audit: ListAccessibilityAudit(checks: [.contrast]), environment: ax5)
            .isEmpty)
        let variant = ListSpecVariant(
            name: "ax5", environment: ListEnvironmentOverrides(contentSizeCategory: .accessibilityExtraExtraExtraLarge))
        let message = failure {
            try assertListSnapshot(
                of: adapter, scale: 1, variants: [variant], audit: .default, record: .missing,
                artifacts: folder.file("artifacts"), file: folder.file("FeedTests.swift").path, testName: "rows()")
        }
        #expect(message?.contains("audit baseline rows+ax5.audit.json: no baseline was found; recorded 1 finding") == true)
        let baseline = try AuditBaseline.read(at: folder.file("__Snapshots__/FeedTests/rows+ax5.audit.json"))
        #expect(baseline.findings.map(\.check) == [.clippedText])
        #expect(try AuditBaseline.read(at: folder.file("__Snapshots__/FeedTests/rows.audit.json")).findings.isEmpty)
        // The variant's own choice: no clipped-text check there.
        var quiet = variant
        quiet.audit = ListAccessibilityAuditOptions(checks: [.contrast])
        try FileManager.default.removeItem(at: folder.file("__Snapshots__/FeedTests/rows+ax5.audit.json"))
        #expect(failure {
            try assertListSnapshot(
                of: adapter, scale: 1, variants: [quiet], audit: .default, record: .never,
                artifacts: folder.file("artifacts"), file: folder.file("FeedTests.swift").path, testName: "rows()")
        } == nil)
    }

    @Test func test_whenASpecChoosesThresholds_thatTheSwiftAuditUsesThem_andAVariantRefinesThem() throws {
        let spec = try ListSpec.parse(Data("""
            { "viewport": { "width": 200, "height": 60, "scale": 1 },
              "audit": { "minimumContrast": 1.5 },
              "variants": [ { "name": "strict", "audit": { "minimumContrast": 7 } } ],
              "sections": [ { "items": [ { "height": 44, "text": "Pale", "textColor": "#BBBBBB" } ] } ] }
            """.utf8), file: "pale.json").spec
        #expect(try ListSnapshot.audit(of: spec).isEmpty)
        let strict = try ListSnapshot.audit(of: spec, variant: "strict")
        #expect(strict.map(\.check) == [.contrast])
        #expect(strict.first?.threshold == 7)
        // The caller's checks stay where the spec chooses none.
        #expect(try ListSnapshot.audit(of: spec, audit: ListAccessibilityAudit(checks: [.touchTarget]), variant: "strict")
            .isEmpty)
    }
}
