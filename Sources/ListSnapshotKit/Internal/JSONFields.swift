import Foundation
import ListCore
import ListPlumbing
import ListSpecKit

/// One JSON object of a file ListPreview wrote and reads back — `results.json`, a golden's `manifest.json`, a layout
/// sidecar — read as strictly as a spec: every field's type, every array's length and every number's range is
/// checked, and a failure names the field by its JSON path (`cases[3].imageSize`). Such files come from pull requests
/// and CI artifacts, so nothing in them is trusted.
///
/// ```swift
/// let root = try JSONFields.root(of: data)                        // strict JSON, an object
/// let count = try root.integer("frameCount", in: 0...10_000)       // "frameCount: must be an integer from 0 to 10000, got 1e18"
/// ```
struct JSONFields {
    /// The object's JSON path (`""` for the root, `cases[3]`).
    var path: String
    /// Its fields.
    var fields: [String: JSONValue]

    /// The root object of a JSON text, checked as specs are (strict syntax, no key twice, at most 64 levels).
    ///
    /// - Throws: ``JSONFieldError`` (`not valid JSON at LINE:COLUMN: …`, `must be an object`).
    static func root(of data: Data) throws(JSONFieldError) -> JSONFields {
        do throws(ListJSONSyntaxError) {
            try ListJSONSyntax.check(data, maximumDepth: 64)
        } catch {
            throw JSONFieldError(path: "", reason: "not valid JSON at \(error)")
        }
        let node: JSONValue
        do {
            node = try JSONValue.parsing(checkedJSON: ListJSONSyntax.utf8Text(of: data))
        } catch let error as CheckedJSONError {
            throw JSONFieldError(path: error.jsonPath, reason: error.message)
        } catch {
            throw JSONFieldError(path: "", reason: "not valid JSON: \(error)")
        }
        guard let fields = node.objectFields else {
            throw JSONFieldError(path: "", reason: "must be an object, got \(node.summary)")
        }
        return JSONFields(path: "", fields: fields)
    }

    private func join(_ key: String) -> String { JSONPath.member(key, of: path) }

    private func fail(_ key: String, _ reason: String) -> JSONFieldError {
        JSONFieldError(path: join(key), reason: reason)
    }

    /// The value of `key`, or `nil` when it is absent or `null`.
    private func value(_ key: String) -> JSONValue? {
        guard let node = fields[key], node != .null else { return nil }
        return node
    }

    /// A string field; `nil` when absent or `null`.
    func optionalString(_ key: String) throws(JSONFieldError) -> String? {
        guard let node = value(key) else { return nil }
        guard case .string(let text) = node else { throw fail(key, "must be a string, got \(node.summary)") }
        return text
    }

    /// A string field that must be there.
    func string(_ key: String) throws(JSONFieldError) -> String {
        guard let text = try optionalString(key) else { throw fail(key, "must be a string, got nothing") }
        return text
    }

    /// A boolean field; `nil` when absent or `null`.
    func optionalBool(_ key: String) throws(JSONFieldError) -> Bool? {
        guard let node = value(key) else { return nil }
        guard case .bool(let flag) = node else { throw fail(key, "must be true or false, got \(node.summary)") }
        return flag
    }

    /// A number field within `range`; `nil` when absent or `null`.
    func optionalNumber(_ key: String, in range: ClosedRange<Double>) throws(JSONFieldError) -> Double? {
        guard let node = value(key) else { return nil }
        return try Self.number(node, in: range, at: join(key))
    }

    /// A number field within `range` that must be there.
    func number(_ key: String, in range: ClosedRange<Double>) throws(JSONFieldError) -> Double {
        guard let number = try optionalNumber(key, in: range) else {
            throw fail(key, "must be a number from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound)), got nothing")
        }
        return number
    }

    /// An integer field within `range` (a whole number, checked before any conversion); `nil` when absent or `null`.
    func optionalInteger(_ key: String, in range: ClosedRange<Int>) throws(JSONFieldError) -> Int? {
        guard let node = value(key) else { return nil }
        let bounds = "an integer from \(range.lowerBound) to \(range.upperBound)"
        guard case .number(let number) = node, number.rounded() == number,
            number >= Double(range.lowerBound), number <= Double(range.upperBound), let integer = Int(exactly: number)
        else { throw fail(key, "must be \(bounds), got \(node.summary)") }
        return integer
    }

