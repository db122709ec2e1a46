import Foundation

/// Keeps accessibility texts printable and bounded: control characters become `\u{…}` escapes (a newline in a label
/// is still shown, not obeyed) and a text longer than ``ListAccessibilityHierarchy/maximumTextLength`` characters
/// is cut there with `…`.
enum ListAccessibilityText {
    static func bounded(_ text: String) -> String {
        // Printable ASCII within the limit (most labels) comes back as it is: one byte is one character, and none
        // is a control character. Checked on the bytes, without building the characters.
        let utf8 = text.utf8
        if utf8.count <= ListAccessibilityHierarchy.maximumTextLength, utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            return text
        }
        var result = ""
        var count = 0
        for character in text {
            if count == ListAccessibilityHierarchy.maximumTextLength {
                result.append("…")
                break
            }
            count += 1
            if character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                for scalar in character.unicodeScalars {
                    result += scalar.properties.generalCategory == .control
                        ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
                }
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// Whether a text ``bounded(_:)`` returned reads as nothing: white space only, written or escaped. A label of
    /// newlines and tabs says nothing to VoiceOver, though its escapes are printable (`" \u{A}\u{9}"`).
    static func isBlank(_ bounded: String) -> Bool {
        var rest = Substring(bounded)
        while let first = rest.first {
            if first.isWhitespace {
                rest = rest.dropFirst()
                continue
            }
            guard rest.hasPrefix("\\u{"), let close = rest.firstIndex(of: "}"),
                  let value = UInt32(rest[rest.index(rest.startIndex, offsetBy: 3)..<close], radix: 16),
                  let scalar = Unicode.Scalar(value), scalar.properties.isWhitespace
            else { return false }
            rest = rest[rest.index(after: close)...]
        }
        return true
    }
}
