import Foundation
import ListCore
import ListImageKit
import ListPlumbing

extension SpecReader {
    /// The keys every node kind reads.
    static let viewCommonKeys = [
        "type", "id", "style", "width", "height", "x", "y", "backgroundColor", "tintColor", "alpha", "isHidden",
        "clipsToBounds", "cornerRadius", "maskedCorners", "borderWidth", "borderColor", "layoutMargins", "shadow",
        "contentHuggingPriority", "contentCompressionResistancePriority",
    ] + viewAccessibilityKeys
    static let viewTextKeys = ["font", "textAlignment", "numberOfLines", "lineBreakMode"]
    static let viewImageKeys = ["image", "systemName", "renderingMode"]

    /// The keys a node of `kind` reads beside ``viewCommonKeys``.
    static func viewKeys(of kind: ListSpecView.Kind) -> [String] {
        switch kind {
        case .view: ["children", "constraints"]
        case .stack: ["children", "axis", "spacing", "distribution", "alignment", "isLayoutMarginsRelativeArrangement"]
        case .label: ["text", "runs", "textColor"] + viewTextKeys
        case .image: viewImageKeys + ["contentMode"]
        case .button: ["title", "titleColor", "contentInsets"] + viewTextKeys + viewImageKeys
        case .activity: ["indicatorStyle", "color"]
        case .textField:
            ["text", "placeholder", "textColor", "font", "textAlignment", "borderStyle", "isSecureTextEntry"]
        case .searchBar: ["text", "placeholder", "searchBarStyle", "barTintColor", "showsCancelButton"]
        }
    }

    /// The keys ``readViewStyle(_:at:)`` reads.
    static let viewStyleKeys: Set<String> = [
        "alpha", "backgroundColor", "borderColor", "borderWidth", "clipsToBounds",
        "contentCompressionResistancePriority", "contentHuggingPriority", "contentMode", "cornerRadius", "isHidden",
        "layoutMargins", "maskedCorners", "shadow", "tintColor"
    ]

    /// Every key a node of each kind reads (``viewCommonKeys`` and ``viewKeys(of:)``), joined once: in order (for
    /// the warnings' suggestions) and as a set (to check a node's keys at one lookup each).
    static let viewKnownKeys = Dictionary(uniqueKeysWithValues: ListSpecView.Kind.allCases.map { kind in
        let keys = viewCommonKeys + viewKeys(of: kind)
        return (kind, (list: keys, set: Set(keys)))
    })

    /// What a key is to a view node: the kinds that read it (a bit per ``ListSpecView/Kind``, in `allCases` order),
    /// and whether it is a style key (``viewStyleKeys``) or an accessibility key (``viewAccessibilityKeys``).
    struct ViewKeyGroup {
        var kinds: UInt16 = 0
        var isStyle = false
        var isAccessibility = false
    }

    /// Every key a node may hold, with its ``ViewKeyGroup``: a node's keys are checked at one lookup each (known to
    /// its kind, any style key, any accessibility key) instead of one per question.
    static let viewKeyGroups: [String: ViewKeyGroup] = {
        var groups: [String: ViewKeyGroup] = [:]
        for (index, kind) in ListSpecView.Kind.allCases.enumerated() {
            for key in viewCommonKeys + viewKeys(of: kind) { groups[key, default: ViewKeyGroup()].kinds |= 1 << index }
        }
        for key in viewStyleKeys { groups[key, default: ViewKeyGroup()].isStyle = true }
        for key in viewAccessibilityKeys { groups[key, default: ViewKeyGroup()].isAccessibility = true }
        return groups
    }()

    /// The bit of `kind` in ``ViewKeyGroup/kinds``.
    static func viewKindBit(_ kind: ListSpecView.Kind) -> UInt16 {
        1 << (ListSpecView.Kind.allCases.firstIndex(of: kind) ?? 0)
    }

