import Foundation
import ListAdapterKit
import ListCore
import ListPipelineKit
import ListRenderKit
import ListSpecKit
import ListViewKit

/// Compares the render of a collection view with its goldens, as
/// ``assertListSnapshot(of:named:scale:theme:environment:variants:tolerance:record:artifacts:file:testName:)-(ListCollectionView,_,_,_,_,_,_,_,_,_,_)``
/// does, and audits each still it checks (docs/ACCESSIBILITY.md, "The audit"): every finding the baseline beside
/// the golden (`<test>.audit.json`, `<test>+<variant>.audit.json`) does not accept fails the test, each named with
/// its element, check, measured value and threshold.
///
/// ```swift
/// try assertListSnapshot(of: adapter.collectionView!, variants: [ax5], audit: .default)
/// // snapshot feed+ax5.png: accessibility audit: 1 new finding: touchTarget: cell 0·1/like "Like" 30 × 44 pt,
/// //   needs 44 × 44 pt
/// // audit baseline: Tests/__Snapshots__/FeedTests/feed+ax5.audit.json
/// // accept: listpreview accept --artifacts … FeedTests/feed+ax5
/// ```
///
/// The audit of a variant is `audit` refined by the variant's own choices (``ListSpecVariant/audit``); a variant
/// drawn at a larger Dynamic Type size than `environment` also gets the texts cut there that are whole in the
/// environment's still (the clipped-text check). The render is the picture's own: nothing is drawn twice.
///
/// The baseline is a golden: the record mode (`record`, else the `.listSnapshots(record:)` trait's, else
/// `LISTPREVIEW_RECORD`, else `never` in CI and `missing` elsewhere) writes it as it writes the picture — a missing
/// baseline is recorded (`missing`, `failed`, `all`) with the findings of this run, and the assertion fails once
/// saying so; `failed` adds new findings to it (the test still fails); `all` rewrites it. In `never` (CI) a missing
/// baseline accepts nothing. `listpreview accept` promotes a failed case's findings with its image.
///
/// - Parameters:
///   - audit: the checks and thresholds (``ListAccessibilityAudit/default``: every check, WCAG's and Apple's).
///   - others: as the overload without `audit`.
/// - Throws: ``ListSnapshotFailure`` naming every new finding of every variant, and as the overload without `audit`.
@MainActor
public func assertListSnapshot(
    of collectionView: ListCollectionView, named name: String? = nil, scale: Double = 2, theme: RenderTheme? = nil,
    environment: ListEnvironment? = nil, variants: [ListSpecVariant] = [], audit: ListAccessibilityAudit,
    tolerance: SnapshotTolerance? = nil, record: SnapshotRecordMode? = nil, artifacts: URL? = nil,
    file: String = #filePath, testName: String = #function
) throws {
    try ListSnapshotVariants.checkAudited(
        base: environment ?? collectionView.traitCollection.environment, variants: variants, audit: audit,
        named: name, tolerance: tolerance, record: record, artifacts: artifacts, file: file, testName: testName
    ) { shown in
        try ListSnapshot.rendered(of: collectionView, scale: scale, theme: theme, environment: shown, audited: true)
    }
}

/// The adapter's collection view checked and audited as
/// ``assertListSnapshot(of:named:scale:theme:environment:variants:audit:tolerance:record:artifacts:file:testName:)-(ListCollectionView,_,_,_,_,_,_,_,_,_,_,_)``
/// does.
///
/// ```swift
/// try assertListSnapshot(of: adapter, audit: ListAccessibilityAudit(minimumTouchTarget: CGSize(width: 48, height: 48)))
/// ```
///
/// - Throws: ``ListSnapshotFailure`` when the adapter has no collection view, and as the collection view overload.
@MainActor
public func assertListSnapshot(
    of adapter: ListAdapter, named name: String? = nil, scale: Double = 2, theme: RenderTheme? = nil,
    environment: ListEnvironment? = nil, variants: [ListSpecVariant] = [], audit: ListAccessibilityAudit,
    tolerance: SnapshotTolerance? = nil, record: SnapshotRecordMode? = nil, artifacts: URL? = nil,
    file: String = #filePath, testName: String = #function
) throws {
    try assertListSnapshot(
        of: try ListSnapshot.collectionView(of: adapter), named: name, scale: scale, theme: theme,
        environment: environment, variants: variants, audit: audit, tolerance: tolerance, record: record,
        artifacts: artifacts, file: file, testName: testName)
}

