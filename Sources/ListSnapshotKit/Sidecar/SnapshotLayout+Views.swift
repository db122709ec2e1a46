import Foundation
import ListAdapterKit
import ListCore
import ListLayoutKit
import ListPlumbing
import ListRenderKit
import ListSpecKit
import ListViewKit

extension SnapshotLayout {
    /// The subviews of one element (a cell, header or footer that draws a view tree), as the sidecar's `"views"`
    /// lists them.
    public struct ElementViews: Hashable, Sendable {
        /// `cell`, `header` or `footer`.
        public var kind: String
        /// Its section.
        public var section: Int
        /// Its item (0 for headers and footers).
        public var item: Int
        /// Its subviews, depth first, frames in the element's coordinates.
        public var nodes: [SnapshotViewNode]

        /// Creates an element's views.
        public init(kind: String, section: Int, item: Int, nodes: [SnapshotViewNode]) {
            self.kind = kind
            self.section = section
            self.item = item
            self.nodes = nodes
        }
    }

    /// Records the subviews of every element of a scene that draws a view tree (``SceneElement/view``), in the
    /// scene's order, as the sidecar's `"views"`; leaves ``views`` `nil` when none does, so sidecars of text cells
    /// stay as they were.
    ///
    /// - Parameter scene: the scene the golden shows.
    public mutating func recordViews(of scene: RenderScene) {
        recordViews(scene.elements.compactMap { element in
            element.view.map { (element.kind, element.section, element.item ?? 0, $0) }
        })
    }

    /// Records the subviews of a collection view's visible cells and supplementary views that draw a view tree
    /// (``ListVisibleContent/cellTrees``, ``ListVisibleContent/supplementaryTrees``), headers and footers first in
    /// each section as `layout` lists elements.
    ///
    /// - Parameter content: what the collection view shows.
    public mutating func recordViews(of content: ListVisibleContent) {
        var trees: [(ListElementKind, Int, Int, ListViewSnapshot)] = []
        for (key, tree) in content.supplementaryTrees { trees.append((key.kind, key.section, 0, tree)) }
        for (path, tree) in content.cellTrees { trees.append((.cell, path.section, path.item, tree)) }
        let rank: [ListElementKind: Int] = [.header: 0, .footer: 1, .cell: 2]
        trees.sort { ($0.1, rank[$0.0] ?? 3, $0.2) < ($1.1, rank[$1.0] ?? 3, $1.2) }
        recordViews(trees)
    }

    private mutating func recordViews(_ trees: [(ListElementKind, Int, Int, ListViewSnapshot)]) {
        let recorded = trees.map { kind, section, item, tree in
            ElementViews(
                kind: kind == .cell ? "cell" : kind.rawValue, section: section, item: item,
                nodes: SnapshotViewNode.nodes(of: tree))
        }
        views = recorded.isEmpty ? nil : recorded
        recordUnknownSymbols(in: trees.map(\.3))
        recordConstraintIssues(trees.map { kind, section, item, tree in
            (kind == .cell ? "cell" : kind.rawValue, section, item, tree)
        })
    }

    /// Checks every number of ``views`` before it is written.
    ///
    /// - Throws: ``NonFiniteJSONNumber`` naming the first NaN or infinity (`views[0].nodes[2].frame[1]`).
    func checkViews() throws(NonFiniteJSONNumber) {
        for (index, element) in (views ?? []).enumerated() {
            for (position, node) in element.nodes.enumerated() {
                for (field, numbers) in [("frame", node.frame), ("visible", node.visible ?? []), ("offset", node.offset ?? [])] {
                    if let bad = numbers.firstIndex(where: { !$0.isFinite }) {
                        throw NonFiniteJSONNumber(
                            path: "views[\(index)].nodes[\(position)].\(field)[\(bad)]", value: numbers[bad])
                    }
                }
            }
        }
    }

