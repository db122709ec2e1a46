import Foundation
import ListPreview

/// Writes the `layout` command's JSON (the interface contract's shape), one element per line, numbers formatted by
/// ``ListJSONNumber``.
enum LayoutJSON {
    /// `{ "contentSize", "items", "headers", "footers" }` for every element at the layout's content offset (the
    /// same text, and the same check, as a golden's layout sidecar: ``SnapshotLayout/strictJSON()``).
    /// Frames are mirrored about `axis` when it is given (``SpecPipeline/mirrorAxis(of:layout:region:)``).
    ///
    /// - Throws: ``NonFiniteJSONNumber`` instead of writing `inf` or `nan`.
    static func layout(
        _ layout: ListCollectionViewLayout, mirroredAbout axis: Double? = nil
    ) throws(NonFiniteJSONNumber) -> String {
        try SnapshotLayout(layout).mirrored(about: axis).strictJSON()
    }

    /// `{ "contentSize", "elements" }` for the elements intersecting `rect`; with an `axis`, `rect` and the frames
    /// are in mirrored coordinates (the picture's).
    ///
    /// - Throws: ``NonFiniteJSONNumber`` instead of writing `inf` or `nan`.
    static func elements(
        of layout: ListCollectionViewLayout, in rect: CGRect, mirroredAbout axis: Double? = nil
    ) throws(NonFiniteJSONNumber) -> String {
        func mirror(_ rect: CGRect) -> CGRect {
            guard let axis else { return rect }
            let x = CGFloat(axis) - rect.maxX
            return CGRect(x: x == 0 ? 0 : x, y: rect.minY, width: rect.width, height: rect.height)
        }
        let found = layout.layoutAttributesForElements(in: mirror(rect))
        try NonFiniteJSONNumber.check(
            contentSize: [Double(layout.contentSize.width), Double(layout.contentSize.height)],
            arrays: [("elements", found.map { numbers(mirror($0.frame)) })])
        let elements = found.map { attributes in
            let path = attributes.indexPath
            var fields = "\"kind\": \"\(attributes.kind.rawValue)\", \"section\": \(path.section), "
                + "\"item\": \(path.item), \"frame\": \(frame(mirror(attributes.frame)))"
            if attributes.kind == .header { fields += ", \"sticky\": \(attributes.isSticky)" }
            return "{ \(fields) }"
        }
        return object([("contentSize", size(layout.contentSize)), ("elements", array(elements))])
    }

    static func frame(_ rect: CGRect) -> String {
        "[" + numbers(rect).map { ListJSONNumber.format($0) }.joined(separator: ", ") + "]"
    }

    /// `[x, y, width, height]` as written (not standardised).
    static func numbers(_ rect: CGRect) -> [Double] {
        [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map { Double($0) }
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
