import Foundation
import ListSpecKit
import ListViewKit

extension SpecViewBuilder {
    /// Activates a plain view's spec `"constraints"` as the `NSLayoutConstraint`s Swift code would write: every
    /// item's frame then comes from constraints (`translatesAutoresizingMaskIntoConstraints` false, its `width` /
    /// `height` numbers required size constraints, `"auto"` its intrinsic size held at required priorities), and the
    /// view — its own frame set by its parent — solves them when it is laid out (docs/SPEC.md, "Constraints").
    @MainActor static func activateConstraints(of spec: ListSpecView, in view: ListView) {
        guard !spec.constraints.isEmpty else { return }
        var made: [ListLayoutConstraint] = []
        var prepared: [ObjectIdentifier] = []
        for constraint in spec.constraints {
            guard let item = descendant(constraint.item, in: view), let attribute = attribute(constraint.attribute) else {
                continue   // the reader refused what names no view; nothing to make
            }
            if !prepared.contains(ObjectIdentifier(item)), let node = spec.allNodes.dropFirst().first(where: { $0.id == constraint.item }) {
                prepared.append(ObjectIdentifier(item))
                made += sizeConstraints(of: item, node)
            }
            let other: ListView?
            switch constraint.toItem {
            case nil: other = nil
            case ListSpecConstraint.superview?: other = item.superview
            case let id?: other = id == spec.id ? view : descendant(id, in: view)
            }
            let layoutConstraint = NSLayoutConstraint(
                item: item, attribute: attribute, relatedBy: relation(constraint.relation), toItem: other,
                attribute: other == nil ? .notAnAttribute : (constraint.toAttribute.flatMap(Self.attribute) ?? attribute),
                multiplier: constraint.multiplier, constant: constraint.constant)
            layoutConstraint.priority = ListLayoutPriority(constraint.priority)
            layoutConstraint.identifier = constraint.identifier
            made.append(layoutConstraint)
        }
        NSLayoutConstraint.activate(made)
    }

    /// The view's frame from constraints: its fixed lengths as required constraints, its `"auto"` lengths held at
    /// its intrinsic size.
    @MainActor private static func sizeConstraints(of view: ListView, _ spec: ListSpecView) -> [ListLayoutConstraint] {
        view.translatesAutoresizingMaskIntoConstraints = false
        var constraints: [ListLayoutConstraint] = []
        for (length, anchor, axis) in [(spec.width, view.widthAnchor, ListLayoutAxis.horizontal),
                                       (spec.height, view.heightAnchor, .vertical)] {
            switch length {
            case .fixed(let points)?: constraints.append(anchor.constraint(equalToConstant: points))
            case .auto?:
                view.setContentHuggingPriority(.required, for: axis)
                view.setContentCompressionResistancePriority(.required, for: axis)
            case nil: break
            }
        }
        return constraints
    }

    /// The first view inside `view` (depth first) whose `accessibilityIdentifier` (a spec `"id"`) is `id`.
    @MainActor static func descendant(_ id: String, in view: ListView) -> ListView? {
        for subview in view.subviews {
            if subview.accessibilityIdentifier == id { return subview }
            if let found = descendant(id, in: subview) { return found }
        }
        return nil
    }

    private static func attribute(_ attribute: ListSpecConstraint.Attribute) -> NSLayoutConstraint.Attribute? {
        NSLayoutConstraint.Attribute.allCases.first { $0.name == attribute.rawValue }
    }

    private static func relation(_ relation: ListSpecConstraint.Relation) -> NSLayoutConstraint.Relation {
        switch relation {
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        case .lessThanOrEqual: .lessThanOrEqual
        }
    }
}
