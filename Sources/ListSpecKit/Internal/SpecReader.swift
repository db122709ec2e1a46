import Foundation
import ListCore
import ListPlumbing

/// Walks a ``JSONValue`` tree, building the model and recording every error and warning with its JSON path.
///
/// Each reading function returns `nil` when the key is absent or its value is wrong (an error is then recorded), so
/// that the caller falls back to the default and carries on: the whole document is checked in one pass.
struct SpecReader {
    /// What a number may be.
    enum NumberRule {
        case finite, nonNegative, positive

        func accepts(_ value: Double) -> Bool {
            switch self {
            case .finite: value.isFinite
            case .nonNegative: value.isFinite && value >= 0
            case .positive: value.isFinite && value > 0
            }
        }

        var expectation: String {
            switch self {
            case .finite: "must be a finite number"
            case .nonNegative: "must be a finite number ≥ 0"
            case .positive: "must be a finite number > 0"
            }
        }

        /// The message for a value beyond `limit` (a finite value that passed ``accepts(_:)``).
        func beyond(_ limit: Double) -> String {
            let text = ListJSONNumber.format(limit)
            return self == .finite ? "must be from -\(text) to \(text)" : "must be at most \(text)"
        }
    }

    private(set) var errors: [ListSpecIssue] = []
    /// The spec's `"styles"`, by name, for view trees.
    var viewStyles: [String: SpecFields] = [:]
    /// The folder relative paths of the spec are read from (the spec file's folder).
    var baseFolder = "."
    /// Where `"image"` names are looked up: the spec's `"assets"` folder, then the spec's own folder.
    var imageFolders: [String] = []
    /// The screen scale whose `@Nx` image files are preferred.
    var imageScale = 2.0
    private(set) var warnings: [ListSpecIssue] = []
    /// Every named image read so far, with its path (``ListSpec/imageUses``).
    var imageUses: [SpecImageUse] = []
    /// Items and sections read so far, for ``ListSpecLimits`` (`SpecReader+Limits.swift`).
    var counts = ElementCounts()
    /// The limits of each `"view"` tree (tests lower them).
    var viewTreeLimits = ListViewTreeLimits.standard
    /// The nodes of the `"view"` tree being read.
    var viewTreeCount = ViewTreeCount()

    /// `path.key`, or `key` at the root, as ``JSONPath`` writes it (an odd key quoted: `path["odd key"]`; the fuzzer
    /// found `contentOffse*t.y`).
    static func join(_ path: String, _ key: String) -> String { JSONPath.member(key, of: path) }

    mutating func fail(_ path: String, _ message: String) {
        errors.append(ListSpecIssue(path: path, message: message))
    }

    mutating func warn(_ path: String, _ message: String) {
        warnings.append(ListSpecIssue(path: path, message: message))
    }

    /// The fields of an object (nil when `node` is absent or not an object), warning about keys not in `known`.
    mutating func fields(_ node: JSONValue?, at path: String, known: [String]) -> SpecFields? {
        guard let node else { return nil }
        guard let object = node.specFields else {
            fail(path, "must be an object, got \(node.summary)")
            return nil
        }
        return knownFields(object, at: path, known: known)
    }

    /// `object`, warning about keys not in `known` (``fields(_:at:known:)`` of an object already read).
    mutating func knownFields(
        _ object: SpecFields, at path: String, known: [String]
    ) -> SpecFields {
        // Most objects hold known keys only: look for an unknown one before sorting the keys for the warnings.
        guard object.keys.contains(where: { !known.contains($0) }) else { return object }
        for key in object.keys.sorted() where !known.contains(key) {
            var message = "unknown key, ignored"
            if let guess = Self.closest(to: key, in: known) { message += " (did you mean \"\(guess)\"?)" }
            warn(Self.join(path, key), message)
        }
        return object
    }

    /// The elements of an array (nil when absent or not an array).
    mutating func elements(_ node: JSONValue?, at path: String) -> [JSONValue]? {
        guard let node else { return nil }
        guard case .array(let array) = node else {
            fail(path, "must be an array, got \(node.summary)")
            return nil
        }
        return array
    }

    /// A number obeying `rule` whose magnitude is at most `limit` (by default ``ListSpecLimits/length``).
    mutating func number(
        _ object: SpecFields, _ key: String, at path: String, rule: NumberRule,
        limit: Double = ListSpecLimits.length
    ) -> CGFloat? {
        guard let node = object[key] else { return nil }
        guard case .number(let value) = node, rule.accepts(value) else {
            fail(Self.join(path, key), "\(rule.expectation), got \(node.summary)")
            return nil
        }
        guard abs(value) <= limit else {
            fail(Self.join(path, key), "\(rule.beyond(limit)), got \(node.summary)")
            return nil
        }
        return CGFloat(value)
    }

    mutating func bool(_ object: SpecFields, _ key: String, at path: String) -> Bool? {
        guard let node = object[key] else { return nil }
        guard case .bool(let value) = node else {
            fail(Self.join(path, key), "must be true or false, got \(node.summary)")
            return nil
        }
        return value
    }

