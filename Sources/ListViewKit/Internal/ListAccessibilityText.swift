import Foundation

/// Keeps accessibility texts printable and bounded: control characters become `\u{…}` escapes (a newline in a label
/// is still shown, not obeyed) and a text longer than ``ListAccessibilityHierarchy/maximumTextLength`` characters
/// is cut there with `…`.
enum ListAccessibilityText {
    static func bounded(_ text: String) -> String {
        // A text within the limit (in bytes, so in characters too) without a control character (most labels)
        // comes back as it is. Control characters (general category Cc) are exactly U+0000–U+001F and
        // U+007F–U+009F, so the scalars are checked by value, without building the characters.
        if text.utf8.count <= ListAccessibilityHierarchy.maximumTextLength,
            !text.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
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
