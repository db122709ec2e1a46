import Foundation

/// Writes snapshot results as one self-contained HTML page (styles and script inline; images beside it).
///
/// The page opens with the summary and the **grouped changes** (cases whose layout changed in exactly the same way,
/// listed once). Each failure then shows its message and what changed in the layout, in words; expected and actual
/// side by side with the changed elements' frames outlined (before on expected, after on actual); a **zoom** on the
/// bounding box of the differing pixels, so that a small change in a tall image is visible at a glance; a
/// **slider** that wipes between expected and actual; and the expected | difference | actual picture. Passing
/// cases are listed by name.
///
/// Image paths are relative to the page and URL-encoded, so the folder can be uploaded as a CI artifact and opened
/// anywhere; every text from specs and file names is escaped.
public struct HTMLReport: Sendable {
    /// The page title.
    public var title: String
    /// Every case, in order.
    public var results: [SnapshotCaseResult]
    /// The artifacts folder as the accept commands name it.
    public var artifacts: String
    /// The run's `--goldens` folder, which the accept commands repeat.
    public var goldens: String?

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - title: the page title.
    ///   - results: every case, in order.
    ///   - artifacts: the artifacts folder, for the `listpreview accept` command shown with each failure.
    ///   - goldens: the run's `--goldens` folder, if it had one.
    public init(
        title: String, results: [SnapshotCaseResult], artifacts: String = SnapshotAcceptance.defaultArtifacts,
        goldens: String? = nil
    ) {
        self.title = title
        self.results = results
        self.artifacts = artifacts
        self.goldens = goldens
    }

    /// `<p class="accept">…<code>listpreview accept …</code></p>` for the cases `names`.
    private func acceptLine(_ label: String, names: [String]) -> String {
        let command = SnapshotAcceptance.command(accepting: names, artifacts: artifacts, goldens: goldens)
        return "<p class=\"accept\">\(label): <code>\(escape(command))</code></p>"
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
        var anchors: [String: String] = [:]
        for (index, result) in ordered.enumerated() { anchors[result.name] = "case-\(index)" }
        body += groupsSection(anchors: anchors)
        var passedNames: [String] = []
        for (index, result) in ordered.enumerated() {
            if !result.status.isFailure, result.actualImage == nil, result.expectedImage == nil {
                passedNames.append("<li id=\"case-\(index)\"><span class=\"badge \(result.status.label)\">"
                    + "\(result.status.label)</span> \(escape(result.name))\(constraintList(result))</li>")
            } else {
                body += section(for: result, index: index)
            }
        }
        if !passedNames.isEmpty {
            body += "<section class=\"passed-list\"><h2>\(passedNames.count) without differences</h2>\n<ul>\n"
                + passedNames.joined(separator: "\n") + "\n</ul></section>\n"
        }
        return Self.page(title: escape(title), body: body)
    }

    private func groupsSection(anchors: [String: String]) -> String {
        let groups = SnapshotChangeGroup.groups(of: results)
        guard !groups.isEmpty else { return "" }
        var html = "<section class=\"groups\"><h2>Grouped changes</h2>\n"
        for group in groups {
            html += "<div class=\"group\"><p><strong>\(escape(group.headline))</strong>: \(escape(group.summary))</p><ul>"
            for name in group.cases {
                html += "<li><a href=\"#\(anchors[name] ?? "")\">\(escape(name))</a></li>"
            }
            html += "</ul>" + acceptLine("Accept these \(group.cases.count)", names: group.cases) + "</div>\n"
        }
        return html + "</section>\n"
    }

    private func section(for result: SnapshotCaseResult, index: Int) -> String {
        var html = "<section class=\"case \(result.status.label)\" id=\"case-\(index)\">\n"
        html += "<h2><span class=\"badge \(result.status.label)\">\(result.status.label)</span> \(escape(result.name))</h2>\n"
        if let message = result.status.message { html += "<p class=\"message\">\(escape(message))</p>\n" }
        if result.isPending { html += acceptLine("Accept", names: [result.name]) + "\n" }
        if let summary = result.layoutSummary {
            html += "<p class=\"layout\"><strong>Layout:</strong> \(escape(summary))</p>\n"
        } else if case .failed = result.status, !result.isAnimation {
            html += "<p class=\"layout none\">Layout: no sidecar to compare with (record again to add "
                + "<code>NAME.layout.json</code>)</p>\n"
        }
        if let expected = result.expectedImage, let actual = result.actualImage {
            html += viewer(for: result, expected: expected, actual: actual, index: index)
        } else if let image = result.actualImage ?? result.expectedImage {
            html += "<figure><img src=\"\(source(image))\" alt=\"\(escape(result.name))\"\(sizeAttributes(result))></figure>\n"
        }
        if let difference = result.differenceImage {
            html += "<figure><img class=\"difference\" src=\"\(source(difference))\" alt=\"expected | difference | actual\">"
            html += "<figcaption>expected | difference | actual (differing pixels in red)</figcaption></figure>\n"
        }
        if let audit = result.audit, !audit.entries.isEmpty { html += auditSection(audit, result: result) }
        return html + constraintList(result) + "</section>\n"
    }

