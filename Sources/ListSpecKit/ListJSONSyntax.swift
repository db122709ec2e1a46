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
            var scanner = ListJSONSyntaxScanner(bytes: bytes, maximumDepth: maximumDepth, refusingDuplicateKeys: refusingDuplicateKeys)
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
