import ListViewKit

/// SnapKit's `ConstraintItem`: a view and some of its attributes, the target `view.snp.bottom` names
/// (`make.top.equalTo(avatar.snp.bottom)`). The view is held weakly, as SnapKit does.
@MainActor
public final class ConstraintItem: ConstraintRelatableTarget {
    /// The view the item belongs to.
    public private(set) weak var target: ListView?
    /// Its attributes (one for `snp.bottom`, four for `snp.edges`).
    public let attributes: ConstraintAttributes

    /// Creates an item.
    public init(target: ListView?, attributes: ConstraintAttributes) {
        self.target = target
        self.attributes = attributes
    }
}
