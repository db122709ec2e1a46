import Foundation
import ListCore
import ListPlumbing

extension SpecReader {
    /// The keys of an `"audit"` object (the spec's or a variant's).
    static let auditKeys = ["checks", "minimumContrast", "minimumLargeTextContrast", "minimumTouchTarget"]

    /// Reads an `"audit"` object: the checks `verify --audit` runs and their thresholds. Strict, as a threshold
    /// silently ignored would weaken the audit: an unknown key, an unknown or repeated check, a ratio outside
    /// 1...21 or a touch target outside 0...10,000 points is an error with its JSON path.
    mutating func readAudit(_ node: JSONValue?, at path: String) -> ListAccessibilityAuditOptions {
        var options = ListAccessibilityAuditOptions()
        guard let node else { return options }
        guard let object = node.specFields else {
            fail(path, "must be an object with some of \(Self.quoted(Self.auditKeys)), got \(node.summary)")
            return options
        }
        for key in object.keys.sorted() where !Self.auditKeys.contains(key) {
            var message = "is not an audit key: expected some of \(Self.quoted(Self.auditKeys))"
            if let guess = Self.closest(to: key, in: Self.auditKeys) { message += " (did you mean \"\(guess)\"?)" }
            fail(Self.join(path, key), message)
        }
        options.checks = readChecks(object["checks"], at: Self.join(path, "checks"))
        options.minimumContrast = ratio(object, "minimumContrast", at: path)
        options.minimumLargeTextContrast = ratio(object, "minimumLargeTextContrast", at: path)
        if let node = object["minimumTouchTarget"] {
            let target = Self.join(path, "minimumTouchTarget")
            if let size = node.specFields {
                for key in size.keys.sorted() where key != "width" && key != "height" {
                    fail(Self.join(target, key), "is not a side: expected \"width\" and \"height\" in points")
                }
                let width = side(size, "width", at: target), height = side(size, "height", at: target)
                if size["width"] == nil { fail(Self.join(target, "width"), "is required: the least width in points") }
                if size["height"] == nil { fail(Self.join(target, "height"), "is required: the least height in points") }
                if let width, let height { options.minimumTouchTarget = CGSize(width: width, height: height) }
            } else {
                fail(target, "must be an object such as { \"width\": 44, \"height\": 44 }, got \(node.summary)")
            }
        }
        return options
    }

    private mutating func readChecks(_ node: JSONValue?, at path: String) -> [ListAccessibilityCheck]? {
        guard let items = elements(node, at: path) else { return nil }
        let known = ListAccessibilityCheck.allCases.map(\.rawValue)
        var checks: [ListAccessibilityCheck] = []
        for (index, item) in items.enumerated() {
            guard case .string(let name) = item, let check = ListAccessibilityCheck(rawValue: name) else {
                fail(path + "[\(index)]", "must be one of \(Self.quoted(known)), got \(item.summary)")
                continue
            }
            if checks.contains(check) {
                fail(path + "[\(index)]", "names the check \"\(name)\" a second time")
                continue
            }
            checks.append(check)
        }
        return checks
    }

    private mutating func ratio(_ object: SpecFields, _ key: String, at path: String) -> Double? {
        guard let node = object[key] else { return nil }
        guard case .number(let value) = node, ListAccessibilityAuditOptions.contrastRange.contains(value) else {
            fail(Self.join(path, key), "must be a contrast ratio from 1 to 21 (4.5 for 4.5:1), got \(node.summary)")
            return nil
        }
        return value
    }

    private mutating func side(_ object: SpecFields, _ key: String, at path: String) -> Double? {
        guard let node = object[key] else { return nil }
        guard case .number(let value) = node, ListAccessibilityAuditOptions.touchTargetRange.contains(value) else {
            fail(Self.join(path, key), "must be a number of points from 0 to 10000, got \(node.summary)")
            return nil
        }
        return value
    }

    private static func quoted(_ names: [String]) -> String {
        names.map { "\"\($0)\"" }.joined(separator: ", ")
    }
}
