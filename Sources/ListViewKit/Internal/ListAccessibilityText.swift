import Foundation

/// Keeps accessibility texts printable and bounded: control characters become `\u{…}` escapes (a newline in a label
/// is still shown, not obeyed) and a text longer than ``ListAccessibilityHierarchy/maximumTextLength`` characters
/// is cut there with `…`.
enum ListAccessibilityText {
    static func bounded(_ text: String) -> String {
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
}