    /// Whether `fields` hold a style key and an accessibility key.
    static func viewKeyFlags(_ fields: SpecFields) -> (style: Bool, accessibility: Bool) {
        var flags = (style: false, accessibility: false)
        for key in fields.keys {
            guard let group = viewKeyGroups[key] else { continue }
            flags.style = flags.style || group.isStyle
            flags.accessibility = flags.accessibility || group.isAccessibility
        }
        return flags
    }

    /// Reads the spec's `"styles"`: named sets of view attributes a node takes with `"style"`.
    mutating func readViewStyles(_ node: JSONValue?) {
        guard let node else { return }
        guard let styles = node.specFields else {
            fail("styles", "must be an object of named styles, got \(node.summary)")
            return
        }
        // Sorted by name: the messages come in the same order in every process (a Dictionary's order does not).
        for (name, style) in styles.sorted(by: { $0.key < $1.key }) {
            guard let attributes = style.specFields else {
                fail(Self.join("styles", name), "must be an object of view attributes, got \(style.summary)")
                continue
            }
            for key in ["type", "children", "constraints", "style"] where attributes[key] != nil {
                fail(Self.join(Self.join("styles", name), key), "a style holds attributes only, not \"\(key)\"")
            }
            viewStyles[name] = attributes
        }
    }

    /// Reads a `"view"` tree (nil when absent or wrong; errors recorded with their paths), within
    /// ``ListViewTreeLimits`` (``viewTreeLimits``): the node that passes one is refused with its path and the limit.
    mutating func readView(_ node: JSONValue?, at path: String) -> ListSpecView? {
        viewTreeCount = ViewTreeCount()
        return readViewNode(node, at: path, depth: 1)
    }

    private mutating func readViewNode(_ node: JSONValue?, at path: String, depth: Int) -> ListSpecView? {
        guard let node else { return nil }
        guard admitView(at: path, depth: depth) else { return nil }
        guard let own = node.specFields else {
            fail(path, "must be a view object such as { \"type\": \"label\", \"text\": \"…\" }, got \(node.summary)")
            return nil
        }
        guard let kind = choice(own, "type", at: path, as: ListSpecView.Kind.self) else {
            if own["type"] == nil { fail(Self.join(path, "type"), "is required: one of \(Self.kindNames)") }
            return nil
        }
        let known = Self.viewKnownKeys[kind] ?? (Self.viewCommonKeys + Self.viewKeys(of: kind), [])
        // One lookup per key: a node of known keys only (most) has nothing to warn about, and one that sets no style
        // or accessibility key (most) has none of them read.
        let bit = Self.viewKindBit(kind)
        var allKnown = true
        var flags = (style: false, accessibility: false)
        for key in own.keys {
            guard let group = Self.viewKeyGroups[key] else {
                allKnown = false
                continue
            }
            if group.kinds & bit == 0 { allKnown = false }
            flags.style = flags.style || group.isStyle
            flags.accessibility = flags.accessibility || group.isAccessibility
        }
        let ownFields = allKnown ? own : knownFields(own, at: path, known: known.list)
        let merged = mergedWithStyles(ownFields, known: known.list, at: path)
        // A style adds keys of its own.
        if ownFields["style"] != nil { flags = Self.viewKeyFlags(merged) }
        var view = ListSpecView(kind: kind, id: string(merged, "id", at: path), path: path)
        view.width = length(merged, "width", at: path, allowsAuto: true)
        view.height = length(merged, "height", at: path, allowsAuto: true)
        if merged["x"] != nil || merged["y"] != nil {
            view.origin = CGPoint(x: number(merged, "x", at: path, rule: .finite) ?? 0,
                                  y: number(merged, "y", at: path, rule: .finite) ?? 0)
        }
        view.style = flags.style ? readViewStyle(merged, at: path) : ListSpecViewStyle()
        view.accessibility = flags.accessibility ? readAccessibility(merged, at: path) : ListSpecAccessibility()
        switch kind {
        case .view, .stack:
            if kind == .stack { view.stack = readStack(merged, at: path) }
            let childrenPath = Self.join(path, "children")
            let children = elements(merged["children"], at: childrenPath) ?? []
            guard admitChildren(children.count, at: childrenPath) else { break }
            for (index, child) in children.enumerated() where !viewTreeCount.isOverLimit {
                if let child = readViewNode(child, at: "\(childrenPath)[\(index)]", depth: depth + 1) {
                    view.children.append(child)
                }
            }
        case .label:
            view.text = readLabelText(merged, at: path)
        case .image:
            view.image = readImage(merged, at: path)
        case .button:
            view.text = merged["title"] == nil ? nil : readText(merged, "title", colorKey: "titleColor", at: path)
            view.image = readImage(merged, at: path)
            view.contentInsets = insets(merged, "contentInsets", at: path)
        case .activity:
            view.indicatorStyle = choice(merged, "indicatorStyle", at: path, as: ListSpecIndicatorStyle.self)
            view.indicatorColor = color(merged, "color", at: path)
        case .textField, .searchBar:
            view.text = readText(merged, "text", colorKey: "textColor", at: path)
            var input = ListSpecTextInput()
            input.placeholder = string(merged, "placeholder", at: path)
            input.borderStyle = choice(merged, "borderStyle", at: path, as: ListSpecBorderStyle.self)
            input.isSecureTextEntry = bool(merged, "isSecureTextEntry", at: path)
            input.searchBarStyle = choice(merged, "searchBarStyle", at: path, as: ListSpecSearchBarStyle.self)
            input.barTintColor = color(merged, "barTintColor", at: path)
            input.showsCancelButton = bool(merged, "showsCancelButton", at: path)
            view.textInput = input
        }
        if kind == .view { view.constraints = readConstraints(merged["constraints"], of: view, at: path) }
        checkAccessibilityElements(of: view, at: path)
        return view
    }

