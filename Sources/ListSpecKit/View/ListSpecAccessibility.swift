import ListCore

/// What a spec `"view"` node says to VoiceOver: UIKit's accessibility properties under their UIKit names
/// (docs/SPEC.md, docs/ACCESSIBILITY.md). Every field is optional: absent, the view keeps UIKit's default.
///
/// ```json
/// { "type": "view", "isAccessibilityElement": true, "accessibilityLabel": "Ana, 5 hours ago",
///   "accessibilityTraits": ["button"], "accessibilityHint": "Double-tap to open profile." }
/// ```
public struct ListSpecAccessibility: Sendable, Hashable {
    /// `isAccessibilityElement`.
    public var isElement: Bool?
    /// `accessibilityLabel`.
    public var label: String?
    /// `accessibilityValue`.
    public var value: String?
    /// `accessibilityHint`.
    public var hint: String?
    /// `accessibilityTraits`, by UIKit's names (replacing the view's default traits).
    public var traits: [ListAccessibilityTraitName]?
    /// `accessibilityElementsHidden`.
    public var elementsHidden: Bool?
    /// `accessibilityViewIsModal`.
    public var viewIsModal: Bool?
    /// `shouldGroupAccessibilityChildren`.
    public var groupsChildren: Bool?
    /// `accessibilityCustomActions`, by name.
    public var customActions: [String]?
    /// `accessibilityElements`: the `id`s of views of the node's subtree, in reading order.
    public var elements: [String]?

    /// Nothing set.
    public init() {}
}
