import Foundation
import ListCore

extension ListAccessibilityAudit {
    /// One check of the audit (``ListAccessibilityCheck``, in ListCore so that specs name checks too). The raw
    /// values are the names used on the command line, in specs and in `results.json`; docs/ACCESSIBILITY.md gives
    /// each one's source.
    public typealias Check = ListAccessibilityCheck

    /// Every check, WCAG's contrast ratios (4.5:1, 3:1 for large text) and Apple's 44 × 44 point touch target.
    public static let `default` = ListAccessibilityAudit()

    /// This audit with `options` over it: each check list or threshold the options set replaces this one's
    /// (`nil` or empty options: the audit as it is).
    ///
    /// ```swift
    /// ListAccessibilityAudit.default.refined(by: ListAccessibilityAuditOptions(minimumContrast: 7))  // WCAG AAA
    /// ```
    public func refined(by options: ListAccessibilityAuditOptions?) -> ListAccessibilityAudit {
        guard let options else { return self }
        var audit = self
        if let checks = options.checks { audit.checks = checks }
        audit.minimumContrast = options.minimumContrast ?? minimumContrast
        audit.minimumLargeTextContrast = options.minimumLargeTextContrast ?? minimumLargeTextContrast
        audit.minimumTouchTarget = options.minimumTouchTarget ?? minimumTouchTarget
        return audit
    }
}
