/// How the two sides of a ``LinearConstraint`` compare (UIKit's `NSLayoutConstraint.Relation`).
public enum LinearRelation: Hashable, Sendable, CustomStringConvertible {
    /// `lhs <= rhs`.
    case lessThanOrEqual
    /// `lhs == rhs`.
    case equal
    /// `lhs >= rhs`.
    case greaterThanOrEqual

    /// `<=`, `==` or `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