/// Compares the render of a spec with the goldens of a test, as
/// ``assertListSnapshot(of:named:renderer:environment:tolerance:record:artifacts:file:testName:)`` does, and
/// audits each still as `verify --audit` does: `audit` refined by the spec's `"audit"` keys and each variant's, a
/// variant at a larger Dynamic Type size than the spec as written checked for text cut there, the baselines
/// (`<test>.audit.json`, `<test>+<variant>.audit.json`) kept as the collection view overload keeps them.
///
/// - Parameters:
///   - audit: the checks and thresholds the spec's keys refine.
///   - others: as the overload without `audit`.
/// - Throws: ``ListSnapshotFailure`` naming every new finding, and as the overload without `audit`.
public func assertListSnapshot(
    of spec: ListSpec, named name: String? = nil, renderer: SpecRenderer? = nil,
    environment: ListEnvironmentOverrides = .init(), audit: ListAccessibilityAudit,
    tolerance: SnapshotTolerance? = nil, record: SnapshotRecordMode? = nil, artifacts: URL? = nil,
    file: String = #filePath, testName: String = #function
) throws {
    let renderer = try renderer ?? ListSnapshot.defaultRenderer()
    var stills = SpecSnapshotRenderer(renderer: renderer, animationTiming: nil)
    stills.recordsAudit = true
    let prepared = try ListSnapshot.prepare(spec, renderer: renderer, environment: environment, variant: nil)
    var standard: SnapshotSuite.AuditedDefault?
    try ListSnapshotVariants.checkEach(prepared.variants.map(\.variant)) { variant in
        let place = try SnapshotPlace(
            named: name, variant: variant?.name, tolerance: tolerance, record: record, artifacts: artifacts,
            file: file, testName: testName)
        let still = try stills.renderStill(of: variant.flatMap { prepared.variant(named: $0.name) } ?? prepared)
        let findings = SnapshotSuite.auditFindings(
            of: still, audit: audit.refined(by: still.auditOptions), isStandard: variant == nil, standard: &standard)
        try place.check(still, auditFindings: findings ?? [])
    }
}

extension ListSnapshotVariants {
    /// Checks the audited render of `base` and of each variant over it against its golden and its audit baseline:
    /// `audit` refined by each variant's own choices, a variant at a larger Dynamic Type size than `base` checked for
    /// texts cut there that are whole in `base`'s still. Every variant is checked even when one fails.
    ///
    /// - Parameter render: draws in an environment, recording what the audit reads (`audited: true`).
    static func checkAudited(
        base: ListEnvironment, variants: [ListSpecVariant], audit: ListAccessibilityAudit, named name: String?,
        tolerance: SnapshotTolerance?, record: SnapshotRecordMode?, artifacts: URL?, file: String, testName: String,
        render: (ListEnvironment) throws -> RenderedSnapshot
    ) throws {
        try check(variants.map(\.name))
        var standard: SnapshotSuite.AuditedDefault?
        try checkEach([nil] + variants) { variant in
            let place = try SnapshotPlace(
                named: name, variant: variant?.name, tolerance: tolerance, record: record, artifacts: artifacts,
                file: file, testName: testName)
            let still = try render(variant.map { $0.environment.applied(to: base) } ?? base)
            let findings = SnapshotSuite.auditFindings(
                of: still, audit: audit.refined(by: variant?.audit), isStandard: variant == nil, standard: &standard)
            try place.check(still, auditFindings: findings ?? [])
        }
    }
}

extension SnapshotPlace {
    /// Compares a rendered still with this place's golden, marks the audit's findings against the baseline beside
    /// it (`BASE.audit.json`, a golden under the record mode), and records the case in the report.
    ///
    /// - Throws: ``ListSnapshotFailure`` naming the new findings, the golden and the `accept` command when the case
    ///   fails, and once when its golden or baseline was just recorded.
    package func check(
        _ snapshot: RenderedSnapshot, auditFindings findings: [ListAccessibilityAudit.Finding]
    ) throws {
        let golden = folder.appendingPathComponent(base + ".png")
        let baseline = folder.appendingPathComponent(base + ".audit.json")
        let existed = FileManager.default.fileExists(atPath: golden.path)
        let baselineExisted = FileManager.default.fileExists(atPath: baseline.path)
        let compared = comparer.check(snapshot, as: template, golden: golden, since: Date())
        let (result, outcome) = comparer.audited(
            compared, still: snapshot, findings: findings, baseline: baseline, recordsBaselines: true)
        let recorded = outcome == .compared ? nil : RecordedBaseline(
            url: baseline, existed: baselineExisted, count: findings.count,
            imageRecorded: compared.status == .recorded)
        try report(result, golden: golden, existed: existed, recordedBaseline: recorded)
    }
}
