/// An incremental Cassowary solver (Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic Constraint Solving
/// Algorithm", 2001): linear equalities and inequalities over ``SolverVariable``s, required or optional at UIKit's
/// priorities, kept in a simplex tableau in basic feasible solved form, so that adding or removing one constraint,
/// or suggesting a new value for an edit variable, re-solves from the current solution instead of from scratch.
///
/// ```swift
/// var solver = ConstraintSolver()
/// let left = solver.makeVariable(named: "left"), width = solver.makeVariable(named: "width")
/// _ = try solver.add(LinearConstraint(LinearExpression(left), .equal, 16))
/// _ = try solver.add(LinearConstraint(LinearExpression(width), .greaterThanOrEqual, 100))
/// _ = try solver.add(LinearConstraint(LinearExpression(width), .equal, 40, strength: .defaultLow))
/// solver.value(of: width)   // 100: the required minimum wins over the optional wish
/// ```
///
/// - **Deterministic**: the same calls give bit-identical values on every run and machine (storage ordered by
///   creation, every choice tie-broken by creation order: docs/CONSTRAINTS.md).
/// - **Errors are values**: a refused call throws ``ConstraintSolverError`` and leaves the solver as it was.
/// - A value type: copying a solver copies its state (copy-on-write).
public struct ConstraintSolver: Sendable {
    /// The bounds this solver enforces.
    public let limits: SolverLimits
    var tableau = Tableau()
    /// Each variable's symbol, by variable index.
    var variableSymbols: [Symbol] = []
    /// The names variables were made with, by variable index (unnamed ones are absent: a cell's are all unnamed).
    var variableNames: [Int: String] = [:]
    /// Every registered constraint by identifier, with its tag while it is active.
    var entries: [(constraint: LinearConstraint, tag: ConstraintTag?)] = []
    /// Each variable's edit constraint, by variable index (nil: not an edit variable), up to the highest edit
    /// variable's: a solver without edits keeps none (see ``editState(of:)``).
    var edits: [EditState?] = []
    /// Active constraints, edit constraints included.
    public internal(set) var activeConstraintCount = 0

    /// An empty solver.
    public init(limits: SolverLimits = .default) {
        self.limits = limits
    }

    // MARK: Variables

    /// Makes a variable (its value is 0 until a constraint decides it).
    /// - Complexity: O(1).
    public mutating func makeVariable(named name: String = "") -> SolverVariable {
        let variable = SolverVariable(index: variableSymbols.count)
        variableSymbols.append(tableau.newSymbol(.external))
        if !name.isEmpty { variableNames[variable.index] = name }
        return variable
    }

    /// Makes `count` unnamed variables at once (what `count` calls of ``makeVariable(named:)`` make, with the
    /// storage reserved once).
    package mutating func makeVariables(count: Int) {
        guard count > 0 else { return }
        variableSymbols.reserveCapacity(variableSymbols.count + count)
        tableau.reserveSymbols(count)
        for _ in 0..<count { variableSymbols.append(tableau.newSymbol(.external)) }
    }

    /// Reserves room for `count` more constraints (their rows and up to two symbols each), so that adding them
    /// does not grow the storage step by step. Changes nothing else.
    package mutating func reserveConstraints(_ count: Int) {
        guard count > 0 else { return }
        entries.reserveCapacity(entries.count + count)
        tableau.reserveSymbols(2 * count)
        tableau.reserveRows(count)
    }

    /// The number of variables made.
    public var variableCount: Int { variableSymbols.count }

    /// The name a variable was made with (its description `v3` when it has none or is unknown).
    public func name(of variable: SolverVariable) -> String {
        variableNames[variable.index] ?? variable.description
    }

    /// The variable's value in the current solution (0 for a variable no active constraint decides, or one this
    /// solver did not make).
    /// - Complexity: O(1): the solution is always current (no separate update step).
    public func value(of variable: SolverVariable) -> Double {
        guard variableSymbols.indices.contains(variable.index) else { return 0 }
        return tableau.value(of: variableSymbols[variable.index])
    }

    /// Whether the required equalities alone fix `variable`'s value: its row in the tableau is its value plus
    /// markers of required equalities only, which are zero in every solution. Then no constant of an optional
    /// constraint or of an inequality moves it, whatever pivots a change brings (only a required equality's
    /// constant, or another constraint, can); false when it is parametric or its row holds another symbol.
    package func isFixedByRequiredEqualities(_ variable: SolverVariable) -> Bool {
        variableSymbols.indices.contains(variable.index) && tableau.isFixedByDummies(variableSymbols[variable.index])
    }

    /// Every variable's value, by index (creation order).
    public var values: [Double] { variableSymbols.map { tableau.value(of: $0) } }

    // MARK: Constraints

    /// Adds a constraint and re-solves; returns its identifier.
    ///
    /// - Throws: ``ConstraintSolverError/unsatisfiable(_:)`` for a required constraint that conflicts with the
    ///   required ones already active; ``ConstraintSolverError/invalidNumber(_:)``,
    ///   ``ConstraintSolverError/invalidPriority(_:)``, ``ConstraintSolverError/unknownVariable(_:)``,
    ///   ``ConstraintSolverError/limitExceeded(_:limit:)``. The solver is unchanged when it throws.
    /// - Complexity: a few pivots, each linear in the tableau's rows (sparse rows of a few terms in a cell).
    public mutating func add(_ constraint: LinearConstraint) throws(ConstraintSolverError) -> ConstraintID {
        let tag = try activateDefinition(constraint)
        entries.append((constraint, tag))
        return ConstraintID(index: entries.count - 1)
    }

    /// Removes an active constraint and re-solves (the solution it displaced comes back).
    /// - Throws: ``ConstraintSolverError/unknownConstraint(_:)`` when `id` is not active in this solver.
    public mutating func remove(_ id: ConstraintID) throws(ConstraintSolverError) {
        guard entries.indices.contains(id.index), let tag = entries[id.index].tag else { throw .unknownConstraint(id) }
        try deactivate(tag)
        entries[id.index].tag = nil
    }

    /// Adds a removed constraint again, under the same identifier (UIKit's `isActive = true`).
    /// - Throws: ``ConstraintSolverError/duplicateConstraint(_:)`` when it is active,
    ///   ``ConstraintSolverError/unknownConstraint(_:)`` when this solver never gave `id`, and the errors of
    ///   ``add(_:)``.
    public mutating func activate(_ id: ConstraintID) throws(ConstraintSolverError) {
        guard entries.indices.contains(id.index) else { throw .unknownConstraint(id) }
        guard entries[id.index].tag == nil else { throw .duplicateConstraint(id) }
        entries[id.index].tag = try activateDefinition(entries[id.index].constraint)
    }

    /// Whether the constraint is active.
    public func isActive(_ id: ConstraintID) -> Bool {
        entries.indices.contains(id.index) && entries[id.index].tag != nil
    }

    /// The constraint registered under `id` (nil when this solver never gave it).
    public func constraint(_ id: ConstraintID) -> LinearConstraint? {
        entries.indices.contains(id.index) ? entries[id.index].constraint : nil
    }

    /// The constraint written with its variables' names: `right - left - width == 0`.
    public func description(of constraint: LinearConstraint) -> String {
        LinearConstraint.format(constraint) { name(of: $0) }
    }
}
