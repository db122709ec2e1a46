import Foundation
import ListPlumbing
import Yams

extension ListSpec {
    /// Decodes the syntax tree of a document, turning syntax errors into a ``ListSpecError``.
    static func decodeTree(_ data: Data, format: ListSpecFormat, file: String) throws -> JSONValue {
        var data = data
        if format == .json, let encoding = ListJSONSyntax.wideEncoding(of: data),
            let decoded = String(data: data, encoding: encoding)
        {
            // UTF-16 and UTF-32 JSON is read as the UTF-8 text it decodes to (Foundation's decoder misreads UTF-32
            // with a byte order mark); one that does not decode is left to the check, which says so.
            data = Data(decoded.utf8)
        }
        if format == .json {
            // Strict JSON first, with the line and column of a syntax error (Foundation accepts trailing commas and
            // gives at most a byte offset).
            do throws(ListJSONSyntaxError) {
                try ListJSONSyntax.check(data, maximumDepth: ListSpecLimits.depth)
            } catch {
                if let path = error.path {
                    // Valid JSON holding a key twice in one object: its meaning is open, so the spec is refused.
                    throw ListSpecError(file: file, issues: [ListSpecIssue(
                        path: path, message: error.reason, line: error.line, column: error.column)])
                }
                throw ListSpecError(file: file, issues: [ListSpecIssue(
                    path: "", message: "not valid JSON: \(error.reason)", line: error.line, column: error.column)])
            }
        }
        do {
            switch format {
            case .json: return try JSONValue.parsing(checkedJSON: data)
            case .yaml:
                guard let text = String(data: data, encoding: .utf8) else { throw notUTF8(data, file: file) }
                // Bounded first: a deep document would overflow the parser's stack, an alias bomb fill memory. The
                // tree is built from the composed nodes, so that a quoted scalar stays a string (`"44"`, `"null"`).
                return try JSONValue.fromYAML(try YAMLBudget.compose(text), file: file)
            }
        } catch let error as CheckedJSONError {
            // The only value a JSON spec tree cannot hold: a number a Double cannot represent, such as 1e309.
            throw ListSpecError(file: file, issues: [ListSpecIssue(path: error.jsonPath, message: error.message)])
        } catch let error as ListSpecError {
            throw error
        } catch let error as YAMLBudgetError {
            throw ListSpecError(file: file, issues: [ListSpecIssue(
                path: "", message: "YAML \(error.message)", line: error.line, column: error.column)])
        } catch {
            if format == .json, let located = ListJSONSyntax.locate(error, in: data) {
                throw ListSpecError(file: file, issues: [ListSpecIssue(
                    path: "", message: "not valid JSON: \(located.reason)", line: located.line, column: located.column)])
            }
            if format == .yaml, let text = String(data: data, encoding: .utf8),
                let located = yamlSyntaxIssue(error, in: text)
            {
                throw ListSpecError(file: file, issues: [located])
            }
            let name = format == .json ? "JSON" : "YAML"
            throw ListSpecError(
                file: file, issues: [ListSpecIssue(path: "", message: "not valid \(name): \(syntaxReason(error))")])
        }
    }

