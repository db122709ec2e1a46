import Foundation

/// The property every fuzz target checks besides "no crash, no hang": an input error names the file and, for a
/// problem inside the document, its JSON path.
///
/// An error message has one line per problem (the commands print each after `error: `):
///
/// ```
/// /tmp/listpreview-fuzz-42/spec.json: sections[2].items[5].height: must be a finite number ≥ 0, got -4
/// /tmp/listpreview-fuzz-42/spec.json: not valid JSON: Unexpected character 'x' around line 1, column 3.
/// ```
///
/// Every line must start with the file's path and `: ` (or `:LINE:COLUMN: ` for a syntax error); what follows is a JSON path and `: ` (`sections[2].height`,
/// `[3].id`, `layout`), or one of the messages about the document as a whole (`documentMessages`: its syntax, its
/// size, its root value).
public enum FuzzProperty {
    /// Stops the process with `message`: libFuzzer saves the input that led here as a crash.
    public static func fail(_ message: String) -> Never {
        fatalError("fuzz property violated: \(message)")
    }

    /// Checks an error message (the joined lines of an `InputError`).
    ///
    /// - Parameters:
    ///   - message: the error's text.
    ///   - file: the path the error must name.
    ///   - documentMessages: the beginnings of the messages allowed without a JSON path.
    public static func checkError(_ message: String, file: String, documentMessages: [String]) {
        let lines = message.components(separatedBy: "\nerror: ")
        for line in lines {
            guard line.hasPrefix(file + ":"), let rest = afterPlace(line.dropFirst(file.count + 1)) else {
                fail("the error does not start with the file's name \"\(file): \": \(message)")
            }
            if documentMessages.contains(where: { rest.hasPrefix($0) }) { continue }
            // Scalars, not Characters: a key may start with a combining mark, which joins the quote before it.
            guard let end = jsonPathEnd(rest), rest.unicodeScalars[end...].starts(with: ": ".unicodeScalars),
                rest.unicodeScalars[end...].count > 2
            else {
                fail("the error names no JSON path: \(line)")
            }
        }
    }

    /// What follows `: ` or `LINE:COLUMN: ` (the place of a syntax error) after the file's name, or nil.
    static func afterPlace(_ text: Substring) -> Substring? {
        if text.hasPrefix(" ") { return text.dropFirst() }
        let numbers = text.prefix { $0.isASCII && ($0.isNumber || $0 == ":") }
        let parts = numbers.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count > 0, parts[1].count > 0, parts[2].isEmpty,
            text.dropFirst(numbers.count).hasPrefix(" ")
        else { return nil }
        return text.dropFirst(numbers.count + 1)
    }

    /// The end of the JSON path at the start of `text` (`sections[2].items[5].height`, `[3].id`,
    /// `["odd key"].y`), or nil when the text does not start with one. It reads Unicode scalars: a quoted key may
    /// begin with a combining mark (`["\u{300}ide"]`), which a Character view would fuse with the quote.
    public static func jsonPathEnd(_ text: Substring) -> Substring.Index? {
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        var sawComponent = false
        func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isASCII && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || ("0"..."9").contains(scalar) || scalar == "_")
        }
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            if scalar == "[", next < scalars.endIndex, scalars[next] == "\"" {
                // `["odd key"]`: a JSON string (escapes included) in brackets.
                var scan = scalars.index(after: next)
                var escaped = false
                while scan < scalars.endIndex, escaped || scalars[scan] != "\"" {
                    escaped = !escaped && scalars[scan] == "\\"
                    scan = scalars.index(after: scan)
                }
                guard scan < scalars.endIndex, scalars[scan...].starts(with: "\"]".unicodeScalars) else { return nil }
                index = scalars.index(scan, offsetBy: 2)
                sawComponent = true
            } else if scalar == "[" {
                var digits = next
                while digits < scalars.endIndex, ("0"..."9").contains(scalars[digits]) {
                    digits = scalars.index(after: digits)
                }
                guard digits > next, digits < scalars.endIndex, scalars[digits] == "]" else { return nil }
                index = scalars.index(after: digits)
                sawComponent = true
            } else if scalar == "." || !sawComponent {
                var name = scalar == "." ? next : index
                let start = name
                while name < scalars.endIndex, isNameScalar(scalars[name]) {
                    name = scalars.index(after: name)
                }
                guard name > start else { return nil }
                index = name
                sawComponent = true
            } else {
                break
            }
        }
        return sawComponent ? index : nil
    }
}
