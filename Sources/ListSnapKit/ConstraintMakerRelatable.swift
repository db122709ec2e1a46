import ListViewKit

/// SnapKit's `ConstraintMakerRelatable`: a chain of attributes waiting for its relation and target.
///
/// ```swift
/// make.top.equalTo(avatar.snp.bottom)          // an attribute of another view
/// make.leading.trailing.equalToSuperview()     // the same attributes of the superview
/// make.width.lessThanOrEqualTo(200)            // a constant
/// make.size.equalTo(CGSize(width: 40, height: 40))
/// ```
@MainActor
public class ConstraintMakerRelatable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) { self.description = description }

    /// `attributes == target`.
    @discardableResult
    public func equalTo(_ other: ConstraintRelatableTarget) -> ConstraintMakerEditable {
        relatedTo(other, relation: .equal)
    }

    /// `attributes == the superview's attributes` (or the target `closure` picks from the superview).
    @discardableResult
    public func equalToSuperview(
        _ closure: (ListView) -> ConstraintRelatableTarget = { $0 }
    ) -> ConstraintMakerEditable {
        relatedToSuperview(closure, relation: .equal, name: "equalToSuperview")
    }

    /// `attributes <= target`.
    @discardableResult
    public func lessThanOrEqualTo(_ other: ConstraintRelatableTarget) -> ConstraintMakerEditable {
        relatedTo(other, relation: .lessThanOrEqual)
    }

    /// `attributes <= the superview's attributes`.
    @discardableResult
    public func lessThanOrEqualToSuperview(
        _ closure: (ListView) -> ConstraintRelatableTarget = { $0 }
    ) -> ConstraintMakerEditable {
        relatedToSuperview(closure, relation: .lessThanOrEqual, name: "lessThanOrEqualToSuperview")
    }

    /// `attributes >= target`.
    @discardableResult
    public func greaterThanOrEqualTo(_ other: ConstraintRelatableTarget) -> ConstraintMakerEditable {
        relatedTo(other, relation: .greaterThanOrEqual)
    }

    /// `attributes >= the superview's attributes`.
    @discardableResult
    public func greaterThanOrEqualToSuperview(
        _ closure: (ListView) -> ConstraintRelatableTarget = { $0 }
    ) -> ConstraintMakerEditable {
        relatedToSuperview(closure, relation: .greaterThanOrEqual, name: "greaterThanOrEqualToSuperview")
    }

    private func relatedToSuperview(
        _ closure: (ListView) -> ConstraintRelatableTarget, relation: NSLayoutConstraint.Relation, name: String
    ) -> ConstraintMakerEditable {
        guard let superview = description.item.layoutSuperview else {
            // SnapKit stops the app here ("Expected superview but found nil"); the chain makes no constraint.
            ListConstraintLog.record(
                "\(NSLayoutConstraint.name(of: description.item)).snp: \(name)() without a superview: "
                    + "no constraint made (add the view to its superview before making its constraints)")
            return ConstraintMakerEditable(description)
        }
        return relatedTo(closure(superview), relation: relation)
    }

    private func relatedTo(
        _ other: ConstraintRelatableTarget, relation: NSLayoutConstraint.Relation
    ) -> ConstraintMakerEditable {
        let editable = ConstraintMakerEditable(description)
        let related: ConstraintItem
        switch other {
        case let item as ConstraintItem:
            let mine = description.attributes
            let theirs = item.attributes
            let compatible = theirs == .none || theirs.layoutAttributes.count <= 1
                || theirs.layoutAttributes == mine.layoutAttributes
                || (theirs == .edges && mine == .margins) || (theirs == .margins && mine == .edges)
                || (theirs == .directionalEdges && mine == .directionalMargins)
                || (theirs == .directionalMargins && mine == .directionalEdges)
            guard compatible else {
                // SnapKit stops the app here ("Cannot constraint to multiple non identical attributes").
                ListConstraintLog.record(
                    "\(NSLayoutConstraint.name(of: description.item)).snp: cannot constrain "
                        + "\(mine.layoutAttributes.map(\.name)) to the different attributes "
                        + "\(theirs.layoutAttributes.map(\.name)): no constraint made")
                return editable
            }
            related = item
        case let view as ListView:
            related = ConstraintItem(target: view, attributes: .none)
        case let guide as ListLayoutGuide:
            related = ConstraintItem(target: guide, attributes: .none)
        default:
            guard let constant = ConstraintConstant(other) else {
                ListConstraintLog.record(
                    "\(NSLayoutConstraint.name(of: description.item)).snp: \(type(of: other)) is not a target "
                        + "SnapKit relates to: no constraint made")
                return editable
            }
            related = ConstraintItem(target: nil, attributes: .none)
            description.constant = constant
        }
        description.relation = relation
        description.related = related
        return editable
    }
}
