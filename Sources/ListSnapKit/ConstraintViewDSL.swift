import Foundation
import ListViewKit

/// SnapKit's `ConstraintViewDSL`: `view.snp`, where a view's constraints are made, updated, remade and removed
/// (``ConstraintAttributesDSL/makeConstraints(_:)`` and the rest), and whose attributes (`view.snp.bottom`, ``ConstraintAttributesDSL``) are targets of other views' constraints.
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
