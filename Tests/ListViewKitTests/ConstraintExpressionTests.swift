import Foundation
import ListConstraintKit
import ListTestSupport
import Testing

@testable import ListViewKit

/// The constraint pass builds its expressions inline (`ListConstraintExpression`) instead of with
/// `LinearExpression`'s arrays; its results must be bit for bit what the same calls on `LinearExpression` give,
/// merged as the pass merged them before (sorted stably by variable, coefficients of one variable added in order,
/// those below 1e-12 dropped): otherwise a frame could move in its last bit.
@Suite struct ConstraintExpressionTests {
    /// The merge the pass applied to `LinearExpression`s before the inline expressions.
    static func reference(_ expression: LinearExpression) -> LinearExpression {
        var terms = expression.terms.sorted { $0.variable < $1.variable }
        var write = 0
        for term in terms {
            if write > 0, terms[write - 1].variable == term.variable {
                terms[write - 1].coefficient += term.coefficient
            } else {
                terms[write] = term
                write += 1
            }
        }
        terms.removeLast(terms.count - write)
        terms.removeAll { abs($0.coefficient) < 1e-12 }
        return LinearExpression(terms, constant: expression.constant)
    }

    /// The same random expression built both ways: variables, constants (fractions, negative zero, large values),
    /// sums, differences and products by UIKit-like multipliers, nested up to `depth`; a sum that would pass the
    /// eight inline terms (more than any constraint has) is its left side.
    static func build(
        _ rng: inout SplitMix64, variables: [SolverVariable], depth: Int
    ) -> (LinearExpression, ListConstraintExpression) {
        let constants: [Double] = [0, -0.0, 1, 0.5, 16, -12, 1.0 / 3, 20.5078125, 1e8, -7.25]
        let factors: [Double] = [1, -1, 0.5, 2, 1.0 / 3, 0, 0.75, -0.0]
        switch depth == 0 ? Int.random(in: 0...1, using: &rng) : Int.random(in: 0...5, using: &rng) {
        case 0:
            let position = Int.random(in: 0..<variables.count, using: &rng)
            return (LinearExpression(variables[position]), ListConstraintExpression(variable: position))
        case 1:
            let value = constants[Int.random(in: 0..<constants.count, using: &rng)]
            return (LinearExpression(constant: value), ListConstraintExpression(constant: value))
        case 2:
            let (a, b) = build(&rng, variables: variables, depth: depth - 1)
            let (c, d) = build(&rng, variables: variables, depth: depth - 1)
            guard b.count + d.count <= ListConstraintExpression.inlineCapacity else { return (a, b) }
            return (a.plus(c), b.plus(d))
        case 3:
            let (a, b) = build(&rng, variables: variables, depth: depth - 1)
            let (c, d) = build(&rng, variables: variables, depth: depth - 1)
            guard b.count + d.count <= ListConstraintExpression.inlineCapacity else { return (a, b) }
            return (a.minus(c), b.minus(d))
        case 4:
            let (a, b) = build(&rng, variables: variables, depth: depth - 1)
            let factor = factors[Int.random(in: 0..<factors.count, using: &rng)]
            return (a.times(factor), b.times(factor))
        default:
            let (a, b) = build(&rng, variables: variables, depth: depth - 1)
            let position = Int.random(in: 0..<variables.count, using: &rng)
            guard b.count < ListConstraintExpression.inlineCapacity else { return (a, b) }
            return (a.plus(variables[position]), b.plus(variable: position))
        }
    }

    @Test func inlineExpressionsMergeBitForBitAsLinearExpressionsDid() {
        var solver = ConstraintSolver()
        let variables = (0..<6).map { _ in solver.makeVariable() }
        var longest = 0
        for seed in 0..<2_000 as Range<UInt64> {
            var rng = SplitMix64(seed: seed)
            let (linear, inline) = Self.build(&rng, variables: variables, depth: 4)
            longest = max(longest, inline.count)
            let expected = Self.reference(linear), actual = inline.linear(variables)
            #expect(actual.constant.bitPattern == expected.constant.bitPattern, "seed \(seed)")
            #expect(actual.terms.map(\.variable) == expected.terms.map(\.variable), "seed \(seed)")
            #expect(actual.terms.map(\.coefficient.bitPattern) == expected.terms.map(\.coefficient.bitPattern),
                    "seed \(seed)")
        }
        // Up to the eight inline terms.
        #expect(longest == ListConstraintExpression.inlineCapacity)
    }
}
