import Foundation
import ListAdapterKit
import ListCore
import ListPipelineKit
import ListRenderKit
import ListSpecKit
import ListViewKit

/// The accessibility audit of what a test snapshots, as findings (docs/ACCESSIBILITY.md, "The audit"): the same
/// render the image functions draw, recorded as it is drawn (nothing is drawn twice), audited by a
/// ``ListAccessibilityAudit``.
///
/// ```swift
/// let findings = try ListSnapshot.audit(of: adapter, audit: .default, environment: ax5)
/// for finding in findings { print(finding.message) }  // "touchTarget: cell 0·1/like "Like" 30 × 44 pt, needs 44 × 44 pt"
/// ```
extension ListSnapshot {
    /// The findings of an accessibility audit of what a collection view shows in an environment.
    ///
    /// When `environment` has a larger Dynamic Type size than the collection view's own trait collection, the
    /// clipped-text check compares with the list shown at its own size (drawn once more for that): a text cut in
    /// `environment` that is whole there is a finding.
    ///
    /// - Parameters:
    ///   - collectionView: the collection view, drawn at its content offset.
    ///   - audit: the checks and thresholds (default: all, WCAG's and Apple's).
    ///   - scale: pixels per point.
    ///   - theme: the colours (default: those of `environment`'s theme).
    ///   - environment: the environment (default: the collection view's ``ListCollectionView/traitCollection``).
    /// - Returns: the findings, in the audit's order (checks, then the screen's order).
    /// - Throws: ``RenderError`` or `FontError`.
    @MainActor
    public static func audit(
        of collectionView: ListCollectionView, audit: ListAccessibilityAudit = .default, scale: Double = 2,
        theme: RenderTheme? = nil, environment: ListEnvironment? = nil
    ) throws -> [ListAccessibilityAudit.Finding] {
        try renderedAudited(own: collectionView.traitCollection.environment, shown: environment, audit: audit) {
            try rendered(of: collectionView, scale: scale, theme: theme, environment: $0, audited: true)
        }.findings
    }

    /// The findings of an accessibility audit of what an adapter's collection view shows (see
    /// ``audit(of:audit:scale:theme:environment:)-(ListCollectionView,_,_,_,_)``).
    ///
    /// - Throws: ``ListSnapshotFailure`` when the adapter has no collection view; ``RenderError``.
    @MainActor
    public static func audit(
        of adapter: ListAdapter, audit: ListAccessibilityAudit = .default, scale: Double = 2,
        theme: RenderTheme? = nil, environment: ListEnvironment? = nil
    ) throws -> [ListAccessibilityAudit.Finding] {
        try self.audit(
            of: try collectionView(of: adapter), audit: audit, scale: scale, theme: theme, environment: environment)
    }

    /// The findings of an accessibility audit of a spec's viewport, as `verify --audit` finds them: the spec's
    /// `"audit"` keys (and the variant's) refine `audit`; a variant drawn at a larger Dynamic Type size than the
    /// spec as written also gets the texts cut there that are whole in the spec's still.
    ///
    /// - Parameters:
    ///   - spec: the spec.
    ///   - audit: the checks and thresholds the spec's keys refine (default: all, WCAG's and Apple's).
    ///   - renderer: fonts, theme, overlays, region (default: ``defaultRenderer()``).
    ///   - environment: environment values over the spec's own (as the CLI's options).
    ///   - variant: one of the spec's `variants` by name (`nil`: the spec as written).
    /// - Returns: the findings, in the audit's order.
    /// - Throws: ``ListSnapshotFailure`` for an unknown variant; ``ListSpecError`` or ``RenderError``.
    public static func audit(
        of spec: ListSpec, audit: ListAccessibilityAudit = .default, renderer: SpecRenderer? = nil,
        environment: ListEnvironmentOverrides = .init(), variant: String? = nil
    ) throws -> [ListAccessibilityAudit.Finding] {
        try renderedAudited(of: spec, audit: audit, renderer: renderer, environment: environment, variant: variant)
            .findings
    }

