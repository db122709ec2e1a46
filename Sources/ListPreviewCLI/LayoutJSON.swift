import Foundation
import ListPreview

/// Writes the `layout` command's JSON (the interface contract's shape), one element per line, numbers formatted by
/// ``ListJSONNumber``.
enum LayoutJSON {
    /// `{ "contentSize", "items", "headers", "footers" }` for every element at the layout's content offset.
    static func layout(_ layout: ListCollectionViewLayout) -> String {
        var items: [String] = []
        var headers: [String] = []
        var footers: [String] = []
        for section in 0..<layout.numberOfSections {
            let path = ListIndexPath(section: section, item: 0)
            if let header = layout.layoutAttributesForSupplementaryView(ofKind: .header, at: path) {
                headers.append(
                    "{ \"section\": \(section), \"frame\": \(frame(header.frame)), \"sticky\": \(header.isSticky) }")
            }
            if let footer = layout.layoutAttributesForSupplementaryView(ofKind: .footer, at: path) {
                footers.append("{ \"section\": \(section), \"frame\": \(frame(footer.frame)) }")
            }
            for item in 0..<layout.numberOfItems(inSection: section) {
                guard let cell = layout.layoutAttributesForItem(at: ListIndexPath(section: section, item: item))
                else { continue }
                items.append("{ \"section\": \(section), \"item\": \(item), \"frame\": \(frame(cell.frame)) }")
            }
        }
        return object([
            ("contentSize", size(layout.contentSize)), ("items", array(items)), ("headers", array(headers)),
            ("footers", array(footers)),
        ])
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
