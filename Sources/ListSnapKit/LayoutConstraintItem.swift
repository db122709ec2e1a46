import ListViewKit

/// SnapKit's `LayoutConstraintItem`: what constraints are made for and relate to — a view or a layout guide
/// (`view.snp`, `guide.snp`, `make.top.equalTo(guide)`).
@MainActor
public protocol LayoutConstraintItem: AnyObject {}

extension ListView: LayoutConstraintItem {}
extension ListLayoutGuide: LayoutConstraintItem {}

@MainActor
extension LayoutConstraintItem {
    /// What `equalToSuperview()` relates to: a view's superview, a guide's owning view (as SnapKit).
    var layoutSuperview: ListView? {
        if let view = self as? ListView { return view.superview }
        return (self as? ListLayoutGuide)?.owningView
    }

    /// The view whose layout direction the item follows: the view, or a guide's owning view.
    var layoutView: ListView? {
        if let view = self as? ListView { return view }
        return (self as? ListLayoutGuide)?.owningView
    }

    /// The SnapKit constraints kept for the item (SnapKit's associated object).
    var keptConstraints: [AnyObject] {
        get {
            if let view = self as? ListView { return view.snapKitConstraints }
            return (self as? ListLayoutGuide)?.snapKitConstraints ?? []
        }
        set {
            if let view = self as? ListView { view.snapKitConstraints = newValue }
            (self as? ListLayoutGuide)?.snapKitConstraints = newValue
        }
    }
}
