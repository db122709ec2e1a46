import Foundation
import ListTestSupport
import Testing

/// `verify --audit` audits every still (the spec and each variant): new findings fail the case and go into
/// results.json, junit.xml, the report and the summary; `accept` keeps them in `NAME[+VARIANT].audit.json` beside the
/// golden, after which only new findings fail.
@Suite struct AuditCommandTests {
    private func spec(extraPale: Bool = false) -> String {
        let pale = ##"{ "height": 44, "text": "Pale", "textColor": "#BBBBBB", "backgroundColor": "#FFFFFF" }"##
        let other = ##"{ "height": 44, "text": "Faint", "textColor": "#CCCCCC", "backgroundColor": "#FFFFFF" }"##
        let button = #"{ "height": 44, "view": { "type": "button", "id": "like", "title": "Like", "width": 30 } }"#
        return """
        { "viewport": { "width": 240, "height": 200, "scale": 1 },
          "variants": [ { "name": "ax5", "contentSizeCategory": "accessibilityExtraExtraExtraLarge" } ],
          "sections": [ { "items": [ \(pale), \(button)\(extraPale ? ", " + other : "") ] } ] }
        """
    }

    @Test func test_whenFindingsAreAccepted_thatOnlyNewOnesFailAndTheGoldensStayTheSame() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(spec(), to: "specs/card.json")
        let record = try CommandRunner.run(["record", "specs"], in: folder.url)
        #expect(record.status == 0, "\(record.standardError)")
        let golden = try Data(contentsOf: folder.file("specs/__Snapshots__/card.png"))

        let verify = try CommandRunner.run(["verify", "specs", "--audit", "--summary", "summary.md"], in: folder.url)
        #expect(verify.status == 1, "\(verify.standardOutput)\(verify.standardError)")
        #expect(verify.standardOutput.contains("accessibility audit: "), "\(verify.standardOutput)")
        let results = try String(contentsOf: folder.file(".listpreview-artifacts/results.json"), encoding: .utf8)
        #expect(results.contains(#""check": "contrast",\#n            "element": "cell 0·0/textLabel","#), "\(results)")
        #expect(results.contains(#""check": "touchTarget",\#n            "element": "cell 0·1/like","#))
        #expect(results.contains(#""detail": "30 × 44 pt, needs 44 × 44 pt""#))
        #expect(results.contains(#""check": "clippedText""#))  // the ax5 variant cuts "Pale"
        #expect(results.contains(#""baseline": "specs/__Snapshots__/card+ax5.audit.json""#))
        let junit = try String(contentsOf: folder.file(".listpreview-artifacts/junit.xml"), encoding: .utf8)
        #expect(junit.contains("touchTarget: cell 0·1/like"))
        let report = try String(contentsOf: folder.file(".listpreview-artifacts/report.html"), encoding: .utf8)
        #expect(report.contains("<svg class=\"outlines audit\"") && report.contains("rect class=\"finding\""))
        let summary = try String(contentsOf: folder.file("summary.md"), encoding: .utf8)
        #expect(summary.contains("accessibility audit"))

        let accept = try CommandRunner.run(["accept"], in: folder.url)
        #expect(accept.status == 0, "\(accept.standardOutput)\(accept.standardError)")
        let baseline = try String(contentsOf: folder.file("specs/__Snapshots__/card.audit.json"), encoding: .utf8)
        #expect(baseline.hasPrefix("{\n  \"version\": 1,"), "\(baseline)")
        #expect(baseline.contains(#""check": "touchTarget",\#n      "element": "cell 0·1/like","#), "\(baseline)")
        #expect(FileManager.default.fileExists(atPath: folder.file("specs/__Snapshots__/card+ax5.audit.json").path))
        #expect(try Data(contentsOf: folder.file("specs/__Snapshots__/card.png")) == golden)
        let again = try CommandRunner.run(["verify", "specs", "--audit"], in: folder.url)
        #expect(again.status == 0, "\(again.standardOutput)\(again.standardError)")