    /// The case's constraint issues (what UIKit only prints), the changes since the golden first; `""` when none.
    private func constraintList(_ result: SnapshotCaseResult) -> String {
        let lines = (result.constraintIssueChanges ?? []) + (result.constraintIssues ?? [])
        guard !lines.isEmpty else { return "" }
        return "<div class=\"constraints\"><strong>Constraints:</strong><ul>"
            + lines.map { "<li>\(escape($0))</li>" }.joined() + "</ul></div>\n"
    }

    // MARK: The accessibility audit

    /// The findings, numbered, each outlined on the picture (new ones in red, accepted ones in grey).
    private func auditSection(_ audit: SnapshotAuditResult, result: SnapshotCaseResult) -> String {
        var html = "<div class=\"audit\"><h3>Accessibility audit: \(audit.newFindings.count) new, "
            + "\(audit.acceptedCount) accepted (baseline <code>\(escape(audit.baseline))</code>)</h3>\n"
        if let image = result.actualImage ?? result.expectedImage, let size = result.imageSize {
            var svg = "<svg class=\"outlines audit\" viewBox=\"0 0 \(number(size[0])) \(number(size[1]))\" "
                + "width=\"\(number(size[0]))\" height=\"\(number(size[1]))\">"
            for (index, entry) in audit.entries.enumerated() {
                let frame = entry.finding.frame
                svg += "<rect class=\"finding\(entry.isAccepted ? " accepted" : "")\" x=\"\(number(frame.minX))\" "
                    + "y=\"\(number(frame.minY))\" width=\"\(number(frame.width))\" height=\"\(number(frame.height))\">"
                    + "<title>\(index + 1). \(escape(entry.finding.message))</title></rect>"
                    + "<text x=\"\(number(frame.minX + 2))\" y=\"\(number(frame.minY + 10))\">\(index + 1)</text>"
            }
            html += "<figure><div class=\"stage\">" + self.image(image, alt: "audit findings", result: result) + svg
                + "</svg></div><figcaption>findings outlined (new in red, accepted in grey)</figcaption></figure>\n"
        }
        html += "<ol class=\"findings\">\n"
        for entry in audit.entries {
            html += "<li class=\"\(entry.isAccepted ? "accepted" : "new")\"><span class=\"badge\">"
                + "\(entry.isAccepted ? "accepted" : "new")</span> \(escape(entry.finding.message))"
                + " <small>(measured \(number(entry.finding.measured)), threshold \(number(entry.finding.threshold)))</small></li>\n"
        }
        return html + "</ol></div>\n"
    }

    // MARK: The viewer of a failure

    private func viewer(for result: SnapshotCaseResult, expected: String, actual: String, index: Int) -> String {
        let outlines = result.isAnimation ? [] : (result.layoutChanges ?? [])
        let origin = result.imageOrigin ?? [0, 0]
        let before = outlines.compactMap { change in change.before.map { (change.outlineName, $0) } }
        let after = outlines.compactMap { change in change.after.map { (change.outlineName, $0) } }
        var html = "<div class=\"viewer\" id=\"viewer-\(index)\">\n<div class=\"pair\">\n"
        html += "<figure>" + stage(expected, alt: "expected", result: result, frames: before, origin: origin, kind: "before")
            + "<figcaption>expected" + (before.isEmpty ? "" : " (changed frames as they were)") + "</figcaption></figure>\n"
        html += "<figure>" + stage(actual, alt: "actual", result: result, frames: after, origin: origin, kind: "after")
            + "<figcaption>actual" + (after.isEmpty ? "" : " (changed frames as they are)") + "</figcaption></figure>\n"
        html += "</div>\n"
        if let zoom = zoom(result: result, expected: expected, actual: actual, before: before, after: after, origin: origin) {
            html += zoom
        }
        html += """
            <div class="wipe">
            <div class="stage">\(image(expected, alt: "expected (wipe)", result: result))<div class="overlay">\
            \(image(actual, alt: "actual (wipe)", result: result))</div></div>
            <label>expected ◀ <input type="range" class="slider" min="0" max="100" value="50" \
            oninput="wipe(this)"> ▶ actual</label>
            </div>
            </div>

            """
        return html
    }

