import ListViewKit

/// SnapKit's `ConstraintLayoutGuideDSL`: `guide.snp`, where a layout guide's constraints are made, updated, remade
/// and removed (``ConstraintAttributesDSL/makeConstraints(_:)`` and the rest), and whose attributes (`guide.snp.top`) are targets of other constraints — for an app's guides
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
}

extension ListLayoutGuide {
    /// SnapKit's `snp` on a layout guide (``ConstraintLayoutGuideDSL``).
    public var snp: ConstraintLayoutGuideDSL { ConstraintLayoutGuideDSL(target: self) }
}
