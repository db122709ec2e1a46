import Foundation
import ListPlumbing

extension JSONValue {
    /// The tree of a JSON text that ``ListJSONSyntax/check(_:maximumDepth:refusingDuplicateKeys:)`` accepted, in
    /// one pass over its bytes. Foundation's `JSONDecoder` built the same tree through `Decodable`, probing each
    /// value's kind by catching errors: 70 % of the time of a 1,000,000-item spec (about a minute) went there.
    ///
    /// ```swift
    /// try ListJSONSyntax.check(data)
    /// let node = try JSONValue.parsing(checkedJSON: data)   // .object([("sections", .array([...]))])
    /// ```
    ///
    /// - Parameter data: UTF-8 JSON text that passed the check (a UTF-8 byte order mark is skipped).
    /// - Returns: the tree, fields in the order written; every number is a `.number` read as `Double` (correctly
    ///   rounded, as `Double("…")` reads them), never an `.integer`, as the spec and golden readers read numbers.
    /// - Throws: ``JSONNumberError`` with the path of a number beyond the range of a `Double` (`1e309`).
    package static func parsing(checkedJSON data: Data) throws(JSONNumberError) -> JSONValue {
        let result: Result<JSONValue, JSONNumberError> = data.withUnsafeBytes { bytes in
            var builder = JSONTreeBuilder(bytes: bytes)
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { builder.index = 3 }
            do throws(JSONNumberError) {
                return .success(try builder.value())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}

/// A number in a JSON text that a `Double` cannot hold, and where.
package struct JSONNumberError: Error, Equatable {
    /// The keys (`String`) and indexes (`Int`) from the root to the number; empty when the text is that number.
    package var path: [JSONPathComponent]

    /// The path as every reader names it (`sections[0].items[2].height`); empty when the text is that number.
    package var jsonPath: String { ListSpec.jsonPath(path) }

    /// What a reader says about it: the number at ``jsonPath``, or, when the whole document is that number (found
    /// by the fuzzers: `1e30830`), that the document is not the object every reader wants.
    package var message: String {
        let number = "a number beyond the range of a 64-bit floating-point value"
        return path.isEmpty ? "must be an object, got \(number)" : number + " (about ±1.8e308)"
    }
}

/// One step of a path into a tree: a key of an object or an index of an array.
package enum JSONPathComponent: Equatable {
    case key(String)
    case index(Int)
}

/// Builds the tree of checked JSON: the text is known to be well formed (strict syntax, UTF-8, escapes valid), so
/// nothing here reports a syntax error; only a number out of `Double`'s range is refused.
private struct JSONTreeBuilder {
    let bytes: UnsafeRawBufferPointer
    var index = 0
    var path: [JSONPathComponent] = []

    init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    mutating func value() throws(JSONNumberError) -> JSONValue {
        skipWhitespace()
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var object: [(String, JSONValue)] = []
            skipWhitespace()
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(object)
            }
            while true {
                skipWhitespace()
                let key = string()
                skipWhitespace()
                index += 1  // :
                path.append(.key(key))
                object.append((key, try value()))  // the check refused a key written twice
                path.removeLast()
                skipWhitespace()
                index += 1  // , or }
                if bytes[index - 1] == UInt8(ascii: "}") { return .object(object) }
            }
        case UInt8(ascii: "["):
            index += 1
            var array: [JSONValue] = []
            skipWhitespace()
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(array)
            }
            while true {
                path.append(.index(array.count))
                array.append(try value())
                path.removeLast()
                skipWhitespace()
                index += 1  // , or ]
                if bytes[index - 1] == UInt8(ascii: "]") { return .array(array) }
            }
        case UInt8(ascii: "\""):
            return .string(string())
        case UInt8(ascii: "t"):
            index += 4
            return .bool(true)
        case UInt8(ascii: "f"):
            index += 5
            return .bool(false)
        case UInt8(ascii: "n"):
            index += 4
            return .null
        default:
            return .number(try number())
        }
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): index += 1
            default: return
            }
        }
    }

    mutating func number() throws(JSONNumberError) -> Double {
        let start = index
        while index < bytes.count, Self.isNumberByte(bytes[index]) { index += 1 }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let number = Double(text), number.isFinite else { throw JSONNumberError(path: path) }
        return number
    }

    static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
            UInt8(ascii: "e"), UInt8(ascii: "E"):
            true
        default: false
        }
    }

    /// A string at `index` (its opening quote), its escapes decoded.
    mutating func string() -> String {
        index += 1
        let start = index
        // The common case: no escape, the bytes are the text.
        while bytes[index] != UInt8(ascii: "\"") && bytes[index] != UInt8(ascii: "\\") { index += 1 }
        if bytes[index] == UInt8(ascii: "\"") {
            index += 1
            return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<(index - 1)]), as: UTF8.self)
        }
        var utf8 = Array(UnsafeRawBufferPointer(rebasing: bytes[start..<index]))
        while bytes[index] != UInt8(ascii: "\"") {
            guard bytes[index] == UInt8(ascii: "\\") else {
                utf8.append(bytes[index])
                index += 1
                continue
            }
            let escape = bytes[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = UInt32(hex(at: index))
                index += 4
                if (0xD800...0xDBFF).contains(scalar) {  // the check saw its low surrogate follow
                    let low = UInt32(hex(at: index + 2))
                    index += 6
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                utf8.append(contentsOf: String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8)
            default: utf8.append(escape)  // " \ /
            }
        }
        index += 1
        return String(decoding: utf8, as: UTF8.self)
    }

    /// The four hexadecimal digits at `offset`.
    func hex(at offset: Int) -> UInt16 {
        var value: UInt16 = 0
        for byte in UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + 4)]) {
            let digit: UInt8 = switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            default: byte - UInt8(ascii: "A") + 10
            }
            value = value << 4 | UInt16(digit)
        }
        return value
    }
}
