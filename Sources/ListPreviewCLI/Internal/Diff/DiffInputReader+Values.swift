import Foundation
import ListPlumbing

/// The values of a `diff` input's elements, read into a ``JSONValue``: objects, arrays, strings with their escapes
/// decoded, literals, and numbers as `JSONSerialization` read them (an integer when `Int64` holds it exactly).
extension DiffInputReader {
    mutating func value() throws(Problem) -> JSONValue {
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
    mutating func string() throws(Problem) -> String {
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
}
