import ListViewKit

/// SnapKit's `ConstraintAttributesDSL`: the attributes of `view.snp` and `guide.snp` as targets of other
/// constraints (`make.top.equalTo(avatar.snp.bottom)`, `make.leading.equalTo(view.safeAreaLayoutGuide.snp.leading)`).
/// A layout guide has no margins or baselines: a constraint to one is refused when activated (logged).
@MainActor
public protocol ConstraintAttributesDSL {
    /// The view or layout guide whose attributes these are.
    var attributesTarget: LayoutConstraintItem { get }
}

extension ConstraintAttributesDSL {
    /// The left edge, as a target.
    public var left: ConstraintItem { ConstraintItem(target: attributesTarget, attributes: .left) }
    /// The top edge, as a target.
    public var top: ConstraintItem { ConstraintItem(target: attributesTarget, attributes: .top) }
    /// The bottom edge, as a target.
    public var bottom: ConstraintItem { ConstraintItem(target: attributesTarget, attributes: .bottom) }
    /// The right edge, as a target.
    public var right: ConstraintItem { ConstraintItem(target: attributesTarget, attributes: .right) }
    /// The leading edge, as a target.
    public var leading: ConstraintItem { ConstraintItem(target: attributesTarget, attributes: .leading) }
    /// The trailing edge, as a target.
    public var trailing: ConstraintItem { ConstraintItem(target: attributesTarget, attributes: .trailing) }
    /// The width, as a target.
    public var width: ConstraintItem { ConstraintItem(target: attributesTarget, attributes: .width) }
    /// The height, as a target.
    public var height: ConstraintItem { ConstraintItem(target: attributesTarget, attributes: .height) }
    /// The horizontal centre, as a target.
    public var centerX: ConstraintItem { ConstraintItem(target: attributesTarget, attributes: .centerX) }
    /// The vertical centre, as a target.
    public var centerY: ConstraintItem { ConstraintItem(target: attributesTarget, attributes: .centerY) }
    /// The last baseline, as a target.
    public var lastBaseline: ConstraintItem { ConstraintItem(target: attributesTarget, attributes: .lastBaseline) }
    /// The first baseline, as a target.
    public var firstBaseline: ConstraintItem { ConstraintItem(target: attributesTarget, attributes: .firstBaseline) }
    /// The left margin, as a target.
    public var leftMargin: ConstraintItem { ConstraintItem(target: attributesTarget, attributes: .leftMargin) }
    /// The right margin, as a target.
    public var rightMargin: ConstraintItem { ConstraintItem(target: attributesTarget, attributes: .rightMargin) }
    /// The top margin, as a target.
    public var topMargin: ConstraintItem { ConstraintItem(target: attributesTarget, attributes: .topMargin) }
    /// The bottom margin, as a target.
    public var bottomMargin: ConstraintItem { ConstraintItem(target: attributesTarget, attributes: .bottomMargin) }
    /// The leading margin, as a target.
    public var leadingMargin: ConstraintItem { ConstraintItem(target: attributesTarget, attributes: .leadingMargin) }
    /// The trailing margin, as a target.
    public var trailingMargin: ConstraintItem { ConstraintItem(target: attributesTarget, attributes: .trailingMargin) }
    /// The horizontal centre within the margins, as a target.
    public var centerXWithinMargins: ConstraintItem { ConstraintItem(target: attributesTarget, attributes: .centerXWithinMargins) }
    /// The vertical centre within the margins, as a target.
    public var centerYWithinMargins: ConstraintItem { ConstraintItem(target: attributesTarget, attributes: .centerYWithinMargins) }
    /// Left, top, right and bottom (four constraints), as a target.
    public var edges: ConstraintItem { ConstraintItem(target: attributesTarget, attributes: .edges) }
    /// Left and right, as a target.
    public var horizontalEdges: ConstraintItem { ConstraintItem(target: attributesTarget, attributes: .horizontalEdges) }
    /// Top and bottom, as a target.
    public var verticalEdges: ConstraintItem { ConstraintItem(target: attributesTarget, attributes: .verticalEdges) }
    /// Top, leading, bottom and trailing (four constraints), as a target.
    public var directionalEdges: ConstraintItem { ConstraintItem(target: attributesTarget, attributes: .directionalEdges) }
    /// Leading and trailing, as a target.
    public var directionalHorizontalEdges: ConstraintItem { ConstraintItem(target: attributesTarget, attributes: .directionalHorizontalEdges) }
    /// Top and bottom, as a target.
    public var directionalVerticalEdges: ConstraintItem { ConstraintItem(target: attributesTarget, attributes: .directionalVerticalEdges) }
    /// Width and height (two constraints), as a target.
    public var size: ConstraintItem { ConstraintItem(target: attributesTarget, attributes: .size) }
    /// Centre X and centre Y (two constraints), as a target.
    public var center: ConstraintItem { ConstraintItem(target: attributesTarget, attributes: .center) }
    /// The four margins by left and right, as a target.
    public var margins: ConstraintItem { ConstraintItem(target: attributesTarget, attributes: .margins) }
    /// The four margins by leading and trailing, as a target.
    public var directionalMargins: ConstraintItem { ConstraintItem(target: attributesTarget, attributes: .directionalMargins) }
    /// Centre X and centre Y within the margins, as a target.
    public var centerWithinMargins: ConstraintItem { ConstraintItem(target: attributesTarget, attributes: .centerWithinMargins) }
}
