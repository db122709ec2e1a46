import Foundation
import ListCore
import ListLayoutKit
import ListPlumbing

extension SpecReader {
    static let contentKeys = [
        "text", "detailText", "textAlignment", "backgroundColor", "textColor", "fontSize", "accessory", "role",
    ]

    /// Reads the whole document.
    mutating func readSpec(_ root: JSONValue) -> ListSpec? {
        let known = [
            "viewport", "layout", "contentOffset", "sections", "updates", "device", "name", "description",
            "environment", "variants", "styles", "assets", "audit", "chrome",
        ]
        guard let fields = fields(root, at: "", known: known) else { return nil }
        var viewport = readViewport(fields)
        let layout = readLayout(fields["layout"])
        let contentOffset = readOffset(fields["contentOffset"])
        if viewport.device == nil, let device = string(fields, "device", at: "") {
            applyPreset(device, at: "device", to: &viewport, overriding: fields["viewport"])
        }
        let context = SectionContext(viewport: viewport, direction: layout.scrollDirection)
        readAssets(fields)
        imageScale = Double(viewport.scale)
        readViewStyles(fields["styles"])
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
        var spec = ListSpec(
            viewport: viewport, layout: layout, contentOffset: contentOffset, sections: sections, updates: updates)
        if let node = fields["environment"],
            let object = self.fields(node, at: "environment", known: ListEnvironmentOverrides.keys)
        {
            spec.environment = readEnvironment(object, at: "environment")
        }
        spec.audit = readAudit(fields["audit"], at: "audit")
        spec.chrome = readChrome(fields["chrome"], at: "chrome")
        var names: [(id: String, path: String)] = []
        for (index, node) in (elements(fields["variants"], at: "variants") ?? []).enumerated() {
            let path = "variants[\(index)]"
            guard let object = self.fields(node, at: path, known: ListEnvironmentOverrides.keys + ["name", "audit"])
            else { continue }
            let environment = readEnvironment(object, at: path)
            let audit = readAudit(object["audit"], at: Self.join(path, "audit"))
            guard let name = string(object, "name", at: path) else {
                fail(Self.join(path, "name"), "is required: the variant's name, used in golden file names")
                continue
            }
            guard ListSpecVariant.isValidName(name) else {
                fail(Self.join(path, "name"), "expected letters, digits, - and _ only, got \"\(name)\"")
                continue
            }
            names.append((name, Self.join(path, "name")))
            spec.variants.append(ListSpecVariant(name: name, environment: environment, audit: audit))
        }
        var seen: [String: String] = [:]
        for (name, path) in names {
            if let first = seen[name] { fail(path, "duplicates the variant name \"\(name)\" of \(first)") }
            seen[name] = seen[name] ?? path
        }
        spec.imageUses = imageUses
        return spec
    }

    /// Reads the fields of an `environment` object or of a variant.
    mutating func readEnvironment(_ fields: SpecFields, at path: String) -> ListEnvironmentOverrides {
        var environment = ListEnvironmentOverrides()
        environment.theme = choice(fields, "theme", at: path, as: ListUserInterfaceStyle.self)
        environment.contentSizeCategory = choice(
            fields, "contentSizeCategory", at: path, as: ListContentSizeCategory.self)
        environment.layoutDirection = choice(fields, "layoutDirection", at: path, as: ListLayoutDirection.self)
        if let locale = string(fields, "locale", at: path) {
            if locale.isEmpty || !locale.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) {
                fail(Self.join(path, "locale"), "expected a BCP 47 language tag such as \"ar\" or \"ja-JP\", got \"\(locale)\"")
            } else {
                environment.locale = locale
            }
        }
        return environment
    }

    mutating func readViewport(_ root: SpecFields) -> ListSpecViewport {
        var viewport = ListSpecViewport()
        let known = ["width", "height", "scale", "contentInset", "device"]
        guard let fields = fields(root["viewport"], at: "viewport", known: known) else { return viewport }
        if let device = string(fields, "device", at: "viewport") {
            applyPreset(device, at: "viewport.device", to: &viewport, overriding: root["viewport"])
        }
        viewport.width = number(fields, "width", at: "viewport", rule: .positive) ?? viewport.width
        viewport.height = number(fields, "height", at: "viewport", rule: .positive) ?? viewport.height
        if let scale = number(fields, "scale", at: "viewport", rule: .positive, limit: ListSpecLimits.scale) {
            if Double(scale) < ListSpecLimits.minimumScale {
                fail("viewport.scale", "must be at least 0.000001 (a pixel of at most 1000000 points), got \(ListJSONNumber.format(Double(scale)))")
            } else {
                viewport.scale = scale
            }
        }
        viewport.contentInset = insets(fields, "contentInset", at: "viewport") ?? .zero
        checkImageSize(of: viewport)
        return viewport
    }

    /// Sets the viewport's size and scale from a preset (explicit `viewport` fields are applied afterwards).
    mutating func applyPreset(
        _ name: String, at path: String, to viewport: inout ListSpecViewport, overriding: JSONValue?
    ) {
        guard let preset = ListDevicePreset.named(name) else {
            let names = ListDevicePreset.all.map(\.name).joined(separator: ", ")
            fail(path, "unknown device \"\(name)\"; known devices: \(names)")
            return
        }
        var result = ListSpecViewport(
            width: preset.size.width, height: preset.size.height, scale: preset.scale,
            contentInset: viewport.contentInset, device: preset.name)
        if let explicit = overriding?.specFields {
            if case .number(let width)? = explicit["width"], width.isFinite, width > 0 { result.width = width }
            if case .number(let height)? = explicit["height"], height.isFinite, height > 0 { result.height = height }
            if case .number(let scale)? = explicit["scale"], scale.isFinite, scale > 0 { result.scale = scale }
        }
        viewport = result
    }

    mutating func readLayout(_ node: JSONValue?) -> ListSpecLayoutOptions {
        var options = ListSpecLayoutOptions()
        let known = [
            "scrollDirection", "stickyHeaders", "topContentInset", "stretchToEdge", "showHeaderWhenEmpty",
            "stickyHeaderYOffset", "flipsHorizontallyInOppositeLayoutDirection",
        ]
        guard let fields = fields(node, at: "layout", known: known) else { return options }
        options.scrollDirection =
            choice(fields, "scrollDirection", at: "layout", as: ListScrollDirection.self) ?? .vertical
        options.stickyHeaders = bool(fields, "stickyHeaders", at: "layout") ?? false
        options.topContentInset = number(fields, "topContentInset", at: "layout", rule: .finite) ?? 0
        options.stretchToEdge = bool(fields, "stretchToEdge", at: "layout") ?? false
        options.showHeaderWhenEmpty = bool(fields, "showHeaderWhenEmpty", at: "layout") ?? false
        options.stickyHeaderYOffset = number(fields, "stickyHeaderYOffset", at: "layout", rule: .finite) ?? 0
        options.flipsHorizontallyInOppositeLayoutDirection =
            bool(fields, "flipsHorizontallyInOppositeLayoutDirection", at: "layout") ?? false
        return options
    }

    mutating func readOffset(_ node: JSONValue?, at path: String = "contentOffset") -> CGPoint {
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
