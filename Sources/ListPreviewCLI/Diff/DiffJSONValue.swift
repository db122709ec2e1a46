import Foundation
import ListPreview

/// A JSON value read from a `diff` input file, compared as JSON: numbers as numbers (`1 == 1.0`), objects by their
/// keys whatever the order, arrays element by element.
enum DiffJSONValue: Equatable {
    case null
    case bool(Bool)
    case integer(Int64)
    case number(Double)
    case string(String)
    case array([DiffJSONValue])
    case object([String: DiffJSONValue])

    /// JSON equality: numbers compare by value whatever their spelling.
    static func == (lhs: DiffJSONValue, rhs: DiffJSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(left), .bool(right)): left == right
        case let (.integer(left), .integer(right)): left == right
        case let (.string(left), .string(right)): left == right
        case let (.array(left), .array(right)): left == right
        case let (.object(left), .object(right)): left == right
        default:
            if let left = lhs.doubleValue, let right = rhs.doubleValue { left == right } else { false }
        }
    }

    /// The value of a number.
    var doubleValue: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .number(let value): value
        default: nil
        }
    }

    /// The text of a string or a number used as an element id: the string itself, a number in its shortest form
    /// (`1.0` → `"1"`); `nil` for other values.
    var idText: String? {
        switch self {
        case .string(let text): text
        case .integer(let value): String(value)
        case .number(let value): ListJSONNumber.format(value)
        default: nil
        }
    }

    /// What a message calls this kind of value: `an object`, `a boolean`, ….
    var kindDescription: String {
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
