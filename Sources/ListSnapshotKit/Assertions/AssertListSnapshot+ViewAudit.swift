import Foundation
import ListCore
import ListRenderKit
import ListSpecKit
import ListViewKit

/// Compares the render of one view with its goldens, as
/// ``assertListSnapshot(of:named:size:scale:theme:environment:variants:tolerance:record:artifacts:file:testName:)-(ListView,_,_,_,_,_,_,_,_,_,_,_)``
/// does, and audits each still it checks as the collection view overload with `audit:` does: every finding the
/// baseline beside the golden (`<test>.audit.json`, `<test>+<variant>.audit.json`) does not accept fails the test,
/// named with its element, check, measured value and threshold (`touchTarget: cell 0·0/follow "Follow" 60 × 30 pt,
/// needs 44 × 44 pt`).
///
/// ```swift
/// let cell = ProfileCell(frame: CGRect(x: 0, y: 0, width: 390, height: 64))
/// try assertListSnapshot(of: cell, variants: [ax5], audit: .default)
/// ```
///
/// A variant at a larger Dynamic Type size than `environment` also gets the texts cut there that are whole in the
/// environment's still. The baseline is a golden under the record mode, as the collection view overload keeps it.
///
/// - Parameters:
///   - audit: the checks and thresholds (``ListAccessibilityAudit/default``: every check, WCAG's and Apple's).
///   - others: as the overload without `audit`.
/// - Throws: ``ListSnapshotFailure`` naming every new finding of every variant, and as the overload without `audit`.
@MainActor
public func assertListSnapshot(
    of view: ListView, named name: String? = nil, size: CGSize? = nil, scale: Double = 2, theme: RenderTheme? = nil,
    environment: ListEnvironment? = nil, variants: [ListSpecVariant] = [], audit: ListAccessibilityAudit,
    tolerance: SnapshotTolerance? = nil, record: SnapshotRecordMode? = nil, artifacts: URL? = nil,
    file: String = #filePath, testName: String = #function
) throws {
    if let size { view.frame.size = size }
    try ListSnapshotVariants.checkAudited(
        base: environment ?? view.traitCollection.environment, variants: variants, audit: audit, named: name,
        tolerance: tolerance, record: record, artifacts: artifacts, file: file, testName: testName
    ) { shown in
        try ListSnapshot.rendered(of: view, scale: scale, theme: theme, environment: shown, audited: true)
    }
}

/// Compares the render of a whole screen with its goldens, as
/// ``assertListSnapshot(of:named:size:chrome:showsChrome:scale:theme:environment:variants:tolerance:record:artifacts:file:testName:)``
/// does, and audits each still it checks (the screen's chrome included: the bars' buttons are elements too) as the
/// view overload with `audit:` does.
///
/// ```swift
/// let navigation = UINavigationController(rootViewController: FeedViewController())
/// try assertListSnapshot(of: navigation, size: CGSize(width: 393, height: 852), audit: .default)
/// ```
///
/// - Parameters:
///   - audit: the checks and thresholds (``ListAccessibilityAudit/default``: every check, WCAG's and Apple's).
///   - others: as the overload without `audit`.
/// - Throws: ``ListSnapshotFailure`` naming every new finding of every variant, and as the overload without `audit`.
@MainActor
public func assertListSnapshot(
    of viewController: ListViewController, named name: String? = nil, size: CGSize? = nil,
    chrome: ListDeviceChrome? = nil, showsChrome: Bool = true, scale: Double = 2, theme: RenderTheme? = nil,
    environment: ListEnvironment? = nil, variants: [ListSpecVariant] = [], audit: ListAccessibilityAudit,
    tolerance: SnapshotTolerance? = nil, record: SnapshotRecordMode? = nil, artifacts: URL? = nil,
    file: String = #filePath, testName: String = #function
) throws {
    try ListSnapshotVariants.checkAudited(
        base: environment ?? viewController.traitCollection.environment, variants: variants, audit: audit,
        named: name, tolerance: tolerance, record: record, artifacts: artifacts, file: file, testName: testName
    ) { shown in
        try ListSnapshot.rendered(
            of: viewController, size: size, chrome: chrome, showsChrome: showsChrome, scale: scale, theme: theme,
            environment: shown, audited: true)
    }
}
