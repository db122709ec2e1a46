import Foundation
import ListCore
import ListPlumbing
import ListViewKit

extension SnapshotComparer {
    /// What the audit did with a case's baseline of accepted findings.
    enum AuditBaselineOutcome: Equatable {
        /// Read and compared; nothing written.
        case compared
        /// Written where there was none (a missing baseline, recorded as a missing golden is).
        case recordedMissing
        /// Written over the one there was (`record`, record mode `all`, or `failed` with new findings).
        case rerecorded
    }

    /// Marks a still case's findings against its baseline (`NAME[+VARIANT].audit.json`, `url`) and fails the case on
    /// new ones (docs/ACCESSIBILITY.md, "The audit"). `record` writes the baseline from scratch; `verify` keeps the
    /// case's image and its findings in the artifacts folder for `accept`. With `recordsBaselines` (a Swift
    /// assertion), the baseline is a golden under the record mode: written when missing (`missing`, `failed`, `all`),
    /// when it lacks a finding (`failed`, `all`), or always (`all`).
    ///
    /// - Returns: the case with its ``SnapshotCaseResult/audit`` (and a failure for new findings), and what happened
    ///   to the baseline.
    func audited(
        _ result: SnapshotCaseResult, still: RenderedSnapshot, findings: [ListAccessibilityAudit.Finding],
        baseline url: URL, recordsBaselines: Bool = false
    ) -> (result: SnapshotCaseResult, baseline: AuditBaselineOutcome) {
        var result = result
        if case .error = result.status { return (result, .compared) }
        do {
            let exists = DerivedFile.kind(of: url) != .absent
            let entries = try AuditBaseline.read(at: url).marking(findings)
            let hasNew = entries.contains { !$0.isAccepted }
            let outcome = try baselineOutcome(exists: exists, hasNew: hasNew, recordsBaselines: recordsBaselines)
            if outcome != .compared {
                try writeAuditBaseline(AuditBaseline(findings: findings), to: url)
            }
            let audited = SnapshotAuditResult(
                baseline: SnapshotSuite.displayName(of: url),
                entries: outcome == .compared ? entries : findings.map { .init(finding: $0, isAccepted: true) })
            result.audit = audited
            // A re-recorded baseline with new findings still fails under `failed`, as a re-recorded golden does.
            let failure = outcome != .rerecorded || !hasNew || isRecordAll ? nil
                : SnapshotAuditResult(baseline: audited.baseline, entries: entries).message
                    .map { $0 + " (recorded them in \(audited.baseline))" }
            guard let message = audited.message ?? failure else {
                if outcome != .compared, case .passed = result.status, recordsBaselines { result.status = .recorded }
                return (result, outcome)
            }
            switch result.status {
            case .passed, .recorded: result.status = .failed(message)
            case .failed(let earlier): result.status = .failed(earlier + "; " + message)
            case .missing(let earlier): result.status = .missing(earlier + "; " + message)
            case .error: break
            }
            if outcome == .compared { try keepForAcceptance(&result, still: still, findings: findings) }
            return (result, outcome)
        } catch {
            result.status = .error(String(describing: error))
            return (result, .compared)
        }
    }

    private var isRecordAll: Bool {
        switch action {
        case .record: true
        case .verify(let mode): mode == .all
        }
    }

    private func baselineOutcome(exists: Bool, hasNew: Bool, recordsBaselines: Bool) throws -> AuditBaselineOutcome {
        switch action {
        case .record: return exists ? .rerecorded : .recordedMissing
        case .verify(let mode):
            guard recordsBaselines else { return .compared }
            if !exists { return mode.recordsMissing ? .recordedMissing : .compared }
            return mode == .all || (hasNew && mode.recordsFailures) ? .rerecorded : .compared
        }
    }

    /// What `accept` promotes for a case the audit failed: the image (the golden again when only the audit failed)
    /// and the findings as a baseline.
    private func keepForAcceptance(
        _ result: inout SnapshotCaseResult, still: RenderedSnapshot, findings: [ListAccessibilityAudit.Finding]
    ) throws {
        if result.actualImage == nil {
            try writeActual(
                try still.encodedAsGolden(), layout: still.layout, base: artifactBase(of: result, frame: nil),
                into: &result)
        }
        if let image = result.actualImage {
            let name = String(image.dropLast(".png".count)) + ".audit.json"
            try AtomicFile.write(Data(AuditBaseline(findings: findings).json.utf8),
                                 to: artifacts.appendingPathComponent(name))
            result.actualAudit = name
        }
    }

    /// Writes a case's audit baseline, refusing to replace anything but a regular file ListPreview wrote.
    func writeAuditBaseline(_ baseline: AuditBaseline, to url: URL) throws {
        try checkReplaceable(url, isFolder: false)
        try AtomicFile.write(Data(baseline.json.utf8), to: url)
    }
}
