import Foundation
import ListTestSupport
import Testing

/// Issue 37, "reports that cannot be turned against their readers": the Markdown summary a pull request shows holds
/// no live link, image, emphasis or table break from a spec, a Swift test or a results file; every accept command
/// shown works when pasted, whatever the case is named; `verify --summary` covers what `results.json` holds.
@Suite struct ReportReaderSafetyTests {
    private static let spec = """
        { "viewport": { "width": 60, "height": 40, "scale": 1 }, "sections": [ { "items": [ { "width": 60, "height": 20 } ] } ] }
        """
    /// Markdown and HTML that would be live in a pull request's summary if it reached it unescaped.
    private static let hostile = "![i](https://evil.example/i.png) [l](https://evil.example) <img src=x> *em* _u_ "
        + "~~s~~ `tick` a|b www.evil.example http://evil.example mail@evil.example <https://evil.example>"

    /// The parts of `hostile` that must not appear as they are.
    private static let live = [
        "![", "](", "[l]", "<img", "*em*", "_u_", "~~s~~", "`tick`", "a|b", "www.evil", "http://", "mail@", "<https",
    ]

    private func read(_ url: URL) -> String { (try? String(contentsOf: url, encoding: .utf8)) ?? "" }

    /// Markdown as a reader sees its text: numeric character references decoded, empty HTML comments dropped.
    private func shown(_ markdown: String) -> String {
        markdown.replacingOccurrences(of: "<!---->", with: "").replacing(#/&#([0-9]+);/#) { match in
            String(Character(Unicode.Scalar(UInt32(match.output.1)!)!))
        }
    }

    @Test func test_whenSpecsAndResultsHoldMarkdown_thatTheSummaryEscapesEveryString() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let text = Self.hostile.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        try folder.write(#"{ "viewport": { "width": "\#(text)" }, "sections": [] }"#, to: "specs/bad.json")
        try folder.write(Self.spec, to: "specs/[l](https:evil.example) *em* `x`.json")
        let verify = try CommandRunner.run(["verify", "specs", "--summary", "summary.md"], in: folder.url,
                                           environment: ["CI": "1"], timeout: 120)
        #expect(verify.status == 2, "\(verify.standardOutput)\(verify.standardError)")
        let summary = read(folder.file("summary.md"))
        #expect(shown(summary).contains(Self.hostile), "the hostile text is shown as it is: \(summary)")
        for part in Self.live + ["[l](https", "*em* `x`"] {
            #expect(!summary.contains(part), "\(part) in \(summary)")
        }
        // A results file (a shard from another run: Swift test names, messages, spec names) is escaped the same way.
        let name = Self.hostile.replacingOccurrences(of: "\"", with: "'")
        try folder.write("""
            { "version": 1, "artifacts": "shard", "cases": [
              { "spec": "\(name).swift", "test": "\(name)", "name": "\(name)", "status": "error", "message": "\(name)\\nline 2" } ] }
            """, to: "shard/results.json")
        let merge = try CommandRunner.run(["merge-reports", "shard", "-o", "merged", "--summary", "merged.md"], in: folder.url)
        #expect(merge.status == 0, "\(merge.standardError)")
        let merged = read(folder.file("merged.md"))
        #expect(merged.contains("evil"), "\(merged)")
        for part in Self.live {
            #expect(!merged.contains(part), "\(part) in \(merged)")
        }
        #expect(merged.split(separator: "\n").filter { $0.hasPrefix("| error") }.count == 1, "one row: \(merged)")
    }

    /// A spec named `-rf.json` or `--goldens=x.json`: the accept command of every output starts the names with
    /// `--`, and pasted into a shell it accepts the case.
    @Test func test_whenCaseNamesLookLikeOptions_thatTheShownAcceptCommandsAcceptThem() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for name in ["-rf.json", "--goldens=x.json"] { try folder.write(Self.spec, to: name) }
        let verify = try CommandRunner.run(["verify", ".", "--summary", "summary.md"], in: folder.url,
                                           environment: ["CI": "1"], timeout: 120)
        #expect(verify.status == 1, "\(verify.standardOutput)\(verify.standardError)")
        let list = try CommandRunner.run(["accept", "--list"], in: folder.url)
        let outputs = [
            list.standardOutput, shown(read(folder.file("summary.md"))), read(folder.file(".listpreview-artifacts/report.html")),
            read(folder.file(".listpreview-artifacts/results.json")),
        ]
        for output in outputs {
            #expect(output.contains("listpreview accept -- -rf.json"), "\(output)")
            #expect(output.contains("listpreview accept -- --goldens=x.json"), "\(output)")
        }
        let commands = list.standardOutput.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "accept: listpreview ") else { return nil }
            return #""$LP" "# + line[range.upperBound...]
        }
        #expect(commands.count == 2, "\(list.standardOutput)")
        for command in commands {
            let run = try CommandRunner.runShell(command, in: folder.url)
            #expect(run.status == 0, "\(command): \(run.output)\(run.error)")
        }
        var info = stat()
        #expect(lstat(folder.file("__Snapshots__/-rf.png").path, &info) == 0)
        #expect(lstat(folder.file("__Snapshots__/--goldens=x.png").path, &info) == 0)
    }

    /// A failed Swift case already in the artifacts folder's results.json is in the report and `accept --list`: the
    /// Markdown summary of the next `verify` lists it too, and counts it.
    @Test func test_whenResultsHoldFailedSwiftCases_thatVerifySummaryListsThemWithTheSpecCases() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.spec, to: "specs/a.json")
        #expect(try CommandRunner.run(["record", "specs"], in: folder.url, timeout: 120).status == 0)
        try folder.write("""
            { "version": 1, "cases": [ { "spec": "Tests/FeedTests.swift", "test": "FeedTests/feed", "name": "FeedTests/feed",
              "status": "failed", "message": "12 pixels differ", "golden": "Tests/__Snapshots__/FeedTests/feed.png" } ] }
            """, to: ".listpreview-artifacts/results.json")
        let verify = try CommandRunner.run(["verify", "specs", "--summary", "summary.md"], in: folder.url,
                                           environment: ["CI": "1"], timeout: 120)
        let report = read(folder.file(".listpreview-artifacts/report.html"))
        #expect(report.contains("FeedTests/feed"), "\(verify.standardOutput)\(verify.standardError)")
        let summary = read(folder.file("summary.md"))
        #expect(shown(summary).contains("FeedTests/feed"), "\(summary)")
        #expect(summary.contains("2 cases: 1 failed, 1 passed"), "\(summary)")
    }
}
