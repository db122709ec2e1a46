import Foundation

/// Writes snapshot results as a JUnit XML file, which CI systems (GitHub Actions reporters, GitLab, Jenkins) show
/// as test results.
///
/// ```swift
/// let xml = JUnitReport(suiteName: "listpreview verify", results: results).xml
/// ```
public struct JUnitReport: Sendable {
    /// The `name` of the `<testsuite>`.
    public var suiteName: String
    /// One `<testcase>` each.
    public var results: [SnapshotCaseResult]

    /// Creates a report.
    public init(suiteName: String, results: [SnapshotCaseResult]) {
        self.suiteName = suiteName
        self.results = results
    }

    /// The XML document.
    public var xml: String {
        let failures = results.count { if case .failed = $0.status { true } else { false } }
            + results.count { if case .missing = $0.status { true } else { false } }
        let errors = results.count { if case .error = $0.status { true } else { false } }
        let time = results.reduce(0) { $0 + $1.duration }
        var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#]
        lines.append(
            #"<testsuites tests="\#(results.count)" failures="\#(failures)" errors="\#(errors)" time="\#(Self.seconds(time))">"#)
        lines.append(
            #"  <testsuite name="\#(Self.escape(suiteName))" tests="\#(results.count)" failures="\#(failures)" errors="\#(errors)" time="\#(Self.seconds(time))">"#)
        for result in results {
            let open = #"    <testcase classname="\#(Self.escape(suiteName))" name="\#(Self.escape(result.name))" time="\#(Self.seconds(result.duration))""#
            switch result.status {
            case .passed, .recorded:
                lines.append(open + "/>")
            case let .failed(message), let .missing(message):
                lines.append(open + ">")
                lines.append(
                    #"      <failure message="\#(Self.escape(message))">\#(ReportText.xml(details(of: result), attribute: false))</failure>"#)
                lines.append("    </testcase>")
            case let .error(message):
                lines.append(open + ">")
                lines.append(#"      <error message="\#(Self.escape(message))">\#(ReportText.xml(message, attribute: false))</error>"#)
                lines.append("    </testcase>")
            }
        }
        lines.append("  </testsuite>")
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    private func details(of result: SnapshotCaseResult) -> String {
        var parts = [result.status.message ?? ""]
        if let layout = result.layoutSummary { parts.append("layout: \(layout)") }
        if let path = result.differenceImage { parts.append("difference: \(path)") }
        if let path = result.actualImage { parts.append("actual: \(path)") }
        if let path = result.expectedImage { parts.append("expected: \(path)") }
        return parts.joined(separator: "\n")
    }

    static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }

    /// Escapes text for XML attributes (control characters made visible, so the file stays valid XML).
    static func escape(_ text: String) -> String { ReportText.xml(text) }
}
