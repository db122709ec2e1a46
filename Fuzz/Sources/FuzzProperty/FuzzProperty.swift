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
            guard let end = jsonPathEnd(rest), rest[end...].hasPrefix(": "), !rest[end...].dropFirst(2).isEmpty else {
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
    /// `["odd key"].y`), or nil when the text does not start with one.
    public static func jsonPathEnd(_ text: Substring) -> Substring.Index? {
        var index = text.startIndex
        var sawComponent = false
        while index < text.endIndex {
            let character = text[index]
            if character == "[", text[text.index(after: index)...].hasPrefix("\"") {
                // `["odd key"]`: a JSON string (escapes included) in brackets.
                var scan = text.index(index, offsetBy: 2)
                var escaped = false
                while scan < text.endIndex, escaped || text[scan] != "\"" {
                    escaped = !escaped && text[scan] == "\\"
                    scan = text.index(after: scan)
                }
                guard scan < text.endIndex, text[scan...].hasPrefix("\"]") else { return nil }
                index = text.index(scan, offsetBy: 2)
                sawComponent = true
            } else if character == "[" {
                var digits = text.index(after: index)
                let start = digits
                while digits < text.endIndex, text[digits].isASCII, text[digits].isNumber {
                    digits = text.index(after: digits)
                }
                guard digits > start, digits < text.endIndex, text[digits] == "]" else { return nil }
                index = text.index(after: digits)
                sawComponent = true
            } else if character == "." || !sawComponent {
                var name = character == "." ? text.index(after: index) : index
                let start = name
                while name < text.endIndex, text[name].isASCII, text[name].isLetter || text[name].isNumber || text[name] == "_" {
                    name = text.index(after: name)
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
