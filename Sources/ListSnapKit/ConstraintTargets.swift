import Foundation
import ListCore
import ListViewKit

// The protocols of SnapKit's DSL arguments, and the types that conform to them (as in SnapKit: numbers, sizes,
// points, insets, views, items).

/// What `equalTo(_:)`, `greaterThanOrEqualTo(_:)` and `lessThanOrEqualTo(_:)` accept: a view, a `view.snp.…` item, or
/// a constant (``ConstraintConstantTarget``).
public protocol ConstraintRelatableTarget {}

/// A constant a constraint relates to: a number (every attribute), a `CGSize` (width and height), a `CGPoint` (x and
/// y positions), `UIEdgeInsets` / `NSDirectionalEdgeInsets` (each edge its inset, with SnapKit's signs).
public protocol ConstraintConstantTarget {}

/// What `offset(_:)` accepts: a number, added to every constraint of the chain.
public protocol ConstraintOffsetTarget: ConstraintConstantTarget {}

/// What `inset(_:)` accepts: a number (the same inset on every edge) or `UIEdgeInsets`.
public protocol ConstraintInsetTarget: ConstraintConstantTarget {}

/// What `inset(_:)` accepts by leading and trailing: `NSDirectionalEdgeInsets`.
public protocol ConstraintDirectionalInsetTarget: ConstraintConstantTarget {}

/// What `multipliedBy(_:)` and `dividedBy(_:)` accept: a number.
public protocol ConstraintMultiplierTarget {}

/// What `priority(_:)` accepts: a number, a ``ConstraintPriority`` or a `UILayoutPriority`.
public protocol ConstraintPriorityTarget {}

extension Int: ConstraintRelatableTarget, ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget,
    ConstraintPriorityTarget {}
extension UInt: ConstraintRelatableTarget, ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget,
    ConstraintPriorityTarget {}
extension Float: ConstraintRelatableTarget, ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget,
    ConstraintPriorityTarget {}
extension Double: ConstraintRelatableTarget, ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget,
    ConstraintPriorityTarget {}
extension CGFloat: ConstraintRelatableTarget, ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget,
    ConstraintPriorityTarget {}
extension CGSize: ConstraintRelatableTarget, ConstraintConstantTarget {}
extension CGPoint: ConstraintRelatableTarget, ConstraintConstantTarget {}
extension ListEdgeInsets: ConstraintRelatableTarget, ConstraintInsetTarget {}
extension ListDirectionalEdgeInsets: ConstraintRelatableTarget, ConstraintDirectionalInsetTarget {}
extension ListView: ConstraintRelatableTarget {}
extension ListLayoutGuide: ConstraintRelatableTarget {}
extension ListLayoutPriority: ConstraintPriorityTarget {}
extension ConstraintPriority: ConstraintPriorityTarget {}

/// A number argument as a `CGFloat` (`nil` for a type that is not one of SnapKit's numbers).
func constraintNumber(_ value: Any) -> CGFloat? {
    switch value {
    case let value as CGFloat: value
    case let value as Double: CGFloat(value)
    case let value as Float: CGFloat(value)
    case let value as Int: CGFloat(value)
    case let value as UInt: CGFloat(value)
    default: nil
    }
}

/// A priority argument on UIKit's scale.
func constraintPriorityValue(_ value: ConstraintPriorityTarget) -> Float {
    switch value {
    case let value as ConstraintPriority: value.value
    case let value as ListLayoutPriority: value.rawValue
    default: constraintNumber(value).map { Float($0) } ?? .nan
    }
}
