import Foundation
import ListCore
import ListViewKit

/// What the accessibility audit found on one case (`verify --audit`): every finding, each marked accepted when the
/// case's baseline lists it, and the baseline file. New findings fail the case; accepted ones are reported only.
///
/// ```swift
/// result.audit?.newFindings.map(\.message)   // ["touchTarget: cell 0·1/like \"Like\" 40 × 30 pt, needs 44 × 44 pt"]
/// ```
public struct SnapshotAuditResult: Hashable, Sendable {
    /// One finding and whether the baseline accepts it.
    public struct Entry: Hashable, Sendable {
        /// The finding.
        public var finding: ListAccessibilityAudit.Finding
        /// Whether the baseline lists it (an accepted, old finding).
        public var isAccepted: Bool

        /// Creates an entry.
        public init(finding: ListAccessibilityAudit.Finding, isAccepted: Bool) {
            self.finding = finding
            self.isAccepted = isAccepted
        }
    }

    /// The baseline of accepted findings (`NAME[+VARIANT].audit.json` beside the golden), relative to the current
    /// folder when inside it.
    public var baseline: String
    /// Every finding, in the audit's order.
    public var entries: [Entry]

    /// Creates a result.
    public init(baseline: String, entries: [Entry]) {
        self.baseline = baseline
        self.entries = entries
    }

    /// The findings the baseline does not list: what fails the case.
    public var newFindings: [ListAccessibilityAudit.Finding] {
        entries.filter { !$0.isAccepted }.map(\.finding)
    }

    /// How many findings the baseline accepts.
    public var acceptedCount: Int { entries.count { $0.isAccepted } }

    /// The failure message: `accessibility audit: 2 new findings (1 accepted): contrast: …; touchTarget: …` (the
    /// first 20 in full), `nil` when nothing is new.
    public var message: String? {
        let new = newFindings
        guard !new.isEmpty else { return nil }
        let shown = new.prefix(20).map(\.message).joined(separator: "; ")
        let more = new.count > 20 ? "; … \(new.count - 20) more" : ""
        let accepted = acceptedCount > 0 ? " (\(acceptedCount) accepted)" : ""
        return "accessibility audit: \(new.count) new finding\(new.count == 1 ? "" : "s")\(accepted): \(shown)\(more)"
    }
}