    /// An image with its frames outlined over it (an SVG in the image's points).
    private func stage(
        _ path: String, alt: String, result: SnapshotCaseResult, frames: [(String, [Double])], origin: [Double],
        kind: String
    ) -> String {
        "<div class=\"stage\">" + image(path, alt: alt, result: result)
            + outlineLayer(result: result, frames: frames, origin: origin, kind: kind, box: nil) + "</div>"
    }

    private func outlineLayer(
        result: SnapshotCaseResult, frames: [(String, [Double])], origin: [Double], kind: String, box: [Double]?
    ) -> String {
        guard let size = result.imageSize, !frames.isEmpty || box != nil else { return "" }
        var svg = "<svg class=\"outlines \(kind)\" viewBox=\"0 0 \(number(size[0])) \(number(size[1]))\" "
            + "width=\"\(number(size[0]))\" height=\"\(number(size[1]))\">"
        for (name, frame) in frames {
            let moved = name.hasSuffix(" (moved)")
            svg += "<rect class=\"frame\(moved ? " moved" : "")\" x=\"\(number(frame[0] - origin[0]))\" y=\"\(number(frame[1] - origin[1]))\" "
                + "width=\"\(number(frame[2]))\" height=\"\(number(frame[3]))\"><title>\(escape(name))</title></rect>"
        }
        if let box {
            svg += "<rect class=\"box\" x=\"\(number(box[0]))\" y=\"\(number(box[1]))\" width=\"\(number(box[2]))\" "
                + "height=\"\(number(box[3]))\"/>"
        }
        return svg + "</svg>"
    }

    /// Expected and actual cropped to the differing pixels' box (with a margin), enlarged up to 8×.
    private func zoom(
        result: SnapshotCaseResult, expected: String, actual: String, before: [(String, [Double])],
        after: [(String, [Double])], origin: [Double]
    ) -> String? {
        guard let box = result.pixels?.box, box.count == 4, let size = result.imageSize else { return nil }
        let margin = max(8, 0.25 * max(box[2], box[3]))
        let x = max(0, box[0] - margin)
        let y = max(0, box[1] - margin)
        let width = min(size[0], box[0] + box[2] + margin) - x
        let height = min(size[1], box[1] + box[3] + margin) - y
        guard width > 0, height > 0 else { return nil }
        let factor = max(1, min(8, 320 / width, 320 / height))
        guard factor >= 1.5 else { return nil }  // the box is most of the image: the panes above show it already
        func window(_ path: String, alt: String, frames: [(String, [Double])], kind: String) -> String {
            "<div class=\"zoom-window\" style=\"width: \(number(width * factor))px; height: \(number(height * factor))px\">"
                + "<div class=\"zoom-content\" data-factor=\"\(number(factor))\" style=\"transform: scale(\(number(factor))) "
                + "translate(\(number(-x))px, \(number(-y))px)\">"
                + image(path, alt: alt, result: result)
                + outlineLayer(result: result, frames: frames, origin: origin, kind: kind, box: box)
                + "</div></div>"
        }
        return "<figure class=\"zoom\"><div class=\"pair\">"
            + window(expected, alt: "expected (zoomed)", frames: before, kind: "before")
            + window(actual, alt: "actual (zoomed)", frames: after, kind: "after")
            + "</div><figcaption>zoom ×\(number((factor * 10).rounded() / 10)) on the differing pixels "
            + "(\(number(box[2]))×\(number(box[3])) pt at \(number(box[0])), \(number(box[1])))</figcaption></figure>\n"
    }

    private func image(_ path: String, alt: String, result: SnapshotCaseResult) -> String {
        "<img src=\"\(source(path))\" alt=\"\(escape(alt))\"\(sizeAttributes(result))>"
    }

    /// The image shown at its size in points (a 3× render is not three times as large as the screen it shows).
    private func sizeAttributes(_ result: SnapshotCaseResult) -> String {
        guard let size = result.imageSize else { return "" }
        return " width=\"\(number(size[0]))\" height=\"\(number(size[1]))\""
    }

    private func source(_ path: String) -> String { escape(ReportText.url(path)) }

    private func escape(_ text: String) -> String { ReportText.html(text) }

    private func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return Int(exactly: rounded).map(String.init) ?? String(rounded)
    }
}
