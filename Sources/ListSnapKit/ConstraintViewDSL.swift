import Foundation
import ListViewKit

/// SnapKit's `ConstraintViewDSL`: `view.snp`, where a view's constraints are made, updated, remade and removed,
/// and whose attributes (`view.snp.bottom`, ``ConstraintAttributesDSL``) are targets of other views' constraints.
///
/// ```swift
/// button.snp.makeConstraints { make in
///     make.trailing.equalToSuperview().inset(16)
///     make.centerY.equalTo(title)
/// }
/// button.snp.updateConstraints { make in
///     make.trailing.equalToSuperview().inset(24)      // the existing constraint's constant: -24
/// }
/// ```
@MainActor
public struct ConstraintViewDSL {
    /// The view.
    public let target: ListView

    /// Makes the constraints `closure` describes and activates them (the view's frame then comes from
    /// constraints: `translatesAutoresizingMaskIntoConstraints` is set to false).
    public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.makeConstraints(item: target, closure: closure)
    }

    /// Makes the constraints `closure` describes without activating them, and returns them.
    @discardableResult
    public func prepareConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
        ConstraintMaker.prepareConstraints(item: target, closure: closure)
    }

    /// Deactivates every constraint made through `snp` for this view, then makes those `closure` describes.
    public func remakeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.remakeConstraints(item: target, closure: closure)
    }

    /// Changes the constants of the view's existing constraints that `closure` describes again (same items,
    /// attributes, relation, multiplier and priority); a view with none gets them made.
    public func updateConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.updateConstraints(item: target, closure: closure)
    }

    /// Deactivates every constraint made through `snp` for this view.
    public func removeConstraints() { ConstraintMaker.removeConstraints(item: target) }

    /// The view's content hugging priority, horizontally.
    public var contentHuggingHorizontalPriority: Float {
        get { target.contentHuggingPriority(for: .horizontal).rawValue }
        nonmutating set { target.setContentHuggingPriority(ListLayoutPriority(newValue), for: .horizontal) }
    }

    /// The view's content hugging priority, vertically.
    public var contentHuggingVerticalPriority: Float {
        get { target.contentHuggingPriority(for: .vertical).rawValue }
        nonmutating set { target.setContentHuggingPriority(ListLayoutPriority(newValue), for: .vertical) }
    }

    /// The view's compression resistance priority, horizontally.
    public var contentCompressionResistanceHorizontalPriority: Float {
        get { target.contentCompressionResistancePriority(for: .horizontal).rawValue }
        nonmutating set { target.setContentCompressionResistancePriority(ListLayoutPriority(newValue), for: .horizontal) }
    }

    /// The view's compression resistance priority, vertically.
    public var contentCompressionResistanceVerticalPriority: Float {
        get { target.contentCompressionResistancePriority(for: .vertical).rawValue }
        nonmutating set { target.setContentCompressionResistancePriority(ListLayoutPriority(newValue), for: .vertical) }
    }
}

extension ConstraintViewDSL: ConstraintAttributesDSL {
    /// The view, the target of the attributes.
    public var attributesTarget: LayoutConstraintItem { target }
}
