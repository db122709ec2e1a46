import ListSnapshotKit
import Testing

@Suite struct ReportTests {
    private let results = [
        SnapshotCaseResult(name: "Samples/feed.json", status: .passed, duration: 0.25, expectedImage: "feed.png"),
        SnapshotCaseResult(
            name: "Samples/chat <thread>.json", status: .failed("412 pixels differ (0.31 %), allowed 0 %; max ΔE 38.2"),
            duration: 0.5, expectedImage: "chat.expected.png", actualImage: "chat.actual.png",
            differenceImage: "chat.difference.png"),
        SnapshotCaseResult(name: "Samples/grid.json", status: .missing("no golden image at grid.png"), duration: 0.125),
        SnapshotCaseResult(name: "Samples/bad.json", status: .error("bad.json: sections: expected an array"), duration: 0),
    ]

    @Test func test_whenWritingJUnit_thatCountsFailuresAndErrors_andEscapesNames() {
        let xml = JUnitReport(suiteName: "listpreview verify", results: results).xml
        #expect(xml.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"))
        #expect(xml.contains(#"<testsuites tests="4" failures="2" errors="1" time="0.875">"#))
        #expect(xml.contains(#"<testcase classname="listpreview verify" name="Samples/feed.json" time="0.250"/>"#))
        #expect(xml.contains(#"name="Samples/chat &lt;thread&gt;.json""#))
        #expect(xml.contains(
            #"<failure message="412 pixels differ (0.31 %), allowed 0 %; max ΔE 38.2">412 pixels differ (0.31 %), allowed 0 %; max ΔE 38.2"#
                + "\ndifference: chat.difference.png\nactual: chat.actual.png\nexpected: chat.expected.png</failure>"))
        #expect(xml.contains(
            #"<error message="bad.json: sections: expected an array">bad.json: sections: expected an array</error>"#))
        #expect(xml.hasSuffix("</testsuites>\n"))
    }

    @Test func test_whenWritingHTML_thatFailuresComeFirst_withTheirImagesAndAWipeSlider() throws {
        let html = HTMLReport(title: "Snapshots", results: results).html
        #expect(html.contains("<p class=\"summary\">4 cases: <span class=\"failed\">1 failed</span> · "
            + "<span class=\"missing\">1 missing</span> · <span class=\"error\">1 error</span> · "
            + "<span class=\"passed\">1 passed</span></p>"))
        let failed = try #require(html.range(of: "Samples/chat &lt;thread&gt;.json"))
        let passed = try #require(html.range(of: "Samples/feed.json"))
        #expect(failed.lowerBound < passed.lowerBound)
        #expect(html.contains("<img class=\"difference\" src=\"chat.difference.png\" alt=\"expected | difference | actual\">"))
        #expect(html.contains("oninput=\"wipe(this)\""))
        #expect(html.contains("<img src=\"feed.png\" alt=\"Samples/feed.json\">"))
    }

    @Test func test_whenEverythingPasses_thatTheReportSaysSo() {
        let html = HTMLReport(title: "Snapshots", results: [results[0]]).html
        #expect(html.contains("1 case: <span class=\"passed\">1 passed</span>"))
        #expect(!html.contains("class=\"badge failed\""))
    }
}
