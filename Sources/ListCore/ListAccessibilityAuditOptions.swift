import Foundation

/// Choices over an accessibility audit's checks and thresholds, each optional: what a spec's `"audit"` object, a
/// variant's and the command line's options (`--audit-checks`, `--minimum-contrast`, …) set. Layered with
/// ``merging(_:)`` (the later one wins where it sets something) and applied to an audit by
/// `ListAccessibilityAudit.refined(by:)`.
///
/// ```swift
/// let spec = ListAccessibilityAuditOptions(minimumTouchTarget: CGSize(width: 48, height: 48))
/// let commandLine = ListAccessibilityAuditOptions(checks: [.contrast, .touchTarget])
/// spec.merging(commandLine)   // both checks, 48 × 48 points
/// ```
public struct ListAccessibilityAuditOptions: Sendable, Hashable {
    /// The checks that run (`nil`: not chosen here).
    public var checks: [ListAccessibilityCheck]?
    /// The least contrast ratio of normal text, 1...21 (`nil`: not chosen here).
    public var minimumContrast: Double?
    /// The least contrast ratio of large text, 1...21 (`nil`: not chosen here).
    public var minimumLargeTextContrast: Double?
    /// The least size of an interactive element in points (`nil`: not chosen here).
    public var minimumTouchTarget: CGSize?

    /// The contrast ratios a threshold may have (WCAG's ratios run from 1:1 to 21:1).
    public static let contrastRange = 1.0...21.0
    /// The sides a touch target threshold may have, in points.
    public static let touchTargetRange = 0.0...10_000.0

    /// Creates options; what is `nil` is left to the audit they refine.
    public init(
        checks: [ListAccessibilityCheck]? = nil, minimumContrast: Double? = nil,
        minimumLargeTextContrast: Double? = nil, minimumTouchTarget: CGSize? = nil
    ) {
        self.checks = checks
        self.minimumContrast = minimumContrast
        self.minimumLargeTextContrast = minimumLargeTextContrast
        self.minimumTouchTarget = minimumTouchTarget
    }

    /// Whether nothing is chosen.
    public var isEmpty: Bool { self == Self() }

    /// These options with `other`'s over them: each value `other` sets replaces this one's.
    public func merging(_ other: ListAccessibilityAuditOptions) -> ListAccessibilityAuditOptions {
        ListAccessibilityAuditOptions(
            checks: other.checks ?? checks, minimumContrast: other.minimumContrast ?? minimumContrast,
            minimumLargeTextContrast: other.minimumLargeTextContrast ?? minimumLargeTextContrast,
            minimumTouchTarget: other.minimumTouchTarget ?? minimumTouchTarget)
    }
}
