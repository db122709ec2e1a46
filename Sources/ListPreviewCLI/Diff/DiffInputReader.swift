import Foundation
import ListPlumbing
import ListPreview

/// Reads a `diff` input — a JSON array of elements — straight from its UTF-8 bytes into ``DiffElement``s, in one
/// pass, without a Foundation object per value.
///
/// The text must already have passed ``ListJSONSyntax/check(_:maximumDepth:refusingDuplicateKeys:)`` (strict JSON,
/// well-formed UTF-8, paired surrogate escapes, no key twice in an object, at most 512 levels of nesting): the
/// reader builds values and leaves the grammar to the check. It still stops with a ``Problem`` (never a trap) if the
/// text is not what the check lets through.
///
/// Values are read as `JSONSerialization` read them before: a number is an integer when `Int64` holds it exactly,
/// whatever its spelling (`1`, `1.0`, `1e2`), otherwise a `Double` (the nearest to its decimal text); a number no
/// `Double` holds (`1e400`) is refused with its place. An element object's `id` and `value` are read; any other key
/// is read past.
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
            var reader = DiffInputReader(bytes: bytes)
            do throws(Problem) {
                return .success(try reader.elements())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private let bytes: UnsafeRawBufferPointer
    private var index = 0

    private init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    }

    // MARK: Elements

    private mutating func elements() throws(Problem) -> [DiffElement] {
        skipWhitespace()
        guard let first = peek() else { throw Problem.malformed(offset: index) }
        guard first == UInt8(ascii: "[") else { throw Problem.rootIsNot(kind: Self.kind(startingWith: first)) }
        index += 1
        var elements: [DiffElement] = []
        // A rough guess of the count (elements are rarely shorter than 8 bytes), so that the array grows rarely.
        elements.reserveCapacity(min(bytes.count / 8, 1 << 24))
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
        index += 1  // {
        var id: JSONValue?
        var value = JSONValue.null
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            index += 1
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

    // MARK: Values

    private mutating func value() throws(Problem) -> JSONValue {
        skipWhitespace()
        guard let byte = peek() else { throw Problem.malformed(offset: index) }
        switch byte {
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default: return try number()
        }
    }

    private mutating func literal(_ word: StaticString, _ value: JSONValue) throws(Problem) -> JSONValue {
        let start = index
        index += word.utf8CodeUnitCount
        guard index <= bytes.count else { throw Problem.malformed(offset: start) }
        return value
    }

    private mutating func object() throws(Problem) -> JSONValue {
        index += 1  // {
        var fields: [(String, JSONValue)] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            return .object(fields)
        }
        while true {
            skipWhitespace()
            let key = try string()
            skipWhitespace()
            guard next() == UInt8(ascii: ":") else { throw Problem.malformed(offset: index - 1) }
            fields.append((key, try value()))
            skipWhitespace()
            switch next() {
            case UInt8(ascii: ","): continue
            case UInt8(ascii: "}"): return .object(fields)
            default: throw Problem.malformed(offset: index - 1)
            }
        }
    }

    private mutating func array() throws(Problem) -> JSONValue {
        index += 1  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            elements.append(try value())
            skipWhitespace()
            switch next() {
            case UInt8(ascii: ","): continue
            case UInt8(ascii: "]"): return .array(elements)
            default: throw Problem.malformed(offset: index - 1)
            }
        }
    }

    /// A string, its escapes decoded (the check has paired every surrogate escape and validated the UTF-8).
    private mutating func string() throws(Problem) -> String {
        guard next() == UInt8(ascii: "\"") else { throw Problem.malformed(offset: index - 1) }
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
            index += 1
        }
        throw Problem.malformed(offset: start - 1)
    }

    /// The rest of a string that holds an escape: its bytes so far, then each escape decoded.
    private mutating func escapedString(from start: Int) throws(Problem) -> String {
        var decoded = [UInt8](UnsafeRawBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: decoded, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard let escape = next() else { throw Problem.malformed(offset: index) }
                switch escape {
                case UInt8(ascii: "b"): decoded.append(0x08)
                case UInt8(ascii: "f"): decoded.append(0x0C)
                case UInt8(ascii: "n"): decoded.append(0x0A)
                case UInt8(ascii: "r"): decoded.append(0x0D)
                case UInt8(ascii: "t"): decoded.append(0x09)
                case UInt8(ascii: "u"):
                    UTF8.encode(try unicodeEscape()) { decoded.append($0) }
                default: decoded.append(escape)  // \" \\ \/
                }
            default:
                decoded.append(byte)
            }
        }
        throw Problem.malformed(offset: start - 1)
    }

    /// The scalar of a `\uXXXX` escape (its `\u` read), or of a surrogate pair `\uD83D\uDE00`.
    private mutating func unicodeEscape() throws(Problem) -> Unicode.Scalar {
        let high = try hexQuad()
        if (0xD800..<0xDC00).contains(high), index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u")
        {
            index += 2
            let low = try hexQuad()
            guard (0xDC00..<0xE000).contains(low) else { throw Problem.malformed(offset: index - 6) }
            return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
        }
        guard let scalar = Unicode.Scalar(high) else { throw Problem.malformed(offset: index - 6) }
        return scalar
    }

    /// Four hexadecimal digits.
    private mutating func hexQuad() throws(Problem) -> UInt32 {
        guard index + 4 <= bytes.count else { throw Problem.malformed(offset: index) }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw Problem.malformed(offset: index)
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    /// A number: an integer when `Int64` holds it exactly, otherwise the nearest `Double`.
    private mutating func number() throws(Problem) -> JSONValue {
        let start = index
        var isInteger = true
        var negative = false
        var magnitude: UInt64 = 0
        var digits = 0
        if peek() == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        scan: while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if isInteger, digits < 18 { magnitude = magnitude &* 10 &+ UInt64(byte - UInt8(ascii: "0")) }
                digits += 1
            case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"):
                isInteger = false
            case UInt8(ascii: "-") where index > start:
                isInteger = false  // an exponent's sign
            default:
                break scan
            }
            index += 1
        }
        guard digits > 0 else { throw Problem.malformed(offset: start) }
        // Up to 18 digits always fit an Int64; longer integers and every fraction or exponent go through the text.
        if isInteger, digits <= 18 {
            let value = Int64(bitPattern: magnitude)
            return .integer(negative ? -value : value)
        }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        if isInteger, let value = Int64(text) { return .integer(value) }
        guard let value = Double(text), value.isFinite else {
            throw Problem.numberOutOfRange(text: text, offset: start)
        }
        if let integer = Int64(exactly: value) { return .integer(integer) }
        return .number(value)
    }

    // MARK: Bytes

    private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func next() -> UInt8? {
        guard index < bytes.count else { return nil }
        defer { index += 1 }
        return bytes[index]
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// The kind of the value that starts with `byte`, as messages name it.
    private static func kind(startingWith byte: UInt8) -> String {
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
