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
    /// Its path among the visible subviews from the element's root view (`"0/2"`; `""` for the root).
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
    public init(
        id: String, path: String, type: String, frame: [Double], text: String? = nil, lines: Int? = nil,
        image: String? = nil
    ) {
        self.id = id
        self.path = path
        self.type = type
        self.frame = frame
        self.text = text
        self.lines = lines
        self.image = image
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
    /// - Parameter tree: an element's view tree (its root at the element's origin).
    /// - Returns: the nodes.
    public static func nodes(of tree: ListViewSnapshot) -> [SnapshotViewNode] {
        var nodes: [SnapshotViewNode] = []
        func visit(_ node: ListViewSnapshot, origin: CGPoint) {
            let frame = node.frame.offsetBy(dx: origin.x, dy: origin.y)
            let isPlainRoot = node.path.isEmpty && node.identifier.isEmpty && node.text == nil && node.image == nil
            if !isPlainRoot { nodes.append(SnapshotViewNode(node, frame: frame)) }
            let inner = CGPoint(x: frame.minX - node.boundsOrigin.x, y: frame.minY - node.boundsOrigin.y)
            for child in node.children { visit(child, origin: inner) }
        }
        visit(tree, origin: .zero)
        return nodes
    }

    private init(_ node: ListViewSnapshot, frame: CGRect) {
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
        case .collectionView: "collection"
        }
        self.init(
            id: node.identifier.isEmpty ? (node.path.isEmpty ? "root" : node.path) : node.identifier, path: node.path,
            type: type,
            frame: [Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height)],
            text: node.text?.string, lines: node.text.map { $0.layout().lines.count }, image: node.image?.name)
    }
}
