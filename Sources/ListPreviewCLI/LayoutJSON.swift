import Foundation
import ListPreview

/// Writes the `layout` command's JSON (the interface contract's shape), one element per line, numbers formatted by
/// ``ListJSONNumber``.
enum LayoutJSON {
    /// `{ "contentSize", "items", "headers", "footers" }` for every element at the layout's content offset (the
    /// same text `record` writes as a golden's layout sidecar).
    static func layout(_ layout: ListCollectionViewLayout) -> String {
        SnapshotLayout(layout).json
    }

    /// `{ "contentSize", "elements" }` for the elements intersecting `rect`.
    static func elements(of layout: ListCollectionViewLayout, in rect: CGRect) -> String {
        let elements = layout.layoutAttributesForElements(in: rect).map { attributes in
            let path = attributes.indexPath
            var fields = "\"kind\": \"\(attributes.kind.rawValue)\", \"section\": \(path.section), "
                + "\"item\": \(path.item), \"frame\": \(frame(attributes.frame))"
            if attributes.kind == .header { fields += ", \"sticky\": \(attributes.isSticky)" }
            return "{ \(fields) }"
        }
        return object([("contentSize", size(layout.contentSize)), ("elements", array(elements))])
    }

    static func frame(_ rect: CGRect) -> String {
        "[" + [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map { ListJSONNumber.format($0) }
            .joined(separator: ", ") + "]"
    }

    static func size(_ size: CGSize) -> String {
        "{ \"width\": \(ListJSONNumber.format(size.width)), \"height\": \(ListJSONNumber.format(size.height)) }"
    }

    static func array(_ elements: [String]) -> String {
        elements.isEmpty ? "[]" : "[\n    " + elements.joined(separator: ",\n    ") + "\n  ]"
    }

    static func object(_ fields: [(String, String)]) -> String {
        "{\n" + fields.map { "  \"\($0.0)\": \($0.1)" }.joined(separator: ",\n") + "\n}\n"
    }
}
