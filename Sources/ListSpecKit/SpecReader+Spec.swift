import Foundation
import ListCore
import ListLayoutKit

extension SpecReader {
    static let contentKeys = [
        "text", "detailText", "textAlignment", "backgroundColor", "textColor", "fontSize", "accessory", "role",
    ]

    /// Reads the whole document.
    mutating func readSpec(_ root: SpecNode) -> ListSpec? {
        let known = ["viewport", "layout", "contentOffset", "sections", "updates", "device", "name", "description"]
        guard let fields = fields(root, at: "", known: known) else { return nil }
        var viewport = readViewport(fields)
        let layout = readLayout(fields["layout"])
        let contentOffset = readOffset(fields["contentOffset"])
        if viewport.device == nil, let device = string(fields, "device", at: "") {
            applyPreset(device, at: "device", to: &viewport, overriding: fields["viewport"])
        }
        let context = SectionContext(viewport: viewport, direction: layout.scrollDirection)
        var sections: [ListSpecSection] = []
        if fields["sections"] == nil {
            fail("sections", "is required: an array of sections")
        } else {
            sections = readSections(fields["sections"], at: "sections", context: context)
        }
        var updates: [ListSpecUpdate] = []
        for (index, node) in (elements(fields["updates"], at: "updates") ?? []).enumerated() {
            let path = "updates[\(index)]"
            let known = ["sections", "contentOffset", "animated"]
            guard let update = self.fields(node, at: path, known: known) else { continue }
            if update["sections"] == nil { fail(Self.join(path, "sections"), "is required: an array of sections") }
            let sections = readSections(update["sections"], at: Self.join(path, "sections"), context: context)
            let offset = update["contentOffset"].map { readOffset($0, at: Self.join(path, "contentOffset")) }
            updates.append(
                ListSpecUpdate(
                    sections: sections, contentOffset: offset, animated: bool(update, "animated", at: path) ?? true))
        }
        return ListSpec(
            viewport: viewport, layout: layout, contentOffset: contentOffset, sections: sections, updates: updates)
    }

    mutating func readViewport(_ root: [String: SpecNode]) -> ListSpecViewport {
        var viewport = ListSpecViewport()
        let known = ["width", "height", "scale", "contentInset", "device"]
        guard let fields = fields(root["viewport"], at: "viewport", known: known) else { return viewport }
        if let device = string(fields, "device", at: "viewport") {
            applyPreset(device, at: "viewport.device", to: &viewport, overriding: root["viewport"])
        }
        viewport.width = number(fields, "width", at: "viewport", rule: .positive) ?? viewport.width
        viewport.height = number(fields, "height", at: "viewport", rule: .positive) ?? viewport.height
        viewport.scale =
            number(fields, "scale", at: "viewport", rule: .positive, limit: ListSpecLimits.scale) ?? viewport.scale
        viewport.contentInset = insets(fields, "contentInset", at: "viewport") ?? .zero
        checkImageSize(of: viewport)
        return viewport
    }

    /// Sets the viewport's size and scale from a preset (explicit `viewport` fields are applied afterwards).
    mutating func applyPreset(
        _ name: String, at path: String, to viewport: inout ListSpecViewport, overriding: SpecNode?
    ) {
        guard let preset = ListDevicePreset.named(name) else {
            let names = ListDevicePreset.all.map(\.name).joined(separator: ", ")
            fail(path, "unknown device \"\(name)\"; known devices: \(names)")
            return
        }
        var result = ListSpecViewport(
            width: preset.size.width, height: preset.size.height, scale: preset.scale,
            contentInset: viewport.contentInset, device: preset.name)
        if case .object(let explicit) = overriding {
            if case .number(let width)? = explicit["width"], width.isFinite, width > 0 { result.width = width }
            if case .number(let height)? = explicit["height"], height.isFinite, height > 0 { result.height = height }
            if case .number(let scale)? = explicit["scale"], scale.isFinite, scale > 0 { result.scale = scale }
        }
        viewport = result
    }

    mutating func readLayout(_ node: SpecNode?) -> ListSpecLayoutOptions {
        var options = ListSpecLayoutOptions()
        let known = [
            "scrollDirection", "stickyHeaders", "topContentInset", "stretchToEdge", "showHeaderWhenEmpty",
            "stickyHeaderYOffset",
        ]
        guard let fields = fields(node, at: "layout", known: known) else { return options }
        options.scrollDirection =
            choice(fields, "scrollDirection", at: "layout", as: ListScrollDirection.self) ?? .vertical
        options.stickyHeaders = bool(fields, "stickyHeaders", at: "layout") ?? false
        options.topContentInset = number(fields, "topContentInset", at: "layout", rule: .finite) ?? 0
        options.stretchToEdge = bool(fields, "stretchToEdge", at: "layout") ?? false
        options.showHeaderWhenEmpty = bool(fields, "showHeaderWhenEmpty", at: "layout") ?? false
        options.stickyHeaderYOffset = number(fields, "stickyHeaderYOffset", at: "layout", rule: .finite) ?? 0
        return options
    }

    mutating func readOffset(_ node: SpecNode?, at path: String = "contentOffset") -> CGPoint {
        guard let fields = fields(node, at: path, known: ["x", "y"]) else { return .zero }
        return CGPoint(
            x: number(fields, "x", at: path, rule: .finite) ?? 0,
            y: number(fields, "y", at: path, rule: .finite) ?? 0)
    }

    /// Reports a viewport whose image would not fit a Cairo surface or ``ListSpecLimits/imagePixels``.
    mutating func checkImageSize(of viewport: ListSpecViewport) {
        let scale = Double(viewport.scale)
        let width = (Double(viewport.width) * scale).rounded(.up)
        let height = (Double(viewport.height) * scale).rounded(.up)
        let side = Double(ListSpecLimits.imageSide)
        let at = "at scale \(ListJSONNumber.format(scale))"
        if width > side {
            fail("viewport.width", "\(ListJSONNumber.format(viewport.width)) points \(at) is \(ListJSONNumber.format(width)) pixels: more than the limit of \(ListSpecLimits.imageSide)")
        } else if height > side {
            fail("viewport.height", "\(ListJSONNumber.format(viewport.height)) points \(at) is \(ListJSONNumber.format(height)) pixels: more than the limit of \(ListSpecLimits.imageSide)")
        } else if width * height > Double(ListSpecLimits.imagePixels) {
            fail("viewport", "\(ListJSONNumber.format(width))×\(ListJSONNumber.format(height)) pixels is more than the limit of \(ListSpecLimits.imagePixels) pixels")
        }
    }
}
