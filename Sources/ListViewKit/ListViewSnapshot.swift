import Foundation
import ListCore

/// A laid-out view tree as a value: what the renderer draws, the layout sidecar records and `verify` compares. One
/// node per visible view (hidden views and their subviews are left out), colours resolved for the appearance, text
/// with the exact parameters it was measured with.
///
/// ```swift
/// let node = cell.contentView.snapshot()
/// node.children[0].identifier      // "avatar" (its accessibilityIdentifier), else its path such as "0"
/// node.children[1].text?.string    // "Ann"
/// ```
public struct ListViewSnapshot: Sendable, Hashable {
    /// What kind of view a node is (for sidecars and explanations: "label `title` 2 → 3 lines").
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// A plain view.
        case view
        /// A label.
        case label
        /// An image view.
        case imageView
        /// A button.
        case button
        /// A stack view.
        case stackView
        /// A standalone layer (`CALayer()` added with `addSublayer(_:)`).
        case layer
        /// An activity indicator.
        case activityIndicator
        /// A switch (its track and thumb are its children).
        case `switch`
        /// A text field (its border, overlay views and text line are its children).
        case textField
        /// A search bar (its bar, field and cancel button are its children).
        case searchBar
        /// A segmented control (its track, selected card, dividers and segments are its children).
        case segmentedControl
        /// A collection view embedded in a cell: its visible cells, headers and footers are its children, in its
        /// content coordinates (the node's bounds origin is its content offset; it clips to its bounds).
        case collectionView
    }

    /// The kind of view.
    public var kind: Kind
    /// The view's `accessibilityIdentifier`, else its path.
    public var identifier: String
    /// The indexes from the root to the node among the visible subviews, `/`-separated (`""` for the root, `"0/2"`);
    /// under a collection view embedded in a cell, its elements are named instead (`"0/0/cell 0·1"`, `"0/0/header 0"`).
    public var path: String
    /// The frame in the parent node's bounds coordinates (the root's: in the cell's, at the origin).
    public var frame: CGRect
    /// The bounds origin (content scrolled by it).
    public var boundsOrigin: CGPoint
    /// The opacity, 0...1, applied to the node and its children.
    public var alpha: Double
    /// Whether children are clipped to the bounds (and the rounded corners).
    public var clipsToBounds: Bool
    /// The background colour, resolved for the appearance (`nil`: none).
    public var backgroundColor: ListColor?
    /// The corner radius in points.
    public var cornerRadius: Double
    /// Which corners are rounded.
    public var maskedCorners: ListCornerMask
    /// The border width in points (drawn inside the bounds).
    public var borderWidth: Double
    /// The border colour, resolved for the appearance.
    public var borderColor: ListColor?
    /// The tint colour, resolved (template images are drawn in it).
    public var tintColor: ListColor
    /// The text the node draws (labels; a button's title is its title label child).
    public var text: ListViewText?
    /// The image the node draws (image views).
    public var image: ListViewImageContent?
    /// The drop shadow drawn under the node (`layer.shadowOpacity` above 0), in the coordinates its frame is in.
    public var shadow: ListViewShadow?
    /// The visible subviews, back to front.
    public var children: [ListViewSnapshot]
    /// The view's `transform` about the centre of ``frame`` (which is then the untransformed rectangle: the bounds'
    /// size about the centre); `nil`: the identity.
    public var transform: ListAffineTransform?
    /// The gradient a gradient layer paints over its background colour; `nil` for every other node.
    public var gradient: ListViewGradient?
    /// For a cell, header, footer or background view of a collection view embedded in a cell: what it shows as a
    /// list element, drawn as an outer list draws it (`nil` for every other node).
    public var elementContent: ElementContent?
    /// What VoiceOver reads in the tree (``ListView/accessibilityNodes()``), in this node's coordinates with its
    /// frame at the origin: set on the root a view's ``ListView/snapshot()`` makes, `nil` on every other node.
    public var accessibility: [ListAccessibilityNode]?
    /// Whether the node is a hairline: a line one device pixel thick whatever the scale it is rendered at, its fill
    /// drawn over the pixel row (or column) that holds the middle of its thin side, its ends on pixel edges. The
    /// bars' hairlines are, and so is a plain filled view or layer exactly `1 / UIScreen.main.scale` points thick
    /// (what cell code writes for a separator), which on a device is one pixel because the render scale is the
    /// screen's: here a picture may be rendered at another scale than ``ListScreen/main``'s. The frame is kept
    /// (sidecars record it as the view has it).
    public var isHairline = false
    /// The parts of ``accessibility`` when the tree is a screen with bars (status bar, navigation bars, tab bars),
    /// which a scene reads around its own list (`nil` otherwise, and on every node but the root).
    package var accessibilityBars: ListAccessibilityBars?
    /// What is wrong with the tree's constraints (broken required constraints, ambiguous frames), the tree's hosts
    /// depth first and each host's breaks in the order they were met, then the ambiguous views depth first: set on
    /// the root a view's ``ListView/snapshot()`` makes when there is any, `nil` otherwise (and on every other node).
    public var constraintIssues: [ListConstraintIssue]?

    /// Creates a node (the renderer's tests build trees by hand; views make them with `snapshot()`).
    public init(
        kind: Kind = .view, identifier: String = "", path: String = "", frame: CGRect,
        boundsOrigin: CGPoint = .zero, alpha: Double = 1, clipsToBounds: Bool = false,
        backgroundColor: ListColor? = nil, cornerRadius: Double = 0, maskedCorners: ListCornerMask = .all,
        borderWidth: Double = 0, borderColor: ListColor? = nil, tintColor: ListColor = .systemBlue,
        text: ListViewText? = nil, image: ListViewImageContent? = nil, shadow: ListViewShadow? = nil,
        children: [ListViewSnapshot] = []
    ) {
        self.kind = kind
        self.identifier = identifier
        self.path = path
        self.frame = frame
        self.boundsOrigin = boundsOrigin
        self.alpha = alpha
        self.clipsToBounds = clipsToBounds
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
        self.maskedCorners = maskedCorners
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.tintColor = tintColor
        self.text = text
        self.image = image
        self.shadow = shadow
        self.children = children
    }

    /// The node and its descendants, depth first (parents before children).
    public var allNodes: [ListViewSnapshot] {
        [self] + children.flatMap(\.allNodes)
    }

    /// The node with `identifier` (an accessibility identifier or a path), depth first.
    ///
    /// - Parameter identifier: what to look for.
    /// - Returns: the node, or `nil`.
    public func node(_ identifier: String) -> ListViewSnapshot? {
        allNodes.first { $0.identifier == identifier || $0.path == identifier }
    }

    /// The frame of every node in the root's coordinates, by identifier (what the layout sidecar records).
    public var framesInRoot: [(identifier: String, kind: Kind, frame: CGRect)] {
        var result: [(identifier: String, kind: Kind, frame: CGRect)] = []
        func visit(_ node: ListViewSnapshot, origin: CGPoint) {
            let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
            result.append((node.identifier, node.kind, frame))
            let inner = CGPoint(x: frame.minX - node.boundsOrigin.x, y: frame.minY - node.boundsOrigin.y)
            for child in node.children { visit(child, origin: inner) }
        }
        visit(self, origin: .zero)
        return result
    }
}
