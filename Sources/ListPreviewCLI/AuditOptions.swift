import ArgumentParser
import Foundation
import ListPreview

/// The options of the accessibility audit `record` and `verify` run on every still (docs/ACCESSIBILITY.md, "The
/// audit"): on or off, which checks, and their thresholds (over each spec's `"audit"` keys).
struct AuditOptions: ParsableArguments {
    @Flag(name: .customLong("audit"), help: ArgumentHelp(
        "Audit every still's accessibility (contrast, touch targets, labels, duplicates, clipped text, hidden "
            + "elements): new findings fail; accepted ones are kept in NAME.audit.json beside the golden."))
    var isOn = false

    @Option(name: .customLong("audit-checks"), help: ArgumentHelp(
        "The checks to run, comma-separated (default: all): "
            + ListAccessibilityAudit.Check.allCases.map(\.rawValue).joined(separator: ", ") + ".",
        valueName: "checks"))
    var checks: String?

    @Option(name: .customLong("minimum-contrast"), help: ArgumentHelp(
        "The least contrast ratio of text (default 4.5, WCAG SC 1.4.3).", valueName: "ratio"))
    var minimumContrast: Double?

    @Option(name: .customLong("minimum-large-text-contrast"), help: ArgumentHelp(
        "The least contrast ratio of text of 18 pt, or 14 pt bold (default 3).", valueName: "ratio"))
    var minimumLargeTextContrast: Double?

    @Option(name: .customLong("minimum-touch-target"), help: ArgumentHelp(
        "The least size of an interactive element in points, WxH (default 44x44, Apple's HIG).", valueName: "WxH"))
    var minimumTouchTarget: String?

    /// The command line's choices over each spec's `"audit"` keys, or `nil` when `--audit` is off (the audit then
    /// starts from ``ListAccessibilityAudit/default``, refined by the spec's keys, then by these).
    ///
    /// - Throws: ``InputError`` naming the option whose value is wrong (or given without `--audit`).
    func checked() throws -> ListAccessibilityAuditOptions? {
        guard isOn else {
            if !arguments.isEmpty { throw InputError("\(arguments[0]): needs --audit") }
            return nil
        }
        var options = ListAccessibilityAuditOptions()
        if let checks {
            let names = checks.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            options.checks = try names.map { name in
                guard let check = ListAccessibilityAudit.Check(rawValue: name) else {
                    throw InputError("--audit-checks: unknown check \"\(name)\"; expected some of "
                        + ListAccessibilityAudit.Check.allCases.map(\.rawValue).joined(separator: ", "))
                }
                return check
            }
        }
        func ratio(_ value: Double?, _ option: String) throws -> Double? {
            guard let value else { return nil }
            guard ListAccessibilityAuditOptions.contrastRange.contains(value) else {
                throw InputError("\(option): expected a contrast ratio from 1 to 21, got \(value)")
            }
            return value
        }
        options.minimumContrast = try ratio(minimumContrast, "--minimum-contrast")
        options.minimumLargeTextContrast = try ratio(minimumLargeTextContrast, "--minimum-large-text-contrast")
        if let minimumTouchTarget {
            let sides = minimumTouchTarget.lowercased().split(separator: "x").map { Double($0) }
            let range = ListAccessibilityAuditOptions.touchTargetRange
            guard sides.count == 2, let width = sides[0], let height = sides[1], range.contains(width),
                  range.contains(height) else {
                throw InputError("--minimum-touch-target: expected WxH in points such as 44x44, got \"\(minimumTouchTarget)\"")
            }
            options.minimumTouchTarget = CGSize(width: width, height: height)
        }
        return options
    }

    /// The options as arguments (kept in results.json's `options`).
    var arguments: [String] {
        var arguments: [String] = isOn ? ["--audit"] : []
        if let checks { arguments += ["--audit-checks", checks] }
        if let minimumContrast { arguments += ["--minimum-contrast", "\(minimumContrast)"] }
        if let minimumLargeTextContrast { arguments += ["--minimum-large-text-contrast", "\(minimumLargeTextContrast)"] }
        if let minimumTouchTarget { arguments += ["--minimum-touch-target", minimumTouchTarget] }
        return arguments
    }
}