    private static var kindNames: String {
        ListSpecView.Kind.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
    }

    /// The node's fields over those of its styles (`"style": "name"` or `["a", "b"]`, later ones winning); a
    /// style's attributes that the node's kind does not read are left out silently (styles are shared by kinds).
    mutating func mergedWithStyles(
        _ own: SpecFields, known: [String], at path: String
    ) -> SpecFields {
        guard let node = own["style"] else { return own }
        var names: [String] = []
        switch node {
        case .string(let name): names = [name]
        case .array(let array) where array.allSatisfy({ if case .string = $0 { true } else { false } }):
            names = array.compactMap { if case .string(let name) = $0 { name } else { nil } }
        default:
            fail(Self.join(path, "style"), "must be a style name or an array of style names, got \(node.summary)")
            return own
        }
        var merged: SpecFields = [:]
        for name in names {
            guard let style = viewStyles[name] else {
                let defined = viewStyles.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
                fail(Self.join(path, "style"), "no style \"\(name)\" in \"styles\" (defined: \(defined.isEmpty ? "none" : defined))")
                continue
            }
            for (key, value) in style where known.contains(key) { merged[key] = value }
        }
        merged.merge(own) { _, mine in mine }
        return merged
    }

    /// Reads a node's style keys (its caller checks first that it holds one: most nodes hold none).
    private mutating func readViewStyle(_ fields: SpecFields, at path: String) -> ListSpecViewStyle {
        var style = ListSpecViewStyle()
        style.backgroundColor = color(fields, "backgroundColor", at: path)
        style.tintColor = color(fields, "tintColor", at: path)
        if let alpha = number(fields, "alpha", at: path, rule: .nonNegative) {
            if alpha > 1 { fail(Self.join(path, "alpha"), "must be from 0 to 1, got \(ListJSONNumber.format(alpha))") }
            style.alpha = Double(min(alpha, 1))
        }
        style.isHidden = bool(fields, "isHidden", at: path)
        style.clipsToBounds = bool(fields, "clipsToBounds", at: path)
        style.cornerRadius = number(fields, "cornerRadius", at: path, rule: .nonNegative)
        style.borderWidth = number(fields, "borderWidth", at: path, rule: .nonNegative)
        style.borderColor = color(fields, "borderColor", at: path)
        style.contentMode = choice(fields, "contentMode", at: path, as: ListSpecContentMode.self)
        style.layoutMargins = insets(fields, "layoutMargins", at: path)
        style.shadow = fields["shadow"] == nil ? nil : readShadow(fields["shadow"], at: Self.join(path, "shadow"))
        style.contentHuggingPriority = readAxisPriorities(fields, "contentHuggingPriority", at: path)
        style.contentCompressionResistancePriority = readAxisPriorities(
            fields, "contentCompressionResistancePriority", at: path)
        if let node = fields["maskedCorners"] {
            let here = Self.join(path, "maskedCorners")
            var corners = Set<ListSpecCorner>()
            for (index, element) in (elements(node, at: here) ?? []).enumerated() {
                guard case .string(let name) = element, let corner = ListSpecCorner(rawValue: name) else {
                    let names = ListSpecCorner.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                    fail("\(here)[\(index)]", "must be one of \(names), got \(element.summary)")
                    continue
                }
                corners.insert(corner)
            }
            style.maskedCorners = corners
        }
        return style
    }