    /// The error of a YAML file that is not UTF-8, at its first byte that is not.
    static func notUTF8(_ data: Data, file: String) -> ListSpecError {
        var offset = 0
        var iterator = data.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        parsing: while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: break parsing
            case .error: break parsing
            }
        }
        let place = ListJSONSyntax.location(ofByte: offset, in: data)
        let byte = offset < data.count ? String(data[data.startIndex + offset], radix: 16, uppercase: true) : "?"
        return ListSpecError(file: file, issues: [ListSpecIssue(
            path: "", message: "not valid YAML: byte 0x\(byte) is not UTF-8 text (a spec is UTF-8)",
            line: place.line, column: place.column)])
    }

    /// `sections[2].items[5].height` for a path into the tree (odd keys quoted, as ``JSONPath`` writes them).
    package static func jsonPath(_ components: [JSONPathComponent]) -> String { JSONPath.string(components) }

    /// A YAML reader's error as a spec issue: the line and column (from 1, in Unicode scalars as libyaml counts) of
    /// the problem and a short reason in our words (libyaml's problem and the construct it was reading, with where
    /// that started), never Yams' text with its source excerpt; `nil` for an error that is not a YAML syntax error.
    ///
    /// ```
    /// feed.yml:3:5: not valid YAML: did not find expected ',' or ']' (in the flow sequence that starts at 2:12)
    /// feed.yml:2:7: not valid YAML: control character U+0007 (YAML text allows tab, line breaks and printable characters)
    /// ```
    static func yamlSyntaxIssue(_ error: any Error, in text: String) -> ListSpecIssue? {
        guard let error = error as? YamlError else { return nil }
        let context: YamlError.Context?
        let problem: String
        let mark: Mark
        switch error {
        case .scanner(let found, let words, let place, _), .parser(let found, let words, let place, _),
            .composer(let found, let words, let place, _):
            (context, problem, mark) = (found, words, place)
        case .reader(let words, let offset, let value, _):
            // The offset counts characters of the text; the place counts Unicode scalars, as libyaml's marks do.
            let place = offset.map { yamlPlace(ofCharacter: $0, in: text) } ?? (line: 1, column: 1)
            var reason = words
            if words == "control characters are not allowed", value >= 0, let scalar = Unicode.Scalar(UInt32(value)) {
                reason = "control character U+\(String(scalar.value, radix: 16, uppercase: true).yamlPadded)"
                    + " (YAML text allows tab, line breaks and printable characters)"
            }
            return ListSpecIssue(path: "", message: "not valid YAML: \(reason)", line: place.line, column: place.column)
        default: return nil
        }
        var reason = problem
        if problem == "found character that cannot start any token", yamlCharacter(at: mark, in: text) == "\t" {
            reason += " (a tab: YAML indents with spaces)"
        } else if let context, context.text != "while scanning for the next token" {
            // libyaml says "while parsing a block mapping": what it was reading, and where that began.
            var construct = context.text
            for prefix in ["while parsing ", "while scanning "] where construct.hasPrefix(prefix) {
                construct.removeFirst(prefix.count)
            }
            if construct.hasPrefix("a ") { construct = "the " + construct.dropFirst(2) }
            if construct.hasPrefix("an ") { construct = "the " + construct.dropFirst(3) }
            reason += " (in \(construct) that starts at \(context.mark.line):\(context.mark.column))"
        }
        return ListSpecIssue(path: "", message: "not valid YAML: \(reason)", line: mark.line, column: mark.column)
    }

    /// The Unicode scalar at a line and column (from 1) of a text, if there is one.
    static func yamlCharacter(at mark: Mark, in text: String) -> Unicode.Scalar? {
        let lines = text.split(separator: "\n", maxSplits: mark.line, omittingEmptySubsequences: false)
        guard mark.line >= 1, mark.line <= lines.count else { return nil }
        let scalars = lines[mark.line - 1].unicodeScalars
        guard mark.column >= 1, mark.column <= scalars.count else { return nil }
        return scalars[scalars.index(scalars.startIndex, offsetBy: mark.column - 1)]
    }

    /// The line and column (from 1; columns in Unicode scalars) of a character offset of a text.
    static func yamlPlace(ofCharacter offset: Int, in text: String) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for character in text.prefix(offset) {
            if character == "\n" || character == "\r\n" || character == "\r" {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        return (line, column)
    }

    static func syntaxReason(_ error: any Error) -> String {
        if case DecodingError.dataCorrupted(let context) = error {
            if let underlying = context.underlyingError as NSError?,
                let detail = underlying.userInfo[NSDebugDescriptionErrorKey] as? String
            {
                return detail
            }
            if let underlying = context.underlyingError { return "\(underlying)" }
            return context.debugDescription
        }
        return "\(error)"
    }
}

extension String {
    /// The text with zeros before it up to four characters (`7` → `0007`).
    fileprivate var yamlPadded: String { String(repeating: "0", count: max(0, 4 - count)) + self }
}
