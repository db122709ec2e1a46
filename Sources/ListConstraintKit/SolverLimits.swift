/// The bounds a ``ConstraintSolver`` enforces so that no input can make it hang or lose precision: past one, the
/// call throws ``ConstraintSolverError/limitExceeded(_:limit:)`` or ``ConstraintSolverError/invalidNumber(_:)``
/// and changes nothing.
///
/// The defaults hold any real cell with room to spare (a rich cell has 20–40 constraints) and keep one call well
/// under a second on the worst input of that size.
public struct SolverLimits: Hashable, Sendable {
    /// Active constraints at once, edit constraints included (default 10,000).
    public var maxConstraints: Int
    /// Variables a constraint may refer to: indices from 0 below this (default 100,000).
    public var maxVariables: Int
    /// Terms in one constraint's expression (default 1,000).
    public var maxTerms: Int
    /// The largest magnitude of a constant or a suggested value (default 1e9 points).
    public var maxMagnitude: Double
    /// The largest magnitude of a coefficient (default 1e6); smaller than 1e-8 counts as 0.
    public var maxCoefficient: Double
    /// The pivots one call may make: `1,000 + pivotFactor × (symbols + rows)` (default factor 50).
    /// Bland's rule already guarantees termination; this bounds the time of a degenerate system.
    public var pivotFactor: Int

    /// Limits with the given values (each defaults to the documented default).
    public init(
        maxConstraints: Int = 10_000, maxVariables: Int = 100_000, maxTerms: Int = 1_000,
        maxMagnitude: Double = 1e9, maxCoefficient: Double = 1e6, pivotFactor: Int = 50
    ) {
        self.maxConstraints = maxConstraints
        self.maxVariables = maxVariables
        self.maxTerms = maxTerms
        self.maxMagnitude = maxMagnitude
        self.maxCoefficient = maxCoefficient
        self.pivotFactor = pivotFactor
    }

    /// The documented defaults.
    public static let `default` = SolverLimits()

    /// Which limit a call exceeded.
    public enum Kind: Hashable, Sendable, CustomStringConvertible {
        /// ``SolverLimits/maxConstraints``.
        case constraints
        /// ``SolverLimits/maxVariables``.
        case variables
        /// ``SolverLimits/maxTerms``.
        case terms

        /// The limit's name.
        public var description: String {
            switch self {
            case .constraints: "active constraints"
            case .variables: "variables"
            case .terms: "terms in one expression"
            }
        }
    }
}
