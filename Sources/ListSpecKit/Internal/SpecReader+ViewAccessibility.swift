import ListCore
import ListPlumbing

extension SpecReader {
    /// The accessibility keys every node reads (UIKit's property names).
    static let viewAccessibilityKeys = [
        "isAccessibilityElement", "accessibilityLabel", "accessibilityValue", "accessibilityHint", "accessibilityTraits",
        "accessibilityElementsHidden", "accessibilityViewIsModal", "shouldGroupAccessibilityChildren",
        "accessibilityCustomActions", "accessibilityElements",
    ]

    /// ``viewAccessibilityKeys`` as a set.
    static let viewAccessibilityKeySet = Set(viewAccessibilityKeys)

    /// Reads a node's accessibility keys (errors recorded with their paths; its caller checks first that it holds
    /// one: most nodes hold none).
    mutating func readAccessibility(_ object: SpecFields, at path: String) -> ListSpecAccessibility {
        var accessibility = ListSpecAccessibility()
        accessibility.isElement = bool(object, "isAccessibilityElement", at: path)
        accessibility.label = string(object, "accessibilityLabel", at: path)
        accessibility.value = string(object, "accessibilityValue", at: path)
        accessibility.hint = string(object, "accessibilityHint", at: path)
        accessibility.elementsHidden = bool(object, "accessibilityElementsHidden", at: path)
        accessibility.viewIsModal = bool(object, "accessibilityViewIsModal", at: path)
        accessibility.groupsChildren = bool(object, "shouldGroupAccessibilityChildren", at: path)
        accessibility.customActions = strings(object, "accessibilityCustomActions", at: path)
        accessibility.elements = strings(object, "accessibilityElements", at: path)
        if let names = strings(object, "accessibilityTraits", at: path) {
            var traits: [ListAccessibilityTraitName] = []
            for (index, name) in names.enumerated() {
                guard let trait = ListAccessibilityTraitName(rawValue: name) else {
                    let known = ListAccessibilityTraitName.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                    fail(Self.join(path, "accessibilityTraits") + "[\(index)]",
                         "must be one of \(known), got \(JSONValue.string(name).summary)")
                    continue
                }
                traits.append(trait)
            }
            accessibility.traits = traits
        }
        return accessibility
    }

    /// Checks that a node's `accessibilityElements` name views of its subtree (by `id`).
    mutating func checkAccessibilityElements(of view: ListSpecView, at path: String) {
        guard let ids = view.accessibility.elements else { return }
        let known = Set(view.allNodes.dropFirst().compactMap(\.id))
        for (index, id) in ids.enumerated() where !known.contains(id) {
            fail(Self.join(path, "accessibilityElements") + "[\(index)]",
                 "must be the id of a view inside this one, got \(JSONValue.string(id).summary)")
        }
    }

    /// An array of strings (nil when absent or wrong; errors recorded with their paths).
    private mutating func strings(_ object: SpecFields, _ key: String, at path: String) -> [String]? {
        guard let node = object[key], let items = elements(node, at: Self.join(path, key)) else { return nil }
        var result: [String] = []
        for (index, item) in items.enumerated() {
            guard case .string(let text) = item else {
                fail(Self.join(path, key) + "[\(index)]", "must be a string, got \(item.summary)")
                continue
            }
            result.append(text)
        }
        return result
    }
}
