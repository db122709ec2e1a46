/// Adding and removing one constraint in the tableau: the paper's `addConstraint` (section 3.3: a row over the
/// parametric symbols, a subject chosen, phase one with an artificial variable when none can be) and
/// `removeConstraint` (section 3.5: the marker symbol pivoted into the basis and its row dropped).
extension ConstraintSolver {
    /// Checks a constraint against the limits and this solver's variables: the first problem, or nil.
    func validationError(of constraint: LinearConstraint) -> ConstraintSolverError? {
        guard constraint.strength.isValid else { return .invalidPriority(constraint.strength.priority) }
        let expression = constraint.expression
        guard expression.terms.count <= limits.maxTerms else { return .limitExceeded(.terms, limit: limits.maxTerms) }
        guard expression.constant.isFinite, abs(expression.constant) <= limits.maxMagnitude else {
            return .invalidNumber(expression.constant)
        }
        for term in expression.terms {
            guard term.coefficient.isFinite, abs(term.coefficient) <= limits.maxCoefficient else {
                return .invalidNumber(term.coefficient)
            }
            guard term.variable.index >= 0, term.variable.index < variableSymbols.count else {
                return .unknownVariable(term.variable)
            }
            guard term.variable.index < limits.maxVariables else {
                return .limitExceeded(.variables, limit: limits.maxVariables)
            }
        }
        guard activeConstraintCount < limits.maxConstraints else {
            return .limitExceeded(.constraints, limit: limits.maxConstraints)
        }
        return nil
    }

    /// Adds `constraint` to the tableau and re-optimises; on any refusal the solver is as it was.
    mutating func activateDefinition(_ constraint: LinearConstraint) throws(ConstraintSolverError) -> ConstraintTag {
        if let error = validationError(of: constraint) { throw error }
        tableau.beginOperation(pivotFactor: limits.pivotFactor)
        let symbolMark = tableau.symbolCount
        var (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(of: row, tag: tag)
        if subject == nil, row.range.allSatisfy({ tableau.kinds[Int(tableau.pool.terms[$0].symbol)] == .dummy }) {
            guard abs(row.constant) <= Row.epsilon else {
                tableau.truncateSymbols(to: symbolMark)
                throw .unsatisfiable(constraint)
            }
            subject = tag.marker
        }
        if let subject {
            addErrorsToObjective(tag)
            row.solve(for: subject, in: &tableau.pool)
            // A subject no row mentions (a new marker, a variable first used here) needs no scan of every row.
            if tableau.mayBeMentioned(subject) { tableau.substitute(subject, by: row) }
            tableau.insertRow(row, basic: subject)
        } else {
            let saved = tableau.makeCheckpoint()
            addErrorsToObjective(tag)
            let satisfied: Bool
            do { satisfied = try tableau.addWithArtificialVariable(row) } catch {
                tableau.restore(saved)
                tableau.truncateSymbols(to: symbolMark)
                throw error
            }
            guard satisfied else {
                tableau.restore(saved)
                tableau.truncateSymbols(to: symbolMark)
                throw .unsatisfiable(constraint)
            }
            tableau.endCheckpoint()
        }
        try tableau.optimize()
        activeConstraintCount += 1
        return tag
    }

    /// The constraint's row over the parametric symbols, with its slack, error or dummy symbols (section 3.3):
    ///
    ///     required   e == 0:  e + d = 0           (d dummy, the marker)
    ///     required   e >= 0:  e - s = 0           (s slack ≥ 0, the marker; `<=` adds +s)
    ///     optional   e == 0:  e - e⁺ + e⁻ = 0     (e⁺ the marker, e⁻ the other; both in the objective)
    ///     optional   e >= 0:  e - s + ε = 0       (s the marker, ε the error in the objective)
    ///
    /// The row is negated when its constant is negative, so that a restricted subject reads non-negative.
    private mutating func makeRow(for constraint: LinearConstraint) -> (Row, ConstraintTag) {
        var row = tableau.makeRow(constraint.expression, symbols: variableSymbols)
        let optional = !constraint.strength.isRequired
        var tag: ConstraintTag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = tableau.newSymbol(.slack)
            row.add(sign, times: slack, in: &tableau.pool)
            tag = ConstraintTag(marker: slack, other: nil, priority: nil)
            if optional {
                let error = tableau.newSymbol(.error)
                row.add(-sign, times: error, in: &tableau.pool)
                tag.other = error
                tag.priority = constraint.strength.priority
            }
        case .equal:
            if optional {
                let plus = tableau.newSymbol(.error)
                let minus = tableau.newSymbol(.error)
                row.add(-1, times: plus, in: &tableau.pool)
                row.add(1, times: minus, in: &tableau.pool)
                tag = ConstraintTag(marker: plus, other: minus, priority: constraint.strength.priority)
            } else {
                let dummy = tableau.newSymbol(.dummy)
                row.add(1, times: dummy, in: &tableau.pool)
                tag = ConstraintTag(marker: dummy, other: nil, priority: nil)
            }
        }
        if row.constant < 0 { row.scale(by: -1, in: &tableau.pool) }
        return (row, tag)
    }

