import ListCore
import ListSpecKit

/// Writes strict JSON by hand, keeping keys in the order a reader expects: strings escaped (control characters as
/// `\uXXXX`), numbers as ``ListJSONNumber`` writes them, non-finite numbers as `null`.
enum JSONText {
    /// A JSON value to write.
    indirect enum Value {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([Value])
        case object([(String, Value)])
    }

    /// `value`, or `null`.
    static func optional<T>(_ value: T?, _ make: (T) -> Value) -> Value { value.map(make) ?? .null }

    /// The text of `value`; arrays of numbers stay on one line, objects of a nested level too.
    static func write(_ value: Value, indent: String = "") -> String {
        switch value {
        case .null: return "null"
        case let .bool(flag): return flag ? "true" : "false"
        case let .number(number): return number.isFinite ? ListJSONNumber.format(number) : "null"
        case let .string(text): return quote(text)
        case let .array(values):
            if values.isEmpty { return "[]" }
            if values.allSatisfy({ if case .number = $0 { true } else { false } }) {
                return "[" + values.map { write($0) }.joined(separator: ", ") + "]"
            }
            let inner = indent + "  "
            return "[\n" + values.map { inner + write($0, indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case let .object(fields):
            if fields.isEmpty { return "{}" }
            let inner = indent + "  "
            return "{\n" + fields.map { inner + quote($0.0) + ": " + write($0.1, indent: inner) }
                .joined(separator: ",\n") + "\n\(indent)}"
        }
    }

    /// A JSON string literal (``ListJSONString``).
    static func quote(_ text: String) -> String { ListJSONString.quoted(text) }
}
