import Foundation

/// Checks that a text is JSON as RFC 8259 defines it and says where it is not, as `LINE:COLUMN` — before
/// Foundation's parser reads it, which on Linux accepts trailing commas and locates its errors only by a byte offset
/// ("around character 46"), or not at all ("Unexpected end of file").
///
/// One pass over the bytes, without recursion (open containers are kept on a stack), so deeply nested text costs
/// no stack. The text is read as UTF-8 (a leading byte order mark is skipped), and every string must be well-formed
/// UTF-8 whose `\u` escapes pair their surrogates: whatever Foundation's parser would refuse is refused here first,
/// with a place. UTF-16 and UTF-32 texts, which Foundation also reads (told by a byte order mark or the zero bytes
/// among the first four), are checked as the UTF-8 text they decode to.
///
/// ```swift
/// try ListJSONSyntax.check(Data(#"{ "sections": [] }"#.utf8))       // fine
/// try ListJSONSyntax.check(Data("{\n  \"a\": [1, 2,]\n}".utf8))
/// // throws 2:13: a comma before `]`: JSON allows no trailing comma
/// ```
public enum ListJSONSyntax {
    /// The deepest nesting of arrays and objects Foundation's `JSONSerialization` and `JSONDecoder` read; the check
    /// refuses deeper text itself, with a place.
    public static let foundationDepth = 512

    /// Checks the syntax of a JSON text.
    ///
    /// - Parameters:
    ///   - data: the text.
    ///   - maximumDepth: the most arrays and objects that may be open at once (a spec's limit when given: the
    ///     message says so); never more than ``foundationDepth``, which Foundation's parser stops at.
    /// - Throws: ``ListJSONSyntaxError`` at the first character that breaks the grammar (or the end of the text).
    /// - Complexity: O(n) in the length of the text.
    ///   - refusingDuplicateKeys: whether an object that holds a key twice is an error (with the JSON path of the
    ///     object and the place of the first): JSON leaves their meaning open (Foundation keeps the first on Linux,
    ///     a YAML reader the last), so a spec refuses them.
    public static func check(
        _ data: Data, maximumDepth: Int = .max, refusingDuplicateKeys: Bool = true
    ) throws(ListJSONSyntaxError) {
        let text = try utf8Text(of: data)
        let failure: (offset: Int, reason: String, path: String?)? = text.withUnsafeBytes { bytes in
            var scanner = Scanner(bytes: bytes, maximumDepth: maximumDepth, refusingDuplicateKeys: refusingDuplicateKeys)
            guard let failure = scanner.run() else { return nil }
            return (failure.offset, failure.reason, scanner.duplicatePath)
        }
        if let failure {
            let place = location(ofByte: failure.offset, in: text)
            throw ListJSONSyntaxError(line: place.line, column: place.column, reason: failure.reason, path: failure.path)
        }
    }

    /// A JSON text in UTF-8: `data` itself, or — for a UTF-16 or UTF-32 text, which Foundation's parser also reads
    /// (told by a byte order mark or the zero bytes among the first four) — the UTF-8 text it decodes to.
    ///
    /// - Parameter data: the text.
    /// - Returns: the text in UTF-8 (a UTF-8 byte order mark is kept: readers skip it).
    /// - Throws: ``ListJSONSyntaxError`` at 1:1 when the first bytes say UTF-16 or UTF-32 but the text does not
    ///   decode so.
    public static func utf8Text(of data: Data) throws(ListJSONSyntaxError) -> Data {
        guard let encoding = wideEncoding(of: data) else { return data }
        guard let decoded = String(data: data, encoding: encoding) else {
            let name = [.utf16, .utf16BigEndian, .utf16LittleEndian].contains(encoding) ? "UTF-16" : "UTF-32"
            throw ListJSONSyntaxError(
                line: 1, column: 1,
                reason: "the first bytes say \(name) but the text does not decode as \(name) (JSON text is UTF-8)")
        }
        return Data(decoded.utf8)
    }

