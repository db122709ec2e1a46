/// What of a text reaches the shaper (Pango and HarfBuzz). Text comes from specs and code that may be hostile, and
/// HarfBuzz aborts the process on a pathological cluster (70,000 combining marks on one letter ran 15 s, then
/// `SIGABRT`). So, as documented in docs/SPEC.md ("Text"), a text is drawn with:
///
/// - at most 30 combining marks (non-starters) after each base character — Unicode's Stream-Safe Text Format
///   (UAX #15) bound, which no real language needs; the marks beyond are dropped;
/// - at most ``maximumCharacters`` characters; a longer text is cut there and ends with `…`.
///
/// The same bounded text is measured and drawn, so layout and pixels agree.
///
/// ```swift
/// ShapingBudget.bounded("e" + String(repeating: "\u{301}", count: 70_000))   // "e" and 30 acute accents
/// ```
package enum ShapingBudget {
    /// The most combining marks kept after one base character (UAX #15's stream-safe limit).
    package static let maximumMarks = 30
    /// The most characters (grapheme clusters) of one text that are shaped.
    package static let maximumCharacters = 20_000

    /// `text` within the budget (itself when it already is).
    package static func bounded(_ text: String) -> String {
        let scalars = text.unicodeScalars.count
        guard scalars > maximumMarks else { return text }
        var result = ""
        var characters = 0
        var changed = false
        for character in text {
            if characters == maximumCharacters {
                result.append("…")
                return result
            }
            characters += 1
            if character.unicodeScalars.count > maximumMarks + 1 {
                result.unicodeScalars.append(contentsOf: character.unicodeScalars.prefix(maximumMarks + 1))
                changed = true
            } else {
                result.append(character)
            }
        }
        return changed ? result : text
    }
}
