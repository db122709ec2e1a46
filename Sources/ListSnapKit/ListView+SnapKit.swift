import ListViewKit

extension ListView {
    /// SnapKit's `snp`: the view's constraint DSL (``ConstraintViewDSL``).
    ///
    /// ```swift
    /// label.snp.makeConstraints { make in
    ///     make.edges.equalToSuperview().inset(UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
    /// }
    /// ```
    public var snp: ConstraintViewDSL { ConstraintViewDSL(target: self) }
}
