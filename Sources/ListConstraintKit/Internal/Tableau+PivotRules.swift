/// The tableau's pivot rules: which symbol enters the basis and which leaves it, in the primal simplex (Bland's
/// rule on creation order) and in the dual simplex (the dual ratio test), and the lexicographic order of objective
/// vectors the dual test compares by. Each only reads the tableau; ``Tableau/optimize(artificial:)`` and
/// ``Tableau/dualOptimize()`` pivot on what they choose.
extension Tableau {
    /// Whether `symbol`, negative at `level`, has an objective vector that is negative: no level above it
    /// mentions the symbol (a non-zero coefficient there would decide the sign first).
    func objectiveSign(of symbol: Symbol, above level: Int) -> Bool {
        for higher in 0..<level where objective[higher].coefficient(of: symbol, in: pool) != 0 {
            return objective[higher].coefficient(of: symbol, in: pool) < 0
        }
        return true
    }

    /// Bland's entering rule: the lowest-numbered non-dummy symbol whose objective coefficient is negative.
    func enteringSymbol(artificial: Bool) -> Symbol? {
        if artificial {
            for index in artificialObjective!.range {
                let term = pool.terms[index]
                if term.coefficient < 0 && kinds[Int(term.symbol)] != .dummy { return term.symbol }
            }
            return nil
        }
        var best: Symbol?
        for level in objective.indices {
            for index in objective[level].range {
                let term = pool.terms[index]
                guard term.coefficient < 0 else { continue }
                if let current = best, current <= term.symbol { break }
                guard kinds[Int(term.symbol)] != .dummy else { continue }
                if objectiveSign(of: term.symbol, above: level) { best = term.symbol; break }
            }
        }
        return best
    }

    /// The primal ratio test: among restricted rows that decrease as `entering` grows, the one that reaches 0
    /// first; ties go to the lowest-numbered basic symbol (Bland).
    func leavingSymbol(for entering: Symbol) -> Symbol? {
        var best: Symbol?
        var bestRatio = Double.infinity
        for slot in rows.indices {
            let basic = basics[slot]
            guard kinds[Int(basic)].isRestricted else { continue }
            let coefficient = rows[slot].coefficient(of: entering, in: pool)
            guard coefficient < 0 else { continue }
            let ratio = -rows[slot].constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && basic < best!) {
                bestRatio = ratio
                best = basic
            }
        }
        return best
    }

    /// The dual ratio test: among the row's non-dummy symbols with a positive coefficient, the least objective
    /// vector over coefficient (lexicographically), ties to the lowest-numbered symbol.
    func dualEnteringSymbol(for row: Row) -> Symbol? {
        var best: Symbol?
        var bestRatios: [Double] = []
        var ratios = [Double](repeating: 0, count: objective.count)
        for index in row.range {
            let term = pool.terms[index]
            guard term.coefficient > 0 else { continue }
            let symbol = term.symbol
            guard kinds[Int(symbol)] != .dummy else { continue }
            for level in objective.indices {
                ratios[level] = objective[level].coefficient(of: symbol, in: pool) / term.coefficient
            }
            if best == nil || Tableau.lexicographicallyPrecedes(ratios, bestRatios) {
                best = symbol
                bestRatios = ratios
            }
        }
        return best
    }

    /// Whether `a < b` lexicographically, entries within `epsilon` (relative) counting as equal; equal vectors
    /// keep the earlier (lower-numbered) candidate.
    static func lexicographicallyPrecedes(_ a: [Double], _ b: [Double]) -> Bool {
        for (x, y) in zip(a, b) {
            let tolerance = Row.epsilon * max(1, abs(x), abs(y))
            if abs(x - y) <= tolerance { continue }
            return x < y
        }
        return false
    }
}