    /// The 1-based line and column (in characters) of a byte offset of a UTF-8 text.
    ///
    /// - Parameters:
    ///   - offset: the byte offset, from 0 (the text's length for its end).
    ///   - data: the text.
    /// - Returns: the line and column.
    public static func location(ofByte offset: Int, in data: Data) -> (line: Int, column: Int) {
        data.withUnsafeBytes { location(ofByte: offset, in: $0) }
    }

    static func location(ofByte offset: Int, in bytes: UnsafeRawBufferPointer) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in bytes.prefix(max(0, offset)) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {  // continuation bytes belong to the character before them
                column += 1
            }
        }
        return (line, column)
    }

    /// Where a parser's error says it stopped ("around character 46", a byte offset), as a line and column, with its
    /// own words; `nil` when it does not say.
    ///
    /// - Parameters:
    ///   - error: an error of `JSONSerialization` or `JSONDecoder`.
    ///   - data: the text it read.
    /// - Returns: the located error.
    public static func locate(_ error: any Error, in data: Data) -> ListJSONSyntaxError? {
        var detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
        if case DecodingError.dataCorrupted(let context) = error, let underlying = context.underlyingError {
            detail = (underlying as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? detail
        }
        guard let detail, let range = detail.range(of: #"character [0-9]+"#, options: .regularExpression),
            let offset = Int(detail[range].dropFirst("character ".count))
        else { return nil }
        let place = location(ofByte: offset, in: data)
        return ListJSONSyntaxError(line: place.line, column: place.column, reason: detail)
    }

    /// The encoding of a UTF-16 or UTF-32 text, told as Foundation tells it (a byte order mark, or the pattern of
    /// zero bytes among the first four: ASCII text has a zero beside each character); `nil` for UTF-8.
    static func wideEncoding(of data: Data) -> String.Encoding? {
        let head = Array(data.prefix(4))
        guard head.count >= 2 else { return nil }
        switch (head[0], head[1]) {
        case (0xFE, 0xFF): return .utf16  // big-endian byte order mark, read and dropped
        case (0xFF, 0xFE): return head.count == 4 && head[2] == 0 && head[3] == 0 ? .utf32 : .utf16
        default: break
        }
        if head.count == 4 {
            if head[0] == 0, head[1] == 0, head[2] == 0xFE, head[3] == 0xFF { return .utf32 }
            if head[0] == 0, head[1] == 0, head[2] == 0 { return .utf32BigEndian }
            if head[1] == 0, head[2] == 0, head[3] == 0 { return .utf32LittleEndian }
        }
        if head[0] == 0 { return .utf16BigEndian }
        if head[1] == 0 { return .utf16LittleEndian }
        return nil
    }
}

extension ListJSONSyntax {
    /// What the scanner expects next.
    private enum Expectation {
        case value, valueOrClose, keyOrClose, key, colon, commaOrClose, end
    }

    /// The grammar, byte by byte.
    private struct Scanner {
        let bytes: UnsafeRawBufferPointer
        let maximumDepth: Int
        var index = 0
        let refusingDuplicateKeys: Bool
        /// The open containers: `{` or `[`, the offset where each opened, where its keys start in `keys`, the index
        /// of its current element (arrays) and, for an object with many keys, its keys by text.
        var open: [Container] = []
        /// The keys of the open objects, innermost last: byte ranges of the keys as written (quotes included), and
        /// whether a key is plain ASCII without escapes (compared by its bytes; others by their decoded text).
        var keys: [(start: Int, end: Int, plain: Bool)] = []
        /// The JSON path of the object that holds a key twice, once found.
        var duplicatePath: String?

        struct Container {
            var bracket: UInt8
            var offset: Int
            var keyBase: Int
            var index = 0
            var keysByText: [String: Int]?
        }

        /// The most keys an object's new key is compared with one by one; beyond, keys are looked up by text.
        static let linearKeys = 24

        init(bytes: UnsafeRawBufferPointer, maximumDepth: Int, refusingDuplicateKeys: Bool) {
            self.bytes = bytes
            self.maximumDepth = maximumDepth
            self.refusingDuplicateKeys = refusingDuplicateKeys
        }

        /// The first problem, or `nil` for a valid text.
        mutating func run() -> (offset: Int, reason: String)? {
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
            var expectation = Expectation.value
            while true {
                skipWhitespace()
                guard index < bytes.count else { return expectation == .end ? nil : endOfFile() }
                let byte = bytes[index]
                switch expectation {
                case .value, .valueOrClose:
                    if expectation == .valueOrClose, byte == UInt8(ascii: "]") {
                        expectation = close()
                    } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                        guard open.count < min(maximumDepth, ListJSONSyntax.foundationDepth) else {
                            let limit = maximumDepth <= ListJSONSyntax.foundationDepth
                                ? "\(maximumDepth) levels (the limit of a spec)"
                                : "\(ListJSONSyntax.foundationDepth) levels (the most the JSON reader reads)"
                            return (index, "nested deeper than \(limit)")
                        }
                        open.append(Container(bracket: byte, offset: index, keyBase: keys.count))
                        index += 1
                        expectation = byte == UInt8(ascii: "{") ? .keyOrClose : .valueOrClose
                    } else {
                        if let failure = scalar() { return failure }
                        expectation = open.isEmpty ? .end : .commaOrClose
                    }
                case .keyOrClose, .key:
                    if expectation == .keyOrClose, byte == UInt8(ascii: "}") {
                        expectation = close()
                    } else {
                        guard byte == UInt8(ascii: "\"") else {
                            return (index, "\(found()): expected a key (a string in double quotes)")
                        }
                        let start = index
                        if let failure = string() { return failure }
                        if refusingDuplicateKeys, let failure = addKey(start: start) { return failure }
                        expectation = .colon
                    }
                case .colon:
                    guard byte == UInt8(ascii: ":") else { return (index, "\(found()): expected `:` after the key") }
                    index += 1
                    expectation = .value
                case .commaOrClose:
                    let isObject = open[open.count - 1].bracket == UInt8(ascii: "{")
                    let closing = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                    if byte == closing {
                        expectation = close()
                    } else {
                        guard byte == UInt8(ascii: ",") else {
                            return (index, "\(found()): expected `,` or `\(Character(Unicode.Scalar(closing)))`")
                        }
                        let comma = index
                        index += 1
                        skipWhitespace()
                        if index < bytes.count, bytes[index] == closing {
                            return (comma, "a comma before `\(Character(Unicode.Scalar(closing)))`: JSON allows no trailing comma")
                        }
                        if !isObject { open[open.count - 1].index += 1 }
                        expectation = isObject ? .key : .value
                    }
                case .end:
                    return (index, "\(found()): expected the end of the file after the JSON value")
                }
            }
        }

        /// Closes the innermost container (its closing bracket is at `index`).
        mutating func close() -> Expectation {
            index += 1
            let closed = open.removeLast()
            if refusingDuplicateKeys { keys.removeSubrange(closed.keyBase...) }
            return open.isEmpty ? .end : .commaOrClose
        }

        /// Records the key that starts at `start` (and ends at `index`) in the innermost object: the problem when
        /// the object already holds it. Keys are equal when their texts are (escapes decoded, as Swift compares
        /// strings), which is how the decoded object would merge them.
        mutating func addKey(start: Int) -> (offset: Int, reason: String)? {
            var plain = true
            for byte in bytes[(start + 1)..<(index - 1)] where byte >= 0x80 || byte == UInt8(ascii: "\\") {
                plain = false
                break
            }
            let key = (start: start, end: index, plain: plain)
            let container = open.count - 1
            let base = open[container].keyBase
            var first: Int?
            if var byText = open[container].keysByText {
                let text = decodedKey(key)
                if let earlier = byText[text] { first = earlier } else { byText[text] = start }
                open[container].keysByText = byText
            } else {
                for earlier in keys[base...] where sameKey(earlier, key) {
                    first = earlier.start
                    break
                }
                if first == nil, keys.count - base == Self.linearKeys {
                    var byText: [String: Int] = [:]
                    for earlier in keys[base...] { byText[decodedKey(earlier), default: earlier.start] = earlier.start }
                    byText[decodedKey(key)] = start
                    open[container].keysByText = byText
                }
            }
            if let first {
                duplicatePath = objectPath()
                return (start, "the key \(ListJSONString.quoted(decodedKey(key))) appears twice (first at"
                    + " \(place(of: first)))")
            }
            keys.append(key)
            return nil
        }

        func sameKey(_ a: (start: Int, end: Int, plain: Bool), _ b: (start: Int, end: Int, plain: Bool)) -> Bool {
            if a.plain && b.plain {
                return a.end - a.start == b.end - b.start
                    && memcmp(bytes.baseAddress! + a.start, bytes.baseAddress! + b.start, a.end - a.start) == 0
            }
            return decodedKey(a) == decodedKey(b)
        }

        /// The text of a key (its escapes decoded; the string is known to be valid).
        func decodedKey(_ key: (start: Int, end: Int, plain: Bool)) -> String {
            let inner = bytes[(key.start + 1)..<(key.end - 1)]
            if key.plain { return String(decoding: inner, as: UTF8.self) }
            var units: [UInt16] = []
            var offset = key.start + 1
            while offset < key.end - 1 {
                let byte = bytes[offset]
                if byte != UInt8(ascii: "\\") {
                    var length = 1
                    if byte >= 0x80 { length = utf8Length(at: offset) ?? 1 }
                    units.append(contentsOf: String(decoding: bytes[offset..<(offset + length)], as: UTF8.self).utf16)
                    offset += length
                    continue
                }
                let escaped = bytes[offset + 1]
                switch escaped {
                case UInt8(ascii: "u"):
                    units.append(codeUnit(at: offset) ?? 0xFFFD)
                    offset += 6
                    continue
                case UInt8(ascii: "b"): units.append(0x08)
                case UInt8(ascii: "f"): units.append(0x0C)
                case UInt8(ascii: "n"): units.append(0x0A)
                case UInt8(ascii: "r"): units.append(0x0D)
                case UInt8(ascii: "t"): units.append(0x09)
                default: units.append(UInt16(escaped))
                }
                offset += 2
            }
            return String(decoding: units, as: UTF16.self)
        }

        /// The JSON path of the innermost open object (`""` for the root), as spec messages write paths.
        func objectPath() -> String {
            var path = ""
            for (depth, container) in open.dropLast().enumerated() {
                if container.bracket == UInt8(ascii: "[") {
                    path += "[\(container.index)]"
                } else {
                    let key = keys[open[depth + 1].keyBase - 1]
                    path = SpecReader.join(path, decodedKey(key))
                }
            }
            return path
        }

        /// The problem of a text that ends too early.
        func endOfFile() -> (offset: Int, reason: String) {
            guard let innermost = open.last else { return (index, "unexpected end of the file: expected a JSON value") }
            let kind = innermost.bracket == UInt8(ascii: "{") ? "object" : "array"
            let place = place(of: innermost.offset)
            return (index, "unexpected end of the file: the \(kind) opened at \(place) is not closed")
        }

        /// `LINE:COLUMN` of an offset, for messages that point at a second place.
        func place(of offset: Int) -> String {
            let place = ListJSONSyntax.location(ofByte: offset, in: bytes)
            return "\(place.line):\(place.column)"
        }

        mutating func skipWhitespace() {
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): index += 1
                default: return
                }
            }
        }

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
}

extension String {
    /// The string with zeros before it up to `length` characters.
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
