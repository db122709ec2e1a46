/// `coefficient · variable`: one term of a ``LinearExpression``.
public struct LinearTerm: Hashable, Sendable {
    /// The variable.
    public var variable: SolverVariable
    /// Its coefficient (UIKit's `multiplier`, or -1 for the other side of a relation).
    public var coefficient: Double

    /// The term `coefficient · variable`.
    public init(_ variable: SolverVariable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}