        // A new pale text: only it fails, the accepted findings are reported as accepted.
        try folder.write(spec(extraPale: true), to: "specs/card.json")
        let changed = try CommandRunner.run(["verify", "specs", "--audit", "--audit-checks", "contrast"], in: folder.url)
        #expect(changed.status == 1)
        #expect(changed.standardOutput.contains("accessibility audit: 1 new finding (2 accepted): contrast: cell 0·2/textLabel \"Faint\" 1.6:1"),
                "\(changed.standardOutput)")
        // Without --audit, nothing is audited.
        #expect(try CommandRunner.run(["verify", "specs"], in: folder.url).status == 1)  // the picture changed
    }

    @Test func test_whenAuditOptionsAreWrong_thatTheCommandExitsTwoNamingTheOption() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(spec(), to: "specs/card.json")
        for (arguments, message) in [
            (["--audit", "--audit-checks", "contrast,nope"], "--audit-checks: unknown check \"nope\""),
            (["--audit", "--minimum-contrast", "0.5"], "--minimum-contrast: expected a contrast ratio from 1 to 21"),
            (["--audit", "--minimum-touch-target", "44"], "--minimum-touch-target: expected WxH"),
            (["--minimum-contrast", "3"], "--minimum-contrast: needs --audit"),
            (["--audit", "--accessibility"], "--audit: audits the stills"),
        ] {
            let run = try CommandRunner.run(["verify", "specs"] + arguments, in: folder.url)
            #expect(run.status == 2 && run.standardError.contains(message), "\(arguments): \(run.standardError)")
        }
    }

    @Test func test_whenASpecChoosesChecksAndThresholds_thatVerifyUsesThem_andTheCommandLineOverridesThem() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let pale = ##"{ "height": 44, "text": "Pale", "textColor": "#BBBBBB", "backgroundColor": "#FFFFFF" }"##
        let button = #"{ "height": 44, "view": { "type": "button", "id": "like", "title": "Like", "width": 30 } }"#
        try folder.write("""
            { "viewport": { "width": 240, "height": 100, "scale": 1 },
              "audit": { "checks": ["contrast", "touchTarget"], "minimumContrast": 1.5,
                         "minimumTouchTarget": { "width": 30, "height": 30 } },
              "variants": [ { "name": "strict", "audit": { "minimumContrast": 7 } } ],
              "sections": [ { "items": [ \(pale), \(button) ] } ] }
            """, to: "specs/card.json")
        #expect(try CommandRunner.run(["record", "specs"], in: folder.url).status == 0)
        let verify = try CommandRunner.run(["verify", "specs", "--audit"], in: folder.url)
        #expect(verify.status == 1)
        // The spec's thresholds pass the spec as written; its variant's 7:1 does not.
        #expect(verify.standardOutput.contains("✓ passed   specs/card.json\n"), "\(verify.standardOutput)")
        #expect(verify.standardOutput.contains(
            "specs/card.json+strict: accessibility audit: 2 new findings: contrast: cell 0·0/textLabel \"Pale\" "
                + "1.91:1, needs 7:1"), "\(verify.standardOutput)")
        // The command line overrides both: 44 × 44 points finds the 30-point button in both cases.
        let overridden = try CommandRunner.run(
            ["verify", "specs", "--audit", "--minimum-touch-target", "44x44", "--minimum-contrast", "1.2"],
            in: folder.url)
        #expect(overridden.status == 1)
        #expect(overridden.standardOutput.contains("specs/card.json: accessibility audit: 1 new finding: touchTarget: "
            + "cell 0·1/like \"Like\" 30 × 44 pt, needs 44 × 44 pt"), "\(overridden.standardOutput)")
        #expect(!overridden.standardOutput.contains("contrast: cell"))
    }

    @Test func test_whenASpecsAuditKeysAreWrong_thatTheCaseIsAnErrorNamingTheFileAndJSONPath() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("""
            { "audit": { "checks": ["contrast", "glare"] },
              "variants": [ { "name": "a", "audit": { "minimumTouchTarget": { "width": 44 } } } ],
              "sections": [ { "items": [ { "height": 44, "text": "A" } ] } ] }
            """, to: "specs/bad.json")
        let run = try CommandRunner.run(["verify", "specs", "--audit"], in: folder.url)
        #expect(run.status == 2, "\(run.standardOutput)\(run.standardError)")
        let output = run.standardOutput + run.standardError
        #expect(output.contains("specs/bad.json"), "\(output)")
        #expect(output.contains(#"audit.checks[1]: must be one of "contrast""#), "\(output)")
        #expect(output.contains("variants[0].audit.minimumTouchTarget.height: is required"), "\(output)")
    }
}