    /// The symbol the new row is solved for: its lowest-numbered variable of the user's; else the marker or the
    /// other symbol when it is a slack or error with a negative coefficient (solving for it keeps it ≥ 0); else
    /// none (phase one decides).
    private func chooseSubject(of row: Row, tag: ConstraintTag) -> Symbol? {
        for index in row.range where tableau.kinds[Int(tableau.pool.terms[index].symbol)] == .external {
            return tableau.pool.terms[index].symbol
        }
        // The marker, then the other symbol (no array of the two: this runs for every constraint added).
        func solvesNonNegative(_ candidate: Symbol) -> Bool {
            tableau.kinds[Int(candidate)].isPivotable && row.coefficient(of: candidate, in: tableau.pool) < 0
        }
        if solvesNonNegative(tag.marker) { return tag.marker }
        if let other = tag.other, solvesNonNegative(other) { return other }
        return nil
    }

    /// Puts the constraint's error symbols into its level's objective with weight 1.
    private mutating func addErrorsToObjective(_ tag: ConstraintTag) {
        addErrorsToObjective(tag, coefficient: 1)
    }

    /// Adds the constraint's error symbols (the marker, then the other) to its level's objective with
    /// `coefficient` (no array of the two: this runs for every optional constraint added).
    private mutating func addErrorsToObjective(_ tag: ConstraintTag, coefficient: Double) {
        guard let priority = tag.priority else { return }
        if tableau.kinds[Int(tag.marker)] == .error {
            tableau.addToObjective(tag.marker, coefficient: coefficient, priority: priority)
        }
        if let other = tag.other, tableau.kinds[Int(other)] == .error {
            tableau.addToObjective(other, coefficient: coefficient, priority: priority)
        }
    }

    /// Removes an active constraint's row and re-optimises.
    mutating func deactivate(_ tag: ConstraintTag) throws(ConstraintSolverError) {
        tableau.beginOperation(pivotFactor: limits.pivotFactor)
        addErrorsToObjective(tag, coefficient: -1)
        if tableau.isBasic(tag.marker) {
            tableau.removeRow(basic: tag.marker)
        } else {
            guard let leaving = markerLeavingSymbol(tag.marker) else {
                throw .internalInconsistency("the marker of a constraint being removed is in no row")
            }
            try tableau.pivotOut(marker: tag.marker, leaving: leaving)
        }
        activeConstraintCount -= 1
        try tableau.optimize()
    }

    /// The row to pivot a parametric marker into (section 3.5): the restricted row with a negative coefficient and
    /// the least ratio; else the restricted row with the least ratio; else a row of the user's variables. Ties go to
    /// the lowest-numbered basic symbol.
    private func markerLeavingSymbol(_ marker: Symbol) -> Symbol? {
        var first: (symbol: Symbol, ratio: Double)?
        var second: (symbol: Symbol, ratio: Double)?
        var third: Symbol?
        for (slot, row) in tableau.rows.enumerated() {
            let coefficient = row.coefficient(of: marker, in: tableau.pool)
            guard coefficient != 0 else { continue }
            let basic = tableau.basics[slot]
            if !tableau.kinds[Int(basic)].isRestricted {
                if third == nil || basic < third! { third = basic }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if first == nil || ratio < first!.ratio || (ratio == first!.ratio && basic < first!.symbol) {
                    first = (basic, ratio)
                }
            } else {
                let ratio = row.constant / coefficient
                if second == nil || ratio < second!.ratio || (ratio == second!.ratio && basic < second!.symbol) {
                    second = (basic, ratio)
                }
            }
        }
        return first?.symbol ?? second?.symbol ?? third
    }
}
