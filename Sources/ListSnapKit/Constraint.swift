import Foundation
import ListViewKit

/// SnapKit's `Constraint`: what one `make.…` chain made — one `NSLayoutConstraint` per attribute of the chain
/// (`make.edges`: four, `make.size`: two) — kept to be changed later (`.constraint` at the end of a chain).
///
/// ```swift
/// var heightConstraint: Constraint?
/// view.snp.makeConstraints { make in
///     heightConstraint = make.height.equalTo(44).constraint
/// }
/// heightConstraint?.update(offset: 60)      // every NSLayoutConstraint of the chain: constant 60
/// heightConstraint?.deactivate()
/// ```
@MainActor
public final class Constraint {
    /// The view or layout guide (and attributes) the constraints are made for.
    public let from: ConstraintItem
    /// The target (a view's attributes, or nothing for a constant).
    public let to: ConstraintItem
    /// How the two sides relate.
    public let relation: NSLayoutConstraint.Relation
    /// The label given by `labeled(_:)`, the identifier of every `NSLayoutConstraint`.
    public let label: String?
    /// The NSLayoutConstraints of the chain, one per attribute, in SnapKit's attribute order.
    public private(set) var layoutConstraints: [NSLayoutConstraint] = []
    private var constant: ConstraintConstant
    private var priority: Float

    /// Whether the constraints are active (set by ``activate()`` and ``deactivate()``).
    public var isActive: Bool {
        get { layoutConstraints.contains { $0.isActive } }
        set { newValue ? activate() : deactivate() }
    }

    init(
        from: ConstraintItem, to: ConstraintItem, relation: NSLayoutConstraint.Relation, label: String?,
        multiplier: CGFloat, constant: ConstraintConstant, priority: Float
    ) {
        self.from = from
        self.to = to
        self.relation = relation
        self.label = label
        self.constant = constant
        self.priority = priority
        guard let view = from.target else { return }
        let rightToLeft = Self.isRightToLeft(view)
        for attribute in from.attributes.layoutAttributes {
            let toAttribute = Self.toAttribute(for: attribute, from: from.attributes, to: to.attributes,
                                               hasTarget: to.target != nil)
            // A constant position relates to the superview (`make.top.equalTo(20)`); a constant size to nothing.
            let toItem: LayoutConstraintItem? = to.target ?? (toAttribute.isDimension ? nil : view.layoutSuperview)
            let layoutConstraint = NSLayoutConstraint(
                item: view, attribute: attribute, relatedBy: relation, toItem: toItem,
                attribute: toItem == nil ? .notAnAttribute : toAttribute, multiplier: multiplier,
                constant: constant.value(for: toAttribute, rightToLeft: rightToLeft))
            layoutConstraint.identifier = label
            layoutConstraint.priority = ListLayoutPriority(priority)
            layoutConstraints.append(layoutConstraint)
        }
    }

    /// The attribute of the target that `attribute` relates to (SnapKit's rules: the same attribute for a view or
    /// a constant, the matching margin between edges and margins, the one attribute of a single-attribute item; a
    /// constant centre is measured from the superview's left or top).
    static func toAttribute(
        for attribute: NSLayoutConstraint.Attribute, from: ConstraintAttributes, to: ConstraintAttributes,
        hasTarget: Bool
    ) -> NSLayoutConstraint.Attribute {
        let toAttributes = to.layoutAttributes
        guard let first = toAttributes.first else {
            if !hasTarget, attribute == .centerX { return .left }
            if !hasTarget, attribute == .centerY { return .top }
            return attribute
        }
        let edgesToMargins: [(NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute)] = [
            (.left, .leftMargin), (.right, .rightMargin), (.top, .topMargin), (.bottom, .bottomMargin),
            (.leading, .leadingMargin), (.trailing, .trailingMargin),
        ]
        if (from == .edges && to == .margins) || (from == .directionalEdges && to == .directionalMargins) {
            return edgesToMargins.first { $0.0 == attribute }?.1 ?? attribute
        }
        if (from == .margins && to == .edges) || (from == .directionalMargins && to == .directionalEdges) {
            return edgesToMargins.first { $0.1 == attribute }?.0 ?? attribute
        }
        return from == to ? attribute : first
    }

    static func isRightToLeft(_ item: LayoutConstraintItem) -> Bool {
        item.layoutView?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// Activates the constraints (and keeps this constraint among the view's, for `updateConstraints` and
    /// `removeConstraints`).
    public func activate() {
        NSLayoutConstraint.activate(layoutConstraints)
        guard let item = from.target, !item.keptConstraints.contains(where: { $0 === self }) else { return }
        item.keptConstraints.append(self)
    }

    /// Deactivates the constraints (and forgets this constraint among the view's).
    public func deactivate() {
        NSLayoutConstraint.deactivate(layoutConstraints)
        from.target?.keptConstraints.removeAll { $0 === self }
    }

    /// Sets the constant of every constraint as `offset(_:)` would.
    @discardableResult
    public func update(offset: ConstraintOffsetTarget) -> Constraint {
        updateConstant(ConstraintConstant(offset) ?? .number(.nan))
    }

    /// Sets the constant of every constraint as `inset(_:)` would.
    @discardableResult
    public func update(inset: ConstraintInsetTarget) -> Constraint {
        updateConstant(ConstraintConstant(inset: inset) ?? .number(.nan))
    }

    /// Sets the constant of every constraint as `inset(_:)` would, by leading and trailing.
    @discardableResult
    public func update(inset: ConstraintDirectionalInsetTarget) -> Constraint {
        updateConstant(ConstraintConstant(inset) ?? .number(.nan))
    }

    /// Sets the priority of every optional constraint (as in UIKit, one cannot become required or stop being it).
    @discardableResult
    public func update(priority: ConstraintPriorityTarget) -> Constraint {
        self.priority = constraintPriorityValue(priority)
        applyConstantAndPriority()
        return self
    }

    /// Sets the priority of every optional constraint.
    @discardableResult
    public func update(priority: ConstraintPriority) -> Constraint { update(priority: priority as ConstraintPriorityTarget) }

    func updateConstant(_ constant: ConstraintConstant) -> Constraint {
        self.constant = constant
        applyConstantAndPriority()
        return self
    }

    /// SnapKit's `updateConstantAndPriorityIfNeeded`: each constant from its attribute (the second one when there
    /// is one); the priority only where both the old and the new one are optional.
    private func applyConstantAndPriority() {
        for layoutConstraint in layoutConstraints {
            let attribute = layoutConstraint.secondAttribute == .notAnAttribute
                ? layoutConstraint.firstAttribute : layoutConstraint.secondAttribute
            let rightToLeft = from.target.map(Self.isRightToLeft) ?? false
            layoutConstraint.constant = constant.value(for: attribute, rightToLeft: rightToLeft)
            if layoutConstraint.priority.rawValue < 1000, priority != 1000 {
                layoutConstraint.priority = ListLayoutPriority(priority)
            }
        }
    }
}
