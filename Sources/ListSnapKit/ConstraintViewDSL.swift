import Foundation
import ListViewKit

/// SnapKit's `ConstraintViewDSL`: `view.snp`, where a view's constraints are made, updated, remade and removed,
/// and whose attributes (`view.snp.bottom`) are targets of other views' constraints.
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

    /// The left edge. of the view, as a target.
    public var left: ConstraintItem { ConstraintItem(target: target, attributes: .left) }
    /// The top edge. of the view, as a target.
    public var top: ConstraintItem { ConstraintItem(target: target, attributes: .top) }
    /// The bottom edge. of the view, as a target.
    public var bottom: ConstraintItem { ConstraintItem(target: target, attributes: .bottom) }
    /// The right edge. of the view, as a target.
    public var right: ConstraintItem { ConstraintItem(target: target, attributes: .right) }
    /// The leading edge. of the view, as a target.
    public var leading: ConstraintItem { ConstraintItem(target: target, attributes: .leading) }
    /// The trailing edge. of the view, as a target.
    public var trailing: ConstraintItem { ConstraintItem(target: target, attributes: .trailing) }
    /// The width. of the view, as a target.
    public var width: ConstraintItem { ConstraintItem(target: target, attributes: .width) }
    /// The height. of the view, as a target.
    public var height: ConstraintItem { ConstraintItem(target: target, attributes: .height) }
    /// The horizontal centre. of the view, as a target.
    public var centerX: ConstraintItem { ConstraintItem(target: target, attributes: .centerX) }
    /// The vertical centre. of the view, as a target.
    public var centerY: ConstraintItem { ConstraintItem(target: target, attributes: .centerY) }
    /// The last baseline. of the view, as a target.
    public var lastBaseline: ConstraintItem { ConstraintItem(target: target, attributes: .lastBaseline) }
    /// The first baseline. of the view, as a target.
    public var firstBaseline: ConstraintItem { ConstraintItem(target: target, attributes: .firstBaseline) }
    /// The left margin. of the view, as a target.
    public var leftMargin: ConstraintItem { ConstraintItem(target: target, attributes: .leftMargin) }
    /// The right margin. of the view, as a target.
    public var rightMargin: ConstraintItem { ConstraintItem(target: target, attributes: .rightMargin) }
    /// The top margin. of the view, as a target.
    public var topMargin: ConstraintItem { ConstraintItem(target: target, attributes: .topMargin) }
    /// The bottom margin. of the view, as a target.
    public var bottomMargin: ConstraintItem { ConstraintItem(target: target, attributes: .bottomMargin) }
    /// The leading margin. of the view, as a target.
    public var leadingMargin: ConstraintItem { ConstraintItem(target: target, attributes: .leadingMargin) }
    /// The trailing margin. of the view, as a target.
    public var trailingMargin: ConstraintItem { ConstraintItem(target: target, attributes: .trailingMargin) }
    /// The horizontal centre within the margins. of the view, as a target.
    public var centerXWithinMargins: ConstraintItem { ConstraintItem(target: target, attributes: .centerXWithinMargins) }
    /// The vertical centre within the margins. of the view, as a target.
    public var centerYWithinMargins: ConstraintItem { ConstraintItem(target: target, attributes: .centerYWithinMargins) }
    /// Left, top, right and bottom (four constraints). of the view, as a target.
    public var edges: ConstraintItem { ConstraintItem(target: target, attributes: .edges) }
    /// Left and right. of the view, as a target.
    public var horizontalEdges: ConstraintItem { ConstraintItem(target: target, attributes: .horizontalEdges) }
    /// Top and bottom. of the view, as a target.
    public var verticalEdges: ConstraintItem { ConstraintItem(target: target, attributes: .verticalEdges) }
    /// Top, leading, bottom and trailing (four constraints). of the view, as a target.
    public var directionalEdges: ConstraintItem { ConstraintItem(target: target, attributes: .directionalEdges) }
    /// Leading and trailing. of the view, as a target.
    public var directionalHorizontalEdges: ConstraintItem { ConstraintItem(target: target, attributes: .directionalHorizontalEdges) }
    /// Top and bottom. of the view, as a target.
    public var directionalVerticalEdges: ConstraintItem { ConstraintItem(target: target, attributes: .directionalVerticalEdges) }
    /// Width and height (two constraints). of the view, as a target.
    public var size: ConstraintItem { ConstraintItem(target: target, attributes: .size) }
    /// Centre X and centre Y (two constraints). of the view, as a target.
    public var center: ConstraintItem { ConstraintItem(target: target, attributes: .center) }
    /// The four margins by left and right. of the view, as a target.
    public var margins: ConstraintItem { ConstraintItem(target: target, attributes: .margins) }
    /// The four margins by leading and trailing. of the view, as a target.
    public var directionalMargins: ConstraintItem { ConstraintItem(target: target, attributes: .directionalMargins) }
    /// Centre X and centre Y within the margins. of the view, as a target.
    public var centerWithinMargins: ConstraintItem { ConstraintItem(target: target, attributes: .centerWithinMargins) }
}
