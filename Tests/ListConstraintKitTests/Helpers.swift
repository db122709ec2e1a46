import ListConstraintKit

/// `a + b` etc. for readable hand-written systems (test-only: the module itself adds no operators).
func term(_ variable: SolverVariable, _ coefficient: Double = 1) -> LinearExpression {
    LinearExpression(variable, times: coefficient)
}

extension ConstraintSolver {
    /// Adds `lhs relation rhs`, for tests that know it is accepted.
    @discardableResult
    mutating func require(
        _ lhs: LinearExpression, _ relation: LinearRelation, _ rhs: LinearExpression,
        _ strength: ConstraintStrength = .required
    ) throws -> ConstraintID {
        try add(LinearConstraint(lhs, relation, rhs, strength: strength))
    }
}

/// How far an expression's value is from satisfying `relation 0` (0 when it holds).
func violation(of constraint: LinearConstraint, values: (SolverVariable) -> Double) -> Double {
    var value = constraint.expression.constant
    for term in constraint.expression.terms { value += term.coefficient * values(term.variable) }
    switch constraint.relation {
    case .equal: return abs(value)
    case .greaterThanOrEqual: return max(0, -value)
    case .lessThanOrEqual: return max(0, value)
    }
}