    /// The `"views"` member of the sidecar's text (after `"footers"`, `"fonts"` and `"textLibraries"`), or `""`.
    var viewsJSON: String {
        guard let views else { return "" }
        let entries = views.map { element in
            let nodes = element.nodes.map { node in
                var fields = [
                    "\"id\": \(ListJSONString.quoted(node.id))", "\"path\": \(ListJSONString.quoted(node.path))",
                    "\"type\": \(ListJSONString.quoted(node.type))",
                    "\"frame\": [" + node.frame.map { ListJSONNumber.format($0) }.joined(separator: ", ") + "]",
                ]
                if let visible = node.visible {
                    fields.append("\"visible\": [" + visible.map { ListJSONNumber.format($0) }.joined(separator: ", ") + "]")
                }
                if let offset = node.offset {
                    fields.append("\"offset\": [" + offset.map { ListJSONNumber.format($0) }.joined(separator: ", ") + "]")
                }
                if let lines = node.lines { fields.append("\"lines\": \(lines)") }
                if let text = node.text { fields.append("\"text\": \(ListJSONString.quoted(text))") }
                if let image = node.image { fields.append("\"image\": \(ListJSONString.quoted(image))") }
                return "{ " + fields.joined(separator: ", ") + " }"
            }
            let list = nodes.isEmpty ? "[]" : "[\n        " + nodes.joined(separator: ",\n        ") + "\n      ]"
            return "{ \"kind\": \(ListJSONString.quoted(element.kind)), \"section\": \(element.section), "
                + "\"item\": \(element.item),\n      \"nodes\": \(list) }"
        }
        return ",\n  \"views\": " + (entries.isEmpty ? "[]" : "[\n    " + entries.joined(separator: ",\n    ") + "\n  ]")
    }

    /// The JSON object of one subview, as `"views"` and `results.json`'s `viewChanges` write it.
    /// `visible` and `offset` are written only when the node has them (as the sidecar does).
    static func nodeJSON(_ node: SnapshotViewNode) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("id", .string(node.id)), ("path", .string(node.path)), ("type", .string(node.type)),
            ("frame", .array(node.frame.map(JSONValue.number))),
            ("lines", JSONValue.optional(node.lines) { .number(Double($0)) }),
            ("text", JSONValue.optional(node.text) { .string($0) }), ("image", JSONValue.optional(node.image) { .string($0) }),
        ]
        if let visible = node.visible { fields.append(("visible", .array(visible.map(JSONValue.number)))) }
        if let offset = node.offset { fields.append(("offset", .array(offset.map(JSONValue.number)))) }
        return .object(fields)
    }

    /// Reads one subview (of `"views"`, or a `viewChanges` entry of `results.json`), each field checked.
    static func readNode(_ node: JSONFields) throws(JSONFieldError) -> SnapshotViewNode {
        guard let frame = try node.optionalNumbers("frame", count: 4, in: -1e15...1e15) else {
            throw JSONFieldError(path: node.path + ".frame", reason: "must be an array of 4 numbers, got nothing")
        }
        return SnapshotViewNode(
            id: try node.string("id"), path: try node.string("path"), type: try node.string("type"), frame: frame,
            text: try node.optionalString("text"), lines: try node.optionalInteger("lines", in: 0...Int(Int32.max)),
            image: try node.optionalString("image"),
            visible: try node.optionalNumbers("visible", count: 4, in: -1e15...1e15),
            offset: try node.optionalNumbers("offset", count: 2, in: -1e15...1e15))
    }

    /// Reads the sidecar's `"views"`, each field checked (`nil` when absent: a sidecar of text cells, or one
    /// written before subviews were recorded).
    static func readViews(_ object: JSONFields) throws(JSONFieldError) -> [ElementViews]? {
        guard let entries = try object.optionalObjects("views") else { return nil }
        var views: [ElementViews] = []
        for entry in entries {
            let kind = try entry.string("kind")
            guard ["cell", "header", "footer"].contains(kind) else {
                throw JSONFieldError(path: entry.path + ".kind", reason: "must be cell, header or footer, got \"\(kind)\"")
            }
            let nodes = try entry.objects("nodes").map { (node) throws(JSONFieldError) in try readNode(node) }
            views.append(ElementViews(
                kind: kind, section: try entry.integer("section", in: 0...Int(Int32.max)),
                item: try entry.optionalInteger("item", in: 0...Int(Int32.max)) ?? 0, nodes: nodes))
        }
        return views
    }
}
