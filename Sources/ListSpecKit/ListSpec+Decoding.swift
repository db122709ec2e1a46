import Foundation
import Yams

extension ListSpec {
    /// Decodes the syntax tree of a document, turning syntax errors into a ``ListSpecError``.
    static func decodeTree(_ data: Data, format: ListSpecFormat, file: String) throws -> SpecNode {
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
            case .json: return try JSONDecoder().decode(SpecNode.self, from: data)
            case .yaml:
                guard let text = String(data: data, encoding: .utf8) else { throw notUTF8(data, file: file) }
                // Bounded first: a deep document would overflow the parser's stack, an alias bomb fill memory. The
                // tree is built from the composed nodes, so that a quoted scalar stays a string (`"44"`, `"null"`).
                return try SpecNode.fromYAML(try YAMLBudget.compose(text), file: file)
            }
        } catch DecodingError.typeMismatch(_, let context) where format == .json {
            // The only value a JSON spec tree cannot hold: a number a Double cannot represent, such as 1e309.
            if context.codingPath.isEmpty {
                // The whole document is that number (found by the fuzzer: `1e30830`): a spec is an object.
                throw ListSpecError(file: file, issues: [ListSpecIssue(
                    path: "", message: "must be an object, got a number beyond the range of a 64-bit floating-point value")])
            }
            throw ListSpecError(file: file, issues: [ListSpecIssue(
                path: jsonPath(context.codingPath),
                message: "a number beyond the range of a 64-bit floating-point value (about ±1.8e308)")])
        } catch let error as ListSpecError {
            throw error
        } catch let error as YAMLBudgetError {
            throw ListSpecError(file: file, issues: [ListSpecIssue(path: "", message: "YAML \(error.message)")])
        } catch {
            if format == .json, let located = ListJSONSyntax.locate(error, in: data) {
                throw ListSpecError(file: file, issues: [ListSpecIssue(
                    path: "", message: "not valid JSON: \(located.reason)", line: located.line, column: located.column)])
            }
            if format == .yaml, let mark = yamlMark(error) {
                // Yams starts its text with the place (`3:5: error: parser: …`): it goes before the message instead.
                var reason = syntaxReason(error)
                if reason.hasPrefix("\(mark.line):\(mark.column): ") { reason.removeFirst("\(mark.line):\(mark.column): ".count) }
                throw ListSpecError(file: file, issues: [ListSpecIssue(
                    path: "", message: "not valid YAML: \(reason)", line: mark.line, column: mark.column)])
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

    /// `sections[2].items[5].height` for a decoder's coding path (odd keys quoted, as ``SpecReader/join(_:_:)``).
    static func jsonPath(_ codingPath: [any CodingKey]) -> String {
        var path = ""
        for key in codingPath {
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path = SpecReader.join(path, key.stringValue)
            }
        }
        return path
    }

    /// Where Yams says a YAML syntax error is (line and column from 1), if it says.
    static func yamlMark(_ error: any Error) -> Mark? {
        var error = error
        if case DecodingError.dataCorrupted(let context) = error, let underlying = context.underlyingError {
            error = underlying
        }
        switch error as? YamlError {
        case .scanner(_, _, let mark, _)?, .parser(_, _, let mark, _)?, .composer(_, _, let mark, _)?: return mark
        default: return nil
        }
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
