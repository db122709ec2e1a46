import ListConstraintKit

/// Which required constraints a broken one conflicts with: for each, a smallest set of the required constraints the
/// solver had accepted before it that cannot hold together with it (an irreducible infeasible subset: without any
/// one of them it would hold), found by the additive method (Tamiz, Mardle & Jones, 1996) on fresh solvers of
/// required constraints only (optional ones never make a system infeasible).
///
/// ```
///   candidates  a b c d e  (accepted before the broken one, in activation order, sharing its variables)
///   pass 1      {broken} + a, b, c ✗ at c  → c conflicts; keep a b
///   pass 2      {broken, c} + a ✗ at a     → a conflicts; keep nothing
///   pass 3      {broken, c, a} ✗ alone     → the set is {a, c}
/// ```
///
/// Deterministic (activation order throughout) and bounded: at most
/// ``ListConstraintBreak/conflictSearchBudget`` constraint additions over all the breaks of one rebuild, and only
/// for a break connected to at most ``maximumCandidates`` required constraints; a break past either names none.
@MainActor
enum ListConstraintConflicts {
    /// The most required constraints a break may share variables with for its conflicts to be searched: each
    /// addition costs more as the tableau grows, so a break in a larger system (a ring of hundreds of views) names
    /// none, and the layout costs what it cost before conflicts were named.
    static let maximumCandidates = 200

    /// The conflicts of each broken entry (indexes into `entries`, ascending), in the order of `broken`; an empty
    /// list where none was found within the budget.
    ///
    /// - Parameters:
    ///   - broken: the indexes of required entries the solver refused as unsatisfiable.
    ///   - accepted: the indexes of the required entries it accepted, ascending.
    ///   - entries: the system's entries.
    ///   - variableCount: how many variables the system's solver has.
    static func find(
        for broken: [Int], accepted: [Int], entries: [ListConstraintSystem.Entry], variableCount: Int
    ) -> [[Int]] {
        // The accepted entries by variable, to keep only those connected to a broken one (the others cannot
        // take part in its conflict).
        var byVariable: [Int: [Int]] = [:]
        for index in accepted {
            for term in entries[index].expression.terms { byVariable[term.variable.index, default: []].append(index) }
        }
        var budget = ListConstraintBreak.conflictSearchBudget
        return broken.map { index in
            guard budget > 0 else { return [] }
            let candidates = connected(to: index, before: index, byVariable: byVariable, entries: entries)
            guard candidates.count <= maximumCandidates else { return [] }
            return search(index, candidates: candidates, entries: entries, variableCount: variableCount, budget: &budget)
                ?? []
        }
    }

    /// The accepted entries before `limit` that share a variable with `index`, directly or through one another,
    /// ascending.
    private static func connected(
        to index: Int, before limit: Int, byVariable: [Int: [Int]], entries: [ListConstraintSystem.Entry]
    ) -> [Int] {
        var seenVariables = Set<Int>()
        var seenEntries = Set<Int>()
        var pending = entries[index].expression.terms.map(\.variable.index)
        while let variable = pending.popLast() {
            guard seenVariables.insert(variable).inserted else { continue }
            for entry in byVariable[variable] ?? [] where entry < limit && seenEntries.insert(entry).inserted {
                pending += entries[entry].expression.terms.map(\.variable.index)
            }
        }
        return seenEntries.sorted()
    }

    /// The additive method; `nil` when the budget ran out or a solver refused for another reason than a conflict.
    private static func search(
        _ index: Int, candidates: [Int], entries: [ListConstraintSystem.Entry], variableCount: Int,
        budget: inout Int
    ) -> [Int]? {
        var found: [Int] = []
        var remaining = candidates[...]
        while true {
            var solver = ConstraintSolver()
            for _ in 0..<variableCount { _ = solver.makeVariable() }
            // Does the set found so far conflict on its own?
            for member in [index] + found {
                budget -= 1
                switch add(entries[member], to: &solver) {
                case .added: continue
                case .conflict: return found.sorted()
                case .refused: return nil
                }
            }
            // Else the first candidate whose addition makes it infeasible is one of the conflicts.
            var hit: Int?
            for (offset, candidate) in zip(remaining.indices, remaining) {
                guard budget > 0 else { return nil }
                budget -= 1
                switch add(entries[candidate], to: &solver) {
                case .added: continue
                case .conflict: hit = offset
                case .refused: return nil
                }
                break
            }
            guard let hit else { return nil }
            found.append(remaining[hit])
            remaining = remaining[..<hit]
        }
    }

    private enum Addition { case added, conflict, refused }

    private static func add(_ entry: ListConstraintSystem.Entry, to solver: inout ConstraintSolver) -> Addition {
        do {
            _ = try solver.add(LinearConstraint(entry.expression, entry.relation, strength: .required))
            return .added
        } catch {
            if case .unsatisfiable = error { return .conflict }
            return .refused
        }
    }
}
