import Foundation
import ListPlumbing
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
    var value: JSONValue

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
        // One pass over the UTF-8 bytes straight into the elements: no Foundation object per value.
        let text: Data
        do throws(ListJSONSyntaxError) {
            text = try ListJSONSyntax.utf8Text(of: data)
        } catch {
            throw InputError("\(path):\(error.line):\(error.column): malformed JSON: \(error.reason)")
        }
        do throws(DiffInputReader.Problem) {
            return try DiffInputReader.elements(of: text)
        } catch {
            switch error {
            case .rootIsNot(let kind):
                throw InputError("\(path): expected an array of elements, got \(kind)")
            case .element(let index, let subpath, let message):
                throw InputError("\(path): [\(index)]\(subpath): \(message)")
            case .numberOutOfRange(let number, let offset):
                let place = ListJSONSyntax.location(ofByte: offset, in: text)
                throw InputError(
                    "\(path):\(place.line):\(place.column): malformed JSON: the number \(number) is beyond what a "
                        + "64-bit floating-point number holds (about ±1.8e308)")
            case .malformed(let offset):
                let place = ListJSONSyntax.location(ofByte: offset, in: text)
                throw InputError("\(path):\(place.line):\(place.column): malformed JSON: unexpected text")
            }
        }
    }
}
