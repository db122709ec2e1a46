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
/// choice compares symbol numbers explicitly, so the order rows happen to sit in never decides anything. The rows'
/// terms share one ``TermPool``.
struct Tableau: Sendable {
    private(set) var kinds: [SymbolKind] = []
    private var slotOf: [Int32] = []
    private(set) var rows: [Row] = []
    private(set) var basics: [Symbol] = []
    /// The priorities of the objective levels, highest first, and their rows.
    private(set) var levels: [Double] = []
    private(set) var objective: [Row] = []
    /// Set when the primal simplex found no entering symbol, cleared when an objective row changes: while it is set,
    /// ``optimize(artificial:)`` has nothing to do (the entering rule reads only the objective rows and the
    /// symbols' kinds, which never change), so it skips the search.
    private var objectiveIsOptimal = false
    /// Phase one's objective while a constraint is added with an artificial variable.
    var artificialObjective: Row?
    /// Restricted basic symbols whose constant went negative (the dual simplex repairs them).
    private var infeasible: [Symbol] = []
    /// The terms of every row, objective level and phase-one objective (settable for the solver's new row, which
    /// lives in the pool before the tableau takes it).
    var pool = TermPool()
    /// Pivots left in the current operation (set by `beginOperation`).
    private var pivotBudget = 0

    var symbolCount: Int { kinds.count }

    /// The slot of a symbol no row or objective has mentioned yet, nor was basic: not basic, like -1, and
    /// substituting it anywhere changes nothing (see ``mayBeMentioned(_:)``).
    private static let unseen: Int32 = -2

    mutating func newSymbol(_ kind: SymbolKind) -> Symbol {
        kinds.append(kind)
        slotOf.append(Tableau.unseen)
        return Symbol(kinds.count - 1)
    }

    /// Whether a row or objective may mention `symbol`: false for a symbol no row was inserted with, no objective
    /// was given and that was never basic (a constraint's new slack, error or dummy symbol, a variable first used
    /// by the constraint being added). Rows gain symbols only from inserted rows, objectives and pivots (whose
    /// leaving symbol was basic), so ``substitute(_:by:)`` of such a symbol would find it nowhere.
    func mayBeMentioned(_ symbol: Symbol) -> Bool { slotOf[Int(symbol)] != Tableau.unseen }

    /// Marks `symbol` as possibly mentioned (see ``mayBeMentioned(_:)``).
    @inline(__always)
    private mutating func markSeen(_ symbol: Symbol) {
        if slotOf[Int(symbol)] == Tableau.unseen { slotOf[Int(symbol)] = -1 }
    }

    /// Reserves room for `count` more symbols.
    mutating func reserveSymbols(_ count: Int) {
        kinds.reserveCapacity(kinds.count + count)
        slotOf.reserveCapacity(slotOf.count + count)
    }

    /// Reserves room for `count` more rows, and for their terms.
    mutating func reserveRows(_ count: Int) {
        rows.reserveCapacity(rows.count + count)
        basics.reserveCapacity(basics.count + count)
        pool.reserve(count * Tableau.termsReservedPerRow)
        // A cell's optional constraints fall in a few priority levels: room for them at once (growing the two
        // arrays level by level reallocated them three times).
        if levels.isEmpty {
            levels.reserveCapacity(Tableau.levelsReserved)
            objective.reserveCapacity(Tableau.levelsReserved)
        }
    }

    /// The objective levels room is made for when rows are reserved.
    static let levelsReserved = 8

