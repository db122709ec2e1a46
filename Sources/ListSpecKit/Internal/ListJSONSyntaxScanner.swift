import Foundation

/// The grammar of ``ListJSONSyntax/check(_:maximumDepth:refusingDuplicateKeys:)``, byte by byte: one pass over the
/// bytes with the open containers on a stack, the keys of open objects for the duplicate check, and the first problem
/// as a byte offset and a reason. Its scalars (strings, numbers, literals) are read in
/// `ListJSONSyntaxScanner+Scalars.swift`.
struct ListJSONSyntaxScanner {
    /// What the scanner expects next.
    enum Expectation {
        case value, valueOrClose, keyOrClose, key, colon, commaOrClose, end
    }

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
}
