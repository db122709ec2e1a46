import Foundation
import ListCore

/// An accessibility audit of one rendered screen, as a value: which checks run and their thresholds. It reads a
/// ``ListAccessibilityAudit/Screen`` (what VoiceOver reads there, the text runs drawn with the pixels beneath each,
/// the views drawn in order) and returns ``ListAccessibilityAudit/Finding``s: each names the element, the check,
/// the measured value and the threshold. docs/ACCESSIBILITY.md lists every check with its source.
///
/// ```swift
/// let audit = ListAccessibilityAudit()                        // every check, WCAG's and Apple's thresholds
/// let (image, screen) = try rasterizer.renderForAudit(scene)  // ListRenderKit draws and records the screen
/// for finding in audit.findings(in: screen) {
///     print(finding.message)  // "contrast: cell 0·1/0 "Home" 2.85:1 (needs 4.5:1)"
/// }
/// ```
///
/// The audit is pure: the same screen gives the same findings, in the same order (checks in ``Check`` order, then
/// the screen's order), on every run.
public struct ListAccessibilityAudit: Sendable, Hashable {
    /// The checks that run (default: all), kept in ``Check`` order.
    public var checks: [Check] {
        didSet { checks = Check.allCases.filter(checks.contains) }
    }
    /// The least contrast ratio of normal text (WCAG 2.x SC 1.4.3: 4.5).
    public var minimumContrast: Double
    /// The least contrast ratio of large text, at least 18 points or 14 points bold (WCAG 2.x SC 1.4.3: 3).
    public var minimumLargeTextContrast: Double
    /// The least size of an interactive element's frame (Apple's Human Interface Guidelines: 44 × 44 points).
    public var minimumTouchTarget: CGSize
    /// The share of the pixels beneath a text run that must meet the contrast (0.9: the contrast measured is the
    /// one that 90 % of the background beneath the run meets or exceeds; a stray pixel does not decide it).
    public static let contrastCoverage = 0.9

    /// Creates an audit.
    ///
    /// - Parameters:
    ///   - checks: the checks that run (default: all).
    ///   - minimumContrast: the least contrast of normal text (default 4.5).
    ///   - minimumLargeTextContrast: the least contrast of large text (default 3).
    ///   - minimumTouchTarget: the least size of an interactive element (default 44 × 44 points).
    public init(
        checks: [Check] = Check.allCases, minimumContrast: Double = 4.5, minimumLargeTextContrast: Double = 3,
        minimumTouchTarget: CGSize = CGSize(width: 44, height: 44)
    ) {
        self.checks = Check.allCases.filter(checks.contains)
        self.minimumContrast = minimumContrast
        self.minimumLargeTextContrast = minimumLargeTextContrast
        self.minimumTouchTarget = minimumTouchTarget
    }

    /// The findings of every check that runs on one screen, but ``Check/clippedText``, which compares two screens
    /// (``clippedTextFindings(default:enlarged:)``).
    ///
    /// - Parameter screen: the screen as drawn.
    /// - Returns: the findings, in ``Check`` order, then in the screen's order.
    /// - Complexity: O(*e*² + *t* · *c* log *c* + *e* · *v*) for *e* elements, *t* text runs of *c* colours beneath,
    ///   *v* views drawn.
    public func findings(in screen: Screen) -> [Finding] {
        var auditor = ListAccessibilityAuditor(audit: self, screen: screen)
        return auditor.run()
    }

    /// The texts cut at a larger Dynamic Type size that are whole at the default one: each text of `enlarged` that
    /// shows less than all of itself (truncated with `…`, or clipped by a view that clips to its bounds or by its
    /// cell) where the same text (the same view, by its source) is whole in `default`.
    ///
    /// - Parameters:
    ///   - default: the screen at the default content size category.
    ///   - enlarged: the same screen at a larger one.
    /// - Returns: the findings on `enlarged` (empty unless ``Check/clippedText`` runs).
    public func clippedTextFindings(default: Screen, enlarged: Screen) -> [Finding] {
        guard checks.contains(.clippedText) else { return [] }
        return ListAccessibilityAuditor.clippedText(default: `default`, enlarged: enlarged)
    }
}
