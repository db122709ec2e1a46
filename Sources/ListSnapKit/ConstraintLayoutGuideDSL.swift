import ListViewKit

/// SnapKit's `ConstraintLayoutGuideDSL`: `guide.snp`, where a layout guide's constraints are made, updated, remade
/// and removed, and whose attributes (`guide.snp.top`) are targets of other constraints — for an app's guides
/// (`addLayoutGuide`) and a view's own (`view.safeAreaLayoutGuide.snp`, `view.layoutMarginsGuide.snp`).
///
/// ```swift
/// let column = UILayoutGuide()
/// contentView.addLayoutGuide(column)
/// column.snp.makeConstraints { make in
///     make.top.bottom.equalToSuperview()          // the guide's owning view
///     make.leading.trailing.equalTo(contentView.readableContentGuide)
/// }
/// title.snp.makeConstraints { make in
///     make.top.leading.trailing.equalTo(column)
/// }
/// ```
@MainActor
public struct ConstraintLayoutGuideDSL: ConstraintAttributesDSL {
    /// The layout guide.
    public let target: ListLayoutGuide

    /// The guide, the target of the attributes.
    public var attributesTarget: LayoutConstraintItem { target }

    /// Makes the constraints `closure` describes and activates them.
    public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.makeConstraints(item: target, closure: closure)
    }

    /// Makes the constraints `closure` describes without activating them, and returns them.
    @discardableResult
    public func prepareConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
        ConstraintMaker.prepareConstraints(item: target, closure: closure)
    }

    /// Deactivates every constraint made through `snp` for this guide, then makes those `closure` describes.
    public func remakeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.remakeConstraints(item: target, closure: closure)
    }

    /// Changes the constants of the guide's existing constraints that `closure` describes again.
    public func updateConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker.updateConstraints(item: target, closure: closure)
    }

    /// Deactivates every constraint made through `snp` for this guide.
    public func removeConstraints() { ConstraintMaker.removeConstraints(item: target) }
}

extension ListLayoutGuide {
    /// SnapKit's `snp` on a layout guide (``ConstraintLayoutGuideDSL``).
    public var snp: ConstraintLayoutGuideDSL { ConstraintLayoutGuideDSL(target: self) }
}
