import ListViewKit

/// SnapKit's `ConstraintMaker`: the `make` of `view.snp.makeConstraints { make in … }`. Each `make.…` starts a
/// chain of attributes; each chain that reaches a relation (`equalTo`, `greaterThanOrEqualTo`,
/// `lessThanOrEqualTo`, or their `…Superview()` forms) becomes one ``Constraint``: one `NSLayoutConstraint` per
/// attribute.
///
/// ```swift
/// avatar.snp.makeConstraints { make in
///     make.leading.top.equalToSuperview().inset(16)
///     make.size.equalTo(40)
/// }
/// title.snp.makeConstraints { make in
///     make.leading.equalTo(avatar.snp.trailing).offset(12)
///     make.top.equalTo(avatar)
///     make.trailing.lessThanOrEqualToSuperview().inset(16)
/// }
/// ```
@MainActor
public final class ConstraintMaker {
    /// The view (or layout guide) whose constraints are made.
    public let item: LayoutConstraintItem
    private var descriptions: [ConstraintDescription] = []

    init(item: LayoutConstraintItem) { self.item = item }

    /// A chain starting with the left edge.
    public var left: ConstraintMakerExtendable { makeExtendable(.left) }
    /// A chain starting with the top edge.
    public var top: ConstraintMakerExtendable { makeExtendable(.top) }
    /// A chain starting with the bottom edge.
    public var bottom: ConstraintMakerExtendable { makeExtendable(.bottom) }
    /// A chain starting with the right edge.
    public var right: ConstraintMakerExtendable { makeExtendable(.right) }
    /// A chain starting with the leading edge.
    public var leading: ConstraintMakerExtendable { makeExtendable(.leading) }
    /// A chain starting with the trailing edge.
    public var trailing: ConstraintMakerExtendable { makeExtendable(.trailing) }
    /// A chain starting with the width.
    public var width: ConstraintMakerExtendable { makeExtendable(.width) }
    /// A chain starting with the height.
    public var height: ConstraintMakerExtendable { makeExtendable(.height) }
    /// A chain starting with the horizontal centre.
    public var centerX: ConstraintMakerExtendable { makeExtendable(.centerX) }
    /// A chain starting with the vertical centre.
    public var centerY: ConstraintMakerExtendable { makeExtendable(.centerY) }
    /// A chain starting with the last baseline.
    public var lastBaseline: ConstraintMakerExtendable { makeExtendable(.lastBaseline) }
    /// A chain starting with the first baseline.
    public var firstBaseline: ConstraintMakerExtendable { makeExtendable(.firstBaseline) }
    /// A chain starting with the left margin.
    public var leftMargin: ConstraintMakerExtendable { makeExtendable(.leftMargin) }
    /// A chain starting with the right margin.
    public var rightMargin: ConstraintMakerExtendable { makeExtendable(.rightMargin) }
    /// A chain starting with the top margin.
    public var topMargin: ConstraintMakerExtendable { makeExtendable(.topMargin) }
    /// A chain starting with the bottom margin.
    public var bottomMargin: ConstraintMakerExtendable { makeExtendable(.bottomMargin) }
    /// A chain starting with the leading margin.
    public var leadingMargin: ConstraintMakerExtendable { makeExtendable(.leadingMargin) }
    /// A chain starting with the trailing margin.
    public var trailingMargin: ConstraintMakerExtendable { makeExtendable(.trailingMargin) }
    /// A chain starting with the horizontal centre within the margins.
    public var centerXWithinMargins: ConstraintMakerExtendable { makeExtendable(.centerXWithinMargins) }
    /// A chain starting with the vertical centre within the margins.
    public var centerYWithinMargins: ConstraintMakerExtendable { makeExtendable(.centerYWithinMargins) }
    /// A chain starting with left, top, right and bottom (four constraints).
    public var edges: ConstraintMakerExtendable { makeExtendable(.edges) }
    /// A chain starting with left and right.
    public var horizontalEdges: ConstraintMakerExtendable { makeExtendable(.horizontalEdges) }
    /// A chain starting with top and bottom.
    public var verticalEdges: ConstraintMakerExtendable { makeExtendable(.verticalEdges) }
    /// A chain starting with top, leading, bottom and trailing (four constraints).
    public var directionalEdges: ConstraintMakerExtendable { makeExtendable(.directionalEdges) }
    /// A chain starting with leading and trailing.
    public var directionalHorizontalEdges: ConstraintMakerExtendable { makeExtendable(.directionalHorizontalEdges) }
    /// A chain starting with top and bottom.
    public var directionalVerticalEdges: ConstraintMakerExtendable { makeExtendable(.directionalVerticalEdges) }
    /// A chain starting with width and height (two constraints).
    public var size: ConstraintMakerExtendable { makeExtendable(.size) }
    /// A chain starting with centre X and centre Y (two constraints).
    public var center: ConstraintMakerExtendable { makeExtendable(.center) }
    /// A chain starting with the four margins by left and right.
    public var margins: ConstraintMakerExtendable { makeExtendable(.margins) }
    /// A chain starting with the four margins by leading and trailing.
    public var directionalMargins: ConstraintMakerExtendable { makeExtendable(.directionalMargins) }
    /// A chain starting with centre X and centre Y within the margins.
    public var centerWithinMargins: ConstraintMakerExtendable { makeExtendable(.centerWithinMargins) }

