/// A variable of a ``ConstraintSolver`` (an unknown such as a view's left edge), made by
/// ``ConstraintSolver/makeVariable(named:)``.
///
/// A variable is a number: its index in the creation order of the solver that made it. It belongs to that solver;
/// a variable that solver never made is refused (``ConstraintSolverError/unknownVariable(_:)``).
public struct SolverVariable: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The variable's position in its solver's creation order (0, 1, 2…).
    public let index: Int

    init(index: Int) {
        self.index = index
    }

    /// Orders variables by creation.
    public static func < (lhs: SolverVariable, rhs: SolverVariable) -> Bool { lhs.index < rhs.index }

    /// `v0`, `v1`…: the solver knows the names (``ConstraintSolver/name(of:)``).
    public var description: String { "v\(index)" }
}
