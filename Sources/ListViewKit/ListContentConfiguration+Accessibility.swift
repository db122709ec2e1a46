import Foundation
import ListCore

extension ListContentConfiguration {
    /// What VoiceOver reads for the content: its text and secondary text joined by a comma ("Wi-Fi, Home"), as a
    /// UIKit list cell reads its content view's labels as one element; "In progress" for a loading placeholder
    /// (an image of its own and no text), which draws a spinner; `nil` when it shows no text.
    public var accessibilityLabel: String? {
        let texts = [text, secondaryText].compactMap { $0 }.filter { !$0.isEmpty }
        if texts.isEmpty, image?.name == "placeholder.\(ListCellRole.loading.rawValue)" { return "In progress" }
        return texts.isEmpty ? nil : texts.joined(separator: ", ")
    }

    /// The traits VoiceOver reads for the content: `.selected` with a checkmark accessory (UIKit's checked list
    /// row), `.updatesFrequently` for a loading placeholder.
    public var accessibilityTraits: ListAccessibilityTraits {
        var traits: ListAccessibilityTraits = []
        if accessories.contains(.checkmark) { traits.insert(.selected) }
        if image?.name == "placeholder.\(ListCellRole.loading.rawValue)" { traits.insert(.updatesFrequently) }
        return traits
    }
}
