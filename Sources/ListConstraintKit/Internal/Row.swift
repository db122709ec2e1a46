/// One row of the tableau: `basic = constant + Σ coefficient · symbol` (or, before it has a basic symbol,
/// `0 = constant + Σ coefficient · symbol`).
///
/// Sparse and sorted: `symbols` ascend (symbols are numbered in creation order), `coefficients` run beside them.
/// Sorted storage makes every walk over a row visit its terms in one order on every run and machine, and lets two
/// rows merge in one pass. A coefficient whose magnitude falls to `Row.epsilon` or below is dropped.
///
/// `mask` has bit `symbol % 64` set for every symbol of the row (and possibly for symbols it lost since): a clear
/// bit proves a symbol absent, so the tableau's scans over all rows (substitution, the ratio tests) skip most rows
/// without searching them. It only ever skips work whose result is "not in the row": no result changes.
struct Row: Sendable {
    /// Below this magnitude a coefficient is zero (the term is dropped) and a constant counts as zero.
    static let epsilon = 1.0e-8
    /// The terms a new row has room for: substitutions grow rows by a few terms at a time, and a row of a cell's
    /// system rarely passes this, so it is allocated once instead of regrown step by step.
    static let initialCapacity = 16

    var constant: Double
    /// The terms, by ascending symbol (one buffer per row: half the allocations of two parallel arrays).
    private(set) var terms: [RowTerm] = []
    /// A superset of the row's symbols, one bit per `symbol % 64` (see above).
    private(set) var mask: UInt64 = 0

    init(constant: Double = 0, capacity: Int = 0) {
        self.constant = constant
        if capacity > 0 { terms.reserveCapacity(capacity) }
    }

    /// Whether the row has no terms (only a constant).
    var isConstant: Bool { terms.isEmpty }

    /// The number of terms.
    var count: Int { terms.count }

