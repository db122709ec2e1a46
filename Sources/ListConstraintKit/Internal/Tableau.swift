/// The simplex tableau in basic feasible solved form (Badros, Borning & Stuckey 2001, section 3): every basic
/// symbol has a row in terms of parametric symbols, every restricted basic symbol's constant is non-negative, and
/// the parametric symbols are 0, so a variable's value is its row's constant (or 0 when parametric).
///
/// The objective is lexicographic: one row per priority level (highest first), each the sum of that level's error
/// symbols written over the parametric symbols. A symbol's objective coefficient is the vector of its coefficients
/// in the level rows; it is negative when its first non-zero entry is negative. This is "higher priorities are
/// satisfied before lower ones" exactly, with no weights that could overflow or trade levels against each other.
///
/// Storage is ordered by creation: symbols are numbers; rows live in an array with a symbol → slot index; every
/// choice compares symbol numbers explicitly, so the order rows happen to sit in never decides anything.
struct Tableau: Sendable {
    private(set) var kinds: [SymbolKind] = []
    private var slotOf: [Int32] = []
    private(set) var rows: [Row] = []
    private(set) var basics: [Symbol] = []
    /// The priorities of the objective levels, highest first, and their rows.
    private(set) var levels: [Double] = []
    private(set) var objective: [Row] = []
    /// Phase one's objective while a constraint is added with an artificial variable.
    var artificialObjective: Row?
    /// Restricted basic symbols whose constant went negative (the dual simplex repairs them).
    private var infeasible: [Symbol] = []
    private var scratch: [RowTerm] = []
    /// Pivots left in the current operation (set by `beginOperation`).
    private var pivotBudget = 0

    var symbolCount: Int { kinds.count }

    mutating func newSymbol(_ kind: SymbolKind) -> Symbol {
        kinds.append(kind)
        slotOf.append(-1)
        return Symbol(kinds.count - 1)
    }

    /// Reserves room for `count` more symbols.
    mutating func reserveSymbols(_ count: Int) {
        kinds.reserveCapacity(kinds.count + count)
        slotOf.reserveCapacity(slotOf.count + count)
    }

    /// Reserves room for `count` more rows.
    mutating func reserveRows(_ count: Int) {
        rows.reserveCapacity(rows.count + count)
        basics.reserveCapacity(basics.count + count)
    }

    /// Forgets the symbols made after `count` (a failed add that had touched nothing else).
    mutating func truncateSymbols(to count: Int) {
        kinds.removeSubrange(count...)
        slotOf.removeSubrange(count...)
    }

    func isBasic(_ symbol: Symbol) -> Bool { slotOf[Int(symbol)] >= 0 }

    func row(of symbol: Symbol) -> Row? {
        let slot = slotOf[Int(symbol)]
        return slot >= 0 ? rows[Int(slot)] : nil
    }

    /// The value of a symbol: its row's constant when basic, 0 when parametric (never -0).
    func value(of symbol: Symbol) -> Double {
        let slot = slotOf[Int(symbol)]
        return slot >= 0 ? rows[Int(slot)].constant + 0 : 0
    }

    /// Whether `symbol` is basic with only dummies (required equalities' markers, zero in every solution) in its
    /// row: then every solution gives it the row's constant.
    func isFixedByDummies(_ symbol: Symbol) -> Bool {
        let slot = slotOf[Int(symbol)]
        guard slot >= 0 else { return false }
        for term in rows[Int(slot)].terms where kinds[Int(term.symbol)] != .dummy { return false }
        return true
    }

    /// Starts a public operation with a pivot budget proportional to the tableau's size (the hang guard).
    mutating func beginOperation(pivotFactor: Int) {
        pivotBudget = 1_000 + pivotFactor * (kinds.count + rows.count)
    }

    // MARK: Rows

    mutating func insertRow(_ row: Row, basic: Symbol) {
        slotOf[Int(basic)] = Int32(rows.count)
        rows.append(row)
        basics.append(basic)
    }

