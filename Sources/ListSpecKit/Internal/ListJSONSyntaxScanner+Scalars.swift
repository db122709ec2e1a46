import Foundation

extension ListJSONSyntaxScanner {
    /// A string, number or literal at `index`.
    mutating func scalar() -> (offset: Int, reason: String)? {
        switch bytes[index] {
        case UInt8(ascii: "\""): return string()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number()
        case UInt8(ascii: "t"): return literal("true")
        case UInt8(ascii: "f"): return literal("false")
        case UInt8(ascii: "n"): return literal("null")
        default:
            return (index, "\(found()): expected a value (an object, array, string, number, true, false or null)")
        }
    }

    mutating func literal(_ word: String) -> (offset: Int, reason: String)? {
        for expected in word.utf8 {
            guard index < bytes.count, bytes[index] == expected else {
                return index < bytes.count
                    ? (index, "\(found()): expected `\(word)`") : (index, "unexpected end of the file: expected `\(word)`")
            }
            index += 1
        }
        return nil
    }

    /// A string: no raw control characters, only JSON's escapes.
    mutating func string() -> (offset: Int, reason: String)? {
        let start = index
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return nil
            } else if byte < 0x20 {
                return (index, "\(found()) in a string: control characters must be escaped (such as \\n)")
            } else if byte >= 0x80 {
                guard let length = utf8Length(at: index) else {
                    return (index, "\(found()) in a string: not UTF-8 text (JSON text is UTF-8)")
                }
                index += length
            } else if byte != UInt8(ascii: "\\") {
                index += 1
            } else if index + 1 == bytes.count {
                break
            } else if bytes[index + 1] == UInt8(ascii: "u") {
                guard let unit = codeUnit(at: index) else {
                    return (index, "invalid escape in a string: `\\u` takes 4 hexadecimal digits")
                }
                if let failure = surrogateFailure(unit) { return failure }
                index += (0xD800...0xDBFF).contains(unit) ? 12 : 6
            } else if Self.simpleEscapes.contains(bytes[index + 1]) {
                index += 2
            } else {
                index += 1
                return (index - 1, "invalid escape `\\\(found(quoted: false))` in a string")
            }
        }
        return (start, "a string that is not closed: the file ends inside it")
    }

    /// The UTF-16 code unit of the `\uXXXX` escape at `offset`, or `nil` when it is not one.
    func codeUnit(at offset: Int) -> UInt16? {
        guard offset + 6 <= bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u")
        else { return nil }
        var unit: UInt16 = 0
        for byte in bytes[(offset + 2)..<(offset + 6)] {
            guard Self.isHexDigit(byte) else { return nil }
            let digit = byte <= UInt8(ascii: "9") ? byte - UInt8(ascii: "0") : (byte | 0x20) - UInt8(ascii: "a") + 10
            unit = unit << 4 | UInt16(digit)
        }
        return unit
    }

    /// Why the escape of `unit` at `index` is no character: a low surrogate alone, or a high one not followed by
    /// a low one (Foundation refuses both without saying where).
    func surrogateFailure(_ unit: UInt16) -> (offset: Int, reason: String)? {
        let written = String(decoding: bytes[index..<(index + 6)], as: UTF8.self)
        if (0xDC00...0xDFFF).contains(unit) {
            return (index, "invalid escape `\(written)` in a string: a low surrogate with no high surrogate"
                + " (\\uD800-\\uDBFF) before it")
        }
        guard (0xD800...0xDBFF).contains(unit) else { return nil }
        if let next = codeUnit(at: index + 6), (0xDC00...0xDFFF).contains(next) { return nil }
        return (index, "invalid escape `\(written)` in a string: a high surrogate must be followed by a low"
            + " surrogate escape (\\uDC00-\\uDFFF)")
    }

    /// The length of the well-formed UTF-8 sequence starting at `offset` (the Unicode Standard's table 3-7:
    /// no overlong form, no surrogate, nothing beyond U+10FFFF), or `nil`.
    func utf8Length(at offset: Int) -> Int? {
        let lead = bytes[offset]
        let length: Int
        var second: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; second = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; second = 0x80...0x9F
        case 0xF0: length = 4; second = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; second = 0x80...0x8F
        default: return nil
        }
        guard offset + length <= bytes.count, second.contains(bytes[offset + 1]) else { return nil }
        for continuation in bytes[(offset + 2)..<(offset + length)] where !(0x80...0xBF).contains(continuation) {
            return nil
        }
        return length
    }

    /// A number: `-`, an integer part without leading zeros, an optional fraction and exponent.
    mutating func number() -> (offset: Int, reason: String)? {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard digit() else { return (index, "\(foundOrEnd()): expected a digit in the number") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if digit() { return (start, "a number with a leading zero: JSON numbers start with 1-9 (or are 0)") }
        } else {
            while digit() { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digit() else { return (index, "\(foundOrEnd()): expected a digit after the decimal point") }
            while digit() { index += 1 }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digit() else { return (index, "\(foundOrEnd()): expected a digit in the exponent") }
            while digit() { index += 1 }
        }
        return nil
    }

    func digit() -> Bool {
        index < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
    }

    /// The characters after `\` that JSON allows, but `u`.
    static let simpleEscapes = Array(#""\/bfnrt"#.utf8)

    static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }

    /// `unexpected `x`` for the character at `index`, or the end of the file.
    func foundOrEnd() -> String {
        index < bytes.count ? found() : "unexpected end of the file"
    }

    /// The character at `index` as a message shows it: `unexpected `x``, `unexpected U+0007`.
    func found(quoted: Bool = true) -> String {
        let byte = bytes[index]
        let text: String
        if byte >= 0x20 && byte < 0x7F {
            text = String(Character(Unicode.Scalar(byte)))
            return quoted ? "unexpected `\(text)`" : text
        }
        if byte < 0x80 {
            text = "U+" + String(byte, radix: 16, uppercase: true).leftPadded(to: 4)
        } else {
            let tail = bytes[index..<min(index + 4, bytes.count)]
            let decoded = String(decoding: tail, as: UTF8.self).unicodeScalars.first
            if let decoded, decoded != "\u{FFFD}" {
                text = "U+" + String(decoded.value, radix: 16, uppercase: true).leftPadded(to: 4)
            } else {
                text = "byte 0x" + String(byte, radix: 16, uppercase: true)
            }
        }
        return quoted ? "unexpected \(text)" : text
    }
}

extension String {
    /// The string with zeros before it up to `length` characters.
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