    /// The index of `symbol` among the terms, or where it would be inserted (binary search).
    private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0
        var high = terms.count
        while low < high {
            let middle = (low + high) >> 1
            let candidate = terms[middle].symbol
            if candidate == symbol { return (middle, true) }
            if candidate < symbol { low = middle + 1 } else { high = middle }
        }
        return (low, false)
    }

    /// The bit of `symbol` in ``mask``.
    @inline(__always)
    static func bit(_ symbol: Symbol) -> UInt64 { 1 &<< UInt64(truncatingIfNeeded: symbol & 63) }

    /// Whether the row may mention `symbol` (false: it does not).
    @inline(__always)
    func mayContain(_ symbol: Symbol) -> Bool { mask & Row.bit(symbol) != 0 }

    /// The coefficient of `symbol` (0 when it is not in the row).
    func coefficient(of symbol: Symbol) -> Double {
        guard mayContain(symbol) else { return 0 }
        let (index, found) = position(of: symbol)
        return found ? terms[index].coefficient : 0
    }

    /// Adds `coefficient · symbol` to the row, dropping the term if it cancels.
    mutating func add(_ coefficient: Double, times symbol: Symbol) {
        // A symbol past the last term (a constraint's new slack, error or dummy symbol): appended, no search.
        if terms.isEmpty || terms[terms.count - 1].symbol < symbol {
            guard abs(coefficient) > Row.epsilon else { return }
            mask |= Row.bit(symbol)
            terms.append(RowTerm(symbol: symbol, coefficient: coefficient))
            return
        }
        let (index, found) = position(of: symbol)
        if found {
            let sum = terms[index].coefficient + coefficient
            if abs(sum) <= Row.epsilon {
                terms.remove(at: index)
            } else {
                terms[index].coefficient = sum
            }
        } else if abs(coefficient) > Row.epsilon {
            // Append and shift by hand: Array.insert goes through the generic replaceSubrange (many times slower
            // on rows of a few terms).
            let term = RowTerm(symbol: symbol, coefficient: coefficient)
            mask |= Row.bit(symbol)
            terms.append(term)
            var position = terms.count - 1
            while position > index {
                terms[position] = terms[position - 1]
                position -= 1
            }
            terms[index] = term
        }
    }

    /// Removes `symbol`'s term, returning its coefficient (0 when it was not there).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        guard mayContain(symbol) else { return 0 }
        let (index, found) = position(of: symbol)
        guard found else { return 0 }
        return terms.remove(at: index).coefficient
    }

    /// `self += factor · other`, merging the sorted terms in one pass into `scratch` (a buffer the tableau keeps,
    /// used as raw storage of its full length), then copying them back into the row's own buffer: a warm solver
    /// allocates nothing here. `skipping` (a symbol of `self`) is left out: substitution removes it in the same pass.
    /// This merge is the solver's innermost loop, hence the buffer pointers (no per-element checks).
    mutating func add(_ other: Row, times factor: Double, scratch: inout [RowTerm], skipping: Symbol = -1) {
        constant += factor * other.constant
        mask |= other.mask
        let needed = terms.count + other.terms.count
        if scratch.count < needed {
            scratch = [RowTerm](repeating: RowTerm(symbol: 0, coefficient: 0), count: max(needed, 2 * scratch.count, 16))
        }
        let count = scratch.withUnsafeMutableBufferPointer { out in
            terms.withUnsafeBufferPointer { mine in
                other.terms.withUnsafeBufferPointer { theirs in
                    Row.merge(mine, theirs, factor: factor, skipping: skipping, into: out)
                }
            }
        }
        Row.copy(scratch, count: count, into: &terms)
    }

    /// Makes `terms` the first `count` terms of `merged`, in place: only the difference in length is removed or
    /// appended (emptying the row and appending a slice went through the generic range replacement each time).
    private static func copy(_ merged: [RowTerm], count: Int, into terms: inout [RowTerm]) {
        merged.withUnsafeBufferPointer { source in
            let old = terms.count
            if count < old {
                // One at a time: `removeLast(_:)` is the generic range replacement, and a merge drops few terms.
                for _ in count..<old { terms.removeLast() }
            } else if count > old {
                terms.append(contentsOf: UnsafeBufferPointer(rebasing: source[old..<count]))
            }
            let overlap = min(old, count)
            guard overlap > 0 else { return }
            terms.withUnsafeMutableBufferPointer { target in
                target.baseAddress!.update(from: source.baseAddress!, count: overlap)
            }
        }
    }

    /// `mine + factor · theirs` into `out`, dropping `skipping` and near-zero results; returns the count written.
    private static func merge(
        _ mine: UnsafeBufferPointer<RowTerm>, _ theirs: UnsafeBufferPointer<RowTerm>, factor: Double,
        skipping: Symbol, into out: UnsafeMutableBufferPointer<RowTerm>
    ) -> Int {
        var i = 0
        var j = 0
        var written = 0
        while i < mine.count || j < theirs.count {
            if j == theirs.count || (i < mine.count && mine[i].symbol < theirs[j].symbol) {
                if mine[i].symbol != skipping {
                    out[written] = mine[i]
                    written += 1
                }
                i += 1
            } else if i == mine.count || theirs[j].symbol < mine[i].symbol {
                let value = factor * theirs[j].coefficient
                if abs(value) > Row.epsilon {
                    out[written] = RowTerm(symbol: theirs[j].symbol, coefficient: value)
                    written += 1
                }
                j += 1
            } else {
                let value = mine[i].coefficient + factor * theirs[j].coefficient
                if abs(value) > Row.epsilon {
                    out[written] = RowTerm(symbol: mine[i].symbol, coefficient: value)
                    written += 1
                }
                i += 1
                j += 1
            }
        }
        return written
    }

    /// Multiplies the constant and every coefficient by `factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        for index in terms.indices { terms[index].coefficient *= factor }
    }

    /// Solves `0 = constant + … + a · subject + …` for `subject`: removes its term and divides the rest by `-a`,
    /// so the row reads `subject = …`.
    mutating func solve(for subject: Symbol) {
        let coefficient = remove(subject)
        scale(by: -1 / coefficient)
    }

    /// Solves `basic = … + a · entering + …` for `entering`: the row then reads `entering = …` with `basic` a term.
    mutating func solve(basic: Symbol, for entering: Symbol) {
        add(-1, times: basic)
        solve(for: entering)
    }

    /// Replaces `symbol` by `row`'s right-hand side (`symbol = row`), if the row mentions it. Returns whether it did.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, by row: Row, scratch: inout [RowTerm]) -> Bool {
        guard mayContain(symbol) else { return false }
        let coefficient = self.coefficient(of: symbol)
        guard coefficient != 0 else { return false }
        add(row, times: coefficient, scratch: &scratch, skipping: symbol)
        return true
    }
}

/// One term of a row.
struct RowTerm: Sendable {
    var symbol: Symbol
    var coefficient: Double
}
