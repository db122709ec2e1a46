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

    /// Converts what `JSONSerialization` read, in one pass: each value's kind is read off its Foundation type
    /// (`String`, `NSNumber`, `[String: Any]`, `[Any]`, `NSNull`), never found by trying one decoding after another.
    ///
    /// A number is an ``integer(_:)`` when it is an integer that `Int64` holds exactly, whatever its spelling (`1`,
    /// `1.0`, `1e2`), otherwise a ``number(_:)``; `true` and `false` are ``bool(_:)``, never numbers.
    ///
    /// - Parameter value: a value `JSONSerialization.jsonObject` returned, or one of its elements.
    /// - Returns: `nil` for a value of another type (`JSONSerialization` makes none).
    init?(foundation value: Any) {
        switch value {
        case let text as String: self = .string(text)
        case let number as NSNumber: self = Self.number(number)
        case let object as [String: Any]:
            var fields: [String: DiffJSONValue] = [:]
            fields.reserveCapacity(object.count)
            for (key, field) in object {
                guard let converted = DiffJSONValue(foundation: field) else { return nil }
                fields[key] = converted
            }
            self = .object(fields)
        case let array as [Any]:
            var elements: [DiffJSONValue] = []
            elements.reserveCapacity(array.count)
            for element in array {
                guard let converted = DiffJSONValue(foundation: element) else { return nil }
                elements.append(converted)
            }
            self = .array(elements)
        case is NSNull: self = .null
        default: return nil
        }
    }

    /// A JSON number or boolean as `JSONSerialization` gives it: booleans are the `NSNumber`s of C type `char`
    /// (`c`), which no JSON number is made of.
    private static func number(_ number: NSNumber) -> DiffJSONValue {
        switch UInt8(bitPattern: number.objCType.pointee) {
        case UInt8(ascii: "c"): return .bool(number.boolValue)
        case UInt8(ascii: "q"), UInt8(ascii: "l"), UInt8(ascii: "i"), UInt8(ascii: "s"): return .integer(number.int64Value)
        case UInt8(ascii: "Q"), UInt8(ascii: "L"), UInt8(ascii: "I"), UInt8(ascii: "S"):
            if let value = Int64(exactly: number.uint64Value) { return .integer(value) }
            return .number(number.doubleValue)
        default:
            let value = number.doubleValue
            if let integer = Int64(exactly: value) { return .integer(integer) }
            return .number(value)
        }
    }

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
