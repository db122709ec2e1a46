import Foundation

/// The scalars of checked JSON: strings with their escapes decoded, and numbers.
extension CheckedJSONReader {
    /// Reads a string (at its opening quote), its escapes decoded (the check has paired every surrogate escape and
    /// validated the UTF-8).
    package mutating func string() throws(CheckedJSONError) -> String {
        guard next() == UInt8(ascii: "\"") else { throw malformed(at: index - 1) }
        let start = index
        // The common case: no escape, the bytes are the text.
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
        throw malformed(at: start - 1)
    }

    /// The rest of a string that holds an escape: its bytes so far, then each escape decoded.
    private mutating func escapedString(from start: Int) throws(CheckedJSONError) -> String {
        var decoded = [UInt8](UnsafeRawBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: decoded, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard let escape = next() else { throw malformed(at: index) }
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
        throw malformed(at: start - 1)
    }

    /// The scalar of a `\uXXXX` escape (its `\u` read), or of a surrogate pair `\uD83D\uDE00`.
    private mutating func unicodeEscape() throws(CheckedJSONError) -> Unicode.Scalar {
        let high = try hexQuad()
        if (0xD800..<0xDC00).contains(high), index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u")
        {
            index += 2
            let low = try hexQuad()
            guard (0xDC00..<0xE000).contains(low) else { throw malformed(at: index - 6) }
            return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
        }
        guard let scalar = Unicode.Scalar(high) else { throw malformed(at: index - 6) }
        return scalar
    }

    /// Four hexadecimal digits.
    private mutating func hexQuad() throws(CheckedJSONError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw malformed(at: index) }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw malformed(at: index)
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    /// A number, read as ``numbers`` says. An integer of up to 18 digits is read digit by digit (a `Double` made
    /// from it is the correctly rounded one); longer integers and every fraction or exponent go through the text.
    mutating func number() throws(CheckedJSONError) -> JSONValue {
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
        guard digits > 0 else { throw malformed(at: start) }
        if isInteger, digits <= 18 {
            let value = Int64(bitPattern: magnitude)
            switch numbers {
            case .exactIntegers: return .integer(negative ? -value : value)
            case .doubles: return .number(negative ? -Double(value) : Double(value))  // -0 stays -0.0
            }
        }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        if numbers == .exactIntegers, isInteger, let value = Int64(text) { return .integer(value) }
        guard let value = Double(text), value.isFinite else {
            throw CheckedJSONError(reason: .numberOutOfRange(text), offset: start, path: path)
        }
        if numbers == .exactIntegers, let integer = Int64(exactly: value) { return .integer(integer) }
        return .number(value)
    }
}
