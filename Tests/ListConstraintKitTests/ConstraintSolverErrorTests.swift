import ListConstraintKit
import Testing

/// Refused calls: each throws a typed error and leaves the solver as it was.
@Suite struct ConstraintSolverErrorTests {
    /// Two solvers that differ by one refused call end up bit-identical after the same later calls.
    private func assertUnchanged(
        by refused: (inout ConstraintSolver, [SolverVariable]) throws -> Void, expecting error: ConstraintSolverError
    ) throws {
        func base() throws -> (ConstraintSolver, [SolverVariable]) {
            var solver = ConstraintSolver()
            let x = solver.makeVariable(named: "x"), y = solver.makeVariable(named: "y")
            try solver.require(term(x), .equal, 10)
            try solver.require(term(y), .greaterThanOrEqual, term(x).plus(5))
            try solver.require(term(y), .equal, 100, .defaultLow)
            return (solver, [x, y])
        }
        var (touched, variables) = try base()
        var (untouched, _) = try base()
        let before = touched.values
        #expect(throws: error) { try refused(&touched, variables) }
        #expect(touched.values == before)
        #expect(touched.activeConstraintCount == untouched.activeConstraintCount)
        let later = LinearConstraint(term(variables[1]), .lessThanOrEqual, 40, strength: .defaultHigh)
        let a = try touched.add(later), b = try untouched.add(later)
        #expect(a == b)
        #expect(touched.values.map(\.bitPattern) == untouched.values.map(\.bitPattern))
        #expect(touched.values == [10, 40])
    }

    @Test func test_whenARequiredEqualityConflicts_thatItIsRefusedAndNamed() throws {
        let conflict = LinearConstraint(LinearExpression(SolverVariable.first), .equal, 20)
        try assertUnchanged(by: { solver, _ in _ = try solver.add(conflict) }, expecting: .unsatisfiable(conflict))
    }

    @Test func test_whenARequiredInequalityConflicts_thatItIsRefused() throws {
        let conflict = LinearConstraint(LinearExpression(SolverVariable.second), .lessThanOrEqual, 14)
        try assertUnchanged(by: { solver, _ in _ = try solver.add(conflict) }, expecting: .unsatisfiable(conflict))
    }

