import Foundation
import ListPreview

/// Writes the `layout` command's JSON (the interface contract's shape), one element per line, numbers formatted by
/// ``ListJSONNumber``.
enum LayoutJSON {
    /// `{ "contentSize", "items", "headers", "footers" }` for every element at the layout's content offset (the
    /// same text `record` writes as a golden's layout sidecar).
    /// Frames are mirrored about `axis` when it is given (``SpecPipeline/mirrorAxis(of:layout:region:)``).
    static func layout(_ layout: ListCollectionViewLayout, mirroredAbout axis: Double? = nil) -> String {
        SnapshotLayout(layout).mirrored(about: axis).json
    }

    /// `{ "contentSize", "elements" }` for the elements intersecting `rect`; with an `axis`, `rect` and the frames
    /// are in mirrored coordinates (the picture's).
    static func elements(
        of layout: ListCollectionViewLayout, in rect: CGRect, mirroredAbout axis: Double? = nil
    ) -> String {
        func mirror(_ rect: CGRect) -> CGRect {
            guard let axis else { return rect }
            let x = CGFloat(axis) - rect.maxX
            return CGRect(x: x == 0 ? 0 : x, y: rect.minY, width: rect.width, height: rect.height)
        }
        let elements = layout.layoutAttributesForElements(in: mirror(rect)).map { attributes in
            let path = attributes.indexPath
            var fields = "\"kind\": \"\(attributes.kind.rawValue)\", \"section\": \(path.section), "
                + "\"item\": \(path.item), \"frame\": \(frame(mirror(attributes.frame)))"
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
