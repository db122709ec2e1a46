import ListPlumbing

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
    public static func quoted(_ text: String) -> String { JSONWriter.quoted(text) }
}
