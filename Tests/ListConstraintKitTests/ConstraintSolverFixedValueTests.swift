import ListConstraintKit
import ListTestSupport
import Testing

/// ``ConstraintSolver/isFixedByRequiredEqualities(_:)``: a variable the required equalities alone fix keeps its value
/// whatever the constants of optional constraints and inequalities become (the layout engine then reads a label's
/// width without moving its intrinsic-size constants).
@Suite struct ConstraintSolverFixedValueTests {
    /// A view's right edge pinned by equalities is fixed; a width that an optional wish and a required minimum
    /// decide is not; moving the wish and the minimum leaves the fixed one as it was.
    @Test func test_whenEqualitiesPinAVariable_thatOnlyThenItIsFixed() throws {
        var solver = ConstraintSolver()
        let left = solver.makeVariable(named: "left"), right = solver.makeVariable(named: "right")
        let width = solver.makeVariable(named: "width"), other = solver.makeVariable(named: "other")
        try solver.require(term(left), .equal, 16)
        try solver.require(term(right), .equal, 359)
        try solver.require(term(width), .equal, term(right).plus(term(left, -1)))
        let minimum = try solver.require(term(other), .greaterThanOrEqual, 50)
        let wish = try solver.require(term(other), .equal, term(width).plus(-100), .defaultLow)
        #expect(solver.isFixedByRequiredEqualities(width))
        #expect(solver.isFixedByRequiredEqualities(right))
        #expect(!solver.isFixedByRequiredEqualities(other))
        #expect(solver.values == [16, 359, 343, 243])
        try solver.setConstant(-400, of: wish)     // other == width + 400
        try solver.setConstant(-500, of: minimum)  // other >= 500
        #expect(solver.values == [16, 359, 343, 743])
        #expect(solver.isFixedByRequiredEqualities(width))
    }

    /// For thousands of seeded random systems: each variable reported fixed keeps its value (up to rounding) through
    /// random constant changes of every optional constraint and required inequality the solver accepts.
    @Test func test_whenOptionalConstantsChange_thatFixedVariablesKeepTheirValues() throws {
        var checked = 0, notFixed = 0
        for seed in ConstraintSolverPropertyTests.seeds {
            var replay = try Replay(RandomSystem(seed: seed))
            guard replay.edits.isEmpty else { continue }   // suggestions hold no constant of their own here
            let fixed = replay.variables.filter { replay.solver.isFixedByRequiredEqualities($0) }
            notFixed += replay.variables.count - fixed.count
            let before = fixed.map { replay.solver.value(of: $0) }
            var rng = SplitMix64(seed: seed &* 6_151)
            for key in replay.active.keys.sorted() {
                let (constraint, id) = replay.active[key]!
                guard !constraint.strength.isRequired || constraint.relation != .equal else { continue }
                let constant = Double(Int.random(in: -150...150, using: &rng))
                do { try replay.solver.setConstant(constant, of: id) } catch {
                    guard case .unsatisfiable = error else { throw error }
                }
            }
            for (variable, value) in zip(fixed, before) {
                let now = replay.solver.value(of: variable)
                #expect(abs(now - value) <= 1e-9 * max(1, abs(value)), "seed \(seed): \(variable) \(value) -> \(now)")
                checked += 1
            }
        }
        #expect(checked > 500)
        #expect(notFixed > 1_000)
    }
}