    mutating func string(_ object: SpecFields, _ key: String, at path: String) -> String? {
        guard let node = object[key] else { return nil }
        guard case .string(let value) = node else {
            fail(Self.join(path, key), "must be a string, got \(node.summary)")
            return nil
        }
        return value
    }

    mutating func choice<Choice: RawRepresentable & CaseIterable>(
        _ object: SpecFields, _ key: String, at path: String, as type: Choice.Type
    ) -> Choice? where Choice.RawValue == String {
        guard let node = object[key] else { return nil }
        if case .string(let raw) = node, let value = Choice(rawValue: raw) { return value }
        let names = Choice.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        fail(Self.join(path, key), "must be one of \(names), got \(node.summary)")
        return nil
    }

    /// A choice named by its case (`"byTruncatingTail"`): UIKit's integer-valued enums, spelled as Swift spells them.
    mutating func choice<Choice: CaseIterable>(
        _ object: SpecFields, _ key: String, at path: String, named type: Choice.Type
    ) -> Choice? {
        guard let node = object[key] else { return nil }
        if case .string(let name) = node, let value = Choice.allCases.first(where: { "\($0)" == name }) {
            return value
        }
        let names = Choice.allCases.map { "\"\($0)\"" }.joined(separator: ", ")
        fail(Self.join(path, key), "must be one of \(names), got \(node.summary)")
        return nil
    }

    /// A length: a number ≥ 0, or `"auto"` when `allowsAuto`.
    mutating func length(
        _ object: SpecFields, _ key: String, at path: String, allowsAuto: Bool
    ) -> ListSpecLength? {
        guard let node = object[key] else { return nil }
        if allowsAuto, case .string("auto") = node { return .auto }
        guard case .number(let value) = node, NumberRule.nonNegative.accepts(value) else {
            let expectation = NumberRule.nonNegative.expectation + (allowsAuto ? " or \"auto\"" : "")
            fail(Self.join(path, key), "\(expectation), got \(node.summary)")
            return nil
        }
        guard value <= ListSpecLimits.length else {
            fail(Self.join(path, key), "\(NumberRule.nonNegative.beyond(ListSpecLimits.length)), got \(node.summary)")
            return nil
        }
        return .fixed(CGFloat(value))
    }

    mutating func color(_ object: SpecFields, _ key: String, at path: String) -> ListColor? {
        guard let node = object[key] else { return nil }
        if case .string(let string) = node, let color = try? ListColor(specString: string) { return color }
        if case .object = node {
            // { "light": "#…", "dark": "#…" }: a colour that adapts to the theme.
            let here = Self.join(path, key)
            guard let fields = fields(node, at: here, known: ["light", "dark"]) else { return nil }
            if fields["light"] == nil { fail(Self.join(here, "light"), "is required: the colour in light appearance") }
            if fields["dark"] == nil { fail(Self.join(here, "dark"), "is required: the colour in dark appearance") }
            guard let light = color(fields, "light", at: here), let dark = color(fields, "dark", at: here) else {
                return nil
            }
            return ListColor(light: light.resolved(for: .light), dark: dark.resolved(for: .dark))
        }
        fail(
            Self.join(path, key),
            "must be a colour \"#RRGGBB\" or \"#RRGGBBAA\", a UIKit colour name such as \"systemBackground\", "
                + "or { \"light\": …, \"dark\": … }, got \(node.summary)")
        return nil
    }

    /// An id: a string, or a number written as its JSON text.
    mutating func id(_ object: SpecFields, at path: String) -> String? {
        guard let node = object["id"] else { return nil }
        switch node {
        case .string(let value): return value
        case .number(let value) where value.isFinite: return ListJSONNumber.format(value)
        default:
            fail(Self.join(path, "id"), "must be a string or a number, got \(node.summary)")
            return nil
        }
    }

    /// Insets whose four edges are numbers ≥ 0 (each defaults to 0).
    mutating func insets(_ object: SpecFields, _ key: String, at path: String) -> ListEdgeInsets? {
        guard object[key] != nil else { return nil }
        let insetPath = Self.join(path, key)
        guard let fields = fields(object[key], at: insetPath, known: ["top", "left", "bottom", "right"]) else {
            return nil
        }
        return ListEdgeInsets(
            top: number(fields, "top", at: insetPath, rule: .nonNegative) ?? 0,
            left: number(fields, "left", at: insetPath, rule: .nonNegative) ?? 0,
            bottom: number(fields, "bottom", at: insetPath, rule: .nonNegative) ?? 0,
            right: number(fields, "right", at: insetPath, rule: .nonNegative) ?? 0)
    }

    /// Reports ids that occur twice in one array: each repeat names the first occurrence.
    mutating func checkDuplicateIDs(_ entries: [(id: String, path: String)]) {
        var first: [String: String] = [:]
        for entry in entries {
            if let earlier = first[entry.id] {
                fail(entry.path, "duplicate id \"\(entry.id)\" (first at \(earlier))")
            } else {
                first[entry.id] = entry.path
            }
        }
    }

    /// The known key nearest to a misspelt one (at most 2 edits away).
    static func closest(to key: String, in known: [String]) -> String? {
        let scored = known.map { ($0, editDistance(key.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= 2 else { return nil }
        return best.0
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return a.isEmpty ? b.count : row[b.count]
    }
}
