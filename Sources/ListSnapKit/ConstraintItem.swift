import ListViewKit

/// SnapKit's `ConstraintItem`: a view (or a layout guide) and some of its attributes, the target `view.snp.bottom`
/// names (`make.top.equalTo(avatar.snp.bottom)`, `make.top.equalTo(view.safeAreaLayoutGuide.snp.top)`). The item is
/// not retained (SnapKit holds it weakly): it reads `nil` once the object has ended.
@MainActor
public final class ConstraintItem: ConstraintRelatableTarget {
    /// The view or layout guide the item belongs to; not retained, `nil` once it has ended.
    public var target: LayoutConstraintItem? {
        if let view = targetLifetime?.view { return view }
        return targetLifetime?.guide
    }
    /// ``target``'s lifetime (not a weak reference, which would slow every retain and release of the view).
    private let targetLifetime: ListLifetime?
    /// Its attributes (one for `snp.bottom`, four for `snp.edges`).
    public let attributes: ConstraintAttributes

    /// Creates an item.
    public init(target: LayoutConstraintItem?, attributes: ConstraintAttributes) {
        if let view = target as? ListView {
            targetLifetime = view.lifetime
        } else {
            targetLifetime = (target as? ListLayoutGuide)?.lifetime
        }
        self.attributes = attributes
    }
}
