import Foundation
import ListCore
import ListPlumbing

extension SpecReader {
    /// The most constraints one view may carry (the solver's limit for a whole system).
    static let maxConstraintsPerView = 10_000

    /// Reads a plain view's `"constraints"` (errors recorded with their paths): each names views of the node's
    /// subtree by `id` (`toItem` may also be `"superview"`, the item's superview); the items must be views a plain
    /// view places (not arranged by a stack, without `x` / `y`); attributes of one axis and kind, finite numbers.
    mutating func readConstraints(_ node: JSONValue?, of view: ListSpecView, at path: String) -> [ListSpecConstraint] {
        let here = Self.join(path, "constraints")
        guard let entries = elements(node, at: here) else { return [] }
        guard entries.count <= Self.maxConstraintsPerView else {
            fail(here, "at most \(Self.maxConstraintsPerView) constraints on one view, got \(entries.count)")
            return []
        }
        let views = ConstraintViews(view)
        var constraints: [ListSpecConstraint] = []
        for (index, entry) in entries.enumerated() {
            if let constraint = readConstraint(entry, views: views, at: "\(here)[\(index)]") {
                constraints.append(constraint)
            }
        }
        return constraints
    }

    private mutating func readConstraint(
        _ node: JSONValue, views: ConstraintViews, at path: String
    ) -> ListSpecConstraint? {
        let known = ["item", "attribute", "relatedBy", "toItem", "toAttribute", "multiplier", "constant", "priority",
                     "identifier"]
        guard let fields = fields(node, at: path, known: known) else { return nil }
        let item = constrainedItem(fields, views: views, at: path)
        let attribute = requiredChoice(fields, "attribute", at: path)
        let relation = choice(fields, "relatedBy", at: path, as: ListSpecConstraint.Relation.self) ?? .equal
        let toItem = otherItem(fields, views: views, at: path)
        var toAttribute = choice(fields, "toAttribute", at: path, as: ListSpecConstraint.Attribute.self)
        if toItem != nil, toAttribute == nil, fields["toAttribute"] == nil { toAttribute = attribute }
        let multiplier = number(fields, "multiplier", at: path, rule: .finite, limit: 1e6) ?? 1
        let constant = number(fields, "constant", at: path, rule: .finite, limit: 1e9) ?? 0
        let priority = number(fields, "priority", at: path, rule: .positive, limit: 1000) ?? 1000
        let identifier = string(fields, "identifier", at: path)
        if multiplier == 0 { fail(Self.join(path, "multiplier"), "must not be 0 (UIKit refuses a zero multiplier)") }
        guard let item, let attribute, fields["toItem"] == nil || toItem != nil,
              fields["toAttribute"] == nil || toAttribute != nil else { return nil }
        if toItem == nil, fields["toAttribute"] != nil {
            fail(Self.join(path, "toAttribute"), "needs a \"toItem\" (a constant has no attribute)")
            return nil
        }
        guard checkAttributes(attribute, toItem == nil ? nil : toAttribute, at: path) else { return nil }
        return ListSpecConstraint(
            item: item, attribute: attribute, relation: relation, toItem: toItem, toAttribute: toAttribute,
            multiplier: multiplier, constant: constant, priority: Float(priority), identifier: identifier, path: path)
    }

