import Foundation
import ListPlumbing
import ListPreview

/// Reads a `diff` input — a JSON array of elements — straight from its UTF-8 bytes into ``DiffElement``s, in one
/// pass, without a Foundation object per value, element by element through ListPlumbing's ``CheckedJSONReader``
/// (the one reader of checked JSON, which specs and sidecars go through too).
///
/// The text must already have passed ``ListJSONSyntax/check(_:maximumDepth:refusingDuplicateKeys:)`` (strict JSON,
/// well-formed UTF-8, paired surrogate escapes, no key twice in an object, at most 512 levels of nesting): the
/// reader builds values and leaves the grammar to the check. It still stops with a ``Problem`` (never a trap) if the
/// text is not what the check lets through.
///
/// Values are read as `JSONSerialization` read them before (``CheckedJSONReader/Numbers/exactIntegers``): a number
/// is an integer when `Int64` holds it exactly, whatever its spelling (`1`, `1.0`, `1e2`), otherwise a `Double` (the
/// nearest to its decimal text); a number no `Double` holds (`1e400`) is refused with its place. An element
/// object's `id` and `value` are read; any other key is read past.
struct DiffInputReader {
    /// Why an input cannot be read as elements.
    enum Problem: Error, Equatable {
        /// The root is not an array: it is `kind` (`"an object"`, `"a number"`, …).
        case rootIsNot(kind: String)
        /// The element at `index` cannot be an element: `subpath` (`""`, `".id"`) and a message.
        case element(index: Int, subpath: String, message: String)
        /// A number that no `Double` holds, its text and the byte offset where it starts.
        case numberOutOfRange(text: String, offset: Int)
        /// Text the syntax check would have refused, at this byte offset.
        case malformed(offset: Int)
    }

    /// The elements of a JSON text in UTF-8 (a leading byte order mark is skipped).
    ///
    /// - Parameter text: the UTF-8 text, already checked.
    /// - Returns: the elements, in order.
    /// - Throws: ``Problem`` for the first element that is not one, or a root that is not an array.
    static func elements(of text: Data) throws(Problem) -> [DiffElement] {
        let result: Result<[DiffElement], Problem> = text.withUnsafeBytes { bytes in
            var reader = DiffInputReader(reader: CheckedJSONReader(bytes: bytes, numbers: .exactIntegers))
            do throws(Problem) {
                return .success(try reader.elements())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// The shared reader of checked JSON, at the next byte.
    private var reader: CheckedJSONReader

    // MARK: Elements

    private mutating func elements() throws(Problem) -> [DiffElement] {
        skipWhitespace()
        guard let first = peek() else { throw Problem.malformed(offset: index) }
        guard first == UInt8(ascii: "[") else { throw Problem.rootIsNot(kind: Self.kind(startingWith: first)) }
        _ = next()
        var elements: [DiffElement] = []
        // A rough guess of the count (elements are rarely shorter than 8 bytes), so that the array grows rarely.
        elements.reserveCapacity(min(reader.bytes.count / 8, 1 << 24))
        skipWhitespace()
        if peek() == UInt8(ascii: "]") { return elements }
        while true {
            elements.append(try element(at: elements.count))
            skipWhitespace()
            switch next() {
            case UInt8(ascii: ","): continue
            case UInt8(ascii: "]"): return elements
            default: throw Problem.malformed(offset: index - 1)
            }
        }
    }

    /// One element: `{ "id", "value" }`, a bare string or a bare number.
    private mutating func element(at position: Int) throws(Problem) -> DiffElement {
        skipWhitespace()
        switch peek() {
        case UInt8(ascii: "\""):
            let text = try string()
            return DiffElement(id: text, value: .string(text))
        case UInt8(ascii: "{"):
            return try elementObject(at: position)
        case let byte?:
            let json = try value()
            guard let id = json.idText else {
                throw Problem.element(
                    index: position, subpath: "",
                    message: "expected an object { \"id\", \"value\" }, a string or a number, got "
                        + Self.kind(startingWith: byte))
            }
            return DiffElement(id: id, value: json)
        case nil:
            throw Problem.malformed(offset: index)
        }
    }

    /// An element written as an object: its `id` (a string or a number) and its `value` (`null` when missing).
    private mutating func elementObject(at position: Int) throws(Problem) -> DiffElement {
        _ = next()  // {
        var id: JSONValue?
        var value = JSONValue.null
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            _ = next()
        } else {
            while true {
                skipWhitespace()
                let key = try string()
                skipWhitespace()
                guard next() == UInt8(ascii: ":") else { throw Problem.malformed(offset: index - 1) }
                switch key {
                case "id": id = try self.value()
                case "value": value = try self.value()
                default: _ = try self.value()
                }
                skipWhitespace()
                let separator = next()
                if separator == UInt8(ascii: "}") { break }
                guard separator == UInt8(ascii: ",") else { throw Problem.malformed(offset: index - 1) }
            }
        }
        guard let id else {
            throw Problem.element(index: position, subpath: ".id", message: "missing: expected a string or a number")
        }
        guard let text = id.idText else {
            throw Problem.element(
                index: position, subpath: ".id", message: "expected a string or a number, got \(id.kindDescription)")
        }
        return DiffElement(id: text, value: value)
    }

    // MARK: Through the shared reader

    private var index: Int { reader.index }
    private func peek() -> UInt8? { reader.peek() }
    private mutating func next() -> UInt8? { reader.next() }
    private mutating func skipWhitespace() { reader.skipWhitespace() }

    private mutating func value() throws(Problem) -> JSONValue {
        do throws(CheckedJSONError) {
            return try reader.value()
        } catch {
            throw Problem(error)
        }
    }

    private mutating func string() throws(Problem) -> String {
        do throws(CheckedJSONError) {
            return try reader.string()
        } catch {
            throw Problem(error)
        }
    }

    /// The kind of the value that starts with `byte`, as messages name it.
    static func kind(startingWith byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "{"): "an object"
        case UInt8(ascii: "["): "an array"
        case UInt8(ascii: "\""): "a string"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): "a boolean"
        case UInt8(ascii: "n"): "null"
        default: "a number"
        }
    }
}

extension DiffInputReader.Problem {
    /// The problem the shared reader found: a number out of range with its text and place, or text the check would
    /// have refused.
    init(_ error: CheckedJSONError) {
        switch error.reason {
        case .numberOutOfRange(let text): self = .numberOutOfRange(text: text, offset: error.offset)
        case .malformed: self = .malformed(offset: error.offset)
        }
    }
}