    /// The findings of an accessibility audit of one view as
    /// ``image(of:size:scale:theme:environment:overlays:)-(ListView,_,_,_,_,_)`` draws it (a cell configured in a
    /// test, a header): as the collection view's audit finds them, a larger Dynamic Type size than the view's own
    /// also compared with the view at its own size for texts cut only there.
    ///
    /// ```swift
    /// let findings = try ListSnapshot.audit(of: cell, environment: ListEnvironment(theme: .dark))
    /// ```
    ///
    /// - Throws: ``ListSnapshotFailure`` when the view has no width or height; ``RenderError``.
    @MainActor
    public static func audit(
        of view: ListView, size: CGSize? = nil, audit: ListAccessibilityAudit = .default, scale: Double = 2,
        theme: RenderTheme? = nil, environment: ListEnvironment? = nil
    ) throws -> [ListAccessibilityAudit.Finding] {
        if let size { view.frame.size = size }
        return try renderedAudited(own: view.traitCollection.environment, shown: environment, audit: audit) {
            try rendered(of: view, scale: scale, theme: theme, environment: $0, audited: true)
        }.findings
    }

    /// The findings of an accessibility audit of a whole screen as
    /// ``image(of:size:chrome:showsChrome:scale:theme:environment:overlays:)-(ListViewController,_,_,_,_,_,_,_)``
    /// draws it, its chrome included (see ``audit(of:size:audit:scale:theme:environment:)``).
    ///
    /// - Throws: ``ListSnapshotFailure`` when the size is empty; ``RenderError``.
    @MainActor
    public static func audit(
        of viewController: ListViewController, size: CGSize? = nil, chrome: ListDeviceChrome? = nil,
        showsChrome: Bool = true, audit: ListAccessibilityAudit = .default, scale: Double = 2,
        theme: RenderTheme? = nil, environment: ListEnvironment? = nil
    ) throws -> [ListAccessibilityAudit.Finding] {
        try renderedAudited(own: viewController.traitCollection.environment, shown: environment, audit: audit) {
            try rendered(
                of: viewController, size: size, chrome: chrome, showsChrome: showsChrome, scale: scale, theme: theme,
                environment: $0, audited: true)
        }.findings
    }

    /// The audited render of what is shown in `shown` (default `own`) and its findings: when `shown` has a larger
    /// Dynamic Type size than `own` and the clipped-text check is on, the render in `own`'s size is audited first,
    /// the standard the clipped-text check compares with (the swift-snapshot-testing strategies with `audit:` use it).
    ///
    /// - Parameter render: draws in an environment, recording what the audit reads (`audited: true`).
    package static func renderedAudited(
        own: ListEnvironment, shown: ListEnvironment?, audit: ListAccessibilityAudit,
        render: (ListEnvironment) throws -> RenderedSnapshot
    ) throws -> (snapshot: RenderedSnapshot, findings: [ListAccessibilityAudit.Finding]) {
        let shown = shown ?? own
        var standard: SnapshotSuite.AuditedDefault?
        if own.contentSizeCategory < shown.contentSizeCategory, audit.checks.contains(.clippedText) {
            var smaller = shown
            smaller.contentSizeCategory = own.contentSizeCategory
            _ = SnapshotSuite.auditFindings(of: try render(smaller), audit: audit, isStandard: true, standard: &standard)
        }
        let still = try render(shown)
        return (still, SnapshotSuite.auditFindings(of: still, audit: audit, isStandard: false, standard: &standard) ?? [])
    }

    /// A spec's audited still as ``audit(of:audit:renderer:environment:variant:)`` finds it, with
    /// its findings.
    package static func renderedAudited(
        of spec: ListSpec, audit: ListAccessibilityAudit, renderer: SpecRenderer?,
        environment: ListEnvironmentOverrides, variant: String?
    ) throws -> (snapshot: RenderedSnapshot, findings: [ListAccessibilityAudit.Finding]) {
        let renderer = try renderer ?? defaultRenderer()
        var stills = SpecSnapshotRenderer(renderer: renderer, animationTiming: nil)
        stills.recordsAudit = true
        let prepared = try prepare(spec, renderer: renderer, environment: environment, variant: nil)
        var standard: SnapshotSuite.AuditedDefault?
        if variant != nil {
            // The spec as written: what the variant's clipped-text check compares with.
            let written = try stills.renderStill(of: prepared)
            _ = SnapshotSuite.auditFindings(of: written, audit: audit, isStandard: true, standard: &standard)
        }
        let shown = variant == nil
            ? prepared : try self.prepare(spec, renderer: renderer, environment: environment, variant: variant)
        let still = try stills.renderStill(of: shown)
        let findings = SnapshotSuite.auditFindings(
            of: still, audit: audit.refined(by: still.auditOptions), isStandard: variant == nil, standard: &standard)
        return (still, findings ?? [])
    }
}
