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
        guard edits[variable.index] == nil else { throw .duplicateEditVariable(variable) }
        let current = value(of: variable)
        let constraint = LinearConstraint(LinearExpression(variable), .equal, LinearExpression(constant: current), strength: strength)
        let tag = try activateDefinition(constraint)
        edits[variable.index] = EditState(tag: tag, constraint: constraint, constant: current)
    }

    /// Removes an edit variable's constraint (the variable keeps whatever value the other constraints give it).
    /// - Throws: ``ConstraintSolverError/unknownEditVariable(_:)``.
    public mutating func removeEditVariable(_ variable: SolverVariable) throws(ConstraintSolverError) {
        guard edits.indices.contains(variable.index), let edit = edits[variable.index] else {
            throw .unknownEditVariable(variable)
        }
        try deactivate(edit.tag)
        edits[variable.index] = nil
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: SolverVariable) -> Bool {
        edits.indices.contains(variable.index) && edits[variable.index] != nil
    }

    /// Suggests a value for an edit variable and re-solves incrementally (the dual simplex, from the current
    /// solution): the variable takes `value` unless constraints of higher priority keep it elsewhere.
    /// - Throws: ``ConstraintSolverError/unknownEditVariable(_:)``, ``ConstraintSolverError/invalidNumber(_:)``
    ///   (NaN, ±∞, past ``SolverLimits/maxMagnitude``).
    /// - Complexity: pivots only where rows turn infeasible; a suggestion that keeps the same basis moves row
    ///   constants and nothing else.
    public mutating func suggestValue(_ value: Double, for variable: SolverVariable) throws(ConstraintSolverError) {
        guard edits.indices.contains(variable.index), var edit = edits[variable.index] else {
            throw .unknownEditVariable(variable)
        }
        guard value.isFinite, abs(value) <= limits.maxMagnitude else { throw .invalidNumber(value) }
        let delta = value - edit.constant
        edit.constant = value
        edit.constraint.expression.constant = -value
        edits[variable.index] = edit
        tableau.beginOperation(pivotFactor: limits.pivotFactor)
        // `variable - constant = e⁺ - e⁻`: a constant larger by delta is e⁺ larger by delta, i.e. e⁺ replaced by
        // e⁺ + delta in every row.
        tableau.shift(edit.tag.marker, by: delta)
        try tableau.dualOptimize()
    }
}
