import ListConstraintKit
import ListTestSupport
import Testing

/// One solver kept through hundreds of operations: its rows' terms, rewritten at each pivot, pass the size at
/// which the tableau compacts its term pool many times over, and every solution stays the one a fresh solver of
/// the same constraints would give.
@Suite struct ConstraintSolverLongRunTests {
    /// A chain `x0 == 0`, `x(i+1) == x(i) + gap(i)` (required, so every value is decided) under optional wishes
    /// that pull each variable elsewhere; constraints removed, added again and given new constants in a seeded
    /// order. After each round every value is exactly the sum of the gaps before it (what any solver of the
    /// constraints then active gives: the required chain decides every value).
    @Test func test_whenConstraintsAreRemovedAddedAndChangedManyTimes_thatEachSolutionIsAFreshSolversOne() throws {
        let count = 40
        var rng = SplitMix64(seed: 35)
        var solver = ConstraintSolver()
        let x = (0..<count).map { solver.makeVariable(named: "x\($0)") }
        var gaps = (0..<count).map { Double($0 % 7 + 1) }
        func link(_ index: Int) -> LinearConstraint {
            LinearConstraint(LinearExpression(x[index + 1]), .equal, LinearExpression(x[index], plus: gaps[index]))
        }
        _ = try solver.add(LinearConstraint(LinearExpression(x[0]), .equal, 0))
        var links = try (0..<(count - 1)).map { try solver.add(link($0)) }
        for index in 0..<count {
            _ = try solver.add(LinearConstraint(
                LinearExpression(x[index]), .equal, LinearExpression(constant: Double(index * 3)),
                strength: .defaultLow))
        }
        for round in 0..<300 {
            let index = Int.random(in: 0..<(count - 1), using: &rng)
            switch round % 3 {
            case 0:
                try solver.remove(links[index])
                try solver.activate(links[index])
            case 1:
                gaps[index] = Double(Int.random(in: 1...9, using: &rng))
                try solver.setConstant(-gaps[index], of: links[index])
            default:
                try solver.remove(links[index])
                links[index] = try solver.add(link(index))
            }
            var expected = 0.0
            for variable in x.indices {
                #expect(solver.value(of: x[variable]) == expected, "round \(round), x\(variable)")
                if variable < count - 1 { expected += gaps[variable] }
            }
        }
        #expect(solver.activeConstraintCount == 2 * count)
    }
}
