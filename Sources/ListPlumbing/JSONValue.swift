import ListCore

/// One JSON value: what ListPreview writes (`results.json`, reports) and what it reads (`diff` inputs, specs in
/// JSON and YAML, golden sidecars and manifests), one tree for all.
///
/// Objects keep their fields in order (a writer's order is the order a reader expects); two values are equal as
/// JSON: numbers by value whatever their spelling (`1 == 1.0`), objects by their keys whatever the order (the last
/// of a repeated key counts), arrays element by element.
///
/// ```swift
/// let value: JSONValue = .object([("name", .string("feed")), ("frames", .array([.integer(1), .number(2.5)]))])
/// JSONWriter.write(value)   // {\n  "name": "feed",\n  "frames": [1, 2.5]\n}
/// ```
package enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// A number an `Int64` holds exactly (as read).
    case integer(Int64)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// `make(value)`, or `null` when `value` is `nil`.
    ///
    /// - Parameters:
    ///   - value: an optional.
    ///   - make: its JSON.
    package static func optional<T>(_ value: T?, _ make: (T) -> JSONValue) -> JSONValue { value.map(make) ?? .null }

    /// JSON equality (see the type's summary).
    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(left), .bool(right)): left == right
        case let (.integer(left), .integer(right)): left == right
        case let (.string(left), .string(right)): left == right
        case let (.array(left), .array(right)): left == right
        case let (.object(left), .object(right)): sameFields(left, right)
        default:
            if let left = lhs.doubleValue, let right = rhs.doubleValue { left == right } else { false }
        }
    }

    /// Objects are equal when they map the same keys to equal values; fields in the same order compare pairwise.
    private static func sameFields(_ left: [(String, JSONValue)], _ right: [(String, JSONValue)]) -> Bool {
        if left.count == right.count, zip(left, right).allSatisfy({ $0.0 == $1.0 && $0.1 == $1.1 }),
            Set(left.map(\.0)).count == left.count
        {
            return true
        }
        let leftFields = Dictionary(left, uniquingKeysWith: { $1 })
        let rightFields = Dictionary(right, uniquingKeysWith: { $1 })
        return leftFields.count == rightFields.count && leftFields.allSatisfy { rightFields[$0.key] == $0.value }
    }

    /// The value of a number; `nil` for other values.
    package var doubleValue: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .number(let value): value
        default: nil
        }
    }

    /// The text of a string or a number used as an id: the string itself, a number in its shortest form
    /// (`1.0` → `"1"`); `nil` for other values.
    package var idText: String? {
        switch self {
        case .string(let text): text
        case .integer(let value): String(value)
        case .number(let value): ListJSONNumber.format(value)
        default: nil
        }
    }

    /// What a message calls this kind of value: `an object`, `a boolean`, ….
    package var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .integer, .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
