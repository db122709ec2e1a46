/// `lhs relation rhs` with a strength: what a ``ConstraintSolver`` solves.
///
/// Stored as `expression relation 0` with `expression = lhs - rhs`.
///
/// ```swift
/// // label.leading == contentView.leading + 16, required
/// let pin = LinearConstraint(LinearExpression(labelLeading), .equal, LinearExpression(contentLeading, plus: 16))
/// // width <= 200 at UIKit's defaultHigh
/// let cap = LinearConstraint(LinearExpression(width), .lessThanOrEqual, 200, strength: .defaultHigh)
/// ```
public struct LinearConstraint: Hashable, Sendable, CustomStringConvertible {
    /// `lhs - rhs`.
    public var expression: LinearExpression
    /// How `expression` compares with 0.
    public var relation: LinearRelation
    /// Required (1000) or optional (below).
    public var strength: ConstraintStrength

    /// `lhs relation rhs` at `strength`.
    public init(
        _ lhs: LinearExpression, _ relation: LinearRelation, _ rhs: LinearExpression = 0,
        strength: ConstraintStrength = .required
    ) {
        self.expression = lhs.minus(rhs)
        self.relation = relation
        self.strength = strength
    }

    /// `expression relation 0` at `strength`, the expression taken as it is (what
    /// ``init(_:_:_:strength:)`` makes of `expression relation 0`, without subtracting a zero right-hand side:
    /// `x + (-0.0)` is `x`, bit for bit).
    package init(expression: LinearExpression, relation: LinearRelation, strength: ConstraintStrength) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// `2·v0 - v1 + 8 >= 0 (@750)`: variables by index (``ConstraintSolver/description(of:)`` names them).
    public var description: String {
        LinearConstraint.format(self) { $0.description }
    }

    /// The constraint written with `name` for each variable.
    static func format(_ constraint: LinearConstraint, name: (SolverVariable) -> String) -> String {
        var text = ""
        for term in constraint.expression.terms {
            let magnitude = abs(term.coefficient)
            let sign = term.coefficient < 0 ? "-" : "+"
            text += text.isEmpty ? (sign == "-" ? "-" : "") : " \(sign) "
            text += (magnitude == 1 ? "" : "\(magnitude)·") + name(term.variable)
        }
        let constant = constraint.expression.constant
        if text.isEmpty {
            text = "\(constant)"
        } else if constant != 0 {
            text += constant < 0 ? " - \(-constant)" : " + \(constant)"
        }
        let strength = constraint.strength.isRequired ? "" : " (\(constraint.strength))"
        return "\(text) \(constraint.relation) 0\(strength)"
    }
}