    /// A chain starting with `attributes`.
    public func attributes(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable { makeExtendable(attributes) }

    private func makeExtendable(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        let description = ConstraintDescription(item: item, attributes: attributes)
        descriptions.append(description)
        return ConstraintMakerExtendable(description)
    }

    /// Runs `closure` on a maker for `item` (whose frame then comes from constraints) and returns the constraints
    /// of its complete chains, in the order they were written, inactive.
    static func prepareConstraints(item: LayoutConstraintItem, closure: (ConstraintMaker) -> Void) -> [Constraint] {
        (item as? ListView)?.translatesAutoresizingMaskIntoConstraints = false
        let maker = ConstraintMaker(item: item)
        closure(maker)
        return maker.descriptions.compactMap(\.constraint)
    }

    static func makeConstraints(item: LayoutConstraintItem, closure: (ConstraintMaker) -> Void) {
        for constraint in prepareConstraints(item: item, closure: closure) { constraint.activate() }
    }

    static func remakeConstraints(item: LayoutConstraintItem, closure: (ConstraintMaker) -> Void) {
        removeConstraints(item: item)
        makeConstraints(item: item, closure: closure)
    }

    /// SnapKit's update: with no constraints made yet, a make; else each new NSLayoutConstraint must match an
    /// existing one of the view's (same items, attributes, relation, multiplier and priority), whose constant it
    /// takes. A chain that matches none is logged and ignored (SnapKit stops the app).
    static func updateConstraints(item: LayoutConstraintItem, closure: (ConstraintMaker) -> Void) {
        let existing = item.keptConstraints.compactMap { $0 as? Constraint }
        guard !existing.isEmpty else { return makeConstraints(item: item, closure: closure) }
        let existingLayoutConstraints = existing.flatMap(\.layoutConstraints)
        for constraint in prepareConstraints(item: item, closure: closure) {
            for layoutConstraint in constraint.layoutConstraints {
                guard let match = existingLayoutConstraints.first(where: { $0.matches(layoutConstraint) }) else {
                    ListConstraintLog.record(
                        "\(layoutConstraint).snp.updateConstraints: no existing constraint to update (same items, "
                            + "attributes, relation, multiplier and priority): ignored; use remakeConstraints")
                    continue
                }
                match.constant = layoutConstraint.constant
            }
        }
    }

    static func removeConstraints(item: LayoutConstraintItem) {
        for constraint in item.keptConstraints.compactMap({ $0 as? Constraint }) { constraint.deactivate() }
    }
}

extension NSLayoutConstraint {
    /// SnapKit's equality of layout constraints: everything but the constant.
    func matches(_ other: NSLayoutConstraint) -> Bool {
        firstAttribute == other.firstAttribute && secondAttribute == other.secondAttribute
            && relation == other.relation && priority == other.priority && multiplier == other.multiplier
            && firstItem === other.firstItem && secondItem === other.secondItem
    }
}
