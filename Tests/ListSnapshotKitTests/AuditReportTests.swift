import Foundation
import ListSnapshotKit
import ListTestSupport
import ListViewKit
import Testing

/// A case's audit in results.json reads back as written (accept and merge-reports rewrite reports from it), and a
/// baseline file that is not one is refused naming the file and the JSON path.
@Suite struct AuditReportTests {
    let touch = ListAccessibilityAudit.Finding(
        check: .touchTarget, element: "cell 0·1/like", kind: "button", label: "Like",
        frame: CGRect(x: 0, y: 44, width: 30, height: 44), measured: 30, threshold: 44,
        detail: "30 × 44 pt, needs 44 × 44 pt")
    let pale = ListAccessibilityAudit.Finding(
        check: .contrast, element: "cell 0·0/textLabel", kind: "text", label: nil,
        frame: CGRect(x: 16, y: 15.25, width: 31, height: 15), measured: 1.9197964092167106, threshold: 4.5,
        detail: "1.91:1, needs 4.5:1 (text, 15 pt, run 0)")

    @Test func test_whenACaseHasAnAudit_thatResultsJSONReadsBackTheSameFindingsAndMarks() throws {
        try withTemporaryFolder { folder in
            var result = SnapshotCaseResult(name: "specs/card.json", status: .failed("accessibility audit: …"))
            result.audit = SnapshotAuditResult(
                baseline: "specs/__Snapshots__/card.audit.json",
                entries: [.init(finding: touch, isAccepted: true), .init(finding: pale, isAccepted: false)])
            let json = SnapshotReports(results: [result]).json(artifactsFolder: "artifacts")
            #expect(json.contains(#""new": 1"#) && json.contains(#""accepted": 1"#))
            let url = try folder.write(json, to: "artifacts/results.json")
            let read = try SnapshotReports.read(from: url).results[0].audit
            #expect(read == result.audit)
            #expect(read?.newFindings == [pale])
            #expect(read?.message == "accessibility audit: 1 new finding (1 accepted): " + pale.message)
        }
    }

    @Test func test_whenABaselineMatchesFindings_thatEachEntryAcceptsOneFindingOfItsKey() {
        let baseline = AuditBaseline(findings: [touch])
        var moved = touch
        moved.measured = 31  // a value that moved is still the accepted finding
        let marks = baseline.marking([moved, touch, pale]).map(\.isAccepted)
        #expect(marks == [true, false, false])
    }

    @Test func test_whenABaselineIsNotOne_thatReadingNamesTheFileAndField() throws {
        try withTemporaryFolder { folder in
            let url = try folder.write(#"{ "version": 1, "findings": [ { "check": "glare", "element": "x" } ] }"#,
                                       to: "__Snapshots__/card.audit.json")
            let error = #expect(throws: SnapshotError.self) { try AuditBaseline.read(at: url) }
            #expect(String(describing: error!).contains("findings[0].check: must be one of contrast, touchTarget"))
            #expect(try AuditBaseline.read(at: folder.file("__Snapshots__/none.audit.json")).keys.isEmpty)
        }
    }
}
