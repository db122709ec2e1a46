import ListCore

/// The one strict JSON writer (besides the `diff` command's streaming one): keys in the order given, strings escaped
/// so output stays strict JSON and never carries a raw escape sequence to a terminal, numbers as
/// ``ListJSONNumber`` writes them, non-finite numbers as `null`.
///
/// ```swift
/// JSONWriter.write(.object([("a", .array([.number(1), .number(2)]))]))   // "{\n  \"a\": [1, 2]\n}"
/// JSONWriter.quoted("a\"b")                                            // "\"a\\\"b\""
/// ```
package enum JSONWriter {
    /// The text of `value`: arrays of numbers on one line, other arrays and objects one element a line, indented by
    /// two spaces a level.
    ///
    /// - Parameters:
    ///   - value: the value.
    ///   - indent: the indentation of the line `value` starts on.
    /// - Returns: the JSON text (no final newline).
    package static func write(_ value: JSONValue, indent: String = "") -> String {
        switch value {
        case .null: return "null"
        case let .bool(flag): return flag ? "true" : "false"
        case let .integer(number): return String(number)
        case let .number(number): return number.isFinite ? ListJSONNumber.format(number) : "null"
        case let .string(text): return quoted(text)
        case let .array(values):
            if values.isEmpty { return "[]" }
            if values.allSatisfy({ $0.doubleValue != nil }) {
                return "[" + values.map { write($0) }.joined(separator: ", ") + "]"
            }
            let inner = indent + "  "
            return "[\n" + values.map { inner + write($0, indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case let .object(fields):
            if fields.isEmpty { return "{}" }
            let inner = indent + "  "
            return "{\n" + fields.map { inner + quoted($0.0) + ": " + write($0.1, indent: inner) }
                .joined(separator: ",\n") + "\n\(indent)}"
        }
    }

    /// A JSON string literal for `text`: `"` and `\` escaped, newline, return and tab as `\n`, `\r`, `\t`, every
    /// other control character (and DEL) as `\uXXXX`.
    ///
    /// - Parameter text: any string.
    /// - Returns: the literal, quotes included.
    package static func quoted(_ text: String) -> String {
        // Most strings need no escape: copy them whole (a diff of 1M ids writes 2M of them).
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F }) {
            return "\"" + text + "\""
        }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
