import Foundation
import ListRenderKit
import ListViewKit

/// One subview inside a cell, header or footer as a golden's layout sidecar records it (`"views"`): what it is,
/// its name, its frame in the element's coordinates and, for a label, its text and how many lines it took. `verify`
/// compares them to explain a change inside a cell ("cell 0·2: label `title` 2 → 3 lines").
///
/// ```swift
/// let nodes = SnapshotViewNode.nodes(of: cell.snapshot())
/// nodes[0].id        // "avatar" (its accessibilityIdentifier), else its path in the tree such as "0/1"
/// nodes[0].type      // "image"
/// nodes[0].frame     // [12, 8, 40, 40]
/// ```
public struct SnapshotViewNode: Hashable, Sendable {
    /// The view's `accessibilityIdentifier`, else its path in the tree (``path``).
    public var id: String
    /// Its path among the visible subviews from the element's root view (`"0/2"`; `""` for the root); the cells,
    /// headers and footers of a collection view in a cell are named (`"0/0/cell 0·3"`, `"0/0/header 1"`).
    public var path: String
    /// `view`, `label`, `image`, `button`, `stack`, `layer`, `activity`, `switch`, `textField`, `searchBar` or
    /// `collection` (a collection view in a cell; its visible cells' nodes follow under its path, offset by its
    /// content offset).
    public var type: String
    /// `[x, y, width, height]` in points, in the element's coordinates (its top-left corner at 0, 0).
    public var frame: [Double]
    /// A label's text (`nil` for other views).
    public var text: String?
    /// The number of lines a label's text took (`nil` for other views).
    public var lines: Int?
    /// The name of the image an image view shows (`nil` for other views).
    public var image: String?
    /// The part of ``frame`` that is drawn, `[x, y, width, height]` in the element's coordinates, when a view that
    /// clips (`clipsToBounds`, a collection view, the element itself) hides the rest; `nil` when it is all drawn.
    /// A view wholly hidden that way is not recorded at all.
    public var visible: [Double]?
    /// The bounds origin `[x, y]` when it is not zero: a collection view's content offset (its children's frames
    /// are already shifted by it); `nil` at zero.
    public var offset: [Double]?

    /// Creates a node.
    ///
    /// - Parameters:
    ///   - id: the accessibility identifier, else the path.
    ///   - path: the path in the tree.
    ///   - type: `view`, `label`, `image`, `button`, `stack`, `layer`, `activity`, `switch`, `textField`, `searchBar` or `collection`.
    ///   - frame: `[x, y, width, height]` in the element's coordinates.
    ///   - text: a label's text.
    ///   - lines: the lines it took.
    ///   - image: an image view's image name.
    ///   - visible: the drawn part of the frame, when a view that clips hides the rest.
    ///   - offset: the bounds origin (a collection view's content offset), when not zero.
    public init(
        id: String, path: String, type: String, frame: [Double], text: String? = nil, lines: Int? = nil,
        image: String? = nil, visible: [Double]? = nil, offset: [Double]? = nil
    ) {
        self.id = id
        self.path = path
        self.type = type
        self.frame = frame
        self.text = text
        self.lines = lines
        self.image = image
        self.visible = visible
        self.offset = offset
    }

    /// ``label `title` ``: the type and the name, as explanations say it.
    public var name: String { "\(type) `\(id)`" }

    /// The path of the node's parent (`nil` for the root).
    var parentPath: String? {
        guard !path.isEmpty else { return nil }
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// The nodes of a laid-out view tree, depth first, parents before children, frames in the root's coordinates.
    /// The root itself is left out when it is a plain view or stack without an accessibility identifier (its frame
    /// is the element's own, already in the layout).
    ///
    /// What is drawn decides what is recorded, as the renderer clips: to the element's bounds, and inside every
    /// view that clips (`clipsToBounds`, a collection view embedded in a cell). A view those clips hide in part
    /// records the drawn part too (``visible``); one they hide wholly (a cell of a nested list scrolled out of
    /// the element) is left out. Views without an area (a zero width or height) are recorded as they are.
    ///
    /// - Parameter tree: an element's view tree (its root at the element's origin).
    /// - Returns: the nodes.
    public static func nodes(of tree: ListViewSnapshot) -> [SnapshotViewNode] {
        var nodes: [SnapshotViewNode] = []
        func visit(_ node: ListViewSnapshot, origin: CGPoint, clip: CGRect) {
            let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
            let shown = frame.intersection(clip)
            let hasArea = frame.width > 0 && frame.height > 0
            let isHidden = hasArea && (shown.isNull || shown.width <= 0 || shown.height <= 0)
            let isPlainRoot = node.path.isEmpty && node.identifier.isEmpty && node.text == nil && node.image == nil
            if !isPlainRoot && !isHidden {
                nodes.append(SnapshotViewNode(node, frame: frame, visible: hasArea && shown != frame ? shown : nil))
            }
            let inner = CGPoint(x: frame.minX - node.boundsOrigin.x, y: frame.minY - node.boundsOrigin.y)
            let innerClip = node.clipsToBounds ? clip.intersection(frame) : clip
            for child in node.children { visit(child, origin: inner, clip: innerClip) }
        }
        visit(tree, origin: .zero, clip: CGRect(origin: .zero, size: tree.frame.size))
        return nodes
    }

    private init(_ node: ListViewSnapshot, frame: CGRect, visible: CGRect?) {
        let type = switch node.kind {
        case .view: "view"
        case .label: "label"
        case .imageView: "image"
        case .button: "button"
        case .stackView: "stack"
        case .layer: "layer"
        case .activityIndicator: "activity"
        case .switch: "switch"
        case .textField: "textField"
        case .searchBar: "searchBar"
        case .segmentedControl: "segmentedControl"
        case .collectionView: "collection"
        }
        self.init(
            id: node.identifier.isEmpty ? (node.path.isEmpty ? "root" : node.path) : node.identifier, path: node.path,
            type: type,
            frame: [Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height)],
            text: node.text?.string, lines: node.text.map { $0.layout().lines.count }, image: node.image?.name,
            visible: visible.map { [Double($0.minX), Double($0.minY), Double($0.width), Double($0.height)] },
            offset: node.boundsOrigin == .zero ? nil : [Double(node.boundsOrigin.x), Double(node.boundsOrigin.y)])
    }
}
