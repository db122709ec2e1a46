import Foundation
import ListCore
import ListImageKit

/// A view tree inside a spec's cell, header or footer (`"view"`), with UIKit's vocabulary: a plain view, a stack
/// view, a label, an image view and a button. ListSpecKit only decodes and validates it; the spec road builds the
/// ListViewKit tree from it, lays it out and the renderer draws it.
///
/// ```json
/// "view": { "type": "stack", "axis": "horizontal", "spacing": 12, "alignment": "center",
///           "layoutMargins": { "top": 12, "left": 16, "bottom": 12, "right": 16 },
///           "children": [
///             { "type": "image", "id": "avatar", "image": "avatar", "width": 40, "height": 40, "cornerRadius": 20 },
///             { "type": "label", "id": "name", "text": "Ada", "font": { "size": 15, "weight": "semibold" } } ] }
/// ```
///
/// A value of `nil` means the attribute was not written: UIKit's default applies. See docs/SPEC.md, "View trees".
public struct ListSpecView: Hashable, Sendable {
    /// What the node is.
    public var kind: Kind
    /// Its `accessibilityIdentifier` (`"id"`), which names it in sidecars and explanations.
    public var id: String?
    /// Where it was written (`sections[0].items[1].view.children[2]`), for messages.
    public var path: String
    /// Its width: points, or `"auto"` (its size that fits); `nil` leaves it to the parent (a stack, or the cell).
    public var width: ListSpecLength?
    /// Its height, as ``width``.
    public var height: ListSpecLength?
    /// Its origin inside a plain view parent (`"x"`, `"y"`); stacks place their children themselves.
    public var origin: CGPoint?
    /// The view's own look (every kind has it).
    public var style: ListSpecViewStyle
    /// What it says to VoiceOver (its `accessibility…` keys).
    public var accessibility = ListSpecAccessibility()
    /// The text of a label, or the title of a button.
    public var text: ListSpecText?
    /// The image of an image view or a button.
    public var image: ListSpecImage?
    /// The arrangement of a stack view.
    public var stack: ListSpecStack?
    /// Insets between a button's edge and its title and image (`"contentInsets"`).
    public var contentInsets: ListEdgeInsets?
    /// An activity indicator's size (`"indicatorStyle"`: `"medium"` or `"large"`; `nil`: medium).
    public var indicatorStyle: ListSpecIndicatorStyle?
    /// An activity indicator's colour (`"color"`; `nil`: UIKit's).
    public var indicatorColor: ListColor?
    /// A text field's or search bar's placeholder and look (its text is ``text``).
    public var textInput: ListSpecTextInput?
    /// Its subviews (a stack's arranged subviews), in order.
    public var children: [ListSpecView]
    /// The Auto Layout constraints among its subviews (a plain view's `"constraints"`), in activation order.
    public var constraints: [ListSpecConstraint] = []

    /// Creates a node.
    ///
    /// - Parameters:
    ///   - kind: what it is.
    ///   - id: its `accessibilityIdentifier`.
    ///   - path: where it was written.
    ///   - children: its subviews.
    public init(kind: Kind, id: String? = nil, path: String = "", children: [ListSpecView] = []) {
        self.kind = kind
        self.id = id
        self.path = path
        self.style = ListSpecViewStyle()
        self.children = children
    }

    /// The node kinds (`"type"`).
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// `UIView`: children at their `x`/`y`.
        case view
        /// `UIStackView`.
        case stack
        /// `UILabel`.
        case label
        /// `UIImageView`.
        case image
        /// `UIButton` (`type: .system`).
        case button
        /// `UIActivityIndicatorView`, spinning (`"indicatorStyle"`, `"color"`).
        case activity
        /// `UITextField`, not editing (`"text"`, `"placeholder"`, `"borderStyle"`, `"isSecureTextEntry"`, text keys).
        case textField
        /// `UISearchBar`, not editing (`"text"`, `"placeholder"`, `"searchBarStyle"`, `"barTintColor"`,
        /// `"showsCancelButton"`).
        case searchBar
    }

    /// Every node of the tree, depth first (this one first).
    public var allNodes: [ListSpecView] { [self] + children.flatMap(\.allNodes) }
}
