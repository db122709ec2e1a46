/// Edit variables (the paper's section 3.4): a variable held near a value by an optional constraint whose constant
/// ``ConstraintSolver/suggestValue(_:for:)`` changes in place; the incremental dual simplex re-solves from the
/// current solution, without rebuilding the tableau (a constant change moves row constants only).
///
/// ```swift
/// var solver = ConstraintSolver()
/// let width = solver.makeVariable(named: "width")
/// _ = try solver.add(LinearConstraint(LinearExpression(width), .lessThanOrEqual, 300))
/// try solver.addEditVariable(width, strength: .defaultHigh)
/// try solver.suggestValue(500, for: width)
/// solver.value(of: width)   // 300: the required maximum holds; the suggestion comes as close as it may
/// ```
extension ConstraintSolver {
    /// Makes `variable` an edit variable: an optional constraint `variable == its current value` at `strength`.
    /// - Throws: ``ConstraintSolverError/requiredEditVariable(_:)`` for a required strength,
    ///   ``ConstraintSolverError/duplicateEditVariable(_:)``, ``ConstraintSolverError/unknownVariable(_:)``,
    ///   ``ConstraintSolverError/invalidPriority(_:)``, ``ConstraintSolverError/limitExceeded(_:limit:)``.
    public mutating func addEditVariable(
        _ variable: SolverVariable, strength: ConstraintStrength
    ) throws(ConstraintSolverError) {
        guard variable.index >= 0, variable.index < variableSymbols.count else { throw .unknownVariable(variable) }
        guard strength.isValid else { throw .invalidPriority(strength.priority) }
        guard !strength.isRequired else { throw .requiredEditVariable(variable) }
        guard editState(of: variable) == nil else { throw .duplicateEditVariable(variable) }
        let current = value(of: variable)
        let constraint = LinearConstraint(LinearExpression(variable), .equal, LinearExpression(constant: current), strength: strength)
        let tag = try activateDefinition(constraint)
        setEditState(EditState(tag: tag, constraint: constraint, constant: current), of: variable)
    }

    /// Removes an edit variable's constraint (the variable keeps whatever value the other constraints give it).
    /// - Throws: ``ConstraintSolverError/unknownEditVariable(_:)``.
    public mutating func removeEditVariable(_ variable: SolverVariable) throws(ConstraintSolverError) {
        guard let edit = editState(of: variable) else { throw .unknownEditVariable(variable) }
        try deactivate(edit.tag)
        setEditState(nil, of: variable)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: SolverVariable) -> Bool {
        editState(of: variable) != nil
    }

    /// Suggests a value for an edit variable and re-solves incrementally (the dual simplex, from the current
    /// solution): the variable takes `value` unless constraints of higher priority keep it elsewhere.
    /// - Throws: ``ConstraintSolverError/unknownEditVariable(_:)``, ``ConstraintSolverError/invalidNumber(_:)``
    ///   (NaN, ±∞, past ``SolverLimits/maxMagnitude``).
    /// - Complexity: pivots only where rows turn infeasible; a suggestion that keeps the same basis moves row
    ///   constants and nothing else.
    public mutating func suggestValue(_ value: Double, for variable: SolverVariable) throws(ConstraintSolverError) {
        guard var edit = editState(of: variable) else { throw .unknownEditVariable(variable) }
        guard value.isFinite, abs(value) <= limits.maxMagnitude else { throw .invalidNumber(value) }
        let delta = value - edit.constant
        edit.constant = value
        edit.constraint.expression.constant = -value
        setEditState(edit, of: variable)
        tableau.beginOperation(pivotFactor: limits.pivotFactor)
        // `variable - constant = e⁺ - e⁻`: a constant larger by delta is e⁺ larger by delta, i.e. e⁺ replaced by
        // e⁺ + delta in every row.
        tableau.shift(edit.tag.marker, by: delta)
        try tableau.dualOptimize()
    }