    /// The pool slots reserved for each row a caller announces: a row of a cell's system has a few terms, and the
    /// substitutions that follow rewrite rows at the pool's top (see ``TermPool``).
    static let termsReservedPerRow = 24

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
        for index in rows[Int(slot)].range where kinds[Int(pool.terms[index].symbol)] != .dummy { return false }
        return true
    }

    /// Starts a public operation with a pivot budget proportional to the tableau's size (the hang guard), and
    /// compacts the term pool first when it has grown past its mark (no row header lives outside the tableau
    /// between operations, so every region is moved with its header).
    mutating func beginOperation(pivotFactor: Int) {
        pivotBudget = 1_000 + pivotFactor * (kinds.count + rows.count)
        if pool.top > pool.compactionMark { compactPool() }
    }

    /// Copies the live regions to the start of a new buffer, in row then objective order, when garbage is most of
    /// the pool; moves the mark to four times the live terms.
    private mutating func compactPool() {
        var live = 0
        for row in rows { live += row.count }
        for row in objective { live += row.count }
        if let artificial = artificialObjective { live += artificial.count }
        if pool.top - live > live {
            var terms = [RowTerm](repeating: RowTerm(symbol: 0, coefficient: 0), count: max(2 * live, 256))
            var top = 0
            for slot in rows.indices { top = rows[slot].move(from: pool, to: top, of: &terms) }
            for level in objective.indices { top = objective[level].move(from: pool, to: top, of: &terms) }
            if artificialObjective != nil { top = artificialObjective!.move(from: pool, to: top, of: &terms) }
            pool.terms = terms
            pool.top = top
        }
        pool.compactionMark = max(4_096, 4 * live)
    }

    // MARK: Rows

    mutating func insertRow(_ row: Row, basic: Symbol) {
        for index in row.range { markSeen(pool.terms[index].symbol) }
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
        var row = Row(constant: expression.constant, in: pool)
        for term in expression.terms {
            let symbol = symbols[term.variable.index]
            let slot = slotOf[Int(symbol)]
            if slot >= 0 {
                row.add(rows[Int(slot)], times: term.coefficient, in: &pool)
            } else {
                row.add(term.coefficient, times: symbol, in: &pool)
            }
        }
        return row
    }

    /// Replaces `symbol` by `row` in every row and objective; a restricted basic symbol driven negative is queued
    /// for the dual simplex.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        for slot in rows.indices where rows[slot].mayContain(symbol)
            && rows[slot].substitute(symbol, by: row, in: &pool)
        {
            let basic = basics[slot]
            if kinds[Int(basic)].isRestricted && rows[slot].constant < -Row.epsilon { infeasible.append(basic) }
        }
        for level in objective.indices where objective[level].substitute(symbol, by: row, in: &pool) {
            objectiveIsOptimal = false
        }
        if artificialObjective != nil { artificialObjective!.substitute(symbol, by: row, in: &pool) }
    }

    /// Makes `entering` basic in place of `leaving`.
    mutating func pivot(entering: Symbol, leaving: Symbol) throws(ConstraintSolverError) {
        pivotBudget -= 1
        guard pivotBudget >= 0 else { throw .iterationLimit }
        var row = removeRow(basic: leaving)
        row.solve(basic: leaving, for: entering, in: &pool)
        substitute(entering, by: row)
        insertRow(row, basic: entering)
    }

    // MARK: The objective

    /// Adds `coefficient · symbol` to the objective of `priority`, making the level when it is new. A basic
    /// symbol is added as its row, so the objective stays over parametric symbols.
    mutating func addToObjective(_ symbol: Symbol, coefficient: Double, priority: Double) {
        objectiveIsOptimal = false
        markSeen(symbol)
        let level: Int
        if let found = levels.firstIndex(of: priority) {
            level = found
        } else {
            level = levels.firstIndex { $0 < priority } ?? levels.count
            // Appended, then moved down into place: Array.insert goes through the generic range replacement.
            levels.append(priority)
            objective.append(Row(in: pool))
            var position = levels.count - 1
            while position > level {
                levels.swapAt(position, position - 1)
                objective.swapAt(position, position - 1)
                position -= 1
            }
        }
        if let row = row(of: symbol) {
            objective[level].add(row, times: coefficient, in: &pool)
        } else {
            objective[level].add(coefficient, times: symbol, in: &pool)
        }
    }

    /// The primal simplex (the paper's `optimize`): pivots until no objective coefficient is negative.
    mutating func optimize(artificial: Bool = false) throws(ConstraintSolverError) {
        if !artificial && objectiveIsOptimal { return }
        while let entering = enteringSymbol(artificial: artificial) {
            guard let leaving = leavingSymbol(for: entering) else {
                throw .internalInconsistency("the objective is unbounded")
            }
            try pivot(entering: entering, leaving: leaving)
        }
        if !artificial { objectiveIsOptimal = true }
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
            let coefficient = rows[slot].coefficient(of: symbol, in: pool)
            guard coefficient != 0 else { continue }
            rows[slot].constant += coefficient * delta
            let basic = basics[slot]
            if kinds[Int(basic)].isRestricted && rows[slot].constant < -Row.epsilon { infeasible.append(basic) }
        }
    }

    /// Whether some row mentions `symbol` (a parametric symbol).
    func mentions(_ symbol: Symbol) -> Bool {
        for row in rows where row.coefficient(of: symbol, in: pool) != 0 { return true }
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
            let coefficient = rows[slot].coefficient(of: symbol, in: pool)
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
        artificialObjective = row.duplicated(in: &pool)
        try optimize(artificial: true)
        let satisfied = abs(artificialObjective!.constant) <= Row.epsilon
        artificialObjective = nil
        if isBasic(artificial) {
            var basicRow = removeRow(basic: artificial)
            if !basicRow.isConstant {
                guard let position = basicRow.range.first(where: { kinds[Int(pool.terms[$0].symbol)].isPivotable }) else {
                    return false
                }
                let entering = pool.terms[position].symbol
                basicRow.solve(basic: artificial, for: entering, in: &pool)
                substitute(entering, by: basicRow)
                insertRow(basicRow, basic: entering)
            }
        }
        for slot in rows.indices { rows[slot].remove(artificial, in: &pool) }
        for level in objective.indices where objective[level].remove(artificial, in: &pool) != 0 {
            objectiveIsOptimal = false
        }
        return satisfied
    }
}

extension Tableau {
    /// Pivots `marker` into the basis in `leaving`'s place and drops the resulting row, which removes from every
    /// other row the contribution of the constraint the marker belongs to (section 3.5).
    mutating func pivotOut(marker: Symbol, leaving: Symbol) throws(ConstraintSolverError) {
        var row = removeRow(basic: leaving)
        row.solve(basic: leaving, for: marker, in: &pool)
        substitute(marker, by: row)
    }
}
