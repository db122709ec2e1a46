import ListConstraintKit

extension ListConstraintSystem {
    /// The names of a solved view's frame values, in the order of its variables.
    static let frameValueNames = ["x", "y", "width", "height"]

    /// Which of a solved view's frame values (``frameValueNames``) its constraints leave ambiguous: on a copy of the
    /// solved system, each value is pulled up, then down, by an edit held below every priority of the system; it is
    /// ambiguous when it moves while the summed error of every priority level stays what it was (another solution
    /// exactly as good: what the solver minimises is those sums, level by level).
    ///
    /// ```
    ///   title.leading == content.leading + 16, title.width == 100    (no vertical constraint)
    ///   probe y: +1000 → y moves, every error unchanged  → ambiguous
    ///   probe x: +1000 → x stays (required)              → decided
    /// ```
    ///
    /// Empty for a view the system does not solve. The solver's own state is never changed.
    /// - Complexity: one copy of the solver and four edits with two suggestions each (a few dual-simplex pivots).
    func ambiguousFrameValues(of view: ListView) -> [Int] {
        probe(view, stopAtFirst: false).ambiguous
    }

    /// Another solution exactly as good, in which the first ambiguous frame value of `view` moved (pulled up, else
    /// down); `nil` when none is ambiguous. Its values are read with ``ConstraintSolver/value(of:)`` of the
    /// variables ``variables(count:)`` gives.
    func alternativeSolution(for view: ListView) -> ConstraintSolver? {
        let result = probe(view, stopAtFirst: true)
        return result.ambiguous.isEmpty ? nil : result.solver
    }

    /// The variables of the system's solver, with the first variable of each solved view (``frameVariables``).
    var solverVariables: [SolverVariable] { Self.variables(count: solvedCount * 4) }

    private func probe(_ view: ListView, stopAtFirst: Bool) -> (ambiguous: [Int], solver: ConstraintSolver) {
        guard let first = frameVariables[ObjectIdentifier(view)] else { return ([], solver) }
        let variables = solverVariables
        guard first + 3 < variables.count else { return ([], solver) }
        var probe = solver
        let lowest = ids.indices.compactMap { ids[$0] == nil ? nil : self.strength(at: $0).priority }.min() ?? 1000
        let strength = ConstraintStrength(priority: min(lowest, Self.constantStrength.priority) / 2)
        let before = errors(in: solver)
        var ambiguous: [Int] = []
        for offset in 0..<4 {
            let variable = variables[first + offset]
            guard (try? probe.addEditVariable(variable, strength: strength)) != nil else { continue }
            let start = probe.value(of: variable)
            for delta in [1_000.0, -1_000.0] {
                guard (try? probe.suggestValue(start + delta, for: variable)) != nil else { continue }
                let moved = abs(probe.value(of: variable) - start) > 1e-6
                if moved, Self.sameErrors(before, errors(in: probe)) {
                    ambiguous.append(offset)
                    break
                }
            }
            if stopAtFirst, !ambiguous.isEmpty { return (ambiguous, probe) }
            try? probe.removeEditVariable(variable)
        }
        return (ambiguous, probe)
    }

    /// The summed error of the active entries at each priority level, highest first (0 where they hold): what
    /// the solver minimises, level by level, so two solutions with equal sums are equally good.
    private func errors(in solver: ConstraintSolver) -> [Double] {
        let active = ids.indices.filter { ids[$0] != nil }.map { entry(at: $0) }
        let levels = Array(Set(active.map(\.strength.priority))).sorted(by: >)
        var sums = [Double](repeating: 0, count: levels.count)
        for entry in active {
            var value = entry.expression.constant
            for term in entry.expression.terms { value += term.coefficient * solver.value(of: term.variable) }
            let error = switch entry.relation {
            case .equal: abs(value)
            case .greaterThanOrEqual: max(0, -value)
            case .lessThanOrEqual: max(0, value)
            }
            sums[levels.firstIndex(of: entry.strength.priority) ?? 0] += error
        }
        return sums
    }

    private static func sameErrors(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($0)) }
    }
}
