import Foundation

/// A short Markdown summary of a run, for a pull request comment or `$GITHUB_STEP_SUMMARY`: the counts, each failed,
/// missing or error case with its explanation (the message, what changed in the layout, which fonts differ), the
/// groups of identical changes, and the `listpreview accept` command of each (`verify --summary FILE`).
///
/// ```swift
/// let text = SnapshotSummary(results: outcome.results, artifacts: ".listpreview-artifacts").markdown
/// ```
///
/// Every text from specs, Swift tests, file names and results files is escaped for Markdown
/// (``ReportText/markdown(_:)``: punctuation as character references, newlines as `<br>`, control characters as
/// `\xHH`), so a hostile name or message cannot put a live link, a remote image, emphasis, HTML or a table break
/// into a pull request. At most ``caseLimit`` cases are listed.
package struct SnapshotSummary: Sendable {
    /// The most failing cases listed one by one; the rest are counted (the report has them all).
    package static let caseLimit = 50

    /// Every case of the run.
    package var results: [SnapshotCaseResult]
    /// The artifacts folder, as the accept commands name it.
    package var artifacts: String
    /// The run's `--goldens` folder, if any.
    package var goldens: String?

    /// Creates a summary.
    package init(results: [SnapshotCaseResult], artifacts: String, goldens: String? = nil) {
        self.results = results
        self.artifacts = artifacts
        self.goldens = goldens
    }

    /// The Markdown text.
    package var markdown: String {
        let counts = Dictionary(grouping: results, by: \.status.label).mapValues(\.count)
        let summary = ["failed", "missing", "error", "passed", "recorded"]
            .compactMap { label in counts[label].map { "\($0) \(label)" } }.joined(separator: ", ")
        let failing = results.filter(\.status.isFailure)
        var text = "### ListPreview snapshots: \(failing.isEmpty ? "✅" : "❌") \(results.count) "
            + "case\(results.count == 1 ? "" : "s"): \(summary.isEmpty ? "none" : summary)\n"
        guard !failing.isEmpty else { return text }
        text += "\n| | case | what changed | accept |\n|---|---|---|---|\n"
        for result in failing.prefix(Self.caseLimit) {
            let accept = result.isPending ? code(command([result.name])) : ""
            text += "| \(result.status.label) | \(code(result.name)) | \(cell(result.status.message ?? ""))"
                + "\(result.layoutSummary.map { "<br>layout: " + cell($0) } ?? "") | \(accept) |\n"
        }
        if failing.count > Self.caseLimit {
            text += "\n… and \(failing.count - Self.caseLimit) more failing cases: see report.html in "
                + "\(code(artifacts)).\n"
        }
        let groups = SnapshotChangeGroup.groups(of: results)
        if !groups.isEmpty {
            text += "\n**Grouped changes**\n\n"
            for group in groups {
                text += "- \(cell(group.headline)): \(cell(group.summary)) — \(code(command(group.cases)))\n"
            }
        }
        let pending = results.filter(\.isPending)
        if !pending.isEmpty {
            text += "\nAccept every pending case after review: \(code(command([])))\n"
        }
        return text
    }

    private func command(_ names: [String]) -> String {
        SnapshotAcceptance.command(accepting: names, artifacts: artifacts, goldens: goldens)
    }

    /// Text for a table cell or a list item: escaped for Markdown, lines joined with `<br>`.
    private func cell(_ text: String) -> String { ReportText.markdown(text) }

    /// `<code>…</code>` (not backticks: a name may hold them).
    private func code(_ text: String) -> String { "<code>" + cell(text) + "</code>" }
}
