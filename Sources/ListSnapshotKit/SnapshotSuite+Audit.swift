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

    /// Runs ``audit`` on a still case (docs/ACCESSIBILITY.md, "The audit"): its findings, and for a variant drawn at
    /// a larger Dynamic Type size than the spec as written, the texts cut there that are whole in the spec's still.
    /// `record` writes them as the case's baseline; `verify` marks those the baseline accepts and fails the case on
    /// new ones, keeping the actual image and the findings as a baseline for `accept`.
    func audited(
        _ result: SnapshotCaseResult, still: RenderedSnapshot, spec: URL, variant: String?,
        standard: inout AuditedDefault?, comparer: SnapshotComparer
    ) -> SnapshotCaseResult {
        guard let audit, let screen = still.auditScreen else { return result }
        if variant == nil { standard = AuditedDefault(screen: screen, contentSizeCategory: still.contentSizeCategory) }
        var findings = audit.findings(in: screen)
        if variant != nil, let standard, let base = standard.contentSizeCategory, let size = still.contentSizeCategory,
           base < size {
            findings += audit.clippedTextFindings(default: standard.screen, enlarged: screen)
        }
        var result = result
        if case .error = result.status { return result }
        let url = goldens.auditURL(for: spec, variant: variant)
        do {
            if case .record = action {
                try comparer.writeAuditBaseline(AuditBaseline(findings: findings), to: url)
                result.audit = SnapshotAuditResult(
                    baseline: Self.displayName(of: url),
                    entries: findings.map { .init(finding: $0, isAccepted: true) })
                return result
            }
            let audited = SnapshotAuditResult(
                baseline: Self.displayName(of: url), entries: try AuditBaseline.read(at: url).marking(findings))
            result.audit = audited
            guard let message = audited.message else { return result }
            switch result.status {
            case .passed, .recorded: result.status = .failed(message)
            case .failed(let earlier): result.status = .failed(earlier + "; " + message)
            case .missing(let earlier): result.status = .missing(earlier + "; " + message)
            case .error: break
            }
            // What accept promotes: the image (the golden again when only the audit failed) and the findings.
            if result.actualImage == nil {
                try comparer.writeActual(
                    try still.encodedAsGolden(), layout: still.layout, base: comparer.artifactBase(of: result, frame: nil),
                    into: &result)
            }
            if let image = result.actualImage {
                let name = String(image.dropLast(".png".count)) + ".audit.json"
                try AtomicFile.write(Data(AuditBaseline(findings: findings).json.utf8),
                                     to: artifacts.appendingPathComponent(name))
                result.actualAudit = name
            }
        } catch {
            result.status = .error(String(describing: error))
        }
        return result
    }
}

extension SnapshotComparer {
    /// Writes a case's audit baseline, refusing to replace anything but a regular file ListPreview wrote.
    func writeAuditBaseline(_ baseline: AuditBaseline, to url: URL) throws {
        try checkReplaceable(url, isFolder: false)
        try AtomicFile.write(Data(baseline.json.utf8), to: url)
    }
}
