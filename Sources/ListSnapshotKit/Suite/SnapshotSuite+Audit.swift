import Foundation
import ListCore
import ListPlumbing
import ListViewKit

extension SnapshotSuite {
    /// The screen of a spec as written, which its variants' clipped-text check compares with.
    struct AuditedDefault {
        var screen: ListAccessibilityAudit.Screen
        var contentSizeCategory: ListContentSizeCategory?
    }

    /// Runs ``audit`` (refined by the spec's and variant's `"audit"` keys, then by ``auditOverrides``) on a still
    /// case (docs/ACCESSIBILITY.md, "The audit"): its findings, and for a variant drawn at
    /// a larger Dynamic Type size than the spec as written, the texts cut there that are whole in the spec's still.
    /// `record` writes them as the case's baseline; `verify` marks those the baseline accepts and fails the case on
    /// new ones, keeping the actual image and the findings as a baseline for `accept`.
    func audited(
        _ result: SnapshotCaseResult, still: RenderedSnapshot, spec: URL, variant: String?,
        standard: inout AuditedDefault?, comparer: SnapshotComparer
    ) -> SnapshotCaseResult {
        guard let base = audit else { return result }
        let audit = base.refined(by: still.auditOptions).refined(by: auditOverrides)
        guard let findings = Self.auditFindings(of: still, audit: audit, isStandard: variant == nil, standard: &standard)
        else {
            return result
        }
        return comparer.audited(
            result, still: still, findings: findings, baseline: goldens.auditURL(for: spec, variant: variant)).result
    }

    /// The findings of `audit` on a still that recorded its screen (`nil` when it did not): the screen's own, and
    /// the texts cut there that are whole in `standard`'s when the still is drawn at a larger Dynamic Type size. The
    /// standard still (`isStandard`: the spec as written, a Swift assertion's own environment) becomes the one the
    /// next ones compare with.
    static func auditFindings(
        of still: RenderedSnapshot, audit: ListAccessibilityAudit, isStandard: Bool, standard: inout AuditedDefault?
    ) -> [ListAccessibilityAudit.Finding]? {
        guard let screen = still.auditScreen else { return nil }
        var findings = audit.findings(in: screen)
        if isStandard {
            standard = AuditedDefault(screen: screen, contentSizeCategory: still.contentSizeCategory)
        } else if let base = standard, let baseSize = base.contentSizeCategory, let size = still.contentSizeCategory,
                  baseSize < size {
            findings += audit.clippedTextFindings(default: base.screen, enlarged: screen)
        }
        return findings
    }
}