    /// UIKit's rules for the two attributes: one axis; a size relates to a size (or a constant), a position to a
    /// position of another view (never to a constant); leading and trailing never to left and right.
    private mutating func checkAttributes(
        _ first: ListSpecConstraint.Attribute, _ second: ListSpecConstraint.Attribute?, at path: String
    ) -> Bool {
        guard let second else {
            if first.isDimension { return true }
            fail(Self.join(path, "toItem"),
                 "is required for \"\(first.rawValue)\": a position relates to another view's attribute (only "
                    + "width and height equal a constant)")
            return false
        }
        let message: String?
        if first.isHorizontal != second.isHorizontal {
            message = "\"\(second.rawValue)\" is \(second.isHorizontal ? "horizontal" : "vertical") but "
                + "\"\(first.rawValue)\" is \(first.isHorizontal ? "horizontal" : "vertical"): a constraint "
                + "relates attributes of one axis"
        } else if first.isDimension != second.isDimension {
            message = "\"\(second.rawValue)\" is a \(second.isDimension ? "size" : "position") but \"\(first.rawValue)\" "
                + "is a \(first.isDimension ? "size" : "position"): a size relates to a size, a position to a position"
        } else if (first.isDirectional && second.isAbsoluteHorizontal) || (first.isAbsoluteHorizontal && second.isDirectional) {
            message = "\"\(first.rawValue)\" and \"\(second.rawValue)\": leading and trailing never relate to left and "
                + "right (UIKit refuses it)"
        } else {
            message = nil
        }
        if let message { fail(Self.join(path, "toAttribute"), message) }
        return message == nil
    }

    private mutating func requiredChoice(
        _ fields: SpecFields, _ key: String, at path: String
    ) -> ListSpecConstraint.Attribute? {
        if fields[key] == nil {
            let names = ListSpecConstraint.Attribute.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            fail(Self.join(path, key), "is required: one of \(names)")
            return nil
        }
        return choice(fields, key, at: path, as: ListSpecConstraint.Attribute.self)
    }

    /// `"item"`: the id of one view inside the node, placed by a plain view.
    private mutating func constrainedItem(
        _ fields: SpecFields, views: ConstraintViews, at path: String
    ) -> String? {
        guard fields["item"] != nil else {
            fail(Self.join(path, "item"), "is required: the id of a view inside this one")
            return nil
        }
        guard let id = string(fields, "item", at: path) else { return nil }
        guard let found = views.inside(id) else {
            fail(Self.join(path, "item"), views.unknown(id, superviewAllowed: false))
            return nil
        }
        if found.inStack {
            fail(Self.join(path, "item"), "\(JSONValue.string(id).summary) is arranged by a stack: a stack places "
                 + "its arranged views, constraints place views inside a plain view")
            return nil
        }
        if found.view.origin != nil {
            fail(Self.join(path, "item"), "\(JSONValue.string(id).summary) has \"x\" / \"y\" (\(found.view.path)): a "
                 + "view placed by constraints takes its position from them")
            return nil
        }
        return id
    }

    /// `"toItem"`: the id of the node or of a view inside it, or `"superview"`.
    private mutating func otherItem(
        _ fields: SpecFields, views: ConstraintViews, at path: String
    ) -> String? {
        guard let id = string(fields, "toItem", at: path) else { return nil }
        if id == ListSpecConstraint.superview || id == views.root.id || views.inside(id) != nil { return id }
        fail(Self.join(path, "toItem"), views.unknown(id, superviewAllowed: true))
        return nil
    }
}

/// The views a node's constraints may name: the node and the views inside it, by `id` (the first of equal ids,
/// depth first), with whether a stack arranges each.
private struct ConstraintViews {
    let root: ListSpecView
    private var found: [(id: String, view: ListSpecView, inStack: Bool)] = []

    init(_ root: ListSpecView) {
        self.root = root
        collect(root)
    }

    private mutating func collect(_ parent: ListSpecView) {
        for child in parent.children {
            if let id = child.id { found.append((id, child, parent.kind == .stack)) }
            collect(child)
        }
    }

    func inside(_ id: String) -> (view: ListSpecView, inStack: Bool)? {
        found.first { $0.id == id }.map { ($0.view, $0.inStack) }
    }

    func unknown(_ id: String, superviewAllowed: Bool) -> String {
        let ids = found.map { "\"\($0.id)\"" }
        let listed = ids.isEmpty ? "none" : ids.prefix(20).joined(separator: ", ") + (ids.count > 20 ? ", …" : "")
        return "must be the id of a view inside this one\(superviewAllowed ? " (or \"superview\")" : ""), got "
            + "\(JSONValue.string(id).summary) (ids inside: \(listed))"
    }
}
