import Foundation

/// UIKit's `NSLayoutDimension`: a width or height anchor, which also relates to a constant and to another size
/// times a multiplier.
///
/// ```swift
/// avatar.widthAnchor.constraint(equalToConstant: 40).isActive = true
/// avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor, multiplier: 1).isActive = true   // square
/// ```
public struct ListLayoutDimension: ListLayoutAnchor {
    /// The item (a view) the anchor belongs to.
    public let item: AnyObject
    /// ``ListLayoutConstraint/Attribute/width`` or ``ListLayoutConstraint/Attribute/height``.
    public let attribute: ListLayoutConstraint.Attribute

    @usableFromInline @MainActor init(_ item: AnyObject, _ attribute: ListLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == c` (UIKit's `constraint(equalToConstant:)`), inactive.
    @inlinable @MainActor public func constraint(equalToConstant c: CGFloat) -> ListLayoutConstraint {
        constant(.equal, c)
    }

    /// `self >= c` (UIKit's `constraint(greaterThanOrEqualToConstant:)`), inactive.
    @inlinable @MainActor
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> ListLayoutConstraint {
        constant(.greaterThanOrEqual, c)
    }

    /// `self <= c` (UIKit's `constraint(lessThanOrEqualToConstant:)`), inactive.
    @inlinable @MainActor public func constraint(lessThanOrEqualToConstant c: CGFloat) -> ListLayoutConstraint {
        constant(.lessThanOrEqual, c)
    }

    /// `self == m × anchor + c` (UIKit's `constraint(equalTo:multiplier:constant:)`), inactive.
    @inlinable @MainActor public func constraint(
        equalTo anchor: ListLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
    ) -> ListLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }

    /// `self >= m × anchor + c` (UIKit's `constraint(greaterThanOrEqualTo:multiplier:constant:)`), inactive.
    @inlinable @MainActor public func constraint(
        greaterThanOrEqualTo anchor: ListLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
    ) -> ListLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// `self <= m × anchor + c` (UIKit's `constraint(lessThanOrEqualTo:multiplier:constant:)`), inactive.
    @inlinable @MainActor public func constraint(
        lessThanOrEqualTo anchor: ListLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
    ) -> ListLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// The constraint `self relation c` (inlinable as the methods above: see
    /// ``ListLayoutAnchor/make(_:_:multiplier:constant:)``).
    @inlinable @MainActor
    func constant(_ relation: ListLayoutConstraint.Relation, _ c: CGFloat) -> ListLayoutConstraint {
        ListLayoutConstraint(
            anchorItem: item, attribute, relation, anchorItem: nil, .notAnAttribute, multiplier: 1, constant: c)
    }
}
