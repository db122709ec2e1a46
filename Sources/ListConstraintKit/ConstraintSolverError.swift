/// Why a ``ConstraintSolver`` call was refused. Every error leaves the solver as it was before the call, except
/// ``iterationLimit`` and ``internalInconsistency(_:)`` (see each).
public enum ConstraintSolverError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The required constraint cannot hold together with the required constraints already active (UIKit's
    /// "Unable to simultaneously satisfy constraints"). The solver is unchanged: the constraint is not active.
    case unsatisfiable(LinearConstraint)
    /// ``ConstraintSolver/activate(_:)`` of a constraint that is already active.
    case duplicateConstraint(ConstraintID)
    /// A constraint identifier this solver never gave, or (for removal) one that is not active.
    case unknownConstraint(ConstraintID)
    /// A variable this solver never made.
    case unknownVariable(SolverVariable)
    /// ``ConstraintSolver/addEditVariable(_:strength:)`` of a variable that is already an edit variable.
    case duplicateEditVariable(SolverVariable)
    /// A suggestion for, or the removal of, a variable that is not an edit variable.
    case unknownEditVariable(SolverVariable)
    /// An edit variable must be optional (a required edit could make suggestions unsatisfiable).
    case requiredEditVariable(SolverVariable)
    /// A priority that is not finite, or not in (0, 1000].
    case invalidPriority(Double)
    /// NaN, ±∞, or a magnitude past ``SolverLimits/maxMagnitude`` (constants, suggested values) or
    /// ``SolverLimits/maxCoefficient`` (coefficients).
    case invalidNumber(Double)
    /// A size limit of ``SolverLimits`` (which one, and its value).
    case limitExceeded(SolverLimits.Kind, limit: Int)
    /// The call made more pivots than ``SolverLimits/pivotFactor`` allows. The tableau is still in solved form
    /// (every required constraint that was active holds) but the optimum may not be reached; remove the last
    /// constraint or start a new solver.
    case iterationLimit
    /// A state the algorithm proves impossible was reached (a bug of ours: please report the calls).
    case internalInconsistency(String)

    /// What was wrong, in a sentence.
    public var description: String {
        switch self {
        case .unsatisfiable(let constraint):
            "unsatisfiable required constraint \(constraint): it conflicts with the required constraints already active"
        case .duplicateConstraint(let id): "constraint \(id) is already active"
        case .unknownConstraint(let id): "constraint \(id) is unknown to this solver or not active"
        case .unknownVariable(let variable): "variable \(variable) was not made by this solver"
        case .duplicateEditVariable(let variable): "variable \(variable) is already an edit variable"
        case .unknownEditVariable(let variable): "variable \(variable) is not an edit variable"
        case .requiredEditVariable(let variable):
            "edit variable \(variable) must have an optional strength (priority below 1000)"
        case .invalidPriority(let priority): "priority \(priority) is not in (0, 1000]"
        case .invalidNumber(let number): "number \(number) is not finite or is beyond the solver's limits"
        case .limitExceeded(let kind, let limit): "more than \(limit) \(kind)"
        case .iterationLimit: "the solver gave up after too many pivots"
        case .internalInconsistency(let detail): "internal solver inconsistency: \(detail)"
        }
    }
}