    /// Changes the constant of an active constraint in place, as Cassowary changes a constraint's constant (the
    /// paper's section 3.4, for any constraint, not only an edit): the tableau's constants move as if the
    /// constraint's marker symbol were shifted, and the dual simplex re-solves from the current solution. No row is
    /// made or removed and no symbol added, so a constraint whose constant changes often (UIKit's `constant`) costs
    /// what a suggestion costs, without the edit variable's extra row and error symbols.
    ///
    /// ```swift
    /// var solver = ConstraintSolver()
    /// let width = solver.makeVariable(named: "width")
    /// let id = try solver.add(LinearConstraint(LinearExpression(width), .equal, 100))
    /// try solver.setConstant(-120, of: id)   // width - 120 == 0
    /// solver.value(of: width)                // 120
    /// ```
    ///
    /// The result is an optimum of the constraints with the new constant (as a fresh solve's, possibly another of
    /// several equally good solutions).
    /// - Parameter constant: the new constant of the constraint's `expression` (`expression relation 0`).
    /// - Throws: ``ConstraintSolverError/unknownConstraint(_:)`` when `id` is not active,
    ///   ``ConstraintSolverError/invalidNumber(_:)`` (NaN, ±∞, past ``SolverLimits/maxMagnitude``),
    ///   ``ConstraintSolverError/unsatisfiable(_:)`` (the constraint with its new constant) when the required
    ///   constraints can then not all hold, ``ConstraintSolverError/iterationLimit``. The solver is unchanged when it
    ///   throws.
    public mutating func setConstant(_ constant: Double, of id: ConstraintID) throws(ConstraintSolverError) {
        try setConstant(constant, of: id, restoringOnFailure: true)
    }

    /// ``setConstant(_:of:)``; with `restoringOnFailure` false, a refusal that happens while pivoting leaves the
    /// solver unusable instead of as it was (no copy of the tableau is kept): for a caller that then discards it.
    package mutating func setConstant(
        _ constant: Double, of id: ConstraintID, restoringOnFailure: Bool
    ) throws(ConstraintSolverError) {
        guard entries.indices.contains(id.index), let tag = entries[id.index].tag else { throw .unknownConstraint(id) }
        guard constant.isFinite, abs(constant) <= limits.maxMagnitude else { throw .invalidNumber(constant) }
        var constraint = entries[id.index].constraint
        let delta = constant - constraint.expression.constant
        guard delta != 0 else { return }
        constraint.expression.constant = constant
        // The marker's coefficient in the row the constraint was added as (makeRow, before any negation): the new
        // row `expression + delta + k·marker = 0` is the old one with `marker + delta / k` for the marker.
        let coefficient: Double = switch constraint.relation {
        case .lessThanOrEqual: 1
        case .greaterThanOrEqual: -1
        case .equal: constraint.strength.isRequired ? 1 : -1
        }
        let shift = delta / coefficient
        guard tableau.isBasic(tag.marker) || tableau.mentions(tag.marker) else {
            throw .internalInconsistency("the marker of a constraint being changed is in no row")
        }
        // A redundant required equality (a basic dummy) cannot move alone: refused, never silently ignored.
        let outcome = tableau.shiftOutcome(tag.marker, by: shift)
        guard outcome != .conflict else { throw .unsatisfiable(constraint) }
        tableau.beginOperation(pivotFactor: limits.pivotFactor)
        // Only a shift that leaves a row infeasible pivots; only then is the tableau kept for a refusal.
        let pivots = outcome == .pivots
        let saved = pivots && restoringOnFailure ? tableau.makeCheckpoint() : nil
        tableau.shift(tag.marker, by: shift)
        if pivots {
            do { try tableau.dualOptimize() } catch {
                if let saved { tableau.restore(saved) }
                if case .iterationLimit = error { throw error }
                throw .unsatisfiable(constraint)
            }
        }
        if saved != nil { tableau.endCheckpoint() }
        entries[id.index].constraint = constraint
    }
}

extension ConstraintSolver {
    /// The edit state of `variable` (nil: not an edit variable, or not a variable of this solver).
    func editState(of variable: SolverVariable) -> EditState? {
        edits.indices.contains(variable.index) ? edits[variable.index] : nil
    }

    /// Sets the edit state of `variable` (one of this solver's), growing ``edits`` up to it when needed.
    mutating func setEditState(_ edit: EditState?, of variable: SolverVariable) {
        if variable.index >= edits.count {
            guard edit != nil else { return }
            edits.append(contentsOf: repeatElement(nil, count: variable.index + 1 - edits.count))
        }
        edits[variable.index] = edit
    }
}