    @Test func test_whenAConstantConstraintIsFalse_thatItIsRefused() throws {
        let impossible = LinearConstraint(LinearExpression(SolverVariable.first), .equal, term(.first).plus(1))
        try assertUnchanged(by: { solver, _ in _ = try solver.add(impossible) }, expecting: .unsatisfiable(impossible))
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, 2e9])
    func test_whenAConstantIsNotFiniteOrTooLarge_thatItIsRefused(_ number: Double) throws {
        let bad = LinearConstraint(LinearExpression(SolverVariable.first), .equal, LinearExpression(constant: number))
        let expected = ConstraintSolverError.invalidNumber(-number)
        if number.isNaN {
            var solver = ConstraintSolver()
            _ = solver.makeVariable()
            do { _ = try solver.add(bad); Issue.record("NaN accepted") } catch {
                guard case .invalidNumber(let value) = error, value.isNaN else { Issue.record("\(error)"); return }
            }
            return
        }
        try assertUnchanged(by: { solver, _ in _ = try solver.add(bad) }, expecting: expected)
    }

    @Test func test_whenACoefficientIsNotFinite_thatItIsRefused() throws {
        let bad = LinearConstraint(LinearExpression(SolverVariable.first, times: .infinity), .equal, 1)
        try assertUnchanged(by: { solver, _ in _ = try solver.add(bad) }, expecting: .invalidNumber(.infinity))
    }

    @Test(arguments: [0.0, -1, 1000.5, .nan])
    func test_whenAPriorityIsOutOfRange_thatItIsRefused(_ priority: Double) throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        do {
            _ = try solver.add(LinearConstraint(term(x), .equal, 1, strength: ConstraintStrength(priority: priority)))
            Issue.record("priority \(priority) accepted")
        } catch {
            guard case .invalidPriority(let value) = error, value.bitPattern == priority.bitPattern else {
                Issue.record("\(error)")
                return
            }
        }
        #expect(solver.activeConstraintCount == 0)
    }

    @Test func test_whenAVariableIsForeign_thatItIsRefused() throws {
        var other = ConstraintSolver()
        for _ in 0..<5 { _ = other.makeVariable() }
        let foreign = other.makeVariable()
        try assertUnchanged(
            by: { solver, _ in _ = try solver.add(LinearConstraint(term(foreign), .equal, 1)) },
            expecting: .unknownVariable(foreign))
    }

    @Test func test_whenConstraintsAreRemovedTwiceOrActivatedTwice_thatTheErrorsNameThem() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        let id = try solver.require(term(x), .equal, 1)
        #expect(throws: ConstraintSolverError.duplicateConstraint(id)) { try solver.activate(id) }
        try solver.remove(id)
        #expect(throws: ConstraintSolverError.unknownConstraint(id)) { try solver.remove(id) }
        var other = ConstraintSolver()
        let y = other.makeVariable()
        _ = try other.require(term(y), .equal, 1)
        let foreign = try other.require(term(y), .equal, 2, .defaultLow)
        #expect(throws: ConstraintSolverError.unknownConstraint(foreign)) { try solver.activate(foreign) }
        #expect(solver.constraint(foreign) == nil)
    }

    @Test func test_whenEditVariablesAreMisused_thatEachIsATypedError() throws {
        try assertUnchanged(
            by: { solver, v in try solver.addEditVariable(v[0], strength: .required) },
            expecting: .requiredEditVariable(.first))
        try assertUnchanged(
            by: { solver, v in try solver.suggestValue(3, for: v[0]) }, expecting: .unknownEditVariable(.first))
        try assertUnchanged(
            by: { solver, v in try solver.removeEditVariable(v[1]) }, expecting: .unknownEditVariable(.second))
    }

    @Test(arguments: [Double.nan, .infinity, 5e9])
    func test_whenASuggestionIsNotFiniteOrTooLarge_thatItIsRefused(_ number: Double) throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        try solver.addEditVariable(x, strength: .defaultHigh)
        try solver.suggestValue(12, for: x)
        do { try solver.suggestValue(number, for: x); Issue.record("\(number) accepted") } catch {
            guard case .invalidNumber(let value) = error, value.bitPattern == number.bitPattern else {
                Issue.record("\(error)")
                return
            }
        }
        #expect(solver.value(of: x) == 12)
        try solver.suggestValue(13, for: x)
        #expect(solver.value(of: x) == 13)
    }

    @Test func test_whenAnEditVariableIsAddedTwice_thatItIsADuplicate() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable()
        try solver.addEditVariable(x, strength: .defaultHigh)
        #expect(throws: ConstraintSolverError.duplicateEditVariable(x)) {
            try solver.addEditVariable(x, strength: .defaultLow)
        }
    }

    @Test func test_whenLimitsAreReached_thatTheCallIsRefused() throws {
        var solver = ConstraintSolver(limits: SolverLimits(maxConstraints: 3, maxTerms: 4))
        let x = solver.makeVariable()
        for value in 0..<3 { try solver.require(term(x), .greaterThanOrEqual, LinearExpression(constant: Double(value))) }
        #expect(throws: ConstraintSolverError.limitExceeded(.constraints, limit: 3)) {
            try solver.require(term(x), .lessThanOrEqual, 100)
        }
        let wide = LinearExpression(Array(repeating: LinearTerm(x, 0.5), count: 5))
        #expect(throws: ConstraintSolverError.limitExceeded(.terms, limit: 4)) {
            try solver.add(LinearConstraint(wide, .equal, 1))
        }
        #expect(solver.value(of: x) == 2)
    }
}

extension SolverVariable {
    /// The first and second variables a solver makes (what `assertUnchanged`'s base system calls x and y).
    static var first: SolverVariable { ConstraintSolverErrorTests.variable(0) }
    static var second: SolverVariable { ConstraintSolverErrorTests.variable(1) }
}

extension ConstraintSolverErrorTests {
    static func variable(_ index: Int) -> SolverVariable {
        var solver = ConstraintSolver()
        var variable = solver.makeVariable()
        for _ in 0..<index { variable = solver.makeVariable() }
        return variable
    }
}
