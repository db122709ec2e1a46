import Foundation
import ListCore
import ListPlumbing
import ListViewKit

/// The accepted findings of one case's accessibility audit: `NAME[+VARIANT].audit.json` beside its golden, written
/// by `record --audit` and `accept`, read by `verify --audit`. A finding the baseline lists (the same check, element
/// and label: ``ListAccessibilityAudit/Finding/key``, each entry accepting one finding) does not fail the case; a
/// new one does. Findings fixed since stay listed until the next `accept` or `record` rewrites the file.
///
/// ```json
/// { "version": 1,
///   "findings": [ { "check": "contrast", "element": "cell 0·1/0", "label": "Home", "measured": 2.85,
///                   "threshold": 4.5, "detail": "2.85:1, needs 4.5:1 (text, 17 pt, run 0)" } ] }
/// ```
///
/// `measured`, `threshold` and `detail` are there for review; only `check`, `element` and `label` are matched.
public struct AuditBaseline: Hashable, Sendable {
    /// The accepted findings, by ``ListAccessibilityAudit/Finding/key``, in the file's order.
    public var keys: [String]
    /// The findings as written (for review).
    public var findings: [ListAccessibilityAudit.Finding]

    /// A baseline accepting `findings`.
    public init(findings: [ListAccessibilityAudit.Finding]) {
        self.findings = findings
        keys = findings.map(\.key)
    }

    /// The largest baseline read (16 MiB).
    static let maximumBytes = 1 << 24

    /// Reads a baseline file; none at `url` is an empty baseline.
    ///
    /// - Throws: ``SnapshotError/unreadableGolden(path:reason:)`` naming the file and the JSON path that is wrong.
    public static func read(at url: URL) throws -> AuditBaseline {
        guard DerivedFile.kind(of: url) != .absent else { return AuditBaseline(findings: []) }
        let path = SnapshotSuite.displayName(of: url)
        do {
            let data = try DerivedFile.read(url, limit: maximumBytes)
            return try parse(data)
        } catch let error as JSONFieldError {
            throw SnapshotError.unreadableGolden(path: path, reason: error.description)
        } catch {
            throw SnapshotError.unreadableGolden(path: path, reason: String(describing: error))
        }
    }

    /// Parses a baseline's JSON.
    static func parse(_ data: Data) throws(JSONFieldError) -> AuditBaseline {
        let root = try JSONFields.root(of: data)
        guard try root.optionalInteger("version", in: 1...1) == 1 else {
            throw JSONFieldError(path: "version", reason: "must be 1, got nothing")
        }
        return AuditBaseline(findings: try root.objects("findings").map(Self.finding))
    }

    /// One finding of a baseline or of `results.json`.
    static func finding(_ entry: JSONFields) throws(JSONFieldError) -> ListAccessibilityAudit.Finding {
        let name = try entry.string("check")
        guard let check = ListAccessibilityAudit.Check(rawValue: name) else {
            throw JSONFieldError(
                path: entry.path + ".check",
                reason: "must be one of \(ListAccessibilityAudit.Check.allCases.map(\.rawValue).joined(separator: ", ")), "
                    + "got \"\(ReportText.terminal(name))\"")
        }
        let frame = try entry.optionalNumbers("frame", count: 4, in: -1e15...1e15) ?? [0, 0, 0, 0]
        return ListAccessibilityAudit.Finding(
            check: check, element: try entry.string("element"), kind: try entry.optionalString("kind") ?? "",
            label: try entry.optionalString("label"),
            frame: CGRect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]),
            measured: try entry.optionalNumber("measured", in: -1e15...1e15) ?? 0,
            threshold: try entry.optionalNumber("threshold", in: -1e15...1e15) ?? 0,
            detail: try entry.optionalString("detail") ?? "")
    }

    /// A finding as JSON (a baseline's entry; `results.json` adds `accepted`).
    static func json(of finding: ListAccessibilityAudit.Finding) -> [(String, JSONValue)] {
        let frame = finding.frame
        return [
            ("check", .string(finding.check.rawValue)), ("element", .string(finding.element)),
            ("kind", .string(finding.kind)), ("label", JSONValue.optional(finding.label) { .string($0) }),
            // Frames to a thousandth of a point (what an outline needs; no float noise in reviewed files).
            ("frame", .array([frame.minX, frame.minY, frame.width, frame.height].map {
                .number((Double($0) * 1000).rounded() / 1000)
            })),
            ("measured", .number(finding.measured)), ("threshold", .number(finding.threshold)),
            ("detail", .string(finding.detail)),
        ]
    }

    /// The file's text.
    public var json: String {
        JSONWriter.write(.object([
            ("version", .number(1)), ("findings", .array(findings.map { .object(Self.json(of: $0)) })),
        ])) + "\n"
    }

    /// `findings`, each marked accepted when an entry of this baseline not yet used matches it.
    public func marking(_ findings: [ListAccessibilityAudit.Finding]) -> [SnapshotAuditResult.Entry] {
        var available = keys.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
        return findings.map { finding in
            let count = available[finding.key] ?? 0
            if count > 0 { available[finding.key] = count - 1 }
            return SnapshotAuditResult.Entry(finding: finding, isAccepted: count > 0)
        }
    }
}
