/// A constraint registered with a ``ConstraintSolver``: returned by ``ConstraintSolver/add(_:)``, used to remove
/// the constraint and to add it again (``ConstraintSolver/activate(_:)``).
///
/// Numbers are given in registration order, from 0, by each solver; a failed ``ConstraintSolver/add(_:)`` gives
/// none, so the same successful calls give the same identifiers.
public struct ConstraintID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The constraint's position in its solver's registration order.
    public let index: Int

    init(index: Int) {
        self.index = index
    }

    /// Orders constraints by registration.
    public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool { lhs.index < rhs.index }

    /// `c0`, `c1`…
    public var description: String { "c\(index)" }
}
