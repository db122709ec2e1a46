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
package enum ReportText {
    /// Text with every control character (C0 but tab and newline, DEL, C1) written as `\xHH`.
    package static func terminal(_ text: String) -> String {
        replacingControls(in: text, keeping: ["\n", "\t"])
    }

    /// Text escaped for XML 1.0 content and attributes: markup characters as entities, characters XML cannot hold
    /// as `\xHH`; in attributes, newlines and tabs as character references (so they survive).
    package static func xml(_ text: String, attribute: Bool = true) -> String {
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
    package static func html(_ text: String) -> String { xml(text, attribute: false) }

    /// Text for GitHub-flavoured Markdown (a table cell, a list item, inside `<code>`), shown as it is and never
    /// read as markup: every ASCII punctuation character becomes a numeric character reference (`[` `&#91;`, `*`
    /// `&#42;`, `|` `&#124;`, `<` `&#60;` …), so no link, image, emphasis, code span, HTML tag or table cell can
    /// start, and `www.`, `http://` are not recognised as links; `@` is preceded by an empty HTML comment, which ends
    /// the text an e-mail link would be found in; a newline becomes `<br>`; control characters are `\xHH`.
    ///
    /// ```swift
    /// ReportText.markdown("[x](https://e.example)")   // "&#91;x&#93;&#40;https&#58;&#47;&#47;e&#46;example&#41;"
    /// ```
    package static func markdown(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count * 2)
        for scalar in replacingControls(in: text, keeping: ["\n", "\t"]).unicodeScalars {
            switch scalar {
            case "\n": result += "<br>"
            case "@": result += "<!---->&#64;"
            case _ where scalar.isASCII && scalar.properties.generalCategory.isPunctuationOrSymbol:
                result += "&#\(scalar.value);"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A relative path percent-encoded for a `src` or `href` (every byte but unreserved characters and `/`).
    package static func url(_ path: String) -> String {
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

extension Unicode.GeneralCategory {
    /// Punctuation (`!`, `[`, `*`, …) or a symbol (`$`, `<`, `` ` ``, `|`, …): for ASCII, what Markdown may read.
    fileprivate var isPunctuationOrSymbol: Bool {
        switch self {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            true
        default: false
        }
    }
}
