import ListConstraintKit
import ListTestSupport
import Testing

/// ``ConstraintSolver/setConstant(_:of:)``: a constraint's constant changed in place (the dual simplex).
@Suite struct ConstraintSolverConstantTests {
    /// Each kind of row (required and optional `==`, `>=`, `<=`) takes its new constant, and the others follow.
    @Test func test_whenConstantsChange_thatEveryKindOfConstraintTakesItsNewConstant() throws {
        var solver = ConstraintSolver()
        let left = solver.makeVariable(named: "left"), width = solver.makeVariable(named: "width")
        let right = solver.makeVariable(named: "right")
        try solver.require(term(right), .equal, term(left).plus(term(width)))
        let pin = try solver.require(term(left), .equal, 16)
        let minimum = try solver.require(term(width), .greaterThanOrEqual, 50)
        let maximum = try solver.require(term(right), .lessThanOrEqual, 300)
        let wish = try solver.require(term(width), .equal, 400, .defaultLow)
        #expect(solver.values == [16, 284, 300])
        try solver.setConstant(-20, of: pin)        // left == 20
        #expect(solver.values == [20, 280, 300])
        try solver.setConstant(-250, of: maximum)   // right <= 250
        #expect(solver.values == [20, 230, 250])
        try solver.setConstant(-100, of: wish)      // width == 100, now within the bounds
        #expect(solver.values == [20, 100, 120])
        try solver.setConstant(-150, of: minimum)   // width >= 150 beats the wish
        #expect(solver.values == [20, 150, 170])
        #expect(solver.constraint(minimum)?.expression.constant == -150)
    }

    /// A new constant that the required constraints cannot meet is refused as unsatisfiable, and the solver is
    /// left exactly as it was (values bit for bit; the next change still works).
    @Test func test_whenANewConstantConflictsWithRequiredOnes_thatItIsRefusedAndNothingChanges() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable(named: "x")
        let floor = try solver.require(term(x), .greaterThanOrEqual, 10)
        _ = try solver.require(term(x), .lessThanOrEqual, 100)
        _ = try solver.require(term(x), .equal, 40, .defaultHigh)
        let before = solver.values.map(\.bitPattern)
        #expect(throws: ConstraintSolverError.self) { try solver.setConstant(-120, of: floor) }
        #expect(solver.values.map(\.bitPattern) == before)
        #expect(solver.constraint(floor)?.expression.constant == -10)
        try solver.setConstant(-60, of: floor)
        #expect(solver.values == [60])
    }

    /// A redundant required equality (its marker basic) cannot move alone: refused, never silently ignored.
    @Test func test_whenARedundantEqualityChanges_thatItIsRefused() throws {
        var solver = ConstraintSolver()
        let x = solver.makeVariable(named: "x")
        _ = try solver.require(term(x), .equal, 10)
        let twin = try solver.require(term(x), .equal, 10)
        #expect(throws: ConstraintSolverError.self) { try solver.setConstant(-12, of: twin) }
        #expect(solver.values == [10])
    }

    /// For thousands of seeded random systems, random constant changes of active constraints keep every required
    /// constraint, reach the same optimum (each level's total error) as a fresh solve of the changed constraints, and
    /// a refusal leaves every value bit for bit as it was.
    @Test func test_whenRandomConstantsChange_thatTheOptimumMatchesAFreshSolve() throws {
        var changed = 0, refused = 0
        for seed in ConstraintSolverPropertyTests.seeds {
            var replay = try Replay(RandomSystem(seed: seed))
            var rng = SplitMix64(seed: seed &* 7_919)
            for _ in 0..<4 {
                let keys = replay.active.keys.sorted()
                guard let key = keys.randomElement(using: &rng) else { break }
                let (constraint, id) = replay.active[key]!
                let constant = Double(Int.random(in: -150...150, using: &rng))
                let before = replay.solver.values.map(\.bitPattern)
                do {
                    try replay.solver.setConstant(constant, of: id)
                    var updated = constraint
                    updated.expression.constant = constant
                    replay.active[key] = (updated, id)
                    changed += 1
                } catch {
                    guard case .unsatisfiable = error else { throw error }
                    #expect(replay.solver.values.map(\.bitPattern) == before, "seed \(seed)")
                    refused += 1
                }
            }
            let constraints = replay.effectiveConstraints
            for constraint in constraints where constraint.strength.isRequired {
                let error = violation(of: constraint, values: replay.solver.value(of:))
                #expect(error <= 1e-7, "seed \(seed): \(replay.solver.description(of: constraint)) off by \(error)")
            }
            var fresh = ConstraintSolver()
            for _ in replay.variables { _ = fresh.makeVariable() }
            for constraint in constraints { _ = try fresh.add(constraint) }
            let incremental = levelErrors(constraints, values: replay.solver.value(of:))
            let scratch = levelErrors(constraints, values: fresh.value(of:))
            for (a, b) in zip(incremental, scratch) where abs(a - b) > 1e-6 * max(1, abs(b)) {
                Issue.record("seed \(seed): \(incremental) vs \(scratch)")
                break
            }
        }
        #expect(changed > 5_000)
        #expect(refused > 50)
    }
}
