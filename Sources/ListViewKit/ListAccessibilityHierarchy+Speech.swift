import Foundation

extension ListAccessibilityHierarchy.Element {
    /// What VoiceOver says when it lands on the element, before the hint: the label, `: value`, then the traits'
    /// words ("Ana, 5 hours ago. Button."). VoiceOver's English wording (the words AccessibilitySnapshot records
    /// from it): "Selected: …", "Dimmed.", "Button.", "Back Button.", "Switch Button." with "On." / "Off." /
    /// "Mixed." from the value, "Tab.", "Text Field.", "Heading.", "Link.", "Adjustable.", "Image.", "Search Field.",
    /// then a tab's place ("2 of 4."). A switch's value is read only as its state; a back button or a tab says no
    /// "Button."; a back button labelled "Back" reads only "Back Button."; an element with no label or value reads
    /// its hint in their place.
    public var description: String { reading.description }

    /// The hint VoiceOver reads after a pause: ``hint``, with the gesture VoiceOver adds for a switch ("Double tap to
    /// toggle setting."), a text field ("Double tap to edit.") or an adjustable element ("Swipe up or down with one
    /// finger to adjust the value."); `nil`: none.
    public var spokenHint: String? { reading.hint }

    /// Everything VoiceOver reads: ``description``, then ``spokenHint``
    /// ("Ana, 5 hours ago. Button. Double-tap to open profile.").
    public var spoken: String {
        let reading = self.reading
        return [reading.description, reading.hint ?? ""].filter { !$0.isEmpty }.joined(separator: " ")
    }

    private var reading: (description: String, hint: String?) {
        let isToggle = traits.contains(.toggleButton), isBack = traits.contains(.backButton)
        var description = nonEmpty(label) ?? ""
        // A back button labelled "Back" is read once: "Back Button.".
        if isBack, description.lowercased() == "back" { description = "" }
        var hint = nonEmpty(hint)
        if let value = nonEmpty(value), !isToggle {
            description = description.isEmpty ? value : "\(description): \(value)"
        }
        if traits.contains(.selected) {
            description = description.isEmpty ? "Selected." : "Selected: \(description)"
        }
        var words: [String] = []
        if traits.contains(.notEnabled) { words.append("Dimmed.") }
        if traits.contains(.button), !traits.contains(.keyboardKey), !isToggle, !isBack, tab == nil {
            words.append("Button.")
        }
        if isBack { words.append("Back Button.") }
        if isToggle {
            if traits.contains(.button) { words.append("Switch Button.") }
            switch value {
            case "1": words.append("On.")
            case "0": words.append("Off.")
            case "2": words.append("Mixed.")
            default: if let value = nonEmpty(value) { words.append(value) }
            }
        }
        if tab != nil { words.append("Tab.") }
        if traits.contains(.textEntry) { words.append("Text Field.") }
        if traits.contains(.header) { words.append("Heading.") }
        if traits.contains(.link) { words.append("Link.") }
        if traits.contains(.adjustable) { words.append("Adjustable.") }
        if traits.contains(.image) { words.append("Image.") }
        if traits.contains(.searchField) { words.append("Search Field.") }
        if description.isEmpty {
            description = hint ?? ""
            hint = nil
        }
        if !words.isEmpty {
            description = description.isEmpty ? words.joined(separator: " ")
                : description + (description.hasSuffix(".") ? " " : ". ") + words.joined(separator: " ")
        }
        if let tab { description += " \(tab.index) of \(tab.count)." }
        let enabled = !traits.contains(.notEnabled)
        if isToggle, enabled { hint = withGesture(hint, "Double tap to toggle setting.") }
        if traits.contains(.textEntry), enabled { hint = withGesture(hint, "Double tap to edit.") }
        if traits.contains(.adjustable), enabled, nonEmpty(label) != nil || nonEmpty(value) != nil {
            hint = withGesture(hint, "Swipe up or down with one finger to adjust the value.")
        }
        return (description, hint)
    }

    private func withGesture(_ hint: String?, _ gesture: String) -> String {
        guard let hint else { return gesture }
        return (hint.hasSuffix(".") ? String(hint.dropLast()) : hint) + ". " + gesture
    }

    private func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}
