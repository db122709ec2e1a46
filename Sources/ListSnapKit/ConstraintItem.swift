import ListViewKit

/// SnapKit's `ConstraintItem`: a view (or a layout guide) and some of its attributes, the target `view.snp.bottom`
/// names (`make.top.equalTo(avatar.snp.bottom)`, `make.top.equalTo(view.safeAreaLayoutGuide.snp.top)`). The item is
/// held weakly, as SnapKit does.
@MainActor
public final class ConstraintItem: ConstraintRelatableTarget {
    /// The view or layout guide the item belongs to.
    public private(set) weak var target: LayoutConstraintItem?
    /// Its attributes (one for `snp.bottom`, four for `snp.edges`).
    public let attributes: ConstraintAttributes

    /// Creates an item.
    public init(target: LayoutConstraintItem?, attributes: ConstraintAttributes) {
        self.target = target
        self.attributes = attributes
    }
}
