import Foundation
import ListPreview

/// An element of a `diff` input file: `{ "id": <string or number>, "value": <any JSON> }`, or a bare string or
/// number that is its own id and value.
///
/// Ids are compared by their text (a number in its shortest form), so `1`, `1.0` and `"1"` are the same id — which
/// is also how the output's maps write them. Values are compared as JSON.
struct DiffElement: ListDiffableValue {
    /// The id as text.
    var id: String
    /// The content; `null` when the element has no `value`.
    var value: DiffJSONValue

    var diffIdentity: String { id }

    func isEqual(toDiffableObject object: DiffElement) -> Bool { value == object.value }
}

extension DiffElement {
    /// Reads the elements of a `diff` input file.
    ///
    /// - Parameter path: the file, as given on the command line (messages name it so).
    /// - Throws: ``InputError`` naming the file and the JSON path of the first problem.
    static func load(_ path: String) throws -> [DiffElement] {
        let data: Data
        do {
            data = try InputFile.read(path)
        } catch let error as InputFileError {
            throw InputError(error.description)
        }
        do throws(ListJSONSyntaxError) {
            try ListJSONSyntax.check(data)  // strict JSON, with the line and column of a syntax error
        } catch {
            throw InputError("\(path):\(error.line):\(error.column): malformed JSON: \(error.reason)")
        }
        let root: DiffJSONValue
        do {
            root = try JSONDecoder().decode(DiffJSONValue.self, from: data)
        } catch {
            throw InputError("\(path): malformed JSON: \(Self.reason(error, data: data))")
        }
        guard case .array(let elements) = root else {
            throw InputError("\(path): expected an array of elements, got \(root.kindDescription)")
        }
        return try elements.enumerated().map { index, element in
            do {
                return try DiffElement(element)
            } catch let problem as ElementProblem {
                throw InputError("\(path): [\(index)]\(problem.subpath): \(problem.message)")
            }
        }
    }

    /// Reads one element.
    private init(_ json: DiffJSONValue) throws(ElementProblem) {
        if let text = json.idText {
            self.init(id: text, value: json)
            return
        }
        guard case .object(let fields) = json else {
            throw ElementProblem(
                subpath: "", message: "expected an object { \"id\", \"value\" }, a string or a number, got \(json.kindDescription)")
        }
        guard let id = fields["id"] else {
            throw ElementProblem(subpath: ".id", message: "missing: expected a string or a number")
        }
        guard let text = id.idText else {
            throw ElementProblem(subpath: ".id", message: "expected a string or a number, got \(id.kindDescription)")
        }
        self.init(id: text, value: fields["value"] ?? .null)
    }

    /// What went wrong in an element, relative to it.
    private struct ElementProblem: Error {
        var subpath: String
        var message: String
    }

    /// The parser's own explanation of malformed JSON (`JSONSerialization` says where: "around line 2, column 5").
    private static func reason(_ error: any Error, data: Data) -> String {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            if let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String { return detail }
        }
        if case DecodingError.dataCorrupted(let context) = error { return context.debugDescription }
        return "\(error)"
    }
}
