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
            try ListJSONSyntax.check(data)  // strict JSON (no key twice in an object), with the line and column of a problem
        } catch {
            if error.path != nil { throw InputError("\(path):\(error)") }  // a key twice in one object
            throw InputError("\(path):\(error.line):\(error.column): malformed JSON: \(error.reason)")
        }
        // One parse into Foundation values, whose types say each value's kind; then one pass to the elements.
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw InputError("\(path): malformed JSON: \(Self.reason(error))")
        }
        guard let elements = root as? [Any] else {
            let kind = DiffJSONValue(foundation: root)?.kindDescription ?? "\(type(of: root))"
            throw InputError("\(path): expected an array of elements, got \(kind)")
        }
        var result: [DiffElement] = []
        result.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            do {
                result.append(try DiffElement(foundation: element))
            } catch {
                throw InputError("\(path): [\(index)]\(error.subpath): \(error.message)")
            }
        }
        return result
    }

    /// Reads one element from what `JSONSerialization` made of it.
    private init(foundation element: Any) throws(ElementProblem) {
        switch element {
        case let text as String:
            self.init(id: text, value: .string(text))
        case let fields as [String: Any]:
            guard let id = fields["id"] else {
                throw ElementProblem(subpath: ".id", message: "missing: expected a string or a number")
            }
            let idValue = try Self.convert(id, at: ".id")
            guard let text = idValue.idText else {
                throw ElementProblem(subpath: ".id", message: "expected a string or a number, got \(idValue.kindDescription)")
            }
            guard let value = fields["value"] else {
                self.init(id: text, value: .null)
                return
            }
            self.init(id: text, value: try Self.convert(value, at: ".value"))
        default:
            try self.init(bare: try Self.convert(element, at: ""))
        }
    }

    /// A Foundation JSON value as a ``DiffJSONValue``.
    private static func convert(_ value: Any, at subpath: String) throws(ElementProblem) -> DiffJSONValue {
        guard let converted = DiffJSONValue(foundation: value) else {
            throw ElementProblem(subpath: subpath, message: "unsupported JSON value of type \(type(of: value))")
        }
        return converted
    }

    /// Reads an element that is not an object: a bare string or number is its own id and value.
    private init(bare json: DiffJSONValue) throws(ElementProblem) {
        guard let text = json.idText else {
            throw ElementProblem(
                subpath: "", message: "expected an object { \"id\", \"value\" }, a string or a number, got \(json.kindDescription)")
        }
        self.init(id: text, value: json)
    }

    /// What went wrong in an element, relative to it.
    private struct ElementProblem: Error {
        var subpath: String
        var message: String
    }

    /// The parser's own explanation of malformed JSON (`JSONSerialization` says where: "around character 50").
    private static func reason(_ error: any Error) -> String {
        (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
    }
}