    private mutating func readStack(_ fields: SpecFields, at path: String) -> ListSpecStack {
        var stack = ListSpecStack()
        stack.axis = choice(fields, "axis", at: path, as: ListSpecStack.Axis.self) ?? .horizontal
        stack.spacing = number(fields, "spacing", at: path, rule: .finite) ?? 0
        stack.distribution = choice(fields, "distribution", at: path, as: ListSpecStack.Distribution.self) ?? .fill
        stack.alignment = choice(fields, "alignment", at: path, as: ListSpecStack.Alignment.self) ?? .fill
        stack.isLayoutMarginsRelativeArrangement = bool(fields, "isLayoutMarginsRelativeArrangement", at: path) ?? false
        return stack
    }

    /// Reads `{ "horizontal": …, "vertical": … }`: each optional, a priority in (0, 1000] as a constraint's.
    private mutating func readAxisPriorities(
        _ object: SpecFields, _ key: String, at path: String
    ) -> ListSpecAxisPriorities? {
        guard let node = object[key] else { return nil }
        let here = Self.join(path, key)
        guard let fields = fields(node, at: here, known: ["horizontal", "vertical"]) else { return nil }
        let horizontal = number(fields, "horizontal", at: here, rule: .positive, limit: 1000)
        let vertical = number(fields, "vertical", at: here, rule: .positive, limit: 1000)
        return ListSpecAxisPriorities(horizontal: horizontal.map { Float($0) }, vertical: vertical.map { Float($0) })
    }

    /// Reads a `"shadow"` object: `opacity` (required, 0…1), `color`, `offset` (`[x, y]`), `radius` (0…500).
    private mutating func readShadow(_ node: JSONValue?, at path: String) -> ListSpecShadow? {
        guard let node else { return nil }
        guard let fields = fields(node, at: path, known: ["color", "opacity", "offset", "radius"]) else { return nil }
        guard let opacity = number(fields, "opacity", at: path, rule: .nonNegative) else {
            if fields["opacity"] == nil { fail(Self.join(path, "opacity"), "is required: a number from 0 to 1") }
            return nil
        }
        if opacity > 1 { fail(Self.join(path, "opacity"), "must be from 0 to 1, got \(ListJSONNumber.format(opacity))") }
        var shadow = ListSpecShadow(color: color(fields, "color", at: path), opacity: Double(min(opacity, 1)))
        if let radius = number(fields, "radius", at: path, rule: .nonNegative) {
            if radius > 500 { fail(Self.join(path, "radius"), "must be at most 500, got \(ListJSONNumber.format(radius))") }
            shadow.radius = min(radius, 500)
        }
        if let offset = fields["offset"] {
            if case .array(let parts) = offset, parts.count == 2, case .number(let x) = parts[0],
               case .number(let y) = parts[1], abs(x) <= 100_000, abs(y) <= 100_000 {
                shadow.offset = CGSize(width: x, height: y)
            } else {
                fail(Self.join(path, "offset"), "must be [x, y]: two numbers of at most 100000 points, got \(offset.summary)")
            }
        }
        return shadow
    }
}

