/// The numbers of YAML 1.2's core schema, read from a plain scalar's text (no underscores, no sexagesimal, no
/// YAML 1.1 forms such as `0b101` or `017` as octal):
///
/// ```
/// integer:  [-+]? [0-9]+  |  0o [0-7]+  |  0x [0-9a-fA-F]+
/// float:    [-+]? ( \. [0-9]+ | [0-9]+ ( \. [0-9]* )? ) ( [eE] [-+]? [0-9]+ )?
/// ```
///
/// `.inf` and `.nan` are resolved by name elsewhere; a literal beyond a Double's range reads as an infinity.
enum YAMLCoreNumber {
    /// The value of an integer, or `nil` when the text is not one.
    static func integer(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        if bytes.count > 2, bytes[0] == UInt8(ascii: "0"), bytes[1] == UInt8(ascii: "o") {
            return accumulate(bytes.dropFirst(2), radix: 8)
        }
        if bytes.count > 2, bytes[0] == UInt8(ascii: "0"), bytes[1] == UInt8(ascii: "x") {
            return accumulate(bytes.dropFirst(2), radix: 16)
        }
        let digits = bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") ? bytes.dropFirst() : bytes[...]
        guard !digits.isEmpty, digits.allSatisfy(isDecimalDigit) else { return nil }
        return Double(text)
    }

    /// The value of a float (integers included), or `nil` when the text is not one.
    static func float(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        var index = 0
        func digits() -> Int {
            let start = index
            while index < bytes.count, isDecimalDigit(bytes[index]) { index += 1 }
            return index - start
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        let integerDigits = digits()
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 || integerDigits > 0 else { return nil }
        } else if integerDigits == 0 {
            return nil
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                index += 1
            }
            guard digits() > 0 else { return nil }
        }
        guard index == bytes.count else { return nil }
        return Double(text)
    }

    private static func accumulate(_ digits: ArraySlice<UInt8>, radix: Int) -> Double? {
        var value = 0.0
        for byte in digits {
            guard let digit = Int(String(UnicodeScalar(byte)), radix: radix) else { return nil }
            value = value * Double(radix) + Double(digit)
        }
        return value
    }

    private static func isDecimalDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
