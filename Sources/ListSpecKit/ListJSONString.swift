/// How ListPreview writes a string in JSON: quoted, with `"` and `\` escaped, newline, return and tab as `\n`, `\r`,
/// `\t`, and every other control character (and DEL) as `\uXXXX`, so output stays strict JSON and never carries a raw
/// escape sequence to a terminal.
///
/// ```swift
/// ListJSONString.quoted("a\"b")      // "\"a\\\"b\""
/// ListJSONString.quoted("\u{1B}[31m") // "\"\\u001B[31m\""
/// ```
public enum ListJSONString {
    /// A JSON string literal for `text`.
    ///
    /// - Parameter text: any string.
    /// - Returns: the literal, quotes included.
    public static func quoted(_ text: String) -> String {
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
