import Foundation

/// UIKit's `NSLayoutAnchor`: one attribute of one item, from which constraints are made (`a.constraint(equalTo: b)`).
/// Its three kinds are ``ListLayoutXAxisAnchor`` (horizontal positions), ``ListLayoutYAxisAnchor`` (vertical
/// positions) and ``ListLayoutDimension`` (sizes); an anchor relates only to an anchor of its own kind, so a
/// leading anchor cannot be tied to a top anchor (the compiler refuses it, as UIKit's generics do). As in UIKit,
/// the leading and trailing anchors of one constraint cannot be tied to left and right ones (the constraint then
/// does not activate and ``ListConstraintLog`` says why).
///
/// ```swift
/// badge.leadingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 8).isActive = true
/// ```
@MainActor
public protocol ListLayoutAnchor {
    /// The item (a view) the anchor belongs to.
    var item: AnyObject { get }
    /// The attribute it stands for.
    var attribute: ListLayoutConstraint.Attribute { get }
}

extension ListLayoutAnchor {
    /// `self == anchor` (UIKit's `constraint(equalTo:)`), inactive.
    @inlinable @MainActor public func constraint(equalTo anchor: Self) -> ListLayoutConstraint {
        make(.equal, anchor, constant: 0)
    }

    /// `self >= anchor` (UIKit's `constraint(greaterThanOrEqualTo:)`), inactive.
    @inlinable @MainActor public func constraint(greaterThanOrEqualTo anchor: Self) -> ListLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0)
    }

    /// `self <= anchor` (UIKit's `constraint(lessThanOrEqualTo:)`), inactive.
    @inlinable @MainActor public func constraint(lessThanOrEqualTo anchor: Self) -> ListLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0)
    }

    /// `self == anchor + c` (UIKit's `constraint(equalTo:constant:)`), inactive.
    @inlinable @MainActor public func constraint(equalTo anchor: Self, constant c: CGFloat) -> ListLayoutConstraint {
        make(.equal, anchor, constant: c)
    }

    /// `self >= anchor + c` (UIKit's `constraint(greaterThanOrEqualTo:constant:)`), inactive.
    @inlinable @MainActor
    public func constraint(greaterThanOrEqualTo anchor: Self, constant c: CGFloat) -> ListLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }

    /// `self <= anchor + c` (UIKit's `constraint(lessThanOrEqualTo:constant:)`), inactive.
    @inlinable @MainActor
    public func constraint(lessThanOrEqualTo anchor: Self, constant c: CGFloat) -> ListLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }

    /// The constraint `self relation multiplier × anchor + constant`. Inlinable, as the methods above: an app's
    /// module specializes them for its anchor type and reads the items from the anchors' fields (through the
    /// protocol, a witness call copied each out, retained).
    @inlinable @MainActor func make(
        _ relation: ListLayoutConstraint.Relation, _ anchor: Self, multiplier: CGFloat = 1, constant: CGFloat
    ) -> ListLayoutConstraint {
        ListLayoutConstraint(
            anchorItem: item, attribute, relation, anchorItem: anchor.item, anchor.attribute, multiplier: multiplier,
            constant: constant)
    }
}
