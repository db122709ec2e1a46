import Foundation
import ListViewKit

/// What one `make.…` chain has said so far: the view and attributes, then the relation and target, then the
/// constant, multiplier, priority and label. Its ``constraint`` is made once, when the chain is complete.
@MainActor
final class ConstraintDescription {
    let item: LayoutConstraintItem
    var attributes: ConstraintAttributes
    var relation: NSLayoutConstraint.Relation?
    var related: ConstraintItem?
    var multiplier: CGFloat = 1
    var constant = ConstraintConstant.number(0)
    var priority: Float = 1000
    var label: String?

    init(item: LayoutConstraintItem, attributes: ConstraintAttributes) {
        self.item = item
        self.attributes = attributes
    }

    /// The constraint the chain describes (`nil` while it has no relation, as `make.top` alone).
    lazy var constraint: Constraint? = {
        guard let relation, let related else { return nil }
        return Constraint(
            from: ConstraintItem(target: item, attributes: attributes), to: related, relation: relation,
            label: label, multiplier: multiplier, constant: constant, priority: priority)
    }()
}
