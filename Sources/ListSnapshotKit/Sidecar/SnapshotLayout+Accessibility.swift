import Foundation
import ListCore
import ListPlumbing
import ListSpecKit
import ListViewKit

extension SnapshotLayout {
    /// One element VoiceOver reads, as the `"accessibility"` section of an accessibility golden's sidecar records
    /// it, in reading order: `{ "element": "cell 1·1/like", "kind": "button", "label": "Like", "value": null,
    /// "hint": null, "traits": ["button"], "frame": [16, 371, 20, 32], "spoken": "Like. Button." }` (plus
    /// `"actions"` when it has custom actions).
    public struct AccessibilityEntry: Hashable, Sendable {
        /// Where it comes from: its list element and identifier or path (`cell 1·1/like`).
        public var element: String
        /// What it is made from (`button`, `label`, `element`, `cell`).
        public var kind: String
        /// Its label.
        public var label: String?
        /// Its value.
        public var value: String?
        /// Its hint.
        public var hint: String?
        /// Its traits' UIKit names.
        public var traits: [String]
        /// Its frame `[x, y, width, height]` in points of the image.
        public var frame: [Double]
        /// What VoiceOver says.
        public var spoken: String
        /// Its custom actions' names.
        public var actions: [String]

        /// An entry of a hierarchy element.
        ///
        /// - Parameter element: the element.
        public init(_ element: ListAccessibilityHierarchy.Element) {
            self.element = element.source
            kind = element.kind
            label = element.label
            value = element.value
            hint = element.hint
            traits = element.traits.names
            frame = [Double(element.frame.minX), Double(element.frame.minY), Double(element.frame.width),
                     Double(element.frame.height)]
            spoken = element.spoken
            actions = element.customActions
        }

        init(element: String, kind: String, label: String?, value: String?, hint: String?, traits: [String],
             frame: [Double], spoken: String, actions: [String]) {
            (self.element, self.kind, self.label, self.value, self.hint) = (element, kind, label, value, hint)
            (self.traits, self.frame, self.spoken, self.actions) = (traits, frame, spoken, actions)
        }
    }

    /// Records what VoiceOver reads (the `"accessibility"` section).
    ///
    /// - Parameter hierarchy: the screen's hierarchy, frames in points of the image.
    public mutating func recordAccessibility(_ hierarchy: ListAccessibilityHierarchy) {
        accessibility = hierarchy.elements.map(AccessibilityEntry.init)
    }

    /// Checks every number of ``accessibility`` before it is written.
    func checkAccessibility() throws(NonFiniteJSONNumber) {
        for (index, entry) in (accessibility ?? []).enumerated() {
            if let bad = entry.frame.firstIndex(where: { !$0.isFinite }) {
                throw NonFiniteJSONNumber(path: "accessibility[\(index)].frame[\(bad)]", value: entry.frame[bad])
            }
        }
    }

    /// The `"accessibility"` member of the sidecar's text (last), or `""`.
    var accessibilityJSON: String {
        guard let accessibility else { return "" }
        func text(_ value: String?) -> String { value.map(ListJSONString.quoted) ?? "null" }
        let entries = accessibility.map { entry in
            var fields = [
                "\"element\": \(ListJSONString.quoted(entry.element))", "\"kind\": \(ListJSONString.quoted(entry.kind))",
                "\"label\": \(text(entry.label))", "\"value\": \(text(entry.value))", "\"hint\": \(text(entry.hint))",
                "\"traits\": [" + entry.traits.map(ListJSONString.quoted).joined(separator: ", ") + "]",
                "\"frame\": [" + entry.frame.map { ListJSONNumber.format($0) }.joined(separator: ", ") + "]",
                "\"spoken\": \(ListJSONString.quoted(entry.spoken))",
            ]
            if !entry.actions.isEmpty {
                fields.append("\"actions\": [" + entry.actions.map(ListJSONString.quoted).joined(separator: ", ") + "]")
            }
            return "{ " + fields.joined(separator: ", ") + " }"
        }
        return ",\n  \"accessibility\": " + (entries.isEmpty ? "[]" : "[\n    " + entries.joined(separator: ",\n    ") + "\n  ]")
    }

    /// Reads the sidecar's `"accessibility"`, each field checked (`nil` when absent: every sidecar but an
    /// accessibility golden's).
    static func readAccessibility(_ object: JSONFields) throws(JSONFieldError) -> [AccessibilityEntry]? {
        guard let entries = try object.optionalObjects("accessibility") else { return nil }
        var result: [AccessibilityEntry] = []
        for entry in entries {
            guard let frame = try entry.optionalNumbers("frame", count: 4, in: -1e15...1e15) else {
                throw JSONFieldError(path: entry.path + ".frame", reason: "must be an array of 4 numbers, got nothing")
            }
            result.append(AccessibilityEntry(
                element: try entry.string("element"), kind: try entry.string("kind"),
                label: try entry.optionalString("label"), value: try entry.optionalString("value"),
                hint: try entry.optionalString("hint"), traits: try entry.optionalStrings("traits") ?? [],
                frame: frame, spoken: try entry.string("spoken"), actions: try entry.optionalStrings("actions") ?? []))
        }
        return result
    }
}
