import ListCore
import ListPlumbing

/// Makes text from specs and file names safe for the places a suite writes it: the terminal, XML, HTML and URLs.
///
/// Specs and file names may hold control characters (an ESC that would recolour the terminal, a NUL that makes XML
/// invalid). Each of them is shown as a visible escape such as `\x1B`, so the reader still sees that it is there.
///
/// ```swift
/// ReportText.terminal("feed\u{1B}[31m.json")   // "feed\\x1B[31m.json"
/// ReportText.xml("a < b")                       // "a &lt; b"
/// ReportText.url("shots/a?b#c.png")             // "shots/a%3Fb%23c.png"
/// ```
public enum ReportText {
    /// Text with every control character (C0 but tab and newline, DEL, C1) written as `\xHH`.
    public static func terminal(_ text: String) -> String {
        replacingControls(in: text, keeping: ["\n", "\t"])
    }

    /// Text escaped for XML 1.0 content and attributes: markup characters as entities, characters XML cannot hold
    /// as `\xHH`; in attributes, newlines and tabs as character references (so they survive).
    public static func xml(_ text: String, attribute: Bool = true) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in replacingControls(in: text, keeping: ["\n", "\t"]).unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n" where attribute: result += "&#10;"
            case "\t" where attribute: result += "&#9;"
            case "\u{FFFE}", "\u{FFFF}": result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Text escaped for HTML content and quoted attributes.
    public static func html(_ text: String) -> String { xml(text, attribute: false) }

    /// A relative path percent-encoded for a `src` or `href` (every byte but unreserved characters and `/`).
    public static func url(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            let character = Character(Unicode.Scalar(byte))
            if byte < 0x80, character.isLetter || character.isNumber || "-._~/".contains(character) {
                result.append(character)
            } else {
                result += "%" + TerminalText.hex(byte)
            }
        }
        return result
    }

    private static func replacingControls(in text: String, keeping kept: Set<Unicode.Scalar>) -> String {
        TerminalText.escaped(text, keeping: kept)
    }
}
