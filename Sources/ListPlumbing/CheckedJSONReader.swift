import Foundation

/// The one reader of JSON text that the strict syntax check (`ListJSONSyntax.check`: strict JSON, well-formed UTF-8,
/// paired surrogate escapes, no key twice in an object, bounded nesting) accepted: it builds values straight from
/// the UTF-8 bytes, no Foundation object per value, and leaves the grammar to the check. Every byte it reads is
/// bounds-checked, so a text the check would have refused stops it with ``CheckedJSONError`` (`.malformed`), never
/// a trap.
///
/// ``JSONValue/parsing(checkedJSON:numbers:)`` reads a whole document with it; a reader that wants the elements of
/// a large root array one by one (`diff` inputs) walks the array with ``peek()``, ``next()``,
/// ``skipWhitespace()``, ``string()`` and ``value()``.
///
/// ```swift
/// var reader = CheckedJSONReader(bytes: bytes, numbers: .exactIntegers)
/// reader.skipWhitespace()
/// let first = try reader.value()   // .array([.integer(1), .number(2.5)]) for `[1, 2.5]`
/// ```
package struct CheckedJSONReader {
    /// How numbers are read.
    package enum Numbers: Sendable {
        /// Every number a `.number`, the `Double` nearest to its decimal text (specs, sidecars, manifests).
        case doubles
        /// A number an `Int64` holds exactly, whatever its spelling (`1`, `1.0`, `1e2`), an `.integer`; others
        /// the nearest `Double` (`diff` inputs, as `JSONSerialization` read them).
        case exactIntegers
    }

    /// The UTF-8 text.
    package let bytes: UnsafeRawBufferPointer
    /// The offset of the next byte to read.
    package var index = 0
    /// How numbers are read.
    package let numbers: Numbers
    /// The path from the root to the value being read (for a number's error).
    var path: [JSONPathComponent] = []

    /// A reader at the start of `bytes`, past a UTF-8 byte order mark.
    package init(bytes: UnsafeRawBufferPointer, numbers: Numbers) {
        self.bytes = bytes
        self.numbers = numbers
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    }

    // MARK: Bytes (inlinable: a reader in another module calls them per byte)

    /// The next byte, not read; `nil` at the end.
    @inlinable package func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Reads the next byte; `nil` at the end.
    @inlinable package mutating func next() -> UInt8? {
        guard index < bytes.count else { return nil }
        defer { index += 1 }
        return bytes[index]
    }

    /// Reads past spaces, tabs and line breaks.
    @inlinable package mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// The error for text the check would have refused, at `offset`.
    func malformed(at offset: Int) -> CheckedJSONError {
        CheckedJSONError(reason: .malformed, offset: offset, path: path)
    }

    // MARK: Values

    /// Reads one value (whitespace before it skipped).
    package mutating func value() throws(CheckedJSONError) -> JSONValue {
        skipWhitespace()
        guard let byte = peek() else { throw malformed(at: index) }
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

    private mutating func literal(_ word: StaticString, _ value: JSONValue) throws(CheckedJSONError) -> JSONValue {
        let start = index
        index += word.utf8CodeUnitCount
        guard index <= bytes.count else { throw malformed(at: start) }
        return value
    }

    private mutating func object() throws(CheckedJSONError) -> JSONValue {
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
            guard next() == UInt8(ascii: ":") else { throw malformed(at: index - 1) }
            path.append(.key(key))
            fields.append((key, try value()))  // the check refused a key written twice
            path.removeLast()
            skipWhitespace()
            switch next() {
            case UInt8(ascii: ","): continue
            case UInt8(ascii: "}"): return .object(fields)
            default: throw malformed(at: index - 1)
            }
        }
    }

    private mutating func array() throws(CheckedJSONError) -> JSONValue {
        index += 1  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            path.append(.index(elements.count))
            elements.append(try value())
            path.removeLast()
            skipWhitespace()
            switch next() {
            case UInt8(ascii: ","): continue
            case UInt8(ascii: "]"): return .array(elements)
            default: throw malformed(at: index - 1)
            }
        }
    }
}