    /// An integer field within `range` that must be there.
    func integer(_ key: String, in range: ClosedRange<Int>) throws(JSONFieldError) -> Int {
        guard let integer = try optionalInteger(key, in: range) else {
            throw fail(key, "must be an integer from \(range.lowerBound) to \(range.upperBound), got nothing")
        }
        return integer
    }

    /// An array of exactly `count` numbers within `range`; `nil` when absent or `null`.
    func optionalNumbers(_ key: String, count: Int, in range: ClosedRange<Double>) throws(JSONFieldError) -> [Double]? {
        guard let node = value(key) else { return nil }
        guard case .array(let elements) = node, elements.count == count else {
            throw fail(key, "must be an array of \(count) numbers, got \(Self.describe(node))")
        }
        var numbers: [Double] = []
        for (index, element) in elements.enumerated() {
            numbers.append(try Self.number(element, in: range, at: join(key) + "[\(index)]"))
        }
        return numbers
    }

    /// An array of strings; `nil` when absent or `null`.
    func optionalStrings(_ key: String) throws(JSONFieldError) -> [String]? {
        guard let node = value(key) else { return nil }
        guard case .array(let elements) = node else { throw fail(key, "must be an array of strings, got \(node.summary)") }
        return try elements.enumerated().map { (index, element) throws(JSONFieldError) in
            guard case .string(let text) = element else {
                throw JSONFieldError(path: join(key) + "[\(index)]", reason: "must be a string, got \(element.summary)")
            }
            return text
        }
    }

    /// An object whose values are all strings; `nil` when absent or `null`.
    func optionalStringMap(_ key: String) throws(JSONFieldError) -> [String: String]? {
        guard let object = try optionalObject(key) else { return nil }
        var map: [String: String] = [:]
        for name in object.fields.keys.sorted() { map[name] = try object.string(name) }
        return map
    }

    /// An object field; `nil` when absent or `null`.
    func optionalObject(_ key: String) throws(JSONFieldError) -> JSONFields? {
        guard let node = value(key) else { return nil }
        guard let fields = node.objectFields else { throw fail(key, "must be an object, got \(node.summary)") }
        return JSONFields(path: join(key), fields: fields)
    }

    /// An array of objects; `nil` when absent or `null`.
    func optionalObjects(_ key: String) throws(JSONFieldError) -> [JSONFields]? {
        guard let node = value(key) else { return nil }
        guard case .array(let elements) = node else { throw fail(key, "must be an array of objects, got \(node.summary)") }
        return try elements.enumerated().map { (index, element) throws(JSONFieldError) in
            guard let fields = element.objectFields else {
                throw JSONFieldError(path: join(key) + "[\(index)]", reason: "must be an object, got \(element.summary)")
            }
            return JSONFields(path: join(key) + "[\(index)]", fields: fields)
        }
    }

    /// An array of objects that must be there.
    func objects(_ key: String) throws(JSONFieldError) -> [JSONFields] {
        guard let objects = try optionalObjects(key) else { throw fail(key, "must be an array of objects, got nothing") }
        return objects
    }

    private static func number(_ node: JSONValue, in range: ClosedRange<Double>, at path: String) throws(JSONFieldError)
        -> Double
    {
        guard case .number(let number) = node, number.isFinite, range.contains(number) else {
            throw JSONFieldError(
                path: path, reason: "must be a number from \(format(range.lowerBound)) to \(format(range.upperBound)), got \(node.summary)")
        }
        return number
    }

    private static func describe(_ node: JSONValue) -> String {
        guard case .array(let elements) = node else { return node.summary }
        return elements.count == 1 ? "1 element" : "\(elements.count) elements"
    }

    private static func format(_ value: Double) -> String { ListJSONNumber.format(value) }
}

/// A field of a JSON file that is not what ListPreview writes there: its JSON path and what is wrong.
struct JSONFieldError: Error, CustomStringConvertible {
    /// The field's JSON path (`cases[3].imageSize`), empty for the document as a whole.
    var path: String
    /// What is wrong (`must be an array of 2 numbers, got 1 element`).
    var reason: String

    var description: String { path.isEmpty ? reason : "\(path): \(reason)" }
}
