/// Writes snapshot results as one self-contained HTML page: a summary, then every case with its images; failed
/// cases show expected | difference | actual, and a slider that wipes between the expected and the actual image.
///
/// Image paths are relative to the page, so the report's folder can be uploaded as a CI artifact and opened
/// anywhere.
public struct HTMLReport: Sendable {
    /// The page title.
    public var title: String
    /// Every case, in order.
    public var results: [SnapshotCaseResult]

    /// Creates a report.
    public init(title: String, results: [SnapshotCaseResult]) {
        self.title = title
        self.results = results
    }

    /// The HTML document.
    public var html: String {
        let counts = Dictionary(grouping: results, by: \.status.label).mapValues(\.count)
        let summary = ["failed", "missing", "error", "passed", "recorded"]
            .compactMap { label in counts[label].map { "<span class=\"\(label)\">\($0) \(label)</span>" } }
            .joined(separator: " · ")
        var body = """
            <h1>\(escape(title))</h1>
            <p class="summary">\(results.count) case\(results.count == 1 ? "" : "s"): \(summary.isEmpty ? "none" : summary)</p>

            """
        // Failures first: they are what the reader came for.
        let ordered = results.filter(\.status.isFailure) + results.filter { !$0.status.isFailure }
        for (index, result) in ordered.enumerated() {
            body += section(for: result, index: index)
        }
        return Self.page(title: escape(title), body: body)
    }

    private func section(for result: SnapshotCaseResult, index: Int) -> String {
        var html = "<section class=\"case \(result.status.label)\">\n"
        html += "<h2><span class=\"badge \(result.status.label)\">\(result.status.label)</span> \(escape(result.name))</h2>\n"
        if let message = result.status.message { html += "<p class=\"message\">\(escape(message))</p>\n" }
        if let difference = result.differenceImage {
            html += "<figure><img src=\"\(escape(difference))\" alt=\"expected | difference | actual\">"
            html += "<figcaption>expected | difference | actual</figcaption></figure>\n"
        }
        if let expected = result.expectedImage, let actual = result.actualImage {
            html += """
                <div class="compare" id="compare-\(index)">
                  <img src="\(escape(expected))" alt="expected">
                  <div class="overlay"><img src="\(escape(actual))" alt="actual"></div>
                </div>
                <label>expected ◀ <input type="range" min="0" max="100" value="50" \
                oninput="wipe('compare-\(index)', this.value)"> ▶ actual</label>

                """
        } else if let image = result.expectedImage ?? result.actualImage {
            html += "<figure><img src=\"\(escape(image))\" alt=\"\(escape(result.name))\"></figure>\n"
        }
        return html + "</section>\n"
    }

    private func escape(_ text: String) -> String { JUnitReport.escape(text) }

    private static func page(title: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(title)</title>
        <style>
        body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; background: #F2F2F7; color: #1C1C1E; }
        h1 { font-size: 22px; } h2 { font-size: 15px; font-weight: 600; }
        .summary span { font-weight: 600; }
        .case { background: #FFF; border-radius: 10px; padding: 12px 16px; margin: 12px 0; }
        .badge { border-radius: 4px; padding: 1px 6px; color: #FFF; font-size: 12px; }
        .passed { color: #248A3D; } .recorded { color: #0A84FF; }
        .failed, .missing, .error { color: #D70015; }
        .badge.passed { background: #34C759; color: #FFF; } .badge.recorded { background: #0A84FF; color: #FFF; }
        .badge.failed, .badge.missing, .badge.error { background: #FF3B30; color: #FFF; }
        .message { font-family: ui-monospace, monospace; }
        img { max-width: 100%; border: 1px solid #D1D1D6; }
        figure { margin: 8px 0; } figcaption { color: #8E8E93; font-size: 12px; }
        .compare { position: relative; display: inline-block; }
        .compare img { display: block; max-width: none; }
        .compare .overlay { position: absolute; top: 0; left: 0; bottom: 0; width: 50%; overflow: hidden;
                            border-right: 2px solid #FF3B30; }
        </style>
        <script>
        function wipe(id, value) {
          document.querySelector('#' + id + ' .overlay').style.width = value + '%';
        }
        </script>
        </head>
        <body>
        \(body)</body>
        </html>

        """
    }
}
