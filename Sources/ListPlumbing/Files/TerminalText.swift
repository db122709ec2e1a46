/// Text that comes from data (a spec's name or strings, a file name, a JSON value) is shown on a terminal with its
/// control characters escaped, so a hostile file cannot retitle the window, clear the screen or hide a line:
/// every C0 control but newline and tab, DEL and the C1 controls become `\xHH`. Every message ListPreview writes
/// to standard error goes through it (``StandardError/write(_:)``), as the HTML and XML reports escape theirs.
///
/// ```swift
/// TerminalText.escaped("feed\u{1B}]0;owned\u{07}.json")   // "feed\\x1B]0;owned\\x07.json"
/// ```
package enum TerminalText {
    /// `text` with its control characters (but those in `kept`) written as `\xHH`.
    package static func escaped(_ text: String, keeping kept: Set<Unicode.Scalar> = ["\n", "\t"]) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0) && !kept.contains($0) }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) && !kept.contains(scalar) {
                result += "\\x" + hex(UInt8(truncatingIfNeeded: scalar.value))
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Two uppercase hexadecimal digits.
    package static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