    @discardableResult
    mutating func removeRow(basic: Symbol) -> Row {
        let slot = Int(slotOf[Int(basic)])
        slotOf[Int(basic)] = -1
        let last = rows.count - 1
        if slot != last {
            rows.swapAt(slot, last)
            basics.swapAt(slot, last)
            slotOf[Int(basics[slot])] = Int32(slot)
        }
        basics.removeLast()
        return rows.removeLast()
    }

    /// The row `constant + Σ coefficient · symbol` with every basic symbol replaced by its row, so that it is
    /// written over parametric symbols only (a new constraint's row).
    mutating func makeRow(_ expression: LinearExpression, symbols: [Symbol]) -> Row {
        var row = Row(constant: expression.constant, capacity: max(expression.terms.count + 4, Row.initialCapacity))
        for term in expression.terms {
            let symbol = symbols[term.variable.index]
            let slot = slotOf[Int(symbol)]
            if slot >= 0 {
                row.add(rows[Int(slot)], times: term.coefficient, scratch: &scratch)
            } else {
                row.add(term.coefficient, times: symbol)
            }
        }
        return row
    }

    /// Replaces `symbol` by `row` in every row and objective; a restricted basic symbol driven negative is queued
    /// for the dual simplex.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        for slot in rows.indices where rows[slot].mayContain(symbol)
            && rows[slot].substitute(symbol, by: row, scratch: &scratch)
        {
            let basic = basics[slot]
            if kinds[Int(basic)].isRestricted && rows[slot].constant < -Row.epsilon { infeasible.append(basic) }
        }
        for level in objective.indices { objective[level].substitute(symbol, by: row, scratch: &scratch) }
        if artificialObjective != nil { artificialObjective!.substitute(symbol, by: row, scratch: &scratch) }
    }

    /// Makes `entering` basic in place of `leaving`.
    mutating func pivot(entering: Symbol, leaving: Symbol) throws(ConstraintSolverError) {
        pivotBudget -= 1
        guard pivotBudget >= 0 else { throw .iterationLimit }
        var row = removeRow(basic: leaving)
        row.solve(basic: leaving, for: entering)
        substitute(entering, by: row)
        insertRow(row, basic: entering)
    }

    // MARK: The objective

    /// Adds `coefficient · symbol` to the objective of `priority`, making the level when it is new. A basic
    /// symbol is added as its row, so the objective stays over parametric symbols.
    mutating func addToObjective(_ symbol: Symbol, coefficient: Double, priority: Double) {
        let level: Int
        if let found = levels.firstIndex(of: priority) {
            level = found
        } else {
            level = levels.firstIndex { $0 < priority } ?? levels.count
            levels.insert(priority, at: level)
            objective.insert(Row(capacity: Row.initialCapacity), at: level)
        }
        if let row = row(of: symbol) {
            objective[level].add(row, times: coefficient, scratch: &scratch)
        } else {
            objective[level].add(coefficient, times: symbol)
        }
    }

    /// The primal simplex (the paper's `optimize`): pivots until no objective coefficient is negative.
    mutating func optimize(artificial: Bool = false) throws(ConstraintSolverError) {
        while let entering = enteringSymbol(artificial: artificial) {
            guard let leaving = leavingSymbol(for: entering) else {
                throw .internalInconsistency("the objective is unbounded")
            }
            try pivot(entering: entering, leaving: leaving)
        }
    }

    // MARK: The dual simplex

    /// Shifts the constant of every row that mentions `symbol` as if `symbol` were replaced by `symbol + delta`
    /// (`symbol` parametric), or the row of `symbol` by `-delta` (basic); queues rows that turn infeasible.
    mutating func shift(_ symbol: Symbol, by delta: Double) {
        let own = slotOf[Int(symbol)]
        if own >= 0 {
            rows[Int(own)].constant -= delta
            if rows[Int(own)].constant < -Row.epsilon { infeasible.append(symbol) }
            return
        }
        for slot in rows.indices {
            let coefficient = rows[slot].coefficient(of: symbol)
            guard coefficient != 0 else { continue }
            rows[slot].constant += coefficient * delta
            let basic = basics[slot]
            if kinds[Int(basic)].isRestricted && rows[slot].constant < -Row.epsilon { infeasible.append(basic) }
        }
    }

    /// Whether some row mentions `symbol` (a parametric symbol).
    func mentions(_ symbol: Symbol) -> Bool {
        for row in rows where row.coefficient(of: symbol) != 0 { return true }
        return false
    }

    /// What ``shift(_:by:)`` with these arguments would leave: nothing to repair, a restricted basic symbol
    /// negative (the dual simplex pivots), or a basic dummy away from 0 — a redundant required equality (its row
    /// holds dummies only, which never enter the basis) that no pivot can satisfy again.
    func shiftOutcome(_ symbol: Symbol, by delta: Double) -> ShiftOutcome {
        let own = slotOf[Int(symbol)]
        if own >= 0 {
            let constant = rows[Int(own)].constant - delta
            if kinds[Int(symbol)] == .dummy { return abs(constant) <= Row.epsilon ? .feasible : .conflict }
            return constant < -Row.epsilon ? .pivots : .feasible
        }
        var outcome = ShiftOutcome.feasible
        for slot in rows.indices {
            let kind = kinds[Int(basics[slot])]
            guard kind.isRestricted else { continue }
            let coefficient = rows[slot].coefficient(of: symbol)
            guard coefficient != 0 else { continue }
            let constant = rows[slot].constant + coefficient * delta
            if kind == .dummy {
                if abs(constant) > Row.epsilon { return .conflict }
            } else if constant < -Row.epsilon {
                outcome = .pivots
            }
        }
        return outcome
    }

    /// See ``shiftOutcome(_:by:)``.
    enum ShiftOutcome {
        case feasible, pivots, conflict
    }

    /// The dual simplex (the paper's `dualOptimize`): while a restricted basic symbol is negative, pivot it out
    /// for the entering symbol that keeps the objective optimal. Lowest-numbered infeasible row first.
    mutating func dualOptimize() throws(ConstraintSolverError) {
        while !infeasible.isEmpty {
            let index = infeasible.indices.min { infeasible[$0] < infeasible[$1] }!
            let leaving = infeasible.remove(at: index)
            guard let row = row(of: leaving), row.constant < -Row.epsilon else { continue }
            guard let entering = dualEnteringSymbol(for: row) else {
                throw .internalInconsistency("the dual simplex found no entering symbol")
            }
            try pivot(entering: entering, leaving: leaving)
        }
    }

    // MARK: Phase one

    /// Adds `row` (no subject could be chosen) through an artificial variable: minimise it; the constraint is
    /// satisfiable exactly when the minimum is 0. The artificial symbol is then pivoted out and dropped.
    mutating func addWithArtificialVariable(_ row: Row) throws(ConstraintSolverError) -> Bool {
        let artificial = newSymbol(.artificial)
        insertRow(row, basic: artificial)
        artificialObjective = row
        try optimize(artificial: true)
        let satisfied = abs(artificialObjective!.constant) <= Row.epsilon
        artificialObjective = nil
        if isBasic(artificial) {
            var basicRow = removeRow(basic: artificial)
            if !basicRow.isConstant {
                guard let entering = basicRow.terms.first(where: { kinds[Int($0.symbol)].isPivotable })?.symbol else { return false }
                basicRow.solve(basic: artificial, for: entering)
                substitute(entering, by: basicRow)
                insertRow(basicRow, basic: entering)
            }
        }
        for slot in rows.indices { rows[slot].remove(artificial) }
        for level in objective.indices { objective[level].remove(artificial) }
        return satisfied
    }
}

extension Tableau {
    /// Pivots `marker` into the basis in `leaving`'s place and drops the resulting row, which removes from every
    /// other row the contribution of the constraint the marker belongs to (section 3.5).
    mutating func pivotOut(marker: Symbol, leaving: Symbol) throws(ConstraintSolverError) {
        var row = removeRow(basic: leaving)
        row.solve(basic: leaving, for: marker)
        substitute(marker, by: row)
    }
}
