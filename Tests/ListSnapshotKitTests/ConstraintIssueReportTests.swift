import Foundation
import ListCore
import ListPipelineKit
import ListRenderKit
import ListSnapshotKit
import ListTestSupport
import ListViewKit
import Testing

/// What UIKit only prints, we show (#35 item 5): a required constraint a cell's layout broke, and a view its
/// constraints leave ambiguous, are in the golden's layout sidecar (`"constraintIssues"`), in every case of `verify`
/// that draws them (results.json, the report) and in the explanation of a failure when they changed.
@MainActor
@Suite struct ConstraintIssueReportTests {
    /// One 200 × 60 row whose label is asked to be 100 and 150 points wide (`conflicting`), or only 100.
    static func spec(conflicting: Bool, background: String = "#FFFFFF") -> String {
        """
        { "viewport": { "width": 200, "height": 60, "scale": 1 },
          "sections": [ { "items": [ { "height": 60, "backgroundColor": "\(background)", "view":
            { "type": "view", "id": "content", "children": [ { "type": "label", "id": "title", "text": "Ada" } ],
              "constraints": [
                { "item": "title", "attribute": "leading", "toItem": "superview", "constant": 16 },
                { "item": "title", "attribute": "top", "toItem": "superview", "constant": 8 },
                { "item": "title", "attribute": "width", "constant": 100 }\(conflicting ? """
                ,
                { "item": "title", "attribute": "width", "constant": 150, "identifier": "wider" }
                """ : "") ] } } ] } ] }
        """
    }

    static let message = "cell 0·0: unsatisfiable: 'wider' UILabel 'title'.width == 150 broken (conflicts with "
        + "UILabel 'title'.width == 100) in `title`"

    func renderer() throws -> SpecSnapshotRenderer {
        SpecSnapshotRenderer(renderer: SpecRenderer(fonts: try FontSet.bundled()), animationTiming: nil)
    }

    @Test func test_whenACellBreaksAConstraint_thatTheSidecarRecordsIt_exactly_andReadsItBack() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = try folder.write(Self.spec(conflicting: true), to: "row.json")
        let layout = try #require(try renderer().renderStill(specAt: url).layout)
        #expect(layout.constraintIssueMessages == [Self.message])
        let json = try layout.strictJSON()
        #expect(json.contains("""
            ,
              "constraintIssues": [
                { "kind": "cell", "section": 0, "item": 0, "issue": "unsatisfiable", "view": "title", \
            "constraint": "'wider' UILabel 'title'.width == 150", "conflicts": ["UILabel 'title'.width == 100"], \
            "detail": "" }
              ]
            }
            """), "\(json)")
        #expect(try SnapshotLayout(json: Data(json.utf8)) == layout)
        // Without the conflict (and without ambiguity: the label's size is its text's) no member is written.
        let fine = try folder.write(Self.spec(conflicting: false), to: "fine.json")
        let plain = try #require(try renderer().renderStill(specAt: fine).layout)
        let plainJSON = try plain.strictJSON()
        #expect(plain.constraintIssues == nil && !plainJSON.contains("constraintIssues"))
    }

    @Test func test_whenASidecarHasAnUnknownIssueKind_thatReadingItNamesThePath() {
        let json = #"{ "contentSize": { "width": 1, "height": 1 }, "items": [], "headers": [], "footers": [], "#
            + #""constraintIssues": [ { "kind": "cell", "section": 0, "item": 0, "issue": "odd", "view": "", "#
            + #""constraint": "", "conflicts": [], "detail": "" } ] }"#
        do {
            _ = try SnapshotLayout(json: Data(json.utf8))
            Issue.record("read")
        } catch {
            #expect("\(error)".contains("constraintIssues[0].issue: must be one of unsatisfiable, ambiguous, omitted"),
                    "\(error)")
        }
    }

    @Test func test_whenVerifyDrawsACellThatBreaksAConstraint_thatResultsReportAndExplanationNameIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = try folder.write(Self.spec(conflicting: false), to: "specs/row.json")
        let artifacts = folder.file("artifacts")
        _ = try SnapshotSuite(specs: [url], action: .record, artifacts: artifacts).run(renderer: renderer())
        // The golden has no issue; the spec now breaks a constraint (and draws another background, so it fails).
        _ = try folder.write(Self.spec(conflicting: true, background: "#EEEEEE"), to: "specs/row.json")
        let outcome = try SnapshotSuite(specs: [url], action: .verify(.never), artifacts: artifacts)
            .run(renderer: renderer())
        let result = try #require(outcome.results.first)
        #expect(result.constraintIssues == [Self.message])
        #expect(result.constraintIssueChanges == ["+ " + Self.message])
        #expect(result.status.message?.contains("; constraints: + " + Self.message) == true, "\(result.status)")
        let json = try String(contentsOf: artifacts.appendingPathComponent("results.json"), encoding: .utf8)
        #expect(json.contains("\"constraintIssues\""), "\(json)")
        let read = try SnapshotReports.read(from: artifacts.appendingPathComponent("results.json"))
        #expect(read.results.first?.constraintIssues == [Self.message])
        #expect(read.results.first?.constraintIssueChanges == ["+ " + Self.message])
        let html = try String(contentsOf: artifacts.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(html.contains("<div class=\"constraints\"><strong>Constraints:</strong><ul><li>+ cell 0·0: "
            + "unsatisfiable: &apos;wider&apos; UILabel &apos;title&apos;.width == 150"), "\(html)")
    }
}
